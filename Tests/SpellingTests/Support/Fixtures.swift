import Foundation
import Spelling
import Testing

/// The repository's folders, found from this file's place.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let dictionaries = DictionaryDirectory(path: root.appendingPathComponent("Dictionaries").path)
}

/// One checker per language for the whole test run (opening one costs a dictionary load).
enum Checkers {
    static let english = open("en")
    static let spanish = open("es")
    static let italian = open("it")

    static func open(_ language: String) -> SpellChecker {
        do {
            return try SpellChecker(language: language, in: Repository.dictionaries)
        } catch {
            fatalError("cannot open the \(language) dictionary: \(error)")
        }
    }

    static func checker(_ language: String) -> SpellChecker {
        switch language {
        case "es": spanish
        case "it": italian
        default: english
        }
    }
}

/// The `hunspell` command, the independent oracle.
enum HunspellCommand {
    /// The words `hunspell -l` reports for `text`, in order.
    static func misspelled(_ text: String, dictionary: String) throws -> [String] {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-oracle-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let base = Repository.dictionaries.path + "/\(dictionary)/\(dictionary)"
        // `-p` with a file that does not exist: no personal dictionary from $HOME
        // may change the oracle's verdicts.
        let noPersonalDictionary = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-no-personal-\(UUID().uuidString)").path
        process.arguments = ["hunspell", "-d", base, "-p", noPersonalDictionary, "-l", input.path]
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleError.failed(process.terminationStatus)
        }
        // Split on the scalar: a word may end in "\r", and "\r\n" is one Character.
        return String(decoding: data, as: UTF8.self).unicodeScalars
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { String(String.UnicodeScalarView($0)) }
    }

    enum OracleError: Error { case failed(Int32) }
}

/// SplitMix64: a tiny seeded generator so every test input is reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The `.dic` stems of a dictionary (the part before the flags), comments skipped.
func dictionaryStems(_ name: String) throws -> [String] {
    let path = Repository.dictionaries.path + "/\(name)/\(name).dic"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").dropFirst().compactMap { line in
        guard let first = line.first, first != "/", first != "\t", first != "#" else { return nil }
        var stem = ""
        var escaped = false
        for character in line {
            if escaped { stem.append(character); escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if character == "/" || character == "\t" || character == " " { break }
            stem.append(character)
        }
        return stem.isEmpty ? nil : stem
    }
}

/// Where two word lists first differ, or nil when they are equal: a short
/// failure message instead of two lists of thousands of words.
func firstDifference(_ actual: [String], _ expected: [String]) -> String? {
    guard actual != expected else { return nil }
    let index = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actual.count, expected.count)
    func around(_ words: [String]) -> [String] { Array(words[max(0, index - 2)..<min(words.count, index + 3)]) }
    return "lists differ at word \(index) (of \(actual.count) vs \(expected.count)): wordkit \(around(actual)) vs hunspell \(around(expected))"
}
