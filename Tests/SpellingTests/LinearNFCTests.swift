import Foundation
import Testing
@testable import Spelling

/// NFC in linear time: long text is normalised in pieces cut where nothing
/// can combine across the cut, and the pieces give the NFC of the whole.
@Suite struct LinearNFCTests {
    /// A SplitMix64 generator, so that every run draws the same texts.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Characters that compose, decompose, reorder or refuse to: Latin with
    /// marks of several classes, Hangul jamo and syllables, Oriya and Sinhala
    /// two-part vowels, singletons (U+212B, U+2126), a composition exclusion
    /// (U+0958), Greek with three marks, letters that are already NFC.
    static let alphabet: [String] = [
        "a", "e", "o", " ", "'", "\u{301}", "\u{316}", "\u{323}", "\u{307}", "\u{345}", "\u{313}", "é", "\u{1E0B}",
        "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{D7B0}", "\u{0B47}", "\u{0B3E}", "\u{0B56}", "\u{0DD9}",
        "\u{0DCF}", "\u{0DCA}", "\u{212B}", "\u{2126}", "\u{0958}", "\u{0915}", "\u{093C}", "\u{03B1}", "\u{1F80}",
        "\u{0627}", "\u{0653}", "д", "ж", "\u{0418}", "\u{0306}", "\u{3099}", "\u{304B}", "\u{1B05}", "\u{1B35}",
    ]

    @Test func piecesGiveTheNFCOfTheWhole() {
        var generator = SplitMix64(state: 25)
        for _ in 0..<40 {
            let text = (0..<4_000).map { _ in Self.alphabet.randomElement(using: &generator) ?? "a" }.joined()
            #expect(text.utf8.count > LinearNFC.wholeLength)
            let pieces = LinearNFC.normalize(text)
            let whole = text.precomposedStringWithCanonicalMapping
            #expect(pieces.unicodeScalars.elementsEqual(whole.unicodeScalars))
        }
    }

    /// No character a piece may start with is ever the second or later part
    /// of a canonical decomposition, so it never combines with what precedes it.
    @Test func noPieceStartsWithAPartOfAComposition() {
        var offenders: [UInt32] = []
        for value in 0...0x3_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let parts = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.dropFirst()
            offenders += parts.filter(LinearNFC.startsAPiece).map(\.value)
        }
        #expect(offenders.isEmpty, "\(offenders.map { String($0, radix: 16) })")
    }

    /// Long runs of marks are cut too, so that even they take linear time.
    @Test func aLongRunOfMarksIsNormalisedPieceByPiece() {
        let text = "a" + String(repeating: "\u{301}\u{316}", count: 5_000)
        let normalized = LinearNFC.normalize(text)
        #expect(normalized.unicodeScalars.count == text.unicodeScalars.count - 1)
        #expect(normalized.unicodeScalars.first == "\u{E1}")
        #expect(SpellChecker.normalize(String(repeating: "e\u{301}", count: 100_000)) == String(repeating: "é", count: 100_000))
    }
}
