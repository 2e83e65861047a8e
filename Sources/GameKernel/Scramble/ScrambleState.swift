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
    /// Every word the round counts, sorted: the words people know
    /// (``WordSource/commonness(of:)``) that the round accepts. The
    /// "possible" count, the missed words and the hints come from these.
    public internal(set) var possible: [String]
    /// The other words the round accepts, sorted: real but rare words, each a
    /// bonus when found and never missed.
    public internal(set) var bonusWords: [String]
    /// How common each word of ``possible`` is, for hints (most common first).
    var commonness: [String: Double]
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

    /// How many counted words of each length are still to find (the slots
    /// of Text Twist), by length, shortest first; lengths with none left are
    /// left out.
    public var missedByLength: [(length: Int, count: Int)] {
        Dictionary(grouping: missed, by: \.count).map { (length: $0.key, count: $0.value.count) }.sorted { $0.length < $1.length }
    }

    /// Whether `word` uses every letter of the root (an anagram of it, or
    /// the root itself where the rules accept it).
    ///
    /// - Parameter word: A word as recorded.
    public func usesEveryLetter(_ word: String) -> Bool {
        word.count == root.count
    }

    /// The bonus words found, newest first: words the round accepts but does
    /// not count (see ``bonusWords``).
    public var bonusFound: [String] {
        let bonus = Set(bonusWords)
        return found.filter { bonus.contains($0) }
    }

    /// Whether a found word is a bonus word.
    ///
    /// - Parameter word: A word as recorded.
    public func isBonus(_ word: String) -> Bool {
        bonusWords.contains(word)
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
                "bonus": String(bonusFound.count),
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
        let accepted = Self.acceptedWords(from: root, configuration: configuration, words: words)
        possible = accepted.filter { $0.commonness != nil }.map(\.word)
        bonusWords = accepted.filter { $0.commonness == nil }.map(\.word)
        commonness = Dictionary(uniqueKeysWithValues: accepted.compactMap { entry in entry.commonness.map { (entry.word, $0) } })
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
                minLength: configuration.ruleSet.minimumLength, bonus: bonusWords.count))
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
    /// anagrams --game` prints this list; a round counts only its common
    /// words (``countedWords(from:configuration:words:)``).
    ///
    /// - Parameters:
    ///   - letters: The root word (or any rack).
    ///   - configuration: The round's rules.
    ///   - words: The language's words (a ``GameWords`` filter in play).
    /// - Returns: The possible words, sorted, without duplicates.
    public static func possibleWords(
        from letters: String, configuration: ScrambleConfiguration, words: any WordSource
    ) -> [String] {
        acceptedWords(from: letters, configuration: configuration, words: words).map(\.word)
    }

    /// The words a round on `letters` counts: the accepted words
    /// (``possibleWords(from:configuration:words:)``) that people know,
    /// sorted. `wordkit anagrams --counted` prints this list; it is a
    /// round's "possible" count.
    ///
    /// - Parameters:
    ///   - letters: The root word (or any rack).
    ///   - configuration: The round's rules.
    ///   - words: The language's words.
    /// - Returns: The counted words, sorted.
    public static func countedWords(
        from letters: String, configuration: ScrambleConfiguration, words: any WordSource
    ) -> [String] {
        acceptedWords(from: letters, configuration: configuration, words: words).filter { $0.commonness != nil }.map(\.word)
    }

    /// The accepted words, sorted, each with its commonness (nil for a bonus
    /// word). With accent folding, a word counts when any of its accent
    /// variants counts, as common as the most common of them.
    static func acceptedWords(
        from letters: String, configuration: ScrambleConfiguration, words: any WordSource
    ) -> [(word: String, commonness: Double?)] {
        let root = normalized(letters)
        let rules = configuration.ruleSet
        let folding = configuration.accentFolding
        let inventory = LetterInventory(root, folding: folding)
        let rootKey = folding ? AccentFolding.fold(root) : root
        let candidates = Set(words.words(makeableFrom: root, minLength: rules.minimumLength)
            .map(normalized)
            .filter { word in
                // With folding, an accent variant of the root is the root (`alternó` for ALTERNO).
                word.count >= rules.minimumLength && inventory.canSpell(word)
                    && (rules.acceptsRoot || (folding ? AccentFolding.fold(word) : word) != rootKey)
            })
        guard folding else {
            return candidates.sorted().map { ($0, words.commonness(of: $0)) }
        }
        var representative: [String: String] = [:]
        var commonness: [String: Double] = [:]
        for word in candidates.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let key = AccentFolding.fold(word)
            if representative[key] == nil || word == key { representative[key] = word }
            if let value = words.commonness(of: word) { commonness[key] = max(commonness[key] ?? value, value) }
        }
        return representative.map { key, word in (word, commonness[key]) }.sorted { $0.word < $1.word }
    }

    /// The word of ``possible`` that `word` stands for: itself, or with accent
    /// folding on, the variant that counts for its accent variants.
    ///
    /// - Parameter word: An accepted word.
    /// - Returns: The word to record.
    func counted(_ word: String) -> String {
        guard configuration.accentFolding, !possible.contains(word), !bonusWords.contains(word) else { return word }
        let key = AccentFolding.fold(word)
        return possible.first { AccentFolding.fold($0) == key } ?? bonusWords.first { AccentFolding.fold($0) == key } ?? word
    }
}
