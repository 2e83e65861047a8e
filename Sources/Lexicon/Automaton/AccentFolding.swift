import Foundation

/// Folds characters for accent-insensitive lookup: `á`→`a`, `À`→`a`;
/// combining marks disappear. `ñ` stays `ñ`: it is a letter of Spanish, not
/// an `n` with a mark (GameKernel's `AccentFolding` agrees).
///
/// Uses Foundation's diacritic- and case-insensitive folding per character
/// and keeps the character unchanged when folding would not give exactly
/// one character (so `ß` stays `ß` rather than becoming `ss`).
enum AccentFolding {
    /// The folded form of one scalar, or `nil` for a combining mark (which
    /// folding removes).
    ///
    /// - Parameter value: A scalar value.
    /// - Returns: The folded scalar value.
    static func fold(_ value: UInt32) -> UInt32? {
        guard let scalar = Unicode.Scalar(value) else { return value }
        if value < 0x80 {
            return (0x41...0x5A).contains(value) ? value + 0x20 : value
        }
        if value == 0xF1 || value == 0xD1 { return 0xF1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark:
            return nil
        default:
            break
        }
        let folded = String(scalar).folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        let scalars = folded.unicodeScalars
        guard scalars.count == 1, let only = scalars.first else { return value }
        return only.value
    }

    /// The folded scalars of a string, combining marks removed.
    ///
    /// Composes first (NFC), so that `n` + combining tilde is the one
    /// scalar `ñ`, which folding keeps.
    ///
    /// - Parameter text: Any text, in any normalization form.
    /// - Returns: The folded scalar values.
    static func fold(_ text: String) -> [UInt32] {
        text.precomposedStringWithCanonicalMapping.unicodeScalars.compactMap { fold($0.value) }
    }
}
