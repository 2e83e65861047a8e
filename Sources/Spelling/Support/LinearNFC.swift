import Foundation

/// Unicode NFC in time linear in the text's length.
///
/// Foundation's `precomposedStringWithCanonicalMapping` takes time quadratic
/// in the length of what it normalises on Linux (it copies the text again
/// for each composed character, and reorders a run of combining marks by
/// insertion): a 3.8 MB word of `e` and U+0301 took 43 s in `wordkit check`.
/// Text longer than ``wholeLength`` is therefore normalised in pieces cut
/// just before a character that nothing before it can combine with (see
/// ``startsAPiece(_:)``), which gives exactly the NFC of the whole, piece by
/// piece, each piece by Foundation as before.
///
/// A run of more than ``longestPiece`` characters with no such place in it
/// (combining marks or conjoining jamo only) is cut anyway: its marks are put
/// in canonical order within each piece, not across the cut. No real text
/// has such a run (Unicode's stream-safe format allows 30 combining marks in
/// a row); a word holding one is never in a dictionary.
enum LinearNFC {
    /// Text up to this many UTF-8 bytes is normalised whole (every real word).
    static let wholeLength = 1024
    /// Pieces are cut at the first safe place after this many characters.
    static let pieceLength = 256
    /// A piece without a safe place is cut at this many characters.
    static let longestPiece = 512

    /// The NFC form of `text`.
    ///
    /// - Parameter text: Any text.
    /// - Returns: Its NFC form, as Foundation gives it (see the type's
    ///   discussion for runs of more than ``longestPiece`` combining characters).
    /// - Complexity: O(n) in the length of `text`.
    static func normalize(_ text: String) -> String {
        guard text.utf8.count > wholeLength else { return text.precomposedStringWithCanonicalMapping }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var piece = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= longestPiece || (count >= pieceLength && startsAPiece(scalar)) {
                result += String(piece).precomposedStringWithCanonicalMapping
                piece = String.UnicodeScalarView()
                count = 0
            }
            piece.append(scalar)
            count += 1
        }
        result += String(piece).precomposedStringWithCanonicalMapping
        return result
    }

    /// Whether NFC can never combine `scalar` with what comes before it, so
    /// that the text may be normalised in two pieces cut just before it.
    ///
    /// That holds for a starter (canonical combining class 0) that is not
    /// the second part of any canonical composition. Those second parts with
    /// class 0 are all marks (vowel signs such as U+0B3E, U+0DCF) or
    /// conjoining Hangul vowels and final consonants (U+1160–U+11FF,
    /// U+D7B0–U+D7FF), which are excluded here; a mark of any other class is
    /// no starter.
    static func startsAPiece(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return true }
        let properties = scalar.properties
        guard properties.canonicalCombiningClass == .notReordered else { return false }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: break
        }
        return !(0x1160...0x11FF).contains(scalar.value) && !(0xD7B0...0xD7FF).contains(scalar.value)
    }
}
