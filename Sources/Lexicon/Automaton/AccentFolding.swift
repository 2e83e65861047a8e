import Foundation

/// The one definition of "the same word without its accents" that every
/// WordKit module shares: lexicon lookups, the scramble game's letter rule,
/// `wordkit anagrams`.
///
/// Spanish and Italian players often type without accents (`cancion` for
/// `canción`). Folding lowercases a word and drops its accents (acute, grave,
/// circumflex, diaeresis, cedilla, ring, …), so `Canción`, `cancion` and
/// `cancíon` all fold to `cancion`. Two letters are letters of their own,
/// not accented ones, and stay as they are: Spanish `ñ` (so `año` and `ano`
/// never meet) and German `ß`. The long s `ſ` folds to `s`. Composed and
/// decomposed input fold alike.
public enum AccentFolding {
    /// Returns `word` lowercased, in NFC, with its accents removed.
    ///
    /// - Parameter word: Any text.
    /// - Returns: The folded text.
    /// - Complexity: O(*n*) in the length of `word`.
    public static func fold(_ word: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in word.precomposedStringWithCanonicalMapping.unicodeScalars {
            if let folded = fold(scalar) { scalars.append(folded) }
        }
        return String(scalars)
    }

    /// The folded form of one scalar of NFC text, or nil for a combining mark
    /// (an accent that no letter absorbed, which folding removes).
    ///
    /// - Parameter scalar: A scalar of NFC text.
    /// - Returns: Its base letter, lowercased.
    public static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.value < 0x80 {
            return (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20) : scalar
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark:
            return nil
        default:
            break
        }
        switch scalar {
        case "ñ", "Ñ": return "ñ"
        case "ſ": return "s"
        default: break
        }
        // The base letter is the first scalar of the canonical decomposition.
        let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? scalar
        let lowered = base.properties.lowercaseMapping.unicodeScalars
        guard lowered.count == 1, let only = lowered.first else { return base }
        return only
    }

    /// The folded scalar values of a string (see ``fold(_:)-(String)``).
    ///
    /// - Parameter text: Any text.
    /// - Returns: The folded scalar values.
    static func foldedValues(_ text: String) -> [UInt32] {
        fold(text).unicodeScalars.map(\.value)
    }
}
