import GameKernel

/// Where a card's own extra fields stand in a deck text file, found by the
/// labels WordKit's export writes (`Part of speech`, `Gender`, `Rank`,
/// `Example`, `Example translation`, `Example source`, `Audio`, `Audio
/// language`), so that an export read back gives the same cards.
struct CardDetailColumns: Sendable {
    var partOfSpeech: Int?
    var gender: Int?
    var rank: Int?
    var example: Int?
    var exampleTranslation: Int?
    var exampleSource: Int?
    var audio: Int?
    var audioLanguage: Int?

    /// No extra fields.
    init() {}

    /// The 1-based columns labelled as WordKit labels them, leaving out the
    /// columns already taken (prompt, answer, metadata).
    ///
    /// - Parameters:
    ///   - labels: The `#columns:` labels, lowercased.
    ///   - taken: Columns with another use.
    init(labels: [String], skipping taken: Set<Int>) {
        func column(_ label: String) -> Int? {
            labels.indices.first { labels[$0] == label && !taken.contains($0 + 1) }.map { $0 + 1 }
        }
        partOfSpeech = column("part of speech")
        gender = column("gender")
        rank = column("rank")
        example = column("example")
        exampleTranslation = column("example translation")
        exampleSource = column("example source")
        audio = column("audio")
        audioLanguage = column("audio language")
    }

    /// Fills the card's extra fields from a line's fields; an empty field leaves one unset.
    ///
    /// - Parameters:
    ///   - card: The card to fill.
    ///   - fields: The line's fields.
    ///   - languages: The deck's languages (the audio's language when no column says it).
    ///   - failure: Makes the error for a value that cannot be read.
    /// - Throws: What `failure` makes, for a gender or rank that is not one,
    ///   or an example's translation or source without its sentence.
    func read(
        into card: inout Card, fields: [String], languages: [LanguageCode], failure: (String) -> ContentError
    ) throws {
        func value(_ column: Int?) -> String? {
            guard let column, column <= fields.count else { return nil }
            let text = fields[column - 1].trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty ? nil : text
        }
        card.partOfSpeech = value(partOfSpeech).map(PartOfSpeech.init(rawValue:))
        if let text = value(gender) {
            guard let gender = GrammaticalGender(rawValue: text) else {
                throw failure("gender \"\(text)\" is not one of \(GrammaticalGender.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            card.gender = gender
        }
        if let text = value(rank) {
            guard let rank = Int(text), rank > 0 else { throw failure("rank \"\(text)\" is not a positive whole number") }
            card.rank = rank
        }
        let translation = value(exampleTranslation), source = value(exampleSource)
        if let text = value(example) {
            card.example = CardExample(text: text, translation: translation ?? "", source: source ?? "")
        } else if translation != nil || source != nil {
            throw failure("an example translation or source without an example sentence (the Example column is empty)")
        }
        if let text = value(audio) {
            let language = value(audioLanguage).map(LanguageCode.init(rawValue:)) ?? languages.first ?? "en"
            card.audio = CardAudio(language: language, text: text)
        }
    }
}
