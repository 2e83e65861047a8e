extension WordSet {
    /// The words that can be spelled with the letters of `rack`, each letter
    /// used at most as often as it occurs in the rack — the test of a word
    /// game's "make words from these letters".
    ///
    /// Characters are compared exactly: a rack `cancion` does not make
    /// `canción`. Characters of the rack that no word uses are ignored.
    ///
    /// - Parameters:
    ///   - rack: The available letters, in any order.
    ///   - minLength: The fewest characters a result may have.
    /// - Returns: The matching words in sorted order.
    /// - Complexity: Proportional to the automaton paths that the rack
    ///   allows, at most O(Σ *k*^*i*) for a rack of *n* letters and *k*
    ///   edges per node, in practice a few thousand edges for eight letters.
    public func words(makeableFrom rack: String, minLength: Int = 1) -> [String] {
        var counts = [Int](repeating: 0, count: alphabet.count)
        for scalar in rack.unicodeScalars {
            if let symbol = alphabet.symbol(for: scalar.value) {
                counts[Int(symbol)] += 1
            }
        }
        var search = AnagramSearch(set: self, counts: counts, minLength: Swift.max(minLength, 0))
        if search.minLength == 0, isFinal(root) { search.results.append("") }
        search.visit(root, depth: 0)
        return search.results
    }
}

/// The depth-first walk behind ``WordSet/words(makeableFrom:minLength:)``.
private struct AnagramSearch {
    let set: WordSet
    var counts: [Int]
    let minLength: Int
    var path: [UInt8] = []
    var results: [String] = []

    init(set: WordSet, counts: [Int], minLength: Int) {
        self.set = set
        self.counts = counts
        self.minLength = minLength
    }

    mutating func visit(_ node: UInt32, depth: Int) {
        let end = Int(set.edgeStart[Int(node) + 1])
        var edge = Int(set.edgeStart[Int(node)])
        while edge < end {
            let symbol = Int(set.labels[edge])
            if counts[symbol] > 0 {
                counts[symbol] -= 1
                let mark = path.count
                path.append(contentsOf: set.alphabet.utf8[symbol])
                let target = set.targets[edge]
                if depth + 1 >= minLength, set.isFinal(target) {
                    results.append(String(decoding: path, as: UTF8.self))
                }
                visit(target, depth: depth + 1)
                path.removeSubrange(mark...)
                counts[symbol] += 1
            }
            edge += 1
        }
    }
}
