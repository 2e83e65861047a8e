import Foundation

/// Runs the `hunspell` command as an independent oracle for expansion tests.
///
/// Tests that use it are enabled only where the command is installed.
enum HunspellCommand {
    static let path = "/usr/bin/hunspell"

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// The words of `words` that Hunspell rejects with the given pair.
    ///
    /// - Parameters:
    ///   - words: Words to check, one per line on Hunspell's input.
    ///   - fixture: The `.aff`/`.dic` pair, written to a temporary folder.
    /// - Returns: The rejected words (`hunspell -l`).
    static func rejected(_ words: [String], fixture: Fixture) throws -> Set<String> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lexicon-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(fixture.aff.utf8).write(to: folder.appendingPathComponent("t.aff"))
        try Data(fixture.dic.utf8).write(to: folder.appendingPathComponent("t.dic"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        // -i UTF-8: in the C locale hunspell would split words at accented letters.
        process.arguments = ["-i", "UTF-8", "-d", folder.appendingPathComponent("t").path, "-l"]
        process.environment = ["LC_ALL": "C.UTF-8"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data((words.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }
}
