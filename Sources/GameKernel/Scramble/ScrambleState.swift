import Lexicon
import Foundation

/// A word-scramble round: the root, the words found, the score.
///
/// A pure value. ``start(_:environment:at:using:)`` deals a root;
/// ``apply(_:environment:at:using:)`` takes one player action and returns the
/// events it caused. A driver keeps the state, the environment and a seeded
/// generator, feeds actions in, and writes the events out.
public struct ScrambleState: Sendable, Equatable {
    /// How the round was set up.
    public internal(set) var configuration: ScrambleConfiguration
    /// The word whose letters make the other words.
    public internal(set) var root: String
    /// The root's letters in the order shown (see ``ScrambleAction/shuffle``).
    public internal(set) var letters: String
    /// The words found, newest first.
    public internal(set) var found: [String]
    /// The points earned so far.
    public internal(set) var score: Int
    /// Every word the round accepts, sorted.
    public internal(set) var possible: [String]
    /// Whether the round is still taking words.
    public internal(set) var phase: ScramblePhase
    /// When the round started.
    public internal(set) var startedAt: Date
    /// When the round ended, once it has.
    public internal(set) var endedAt: Date?
    /// How many hints were given.
    public internal(set) var hintsUsed: Int
    /// The word the hints point at, and how many of its letters they show.
    public internal(set) var hintTarget: String?
    /// How many letters of ``hintTarget`` the last hint showed.
    public internal(set) var hintLettersShown: Int

    /// How many words were found.
    public var foundCount: Int { found.count }

    /// The average number of letters per word found, in floating point
    /// (Packt's footer divided integers, so 3 and 4 letters averaged 3); 0
    /// before the first word.
    public var averageLetters: Double {
        guard !found.isEmpty else { return 0 }
        return Double(found.reduce(0) { $0 + $1.count }) / Double(found.count)
    }

    /// The possible words not found yet, sorted.
    public var missed: [String] {
        let foundSet = Set(found)
        return possible.filter { !foundSet.contains($0) }
    }

    /// The round as a history record, once it has ended.
    public var historyRecord: GameRecord? {
        guard let endedAt else { return nil }
        return GameRecord(
            game: .scramble, start: startedAt, duration: max(0, endedAt.timeIntervalSince(startedAt)),
            result: .finished, steps: found.count, score: score, language: configuration.language,
            details: [
                "root": root, "rules": configuration.ruleSet.rawValue,
                "found": String(found.count), "possible": String(possible.count),
            ])
    }

    /// Starts a round with a random root.
    ///
    /// - Parameters:
    ///   - configuration: Language, length and rules.
    ///   - environment: The roots and words.
    ///   - time: The moment the round starts.
    ///   - rng: The source of randomness for the root and its letter order.
    /// - Returns: The new round and its `start` event.
    /// - Throws: ``ScrambleError/lengthOutOfRange(_:)`` or
    ///   ``ScrambleError/rootLengthMismatch(configured:roots:)``.
    public static func start(
        _ configuration: ScrambleConfiguration, environment: ScrambleEnvironment, at time: Date,
        using rng: inout some RandomNumberGenerator
    ) throws -> (state: ScrambleState, events: [ScrambleEvent]) {
        guard ScrambleConfiguration.lengths.contains(configuration.length) else {
            throw ScrambleError.lengthOutOfRange(configuration.length)
        }
        guard environment.roots.length == configuration.length else {
            throw ScrambleError.rootLengthMismatch(
                configured: configuration.length, roots: environment.roots.length)
        }
        let root = environment.roots.pick(avoiding: nil, using: &rng)
        let state = ScrambleState(
            configuration: configuration, root: root, words: environment.words, at: time, using: &rng)
        return (state, [state.startEvent])
    }

