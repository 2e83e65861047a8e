import Foundation
import Lexicon
import Testing
import WordKitTestSupport

/// Every `SET` Hunspell 1.7 reads, checked byte by byte against glibc's
/// `iconv`, the converter the `hunspell` command itself uses.
@Suite struct TextEncodingTests {
    /// Each encoding with the name glibc's iconv knows it by (ISCII has none).
    static let iconvNames: [(TextEncoding, String)] = [
        (.isoLatin1, "ISO8859-1"), (.isoLatin2, "ISO8859-2"), (.isoLatin3, "ISO8859-3"), (.isoLatin4, "ISO8859-4"),
        (.isoCyrillic, "ISO8859-5"), (.isoArabic, "ISO8859-6"), (.isoGreek, "ISO8859-7"), (.isoHebrew, "ISO8859-8"),
        (.isoLatin5, "ISO8859-9"), (.isoLatin6, "ISO8859-10"), (.isoLatin7, "ISO8859-13"), (.isoLatin8, "ISO8859-14"),
        (.isoLatin9, "ISO8859-15"), (.koi8R, "KOI8-R"), (.koi8U, "KOI8-U"), (.cp1251, "CP1251"), (.tis620, "TIS620"),
    ]

    static var iconvAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/iconv") }

    /// glibc's reading of bytes 0x80...0xFF (nil where it has no character).
    static func iconvUpperHalf(_ name: String) throws -> [String?] {
        try (0x80...0xFF).map { byte in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/iconv")
            process.arguments = ["-f", name, "-t", "UTF-8"]
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(Data([UInt8(byte)]))
            try input.fileHandleForWriting.close()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
        }
    }

    @Test(.enabled(if: iconvAvailable), arguments: iconvNames)
    func upperHalfMatchesIconv(_ encoding: TextEncoding, _ iconvName: String) throws {
        let expected = try Self.iconvUpperHalf(iconvName)
        for (offset, character) in expected.enumerated() {
            let byte = UInt8(0x80 + offset)
            #expect(encoding.decode([byte]) == character, "\(encoding) byte \(String(byte, radix: 16))")
            if let character {
                #expect(encoding.encode(character) == [byte], "\(encoding) \(character)")
            }
        }
    }

    @Test func asciiIsItselfEverywhereAndUnknownCharactersDoNotEncode() {
        for encoding in TextEncoding.allCases {
            #expect(encoding.encode("word-'s 42") == Array("word-'s 42".utf8))
            #expect(encoding.decode(Array("word".utf8)) == "word")
        }
        #expect(TextEncoding.isoLatin1.encode("ж") == nil)
        #expect(TextEncoding.koi8R.encode("жук") == [0xD6, 0xD5, 0xCB])
        #expect(TextEncoding.isoLatin2.encode("žluť") == [0xBE, 0x6C, 0x75, 0xBB])
        #expect(TextEncoding.utf8.decode([0xC3]) == nil)
    }

    @Test func isciiDevanagariSingleBytes() {
        // ISCII-91: 0xA4 अ, 0xB3 क, 0xDA ा, 0xE8 ्, 0xF1 ०; 0xD9 (INV) has no character.
        #expect(TextEncoding.isciiDevanagari.decode([0xA4, 0xB3, 0xDA, 0xE8, 0xF1]) == "\u{905}\u{915}\u{93E}\u{94D}\u{966}")
        #expect(TextEncoding.isciiDevanagari.decode([0xD9]) == nil)
        #expect(TextEncoding.isciiDevanagari.encode("क") == [0xB3])
    }

    /// Every byte 0xA1...0xFA against ICU's ISCII-91 converter (glibc has
    /// none, and Hunspell 1.7.1's own ISCII table holds letter case only).
    @Test(.enabled(if: ICUOracle.isAvailable))
    func isciiDevanagariMatchesICU() throws {
        var mapped = 0
        for byte in UInt8(0xA1)...0xFA {
            let expected = try ICUOracle.isciiDevanagari(byte)
            let decoded = TextEncoding.isciiDevanagari.decode([byte])
            if byte == 0xD9 {
                // INV, the invisible consonant: ICU writes U+200D (ZWJ), which
                // Devanagari text uses after a virama (ISCII's soft halant,
                // 0xE8 0xE9); WordKit maps no character to it, so a typed ZWJ
                // is never encoded as INV.
                #expect(expected == "\u{200D}" && decoded == nil)
                continue
            }
            #expect(decoded == expected, "byte \(String(byte, radix: 16)): WordKit \(decoded.map { $0.unicodeScalars.map { String($0.value, radix: 16) } } ?? []), ICU \(expected.map { $0.unicodeScalars.map { String($0.value, radix: 16) } } ?? [])")
            if let expected {
                mapped += 1
                #expect(TextEncoding.isciiDevanagari.encode(expected) == [byte], "\(expected)")
            }
        }
        // All but INV (0xD9), the undefined 0xEB...0xEE, ATR (0xEF) and EXT (0xF0).
        #expect(mapped == 83)
    }

    @Test func setNamesAreNormalisedAsHunspellDoes() {
        let cases: [(String, TextEncoding?)] = [
            ("UTF-8", .utf8), ("utf8", .utf8), ("ISO8859-1", .isoLatin1), ("ISO-8859-15", .isoLatin9),
            ("iso8859_2", .isoLatin2), ("KOI8-R", .koi8R), ("koi8-u", .koi8U), ("microsoft-cp1251", .cp1251),
            ("CP1251", .cp1251), ("ISCII-DEVANAGARI", .isciiDevanagari), ("x-iscii-as", .isciiDevanagari),
            ("TIS620-2533", .tis620), ("TIS-620", .tis620), ("ISO8859-11", .tis620), ("ISO8859-12", nil), ("KOI9", nil),
        ]
        for (name, expected) in cases {
            #expect(TextEncoding(setName: name) == expected, "\(name)")
        }
    }
}
