import Foundation
import Lexicon

/// Decides which lexicon words the word games do not take, the way Spelling
/// Bee curates its answers: `Content/gamewords/<lang>-excluded.txt`, read by
/// GameKernel's `GameWords` filter.
///
/// A lexicon word is excluded, first rule first, when it
/// 1. is on the curation file's `-word` list (an abbreviation that Hunspell's
///    dictionary lists in lowercase, such as `rte`, `cód`, `pts`);
/// 2. has no vowel (`pkg`, `yrs`; `y` counts as a vowel after the first letter,
///    so `gym` and `fly` stay);
/// 3. is a roman numeral (`xiv`, `mcm`) not on the file's `+word` list (`mix`,
///    Spanish `di`, `mi`, `vi`);
/// 4. is blocked by one of the language's blocklists.
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
    }

    /// The language.
    public var language: ContentLanguage
    /// Words listed as not game words (`-word`).
    public var excluded: Set<String> = []
    /// Words kept although a rule would drop them (`+word`).
    public var kept: Set<String> = []
    /// The language's blocklists.
    public var blocklists: BlocklistSet

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

    /// Why `word` is not a game word, or nil when it is one.
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
        return nil
    }

    /// The excluded words of a lexicon and the counts by reason (and, for
    /// blocklisted words, by list as `blocklisted:<name>`).
    ///
    /// - Parameter lexicon: The language's lexicon.
    /// - Returns: The excluded words in byte order, and the counts.
    public func excludedWords(of lexicon: WordSet) -> (words: [String], counts: [String: Int]) {
        var words: [String] = []
        var counts: [String: Int] = [:]
        for word in lexicon {
            guard let reason = rejection(of: word) else { continue }
            words.append(word)
            counts[reason.rawValue, default: 0] += 1
            if reason == .blocklisted, let list = blocklists.blockingList(for: word) { counts["blocklisted:\(list)", default: 0] += 1 }
        }
        return (words.sorted(by: RootList.utf8Order), counts)
    }

    /// The path of the exclusion file inside `Content/`.
    ///
    /// - Parameter language: The language code.
    public static func path(language: String) -> String { "gamewords/\(language)-excluded.txt" }
}
