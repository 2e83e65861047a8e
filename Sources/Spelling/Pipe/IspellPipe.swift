import Foundation

/// The ispell pipe protocol (`ispell -a`, `hunspell -a`), spoken line by
/// line, so that editors that drive ispell (Emacs's ispell.el and flyspell,
/// for example) can check text with WordKit.
///
/// A session answers each input line with the lines to write back, as
/// `hunspell -a` 1.7 does:
///
/// - a line of text is checked word by word: `*` for a correct word, `&
///   word count offset: s1, s2, …` for a misspelled word with corrections,
///   `# word offset` for one without; then an empty line. Offsets count
///   characters (Unicode scalars) from the start of the line as sent;
/// - `^text` checks `text` (offsets still count the `^`), so text may start
///   with a command character;
/// - `*word` adds a word to the personal dictionary, `&word` adds it in
///   lowercase, `@word` accepts it for this session, `#` saves the personal
///   dictionary; `!` and `%` turn terse mode (no `*` lines) on and off; `+`,
///   `-`, `~…` and `$$…` (TeX mode, formatter and other settings) are
///   accepted and change nothing. None of these print anything.
///
/// Corrections are ``SpellChecker/suggestions(for:limit:)``. Lines are read
/// as UTF-8; a line that is not valid UTF-8 is read as ISO 8859-1 and
/// answered in it (what ispell.el sends for ispell's default dictionary),
/// unless ``Encoding`` is fixed.
public struct IspellPipe {
    /// How input lines are decoded and answers encoded.
    public enum Encoding: Sendable, Equatable {
        /// UTF-8, or ISO 8859-1 for a line that is not valid UTF-8.
        case automatic
        /// UTF-8 only (invalid bytes are replaced).
        case utf8
        /// ISO 8859-1 (Latin-1) only; corrections it cannot encode are left out.
        case latin1
    }

    /// The first line a session writes, which ispell.el checks for: ispell's
    /// version (3.2.06) and, in parentheses, the real program.
    ///
    /// - Parameter version: WordKit's version.
    /// - Returns: The line, with its line feed.
    public static func banner(version: String) -> String {
        "@(#) International Ispell Version 3.2.06 (but really WordKit \(version))\n"
    }

    private let checker: SpellChecker
    private let encoding: Encoding
    private let limit: Int
    private let personalDictionary: URL?
    /// Words accepted as written (personal dictionary and `@`).
    private var accepted: Set<String> = []
    /// Words added with `*` or `&` and not yet saved.
    private var unsaved: [String] = []
    private var terse = false

    /// Starts a session.
    ///
    /// - Parameters:
    ///   - checker: The checker to use.
    ///   - encoding: How lines are decoded (default: UTF-8, else Latin-1).
    ///   - personalDictionary: A personal word list (one word a line, as
    ///     `hunspell -p`), read now and appended to by `#`; nil to save words
    ///     into the checker's learned words instead.
    ///   - limit: The most corrections per word.
    public init(checker: SpellChecker, encoding: Encoding = .automatic, personalDictionary: URL? = nil, limit: Int = SpellChecker.defaultSuggestionLimit) {
        self.checker = checker
        self.encoding = encoding
        self.limit = limit
        self.personalDictionary = personalDictionary
        if let personalDictionary, let text = try? String(contentsOf: personalDictionary, encoding: .utf8) {
            for line in text.split(whereSeparator: \.isNewline) {
                let word = line.prefix { $0 != "/" }.trimmingCharacters(in: .whitespaces)
                if !word.isEmpty { accepted.insert(SpellChecker.normalize(word)) }
            }
        }
    }

    /// The answer to one input line (without its line feed), as bytes to write.
    ///
    /// - Parameter line: The line's bytes; a final carriage return is ignored.
    /// - Returns: The lines to write back, each with its line feed; empty
    ///   for a command.
    /// - Throws: A file error when `#` cannot save the personal dictionary.
    public mutating func respond(to line: some Collection<UInt8>) throws -> [UInt8] {
        var bytes = Array(line)
        if bytes.last == 0x0D { bytes.removeLast() }
        let (text, latin1) = decode(bytes)
        let answer = try respond(to: text, latin1: latin1)
        return latin1 ? Self.latin1(answer) : Array(answer.utf8)
    }

    /// The answer to one decoded input line.
    ///
    /// - Parameter line: The line, without its line feed.
    /// - Returns: The lines to write back, each with its line feed.
    /// - Throws: A file error when `#` cannot save the personal dictionary.
    public mutating func respond(to line: String) throws -> String {
        try respond(to: line, latin1: encoding == .latin1)
    }

