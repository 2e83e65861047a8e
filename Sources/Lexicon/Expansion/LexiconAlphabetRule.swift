import Foundation

/// Decides which forms belong in a lexicon: lowercase letters only, in NFC.
///
/// "Lowercase letter" is the Unicode general category `Ll`, so `á é ñ ü à ò`
/// qualify while an apostrophe, hyphen, digit, dot, capital letter or
/// combining mark does not.
enum LexiconAlphabetRule {
    /// Scalars below this bound are classified through a precomputed table.
    private static let tableBound: UInt32 = 0x3000

    /// Lowercase-letter flags for the scalars below ``tableBound``.
    private static let table: [Bool] = (0..<tableBound).map { value in
        Unicode.Scalar(value).map(isLowercaseLetter) ?? false
    }

    private static func isLowercaseLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .lowercaseLetter
    }

    /// Whether a scalar value is a lowercase letter.
    ///
    /// - Parameter value: A Unicode scalar value.
    /// - Returns: `true` for category `Ll`.
    /// - Complexity: O(1).
    @inline(__always)
    static func isLetter(_ value: UInt32) -> Bool {
        if value < tableBound { return table[Int(value)] }
        return Unicode.Scalar(value).map(isLowercaseLetter) ?? false
    }

    /// Whether a form qualifies: non-empty, lowercase letters only, NFC.
    ///
    /// - Parameter form: Scalar values.
    /// - Returns: `true` when the form belongs in a lexicon.
    /// - Complexity: O(*n*); forms with scalars at or above U+0300 are
    ///   checked for NFC through Foundation, all others are NFC already.
    static func accepts(_ form: [UInt32]) -> Bool {
        guard !form.isEmpty else { return false }
        var needsNormalizationCheck = false
        for value in form {
            guard isLetter(value) else { return false }
            if value >= 0x300 { needsNormalizationCheck = true }
        }
        if needsNormalizationCheck {
            var view = String.UnicodeScalarView()
            for value in form {
                if let scalar = Unicode.Scalar(value) { view.append(scalar) }
            }
            let text = String(view)
            return text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars)
        }
        return true
    }

    /// Whether a word qualifies (see ``accepts(_:)``).
    ///
    /// - Parameter word: A word.
    /// - Returns: `true` when the word belongs in a lexicon.
    static func accepts(_ word: String) -> Bool {
        accepts(word.unicodeScalars.map(\.value))
    }
}
