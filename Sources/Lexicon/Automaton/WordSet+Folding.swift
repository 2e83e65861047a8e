extension WordSet {
    /// The words whose accent-folded spelling equals the folded `text`:
    /// `cancion` finds `canción`, `citta` finds `città`, `pero` finds `pero`
    /// and `peró` if both exist.
    ///
    /// Folding removes diacritics and case per character (see the module's
    /// `AccentFolding`) except that `ñ` stays `ñ`; the query is folded the same
    /// way, so `canción` and `CANCION` find the same words.
    ///
    /// - Parameter text: The spelling to look up, with or without accents.
    /// - Returns: The matching words in sorted order.
    /// - Complexity: O(*m* · *k* · *b*) for *m* characters, *k* edges per
    ///   node and *b* the number of partial spellings that fold alike (small
    ///   in practice: a handful of accent variants).
    public func forms(matchingFolded text: String) -> [String] {
        let query = AccentFolding.fold(text)
        let foldedSymbols = alphabet.folded
        var results: [String] = []
        var path: [UInt8] = []

        func visit(_ node: UInt32, _ position: Int) {
            if position == query.count {
                if isFinal(node) { results.append(String(decoding: path, as: UTF8.self)) }
                return
            }
            let wanted = query[position]
            let end = Int(edgeStart[Int(node) + 1])
            var edge = Int(edgeStart[Int(node)])
            while edge < end {
                let symbol = Int(labels[edge])
                if foldedSymbols[symbol] == wanted {
                    let mark = path.count
                    path.append(contentsOf: alphabet.utf8[symbol])
                    visit(targets[edge], position + 1)
                    path.removeSubrange(mark...)
                }
                edge += 1
            }
        }
        visit(root, 0)
        return results
    }
}
