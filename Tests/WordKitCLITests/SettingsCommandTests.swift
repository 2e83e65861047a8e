import Foundation
import Testing

/// `wordkit settings`: the saved defaults of `wordkit play`, end to end.
@Suite struct SettingsCommandTests {
    /// A fresh WORDKIT_HOME for one test.
    static func makeHome() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-settings-\(UUID().uuidString)")
    }

    /// Runs `wordkit arguments…` in `home`.
    static func wordkit(_ arguments: [String], home: URL, input: String = "") throws -> WordKitProcess.Result {
        try WordKitProcess.run(arguments, input: Data(input.utf8), environment: ["WORDKIT_HOME": home.path])
    }

    @Test func valuesRoundTripThroughTheFile() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let unset = try Self.wordkit(["settings"], home: home)
        #expect(unset.status == 0)
        #expect(unset.lines == [
            "language = -", "length = -", "rules = -", "difficulty = -", "time-limit = -", "lives = -", "size = -", "cards = -",
            "new-per-day = -", "retention = -", "deck = -", "speak = -",
        ])
        for (key, value) in [
            ("language", "es"), ("length", "7"), ("rules", "hws"), ("time-limit", "30"), ("lives", "3"), ("size", "4"), ("cards", "12"),
            ("new-per-day", "5"), ("retention", "0.85"), ("deck", "en-es-top500"), ("speak", "on"),
        ] {
            let set = try Self.wordkit(["settings", key, value], home: home)
            #expect(set.status == 0, "\(key): \(set.stderr)")
            #expect(try Self.wordkit(["settings", key], home: home).lines == [value])
        }
        let all = try Self.wordkit(["settings"], home: home)
        #expect(all.lines == [
            "language = es", "length = 7", "rules = hws", "difficulty = -", "time-limit = 30", "lives = 3", "size = 4", "cards = 12",
            "new-per-day = 5", "retention = 0.85", "deck = en-es-top500", "speak = on",
        ])
        // The file: pretty JSON with sorted keys.
        let file = home.appendingPathComponent("config/settings.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"language\" : \"es\""))
        let keys = text.split(separator: "\n").compactMap { line in line.split(separator: "\"").dropFirst().first.map(String.init) }
        #expect(keys == keys.sorted())
        // --reset clears one key, then all.
        #expect(try Self.wordkit(["settings", "--reset", "lives"], home: home).status == 0)
        #expect(try Self.wordkit(["settings", "lives"], home: home).lines == ["-"])
        #expect(try Self.wordkit(["settings", "length"], home: home).lines == ["7"])
        #expect(try Self.wordkit(["settings", "--reset"], home: home).status == 0)
        #expect(try Self.wordkit(["settings", "length"], home: home).lines == ["-"])
    }

    @Test func invalidKeysAndValuesAreUsageErrorsThatListTheChoices() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let unknownKey = try Self.wordkit(["settings", "colour", "red"], home: home)
        #expect(unknownKey.status == 64)
        #expect(unknownKey.stderr.contains("language"))
        #expect(unknownKey.stderr.contains("time-limit"))
        let cases: [(String, String, String)] = [
            ("length", "5", "6 to 9"), ("length", "ten", "6 to 9"), ("rules", "chess", "classic, hws, packt"),
            ("time-limit", "-1", "0 or more"), ("lives", "0", "1 or more"), ("size", "10", "3 to 9"),
            ("language", "xx", "es_ES"), ("cards", "0", "1 or more"), ("new-per-day", "-2", "0 or more"),
            ("retention", "0.999", "0.7 to 0.99"), ("deck", "no-such-deck", "wordkit deck list"), ("speak", "loud", "on or off"),
        ]
        for (key, value, listed) in cases {
            // `--` lets a value start with a dash; without it, `-1` is an unknown flag (also exit 64).
            let result = try Self.wordkit(["settings", key, "--", value], home: home)
            #expect(result.status == 64, "\(key) \(value)")
            #expect(result.stderr.contains(listed), "\(key) \(value): \(result.stderr)")
        }
        #expect(try Self.wordkit(["settings", "time-limit", "-1"], home: home).status == 64)
        // Nothing was saved.
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("config/settings.json").path))
    }

    @Test func settingsAreTheDefaultsOfPlayAndFlagsWin() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try Self.wordkit(["settings", "lives", "3"], home: home).status == 0)
        #expect(try Self.wordkit(["settings", "size", "4"], home: home).status == 0)
        let guess = try Self.wordkit(["play", "guess", "--json", "--seed", "1"], home: home)
        #expect(guess.status == 0)
        #expect(Self.events(guess).first?["lives"] as? Int == 3)
        let flagged = try Self.wordkit(["play", "guess", "--json", "--seed", "1", "--lives", "5"], home: home)
        #expect(Self.events(flagged).first?["lives"] as? Int == 5)
        let lights = try Self.wordkit(["play", "lights", "--json", "--seed", "1"], home: home)
        #expect(lights.status == 0)
        #expect(Self.events(lights).first?["size"] as? Int == 4)
        let sized = try Self.wordkit(["play", "lights", "--json", "--seed", "1", "--size=6"], home: home)
        #expect(Self.events(sized).first?["size"] as? Int == 6)
        // The deck setting is the default deck; speech on is a flag JSON play takes (and has no use for).
        #expect(try Self.wordkit(["settings", "deck", "es-en-top500"], home: home).status == 0)
        #expect(try Self.wordkit(["settings", "speak", "on"], home: home).status == 0)
        let cards = try Self.wordkit(["play", "flashcards", "--json", "--seed", "1"], home: home)
        #expect(cards.status == 0, "\(cards.stderr)")
        #expect(Self.events(cards).first?["deck"] as? String == "es-en-top500")
        let quiet = try Self.wordkit(["play", "guess", "--json", "--seed", "1", "--no-speak"], home: home)
        #expect(quiet.status == 0, "\(quiet.stderr)")
    }

    /// Saved settings are merged over the options after parsing: an option
    /// not given takes the saved setting, one given wins, whatever its spelling.
    @Test func savedScrambleAndFlashcardsSettingsApplyAndFlagsWin() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        for (key, value) in [("length", "7"), ("rules", "hws"), ("difficulty", "easy"), ("time-limit", "0"), ("cards", "3")] {
            #expect(try Self.wordkit(["settings", key, value], home: home).status == 0)
        }
        let saved = try #require(Self.events(try Self.wordkit(["play", "scramble", "--json", "--seed", "3"], home: home)).first)
        #expect(saved["length"] as? Int == 7 && saved["rules"] as? String == "hws", "\(saved)")
        let flagged = try #require(
            Self.events(try Self.wordkit(["play", "scramble", "--json", "--seed", "3", "--length=6", "--rules", "classic"], home: home)).first)
        #expect(flagged["length"] as? Int == 6 && flagged["rules"] as? String == "classic", "\(flagged)")
        // A bad flag is still refused, even with a valid saved setting.
        #expect(try Self.wordkit(["play", "scramble", "--json", "--length", "12"], home: home).status == 64)
        let cards = try #require(Self.events(try Self.wordkit(["play", "flashcards", "--json", "--seed", "1"], home: home)).first)
        #expect(cards["cards"] as? Int == 3 && cards["timeLimit"] is NSNull, "\(cards)")
        let timed = try #require(
            Self.events(try Self.wordkit(["play", "flashcards", "--json", "--seed", "1", "--limit", "4", "--time-limit", "2.5"], home: home)).first)
        #expect(timed["cards"] as? Int == 4 && timed["timeLimit"] as? Double == 2.5, "\(timed)")
        // Without settings, the table's defaults.
        #expect(try Self.wordkit(["settings", "--reset"], home: home).status == 0)
        let plain = try #require(Self.events(try Self.wordkit(["play", "flashcards", "--json", "--seed", "1"], home: home)).first)
        #expect(plain["cards"] as? Int == 10 && plain["timeLimit"] as? Double == 100, "\(plain)")
        let guess = try #require(Self.events(try Self.wordkit(["play", "guess", "--json", "--seed", "1"], home: home)).first)
        #expect(guess["lives"] as? Int == 6)

        // The help says where each default comes from (read without its line breaks).
        func help(_ arguments: [String]) throws -> String {
            try Self.wordkit(arguments + ["--help"], home: home).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        #expect(try help(["play", "scramble"]).contains("--length <length> The root word's length, 6 to 9 (default: the length setting, else 8)."))
        #expect(try help(["study"]).contains("(default: the retention setting, else 0.9)."))
        #expect(try help(["play", "flashcards"]).contains("(default: the cards setting, else 10)."))
    }

    /// `wordkit settings language X` checks X in the dictionary folder given
    /// (`--dictionaries`), as `:lang` and the game it sets up do, not in the shipped one.
    @Test func languageIsCheckedInTheDictionariesFolderGiven() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        // A folder with one dictionary, of a language the shipped folder does not have.
        let folder = home.appendingPathComponent("dictionaries", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("SET UTF-8\n".utf8).write(to: folder.appendingPathComponent("xx_YY.aff"))
        try Data("2\ncasino\ncosa\n".utf8).write(to: folder.appendingPathComponent("xx_YY.dic"))
        func settings(_ arguments: [String]) throws -> WordKitProcess.Result {
            try WordKitProcess.run(["settings"] + arguments, environment: ["WORDKIT_HOME": home.path, "WORDKIT_DICTIONARIES": ""])
        }
        let set = try settings(["language", "xx", "--dictionaries", folder.path])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout == "language = xx\n")
        #expect(try settings(["language"]).stdout == "xx\n")
        // A language the shipped folder has but the folder given does not is refused, naming those it has.
        let refused = try settings(["language", "es", "--dictionaries", folder.path])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("unknown language 'es'") && refused.stderr.contains("xx_YY"), "\(refused.stderr)")
        #expect(try settings(["language"]).stdout == "xx\n")
        // A folder that is not there is a dictionary problem naming it; nothing is saved.
        let missing = try settings(["language", "es", "--dictionaries", folder.appendingPathComponent("gone").path])
        #expect(missing.status == 72)
        #expect(missing.stderr.contains(folder.appendingPathComponent("gone").path), "\(missing.stderr)")
        // Without --dictionaries, the shipped folder: es is served there, xx is not.
        #expect(try settings(["language", "es"]).status == 0)
        #expect(try settings(["language", "xx"]).status == 64)
        #expect(try settings(["language"]).stdout == "es\n")
    }

    @Test func languageSettingMakesTheNextScrambleSpanish() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let set = try Self.wordkit(["settings", "language", "es"], home: home)
        #expect(set.status == 0, "\(set.stderr)")
        // The repository's own Content and Dictionaries; the end of input ends the round at once.
        let scramble = try Self.wordkit(["play", "scramble", "--json", "--seed", "3"], home: home)
        #expect(scramble.status == 0, "\(scramble.stderr)")
        let start = try #require(Self.events(scramble).first)
        #expect(start["event"] as? String == "start")
        #expect(start["language"] as? String == "es")
        // A flag still wins for one game.
        let english = try Self.wordkit(["play", "scramble", "--json", "--seed", "3", "--lang", "en"], home: home)
        #expect(Self.events(english).first?["language"] as? String == "en")
    }

    @Test func damagedSettingsFileIsSetAsideAndPlayStillStarts() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let file = config.appendingPathComponent("settings.json")
        try Data("{\"lives\": 3, oops".utf8).write(to: file)
        let guess = try Self.wordkit(["play", "guess", "--json", "--seed", "1"], home: home)
        #expect(guess.status == 0)
        #expect(guess.stderr.contains("wordkit: warning:"))
        #expect(guess.stderr.contains("settings.json.damaged"))
        #expect(Self.events(guess).first?["lives"] as? Int == 6)
        #expect(FileManager.default.fileExists(atPath: file.path + ".damaged"))
        // The command works again, without a warning, and can save.
        let listed = try Self.wordkit(["settings", "lives", "4"], home: home)
        #expect(listed.status == 0)
        #expect(listed.stderr.isEmpty)
        #expect(try Self.wordkit(["settings", "lives"], home: home).lines == ["4"])
    }

    @Test func outOfRangeValueInAHandEditedFileIsIgnoredWithAWarning() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("{\"lives\": 0, \"size\": 3}".utf8).write(to: config.appendingPathComponent("settings.json"))
        let guess = try Self.wordkit(["play", "guess", "--json", "--seed", "1"], home: home)
        #expect(guess.status == 0)
        #expect(guess.stderr.contains("ignoring the setting lives"))
        #expect(Self.events(guess).first?["lives"] as? Int == 6)
    }

    /// One value of the wrong type costs that setting alone (before: every
    /// setting was reset and the file set aside).
    @Test(arguments: [#""big""#, "1e308"])
    func aWrongTypedValueIsIgnoredAloneWithAWarning(value: String) throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("{\"lives\": 2, \"size\": \(value)}".utf8).write(to: config.appendingPathComponent("settings.json"))
        let guess = try Self.wordkit(["play", "guess", "--json", "--seed", "1"], home: home)
        #expect(guess.status == 0)
        #expect(guess.stderr.contains("ignoring the setting size"), "\(guess.stderr)")
        #expect(!guess.stderr.contains("lives") && !guess.stderr.contains("damaged"), "\(guess.stderr)")
        #expect(Self.events(guess).first?["lives"] as? Int == 2)
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("settings.json.damaged").path))
    }

    /// Standard output as JSON objects.
    static func events(_ result: WordKitProcess.Result) -> [[String: Any]] {
        result.lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }
}
