import Foundation
import Lexicon

/// The dictionary's word forms a lexicon leaves out, for corrections and
/// completions: capitalised words (`February`, `Britain`), words with an
/// apostrophe, hyphen or digit (`don't`, `po'`), each verified by Hunspell;
/// and the forms of words flagged `NOSUGGEST`, which are never suggested.
struct SupplementaryForms: Sendable {
    /// The verified forms that are not lowercase letters only.
    let words: WordSet
    /// Every form of a `NOSUGGEST` entry.
    let noSuggest: Set<String>

    /// No forms.
    init() {
        words = WordSet()
        noSuggest = []
    }

    /// How far the expansion may go, so that no dictionary makes a
    /// correction or a completion take unbounded time or memory: a 9 KB
    /// `.aff` with 300 prefixes crossed with 300 suffixes over 5,000
    /// capitalised stems makes 450 million forms (`suggest` grew past 3.2 GB
    /// and ran for minutes). The shipped dictionaries make about 30,000.
    struct Limits: Sendable, Equatable {
        /// Forms one entry may make.
        var formsPerEntry: Int
        /// Forms in all; the entries after it are left out.
        var forms: Int

        /// The limits every checker uses.
        static let standard = Limits(formsPerEntry: 20_000, forms: 400_000)
    }

    /// Expands the dictionary's entries whose stem is not lowercase letters
    /// only (and its `NOSUGGEST` entries), keeping what `verify` accepts,
    /// within `limits`.
    ///
    /// - Parameters:
    ///   - dictionary: The dictionary's files.
    ///   - noSuggestFlag: The `NOSUGGEST` flag, if the dictionary has one.
    ///   - limits: How far the expansion may go.
    ///   - verify: Hunspell's verdicts for a batch of words, in order.
    /// - Returns: The forms; empty when the files cannot be parsed.
    static func build(
        for dictionary: DictionaryFiles, noSuggestFlag: UInt32?, limits: Limits = .standard, verify: ([String]) -> [Bool]
    ) -> SupplementaryForms {
        guard let affixFile = try? AffixFile(contentsOf: URL(fileURLWithPath: dictionary.affixPath)),
              let entries = try? DictionaryFile(contentsOf: URL(fileURLWithPath: dictionary.dictionaryPath), affixFile: affixFile)
        else { return SupplementaryForms() }
        let expander = Expander(affixFile: affixFile)
        var candidates = Set<String>()
        var noSuggest = Set<String>()
        var budget = limits.forms
        for entry in entries.entries where budget > 0 {
            let hidden = noSuggestFlag.map { flag in entry.flags.contains { $0.rawValue == flag } } ?? false
            let lowercaseLetters = entry.word.unicodeScalars.allSatisfy { $0.properties.isLowercase && $0.properties.isAlphabetic }
            guard hidden || !lowercaseLetters else { continue }
            let forms = expander.forms(of: entry, limit: min(budget, limits.formsPerEntry))
            budget -= forms.count
            for form in forms {
                let normalized = SpellChecker.normalize(form)
                if hidden {
                    noSuggest.insert(normalized)
                } else if !normalized.unicodeScalars.allSatisfy({ $0.properties.isLowercase && $0.properties.isAlphabetic }) {
                    candidates.insert(normalized)
                }
            }
        }
        let sorted = candidates.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        let verdicts = verify(sorted)
        var builder = WordSet.Builder()
        for (word, accepted) in zip(sorted, verdicts) where accepted && !noSuggest.contains(word) {
            // A form outside the automaton's alphabet limit is left out, not fatal.
            try? builder.append(word)
        }
        return SupplementaryForms(words: builder.finish(), noSuggest: noSuggest)
    }

    private init(words: WordSet, noSuggest: Set<String>) {
        self.words = words
        self.noSuggest = noSuggest
    }

    /// What a cached file was built from, and the `NOSUGGEST` forms.
    private struct Description: Codable {
        var fingerprint: LexiconStore.Fingerprint
        var noSuggest: [String]
    }

    /// The forms of `dictionary` from `folder` when a cached copy matches its
    /// files, else built (see ``build(for:noSuggestFlag:verify:)``) and, when
    /// `folder` is given, written there for the next run.
    ///
    /// The files are `<name>.supplement.wkdawg` and `<name>.supplement.json`
    /// (the dictionary's fingerprint and its `NOSUGGEST` forms), written
    /// atomically; a cache that cannot be written only costs a rebuild.
    ///
    /// - Parameters:
    ///   - dictionary: The dictionary's files.
    ///   - noSuggestFlag: The `NOSUGGEST` flag, if any.
    ///   - folder: The cache folder, or nil to build in memory only.
    ///   - verify: Hunspell's verdicts for a batch of words, in order.
    static func cached(for dictionary: DictionaryFiles, noSuggestFlag: UInt32?, in folder: URL?, verify: ([String]) -> [Bool]) -> SupplementaryForms {
        guard let folder else { return build(for: dictionary, noSuggestFlag: noSuggestFlag, verify: verify) }
        let store = LexiconStore(contentDirectory: nil, cacheDirectory: folder)
        let fingerprint = try? store.fingerprint(of: dictionary)
        let words = folder.appendingPathComponent("\(dictionary.name).supplement.wkdawg")
        let side = folder.appendingPathComponent("\(dictionary.name).supplement.json")
        if let fingerprint, let data = try? Data(contentsOf: side),
           let stored = try? JSONDecoder().decode(Description.self, from: data), stored.fingerprint.matches(fingerprint),
           let forms = try? WordSet(contentsOf: words) {
            return SupplementaryForms(words: forms, noSuggest: Set(stored.noSuggest))
        }
        let built = build(for: dictionary, noSuggestFlag: noSuggestFlag, verify: verify)
        if let fingerprint {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let description = Description(fingerprint: fingerprint, noSuggest: built.noSuggest.sorted())
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if (try? built.words.serialized().write(to: words, options: .atomic)) != nil, let data = try? encoder.encode(description) {
                try? data.write(to: side, options: .atomic)
            }
        }
        return built
    }
}
