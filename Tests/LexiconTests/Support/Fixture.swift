import Foundation
import Lexicon

/// A hand-written `.aff`/`.dic` pair and helpers to expand it.
struct Fixture {
    let aff: String
    let dic: String

    init(aff: String, dic: String) {
        self.aff = aff
        self.dic = dic
    }

    func affixFile() throws -> AffixFile {
        try AffixFile(text: aff, fileName: "test.aff")
    }

    func dictionary() throws -> DictionaryFile {
        try DictionaryFile(text: dic, affixFile: affixFile(), fileName: "test.dic")
    }

    /// Every form of every entry.
    func forms() throws -> Set<String> {
        var result = Set<String>()
        try Expander(affixFile: affixFile()).forEachForm(in: dictionary()) { result.insert($0) }
        return result
    }

    /// The forms of the entry whose stem is `word`.
    func forms(of word: String) throws -> Set<String> {
        let expander = try Expander(affixFile: affixFile())
        let entries = try dictionary().entries.filter { $0.word == word }
        return Set(entries.flatMap(expander.forms(of:)))
    }

    /// The lexicon candidates.
    func candidates() throws -> [String] {
        try Expander(affixFile: affixFile()).lexiconCandidates(in: dictionary())
    }
}
