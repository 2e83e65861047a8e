import Foundation
import Lexicon
import Spelling
import Testing
import WordKitTestSupport

/// Opening dictionaries WordKit did not ship: names, encodings, `WORDCHARS`,
/// files libhunspell crashes on.
@Suite struct OtherDictionariesTests {
    /// A temporary folder holding the given files (name → bytes).
    static func folder(_ files: [String: [UInt8]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-spelling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    static func files(aff: [UInt8], dic: [UInt8] = Array("1\nword\n".utf8)) throws -> DictionaryFiles {
        let folder = try folder(["xx.aff": aff, "xx.dic": dic])
        return try DictionaryFiles(name: "xx", affixPath: folder.appendingPathComponent("xx.aff").path, dictionaryPath: folder.appendingPathComponent("xx.dic").path)
    }

    @Test func namesResolveExactlyThenWithinTheLanguage() {
        let available = ["1748408-1", "IJ", "de_DE", "en_GB", "en_US", "es_ES", "nl", "opentaal_cpdpat", "opentaal_keepcase", "utf8_bom"]
        let cases: [(String, String?, Bool)] = [
            ("IJ", "IJ", false), ("1748408-1", "1748408-1", false), ("opentaal_keepcase", "opentaal_keepcase", false),
            ("utf8_nonbmp", nil, false), ("opentaal_other", nil, false), ("en", "en_US", false), ("en-us", "en_US", false),
            ("en_AU", "en_US", true), ("es_MX", "es_ES", true), ("de", "de_DE", false), ("de_AT", "de_DE", true),
            ("nl_BE", "nl", true), ("nl", "nl", false), ("fr_FR", nil, false), ("fr", nil, false), ("../x", nil, false), ("", nil, false),
        ]
        for (language, name, fallback) in cases {
            let resolved = DictionaryDirectory.resolve(language, among: available)
            #expect(resolved?.name == name, "\(language)")
            #expect((resolved?.isFallback ?? false) == fallback, "\(language)")
        }
    }

    @Test func wordCharactersAreReadByScalarNotByGrapheme() throws {
        // A value starting with a combining mark, and a value after two spaces.
        let mark = try Self.files(aff: Array("SET UTF-8\nWORDCHARS \u{200F}\u{5B0}'\n".utf8))
        #expect(mark.extraWordCharacters == ["\u{200F}", "\u{5B0}", "'"])
        let nepali = try Self.files(aff: Array("SET UTF-8\nWORDCHARS  \u{942}\u{94D}\n".utf8))
        #expect(nepali.extraWordCharacters == ["\u{942}", "\u{94D}"])
        // 8-bit: decoded from the dictionary's own encoding.
        let latin2 = try Self.files(aff: Array("SET ISO8859-2\nWORDCHARS -".utf8) + [0xB9] + Array("\n".utf8))
        #expect(latin2.extraWordCharacters == ["-", "š"])
        // Before SET UTF-8, Hunspell keeps no UTF-8 word characters.
        let early = try Self.files(aff: Array("WORDCHARS -\nSET UTF-8\n".utf8))
        #expect(early.extraWordCharacters.isEmpty)
    }

    @Test func aByteOrderMarkBeforeSetIsAllowed() throws {
        let files = try Self.files(aff: [0xEF, 0xBB, 0xBF] + Array("SET UTF-8\r\nWORDCHARS 0123\r\n".utf8))
        #expect(files.encoding == .utf8)
        #expect(files.extraWordCharacters == ["0", "1", "2", "3"])
        #expect(try Self.files(aff: Array("# no SET\n".utf8)).encoding == .isoLatin1)
    }

    @Test func charactersNFCTakesApartAreAlsoCheckedAsTyped() throws {
        // U+095F (य़) and U+212B (Å, the angstrom sign) never survive NFC: it
        // gives U+092F U+093C and U+00C5. A dictionary holding them whole,
        // in UTF-8 or as ISCII's byte 0xCE, accepts them only as typed.
        let utf8 = SpellChecker(dictionary: try Self.files(aff: Array("SET UTF-8\n".utf8), dic: Array("2\nbt\u{95F}\nqa\u{212B}\n".utf8)))
        #expect(utf8.isCorrect("bt\u{95F}"))
        #expect(utf8.isCorrect("qa\u{212B}"))
        #expect(!utf8.isCorrect("bt\u{92F}\u{93C}"))
        #expect(!utf8.isCorrect("qa\u{C5}"))
        // Strings compare canonical equivalents as equal: compare the scalars.
        let reported = utf8.misspelledWords(in: "bt\u{95F} qa\u{212B} bt\u{92F}\u{93C}").map { Array($0.text.unicodeScalars) }
        #expect(reported == [Array("bt\u{92F}\u{93C}".unicodeScalars)])
        let iscii = SpellChecker(dictionary: try Self.files(aff: Array("SET ISCII-DEVANAGARI\n".utf8), dic: Array("1\nbt".utf8) + [0xCE, 0x0A]))
        #expect(iscii.isCorrect("bt\u{95F}"))
        #expect(!iscii.isCorrect("bt\u{92F}\u{93C}"))
    }

    @Test func eightBitDictionariesSpeakSwiftStrings() throws {
        // KOI8-R: "жук/S" with SFX S 0 и; bytes written by hand.
        let aff: [UInt8] = Array("SET KOI8-R\nTRY ".utf8) + [0xC9, 0xD5, 0xD6, 0xCB] + Array("\nSFX S Y 1\nSFX S 0 ".utf8) + [0xC9] + Array(" .\n".utf8)
        let dic: [UInt8] = Array("1\n".utf8) + [0xD6, 0xD5, 0xCB] + Array("/S\n".utf8)
        let checker = SpellChecker(dictionary: try Self.files(aff: aff, dic: dic))
        #expect(checker.isCorrect("жук"))
        #expect(checker.isCorrect("жуки"))
        #expect(!checker.isCorrect("жукы"))
        #expect(!checker.isCorrect("naïve"))  // not even representable in KOI8-R
        #expect(checker.stems(of: "жуки") == ["жук"])
        #expect(checker.misspelledWords(in: "жуки жукы").map(\.text) == ["жукы"])
    }

    @Test func preflightRefusesCountsNoFileBacks() throws {
        for table in ["REP", "BREAK", "MAP", "COMPOUNDRULE", "CHECKCOMPOUNDPATTERN", "ICONV", "PHONE", "AF", "AM"] {
            #expect(throws: SpellingError.self, "\(table)") {
                try Self.files(aff: Array("SET UTF-8\n\(table) 2147483647\n".utf8))
            }
        }
        #expect(throws: SpellingError.self) { try Self.files(aff: Array("SFX A Y 999999999\nSFX A 0 s .\n".utf8)) }
        // A count a little past the file's end is Hunspell's business (it stops reading there).
        let short = try Self.files(aff: Array("SET UTF-8\nREP 3\nREP a b\n".utf8))
        #expect(short.encoding == .utf8)
        do {
            _ = try Self.files(aff: Array("SET UTF-8\nTRY ab\nREP 2147483647\n".utf8))
        } catch let SpellingError.malformedDictionary(path, line, reason) {
            #expect(path.hasSuffix("xx.aff") && line == 3 && reason.contains("REP announces 2147483647"))
        }
    }

    @Test func preflightRefusesAnUnclosedPhoneGroupAndTheCaseTableCrash() throws {
        #expect(throws: SpellingError.self) { try Self.files(aff: Array("SET UTF-8\nPHONE 1\nPHONE A(B A\n".utf8)) }
        _ = try Self.files(aff: Array("SET UTF-8\nPHONE 1\nPHONE A(B)C A\n".utf8))
        // 8-bit, CHECKCOMPOUNDCASE, and Hunspell stops reading early: refused.
        #expect(throws: SpellingError.self) { try Self.files(aff: Array("CHECKCOMPOUNDCASE\nPFX D Z z .\n".utf8)) }
        // The same in UTF-8, or without the early stop, is fine.
        _ = try Self.files(aff: Array("SET UTF-8\nCHECKCOMPOUNDCASE\nPFX D Z z .\n".utf8))
        _ = try Self.files(aff: Array("CHECKCOMPOUNDCASE\nPFX D Y 1\nPFX D 0 z .\n".utf8))
    }

    @Test func aCrashInTheProbeProcessIsAnError() throws {
        let files = try Self.files(aff: Array("SET UTF-8\n".utf8))
        let shell = URL(fileURLWithPath: "/bin/sh")
        #expect(throws: SpellingError.self) {
            try DictionaryProbe.check(files, executable: shell, arguments: ["-c", "kill -SEGV $$", "probe"], cache: nil)
        }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-probe-\(UUID().uuidString)")
        try DictionaryProbe.check(files, executable: shell, arguments: ["-c", "exit 0", "probe"], cache: cache)
        // Remembered: the crashing child is not run again for the same files.
        try DictionaryProbe.check(files, executable: shell, arguments: ["-c", "kill -SEGV $$", "probe"], cache: cache)
    }

