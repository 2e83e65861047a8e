extension WordSet {
    /// The words that start with `prefix`, in sorted order.
    ///
    /// - Parameter prefix: The beginning to look for; `""` gives every word.
    /// - Returns: The matching words, `prefix` itself included when it is a
    ///   word.
    /// - Complexity: O(*p* + *r*) for a prefix of *p* characters and *r*
    ///   automaton edges below it (proportional to the output's length).
    public func words(withPrefix prefix: String) -> [String] {
        Array(wordSequence(withPrefix: prefix))
    }

    /// A lazily iterated sequence of the words that start with `prefix`.
    ///
    /// - Parameter prefix: The beginning to look for.
    /// - Returns: A sequence yielding the matching words in sorted order.
    public func wordSequence(withPrefix prefix: String) -> PrefixSequence {
        PrefixSequence(set: self, start: node(reaching: prefix), prefix: Array(prefix.utf8))
    }

    /// Whether any word starts with `prefix`.
    ///
    /// - Parameter prefix: A beginning of a word.
    /// - Returns: `true` when a word of the set starts with `prefix`
    ///   (including a word equal to it).
    /// - Complexity: O(*p* · *k*) for *p* characters and *k* edges per node.
    public func hasWords(withPrefix prefix: String) -> Bool {
        node(reaching: prefix) != nil
    }

    /// The words of a ``WordSet`` that start with a prefix.
    public struct PrefixSequence: Sequence {
        let set: WordSet
        let start: UInt32?
        let prefix: [UInt8]

        /// An iterator over the matching words.
        ///
        /// - Returns: The iterator.
        public func makeIterator() -> WordSet.Iterator {
            guard let start else { return WordSet.Iterator(emptyFor: set) }
            return WordSet.Iterator(set: set, start: start, prefix: prefix)
        }
    }
}
