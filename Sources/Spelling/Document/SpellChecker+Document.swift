import Dispatch
import Foundation

extension SpellChecker {
    /// The misspelled words of a whole document, with their lines and
    /// columns, in document order, checked on every core.
    ///
    /// The text is cut into chunks of whole lines (about `bytesPerChunk`
    /// bytes each, cut after a line feed), each chunk is checked on its own
    /// thread with a Hunspell handle of its own, and the results are joined
    /// in order. Words never span lines, so the answer is the one
    /// ``misspelledWords(in:mode:ignoring:)`` gives for the whole text.
    ///
    /// - Parameters:
    ///   - text: The document.
    ///   - mode: How to cut it into words.
    ///   - bytesPerChunk: The chunk size: large enough to amortise borrowing a
    ///     handle, small enough to share the work between cores.
    ///   - firstLine: The line number of the text's first line (a document
    ///     checked in parts gives each part the number it starts at).
    /// - Returns: The misspellings in order.
    /// - Complexity: O(*n*) for a text of *n* bytes, spread over the cores.
    public func misspellings(
        inDocument text: String, mode: TokenizationMode = .wordkit, bytesPerChunk: Int = 1 << 16, firstLine: Int = 1
    ) -> [Misspelling] {
        // Chunks end just after a line feed, found on the UTF-8 bytes.
        let utf8 = text.utf8
        var chunks: [(text: Substring, firstLine: Int)] = []
        var start = utf8.startIndex
        var line = firstLine
        while start < utf8.endIndex {
            var end = utf8.index(start, offsetBy: max(1, bytesPerChunk), limitedBy: utf8.endIndex) ?? utf8.endIndex
            while end < utf8.endIndex, utf8[utf8.index(before: end)] != 0x0A { end = utf8.index(after: end) }
            let chunk = text[start..<end]
            chunks.append((chunk, line))
            line += chunk.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            start = end
        }
        let work = chunks
        let results = ParallelSlots<[Misspelling]>(repeating: [], count: work.count)
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            results.store([misspellings(inChunk: String(work[index].text), firstLine: work[index].firstLine, mode: mode)], at: index)
        }
        return results.values.flatMap { $0 }
    }

    /// The misspellings of one chunk of whole lines starting at line `firstLine`.
    private func misspellings(inChunk text: String, firstLine: Int, mode: TokenizationMode) -> [Misspelling] {
        let misspelled = misspelledWords(in: text, mode: mode)
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
                word: token.text, line: firstLine + low, column: token.utf16Range.lowerBound - lineStarts[low] + 1,
                length: token.utf16Range.count)
        }
    }
}