    private mutating func respond(to line: String, latin1: Bool) throws -> String {
        guard let command = line.unicodeScalars.first else { return "\n" }
        let argument = String(line.unicodeScalars.dropFirst()).trimmingCharacters(in: .whitespaces)
        switch command {
        case "^":
            return check(String(line.unicodeScalars.dropFirst()), offset: 1, latin1: latin1)
        case "*":
            add(argument)
        case "&":
            add(argument.lowercased())
        case "@":
            if !argument.isEmpty { accepted.insert(SpellChecker.normalize(argument)) }
        case "#":
            try save()
        case "!":
            terse = true
        case "%":
            terse = false
        case "+", "-", "~", "$", "`":
            break
        default:
            return check(line, offset: 0, latin1: latin1)
        }
        return ""
    }

    private mutating func add(_ word: String) {
        guard !word.isEmpty else { return }
        let normalized = SpellChecker.normalize(word)
        if accepted.insert(normalized).inserted { unsaved.append(normalized) }
    }

    private mutating func save() throws {
        defer { unsaved.removeAll() }
        guard !unsaved.isEmpty else { return }
        if let personalDictionary {
            let handle: FileHandle
            if FileManager.default.fileExists(atPath: personalDictionary.path) {
                handle = try FileHandle(forWritingTo: personalDictionary)
                try handle.seekToEnd()
            } else {
                try Data().write(to: personalDictionary)
                handle = try FileHandle(forWritingTo: personalDictionary)
            }
            defer { try? handle.close() }
            try handle.write(contentsOf: Data(unsaved.map { $0 + "\n" }.joined().utf8))
        } else if let learned = checker.learnedWords {
            for word in unsaved { try learned.learn(word) }
        }
    }

    /// Whether a word was accepted in this session (`@`, `*`, `&`, or the
    /// personal dictionary), with Hunspell's rule for case: an entry also
    /// accepts its all-capitals form, and a lowercase entry its capitalised one.
    private func isAccepted(_ word: String) -> Bool {
        if accepted.contains(word) { return true }
        switch CasePattern(of: word) {
        case .capitalised:
            let lower = word.lowercased()
            return CasePattern.capitalised.apply(to: lower) == word && accepted.contains(lower)
        case .upper:
            return accepted.contains { $0.uppercased() == word }
        case .lower:
            return false
        }
    }

    /// The misspelled words of one line, one a line, as `ispell -l` prints
    /// them (in the line's encoding).
    ///
    /// - Parameter line: The line's bytes, without its line feed.
    /// - Returns: The bytes to write.
    public func misspelledWords(in line: some Collection<UInt8>) -> [UInt8] {
        var bytes = Array(line)
        if bytes.last == 0x0D { bytes.removeLast() }
        let (text, latin1) = decode(bytes)
        let words = checker.misspelledWords(in: text).map(\.text).filter { !isAccepted($0) }
        let answer = words.map { $0 + "\n" }.joined()
        return latin1 ? Self.latin1(answer) : Array(answer.utf8)
    }

    /// Checks a line of text; `offset` is added to every word's position,
    /// and for a Latin-1 answer corrections it cannot hold are left out.
    private func check(_ text: String, offset: Int, latin1: Bool) -> String {
        var output = ""
        let tokens = checker.checkedWords(in: text, mode: .wordkit)
        // UTF-16 offset → character (Unicode scalar) offset.
        var scalarOffsets: [Int: Int] = [:]
        var utf16 = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            scalarOffsets[utf16] = index
            utf16 += UTF16.width(scalar)
        }
        for (token, correct) in tokens {
            if correct || isAccepted(token.text) {
                if !terse { output += "*\n" }
                continue
            }
            let position = (scalarOffsets[token.utf16Range.lowerBound] ?? 0) + offset
            let corrections = checker.suggestions(for: token.text, limit: limit).filter { word in
                !latin1 || word.unicodeScalars.allSatisfy { $0.value <= 0xFF }
            }
            if corrections.isEmpty {
                output += "# \(token.text) \(position)\n"
            } else {
                output += "& \(token.text) \(corrections.count) \(position): \(corrections.joined(separator: ", "))\n"
            }
        }
        return output + "\n"
    }

    /// Decodes a line; the flag says whether it was read as Latin-1.
    private func decode(_ bytes: [UInt8]) -> (String, Bool) {
        switch encoding {
        case .latin1:
            return (Self.fromLatin1(bytes), true)
        case .utf8:
            return (String(decoding: bytes, as: UTF8.self), false)
        case .automatic:
            if let text = String(validating: bytes, as: UTF8.self) { return (text, false) }
            return (Self.fromLatin1(bytes), true)
        }
    }

    private static func fromLatin1(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        return String(scalars)
    }

    /// Encodes an answer as Latin-1, dropping characters it cannot hold.
    private static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.compactMap { $0.value <= 0xFF ? UInt8($0.value) : nil }
    }
}
