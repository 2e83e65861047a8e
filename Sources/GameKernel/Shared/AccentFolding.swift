import Foundation

/// The one definition of "the same word without its accents" that the kernel
/// and every ``WordSource`` share.
///
/// Spanish and Italian players often type without accents (`cancion` for
/// `canción`). Folding decomposes a word (NFD), drops its accents (acute,
/// grave, diaeresis, circumflex, …) and lowercases it, so `Canción`,
/// `cancion` and `cancíon` all fold to `cancion`. The tilde of `ñ` is kept:
/// `ñ` is a letter of Spanish, not an `n` with a mark, so `años` and `anos`
/// are different words and a rack without `ñ` never makes `años`.
public enum AccentFolding {
    /// Returns `word` lowercased, in NFC, with every combining mark removed
    /// except the tilde of `ñ`.
    ///
    /// - Parameter word: Any text.
    /// - Returns: The folded text.
    /// - Complexity: O(*n*) in the length of `word`.
    public static func fold(_ word: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in word.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark {
                let afterN = scalars.last == "n" || scalars.last == "N"
                guard scalar == "\u{0303}", afterN else { continue }
            }
            scalars.append(scalar)
        }
        return String(scalars).lowercased().precomposedStringWithCanonicalMapping
    }
}
