import Foundation

/// The `hunspell` command, the independent oracle of every spelling test.
///
/// It always runs in the `C.UTF-8` locale with a personal dictionary that
/// does not exist, so nothing from the machine's `$HOME` changes its verdicts.
public enum HunspellOracle {
    /// The command's path.
    public static let path = "/usr/bin/hunspell"

    /// Whether the command is installed (`make deps-test` installs it).
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// What the command failed with.
    public struct Failure: Error, CustomStringConvertible {
        /// The command's exit status.
        public let status: Int32
        /// Its standard error.
        public let message: String

        /// The status and message.
        public var description: String { "hunspell exited \(status): \(message)" }
    }

    /// The words `hunspell -l` reports for `text`, in order.
    ///
    /// - Parameters:
    ///   - text: The text, given to the command as a file.
    ///   - base: The dictionary's path without `.aff`/`.dic`.
    ///   - inputEncoding: `-i`'s value, such as `UTF-8` (needed for a
    ///     dictionary that does not say `SET UTF-8`), or nil.
    /// - Returns: The misspelled words, one per reported line.
    /// - Throws: ``Failure`` when the command fails.
    public static func misspelled(_ text: String, dictionaryBase base: String, inputEncoding: String? = nil) throws -> [String] {
        try run(Data(text.utf8), dictionaryBase: base, inputEncoding: inputEncoding, arguments: ["-l"])
    }

    /// The words `hunspell -G` reports for `text`: the correct ones, in order
    /// (how Hunspell's own test suite checks its `.wrong` files).
    ///
    /// - Parameters:
    ///   - text: The text, given to the command as a file.
    ///   - base: The dictionary's path without `.aff`/`.dic`.
    ///   - inputEncoding: `-i`'s value, or nil.
    /// - Returns: The accepted words, one per reported line.
    /// - Throws: ``Failure`` when the command fails.
    public static func accepted(_ text: String, dictionaryBase base: String, inputEncoding: String? = nil) throws -> [String] {
        try run(Data(text.utf8), dictionaryBase: base, inputEncoding: inputEncoding, arguments: ["-G"])
    }

    /// The words `hunspell -l` reports for raw bytes in any encoding (`-i`
    /// names it; without it the command reads the dictionary's own).
    ///
    /// - Parameters:
    ///   - bytes: The text's bytes.
    ///   - base: The dictionary's path without `.aff`/`.dic`.
    ///   - inputEncoding: `-i`'s value, or nil.
    /// - Returns: The misspelled words as raw bytes, one element per line.
    /// - Throws: ``Failure`` when the command fails.
    public static func misspelledBytes(_ bytes: Data, dictionaryBase base: String, inputEncoding: String? = nil) throws -> [Data] {
        let output = try runRaw(bytes, dictionaryBase: base, inputEncoding: inputEncoding, arguments: ["-l"])
        return output.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map { Data($0) }
    }

    private static func run(_ bytes: Data, dictionaryBase base: String, inputEncoding: String?, arguments: [String]) throws -> [String] {
        let data = try runRaw(bytes, dictionaryBase: base, inputEncoding: inputEncoding, arguments: arguments)
        // Split on the scalar: a word may end in "\r", and "\r\n" is one Character.
        return String(decoding: data, as: UTF8.self).unicodeScalars
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { String(String.UnicodeScalarView($0)) }
    }

    /// Runs the command with `arguments` on `bytes` (given as a file) and returns its output.
    private static func runRaw(_ bytes: Data, dictionaryBase base: String, inputEncoding: String?, arguments mode: [String]) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.txt")
        try bytes.write(to: input)
        var arguments = ["-d", base, "-p", folder.appendingPathComponent("no-personal-dictionary").path] + mode
        if let inputEncoding { arguments += ["-i", inputEncoding] }
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        let result = try OracleProcess.run(path, arguments + [input.path], environment: environment)
        guard result.status == 0 else {
            throw Failure(status: result.status, message: String(decoding: result.errors, as: UTF8.self))
        }
        return result.output
    }

    /// The words `hunspell -l` reports for `text` with a shipped dictionary.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - dictionary: A dictionary of `Dictionaries/`, such as `en_US`.
    /// - Returns: The misspelled words, in order.
    /// - Throws: ``Failure`` when the command fails.
    public static func misspelled(_ text: String, dictionary: String) throws -> [String] {
        try misspelled(text, dictionaryBase: Repository.dictionaryBase(dictionary))
    }

    /// What `hunspell -a` (the ispell pipe protocol) answers to `input`,
    /// line by line, its version line included.
    ///
    /// - Parameters:
    ///   - input: The lines sent, each ending in a line feed.
    ///   - base: The dictionary's path without `.aff`/`.dic`.
    /// - Returns: The lines written back, without their line feeds.
    /// - Throws: ``Failure`` when the command fails.
    public static func pipe(_ input: String, dictionaryBase base: String) throws -> [String] {
        try run(Data(input.utf8), dictionaryBase: base, inputEncoding: nil, arguments: ["-a"])
    }

    /// What `hunspell -a` answers to `input` with a shipped dictionary.
    ///
    /// - Parameters:
    ///   - input: The lines sent, each ending in a line feed.
    ///   - dictionary: A dictionary of `Dictionaries/`, such as `en_US`.
    /// - Returns: The lines written back, without their line feeds.
    /// - Throws: ``Failure`` when the command fails.
    public static func pipe(_ input: String, dictionary: String) throws -> [String] {
        try pipe(input, dictionaryBase: Repository.dictionaryBase(dictionary))
    }

    /// Hunspell's suggestions for each word, as `hunspell -a` gives them
    /// (empty for a correct word or one without suggestions).
    ///
    /// - Parameters:
    ///   - words: The words, one per line sent (each behind `^`).
    ///   - dictionary: A dictionary of `Dictionaries/`, such as `en_US`.
    /// - Returns: One list per word.
    /// - Throws: ``Failure`` when the command fails.
    public static func suggestions(for words: [String], dictionary: String) throws -> [[String]] {
        let answer = try pipe(words.map { "^" + $0 + "\n" }.joined(), dictionary: dictionary).dropFirst()
        var result: [[String]] = []
        var current: [String] = []
        for line in answer {
            if line.isEmpty {
                result.append(current)
                current = []
            } else if line.hasPrefix("&"), let colon = line.range(of: ": ") {
                current = line[colon.upperBound...].components(separatedBy: ", ")
            }
        }
        return result
    }
}
