/// Many short words stored back to back as UTF-8, sortable without making a
/// `String` per word.
struct FormList {
    /// The words' UTF-8 bytes, concatenated.
    private(set) var bytes: [UInt8] = []
    /// `ends[i]` is the end of word `i` in ``bytes``.
    private(set) var ends: [UInt32] = []

    /// The number of words held.
    var count: Int { ends.count }

    /// Appends a word given as scalar values.
    ///
    /// - Parameter scalars: Valid Unicode scalar values.
    mutating func append(_ scalars: [UInt32]) {
        for value in scalars {
            Self.appendUTF8(value, to: &bytes)
        }
        ends.append(UInt32(truncatingIfNeeded: bytes.count))
    }

    /// Appends the UTF-8 encoding of a valid scalar value.
    @inline(__always)
    static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | ((value >> 18) & 0x07)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    /// The words in byte order (which is also scalar order) without
    /// duplicates, as strings.
    ///
    /// - Parameter excluding: Words to leave out (e.g. forbidden words).
    /// - Returns: The sorted, unique words.
    /// - Complexity: O(*n* log *n*) comparisons of byte ranges.
    func sortedUniqueStrings(excluding excluded: Set<String> = []) -> [String] {
        guard !ends.isEmpty else { return [] }
        var starts = [UInt32](repeating: 0, count: ends.count)
        for index in 1..<ends.count { starts[index] = ends[index - 1] }
        // Sort indices by an 8-byte big-endian key first, then by the rest.
        var order: [(key: UInt64, index: UInt32)] = []
        order.reserveCapacity(ends.count)
        bytes.withUnsafeBufferPointer { buffer in
            for index in 0..<ends.count {
                let start = Int(starts[index])
                let end = Int(ends[index])
                var key: UInt64 = 0
                for offset in 0..<8 {
                    key <<= 8
                    if start + offset < end { key |= UInt64(buffer[start + offset]) }
                }
                order.append((key, UInt32(index)))
            }
        }
        var result: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            func word(_ index: UInt32) -> UnsafeBufferPointer<UInt8> {
                let start = Int(starts[Int(index)])
                let end = Int(ends[Int(index)])
                return UnsafeBufferPointer(rebasing: buffer[start..<end])
            }
            order.sort { lhs, rhs in
                if lhs.key != rhs.key { return lhs.key < rhs.key }
                return word(lhs.index).lexicographicallyPrecedes(word(rhs.index))
            }
            result.reserveCapacity(order.count)
            var previous: UnsafeBufferPointer<UInt8>?
            for item in order {
                let current = word(item.index)
                if let previous, previous.elementsEqual(current) { continue }
                previous = current
                let text = String(decoding: current, as: UTF8.self)
                if excluded.isEmpty || !excluded.contains(text) {
                    result.append(text)
                }
            }
        }
        return result
    }
}
