import Foundation
import Lexicon

/// What the games need to know of the dictionary entries each lexicon word is
/// a form of: whether one of them is attested (a form of an entry wordfreq
/// lists is attested: `porfían` of `porfiar`), and which of them carry a label
/// a form inherits (a form of an entry labelled offensive is offensive:
/// `krauts` of `kraut`).
///
/// Made by expanding every lowercase entry of the `.dic` file with the `.aff`
/// file's rules, as the lexicon build does, and keeping the forms the lexicon
/// holds.
public struct LexiconStems: Sendable {
    /// The lexicon words that are forms of an attested entry (other than the entry's stem itself).
    private var attested: Set<String>
    /// For lexicon words that are forms of a labelled entry, that entry's stems.
    private var labelledStems: [String: [String]]

    /// No entries known: every word is only itself.
    public init() {
        attested = []
        labelledStems = [:]
    }

    /// The entries of `lexicon`'s words, from the dictionary files.
    ///
    /// - Parameters:
    ///   - affixFile: The parsed `.aff` file.
    ///   - dictionary: The parsed `.dic` file.
    ///   - lexicon: The lexicon built from them.
    ///   - isAttested: Whether an entry's stem is attested (in wordfreq's list).
    ///   - isLabelled: Whether an entry's stem carries a label its forms inherit.
    /// - Complexity: One expansion of every lowercase entry that is attested
    ///   or labelled, as the lexicon build makes.
    public init(affixFile: AffixFile, dictionary: DictionaryFile, lexicon: WordSet,
                isAttested: (String) -> Bool, isLabelled: (String) -> Bool) {
        var attested: Set<String> = []
        var labelled: [String: [String]] = [:]
        var verdicts: (attested: Bool, labelled: Bool) = (false, false)
        Expander(affixFile: affixFile).forEachEntry(in: dictionary, where: { entry in
            // Only a lowercase entry makes lexicon words; only an attested or
            // labelled one has something for its forms to inherit.
            guard entry.word.unicodeScalars.allSatisfy({ !$0.properties.isUppercase }) else { return false }
            let stem = entry.word.precomposedStringWithCanonicalMapping
            verdicts = (isAttested(stem), isLabelled(stem))
            return verdicts.attested || verdicts.labelled
        }) { entry, forms in
            let stem = entry.word.precomposedStringWithCanonicalMapping
            for scalars in forms where lexicon.contains(scalars: scalars[...]) {
                let form = String(String.UnicodeScalarView(scalars))
                guard form != stem else { continue }
                if verdicts.attested { attested.insert(form) }
                if verdicts.labelled, labelled[form]?.contains(stem) != true { labelled[form, default: []].append(stem) }
            }
        }
        self.attested = attested
        labelledStems = labelled
    }

    /// Whether `word` is a form of an attested entry other than itself.
    ///
    /// - Parameter word: A lexicon word.
    public func isFormOfAttestedEntry(_ word: String) -> Bool {
        attested.contains(word)
    }

    /// `word` and the stems of the labelled entries it is a form of.
    ///
    /// - Parameter word: A lexicon word.
    public func stems(of word: String) -> [String] {
        [word] + (labelledStems[word] ?? [])
    }
}
