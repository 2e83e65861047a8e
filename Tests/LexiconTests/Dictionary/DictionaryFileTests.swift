import Lexicon
import Testing

/// Reading `.dic` files: count line, comments, flags, morphology, escapes.
@Suite struct DictionaryFileTests {
    @Test func readsEntriesMorphologyAndEscapes() throws {
        let dictionary = try FeatureFixtures.commentsAndMorphology.fixture.dictionary()
        #expect(dictionary.declaredCount == 4)
        #expect(dictionary.entries.map(\.word) == ["casa", "mesa", "and/or", "perro"])
        #expect(dictionary.entries.map(\.morphology) == [["po:noun", "st:casa"], ["po:noun"], [], ["ph:pero", "po:noun"]])
        #expect(dictionary.entries.map(\.line) == [4, 5, 6, 7])
        #expect(dictionary.entries[0].flags == [AffixFlag(rawValue: UInt32(UInt8(ascii: "S")))])
    }

    @Test func skipsCommentAndBlankLines() throws {
        let aff = try AffixFile(text: "SET UTF-8\n")
        let dictionary = try DictionaryFile(text: "3\n\n# hash comment\n/ slash comment\n\tindented\n   \nword\r\n", affixFile: aff)
        #expect(dictionary.entries.map(\.word) == ["word"])
        #expect(dictionary.entries.first?.line == 7)
    }

    @Test func decodesEveryFlagType() throws {
        let cases: [(aff: String, dic: String, flags: [UInt32])] = [
            ("SET UTF-8\n", "1\nw/À\n", [0x80, 0xC3]),
            ("SET UTF-8\nFLAG UTF-8\n", "1\nw/Àb\n", [0x62, 0xC0]),
            ("FLAG long\n", "1\nw/AaB1\n", [0x4161, 0x4231]),
            ("FLAG num\n", "1\nw/7,65000,12\n", [7, 12, 65000]),
            ("AF 1\nAF xy\n", "1\nw/1\n", [0x78, 0x79]),
        ]
        for item in cases {
            let aff = try AffixFile(text: item.aff)
            let entry = try #require(try DictionaryFile(text: item.dic, affixFile: aff).entries.first)
            #expect(entry.flags.map(\.rawValue) == item.flags, "\(item.aff)")
        }
    }

    @Test func aCommentInsideARuleBlockEndsTheFileAsInHunspell() throws {
        // Hunspell reads "# comment" as a rule of class "c", finds the class
        // corrupt, drops it and stops reading the file (see FeatureFixtures.classCutShort).
        let aff = try AffixFile(text: "SFX S Y 1\n# comment\n\nSFX S 0 s .\nPFX P Y 1\nPFX P 0 re .\n")
        #expect(aff.affixEntryCount == 0)
        #expect(aff.stop?.line == 2)
    }

    @Test func flagTypeAndSpecialFlagsAreRead() throws {
        let aff = try AffixFile(text: "SET UTF-8\nFLAG long\nNEEDAFFIX zz\nSFX Aa Y 1\nSFX Aa 0 s .\nPFX Bb N 0\n")
        #expect(aff.flagType == .long)
        #expect(aff.encoding == .utf8)
        #expect(aff.suffixClassCount == 1)
        #expect(aff.affixEntryCount == 1)
        #expect(aff.needAffix == 0x7A7A)
        // A class of 0 rules is a "bad entry number" to Hunspell, which stops there.
        #expect(aff.prefixClassCount == 0)
        #expect(aff.stop?.line == 6)
    }
}
