import Foundation
import Lexicon

/// Decides which lexicon words the word games accept, and which of those
/// they count, on evidence: sources that label words, and measured use.
///
/// Hunspell's lexicon is a spelling list, not a game dictionary. A lexicon
/// word is **accepted** (``rejection(of:stems:isFormOfAttestedEntry:)`` is nil) unless, first rule
/// first, it
/// 1. is on the curation file's `-word` list (an abbreviation no labelled
///    source covers; each entry of `Dictionaries/gamewords/<lang>.txt` says
///    why it is there);
/// 2. has no vowel (`pkg`, `yrs`; `y` counts as a vowel after the first letter,
///    so `gym` and `fly` stay);
/// 3. is a roman numeral (`xiv`, `mcm`) not on the file's `+word` list (`mix`,
///    Spanish `di`, `mi`, `vi`);
/// 4. is blocked by one of the language's blocklists;
/// 5. is labelled by a source (``WordLabels``) only an abbreviation
///    (`approx`, `ecc`), only or mostly a name (`giacomo`, `charlie`) or only
///    offensive (`wog`, `kraut`), or is a form of a dictionary entry labelled
///    only offensive (`krauts`);
/// 6. is **unattested**: neither the word nor any dictionary entry it is a
///    form of is in wordfreq's list (every word seen about once per hundred
///    million words or more in wordfreq's corpora). Such a form is an
///    artefact of the dictionary's affix rules, or of an entry nobody writes
///    (`arelo`, `atoe`, from `arelar`, `atoar`).
///
/// An accepted word is **counted** (``uncounted(_:stems:)`` is nil), and
/// so can be "possible", missed, a hint or, with the root rules, a root,
/// when it is a word people know: at least ``minimumCountedZipf`` common (once
/// per hundred million words), not a word with an offensive sense that is
/// rarer than ``everydaySenseZipf`` (`coon`, `spade`; `boy` counts), not a
/// word Apertium's analyser knows only as a proper noun and the Hunspell
/// dictionary also lists as one (`santiago`), and not archaic. Any other accepted word is a bonus word.
///
/// The lexicon itself holds only forms Hunspell accepts in lowercase, so a
/// word Hunspell accepts only in capitals (`nato`) is never a game word.
public struct GameWordCuration: Sendable {
    /// Why a word is not a game word.
    public enum Reason: String, Sendable, CaseIterable {
        /// Listed by hand as an abbreviation.
        case abbreviation
        /// Has no vowel.
        case noVowel
        /// A roman numeral.
        case romanNumeral
        /// Blocklisted.
        case blocklisted
        /// Labelled only an abbreviation by a source.
        case labelledAbbreviation
        /// Labelled only or mostly a name by a source.
        case labelledName
        /// Labelled only offensive by a source (the word or its dictionary entry).
        case labelledOffensive
        /// Neither the word nor its dictionary entry is in wordfreq's list.
        case unattested
    }

    /// Why an accepted word is not counted (it is a bonus word).
    public enum Uncounted: String, Sendable, CaseIterable {
        /// Rarer than ``GameWordCuration/minimumCountedZipf``.
        case rare
        /// Known to Apertium's analyser only as a proper noun, and listed
        /// capitalised by the Hunspell dictionary too.
        case name
        /// Offensive in one of its senses, and not common enough to be known
        /// in its everyday one.
        case offensive
        /// Archaic in every sense.
        case archaic
    }

    /// The least Zipf frequency of a counted word: once per hundred million words.
    public static let minimumCountedZipf = 2.0

    /// The language.
    public var language: ContentLanguage
    /// Words listed as not game words (`-word`).
    public var excluded: Set<String> = []
    /// Words kept although a rule would drop them (`+word`).
    public var kept: Set<String> = []
    /// The language's blocklists.
    public var blocklists: BlocklistSet
    /// What sources that label words say of them.
    public var labels = WordLabels()
    /// Apertium's analyses of the language's frequent words.
    public var lemmas = ApertiumLemmas()
    /// The language's word frequencies (attestation, and counting).
    public var frequencies: FrequencyList?
    /// The words the Hunspell dictionary also lists capitalised, as a proper
    /// noun entry of its own (`santiago` for `Santiago`), lowercase.
    public var properNounEntries: Set<String> = []

