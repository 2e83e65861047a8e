import WordKitTestSupport

/// Word lists for automaton tests.
enum WordLists {
    /// A few hundred real-looking words with shared prefixes and suffixes,
    /// accents and repeated letters.
    static let sample: [String] = {
        let stems = ["cant", "cas", "perr", "gat", "ciud", "arbol", "mes", "citt", "am", "parl", "canci", "pan", "pe", "a", "ñand", "über", "zapat"]
        let endings = ["", "a", "o", "as", "os", "e", "ar", "aba", "ando", "ó", "à", "ón", "ones", "ù", "ir", "iamo", "ía", "ías", "ra", "ré"]
        var words = Set<String>()
        for stem in stems {
            for ending in endings {
                words.insert(stem + ending)
            }
        }
        return words.sorted(by: scalarOrder)
    }()

    /// Random lowercase words over a small alphabet (with accents), so that
    /// racks hit many of them.
    static func random(count: Int, using generator: inout SplitMix64) -> [String] {
        let letters: [Character] = ["a", "b", "c", "e", "i", "n", "o", "r", "s", "t", "á", "ñ", "ò"]
        var words = Set<String>()
        while words.count < count {
            let length = Int.random(in: 1...9, using: &generator)
            words.insert(String((0..<length).map { _ in letters.randomElement(using: &generator) ?? "a" }))
        }
        return words.sorted(by: scalarOrder)
    }

    /// Unicode scalar order, the order of sorted UTF-8 bytes.
    static func scalarOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }

    /// Whether `word` can be spelled from `rack`, each letter at most as
    /// often as it occurs there (by Unicode scalar).
    static func isMakeable(_ word: String, from rack: String) -> Bool {
        var counts: [Unicode.Scalar: Int] = [:]
        for scalar in rack.unicodeScalars { counts[scalar, default: 0] += 1 }
        for scalar in word.unicodeScalars {
            guard let available = counts[scalar], available > 0 else { return false }
            counts[scalar] = available - 1
        }
        return true
    }
}
