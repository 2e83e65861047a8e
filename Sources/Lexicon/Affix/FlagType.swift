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

    /// Decodes a list of flags, e.g. the part after `/` in `abaco/OTqr`.
    ///
    /// - Parameter bytes: The encoded flags.
    /// - Returns: The flags in written order, or `nil` when the text is not a
    ///   valid flag list of this type (odd byte count for `long`, a bad
    ///   number for `num`, bad UTF-8 for `UTF-8`).
    /// - Complexity: O(*n*).
    func decodeList(_ bytes: ArraySlice<UInt8>) -> [UInt32]? {
        switch self {
        case .singleByte:
            return bytes.map { UInt32($0) }
        case .long:
            guard bytes.count % 2 == 0 else { return nil }
            var flags: [UInt32] = []
            flags.reserveCapacity(bytes.count / 2)
            var index = bytes.startIndex
            while index < bytes.endIndex {
                flags.append(UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1]))
                index += 2
            }
            return flags
        case .numeric:
            var flags: [UInt32] = []
            for part in bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
                guard let value = part.decimalValue, value > 0, value <= 65_535 else { return nil }
                flags.append(UInt32(value))
            }
            return flags
        case .utf8:
            return TextEncoding.utf8.decode(bytes)
        }
    }

    /// Decodes a single flag, e.g. the class name in `SFX A Y 3`.
    ///
    /// As in Hunspell, only the first flag of the field counts: in the
    /// default mode `SFX À` names the class `0xC3`.
    ///
    /// - Parameter bytes: The encoded flag.
    /// - Returns: The flag, or `nil` when the field holds no valid flag.
    func decodeSingle(_ bytes: ArraySlice<UInt8>) -> UInt32? {
        switch self {
        case .singleByte:
            return bytes.first.map { UInt32($0) }
        case .long:
            guard bytes.count >= 2 else { return nil }
            return decodeList(bytes.prefix(2))?.first
        case .numeric:
            return decodeList(bytes)?.first
        case .utf8:
            return decodeList(bytes)?.first
        }
    }
}
