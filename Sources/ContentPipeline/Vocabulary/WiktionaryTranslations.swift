import Foundation

/// Reads English Wiktionary's translation tables as
/// `Dictionaries/wiktionary/import-wiktionary.py` writes them: one line per
/// headword, word class, translation and sense,
/// `english<TAB>class<TAB>translation<TAB>gender<TAB>sense`.
///
/// The tables give each sense of a headword its own translations, so they
/// hold everyday words the pivot through Spanish loses (`feature` →
/// `caratteristica`). They confirm translations as FreeDict's dictionaries
/// do, read as one more dictionary running from English
/// (``VocabularyPair/FreeDictDirection``), and their class labels tell the
/// class of a word the answer language's analyser does not know in it
/// (``VocabularyDeckBuilder/tableTranslations``).
public enum WiktionaryTranslations {
    /// The entries of a translation table file: one per headword, its
    /// translations in the file's order without repeats.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - path: The file's path, for error messages.
    /// - Returns: The entries, in the order their headwords first appear.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for a line
    ///   without its five fields or with an empty headword, class or translation.
    public static func entries(_ text: String, path: String) throws -> [FreeDictReader.Entry] {
        var entries: [FreeDictReader.Entry] = []
        var index: [String: Int] = [:]
        for fields in try rows(text, path: path) {
            if let at = index[fields[0]] {
                if !entries[at].translations.contains(fields[2]) { entries[at].translations.append(fields[2]) }
            } else {
                index[fields[0]] = entries.count
                entries.append(FreeDictReader.Entry(headword: fields[0], translations: [fields[2]]))
            }
        }
        return entries
    }

    /// The translations of each headword as lemmas: the translation, the
    /// class of the sense it translates as an Apertium tag (`n`, `vblex`, …)
    /// and its gender as the file gives it (`f`, `mf`, `fp`, or empty), in
    /// the file's order, one per translation and class (with the gender its
    /// senses give: `mf` where they differ).
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - path: The file's path, for error messages.
    /// - Returns: Lemmas by headword.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` as ``entries(_:path:)`` does.
    public static func lemmas(_ text: String, path: String) throws -> [String: [ApertiumDictionary.Lemma]] {
        var result: [String: [ApertiumDictionary.Lemma]] = [:]
        for fields in try rows(text, path: path) {
            let lemma = ApertiumDictionary.Lemma(text: fields[2], tag: fields[1], gender: fields[3])
            if let at = result[fields[0]]?.firstIndex(where: { $0.text == lemma.text && $0.tag == lemma.tag }) {
                // One sense may give the gender another leaves out (`fontana`),
                // or the other gender (`capitale`, the city and the money).
                let (known, new) = (VocabularyDeckBuilder.tableGender(result[fields[0]]?[at].gender ?? ""),
                                    VocabularyDeckBuilder.tableGender(lemma.gender))
                if known.isEmpty {
                    result[fields[0]]?[at].gender = lemma.gender
                } else if !new.isEmpty, known != new {
                    result[fields[0]]?[at].gender = "mf"
                }
            } else {
                result[fields[0], default: []].append(lemma)
            }
        }
        return result
    }

    /// The gender of each one-word translation the tables file under a noun
    /// sense, the plural mark dropped: `m` or `f` where every row that gives
    /// one agrees, `mf` where rows differ (`capitale`, the city and the money).
    ///
    /// - Parameter lemmas: ``lemmas(_:path:)``.
    /// - Returns: Genders by lowercase translation.
    public static func nounGenders(_ lemmas: [String: [ApertiumDictionary.Lemma]]) -> [String: String] {
        var found: [String: Set<String>] = [:]
        for lemma in lemmas.values.joined() where lemma.tag == "n" && !lemma.text.contains(" ") {
            let gender = VocabularyDeckBuilder.tableGender(lemma.gender)
            if !gender.isEmpty { found[lemma.text.lowercased(), default: []].insert(gender) }
        }
        return found.mapValues { genders in "mf".filter { letter in genders.contains { $0.contains(letter) } } }
    }

    /// The lines' fields, text in Unicode's composed form.
    private static func rows(_ text: String, path: String) throws -> [[String]] {
        var rows: [[String]] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { String($0).precomposedStringWithCanonicalMapping }
            guard fields.count == 5, !fields[0].isEmpty, !fields[1].isEmpty, !fields[2].isEmpty else {
                throw ContentError.malformedLine(path: path, line: lineNumber,
                                                 reason: "expected english<TAB>class<TAB>translation<TAB>gender<TAB>sense")
            }
            rows.append(fields)
        }
        return rows
    }
}
