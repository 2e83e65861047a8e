import GameKernel

/// Answers set by hand for cards no rule gets right: judged wrong, or
/// judged to teach a secondary sense first by two independent reviews
/// (`Dictionaries/reviews/corrections.tsv`).
///
/// Each line is `card id<TAB>answer<TAB>reason`, with an optional fourth
/// field, the part of speech of the new answer when it is not the class the
/// card was labelled with (`it-en:grazia`, labelled an interjection from the
/// corpus's `grazie`, corrected to the noun `grace, favour`); `#` lines are
/// comments. A correction replaces the answer (and that label) of the card
/// with that id in every deck (`it-en:costa` in `it-en-top500` and
/// `it-en-full`). It exists so that a
/// card judged wrong need not ship (``DeckReview/wrongCardsShipped(in:)``
/// fails the build otherwise) while no general rule fixes it, and so that
/// a card two reviews agree teaches a secondary sense first does not; each
/// says why.
public struct DeckCorrections: Sendable {
    /// The corrected answers by card id.
    public private(set) var answers: [String: String] = [:]

    /// The part of speech a correction gives its card, by card id: only for
    /// corrections whose line has the fourth field.
    public private(set) var partsOfSpeech: [String: PartOfSpeech] = [:]

    /// The labels a correction may give: those the deck build gives.
    static let labels: Set<PartOfSpeech> = [
        .noun, .verb, .adjective, .adverb, .pronoun, .determiner, .preposition, .conjunction, .numeral, .interjection,
    ]

    /// No corrections.
    public init() {}

    /// Parses a corrections file.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The file's path, for error messages.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for a line
    ///   without a card id, an answer and a reason, with a fourth field that
    ///   is not a part of speech, or a card corrected twice.
    public init(text: String, path: String) throws {
        for (number, fields) in Self.dataLines(of: text) {
            guard fields.count == 3 || fields.count == 4, fields[0].contains(":"), !fields[1].isEmpty, !fields[2].isEmpty else {
                throw ContentError.malformedLine(path: path, line: number, reason: "expected card id<TAB>answer<TAB>reason[<TAB>part of speech]")
            }
            guard answers[fields[0]] == nil else {
                throw ContentError.malformedLine(path: path, line: number, reason: "\(fields[0]) is corrected twice")
            }
            answers[fields[0]] = fields[1]
            if fields.count == 4 {
                let label = PartOfSpeech(rawValue: fields[3])
                guard Self.labels.contains(label) else {
                    let known = Self.labels.map(\.rawValue).sorted().joined(separator: ", ")
                    throw ContentError.malformedLine(path: path, line: number, reason: "\"\(fields[3])\" is not a part of speech (\(known))")
                }
                partsOfSpeech[fields[0]] = label
            }
        }
    }

