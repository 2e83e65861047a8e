import Foundation
import Lexicon

/// `.aff` and `.dic` parsing and affix expansion.
///
/// The input is an affix file, a form feed (0x0C), and a dictionary file;
/// without a form feed the whole input is read as both (which fuzzes each
/// parser on the other's syntax too). Both are parsed from bytes, as from a
/// file, so encodings other than UTF-8 (`SET ISO8859-1`) are reached.
///
/// Properties: a file that fails to parse fails with
/// `LexiconError.malformed` naming a line of that file; every form is a
/// string; the lexicon candidates are sorted, unique, and among the forms;
/// a word set built from them holds exactly them and survives serialisation.
///
/// Expansion is bounded by the harness: it stops after
/// ``formCap`` forms (by throwing out of `Expander.forEachForm`), and only
/// then works out lexicon candidates, which make at most as many. One
/// entry's forms are made before any reaches the harness, so a single
/// entry can still make more; the input's length (`-max_len`) bounds that.
enum AffixFuzzTarget {
    /// The most forms one input may generate before expansion is cut short.
    static let formCap = 20_000

    /// The byte between the affix file and the dictionary file.
    static let separator: UInt8 = 0x0C

    private struct CapReached: Error {}

    static func run(_ data: Data) throws {
        let bytes = [UInt8](data)
        let affBytes: ArraySlice<UInt8>
        let dicBytes: ArraySlice<UInt8>
        if let split = bytes.firstIndex(of: separator) {
            affBytes = bytes[..<split]
            dicBytes = bytes[(split + 1)...]
        } else {
            affBytes = bytes[...]
            dicBytes = bytes[...]
        }

        let affixFile: AffixFile
        do {
            affixFile = try AffixFile(data: Data(affBytes), fileName: "fuzz.aff")
        } catch {
            try expectMalformed(error, file: "fuzz.aff", lines: affBytes)
            return
        }
        let dictionary: DictionaryFile
        do {
            dictionary = try DictionaryFile(data: Data(dicBytes), affixFile: affixFile, fileName: "fuzz.dic")
        } catch {
            try expectMalformed(error, file: "fuzz.dic", lines: dicBytes)
            return
        }
        for entry in dictionary.entries {
            try require(entry.line >= 2, "entry \(entry.word) on line \(entry.line): line 1 is the count")
        }

        let expander = Expander(affixFile: affixFile)
        var forms = Set<String>()
        var generated = 0
        do {
            try expander.forEachForm(in: dictionary) { form in
                generated += 1
                if generated > formCap { throw CapReached() }
                forms.insert(form)
            }
        } catch is CapReached {
            return
        }

        // Every form of the first entries, one by one.
        for entry in dictionary.entries.prefix(8) {
            let entryForms = expander.forms(of: entry)
            try require(Set(entryForms).count == entryForms.count, "forms(of: \(entry.word)) repeats a form: \(entryForms)")
        }

        let candidates = expander.lexiconCandidates(in: dictionary)
        for (previous, next) in zip(candidates, candidates.dropFirst()) {
            try require(
                previous.unicodeScalars.lexicographicallyPrecedes(next.unicodeScalars),
                "lexicon candidates not sorted and unique: \(previous.debugDescription) before \(next.debugDescription)")
        }
        for candidate in candidates {
            try require(forms.contains(candidate), "lexicon candidate \(candidate.debugDescription) is not among the forms")
            try require(
                candidate.unicodeScalars.allSatisfy { $0.properties.generalCategory == .lowercaseLetter },
                "lexicon candidate \(candidate.debugDescription) is not lowercase letters")
        }

        let words: WordSet
        do {
            words = try WordSet(words: candidates)
        } catch LexiconError.alphabetTooLarge {
            return
        }
        try require(words.count == candidates.count, "word set of \(candidates.count) candidates counts \(words.count)")
        for candidate in candidates {
            try require(words.contains(candidate), "word set lost \(candidate.debugDescription)")
        }
        let reread = try WordSet(data: words.serialized())
        try require(reread == words, "a serialised word set reads back different")
    }

    /// A parse failure must be `malformed`, naming the file and one of its lines.
    private static func expectMalformed(_ error: any Error, file: String, lines bytes: ArraySlice<UInt8>) throws {
        guard case let LexiconError.malformed(name, line, reason) = error else {
            throw FuzzFailure("\(file): expected LexiconError.malformed, got \(error)")
        }
        let lineCount = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        try require(name == file, "\(file): the error names \(name)")
        try require((1...lineCount).contains(line), "\(file): line \(line) of \(lineCount) in \(reason)")
        try require(!reason.isEmpty, "\(file): an error without a reason")
    }
}
