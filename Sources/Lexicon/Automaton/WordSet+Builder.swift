extension WordSet {
    /// Builds a ``WordSet`` from words given in increasing order, one at a
    /// time, keeping only the unfinished path in memory besides the result.
    ///
    /// This is the incremental construction of a minimal acyclic automaton
    /// for sorted input (Daciuk, Mihov, Watson & Watson, 2000): when a word
    /// leaves the previous word's path, the abandoned part of that path is
    /// final and is merged into an equal node that already exists.
    ///
    /// ```swift
    /// var builder = WordSet.Builder()
    /// for word in sortedWords { try builder.append(word) }
    /// let set = builder.finish()
    /// ```
    public struct Builder: Sendable {
        // Finished nodes, in the layout of WordSet but with provisional symbols.
        private var edgeStart: [UInt32] = [0]
        private var finals: [Bool] = []
        private var labels: [UInt8] = []
        private var targets: [UInt32] = []
        private var register = NodeRegister()

        // The path of the last word: unfinished nodes. Their edges live on
        // one stack, node d's edges from pathEdgeStart[d] on: a node only
        // gains an edge once every deeper node has been finished and popped.
        // The last edge of path node d leads to path node d + 1.
        private var pathFinal: [Bool] = [false]
        private var pathEdgeStart: [Int] = [0]
        private var stackLabels: [UInt8] = []
        private var stackTargets: [UInt32] = []

        // Provisional symbols, in order of first appearance; scalars below
        // 0x800 are looked up directly (stored as symbol + 1, 0 = none).
        private var scalarOfSymbol: [UInt32] = []
        private var directSymbol = [UInt8](repeating: 0, count: 0x800)
        private var symbolOfScalar: [UInt32: UInt8] = [:]

        private var previous: [UInt32] = []
        private var wordCount = 0
        private var current: [UInt32] = []

        /// Creates an empty builder.
        public init() {}

        /// The number of words appended so far.
        public var count: Int { wordCount }

        /// Appends a word, which must come after every word appended before
        /// it in Unicode scalar order (the order of sorted UTF-8 bytes).
        ///
        /// - Parameter word: The next word.
        /// - Throws: ``LexiconError/unsortedInput(previous:word:)`` when the
        ///   word is not greater than the previous one (a repeat included);
        ///   ``LexiconError/alphabetTooLarge(count:)`` when it brings the
        ///   256th distinct character.
        /// - Complexity: Amortised O(*m*) for a word of *m* characters.
        public mutating func append(_ word: String) throws {
            current.removeAll(keepingCapacity: true)
            for scalar in word.unicodeScalars { current.append(scalar.value) }
            if wordCount > 0, !previous.lexicographicallyPrecedes(current) {
                throw LexiconError.unsortedInput(previous: Self.string(previous), word: word)
            }
            var common = 0
            while common < previous.count, common < current.count, previous[common] == current[common] {
                common += 1
            }
            var symbols: [UInt8] = []
            symbols.reserveCapacity(current.count - common)
            for value in current[common...] {
                symbols.append(try symbol(for: value))
            }
            finishPath(downTo: common)
            for symbol in symbols {
                stackLabels.append(symbol)
                stackTargets.append(0)
                pathFinal.append(false)
                pathEdgeStart.append(stackLabels.count)
            }
            pathFinal[pathFinal.count - 1] = true
            swap(&previous, &current)
            wordCount += 1
        }

        /// Finishes the automaton.
        ///
        /// - Returns: The word set holding every appended word.
        /// - Complexity: O(*n*) in the automaton's size.
        public consuming func finish() -> WordSet {
            finishPath(downTo: 0)
            let root = commitDeepestPathNode()

            // Renumber symbols in scalar order; edges stay sorted because the
            // words arrived sorted by scalar.
            let order = scalarOfSymbol.indices.sorted { scalarOfSymbol[$0] < scalarOfSymbol[$1] }
            var finalSymbol = [UInt8](repeating: 0, count: order.count)
            for (newSymbol, oldSymbol) in order.enumerated() {
                finalSymbol[oldSymbol] = UInt8(newSymbol)
            }
            for index in labels.indices {
                labels[index] = finalSymbol[Int(labels[index])]
            }
            var finalBits = [UInt64](repeating: 0, count: (finals.count + 63) / 64)
            for (node, isFinal) in finals.enumerated() where isFinal {
                finalBits[node >> 6] |= 1 << UInt64(node & 63)
            }
            let alphabet = Alphabet(scalars: order.map { scalarOfSymbol[$0] })
            return WordSet(alphabet: alphabet, edgeStart: edgeStart, finalBits: finalBits, labels: labels, targets: targets, root: root, count: wordCount)
        }

        // MARK: Construction

        private mutating func symbol(for value: UInt32) throws -> UInt8 {
            if value < 0x800 {
                let direct = directSymbol[Int(value)]
                if direct != 0 { return direct - 1 }
            } else if let symbol = symbolOfScalar[value] {
                return symbol
            }
            guard scalarOfSymbol.count < Alphabet.maximumCount else {
                throw LexiconError.alphabetTooLarge(count: scalarOfSymbol.count + 1)
            }
            let symbol = UInt8(scalarOfSymbol.count)
            scalarOfSymbol.append(value)
            if value < 0x800 {
                directSymbol[Int(value)] = symbol + 1
            } else {
                symbolOfScalar[value] = symbol
            }
            return symbol
        }

        /// Commits the path nodes deeper than `depth`, merging each into an
        /// equal finished node where one exists.
        private mutating func finishPath(downTo depth: Int) {
            while pathFinal.count - 1 > depth {
                let node = commitDeepestPathNode()
                stackTargets[stackTargets.count - 1] = node
            }
        }

        /// Finishes the deepest path node and pops it with its edges.
        ///
        /// - Returns: Its number, or that of an equal finished node.
        private mutating func commitDeepestPathNode() -> UInt32 {
            let final = pathFinal.removeLast()
            let start = pathEdgeStart.removeLast()
            let node = stackLabels.withUnsafeBufferPointer { newLabels in
                stackTargets.withUnsafeBufferPointer { newTargets in
                    commit(
                        final: final,
                        labels: UnsafeBufferPointer(rebasing: newLabels[start...]),
                        targets: UnsafeBufferPointer(rebasing: newTargets[start...])
                    )
                }
            }
            stackLabels.removeSubrange(start...)
            stackTargets.removeSubrange(start...)
            return node
        }

        private mutating func commit(final: Bool, labels newLabels: UnsafeBufferPointer<UInt8>, targets newTargets: UnsafeBufferPointer<UInt32>) -> UInt32 {
            let hash = NodeRegister.hash(final: final, labels: newLabels, targets: newTargets)
            let candidate = UInt32(finals.count)
            let existing = register.find(hash: hash, isEqual: { node in
                let start = Int(edgeStart[Int(node)])
                let end = Int(edgeStart[Int(node) + 1])
                return finals[Int(node)] == final && end - start == newLabels.count
                    && labels[start..<end].elementsEqual(newLabels)
                    && targets[start..<end].elementsEqual(newTargets)
            }, orInsert: candidate)
            if let existing { return existing }
            finals.append(final)
            labels.append(contentsOf: newLabels)
            targets.append(contentsOf: newTargets)
            edgeStart.append(UInt32(labels.count))
            return candidate
        }

        private static func string(_ scalars: [UInt32]) -> String {
            var view = String.UnicodeScalarView()
            for value in scalars {
                if let scalar = Unicode.Scalar(value) { view.append(scalar) }
            }
            return String(view)
        }
    }
}