    /// `cards` with their corrected answers, and the part of speech a
    /// correction names.
    ///
    /// The example sentence was chosen for the answer judged, so a
    /// corrected card keeps it only when its translation still shows the
    /// new first answer (`translation(_:shows:)`); otherwise it takes the
    /// one `example` finds for its new answer, and only where there is none
    /// keeps the old one if that shows a later answer: `crear` corrected
    /// from `think` to `create` drops *Creo que sí* / *I think so*.
    ///
    /// Speech of the answer says the new first answer, and on a card of an
    /// English prompt (`en-it:member`), whose gender label is the answer's,
    /// the label follows the new first answer's article
    /// (``NounArticle/gender(shownBy:language:)``; `il membro` is masculine
    /// where the dictionaries gave `membro` either) or, after an elided
    /// article (`l'accordo`), the noun's gender that `gender` gives, and
    /// otherwise stays; a card that is no longer a noun has none. A Spanish
    /// or Italian noun prompt relabelled as another class loses its article
    /// and gender.
    ///
    /// `example` is the deck builder's choice, as for any card
    /// (``VocabularyDeckBuilder/example(forCorrected:)``).
    ///
    /// - Parameters:
    ///   - cards: A deck's cards.
    ///   - example: An example sentence for a corrected card, or nil.
    ///   - gender: The gender of an answer-language noun, for a first answer
    ///     whose article is elided (`l'accordo`), or nil.
    public func applied(to cards: [Card], example: (Card) -> CardExample? = { _ in nil },
                        gender: (String) -> GrammaticalGender? = { _ in nil }) -> [Card] {
        cards.map { card in
            guard let answer = answers[card.id] else { return card }
            var corrected = card
            corrected.answer = answer
            if let label = partsOfSpeech[card.id] { corrected.partOfSpeech = label }
            let (oldFirst, newFirst) = (Self.first(of: card.answer), Self.first(of: answer))
            if let audio = card.audio, audio.text == oldFirst { corrected.audio = CardAudio(language: audio.language, text: newFirst) }
            let languages = card.id.prefix { $0 != ":" }.split(separator: "-").map(String.init)
            if languages.count == 2, languages[0] == "en", card.gender != nil || corrected.partOfSpeech == .noun {
                corrected.gender = corrected.partOfSpeech != .noun ? nil
                    : NounArticle.gender(shownBy: newFirst, language: languages[1]) ?? (newFirst.contains("/") ? .common : nil)
                    ?? (newFirst.lowercased().hasPrefix("l'") ? gender(String(newFirst.dropFirst(2))) : nil) ?? card.gender
            }
            // A Spanish or Italian noun relabelled as another class is
            // prompted without its article (`il precedente` → `precedente`,
            // the adjective *previous*), and spoken so.
            if languages.count == 2, languages[0] != "en", card.partOfSpeech == .noun, corrected.partOfSpeech != .noun {
                corrected.prompt = Self.withoutArticle(card.prompt, language: languages[0])
                corrected.gender = nil
                if let audio = card.audio, audio.text == card.prompt { corrected.audio = CardAudio(language: audio.language, text: corrected.prompt) }
            }
            // The example shows the new first answer where the old one does
            // (`el cuidado, la cura` keeps *Con cuidado*) in the same class;
            // else the builder's example of the new answer, which looks for
            // the card's class; else the old one where it shows a later
            // answer (`tocar` corrected to *touch, play* takes a sentence of
            // *touch* over *I can play the piano*; `force` relabelled a noun
            // does not keep *Non provi a forzarlo*).
            let relabelled = corrected.partOfSpeech != card.partOfSpeech
            if let old = card.example, relabelled || !Self.translation(old.translation, shows: newFirst) {
                corrected.example = example(corrected) ?? (Self.translation(old.translation, shows: answer) ? old : nil)
            } else if card.example == nil {
                corrected.example = example(corrected)
            }
            return corrected
        }
    }

    /// The lines of a tab-separated review file that hold data (not empty,
    /// not a `#` comment), numbered from 1, with their fields trimmed.
    static func dataLines(of text: String) -> [(number: Int, fields: [String])] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            line.isEmpty || line.hasPrefix("#") ? nil
                : (index + 1, line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) })
        }
    }

    /// A prompt without its leading definite article (`il precedente`,
    /// `il/la presente`, `l'arte`); the prompt itself when it has none.
    ///
    /// - Parameters:
    ///   - prompt: A card's prompt.
    ///   - language: The prompt's language, `es` or `it`.
    static func withoutArticle(_ prompt: String, language: String) -> String {
        if prompt.lowercased().hasPrefix("l'"), prompt.count > 2 { return String(prompt.dropFirst(2)) }
        let words = prompt.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, words[0].lowercased().split(separator: "/").allSatisfy({
            NounArticle.isDefiniteArticle(String($0), language: language)
        }) else { return prompt }
        return words[1]
    }

    /// The first of an answer's translations (`el tribunal` of `el tribunal, la corte`).
    static func first(of answer: String) -> String {
        answer.components(separatedBy: ", ").first ?? answer
    }

    /// Whether a sentence holds a form of one of an answer's words: a word
    /// of the sentence begins with the word's stem (all but its last two
    /// letters, at least three), so `dictated` shows `dictate` and `creato`
    /// shows `creare`. Articles and other words under three letters are not
    /// looked for.
    ///
    /// - Parameters:
    ///   - sentence: The example's translation.
    ///   - answer: The corrected answer (`el cuidado, la cura`).
    static func translation(_ sentence: String, shows answer: String) -> Bool {
        let words = ParallelCorpus.words(of: sentence)
        let stems = ParallelCorpus.words(of: answer).filter { $0.count >= 3 }.map { $0.prefix(max(3, $0.count - 2)) }
        return stems.contains { stem in words.contains { $0.hasPrefix(stem) } }
    }
}
