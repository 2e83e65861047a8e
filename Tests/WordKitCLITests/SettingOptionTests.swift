import ArgumentParser
import Testing
import WordKitPlay

@testable import wordkit

/// `SettingKey`'s option names and help (Sources/wordkit/Play/SettingOption.swift)
/// in-process: a command declared here with them parses the spellings the
/// settings table gives, and its help states the default's precedence.
@Suite struct SettingOptionTests {
    /// A command with settings options declared as `wordkit play` declares them.
    struct Probe: ParsableCommand {
        @Option(name: SettingKey.language.optionNames, help: SettingKey.language.optionHelp()) var language: String?
        @Option(name: SettingKey.newPerDay.optionNames, help: SettingKey.newPerDay.optionHelp()) var newPerDay: Int?
        @Option(name: SettingKey.cards.optionNames, help: SettingKey.cards.optionHelp()) var cards: Int?
    }

    @Test func theTablesLongAndShortSpellingsParseAndAnAbsentOptionIsNil() throws {
        #expect(try Probe.parse(["--lang", "es"]).language == "es")
        #expect(try Probe.parse(["-l", "it"]).language == "it")
        #expect(try Probe.parse(["--new-per-day", "7"]).newPerDay == 7)
        #expect(try Probe.parse(["--cards", "12"]).cards == 12)
        // Absent options stay nil, so the saved setting (then the table's default) applies.
        let none = try Probe.parse([])
        #expect(none.language == nil && none.newPerDay == nil && none.cards == nil)
        // Only the first long spelling is declared: `--limit` is declared apart by flashcards.
        #expect(throws: (any Error).self) { try Probe.parse(["--limit", "3"]) }
        #expect(throws: (any Error).self) { try Probe.parse(["--language", "es"]) }
    }

    @Test func theHelpSaysTheSavedSettingWinsOverTheTablesDefault() {
        let length = SettingKey.length.optionHelp("The root word's length, 6 to 9", valueName: "n")
        #expect(length.abstract == "The root word's length, 6 to 9 (default: the length setting, else \(SettingKey.length.definition.defaultText)).")
        #expect(length.valueName == "n")
        // Without a text, the table's summary.
        #expect(SettingKey.lives.optionHelp().abstract.hasPrefix(SettingKey.lives.definition.summary + " (default: the lives setting, else "))
        // The deck's default is not a value but the language's vocabulary deck.
        #expect(SettingKey.deck.optionHelp().abstract.hasSuffix("(default: the deck setting, else the vocabulary deck from the language setting)."))
        // The help wraps its lines; read it as one line of words.
        let help = Probe.helpMessage().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("-l, --lang"))
        #expect(help.contains("default: the new-per-day setting"))
    }
}