    /// Parses a curation file (`-word` and `+word` lines; `#` comments).
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The file's path, for error messages.
    ///   - language: The language.
    ///   - blocklists: The language's blocklists.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for a line
    ///   that is not `-word` or `+word`.
    public init(text: String, path: String, language: ContentLanguage, blocklists: BlocklistSet) throws {
        self.language = language
        self.blocklists = blocklists
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let word = String(line.dropFirst()).precomposedStringWithCanonicalMapping
            guard !word.isEmpty, word == word.lowercased(), !word.contains(" ") else {
                throw ContentError.malformedLine(path: path, line: number, reason: "expected -word or +word, got \"\(line)\"")
            }
            switch line.first {
            case "-": excluded.insert(word)
            case "+": kept.insert(word)
            default: throw ContentError.malformedLine(path: path, line: number, reason: "expected -word or +word, got \"\(line)\"")
            }
        }
    }

    /// Why `word` itself is not a game word by the rules that look at the
    /// word alone (1–5 above, without its dictionary entries), or nil.
    ///
    /// Deck coverage and the root filter use this; the games' list uses
    /// ``rejection(of:stems:isFormOfAttestedEntry:)``, which also weighs the entries and use.
    ///
    /// - Parameter word: A lexicon word (lowercase, NFC).
    public func rejection(of word: String) -> Reason? {
        if excluded.contains(word) { return .abbreviation }
        if !kept.contains(word) {
            let vowels = language.vowels.subtracting(["y"])
            let hasVowel = word.contains { vowels.contains($0) } || (language.vowels.contains("y") && word.dropFirst().contains("y"))
            if !hasVowel { return .noVowel }
            if RootFilter.isRomanNumeral(word) { return .romanNumeral }
        }
        if blocklists.blocks(word) { return .blocklisted }
        for label in labels.labels(of: word) {
            switch (label.kind, label.strength) {
            case (.abbreviation, .only): return .labelledAbbreviation
            case (.name, .only), (.name, .dominant): return .labelledName
            case (.offensive, .only): return .labelledOffensive
            default: continue
            }
        }
        return nil
    }

    /// Why `word` is not a game word, or nil when the games accept it.
    ///
    /// - Parameters:
    ///   - word: A lexicon word (lowercase, NFC).
    ///   - stems: `word` and the stems of the labelled dictionary entries it
    ///     is a form of (see ``LexiconStems``).
    ///   - isFormOfAttestedEntry: Whether `word` is a form of a dictionary
    ///     entry wordfreq lists.
    public func rejection(of word: String, stems: [String], isFormOfAttestedEntry: Bool = false) -> Reason? {
        if let reason = rejection(of: word) {
            // A form of another entry has that entry's ordinary sense (`brava`
            // of `bravo`, Spanish `ate` of `atar`), whatever a name label says.
            guard reason == .labelledName, stems.contains(where: { $0 != word }) else { return reason }
        }
        // A form of an offensive entry is offensive (`krauts`). Names are not
        // inherited: an entry's stem is often a name by accident of spelling
        // (`abono` is also a form of `bono`).
        for stem in stems where stem != word {
            if labels.labels(of: stem).contains(where: { $0.kind == .offensive && $0.strength == .only }) { return .labelledOffensive }
        }
        if let frequencies, !isFormOfAttestedEntry, frequencies.zipf(of: word) == nil {
            return .unattested
        }
        return nil
    }

    /// Why an accepted word is not counted, or nil when the games count it.
    ///
    /// - Parameters:
    ///   - word: An accepted word.
    ///   - stems: The stems of its dictionary entries.
    public func uncounted(_ word: String, stems: [String]) -> Uncounted? {
        let zipf = frequencies?.zipf(of: word) ?? 0
        // A word with an offensive sense and an everyday one counts only when
        // it is common enough that the everyday sense is the one people know
        // (`boy`, `queen`, `tool`; not `coon`, `spade`).
        let offensive = stems.contains { stem in labels.labels(of: stem).contains { $0.kind == .offensive } }
        if offensive, zipf < Self.everydaySenseZipf { return .offensive }
        // Two sources agree that the word is a name: Apertium's analyser knows
        // it only as a proper noun, and the Hunspell dictionary lists it as a
        // proper noun too (`santiago`, `apollo`; not `ale`, which the small
        // English analyser does not know in lowercase).
        if lemmas.isOnlyProperNoun(word) && properNounEntries.contains(word) { return .name }
        if stems.contains(where: { stem in labels.labels(of: stem).contains { $0.kind == .archaic } }) { return .archaic }
        if zipf < Self.minimumCountedZipf { return .rare }
        return nil
    }

    /// The Zipf frequency from which a word with an offensive sense and an
    /// everyday one is taken in its everyday sense: once per hundred
    /// thousand words, the frequency of `boy`-class words (`coon` is 3.1).
    public static let everydaySenseZipf = 4.0

    /// Whether a form of the entry `stem` inherits its labels (offensive or archaic).
    ///
    /// - Parameter stem: A dictionary entry's stem, lowercase.
    public func isInheritedLabel(_ stem: String) -> Bool {
        labels.labels(of: stem).contains { $0.kind == .offensive || $0.kind == .archaic }
    }

    /// The games' words of a lexicon: the accepted ones, the counted ones
    /// with their Zipf frequency, and the counts by reason (rejections by
    /// ``Reason``, uncounted words as `uncounted.<reason>`, labelled
    /// rejections also by source as `source:<reason>:<source>`).
    ///
    /// - Parameters:
    ///   - lexicon: The language's lexicon.
    ///   - stems: The dictionary entries of each word.
    /// - Returns: The accepted words in byte order, the counted words in byte
    ///   order with their frequency, the counts, and up to 12 examples a reason.
    public func gameWords(of lexicon: WordSet, stems: LexiconStems)
        -> (accepted: [String], counted: [(word: String, zipf: Double)], counts: [String: Int], examples: [String: [String]]) {
        var accepted: [String] = []
        var counted: [(word: String, zipf: Double)] = []
        var counts: [String: Int] = [:]
        var examples: [String: [String]] = [:]
        func note(_ key: String, _ word: String) {
            counts[key, default: 0] += 1
            if examples[key, default: []].count < 12 { examples[key, default: []].append(word) }
        }
        for word in lexicon {
            let entries = stems.stems(of: word)
            if let reason = rejection(of: word, stems: entries, isFormOfAttestedEntry: stems.isFormOfAttestedEntry(word)) {
                note(reason.rawValue, word)
                if reason == .blocklisted, let list = blocklists.blockingList(for: word) { counts["blocklisted:\(list)", default: 0] += 1 }
                if [.labelledAbbreviation, .labelledName, .labelledOffensive].contains(reason) {
                    let kind: WordLabels.Kind = reason == .labelledAbbreviation ? .abbreviation : reason == .labelledName ? .name : .offensive
                    let sources = ([word] + entries).compactMap { labels.label(kind, of: $0) }.first?.sources ?? []
                    for source in sources { counts["source:\(reason.rawValue):\(source)", default: 0] += 1 }
                }
                continue
            }
            accepted.append(word)
            if let reason = uncounted(word, stems: entries) {
                note("uncounted.\(reason.rawValue)", word)
            } else {
                counted.append((word, frequencies?.zipf(of: word) ?? 0))
            }
        }
        accepted.sort(by: RootList.utf8Order)
        counted.sort { RootList.utf8Order($0.word, $1.word) }
        return (accepted, counted, counts, examples)
    }

    /// The path of the accepted words' automaton inside `Content/`.
    ///
    /// - Parameter language: The language code.
    public static func path(language: String) -> String { "gamewords/\(language).wkdawg" }

    /// The path of the counted words (`word<TAB>zipf`) inside `Content/`.
    ///
    /// - Parameter language: The language code.
    public static func countedPath(language: String) -> String { "gamewords/\(language)-counted.txt" }
}