    /// Creates a round on a given root, with its letters shuffled.
    ///
    /// Meant for tests and for a driver that picks roots itself.
    ///
    /// - Parameters:
    ///   - configuration: Language, length and rules.
    ///   - root: The root word; it is trimmed, lowercased and put in NFC.
    ///   - words: The language's words.
    ///   - time: The moment the round starts.
    ///   - rng: The source of randomness for the letter order.
    public init(
        configuration: ScrambleConfiguration, root: String, words: any WordSource, at time: Date,
        using rng: inout some RandomNumberGenerator
    ) {
        let root = Self.normalized(root)
        self.configuration = configuration
        self.root = root
        letters = Self.shuffledLetters(of: root, avoiding: root, using: &rng)
        found = []
        score = 0
        possible = Self.possibleWords(root: root, configuration: configuration, words: words)
        phase = .playing
        startedAt = time
        endedAt = nil
        hintsUsed = 0
        hintTarget = nil
        hintLettersShown = 0
    }

    /// The `start` event describing this round.
    public var startEvent: ScrambleEvent {
        .start(
            ScrambleStarted(
                root: root, language: configuration.language, length: root.count,
                possible: possible.count, letters: letters, rules: configuration.ruleSet,
                minLength: configuration.ruleSet.minimumLength))
    }

    /// Trims, lowercases and composes a typed word, as every check sees it.
    ///
    /// - Parameter input: The text as typed.
    /// - Returns: The word to check.
    static func normalized(_ input: String) -> String {
        input.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            .precomposedStringWithCanonicalMapping
    }

    /// Returns the root's letters in a random order, different from `avoided`
    /// when a few tries find one.
    ///
    /// - Parameters:
    ///   - root: The root word.
    ///   - avoided: An order not to return if possible.
    ///   - rng: The source of randomness.
    /// - Returns: The letters.
    static func shuffledLetters(
        of root: String, avoiding avoided: String, using rng: inout some RandomNumberGenerator
    ) -> String {
        var letters = String(rng.shuffled(Array(root)))
        var tries = 1
        while letters == avoided && tries < 8 {
            letters = String(rng.shuffled(Array(root)))
            tries += 1
        }
        return letters
    }

    /// Every word a round on `letters` accepts: the words the source can make
    /// from them that the kernel's own rules accept, one per accent variant.
    ///
    /// With accent folding on, words that differ only in accents (`pero`,
    /// `peró`) count once, as the one without accents if there is one, else
    /// the first in byte order; a found variant stands for it. `wordkit
    /// anagrams --game` prints this list, and the round's "possible" count
    /// is its size.
    ///
    /// - Parameters:
    ///   - letters: The root word (or any rack).
    ///   - configuration: The round's rules.
    ///   - words: The language's words (a ``GameWords`` filter in play).
    /// - Returns: The possible words, sorted, without duplicates.
    public static func possibleWords(
        from letters: String, configuration: ScrambleConfiguration, words: any WordSource
    ) -> [String] {
        let root = normalized(letters)
        let rules = configuration.ruleSet
        let inventory = LetterInventory(root, folding: configuration.accentFolding)
        let candidates = Set(words.words(makeableFrom: root, minLength: rules.minimumLength)
            .map(normalized)
            .filter { word in
                word.count >= rules.minimumLength && inventory.canSpell(word)
                    && (rules.acceptsRoot || word != root)
            })
        guard configuration.accentFolding else { return candidates.sorted() }
        var representative: [String: String] = [:]
        for word in candidates.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let key = AccentFolding.fold(word)
            if representative[key] == nil || word == key { representative[key] = word }
        }
        return representative.values.sorted()
    }

    /// The word of ``possible`` that `word` stands for: itself, or with accent
    /// folding on, the variant that counts for its accent variants.
    ///
    /// - Parameter word: An accepted word.
    /// - Returns: The word to record.
    func counted(_ word: String) -> String {
        guard configuration.accentFolding, !possible.contains(word) else { return word }
        let key = AccentFolding.fold(word)
        return possible.first { AccentFolding.fold($0) == key } ?? word
    }

    /// The possible words of a root (see ``possibleWords(from:configuration:words:)``).
    static func possibleWords(
        root: String, configuration: ScrambleConfiguration, words: any WordSource
    ) -> [String] {
        possibleWords(from: root, configuration: configuration, words: words)
    }
}