    /// The refusal of an affix file, as its line and reason, or nil when it is accepted.
    static func refusal(_ aff: String) throws -> (line: Int, reason: String)? {
        do {
            _ = try Self.files(aff: Array(aff.utf8))
            return nil
        } catch SpellingError.malformedDictionary(_, let line, let reason) {
            return (line, reason)
        }
    }

    /// Rules that make libhunspell take unbounded time to load are refused
    /// with their count and line: 200,000 identical `SFX` rules hung every
    /// command (libhunspell orders them in quadratic time).
    @Test func preflightRefusesAffixRulesThatWouldHangLibhunspell() throws {
        let many = try #require(try Self.refusal("SET UTF-8\nSFX S Y 200000\n" + String(repeating: "SFX S 0 s .\n", count: 200_000)))
        #expect(many.reason.contains("200000 affix rules") && many.reason.contains("at most 100000"), "\(many)")
        let identical = try #require(try Self.refusal("SET UTF-8\nTRY s\nSFX S Y 10000\n" + String(repeating: "SFX S 0 s .\n", count: 10_000)))
        #expect(identical.line == 4 && identical.reason.contains("10000 of its 10000 SFX rules"), "\(identical)")
        let prefixes = try #require(try Self.refusal("SET UTF-8\nPFX P Y 9000\n" + String(repeating: "PFX P 0 re .\n", count: 9_000)))
        #expect(prefixes.line == 3 && prefixes.reason.contains("PFX rules"), "\(prefixes)")
        let long = try #require(try Self.refusal("SET UTF-8\nSFX S Y 1\nSFX S 0 \(String(repeating: "a", count: 256)) .\n"))
        #expect(long.line == 3 && long.reason.contains("adds 256 bytes"), "\(long)")
        // Many rules with different keys are fast for libhunspell, and accepted.
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let distinct = (0..<40_000).map { n in "SFX S 0 \(letters[n % 26])\(letters[n / 26 % 26])\(letters[n / 676 % 26])s .\n" }.joined()
        #expect(try Self.refusal("SET UTF-8\nSFX S Y 40000\n" + distinct) == nil)
        // So are real files with repeated endings (es_ES: 6,788 rules, 425,518 byte comparisons).
        #expect(try Self.refusal("SET UTF-8\nSFX S Y 5000\n" + String(repeating: "SFX S 0 s .\n", count: 5_000)) == nil)
    }

