/// The characters of a word set, numbered in Unicode scalar order.
///
/// Automaton edges carry these numbers (symbols) instead of characters, so a
/// node's edges sorted by symbol are sorted by character, and words come out
/// of a traversal in the same order as sorted UTF-8 strings.
struct Alphabet: Sendable, Equatable {
    /// The most symbols an alphabet can hold (edge labels are one byte, and
    /// the lookup table reserves one value for "absent").
    static let maximumCount = 255

    /// The scalar values, strictly increasing; the symbol is the index.
    let scalars: [UInt32]
    /// The UTF-8 encoding of each symbol, for building result strings.
    let utf8: [[UInt8]]
    /// The accent-folded scalar of each symbol (`nil` for combining marks).
    let folded: [UInt32?]
    /// Symbol + 1 for scalars below ``directBound`` (0 = not in the alphabet).
    private let direct: [UInt8]
    /// Symbols of scalars at or above ``directBound``.
    private let others: [UInt32: UInt8]

    private static let directBound: UInt32 = 0x800

    /// Creates an alphabet.
    ///
    /// - Parameter scalars: Strictly increasing valid scalar values, at most
    ///   ``maximumCount`` of them (checked by callers).
    init(scalars: [UInt32]) {
        self.scalars = scalars
        var direct = [UInt8](repeating: 0, count: Int(Self.directBound))
        var others: [UInt32: UInt8] = [:]
        var utf8: [[UInt8]] = []
        for (symbol, value) in scalars.enumerated() {
            if value < Self.directBound {
                direct[Int(value)] = UInt8(symbol + 1)
            } else {
                others[value] = UInt8(symbol)
            }
            var bytes: [UInt8] = []
            FormList.appendUTF8(value, to: &bytes)
            utf8.append(bytes)
        }
        self.direct = direct
        self.others = others
        self.utf8 = utf8
        self.folded = scalars.map { value in Unicode.Scalar(value).flatMap(AccentFolding.fold)?.value }
    }

    /// The number of symbols.
    var count: Int { scalars.count }

    /// The symbol of a scalar, or `nil` when no word uses it.
    ///
    /// - Parameter value: A scalar value.
    /// - Returns: The symbol.
    /// - Complexity: O(1).
    @inline(__always)
    func symbol(for value: UInt32) -> UInt8? {
        if value < Self.directBound {
            let entry = direct[Int(value)]
            return entry == 0 ? nil : entry - 1
        }
        return others[value]
    }

    static func == (lhs: Alphabet, rhs: Alphabet) -> Bool {
        lhs.scalars == rhs.scalars
    }
}
