import Foundation
import Testing
import WordKitTestSupport

/// Control characters in user text, deck fields and file names are shown
/// escaped (`\u{1B}`), never sent to the terminal raw.
@Suite struct TerminalSafetyTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-safe-\(UUID().uuidString)")

    /// Runs `wordkit arguments` with standard output on a pseudo-terminal (`script`), and returns all it printed.
    func onTerminal(_ arguments: [String]) throws -> String {
        let command = ([WordKitProcess.binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command.joined(separator: " "), "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["WORDKIT_HOME"] = home.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func anImportedDeckIsShownEscapedAtATerminal() throws {
        let file = home.appendingPathComponent("evil.txt")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data("bad\u{1B}[2Jprompt\tans\u{7}wer\n".utf8).write(to: file)
        let imported = try WordKitProcess.run(["deck", "import", file.path, "--id", "evil"], environment: ["WORDKIT_HOME": home.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let shown = try onTerminal(["deck", "show", "evil"])
        #expect(!shown.unicodeScalars.contains("\u{1B}"))
        #expect(!shown.unicodeScalars.contains("\u{7}"))
        #expect(shown.contains(#"bad\u{1B}[2Jprompt"#))
        // To a file the deck is data, written as it is.
        let piped = try WordKitProcess.run(["deck", "show", "evil"], environment: ["WORDKIT_HOME": home.path])
        #expect(piped.stdout.unicodeScalars.contains("\u{1B}"))
    }

    @Test func argumentsInMessagesAreEscaped() throws {
        let result = try WordKitProcess.run(["check", "--lang", "\u{1B}[31mxx", "word"])
        #expect(result.status == 64)
        #expect(!result.stderr.unicodeScalars.contains("\u{1B}"))
        #expect(result.stderr.contains(#"\u{1B}[31mxx"#))
        let missing = try WordKitProcess.run(["deck", "import", "/nonexistent/\u{7}file"])
        #expect(missing.status == 66)
        #expect(!missing.stderr.unicodeScalars.contains("\u{7}"))
    }
}
