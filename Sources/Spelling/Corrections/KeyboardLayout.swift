/// Which keys lie next to each other, for the cost of a slip of the finger.
///
/// Either the dictionary's own `KEY` rows (Hunspell's rule: characters next
/// to each other in a row are neighbours) or, when it has none, the
/// language's usual staggered QWERTY layout, where a key also touches the
/// two keys above and below it (`g` touches `t y f h v b`).
struct KeyboardLayout: Sendable, Equatable {
    private var neighbours: [UInt32: Set<UInt32>] = [:]

    /// The layout given by a dictionary's `KEY` rows.
    ///
    /// - Parameter rows: The rows, as in `qwertyuiop|asdfghjkl|zxcvbnm`.
    init(keyRows rows: [[Unicode.Scalar]]) {
        for row in rows {
            for (index, key) in row.enumerated() {
                if index > 0 { link(key, row[index - 1]) }
            }
        }
    }

    /// The staggered layout of a language's keyboard: US QWERTY for English,
    /// the Spanish layout (`ñ` after `l`) and the Italian one (`è`, `ò à ù`
    /// at the right), US QWERTY for any other language.
    ///
    /// - Parameter code: A language code such as `es`.
    init(language code: String) {
        let rows: [String]
        switch code {
        case "es": rows = ["qwertyuiop", "asdfghjklñ", "zxcvbnm"]
        case "it": rows = ["qwertyuiopè", "asdfghjklòàù", "zxcvbnm"]
        default: rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        }
        // Where each row starts, in key widths: the usual stagger.
        let offsets: [Double] = [0, 0.25, 0.75]
        let keys = rows.map { Array($0.unicodeScalars) }
        for (row, scalars) in keys.enumerated() {
            for (column, key) in scalars.enumerated() {
                if column > 0 { link(key, scalars[column - 1]) }
                guard row > 0 else { continue }
                let position = Double(column) + offsets[row]
                for (above, other) in keys[row - 1].enumerated() where abs(Double(above) + offsets[row - 1] - position) < 1 {
                    link(key, other)
                }
            }
        }
    }

    private mutating func link(_ first: Unicode.Scalar, _ second: Unicode.Scalar) {
        neighbours[first.value, default: []].insert(second.value)
        neighbours[second.value, default: []].insert(first.value)
    }

    /// Whether the keys of two lowercase letters touch.
    func areNeighbours(_ first: UInt32, _ second: UInt32) -> Bool {
        neighbours[first]?.contains(second) ?? false
    }
}
