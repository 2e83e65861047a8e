import Foundation
import Spelling
import Testing
import WordKitTestSupport

/// The tokenizer against `hunspell -l` on generated running text.
@Suite struct TokenizerOracleTests {
    /// Pieces of text chosen to hit every tokenizer rule: letters and accented
    /// letters, both apostrophes, digits, hyphens, dots, URL and e-mail
    /// characters, entities, emoji, tabs and carriage returns.
    static let pieces: [String] = [
        "a", "e", "o", "s", "t", "n", "r", "l", "x", "z", "Q", "W", "é", "ñ", "à", "ü", "ò", "ß", "º", "ª",
        "house", "perro", "casa", "acqua", "dell", "l", "wrld", "zzkk", "Can", "NASA",
        " ", " ", " ", " ", "  ", "\t", "\r", "'", "'", "\u{2019}", "\u{2019}", "-", "_", ".", ",", ":", ";", "!", "?",
        "/", "\\", "@", "://", ":\\", "~", "%", "*", "$", "[", "]", "(", ")", "\"", "#",
        "0", "1", "42", "3.14", "1,000", "2nd",
        "&agrave;", "&eacute;", "&apos;", "&", "&ntilde;", "😀", "👍🏽", "€", "–", "—", "…", "«", "»",
    ]

    static func line(using rng: inout SplitMix64) -> String {
        let length = Int.random(in: 1...24, using: &rng)
        return (0..<length).map { _ in pieces.randomElement(using: &rng) ?? " " }.joined()
    }

    @Test(arguments: HunspellOracleTests.languages)
    func hunspellModeTokenisesExactlyLikeHunspell(language: String, dictionary: String) throws {
        var rng = SplitMix64(seed: 0xF022 + UInt64(language.unicodeScalars.first?.value ?? 0))
        let lines = (0..<3_000).map { _ in Self.line(using: &rng) }
        let text = lines.joined(separator: "\n")
        let expected = try HunspellOracle.misspelled(text, dictionary: dictionary)
        let actual = Checkers.checker(language).misspelledWords(in: text, mode: .hunspell).map(\.text)
        #expect(firstDifference(actual, expected) == nil)
    }

    @Test(arguments: HunspellOracleTests.languages)
    func defaultModeMatchesHunspellWhereNoApostropheJoinsWords(language: String, dictionary: String) throws {
        var rng = SplitMix64(seed: 0xBEEF + UInt64(language.unicodeScalars.first?.value ?? 0))
        let lines = (0..<1_000).map { _ in Self.line(using: &rng) }
            .filter { !$0.contains("'") && !$0.contains("\u{2019}") }
        let text = lines.joined(separator: "\n")
        let expected = try HunspellOracle.misspelled(text, dictionary: dictionary)
        #expect(firstDifference(Checkers.checker(language).misspelledWords(in: text).map(\.text), expected) == nil)
    }

    @Test func italianElisionsAreOneWordWhenHunspellAcceptsThem() throws {
        let text = "dell'acqua nell’anno quell'uomo d'altronde un'amica c'è zz'acqua l'acquaa"
        // hunspell -l reports the pieces `dell`, `nell`, `quell`, `altronde`, `zz`, `acquaa`.
        let hunspell = try HunspellOracle.misspelled(text, dictionary: "it_IT")
        #expect(hunspell.contains("dell"))
        let words = Checkers.italian.misspelledWords(in: text).map(\.text)
        #expect(words == ["zz", "acquaa"])
    }

    @Test func anEntityEndingALineCarriesTheWordIntoTheNextLine() throws {
        // Hunspell drops the word and starts the next line inside a word.
        let text = "x&agrave;\n's here\n&agrave;\n&agrave;\nqq wrld"
        let expected = try HunspellOracle.misspelled(text, dictionary: "en_US")
        #expect(expected == ["'s", "qq", "wrld"])
        #expect(Checkers.english.misspelledWords(in: text, mode: .hunspell).map(\.text) == expected)
    }

    @Test func typographicApostropheCountsAsAsciiApostrophe() {
        #expect(Checkers.italian.isCorrect("l'acqua"))
        #expect(Checkers.italian.isCorrect("l\u{2019}acqua"))
        #expect(Checkers.english.isCorrect("don\u{2019}t"))
    }

    @Test func decomposedInputIsNormalisedToNFC() {
        #expect(Checkers.spanish.isCorrect("nin\u{0303}o"))
        #expect(Checkers.italian.isCorrect("citta\u{0300}"))
        #expect(Checkers.spanish.misspelledWords(in: "el nin\u{0303}o come").isEmpty)
    }

    @Test func urlsEmailAddressesAndPathsAreSkipped() {
        let text = "see https://exmple.cmo/pathh or mail user@exmple.cmo or /usr/bin/fooo or C:\\fooo now wrld"
        #expect(Checkers.english.misspelledWords(in: text).map(\.text) == ["wrld"])
    }

    @Test func numbersAreNotMisspellings() {
        #expect(Checkers.english.misspelledWords(in: "42 3.14 1,000 2nd 1st").isEmpty)
        #expect(Checkers.spanish.misspelledWords(in: "42 3,14 1.000").isEmpty)
    }
}
