import Foundation

/// The character encoding of an `.aff`/`.dic` pair, from the `SET` line.
///
/// Every encoding Hunspell 1.7 reads: UTF-8 and the 8-bit sets of its
/// `csutil.cxx` table. Words and affix strings are decoded to Unicode
/// scalars; flags are not decoded through this (see ``FlagType``). Text given
/// to Hunspell must be encoded back into the dictionary's own encoding
/// (``encode(_:)``): libhunspell compares bytes.
///
/// ```swift
/// let encoding = TextEncoding(setName: "ISO8859-2")   // .isoLatin2
/// encoding?.encode("žluť")                          // [0xBE, 0x6C, 0x75, 0xBB]
/// ```
public enum TextEncoding: String, Sendable, CaseIterable {
    /// `SET UTF-8`.
    case utf8 = "UTF-8"
    /// `SET ISO8859-1` (Latin-1), also Hunspell's default when `SET` is absent.
    case isoLatin1 = "ISO8859-1"
    /// `SET ISO8859-2` (Latin-2, Central European).
    case isoLatin2 = "ISO8859-2"
    /// `SET ISO8859-3` (Latin-3, South European).
    case isoLatin3 = "ISO8859-3"
    /// `SET ISO8859-4` (Latin-4, North European).
    case isoLatin4 = "ISO8859-4"
    /// `SET ISO8859-5` (Cyrillic).
    case isoCyrillic = "ISO8859-5"
    /// `SET ISO8859-6` (Arabic).
    case isoArabic = "ISO8859-6"
    /// `SET ISO8859-7` (Greek).
    case isoGreek = "ISO8859-7"
    /// `SET ISO8859-8` (Hebrew).
    case isoHebrew = "ISO8859-8"
    /// `SET ISO8859-9` (Latin-5, Turkish).
    case isoLatin5 = "ISO8859-9"
    /// `SET ISO8859-10` (Latin-6, Nordic).
    case isoLatin6 = "ISO8859-10"
    /// `SET ISO8859-13` (Latin-7, Baltic).
    case isoLatin7 = "ISO8859-13"
    /// `SET ISO8859-14` (Latin-8, Celtic).
    case isoLatin8 = "ISO8859-14"
    /// `SET ISO8859-15` (Latin-9: Latin-1 with `€`, `Š`, `Œ` and a few more).
    case isoLatin9 = "ISO8859-15"
    /// `SET KOI8-R` (Russian).
    case koi8R = "KOI8-R"
    /// `SET KOI8-U` (Ukrainian).
    case koi8U = "KOI8-U"
    /// `SET microsoft-cp1251` (Windows Cyrillic; Hunspell also reads `cp1251`).
    case cp1251 = "microsoft-cp1251"
    /// `SET ISCII-DEVANAGARI` (ISCII-91 Devanagari, single bytes only: the
    /// nukta and extension sequences are not composed).
    case isciiDevanagari = "ISCII-DEVANAGARI"
    /// `SET TIS620-2533` (Thai; Hunspell also reads `TIS620` and `ISO8859-11`).
    case tis620 = "TIS620-2533"

    /// Looks up an encoding by its `SET` name as Hunspell does: ignoring
    /// letter case and every character that is not a letter or digit, so
    /// `ISO-8859-1`, `iso8859-1` and `ISO8859_1` are all Latin-1.
    ///
    /// - Parameter name: The value of the `SET` line.
    /// - Returns: The encoding, or `nil` when Hunspell does not know it either
    ///   (it then warns and reads the file as ISO8859-1).
    public init?(setName name: String) {
        let key = String(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }).lowercased()
        guard let encoding = Self.names[key] else { return nil }
        self = encoding
    }

    /// Hunspell's normalised names (see ``init(setName:)``).
    private static let names: [String: TextEncoding] = [
        "utf8": .utf8,
        "iso88591": .isoLatin1, "iso88592": .isoLatin2, "iso88593": .isoLatin3, "iso88594": .isoLatin4,
        "iso88595": .isoCyrillic, "iso88596": .isoArabic, "iso88597": .isoGreek, "iso88598": .isoHebrew,
        "iso88599": .isoLatin5, "iso885910": .isoLatin6, "iso885913": .isoLatin7, "iso885914": .isoLatin8,
        "iso885915": .isoLatin9, "koi8r": .koi8R, "koi8u": .koi8U, "cp1251": .cp1251, "microsoftcp1251": .cp1251,
        "xisciias": .isciiDevanagari, "isciidevanagari": .isciiDevanagari,
        "tis620": .tis620, "tis6202533": .tis620, "iso885911": .tis620,
    ]

    /// The names ``init(setName:)`` accepts, for messages.
    public static var supportedNames: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// Whether this is UTF-8 (every other encoding is one byte per character).
    public var isUTF8: Bool { self == .utf8 }

    /// Decodes bytes to a string.
    ///
    /// - Parameter bytes: Text in this encoding.
    /// - Returns: The text, or `nil` when a byte sequence is invalid here (bad
    ///   UTF-8, or a byte the 8-bit set leaves undefined).
    /// - Complexity: O(*n*).
    public func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        guard let scalars = decode(ArraySlice(bytes)) else { return nil }
        var view = String.UnicodeScalarView()
        for value in scalars {
            guard let scalar = Unicode.Scalar(value) else { return nil }
            view.append(scalar)
        }
        return String(view)
    }

    /// Encodes a string into this encoding, as libhunspell must receive it.
    ///
    /// - Parameter text: The text.
    /// - Returns: The bytes, or `nil` when a character has no byte here (a
    ///   Cyrillic letter in ISO8859-1).
    /// - Complexity: O(*n*).
    public func encode(_ text: String) -> [UInt8]? {
        if self == .utf8 { return Array(text.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            guard let byte = encode(scalar.value) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }

    /// The byte of one scalar in an 8-bit encoding, or `nil`.
    private func encode(_ value: UInt32) -> UInt8? {
        if value < 0x80 { return UInt8(value) }
        if self == .isoLatin1 { return value < 0x100 ? UInt8(value) : nil }
        return Self.reverseTables[self]?[value]
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
        default:
            guard let table = Self.forwardTables[self] else { return nil }
            var scalars: [UInt32] = []
            scalars.reserveCapacity(bytes.count)
            for byte in bytes {
                if byte < 0x80 {
                    scalars.append(UInt32(byte))
                } else {
                    let value = table[Int(byte) - 0x80]
                    guard value != 0 else { return nil }
                    scalars.append(UInt32(value))
                }
            }
            return scalars
        }
    }

    /// The upper halves of the 8-bit tables, read once.
    private static let forwardTables: [TextEncoding: [UInt16]] = Dictionary(
        uniqueKeysWithValues: allCases.filter { $0 != .utf8 && $0 != .isoLatin1 }.map { ($0, upperHalf(of: $0)) }
    )

    /// Scalar to byte, for the tables above.
    private static let reverseTables: [TextEncoding: [UInt32: UInt8]] = forwardTables.mapValues { table in
        var reverse: [UInt32: UInt8] = [:]
        for (offset, value) in table.enumerated() where value != 0 {
            reverse[UInt32(value)] = UInt8(0x80 + offset)
        }
        return reverse
    }
}
