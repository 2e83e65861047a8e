import Foundation
import GameKernel
import Testing
import WordKitPlay

/// The settings the terminal games added: speech and the flashcards deck.
@Suite struct SettingsTests {
    @Test func speechIsOnOrOff() throws {
        var settings = Settings()
        for (typed, value) in [("on", true), ("yes", true), ("TRUE", true), ("1", true), ("off", false), ("no", false), ("0", false)] {
            try settings.set(.speak, to: typed)
            #expect(settings.speak == value)
            #expect(settings.value(of: .speak) == (value ? "on" : "off"))
        }
        #expect(throws: Settings.InvalidValue.self) { try settings.set(.speak, to: "loud") }
        settings.clear(.speak)
        #expect(settings.speak == nil)
    }

    @Test func aDeckIsAnIdOrAPathWithoutControlCharacters() throws {
        var settings = Settings()
        try settings.set(.deck, to: " es-en-top500 ")
        #expect(settings.deck == "es-en-top500")
        #expect(throws: Settings.InvalidValue.self) { try settings.set(.deck, to: "  ") }
        // The error carries the key and the value, and names no command of a front end.
        do {
            try settings.set(.deck, to: "  ")
        } catch let error as Settings.InvalidValue {
            #expect(error.key == .deck && error.value == "  ")
            #expect(error.description == "'  ' is not a deck id")
        }
        #expect(throws: Settings.InvalidValue.self) { try settings.set(.deck, to: "a\u{7}b") }
        #expect(SettingKey(typed: "Deck") == .deck)
    }

    @Test func mergingPutsTheSetValuesOver() {
        let saved = Settings(language: "en", length: 7, lives: 3)
        let merged = saved.merging(Settings(language: "es", deck: "x", speak: true))
        #expect(merged == Settings(language: "es", length: 7, lives: 3, deck: "x", speak: true))
    }

    @Test func outOfRangeValuesAreDroppedWithAWarning() {
        var warnings: [String] = []
        let sanitized = Settings(size: 3, deck: "a\u{0}b", speak: true).sanitized(warnings: &warnings)
        #expect(sanitized == Settings(size: 3, speak: true))
        #expect(warnings.count == 1 && warnings[0].contains("deck"))
    }

    /// Every setting of the table is stored, read back, written to the file
    /// under its property's name and cleared, each on its own.
    @Test func everySettingOfTheTableIsStoredUnderItsOwnName() throws {
        let written: [SettingKey: String] = [
            .language: "es_MX", .length: "7", .rules: "hws", .difficulty: "easy", .timeLimit: "0", .lives: "3", .size: "9",
            .cards: "12", .newPerDay: "0", .retention: "0.85", .deck: "en-es-top500", .speak: "on",
        ]
        var all = Settings()
        for key in SettingKey.allCases {
            let value = try #require(written[key])
            var settings = Settings()
            try settings.set(key, to: value)
            #expect(settings.value(of: key) == value)
            #expect(settings.inForce(key) == value)
            // Only that setting is set.
            #expect(SettingKey.allCases.filter { settings.value(of: $0) != nil } == [key])
            settings.clear(key)
            #expect(settings == Settings())
            try all.set(key, to: value)
        }
        let data = try JSONEncoder().encode(all)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object.keys.sorted() == [
            "cards", "deck", "difficulty", "language", "length", "lives", "newPerDay", "retention", "rules", "size", "speak", "timeLimit",
        ])
        #expect(try JSONDecoder().decode(Settings.self, from: data) == all)
        // A bad value is refused by the table, naming the setting and the value.
        var settings = Settings()
        #expect(throws: SettingValueError(key: .lives, value: "0", description: "'0' is not a valid lives; it takes 1 or more")) {
            try settings.set(.lives, to: "0")
        }
        #expect(Settings().inForce(.retention) == String(FSRSParameters.defaultDesiredRetention))
        #expect(Settings().retentionInForce == FSRSParameters.defaultDesiredRetention)
    }
}
