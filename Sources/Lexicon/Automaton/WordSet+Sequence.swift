extension WordSet: Sequence {
    /// Iterates over the words in Unicode scalar order (sorted UTF-8 order).
    public struct Iterator: IteratorProtocol {
        private let set: WordSet
        // Depth-first stack: the node and the next edge to follow from it.
        private var nodes: [UInt32]
        private var nextEdges: [Int]
        // UTF-8 byte length of the path at each stack level.
        private var pathLengths: [Int]
        private var path: [UInt8]
        private var pendingRootWord: Bool

        init(set: WordSet, start: UInt32, prefix: [UInt8]) {
            self.set = set
            nodes = [start]
            nextEdges = [Int(set.edgeStart[Int(start)])]
            pathLengths = [prefix.count]
            path = prefix
            pendingRootWord = set.isFinal(start)
        }

        init(emptyFor set: WordSet) {
            self.set = set
            nodes = []
            nextEdges = []
            pathLengths = []
            path = []
            pendingRootWord = false
        }

        /// The next word, or `nil` after the last.
        ///
        /// - Returns: A word.
        /// - Complexity: Amortised O(1) per automaton edge visited.
        public mutating func next() -> String? {
            if pendingRootWord {
                pendingRootWord = false
                return String(decoding: path, as: UTF8.self)
            }
            while let node = nodes.last {
                let level = nodes.count - 1
                let edge = nextEdges[level]
                guard edge < Int(set.edgeStart[Int(node) + 1]) else {
                    nodes.removeLast()
                    nextEdges.removeLast()
                    pathLengths.removeLast()
                    continue
                }
                nextEdges[level] = edge + 1
                path.removeSubrange(pathLengths[level]...)
                path.append(contentsOf: set.alphabet.utf8[Int(set.labels[edge])])
                let target = set.targets[edge]
                nodes.append(target)
                nextEdges.append(Int(set.edgeStart[Int(target)]))
                pathLengths.append(path.count)
                if set.isFinal(target) {
                    return String(decoding: path, as: UTF8.self)
                }
            }
            return nil
        }
    }

    /// An iterator over all words, in sorted order.
    ///
    /// - Returns: The iterator.
    public func makeIterator() -> Iterator {
        Iterator(set: self, start: root, prefix: [])
    }

    /// The number of words, without iterating.
    public var underestimatedCount: Int { count }
}
