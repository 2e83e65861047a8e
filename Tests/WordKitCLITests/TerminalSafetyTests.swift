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
    }

    /// Deck text shown for reading is escaped on a pipe too (`| less -R`
    /// passes raw sequences on): escapes, OSC 52 (set the clipboard), OSC 8
    /// (a link), bell, a bidi override and zero-width characters. `deck
    /// export` stays byte-faithful on a pipe and is escaped at a terminal.
    @Test func deckTextIsEscapedOnAPipeAndExportedAsItIs() throws {
        let prompt = "pay\u{1B}]52;c;cm0gLXJmIH4=\u{7}me\u{202E}gnp.exe"
        let answer = "\u{1B}]8;;http://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\ zero\u{200B}width \u{2066}iso\u{2069} soft\u{AD}hyphen"
        let joined = "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645} \u{1F468}\u{200D}\u{1F469}"
        let file = home.appendingPathComponent("evil.txt")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data("\(prompt)\t\(answer)\ncasa\t\(joined)\n".utf8).write(to: file)
        let environment = ["WORDKIT_HOME": home.path]
        let imported = try WordKitProcess.run(["deck", "import", file.path, "--id", "evil"], environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        let hidden: [Unicode.Scalar] = ["\u{1B}", "\u{7}", "\u{202E}", "\u{200B}", "\u{2066}", "\u{AD}"]
        for arguments in [["deck", "show", "evil"], ["deck", "list"], ["deck", "stats", "evil"]] {
            let piped = try WordKitProcess.run(arguments, environment: environment)
            #expect(piped.status == 0, "\(arguments): \(piped.stderr)")
            #expect(!piped.stdout.unicodeScalars.contains { hidden.contains($0) }, "\(arguments): \(piped.stdout)")
        }
        let shown = try WordKitProcess.run(["deck", "show", "evil"], environment: environment).stdout
        #expect(shown.contains(#"pay\u{1B}]52;c;cm0gLXJmIH4=\u{7}me\u{202E}gnp.exe"#), "\(shown)")
        #expect(shown.contains(#"zero\u{200B}width \u{2066}iso\u{2069} soft\u{AD}hyphen"#), "\(shown)")
        // A joiner between two visible characters hides nothing and is kept.
        #expect(shown.contains(joined), "\(shown)")
        // The export is data: byte for byte on a pipe, escaped at a terminal.
        let exported = try WordKitProcess.run(["deck", "export", "evil"], environment: environment).stdout
        #expect(exported.contains(prompt) && exported.contains(answer), "\(exported)")
        let atTerminal = try onTerminal(["deck", "export", "evil"])
        #expect(!atTerminal.unicodeScalars.contains { hidden.contains($0) }, "\(atTerminal)")
        #expect(atTerminal.contains(#"\u{202E}gnp.exe"#))
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
