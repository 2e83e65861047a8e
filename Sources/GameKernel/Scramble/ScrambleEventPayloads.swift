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

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - root: The root word.
    ///   - language: The language.
    ///   - length: The root's length.
    ///   - possible: How many words can be found.
    ///   - letters: The letters to show.
    ///   - rules: The rules in force.
    ///   - minLength: The shortest word they accept.
    public init(
        root: String, language: LanguageCode, length: Int, possible: Int, letters: String,
        rules: ScrambleRuleSet, minLength: Int
    ) {
        self.root = root
        self.language = language
        self.length = length
        self.possible = possible
        self.letters = letters
        self.rules = rules
        self.minLength = minLength
    }
}

/// The payload of an `accepted` event: a word was found.
public struct ScrambleAccepted: Sendable, Equatable, Hashable, Codable {
    /// The word as recorded (with its accents, if it was typed without them).
    public var word: String
    /// The points it earned.
    public var score: Int

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - word: The word recorded.
    ///   - score: Its points.
    public init(word: String, score: Int) {
        self.word = word
        self.score = score
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

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - found: The words found, newest first.
    ///   - missed: The words missed.
    ///   - score: The score.
    ///   - averageLetters: Letters per word found.
    public init(found: [String], missed: [String], score: Int, averageLetters: Double) {
        self.found = found
        self.missed = missed
        self.score = score
        self.averageLetters = averageLetters
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
/// Hints point at the longest word not yet found (alphabetically first among
/// equals); each further hint for the same word shows one more letter.
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
