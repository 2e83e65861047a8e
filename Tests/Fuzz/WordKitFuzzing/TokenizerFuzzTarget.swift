import Foundation
import Spelling

/// Text validation and tokenizing, as `wordkit check` and `UITextChecker`
/// see text, over the shipped en_US dictionary and its lexicon (opened once
/// per process).
///
/// The input is the text's bytes. `TextValidation` either accepts them or
/// names a line and column; either way the text (invalid bytes replaced)
/// goes on through the tokenizer, since the Swift API takes any `String`.
///
/// Properties: every word's UTF-16 range lies in the text, in order, and
/// holds exactly the word; misspelled words are among the words; a document
/// checked in chunks of a few bytes gives what it gives in one chunk;
/// `rangeOfMisspelledWord` with ranges derived from the input (out of bounds,
/// cutting surrogate pairs, huge lengths: its range is documented as clamped
/// to the string), over the text's first 48 UTF-16 units, returns "not found"
/// or a range inside the text (for one input in 8: see the note in `run`).
enum TokenizerFuzzTarget {
    /// The en_US checker, opened once, with the shipped lexicon attached as `wordkit check` has it.
    static func checker() throws -> SpellChecker {
        try shared.get().checker
    }

    private struct Shared: Sendable {
        let checker: SpellChecker
        let textChecker: TextChecker
    }

    private static let shared: Result<Shared, any Error> = Result {
        let directory = try DictionaryDirectory.locate()
        let checker = try SpellChecker(language: "en_US", in: directory, maximumHandles: 2)
        if let lexicon = LexiconStore().existingLexicon(for: checker.dictionary) { checker.useLexicon(lexicon) }
        let textChecker = TextChecker(directory: directory, learnedWords: LearnedWords())
        return Shared(checker: checker, textChecker: textChecker)
    }

    static func run(_ data: Data) throws {
        let shared = try shared.get()
        let checker = shared.checker

        do {
            let valid = try TextValidation.text(from: data, source: "fuzz input")
            try require(valid == String(decoding: data, as: UTF8.self), "validated text differs from the bytes decoded")
        } catch let SpellingError.invalidText(source, line, column, problem) {
            let lines = data.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            try require(source == "fuzz input", "invalid text names \(source)")
            try require((1...lines).contains(line) && column >= 1, "invalid text at line \(line), column \(column) of \(lines) lines: \(problem)")
        }
        let text = String(decoding: data, as: UTF8.self)
        let utf16 = Array(text.utf16)

        var wordkitWords: Set<WordToken> = []
        for mode in [TokenizationMode.wordkit, .hunspell] {
            let words = checker.words(in: text, mode: mode)
            var previousEnd = 0
            for word in words {
                let range = word.utf16Range
                try require(range.lowerBound >= previousEnd && range.upperBound <= utf16.count && !range.isEmpty,
                            "\(mode) word \(word.text.debugDescription) at \(range) after \(previousEnd) in \(utf16.count) units")
                let written = String(decoding: utf16[range], as: UTF16.self)
                try require(written == word.text, "\(mode) word \(word.text.debugDescription) stands as \(written.debugDescription)")
                previousEnd = range.upperBound
            }
            if mode == .wordkit { wordkitWords = Set(words) }
        }
        let misspelled = checker.misspelledWords(in: text)
        for word in misspelled {
            try require(wordkitWords.contains(word), "misspelled \(word.text.debugDescription) at \(word.utf16Range) is not a word of the text")
        }

        // Chunks of a few bytes (cut after line feeds) give what one chunk gives.
        let whole = checker.misspellings(inDocument: text, bytesPerChunk: max(1 << 16, data.count + 1))
        let chunked = checker.misspellings(inDocument: text, bytesPerChunk: 1 + data.count % 7)
        try require(whole == chunked, "checked in chunks: \(chunked), in one piece: \(whole)")
        try require(whole.map(\.word) == misspelled.map(\.text), "document misspellings \(whole.map(\.word)) differ from \(misspelled.map(\.text))")

        // UITextChecker: a range from the input, maybe out of bounds, over the first
        // 48 units. Only for one input in 8 (chosen by its bytes): each call costs
        // about 20 ms, as TextChecker validates the dictionary files before it
        // looks for its open checker.
        let seed = data.reduce(into: UInt64(data.count)) { $0 = $0 &* 31 &+ UInt64($1) }
        guard seed % 8 == 0 else { return }
        let short = String(decoding: utf16.prefix(48), as: UTF16.self)
        let count = short.utf16.count
        let ranges = [
            (0, count), (Int((seed >> 3) % UInt64(count + 3)) - 1, Int((seed >> 16) % UInt64(count + 3))),
            (Int((seed >> 8) % UInt64(count + 1)), Int.max), (count, Int.max - count), (count + 1, 0),
        ]
        for (location, length) in [ranges[Int((seed >> 40) % UInt64(ranges.count))]] {
            let range = NSRange(location: location, length: length)
            let start = Int((seed >> 32) % UInt64(count + 2))
            let found = shared.textChecker.rangeOfMisspelledWord(in: short, range: range, startingAt: start, wrap: seed & 1 == 0, language: "en_US")
            guard found.location != NSNotFound else { continue }
            try require(found.location >= 0 && found.length > 0 && found.location + found.length <= count,
                        "rangeOfMisspelledWord(range: \(range), startingAt: \(start)) gave \(found) in \(count) units")
            try require(found.location >= location, "rangeOfMisspelledWord(range: \(range)) gave \(found), before the range")
        }
    }
}
