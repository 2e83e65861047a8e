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

    /// Expands the dictionary's entries whose stem is not lowercase letters
    /// only (and its `NOSUGGEST` entries), keeping what `verify` accepts.
    ///
    /// - Parameters:
    ///   - dictionary: The dictionary's files.
    ///   - noSuggestFlag: The `NOSUGGEST` flag, if the dictionary has one.
    ///   - verify: Hunspell's verdicts for a batch of words, in order.
    /// - Returns: The forms; empty when the files cannot be parsed.
    static func build(for dictionary: DictionaryFiles, noSuggestFlag: UInt32?, verify: ([String]) -> [Bool]) -> SupplementaryForms {
        guard let affixFile = try? AffixFile(contentsOf: URL(fileURLWithPath: dictionary.affixPath)),
              let entries = try? DictionaryFile(contentsOf: URL(fileURLWithPath: dictionary.dictionaryPath), affixFile: affixFile)
        else { return SupplementaryForms() }
        let expander = Expander(affixFile: affixFile)
        var candidates = Set<String>()
        var noSuggest = Set<String>()
        for entry in entries.entries {
            let hidden = noSuggestFlag.map { flag in entry.flags.contains { $0.rawValue == flag } } ?? false
            let lowercaseLetters = entry.word.unicodeScalars.allSatisfy { $0.properties.isLowercase && $0.properties.isAlphabetic }
            guard hidden || !lowercaseLetters else { continue }
            for form in expander.forms(of: entry) {
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
