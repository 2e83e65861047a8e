import Foundation
import Lexicon
import Testing
import WordKitTestSupport

/// Malformed files give errors naming file and line, never a trap.
@Suite struct MalformedInputTests {
    static let affCases: [(text: String, line: Int)] = [
        ("SET UTF-8\nSFX A Y\n", 2),                           // header too short
        ("SFX A Y 2\nSFX A 0 s .\n", 1),                        // fewer rules than announced
        ("SFX A Y 1\nSFX B 0 s .\n", 2),                        // rule of another class
        ("SFX A Y 1\nPFX A 0 s .\n", 2),                        // rule of another kind
        ("SFX A Y 1\nSFX A 0\n", 2),                            // rule too short
        ("SFX A Y 1\nSFX A 0 s [abc\n", 2),                     // unclosed class
        ("SFX A Y 1\nSFX A 0 s []\n", 2),                       // empty class
        ("SFX A X 1\n", 1),                                     // cross product not Y/N
        ("SFX A Y many\n", 1),                                  // count not a number
        ("\n\nFLAG short\n", 3),                                // unknown flag type
        ("SET KOI8-R\n", 1),                                    // unsupported encoding
        ("FLAG long\nSFX Aa Y 1\nSFX Aa 0 s/B .\n", 3),         // odd long flags
        ("FLAG num\nSFX 1 Y 1\nSFX 1 0 s/x .\n", 3),            // non-numeric flags
        ("FLAG num\nSFX 0 Y 1\n", 2),                           // flag 0
        ("AF 1\nAF A\nSFX A Y 1\nSFX A 0 s/2 .\n", 4),          // alias out of range
        ("AF 2\nAF A\n", 2),                                    // missing alias line
        ("AF x\n", 1),                                          // bad alias count
        ("AM 1\nAM a\nAM b\n", 3),                              // extra AM line
        ("NEEDAFFIX\n", 1),                                     // missing flag
    ]

    @Test func affixFileErrorsNameTheLine() {
        for item in Self.affCases {
            do {
                _ = try AffixFile(text: item.text, fileName: "x.aff")
                Issue.record("no error for \(item.text)")
            } catch let LexiconError.malformed(file, line, reason) {
                #expect(file == "x.aff")
                #expect(line == item.line, "\(item.text): \(reason)")
                #expect(!reason.isEmpty)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }

    @Test func dictionaryErrorsNameTheLine() throws {
        let plain = try AffixFile(text: "SET UTF-8\n")
        let numeric = try AffixFile(text: "FLAG num\n")
        let aliased = try AffixFile(text: "AF 1\nAF A\n")
        let cases: [(AffixFile, Data, Int)] = [
            (plain, Data("word\n".utf8), 1),
            (plain, Data("".utf8), 1),
            (numeric, Data("2\nok/1,2\nbad/1,x\n".utf8), 3),
            (numeric, Data("1\nbad/70000\n".utf8), 2),
            (aliased, Data("1\nbad/2\n".utf8), 2),
            (aliased, Data("1\nbad/A\n".utf8), 2),
            (plain, Data([0x31, 0x0A, 0x61, 0xFF, 0x62, 0x0A]), 2),  // invalid UTF-8
        ]
        for (aff, data, expectedLine) in cases {
            do {
                _ = try DictionaryFile(data: data, affixFile: aff, fileName: "x.dic")
                Issue.record("no error for \(String(decoding: data, as: UTF8.self))")
            } catch let LexiconError.malformed(file, line, _) {
                #expect(file == "x.dic")
                #expect(line == expectedLine)
            }
        }
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
            // Either an error or a usable result; a trap would end the test run.
            guard let affixFile = try? AffixFile(data: Data(aff)),
                  let dictionary = try? DictionaryFile(data: Data(dic), affixFile: affixFile)
            else { continue }
            _ = Expander(affixFile: affixFile).lexiconCandidates(in: dictionary)
        }
    }
}
