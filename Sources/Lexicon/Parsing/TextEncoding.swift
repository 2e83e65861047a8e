import Foundation

/// The character encoding of an `.aff`/`.dic` pair, from the `SET` line.
///
/// Words and affix strings are decoded to Unicode scalars; flags are not
/// decoded through this (see ``FlagType``).
public enum TextEncoding: String, Sendable, CaseIterable {
    /// `SET UTF-8`.
    case utf8 = "UTF-8"
    /// `SET ISO8859-1` (Latin-1), also Hunspell's default when `SET` is absent.
    case isoLatin1 = "ISO8859-1"
    /// `SET ISO8859-15` (Latin-9: Latin-1 with `€`, `Š`, `Œ` and a few more).
    case isoLatin9 = "ISO8859-15"

    /// Looks up an encoding by its `SET` name, ignoring case and the common
    /// `ISO-8859-1` spelling.
    ///
    /// - Parameter name: The value of the `SET` line.
    /// - Returns: The encoding, or `nil` when it is not supported.
    init?(setName name: String) {
        let key = name.uppercased().replacingOccurrences(of: "ISO-", with: "ISO")
        switch key {
        case "UTF-8", "UTF8": self = .utf8
        case "ISO8859-1": self = .isoLatin1
        case "ISO8859-15": self = .isoLatin9
        default: return nil
        }
    }

    /// Decodes bytes to Unicode scalar values.
    ///
    /// - Parameter bytes: Encoded text (a word or an affix string).
    /// - Returns: The scalar values, or `nil` when the bytes are not valid in
    ///   this encoding.
    /// - Complexity: O(*n*).
    func decode(_ bytes: ArraySlice<UInt8>) -> [UInt32]? {
        switch self {
        case .utf8:
            var scalars: [UInt32] = []
            scalars.reserveCapacity(bytes.count)
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case let .scalarValue(scalar): scalars.append(scalar.value)
                case .emptyInput: return scalars
                case .error: return nil
                }
            }
        case .isoLatin1:
            return bytes.map { UInt32($0) }
        case .isoLatin9:
            return bytes.map { Self.latin9Scalar($0) }
        }
    }

    /// The eight code points where ISO 8859-15 differs from ISO 8859-1.
    private static func latin9Scalar(_ byte: UInt8) -> UInt32 {
        switch byte {
        case 0xA4: return 0x20AC  // €
        case 0xA6: return 0x0160  // Š
        case 0xA8: return 0x0161  // š
        case 0xB4: return 0x017D  // Ž
        case 0xB8: return 0x017E  // ž
        case 0xBC: return 0x0152  // Œ
        case 0xBD: return 0x0153  // œ
        case 0xBE: return 0x0178  // Ÿ
        default: return UInt32(byte)
        }
    }
}
