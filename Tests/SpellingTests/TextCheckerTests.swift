import Foundation
import Spelling
import Testing
import WordKitTestSupport

/// The `UITextChecker` surface: NSRange results, wrapping, ignoring, guesses, completions.
@Suite struct TextCheckerTests {
    let store = LearnedWords()
    var checker: TextChecker { TextChecker(directory: Repository.dictionaryDirectory, learnedWords: store) }

    /// NSString's own UTF-16 range of `word` in `text`: an independent measure.
    func nsRange(of word: String, in text: String) -> NSRange {
        (text as NSString).range(of: word)
    }

    @Test func rangesAreUTF16AcrossEmojiAndAccents() {
        let text = "Ça 👍🏽 va, café 😀 wrongg and thé zzkk."
        let checker = TextChecker(directory: Repository.dictionaryDirectory, learnedWords: store)
        let first = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false, language: "en")
        // "Ça" and "café" are not English for en_US, so the first miss is "Ça".
        #expect(first == nsRange(of: "Ça", in: text))
        let afterEmoji = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: nsRange(of: "😀", in: text).location, wrap: false, language: "en")
        #expect(afterEmoji == nsRange(of: "wrongg", in: text))
        #expect((text as NSString).substring(with: afterEmoji) == "wrongg")
        let last = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: nsRange(of: "thé", in: text).location + 4, wrap: false, language: "en")
        #expect(last == nsRange(of: "zzkk", in: text))
    }

    @Test func spanishAccentsAndEmojiGiveRightRanges() {
        let text = "¿Qué 🇪🇸 pasa, niño? Él cantaa."
        let range = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false, language: "es")
        #expect(range == nsRange(of: "cantaa", in: text))
    }

    @Test func nothingMisspelledGivesNSNotFound() {
        let text = "all good here"
        let range = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: true, language: "en")
        #expect(range.location == NSNotFound)
    }

    @Test func wrapSearchesFromTheStartOfTheRange() {
        let text = "wrld is here and zzkk there"
        let full = NSRange(location: 0, length: text.utf16.count)
        let start = nsRange(of: "there", in: text).location
        #expect(checker.rangeOfMisspelledWord(in: text, range: full, startingAt: start, wrap: false, language: "en").location == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: text, range: full, startingAt: start, wrap: true, language: "en") == nsRange(of: "wrld", in: text))
    }

    @Test func onlyTheGivenRangeIsChecked() {
        let text = "wrld is here and zzkk there"
        let range = NSRange(location: 5, length: 20)
        #expect(checker.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "en") == nsRange(of: "zzkk", in: text))
    }

    /// As `UITextChecker` does for a language it does not know: nothing
    /// misspelled, no guesses, no completions; the reason is kept.
    @Test func unknownLanguageFindsNothingAndSaysWhy() {
        let checker = self.checker
        #expect(checker.rangeOfMisspelledWord(in: "wrld", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "xx").location == NSNotFound)
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "wrld", language: "xx") == [])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "wr", language: "xx") == [])
        #expect(checker.unavailableLanguages == ["xx": .unknownLanguage("xx", available: ["en_US", "es_ES", "it_IT"])])
        #expect(throws: SpellingError.self) { try checker.spellChecker(for: "xx") }
    }

    /// Found by the tokenizer fuzz target: `location + length` overflowed and trapped.
    @Test func aRangeLongerThanAnyTextIsCutAtTheEnd() {
        let text = "ok wrld"
        for length in [Int.max, Int.max - 1, Int.max - text.utf16.count] {
            #expect(checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 1, length: length), startingAt: 0, wrap: false, language: "en") == nsRange(of: "wrld", in: text))
            #expect(checker.guesses(forWordRange: NSRange(location: 3, length: length), in: text, language: "en")?.isEmpty == false)
            #expect(checker.completions(forPartialWordRange: NSRange(location: text.utf16.count, length: length), in: text, language: "en") == nil)
        }
    }

    @Test func aRangeOutsideTheTextGivesNoGuesses() {
        #expect(checker.guesses(forWordRange: NSRange(location: 9, length: 2), in: "wrld", language: "en") == nil)
        #expect(checker.guesses(forWordRange: NSRange(location: NSNotFound, length: 0), in: "wrld", language: "en") == nil)
    }

    /// `UITextChecker()` opens the dictionaries shipped with WordKit, with no
    /// environment variable, and never throws.
    @Test func theDefaultCheckerUsesTheShippedDictionaries() throws {
        let checker = UITextChecker()
        #expect(checker.availableLanguages == ["en_US", "es_ES", "it_IT"])
        #expect(checker.unavailableLanguages.isEmpty)
        for (language, text, wrong) in [("en", "the quick wrld", "wrld"), ("es", "el perro cantaa", "cantaa"), ("it", "il cane abbaiaa", "abbaiaa")] {
            let range = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false, language: language)
            #expect(range == nsRange(of: wrong, in: text), "\(language)")
        }
        let bundled = try #require(DictionaryDirectory.bundled)
        #expect(bundled.availableDictionaries == ["en_US", "es_ES", "it_IT"])
    }

    @Test func ignoredWordsBelongToOneChecker() {
        let text = "hello wrld"
        let full = NSRange(location: 0, length: text.utf16.count)
        let first = checker
        let second = checker
        first.ignoreWord("wrld")
        #expect(first.ignoredWords == ["wrld"])
        #expect(first.rangeOfMisspelledWord(in: text, range: full, startingAt: 0, wrap: false, language: "en").location == NSNotFound)
        #expect(second.rangeOfMisspelledWord(in: text, range: full, startingAt: 0, wrap: false, language: "en") == nsRange(of: "wrld", in: text))
        first.ignoredWords = nil
        #expect(first.rangeOfMisspelledWord(in: text, range: full, startingAt: 0, wrap: false, language: "en") == nsRange(of: "wrld", in: text))
    }

    @Test func guessesAreTheCheckersCorrectionsBestFirst() throws {
        let text = "the wrld turns"
        let guesses = checker.guesses(forWordRange: nsRange(of: "wrld", in: text), in: text, language: "en") ?? []
        #expect(guesses.first == "world")
        #expect(guesses == (try checker.spellChecker(for: "en").suggestions(for: "wrld")))
    }

    @Test func completionsStartWithThePartialWordAndAreCorrect() throws {
        let text = "I like xylo"
        let completions = try #require(checker.completions(forPartialWordRange: nsRange(of: "xylo", in: text), in: text, language: "en"))
        #expect(completions.contains("xylophone"))
        #expect(completions.allSatisfy { $0.hasPrefix("xylo") && Checkers.english.isCorrect($0) })
        let spanish = try #require(checker.completions(forPartialWordRange: NSRange(location: 0, length: 5), in: "canci", language: "es"))
        #expect(spanish.contains("canción"))
    }

    @Test func availableLanguagesListTheShippedDictionaries() {
        #expect(checker.availableLanguages == ["en_US", "es_ES", "it_IT"])
    }

    /// Code written for UIKit makes a `UITextChecker()` per word: every such
    /// checker of the process reuses one opened dictionary, while ignored
    /// words stay with each checker and a checker with its own learned-words
    /// store keeps its own.
    @Test func checkersOfTheSharedLearnedWordsShareOneOpenedDictionary() throws {
        let first = TextChecker(directory: Repository.dictionaryDirectory)
        let second = TextChecker(directory: Repository.dictionaryDirectory)
        #expect(try first.spellChecker(for: "en") === second.spellChecker(for: "en_US"))
        #expect(try first.spellChecker(for: "en") !== first.spellChecker(for: "es"))
        let own = TextChecker(directory: Repository.dictionaryDirectory, learnedWords: store)
        #expect(try own.spellChecker(for: "en") !== first.spellChecker(for: "en"))
        #expect(try own.spellChecker(for: "en") === own.spellChecker(for: "en_US"))
        let text = "the wrld"
        let full = NSRange(location: 0, length: text.utf16.count)
        first.ignoreWord("wrld")
        #expect(first.rangeOfMisspelledWord(in: text, range: full, startingAt: 0, wrap: false, language: "en").location == NSNotFound)
        #expect(second.rangeOfMisspelledWord(in: text, range: full, startingAt: 0, wrap: false, language: "en") == nsRange(of: "wrld", in: text))
    }
}
