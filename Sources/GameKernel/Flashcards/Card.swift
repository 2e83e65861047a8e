/// A flashcard: a prompt to answer and the answer to check against, with what
/// a learner deck tells about the word.
///
/// Only ``id``, ``prompt`` and ``answer`` are required; the other fields are
/// optional, left out of JSON when absent, so a deck written before they
/// existed (deck format 1) still decodes.
public struct Card: Sendable, Hashable, Codable, Identifiable {
    /// A stable identifier: an edited card keeps it, and with it its review history.
    public var id: String
    /// What the player sees first.
    public var prompt: String
    /// What the player sees on revealing the card.
    public var answer: String
    /// The word's part of speech (`noun`, `verb`, …).
    public var partOfSpeech: PartOfSpeech?
    /// The grammatical gender of the card's Spanish or Italian noun: the
    /// prompt's when the prompt language has genders, else the first answer's.
    public var gender: GrammaticalGender?
    /// The prompt word's frequency rank in its language (1 is the most
    /// common word), from the word-frequency list the deck was built with.
    public var rank: Int?
    /// A sentence that uses the word, with its translation and source, if
    /// the deck has one; shown once the answer is revealed.
    public var example: CardExample?
    /// What a speech synthesiser should say for this card, and in which language.
    public var audio: CardAudio?

    /// Creates a card.
    ///
    /// - Parameters:
    ///   - id: The stable identifier.
    ///   - prompt: The question side.
    ///   - answer: The answer side.
    ///   - partOfSpeech: The word's part of speech, if known.
    ///   - gender: The noun's gender, if it has one.
    ///   - rank: The prompt's frequency rank, if known.
    ///   - example: A sentence using the word, with its translation.
    ///   - audio: What to say aloud.
    public init(
        id: String, prompt: String, answer: String, partOfSpeech: PartOfSpeech? = nil,
        gender: GrammaticalGender? = nil, rank: Int? = nil, example: CardExample? = nil, audio: CardAudio? = nil
    ) {
        self.id = id
        self.prompt = prompt
        self.answer = answer
        self.partOfSpeech = partOfSpeech
        self.gender = gender
        self.rank = rank
        self.example = example
        self.audio = audio
    }
}
