import Foundation

/// The one definition of "the same word without its accents" that the kernel
/// and every ``WordSource`` share.
///
/// Spanish and Italian players often type without accents (`cancion` for
/// `canción`). Folding decomposes a word (NFD), drops every combining mark
/// (acute, grave, diaeresis, tilde, …) and lowercases it, so `Canción`,
/// `cancion` and `cancíon` all fold to `cancion`. `ñ` folds to `n` too: the
/// typed word is always tried first, so `año` and `ano` never collide.
public enum AccentFolding {
    /// Returns `word` lowercased, in NFC, with all combining marks removed.
    ///
    /// - Parameter word: Any text.
    /// - Returns: The folded text.
    /// - Complexity: O(*n*) in the length of `word`.
    public static func fold(_ word: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in word.decomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars).lowercased().precomposedStringWithCanonicalMapping
    }
}
