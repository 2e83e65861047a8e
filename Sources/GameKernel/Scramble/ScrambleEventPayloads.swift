/// The payload of a word-scramble `start` event.
public struct ScrambleStarted: Sendable, Equatable, Hashable, Codable {
    /// The root word.
    public var root: String
    /// The round's language.
    public var language: LanguageCode
    /// The root's length.
    public var length: Int
    /// How many words can be found.
    public var possible: Int
    /// The root's letters in the order to show them.
    public var letters: String
    /// The rules in force.
    public var rules: ScrambleRuleSet
    /// The shortest word the rules accept.
    public var minLength: Int
    /// How many more words the round accepts as bonus words (real, but not
    /// counted in ``possible``).
    public var bonus: Int

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - root: The root word.
    ///   - language: The language.
    ///   - length: The root's length.
    ///   - possible: How many words can be found (the counted words).
    ///   - letters: The letters to show.
    ///   - rules: The rules in force.
    ///   - minLength: The shortest word they accept.
    ///   - bonus: How many bonus words the round accepts besides.
    public init(
        root: String, language: LanguageCode, length: Int, possible: Int, letters: String,
        rules: ScrambleRuleSet, minLength: Int, bonus: Int = 0
    ) {
        self.root = root
        self.language = language
        self.length = length
        self.possible = possible
        self.letters = letters
        self.rules = rules
        self.minLength = minLength
        self.bonus = bonus
    }

    /// Reads the payload; `bonus`, added later, reads as 0 when absent.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        root = try container.decode(String.self, forKey: .root)
        language = try container.decode(LanguageCode.self, forKey: .language)
        length = try container.decode(Int.self, forKey: .length)
        possible = try container.decode(Int.self, forKey: .possible)
        letters = try container.decode(String.self, forKey: .letters)
        rules = try container.decode(ScrambleRuleSet.self, forKey: .rules)
        minLength = try container.decode(Int.self, forKey: .minLength)
        bonus = try container.decodeIfPresent(Int.self, forKey: .bonus) ?? 0
    }
}

/// The payload of an `accepted` event: a word was found.
public struct ScrambleAccepted: Sendable, Equatable, Hashable, Codable {
    /// The word as recorded (with its accents, if it was typed without them).
    public var word: String
    /// The points it earned.
    public var score: Int
    /// Whether it is a bonus word: real, but not one the round counts.
    public var bonus: Bool

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - word: The word recorded.
    ///   - score: Its points.
    ///   - bonus: Whether it is a bonus word.
    public init(word: String, score: Int, bonus: Bool = false) {
        self.word = word
        self.score = score
        self.bonus = bonus
    }

    /// Reads the payload; `bonus`, added later, reads as false when absent.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        word = try container.decode(String.self, forKey: .word)
        score = try container.decode(Int.self, forKey: .score)
        bonus = try container.decodeIfPresent(Bool.self, forKey: .bonus) ?? false
    }
}

/// The payload of a `rejected` event: a word was not accepted.
public struct ScrambleRejected: Sendable, Equatable, Hashable, Codable {
    /// The word as submitted, trimmed and lowercased.
    public var word: String
    /// Which check it failed.
    public var reason: ScrambleRejectionReason
    /// The alert title.
    public var title: String
    /// The alert message.
    public var message: String

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - word: The submitted word.
    ///   - reason: The failed check.
    ///   - title: The alert title.
    ///   - message: The alert message.
    public init(word: String, reason: ScrambleRejectionReason, title: String, message: String) {
        self.word = word
        self.reason = reason
        self.title = title
        self.message = message
    }
}

/// The payload of a word-scramble `end` event.
public struct ScrambleEnded: Sendable, Equatable, Hashable, Codable {
    /// The words found, newest first.
    public var found: [String]
    /// The possible words not found, sorted.
    public var missed: [String]
    /// The round's score.
    public var score: Int
    /// Letters per word found (0 when none was found).
    public var averageLetters: Double
    /// The bonus words among ``found``, newest first.
    public var bonus: [String]

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - found: The words found, newest first.
    ///   - missed: The counted words missed (never a bonus word).
    ///   - score: The score.
    ///   - averageLetters: Letters per word found.
    ///   - bonus: The bonus words found.
    public init(found: [String], missed: [String], score: Int, averageLetters: Double, bonus: [String] = []) {
        self.found = found
        self.missed = missed
        self.score = score
        self.averageLetters = averageLetters
        self.bonus = bonus
    }

    /// Reads the payload; `bonus`, added later, reads as none when absent.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        found = try container.decode([String].self, forKey: .found)
        missed = try container.decode([String].self, forKey: .missed)
        score = try container.decode(Int.self, forKey: .score)
        averageLetters = try container.decode(Double.self, forKey: .averageLetters)
        bonus = try container.decodeIfPresent([String].self, forKey: .bonus) ?? []
    }
}

/// The payload of a `letters` event: the root's letters, shuffled.
public struct ScrambleLetters: Sendable, Equatable, Hashable, Codable {
    /// The letters in their new order.
    public var letters: String

    /// Creates the payload.
    ///
    /// - Parameter letters: The letters in their new order.
    public init(letters: String) {
        self.letters = letters
    }
}

/// The payload of a word-scramble `hint` event.
///
/// Hints point at the most common counted word not yet found (the longer,
/// then the alphabetically first, among equally common ones); each further
/// hint for the same word shows one more letter.
public struct ScrambleHint: Sendable, Equatable, Hashable, Codable {
    /// The word's first letters.
    public var start: String
    /// The word's length.
    public var length: Int
    /// How many possible words are still to be found.
    public var remaining: Int

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - start: The word's first letters.
    ///   - length: The word's length.
    ///   - remaining: Words still to be found.
    public init(start: String, length: Int, remaining: Int) {
        self.start = start
        self.length = length
        self.remaining = remaining
    }
}
