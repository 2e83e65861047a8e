extension WordSet {
    /// The automaton's arrays, read-only, for searches written in other
    /// modules of the package (the edit-distance walk of `Spelling`'s
    /// corrections), which need the edges themselves rather than words.
    ///
    /// The arrays are shared with the word set, not copied.
    package var automaton: Automaton {
        Automaton(
            root: root,
            edgeStart: edgeStart,
            finalBits: finalBits,
            labels: labels,
            targets: targets,
            scalars: alphabet.scalars,
            utf8: alphabet.utf8
        )
    }

    /// A word set's automaton as flat arrays (see ``WordSet`` for the layout).
    package struct Automaton: Sendable {
        /// The start node.
        package let root: UInt32
        /// First edge of each node; one extra entry closes the last node.
        package let edgeStart: [UInt32]
        /// One bit per node: the path to it spells a word.
        package let finalBits: [UInt64]
        /// Edge symbols, sorted within each node.
        package let labels: [UInt8]
        /// Edge targets.
        package let targets: [UInt32]
        /// The Unicode scalar value of each symbol.
        package let scalars: [UInt32]
        /// The UTF-8 encoding of each symbol.
        package let utf8: [[UInt8]]

        /// The symbol of a scalar value, or nil when no word uses it.
        ///
        /// - Complexity: O(log *k*) for *k* symbols.
        package func symbol(for value: UInt32) -> UInt8? {
            var low = 0
            var high = scalars.count
            while low < high {
                let middle = (low + high) / 2
                if scalars[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low < scalars.count && scalars[low] == value ? UInt8(low) : nil
        }
    }
}
