/// An immutable set of words stored as a minimal acyclic automaton (DAWG).
///
/// Words that share a beginning share a path from the root and words that
/// share an ending share the path's tail, so millions of inflected forms fit
/// in a few megabytes. The automaton lives in flat arrays (compressed sparse
/// rows): node *n*'s edges are `edgeStart[n]..<edgeStart[n+1]`, each with a
/// one-byte symbol and a target node. Nodes are numbered children first, so
/// every edge points to a smaller number and the graph cannot have cycles —
/// a property ``init(data:)`` checks on load.
///
/// Build one with ``Builder`` (sorted input, streaming) or
/// ``init(words:)``; query it with ``contains(_:)``,
/// ``words(withPrefix:)``, ``words(makeableFrom:minLength:)`` and
/// ``forms(matchingFolded:)``; store it with ``write(to:)``.
public struct WordSet: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The characters used, numbered.
    let alphabet: Alphabet
    /// First edge of each node; one extra entry closes the last node.
    let edgeStart: [UInt32]
    /// One bit per node: the path to it spells a word.
    let finalBits: [UInt64]
    /// Edge symbols, sorted within each node.
    let labels: [UInt8]
    /// Edge targets.
    let targets: [UInt32]
    /// The start node (the highest-numbered node).
    let root: UInt32

    /// The number of words.
    public let count: Int

    /// Assembles a word set from arrays already validated or built.
    init(alphabet: Alphabet, edgeStart: [UInt32], finalBits: [UInt64], labels: [UInt8], targets: [UInt32], root: UInt32, count: Int) {
        self.alphabet = alphabet
        self.edgeStart = edgeStart
        self.finalBits = finalBits
        self.labels = labels
        self.targets = targets
        self.root = root
        self.count = count
    }

    /// An empty word set.
    public init() {
        self.init(alphabet: Alphabet(scalars: []), edgeStart: [0, 0], finalBits: [0], labels: [], targets: [], root: 0, count: 0)
    }

    /// Builds a word set from words in any order; repeats are ignored.
    ///
    /// - Parameter words: The words.
    /// - Throws: ``LexiconError/alphabetTooLarge(count:)`` when the words use
    ///   more than 255 distinct characters.
    /// - Complexity: O(*n* log *n*) to sort, then O(*L*) in total length.
    public init<Words: Sequence>(words: Words) throws where Words.Element == String {
        let sorted = Array(Set(words)).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        var builder = Builder()
        for word in sorted {
            try builder.append(word)
        }
        self = builder.finish()
    }

    /// A summary such as `WordSet(3128726 words, 50611 nodes, 139269 edges)`;
    /// the arrays themselves are too large to print.
    public var description: String {
        "WordSet(\(count) words, \(nodeCount) nodes, \(edgeCount) edges)"
    }

    /// The same summary as ``description``.
    public var debugDescription: String { description }

    /// Whether the set is empty.
    public var isEmpty: Bool { count == 0 }

    /// The number of automaton nodes (a size measure).
    public var nodeCount: Int { edgeStart.count - 1 }

    /// The number of automaton edges (a size measure).
    public var edgeCount: Int { labels.count }

    /// Whether `word` is in the set.
    ///
    /// - Parameter word: A word; compared by Unicode scalars, so it must be
    ///   in the same normalization form (NFC for lexicons).
    /// - Returns: `true` when the set contains the word.
    /// - Complexity: O(*m* · *k*) for a word of *m* characters and at most
    ///   *k* edges per node (*k* is bounded by the alphabet size).
    public func contains(_ word: String) -> Bool {
        guard let node = node(reaching: word) else { return false }
        return isFinal(node)
    }

    /// Whether the word spelled by `scalars` is in the set, without building a `String`.
    ///
    /// - Parameter scalars: The word's Unicode scalars, in the set's
    ///   normalization form (NFC for lexicons).
    /// - Returns: `true` when the set contains the word.
    /// - Complexity: O(*m* · *k*), as ``contains(_:)``.
    public func contains(scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        var node = root
        for scalar in scalars {
            guard let symbol = alphabet.symbol(for: scalar.value), let next = child(of: node, symbol: symbol) else {
                return false
            }
            node = next
        }
        return isFinal(node)
    }

    /// Two word sets are equal when they hold the same words (their minimal
    /// automata are then identical).
    ///
    /// - Parameters:
    ///   - lhs: A word set.
    ///   - rhs: Another word set.
    /// - Returns: `true` for the same words.
    public static func == (lhs: WordSet, rhs: WordSet) -> Bool {
        lhs.count == rhs.count && lhs.alphabet == rhs.alphabet && lhs.root == rhs.root
            && lhs.edgeStart == rhs.edgeStart && lhs.finalBits == rhs.finalBits
            && lhs.labels == rhs.labels && lhs.targets == rhs.targets
    }

    // MARK: Navigation

    /// Whether the path to `node` spells a word.
    @inline(__always)
    func isFinal(_ node: UInt32) -> Bool {
        finalBits[Int(node >> 6)] & (1 << UInt64(node & 63)) != 0
    }

    /// The node reached by following `symbol` from `node`, if any.
    @inline(__always)
    func child(of node: UInt32, symbol: UInt8) -> UInt32? {
        var edge = Int(edgeStart[Int(node)])
        let end = Int(edgeStart[Int(node) + 1])
        while edge < end {
            let label = labels[edge]
            if label == symbol { return targets[edge] }
            if label > symbol { return nil }
            edge += 1
        }
        return nil
    }

    /// The node reached by spelling `text` from the root, if any.
    func node(reaching text: String) -> UInt32? {
        var node = root
        for scalar in text.unicodeScalars {
            guard let symbol = alphabet.symbol(for: scalar.value), let next = child(of: node, symbol: symbol) else {
                return nil
            }
            node = next
        }
        return node
    }
}
