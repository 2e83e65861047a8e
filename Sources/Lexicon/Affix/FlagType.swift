/// How flags are written in an `.aff`/`.dic` pair (the `FLAG` line).
///
/// Hunspell's default is one flag per *byte*, even when `SET UTF-8` is in
/// force: it_IT.aff, which has no `FLAG` line, declares `SFX À` and lists
/// `cucire/ÀvI`; Hunspell reads the class name as the byte `0xC3` and the
/// word's flags as the bytes `0xC3 0x80 v I`, so the word gets class `0xC3`
/// (`À`'s first byte) plus a stray `0x80` that names no class.
public enum FlagType: String, Sendable, CaseIterable {
    /// One byte per flag (no `FLAG` line).
    case singleByte = "char"
    /// `FLAG UTF-8`: one Unicode character per flag.
    case utf8 = "UTF-8"
    /// `FLAG long`: two bytes per flag.
    case long = "long"
    /// `FLAG num`: comma-separated decimal numbers.
    case numeric = "num"

    /// Looks up a flag type by the value of a `FLAG` line.
    ///
    /// - Parameter name: `UTF-8`, `long` or `num` (case-insensitive).
    /// - Returns: The flag type, or `nil` for an unknown value.
    init?(flagLineValue name: String) {
        switch name.lowercased() {
        case "utf-8", "utf8": self = .utf8
        case "long": self = .long
        case "num": self = .numeric
        case "char": self = .singleByte
        default: return nil
        }
    }

    /// Decodes a list of flags, e.g. the part after `/` in `abaco/OTqr`,
    /// as leniently as Hunspell's `decode_flags`: an odd last byte of a
    /// `long` list is dropped, each `num` item is read like `atoi` and cut
    /// to 16 bits, and a `UTF-8` list is read as UTF-16 units (invalid bytes
    /// and characters beyond the Basic Multilingual Plane become U+FFFD).
    ///
    /// - Parameter bytes: The encoded flags.
    /// - Returns: The flags in written order.
    /// - Complexity: O(*n*).
    func decodeList(_ bytes: ArraySlice<UInt8>) -> [UInt32] {
        switch self {
        case .singleByte:
            return bytes.map { UInt32($0) }
        case .long:
            var flags: [UInt32] = []
            flags.reserveCapacity(bytes.count / 2)
            var index = bytes.startIndex
            while index + 1 < bytes.endIndex {
                flags.append(UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1]))
                index += 2
            }
            return flags
        case .numeric:
            guard !bytes.isEmpty else { return [] }
            return bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map { part in
                UInt32(UInt16(truncatingIfNeeded: part.atoiValue))
            }
        case .utf8:
            return String(decoding: bytes, as: UTF8.self).unicodeScalars.map { $0.value > 0xFFFF ? 0xFFFD : $0.value }
        }
    }

    /// Decodes a single flag, e.g. the class name in `SFX A Y 3`, as
    /// Hunspell's `decode_flag` does.
    ///
    /// As in Hunspell, only the first flag of the field counts: in the
    /// default mode `SFX À` names the class `0xC3`.
    ///
    /// - Parameter bytes: The encoded flag.
    /// - Returns: The flag; 0 (a flag no word can carry) for an empty field.
    func decodeSingle(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        switch self {
        case .singleByte:
            return bytes.first.map { UInt32($0) } ?? 0
        case .long:
            guard let first = bytes.first else { return 0 }
            let second = bytes.dropFirst().first ?? 0
            return UInt32(first) << 8 | UInt32(second)
        case .numeric:
            return UInt32(UInt16(truncatingIfNeeded: bytes.atoiValue))
        case .utf8:
            return decodeList(bytes).first ?? 0
        }
    }
}
