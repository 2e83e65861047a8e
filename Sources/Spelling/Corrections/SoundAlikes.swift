/// Letters that sound alike in a language, so that writing one for another
/// is a common error: the spelling knowledge a dictionary's `REP` table
/// leaves out.
///
/// - Spanish: `b` and `v` are one sound; so are `ll` and `y` (yeísmo), and
///   `c` (before `e`, `i`), `z` and `s` for most speakers (seseo); `g` before
///   `e`, `i` sounds as `j`; `h` is silent; `x` is often said `s`; `k`, `c`
///   and `qu` are one sound.
/// - Italian: `h` is silent (`ho`, `hanno`); `cu` and `qu` sound alike
///   (`cuore`, `quadro`) and `cq` is said as `q` (`acqua`); the `i` of `cie`,
///   `gie`, `scie` is silent (`scienza`, `sufficiente`); `gn` sounds close to
///   `ni`, `gli` to `li`; a word cut short ends in an apostrophe, not an
///   accent (`po'`, `fa'`, `di'`, not `pò`, `fà`, `dì`).
/// - English: vowels in unstressed syllables all sound alike
///   (`seperate`, `definately`, `independant`); `c` sounds as `s` or `k`,
///   `s` as `z`, `y` as `i`, `g` as `j`.
///
/// Doubled letters and accents are handled for every language by
/// ``ErrorModel`` itself.
struct SoundAlikes {
    /// One replacement.
    struct Replacement {
        /// The typed text.
        var typed: String
        /// The intended text.
        var intended: String
        /// Its cost, in hundredths of an edit.
        var cost: Int
        /// Whether it only happens at the end of the word.
        var atEnd = false
    }

    /// The replacements.
    private(set) var replacements: [Replacement] = []
    /// Letters cheap to leave out or add, with the cost.
    private(set) var silentLetters: [UInt32: Int] = [:]

    /// The table of a language; empty for a language it does not know.
    ///
    /// - Parameter code: A language code such as `es`.
    init(language code: String) {
        switch code {
        case "es":
            both("b", "v", 45)
            both("c", "z", 50)
            both("s", "z", 55)
            both("c", "s", 55)
            both("g", "j", 50)
            both("y", "i", 60)
            both("x", "s", 60)
            both("k", "c", 60)
            both("ll", "y", 45)
            both("qu", "k", 55)
            both("qu", "c", 60)
            silentLetters[0x68] = 45
        case "it":
            both("cu", "qu", 50)
            both("q", "cq", 45)
            both("cu", "cqu", 50)
            both("ce", "cie", 45)
            both("ge", "gie", 45)
            both("gn", "ni", 55)
            both("gli", "li", 55)
            both("s", "z", 70)
            for (accented, plain) in [("à", "a"), ("è", "e"), ("ì", "i"), ("ò", "o"), ("ù", "u")] {
                replacements.append(Replacement(typed: accented, intended: plain + "'", cost: 20, atEnd: true))
            }
            silentLetters[0x68] = 45
        case "en":
            for first in ["a", "e", "i", "o", "u"] {
                for second in ["a", "e", "i", "o", "u"] where first < second {
                    both(first, second, 70)
                }
            }
            both("y", "i", 60)
            both("c", "s", 60)
            both("c", "k", 60)
            both("s", "z", 60)
            both("g", "j", 70)
        default:
            break
        }
    }

    private mutating func both(_ first: String, _ second: String, _ cost: Int) {
        replacements.append(Replacement(typed: first, intended: second, cost: cost))
        replacements.append(Replacement(typed: second, intended: first, cost: cost))
    }
}
