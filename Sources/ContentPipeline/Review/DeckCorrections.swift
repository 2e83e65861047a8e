import GameKernel

/// Answers a reviewer set by hand for cards no rule gets right
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
/// fails the build otherwise) while no general rule fixes it; each says why.
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
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
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
    /// The example sentence was chosen for the answer judged wrong, so a
    /// corrected card keeps it only when its translation still shows one of
    /// the new answer's words (`translation(_:shows:)`): `crear` corrected
    /// from `think` to `create` drops *Creo que sí* / *I think so*.
    ///
    /// Speech of the answer says the new first answer, and on a card of an
    /// English prompt (`en-it:member`), whose gender label is the answer's,
    /// the label follows the new first answer's article
    /// (``NounArticle/gender(shownBy:language:)``; `il membro` is masculine
    /// where the dictionaries gave `membro` either), and a card that is no
    /// longer a noun has none.
    ///
    /// A corrected card left without an example takes the one `example`
    /// finds for its new answer (the deck builder's choice, as for any card:
    /// ``VocabularyDeckBuilder/example(forCorrected:)``).
    ///
    /// - Parameters:
    ///   - cards: A deck's cards.
    ///   - example: An example sentence for a corrected card, or nil.
    public func applied(to cards: [Card], example: (Card) -> CardExample? = { _ in nil }) -> [Card] {
        cards.map { card in
            guard let answer = answers[card.id] else { return card }
            var corrected = card
            corrected.answer = answer
            if let label = partsOfSpeech[card.id] { corrected.partOfSpeech = label }
            if let example = card.example, !Self.translation(example.translation, shows: answer) { corrected.example = nil }
            let (oldFirst, newFirst) = (Self.first(of: card.answer), Self.first(of: answer))
            if let audio = card.audio, audio.text == oldFirst { corrected.audio = CardAudio(language: audio.language, text: newFirst) }
            let languages = card.id.prefix { $0 != ":" }.split(separator: "-").map(String.init)
            if languages.count == 2, languages[0] == "en", card.gender != nil {
                corrected.gender = corrected.partOfSpeech != .noun ? nil
                    : NounArticle.gender(shownBy: newFirst, language: languages[1]) ?? (newFirst.contains("/") ? .common : card.gender)
            }
            if corrected.example == nil { corrected.example = example(corrected) }
            return corrected
        }
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
