import ArgumentParser
import Dispatch
import Foundation
import Spelling

/// `wordkit check`: prints the misspelled words of the input, like `hunspell -l`.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print each misspelled word, one a line, in input order (like hunspell -l).",
        discussion: """
        With no WORD arguments, reads text from standard input. Exits 0 when every \
        word is correct and 1 when any is misspelled. Words are cut as hunspell -l \
        cuts them, except that a word Hunspell accepts whole is never reported in \
        pieces (Italian elisions such as dell'acqua); --hunspell-tokens turns that off.
        """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Flag(help: "Print one JSON object per misspelled word: word, line, column and length (column and length in UTF-16 code units, column 1-based).")
    var json = false

    @Flag(help: "Cut text into words exactly as hunspell -l does.")
    var hunspellTokens = false

    @Argument(help: "Text to check; each argument is checked as one line.")
    var words: [String] = []

    func run() throws {
        let input = try words.isEmpty ? TextInput.standardInput() : TextInput(arguments: words)
        let checker = try dictionary.openChecker()
        LexiconLoading.attachExisting(to: checker)
        let mode: TokenizationMode = hunspellTokens ? .hunspell : .wordkit
        let found = CheckRun(checker: checker, mode: mode).misspellings(in: input.text)
        var output = ""
        output.reserveCapacity(found.count * 12)
        for misspelling in found {
            output += json ? misspelling.jsonLine : misspelling.word + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        if !found.isEmpty { throw ExitCode(1) }
    }
}

/// A misspelled word and where it stands.
struct Misspelling: Encodable {
    let word: String
    /// 1-based line number.
    let line: Int
    /// 1-based column, in UTF-16 code units.
    let column: Int
    /// Length in UTF-16 code units.
    let length: Int

    var jsonLine: String {
        JSONLines.encode(self)
    }
}

/// Checks a large text in chunks of lines, on every core, keeping input order.
struct CheckRun {
    let checker: SpellChecker
    let mode: TokenizationMode
    /// Lines per chunk: large enough to amortise borrowing a handle.
    var linesPerChunk = 4_096

    func misspellings(in text: String) -> [Misspelling] {
        // Split on the scalar: as a Character, "\r\n" is one grapheme, not a line feed.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
        let chunkStarts = Array(stride(from: 0, to: lines.count, by: linesPerChunk))
        let results = ChunkResults(count: chunkStarts.count)
        DispatchQueue.concurrentPerform(iterations: chunkStarts.count) { chunk in
            let first = chunkStarts[chunk]
            let chunkLines = lines[first..<min(first + linesPerChunk, lines.count)]
            results.store(check(chunkLines, firstLine: first + 1), at: chunk)
        }
        return results.joined()
    }

    private func check(_ lines: ArraySlice<Substring>, firstLine: Int) -> [Misspelling] {
        var lineStarts: [Int] = []
        lineStarts.reserveCapacity(lines.count)
        var offset = 0
        for line in lines {
            lineStarts.append(offset)
            offset += line.utf16.count + 1
        }
        let text = lines.joined(separator: "\n")
        return checker.misspelledWords(in: text, mode: mode).map { token in
            // The last line starting at or before the token.
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= token.utf16Range.lowerBound { low = middle } else { high = middle - 1 }
            }
            return Misspelling(
                word: token.text,
                line: firstLine + low,
                column: token.utf16Range.lowerBound - lineStarts[low] + 1,
                length: token.utf16Range.count
            )
        }
    }
}

/// Per-chunk results written from several threads, each to its own slot.
private final class ChunkResults: @unchecked Sendable {
    private var slots: [[Misspelling]]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: [], count: count)
    }

    func store(_ result: [Misspelling], at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func joined() -> [Misspelling] {
        lock.lock()
        defer { lock.unlock() }
        return slots.flatMap { $0 }
    }
}
