import Foundation

/// The root words a round can start from: one tier of one root list, cleaned.
///
/// A root list has one root a line, either the word alone or
/// `word<TAB>rank<TAB>difficulty` (the frequency rank and the
/// ``RootDifficulty`` tier the content build gives it). Hacking with Swift
/// split `start.txt` on newlines and could pick the empty string after the
/// last one as the root. Here blank lines are dropped, words are trimmed,
/// lowercased and put in NFC, and words of another length are skipped, so
/// every root is usable.
public struct RootWords: Sendable, Equatable, Hashable {
    /// The length every root has.
    public let length: Int
    /// The tier the roots were taken from, nil when every root was taken.
    public let difficulty: RootDifficulty?
    /// The roots, in file order, without duplicates.
    public let words: [String]

    /// Cleans a root list and keeps one tier of it.
    ///
    /// - Parameters:
    ///   - lines: The file's lines, for example `Content/roots/en-8.txt`.
    ///   - length: The length the roots must have.
    ///   - difficulty: The game's difficulty: the roots of the tiers it
    ///     includes are kept (``RootDifficulty/includes(_:)``); nil keeps
    ///     every root. A line that names no tier (a plain word list) belongs
    ///     to every tier.
    /// - Throws: ``ScrambleError/lengthOutOfRange(_:)`` for a length outside
    ///   ``ScrambleConfiguration/lengths``; ``ScrambleError/noRoots(length:)``
    ///   when no line holds a word of that length and tier.
    /// - Complexity: O(*n*) in the total length of `lines`.
    public init(lines: [String], length: Int, difficulty: RootDifficulty? = nil) throws {
        guard ScrambleConfiguration.lengths.contains(length) else {
            throw ScrambleError.lengthOutOfRange(length)
        }
        var seen = Set<String>()
        var words: [String] = []
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let word = String(fields.first ?? "").trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
                .precomposedStringWithCanonicalMapping
            if let difficulty, fields.count >= 3,
               let tier = RootDifficulty(rawValue: fields[2].trimmingCharacters(in: .whitespacesAndNewlines)), !difficulty.includes(tier) {
                continue
            }
            guard word.count == length, seen.insert(word).inserted else { continue }
            words.append(word)
        }
        guard !words.isEmpty else { throw ScrambleError.noRoots(length: length) }
        self.length = length
        self.difficulty = difficulty
        self.words = words
    }

    /// Picks a root at random, avoiding `current` when there is another choice.
    ///
    /// - Parameters:
    ///   - current: The root being replaced, if any.
    ///   - rng: The source of randomness.
    /// - Returns: A root.
    func pick(avoiding current: String?, using rng: inout some RandomNumberGenerator) -> String {
        let choices = words.count > 1 ? words.filter { $0 != current } : words
        return choices[Int(rng.uniform(below: UInt64(choices.count)))]
    }
}
