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

    @Flag(help: "Print one JSON object per misspelled word: word, line, column and length (column and length in UTF-16 code units, column 1-based). When --lang falls back to another dictionary of the language, the first line is {\"dictionary\",\"notice\",\"requested\"}.")
    var json = false

    @Flag(help: "Cut text into words exactly as hunspell -l does.")
    var hunspellTokens = false

    @Argument(help: "Text to check; each argument is checked as one line.")
    var words: [String] = []

    func run() throws {
        let input = try words.isEmpty ? TextInput.standardInput() : TextInput(arguments: words)
        let resolution = try dictionary.resolution()
        let checker = try dictionary.openChecker(for: resolution.files)
        LexiconLoading.attachExisting(to: checker)
        let mode: TokenizationMode = hunspellTokens ? .hunspell : .wordkit
        let found = CheckRun(checker: checker, mode: mode).misspellings(in: input.text)
        var output = ""
        output.reserveCapacity(found.count * 12)
        if json, let notice = resolution.fallbackNotice {
            output += FallbackNotice(notice: notice, requested: resolution.requested, dictionary: resolution.files.name).jsonLine
        }
        for misspelling in found {
            output += json ? misspelling.jsonLine : misspelling.word + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        if !found.isEmpty { throw ExitCode(1) }
    }
}

/// The first line of `check --json` when the dictionary is another variety
/// of the requested language: `{"dictionary":"es_ES","notice":"…","requested":"es_MX"}`.
/// It is the only object with a `notice` key; every other line is a ``Misspelling``.
struct FallbackNotice: Encodable {
    let notice: String
    let requested: String
    let dictionary: String

    var jsonLine: String {
        JSONLines.encode(self)
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

/// Checks a large text in chunks of whole lines, on every core, keeping input order.
struct CheckRun {
    let checker: SpellChecker
    let mode: TokenizationMode
    /// Bytes per chunk (cut at the next line feed): large enough to amortise
    /// borrowing a handle, small enough to share the work between cores.
    var bytesPerChunk = 1 << 16

    func misspellings(in text: String) -> [Misspelling] {
        // Chunks end just after a line feed, found on the UTF-8 bytes.
        let utf8 = text.utf8
        var chunks: [(text: Substring, firstLine: Int)] = []
        var start = utf8.startIndex
        var line = 1
        while start < utf8.endIndex {
            var end = utf8.index(start, offsetBy: bytesPerChunk, limitedBy: utf8.endIndex) ?? utf8.endIndex
            while end < utf8.endIndex, utf8[utf8.index(before: end)] != 0x0A { end = utf8.index(after: end) }
            let chunk = text[start..<end]
            chunks.append((chunk, line))
            line += chunk.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            start = end
        }
        let work = chunks
        let results = ChunkResults(count: work.count)
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            results.store(check(String(work[index].text), firstLine: work[index].firstLine), at: index)
        }
        return results.joined()
    }

    private func check(_ text: String, firstLine: Int) -> [Misspelling] {
        let misspelled = checker.misspelledWords(in: text, mode: mode)
        guard !misspelled.isEmpty else { return [] }
        // UTF-16 offsets where each line starts.
        var lineStarts = [0]
        for (offset, unit) in text.utf16.enumerated() where unit == 0x0A { lineStarts.append(offset + 1) }
        return misspelled.map { token in
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
