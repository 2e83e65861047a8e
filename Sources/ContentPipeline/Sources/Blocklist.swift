import Foundation

/// Words never offered to players: profanity and slurs
/// (`Dictionaries/blocklists/<lang>.txt`).
///
/// One entry a line; `#` starts a comment. `word` blocks that word only,
/// `stem*` every word starting with `stem`, `*part*` every word containing
/// `part`.
public struct Blocklist: Sendable, Equatable {
    /// Words blocked exactly.
    public private(set) var exact: Set<String> = []
    /// Beginnings that block every word starting with them.
    public private(set) var prefixes: [String] = []
    /// Pieces that block every word containing them.
    public private(set) var infixes: [String] = []

    /// An empty blocklist.
    public init() {}

    /// A blocklist of exactly these words.
    ///
    /// - Parameter words: Lowercase words in NFC.
    public init(words: Set<String>) {
        exact = words
    }

    /// Parses a maintained list of one word or phrase a line in any letter
    /// case (the format of "List of Dirty, Naughty, Obscene, and Otherwise
    /// Bad Words"), less the `exceptions`.
    ///
    /// - Parameters:
    ///   - text: The list.
    ///   - exceptions: Words the list has that are kept (their everyday sense is innocent).
    /// - Returns: A blocklist of exact words and phrases.
    public static func maintained(text: String, exceptions: Blocklist) -> Blocklist {
        var words: Set<String> = []
        for line in text.split(separator: "\n") {
            let entry = line.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().precomposedStringWithCanonicalMapping
            if !entry.isEmpty, !exceptions.blocks(entry) { words.insert(entry) }
        }
        return Blocklist(words: words)
    }

    /// Parses a blocklist file.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The file's path, for error messages.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for an entry
    ///   with spaces, upper case or a misplaced `*`.
    public init(text: String, path: String) throws {
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let entry = line.precomposedStringWithCanonicalMapping
            let core = entry.trimmingCharacters(in: CharacterSet(charactersIn: "*"))
            guard !core.isEmpty, !core.contains("*"), !core.contains(" "), core == core.lowercased() else {
                throw ContentError.malformedLine(path: path, line: lineNumber, reason: "expected one lowercase word, stem* or *part*, got \"\(line)\"")
            }
            switch (entry.hasPrefix("*"), entry.hasSuffix("*")) {
            case (false, false): exact.insert(core)
            case (false, true): prefixes.append(core)
            case (true, true): infixes.append(core)
            case (true, false):
                throw ContentError.malformedLine(path: path, line: lineNumber, reason: "\"*\(core)\" is not supported; use *\(core)* or \(core)*")
            }
        }
        prefixes.sort()
        infixes.sort()
    }

    /// Adds every entry of `other`.
    ///
    /// - Parameter other: Another blocklist.
    public mutating func merge(_ other: Blocklist) {
        exact.formUnion(other.exact)
        prefixes = Array(Set(prefixes + other.prefixes)).sorted()
        infixes = Array(Set(infixes + other.infixes)).sorted()
    }

    /// Whether `word` is blocked.
    ///
    /// - Parameter word: A lowercase word in NFC.
    public func blocks(_ word: String) -> Bool {
        exact.contains(word) || prefixes.contains { word.hasPrefix($0) } || infixes.contains { word.contains($0) }
    }
}