    /// A probe that does not finish in time is killed and refuses the dictionary.
    @Test func theProbeHasATimeLimit() throws {
        let files = try Self.files(aff: Array("SET UTF-8\n".utf8))
        let started = Date()
        do {
            try DictionaryProbe.check(
                files, executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exec sleep 60", "probe"], cache: nil, timeLimit: 1)
            Issue.record("a probe that never ends was accepted")
        } catch SpellingError.malformedDictionary(_, _, let reason) {
            #expect(reason.contains("more than 1 s"), "\(reason)")
        }
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func cachedLexiconsOfAnOlderBuilderAreBuiltAgainButShippedOnesAreRead() throws {
        let files = try Self.files(aff: Array("SET UTF-8\n".utf8))
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-store-\(UUID().uuidString)")
        let content = root.appendingPathComponent("content")
        let cache = root.appendingPathComponent("cache")
        var builder = WordSet.Builder()
        try builder.append("word")
        let words = builder.finish()
        let fingerprint = try LexiconStore.fingerprint(of: files)
        try LexiconStore.write(words, fingerprint: fingerprint, to: cache)
        #expect(LexiconStore(contentDirectory: nil, cacheDirectory: cache).existingLexicon(matching: fingerprint) == nil)
        var current = fingerprint
        current.builder = LexiconStore.Fingerprint.currentBuilder
        try LexiconStore.write(words, fingerprint: current, to: cache, notes: ["a note"])
        let store = LexiconStore(contentDirectory: nil, cacheDirectory: cache)
        #expect(store.existingLexicon(matching: fingerprint).map(Array.init) == ["word"])
        #expect(store.notes(matching: fingerprint) == ["a note"])
        try LexiconStore.write(words, fingerprint: fingerprint, to: content.appendingPathComponent("lexicon"))
        #expect(LexiconStore(contentDirectory: content, cacheDirectory: nil).existingLexicon(matching: fingerprint).map(Array.init) == ["word"])
    }
}
