import Dispatch
import Spelling
import Synchronization

/// A misspelled word on one line.
public struct LineFinding: Sendable, Hashable {
    /// The word as written.
    public var word: String
    /// Where it stands on its line, in UTF-16 code units.
    public var utf16Range: Range<Int>
}

/// Checks masked lines with one `Spelling.SpellChecker`, remembering each line's
/// answer by its text, so that re-checking a document after an edit asks
/// Hunspell only about the lines that changed.
///
/// Verdicts are the checker's own, a line at a time, with WordKit's
/// tokenization: exactly what `wordkit check` says about the same text
/// (words never span lines). For code, a misspelled word made of several
/// identifier parts (`recieveData`, `max_lenght`) is reported by its parts
/// that are misspelled.
public final class LineSpeller {
    /// The checker asked.
    public let checker: SpellChecker
    private var cache: [String: [LineFinding]] = [:]
    private var splitCache: [String: [LineFinding]] = [:]
    /// Lines remembered before the cache is emptied.
    static let cacheLimit = 100_000

    /// A speller over `checker`.
    ///
    /// - Parameter checker: The language's checker (with the user's learned words).
    public init(checker: SpellChecker) {
        self.checker = checker
    }

    /// Forgets every answer (after the learned words change).
    public func forget() {
        cache.removeAll()
        splitCache.removeAll()
    }

    /// The misspelled words of one masked line.
    ///
    /// - Parameters:
    ///   - line: The line, with what is not prose already replaced by spaces.
    ///   - splitIdentifiers: Whether to split identifiers (source code).
    /// - Returns: The misspellings, in order.
    /// - Complexity: A dictionary lookup for a line seen before; otherwise
    ///   what the checker takes for the line.
    public func findings(in line: String, splitIdentifiers: Bool) -> [LineFinding] {
        if line.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return [] }
        if let known = splitIdentifiers ? splitCache[line] : cache[line] { return known }
        var found = checker.misspelledWords(in: line).map { LineFinding(word: $0.text, utf16Range: $0.utf16Range) }
        if splitIdentifiers { found = found.flatMap(splitting) }
        if cache.count + splitCache.count >= Self.cacheLimit { forget() }
        if splitIdentifiers { splitCache[line] = found } else { cache[line] = found }
        return found
    }

    /// The misspelled words of many masked lines (a document being opened):
    /// lines seen before come from the cache, the others are checked on every
    /// core when there are many of them.
    ///
    /// - Parameters:
    ///   - lines: The masked lines.
    ///   - splitIdentifiers: Whether to split identifiers (source code).
    /// - Returns: Each line's misspellings, in order.
    public func findings(in lines: [String], splitIdentifiers: Bool) -> [[LineFinding]] {
        var result = [[LineFinding]](repeating: [], count: lines.count)
        var missing: [Int] = []
        for (index, line) in lines.enumerated() where !line.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
            if let known = splitIdentifiers ? splitCache[line] : cache[line] {
                result[index] = known
            } else {
                missing.append(index)
            }
        }
        let chunkCount = missing.count < 256 ? 1 : 8
        let checker = self.checker
        let chunks = ChunkResults()
        let work = missing
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let lower = work.count * chunk / chunkCount
            let upper = work.count * (chunk + 1) / chunkCount
            let found = work[lower..<upper].map { index in
                checker.misspelledWords(in: lines[index]).map { LineFinding(word: $0.text, utf16Range: $0.utf16Range) }
            }
            chunks.store(found, at: chunk)
        }
        for (index, found) in zip(work, chunks.joined(count: chunkCount)) {
            let final = splitIdentifiers ? found.flatMap(splitting) : found
            if cache.count + splitCache.count >= Self.cacheLimit { forget() }
            if splitIdentifiers { splitCache[lines[index]] = final } else { cache[lines[index]] = final }
            result[index] = final
        }
        return result
    }

    /// A misspelled identifier's misspelled parts; the word itself when it is one part.
    private func splitting(_ finding: LineFinding) -> [LineFinding] {
        let parts = IdentifierParts.split(finding.word)
        guard parts.count > 1 else { return [finding] }
        return parts.compactMap { part in
            guard part.text.count > 1, part.text.contains(where: \.isLetter), !checker.isCorrect(part.text) else { return nil }
            let start = finding.utf16Range.lowerBound + part.utf16Offset
            return LineFinding(word: part.text, utf16Range: start..<start + part.text.utf16.count)
        }
    }
}

/// Results of chunks of lines checked on several threads.
private final class ChunkResults: Sendable {
    private let storage = Mutex<[Int: [[LineFinding]]]>([:])

    func store(_ found: [[LineFinding]], at chunk: Int) {
        storage.withLock { $0[chunk] = found }
    }

    /// The chunks' results in order, one entry per line.
    func joined(count: Int) -> [[LineFinding]] {
        storage.withLock { stored in (0..<count).flatMap { stored[$0] ?? [] } }
    }
}

/// Splits identifiers into words: `recieveData` → `recieve`, `Data`;
/// `max_lenght` → `max`, `lenght`; `HTTPServer` → `HTTP`, `Server`.
public enum IdentifierParts {
    /// The parts of `identifier`, each with its UTF-16 offset in it.
    ///
    /// - Parameter identifier: A word or identifier.
    /// - Returns: Its parts, in order; digits and underscores separate parts and are left out.
    public static func split(_ identifier: String) -> [(text: String, utf16Offset: Int)] {
        let characters = Array(identifier)
        var parts: [(text: String, utf16Offset: Int)] = []
        var current = ""
        var currentOffset = 0
        var offset = 0
        func flush() {
            if !current.isEmpty { parts.append((current, currentOffset)) }
            current = ""
        }
        for (index, character) in characters.enumerated() {
            defer { offset += character.utf16.count }
            if character == "_" || character.isNumber {
                flush()
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let lowerToUpper = previous.isLowercase && character.isUppercase
                let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                if lowerToUpper || acronymEnd { flush() }
            }
            if current.isEmpty { currentOffset = offset }
            current.append(character)
        }
        flush()
        return parts
    }
}
