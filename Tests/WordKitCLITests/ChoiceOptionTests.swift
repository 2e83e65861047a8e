import ArgumentParser
import GameKernel
import Testing
import WordKitPlay

@testable import wordkit

/// The options that take one of a few words (Sources/wordkit/Support/ChoiceOption.swift),
/// in-process: the parser reads them into the libraries' enums in any letter
/// case, their help lists every word, and a word they do not take is a usage
/// error naming the option, the value and the words it takes.
@Suite struct ChoiceOptionTests {
    @Test func theParserReadsTheLibrariesEnumsInAnyLetterCase() throws {
        let scramble = try PlayScramble.parse(["--json", "--rules", "HWS", "--difficulty", "hard"])
        #expect(scramble.rules == .hws)
        #expect(scramble.difficulty == .hard)
        let plain = try PlayScramble.parse(["--json"])
        #expect(plain.rules == nil && plain.difficulty == nil)
        for kind in GameKind.allCases {
            #expect(try HistoryCommand.parse(["--game", kind.rawValue.uppercased()]).game == kind)
        }
        #expect(try HistoryCommand.parse([]).game == nil)
        // A key is read as `SettingKey(typed:)` reads it.
        #expect(try SettingsCommand.parse(["TIME_LIMIT"]).key == .timeLimit)
        #expect(try SettingsCommand.parse(["newPerDay", "3"]).key == .newPerDay)
        #expect(try PipeCommand.parse(["-i", "latin1"]).encoding == .latin1)
        #expect(try PipeCommand.parse(["-i", "iso-8859-1"]).encoding?.encoding == .latin1)
        #expect(try PipeCommand.parse(["-i", "utf8"]).encoding?.encoding == .utf8)
    }

    /// The error of each command parsing `arguments`, as the parser prints it.
    private func failure<Command: ParsableCommand>(_ command: Command.Type, _ arguments: [String]) -> (message: String, code: Int32)? {
        do {
            _ = try Command.parse(arguments)
            return nil
        } catch {
            return (Command.message(for: error), Command.exitCode(for: error).rawValue)
        }
    }

    @Test func anUnknownWordIsAUsageErrorNamingTheOptionTheValueAndTheWords() throws {
        let cases: [(message: String, code: Int32)?] = [
            failure(PlayScramble.self, ["--rules", "chess"]), failure(PlayScramble.self, ["--difficulty", "extreme"]),
            failure(HistoryCommand.self, ["--game", "chess"]), failure(PipeCommand.self, ["-i", "EBCDIC"]),
        ]
        let expected = [
            "--rules chess is unknown; choose one of " + ScrambleRuleSet.allCases.map(\.rawValue).joined(separator: ", "),
            "--difficulty extreme is unknown; choose one of " + RootDifficulty.allCases.map(\.rawValue).joined(separator: ", "),
            "--game chess is unknown; choose one of " + GameKind.allCases.map(\.rawValue).joined(separator: ", "),
            "-i EBCDIC is unknown; choose one of UTF-8, ISO8859-1",
        ]
        for (result, text) in zip(cases, expected) {
            let result = try #require(result, "\(text)")
            #expect(result.code == 64)
            #expect(result.message.contains(text), "\(result.message)")
        }
        let key = try #require(failure(SettingsCommand.self, ["colour"]))
        #expect(key.code == 64)
        #expect(key.message.contains("unknown setting 'colour'; the settings are: "))
        for setting in SettingKey.allCases { #expect(key.message.contains("\(setting.rawValue) (\(setting.summary))")) }
    }

    @Test func theHelpListsEveryWordWithWhatItMeans() {
        // The help wraps its lines; read it as one line of words.
        func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let scramble = words(PlayScramble.helpMessage())
        for difficulty in RootDifficulty.allCases { #expect(scramble.contains(words("\(difficulty.rawValue) - \(difficulty.meaning)"))) }
        for rules in ScrambleRuleSet.allCases { #expect(scramble.contains(words("\(rules.rawValue) - \(rules.meaning)"))) }
        let history = words(HistoryCommand.helpMessage())
        for kind in GameKind.allCases { #expect(history.contains("\(kind.rawValue) - \(GameCatalog.title(of: .game(kind)))")) }
        let pipe = words(PipeCommand.helpMessage())
        #expect(pipe.contains("UTF-8 - UTF-8 only") && pipe.contains("ISO8859-1 - ISO 8859-1 (Latin-1) only"))
        let settings = words(SettingsCommand.helpMessage())
        for key in SettingKey.allCases { #expect(settings.contains(words("\(key.rawValue) - \(key.summary)"))) }
    }
}
