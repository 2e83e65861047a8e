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
        var arguments = ["-l"]
        if let inputEncoding { arguments += ["-i", inputEncoding] }
        return try lines(of: run(arguments, input: text, dictionaryBase: base))
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
        try lines(of: run(["-a"], input: input, dictionaryBase: base))
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

    /// Runs the command on `input` (given as a file) and returns its output.
    private static func run(_ arguments: [String], input: String, dictionaryBase base: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("input.txt")
        try Data(input.utf8).write(to: inputFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-d", base, "-p", folder.appendingPathComponent("no-personal-dictionary").path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(status: process.terminationStatus, message: String(decoding: errorData, as: UTF8.self))
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Lines split on the scalar: a word may end in "\r", and "\r\n" is one Character.
    private static func lines(of output: String) -> [String] {
        output.unicodeScalars
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { String(String.UnicodeScalarView($0)) }
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
}
