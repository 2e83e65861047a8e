import Foundation
import Lexicon
import Testing
import WordKitTestSupport

/// Malformed files are read as Hunspell 1.7 reads them: never an error,
/// never a trap, and a note naming file and line wherever Hunspell reads a
/// line differently from how it is written or stops reading.
@Suite struct MalformedInputTests {
    /// Text, the line a note must name, and whether Hunspell stops reading there.
    static let affCases: [(text: String, line: Int, stops: Bool)] = [
        ("SET UTF-8\nSFX A Y\n", 2, true),                      // header too short
        ("SFX A Y 2\nSFX A 0 s .\n", 1, true),                   // fewer rules than announced
        ("SFX A Y 1\nSFX B 0 s .\n", 2, true),                   // rule of another class
        ("SFX A Y 1\nSFX A 0\n", 2, true),                       // rule too short
        ("SFX A Y 1\nSFX A 0 s [abc\n", 2, false),               // unclosed class: rule left out of the lexicon
        ("SFX A Y 1\nSFX A 0 s []\n", 2, false),                 // empty class: the same
        ("SFX A X 1\n", 1, true),                                // the one rule is missing
        ("SFX A Y many\n", 1, true),                             // count not a number
        ("\n\nFLAG short\n", 3, false),                          // unknown flag type
        ("SET KOI9-X\n", 1, false),                              // unknown encoding: read as ISO8859-1
        ("FLAG num\nSFX 0 Y 1\n", 2, true),                      // rule missing
        ("AF 2\nAF A\n", 1, false),                              // missing alias line: aliases dropped
        ("AF x\n", 1, false),                                    // bad alias count
        ("AM 1\nAM a\nAM b\n", 3, false),                        // a second AM table
        ("NEEDAFFIX\n", 1, true),                                // missing flag
        ("NEEDAFFIX X\nPSEUDOROOT Y\n", 2, true),                // defined twice under both names
        ("REP 3\nREP a b\n", 1, false),                          // REP cut short
        ("BREAK 2\nBREAK -\nSFX A Y 1\nSFX A 0 s .\n", 3, true), // a BREAK line that is not one
    ]

    @Test func affixFileProblemsNameTheLine() throws {
        for item in Self.affCases {
            let file = try AffixFile(text: item.text, fileName: "x.aff")
            #expect(file.diagnostics.contains { $0.line == item.line && $0.file == "x.aff" && !$0.message.isEmpty },
                    "\(item.text): \(file.diagnostics)")
            #expect((file.stop != nil) == item.stops, "\(item.text): \(String(describing: file.stop))")
            if item.stops { #expect(file.stop?.line == item.line) }
        }
    }

    @Test func hunspellDoesNotCheckTheKindOfARuleLine() throws {
        // Only the flag must match: a PFX line inside a SFX class is one of its rules.
        let file = try AffixFile(text: "SFX A Y 1\nPFX A 0 s .\n")
        #expect(file.stop == nil)
        #expect(file.suffixClassCount == 1 && file.affixEntryCount == 1)
    }

    @Test func flagsAreDecodedAsLenientlyAsHunspell() throws {
        let long = try AffixFile(text: "FLAG long\nSFX Aa Y 1\nSFX Aa 0 s/B .\n")
        #expect(long.stop == nil && long.affixEntryCount == 1)
        let numeric = try AffixFile(text: "FLAG num\n")
        let dictionary = try DictionaryFile(data: Data("2\nok/1,2\nbig/70000\n".utf8), affixFile: numeric)
        #expect(dictionary.entries.map { $0.flags.map(\.rawValue) } == [[1, 2], [70_000 & 0xFFFF]])
    }

    @Test func dictionaryProblemsNameTheLine() throws {
        let plain = try AffixFile(text: "SET UTF-8\n")
        let aliased = try AffixFile(text: "AF 1\nAF A\n")
        let cases: [(AffixFile, Data, Int, [String])] = [
            (plain, Data("word\n".utf8), 1, []),                                  // no count: Hunspell loads nothing
            (plain, Data("".utf8), 1, []),
            (plain, Data("999999999\nword\n".utf8), 1, []),                       // count beyond Hunspell's limit
            (aliased, Data("1\nbad/2\n".utf8), 2, ["bad"]),                        // alias out of range: no flags
            (aliased, Data("1\nbad/A\n".utf8), 2, ["bad"]),
            (plain, Data([0x32, 0x0A, 0x61, 0xFF, 0x62, 0x0A, 0x6F, 0x6B, 0x0A]), 2, ["ok"]),  // invalid UTF-8 word left out
        ]
        for (aff, data, expectedLine, words) in cases {
            let dictionary = try DictionaryFile(data: data, affixFile: aff, fileName: "x.dic")
            #expect(dictionary.diagnostics.contains { $0.line == expectedLine && $0.file == "x.dic" }, "\(dictionary.diagnostics)")
            #expect(dictionary.entries.map(\.word) == words)
        }
    }

    @Test func countsDoNotSizeMemoryAndCRLFAndBOMAreRead() throws {
        let aff = try AffixFile(data: Data([0xEF, 0xBB, 0xBF] + Array("SET UTF-8\r\nSFX S Y 1\r\nSFX S 0 s .\r\n".utf8)))
        #expect(aff.encoding == .utf8 && aff.affixEntryCount == 1)
        // 268 million words announced, one given: read at once, nothing reserved.
        let dictionary = try DictionaryFile(data: Data([0xEF, 0xBB, 0xBF] + Array("268435000\r\ncat/S\r\n".utf8)), affixFile: aff)
        #expect(dictionary.entries.map(\.word) == ["cat"])
        #expect(dictionary.diagnostics.isEmpty)
        #expect(Expander(affixFile: aff).lexiconCandidates(in: dictionary) == ["cat", "cats"])
    }

    @Test func errorDescriptionNamesFileAndLine() {
        let error = LexiconError.malformed(file: "it_IT.aff", line: 12, reason: "bad")
        #expect(error.description == "it_IT.aff:12: bad")
    }

    @Test func missingFilesAreUnreadable() {
        let url = URL(fileURLWithPath: "/nonexistent/lexicon/x.aff")
        #expect {
            try AffixFile(contentsOf: url)
        } throws: { error in
            guard case LexiconError.unreadable(let file, _) = error else { return false }
            return file == url.path
        }
    }

    @Test func randomlyDamagedFilesNeverTrap() throws {
        var generator = SplitMix64(seed: 7)
        let sources = FeatureFixtures.all
        for round in 0..<600 {
            let feature = sources[round % sources.count]
            var aff = Array(feature.aff.utf8)
            var dic = Array(feature.dic.utf8)
            for _ in 0..<3 {
                if Bool.random(using: &generator), !aff.isEmpty {
                    aff[Int.random(in: 0..<aff.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                } else if !dic.isEmpty {
                    dic[Int.random(in: 0..<dic.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
            }
            // Always a usable result; a trap would end the test run.
            let affixFile = try AffixFile(data: Data(aff))
            let dictionary = try DictionaryFile(data: Data(dic), affixFile: affixFile)
            _ = Expander(affixFile: affixFile).lexiconCandidates(in: dictionary)
        }
    }
}
