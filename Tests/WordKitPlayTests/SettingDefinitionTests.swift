import GameKernel
import Testing
import WordKitPlay

/// The settings table: every setting's one definition reads its values,
/// refuses bad ones naming the setting and the value, and holds the defaults
/// the games use.
@Suite struct SettingDefinitionTests {
    /// A value each setting takes as typed, and its one written form.
    static let samples: [SettingKey: (typed: String, written: String)] = [
        .language: (" es_MX ", "es_MX"), .length: ("7", "7"), .rules: ("HWS", "hws"), .difficulty: ("Easy", "easy"),
        .timeLimit: (" 0", "0"), .lives: ("3", "3"), .size: ("9", "9"), .cards: ("12", "12"), .newPerDay: ("0", "0"),
        .retention: ("0.85", "0.85"), .deck: ("en-es-top500 ", "en-es-top500"), .speak: ("Yes", "on"),
    ]

    /// A value each setting refuses.
    static let refused: [SettingKey: String] = [
        .language: "e1", .length: "10", .rules: "chess", .difficulty: "extreme", .timeLimit: "-1", .lives: "0", .size: "2",
        .cards: "many", .newPerDay: "-3", .retention: "0.5", .deck: " ", .speak: "loud",
    ]

    @Test(arguments: SettingKey.allCases)
    func everyValueRoundTripsThroughItsWrittenForm(key: SettingKey) throws {
        let sample = try #require(Self.samples[key])
        let definition = key.definition
        #expect(definition.key == key)
        #expect(try definition.parse(sample.typed) == sample.written)
        // The written form reads back as itself.
        #expect(try definition.parse(sample.written) == sample.written)
    }

    @Test(arguments: SettingKey.allCases)
    func aBadValueIsRefusedNamingTheSettingAndTheValue(key: SettingKey) throws {
        let bad = try #require(Self.refused[key])
        do {
            let read = try key.definition.parse(bad)
            Issue.record("\(key.rawValue) took '\(bad)' as \(read)")
        } catch {
            #expect(error.key == key && error.value == bad)
            #expect(error.description.contains("'\(bad)'"), "\(error)")
            let names = [key.rawValue, "rule set", "deck id"]
            #expect(names.contains { error.description.contains($0) }, "\(error)")
        }
    }

    @Test func theDefaultsAreTheGamesDefaults() throws {
        func defaultText(_ key: SettingKey) -> String { key.definition.defaultText }
        #expect(defaultText(.language) == LanguageCode.english.rawValue)
        #expect(defaultText(.length) == String(ScrambleConfiguration().length))
        #expect(defaultText(.rules) == ScrambleRuleSet.classic.rawValue && defaultText(.difficulty) == RootDifficulty.normal.rawValue)
        #expect(defaultText(.timeLimit) == String(Int(FlashcardsConfiguration.defaultTimeLimit)))
        #expect(defaultText(.lives) == String(GuessConfiguration().lives))
        #expect(defaultText(.size) == String(SettingDefinition.defaultLightsSize))
        #expect(defaultText(.cards) == String(FlashcardsConfiguration.defaultCardCount))
        #expect(defaultText(.newPerDay) == String(StudyOptions().newCardsPerDay))
        #expect(defaultText(.speak) == "off")
        // The one retention default: study's, the scheduler's and the table's agree.
        let retention = try #require(Double(defaultText(.retention)))
        #expect(retention == StudyOptions().desiredRetention && retention == FSRSParameters().desiredRetention)
        #expect(SettingDefinition.retentions.contains(retention))
        // Every default but the deck's (which follows the language) is a value the setting takes.
        for key in SettingKey.allCases where key != .deck {
            #expect(try key.definition.parse(defaultText(key)) == defaultText(key), "\(key.rawValue)")
        }
    }

    @Test func everySpellingBelongsToOneSetting() {
        let definitions = SettingDefinition.all
        #expect(definitions.map(\.key) == SettingKey.allCases)
        let options = definitions.flatMap(\.options)
        #expect(Set(options).count == options.count && options.allSatisfy { $0.hasPrefix("-") })
        let names = definitions.flatMap(\.commandNames)
        #expect(Set(names).count == names.count)
        for definition in definitions {
            #expect(definition.options.first?.hasPrefix("--") == true, "\(definition.key.rawValue)")
            // Every `:` spelling sets its setting, and the help shows the first.
            for name in definition.commandNames {
                #expect(InGameCommand.parse(":\(name) x") == .set(definition.key, "x"))
            }
            #expect(InGameCommand.syntax(of: definition.key) == definition.syntax)
            #expect(definition.key.summary == definition.summary)
        }
        #expect(InGameCommand.syntax(of: .language) == ":lang L" && InGameCommand.syntax(of: .speak) == ":speak on|off")
    }

    @Test func aSettingSetsUpAnewTheGamesItShapes() {
        let screens: [PlayScreen] = [.menu, .study] + GameKind.allCases.map { .game($0) }
        for key in SettingKey.allCases {
            let shaped = screens.filter { GameCatalog.startsNewGame($0, when: key) }
            #expect(Set(shaped) == key.definition.startsNewGame, "\(key.rawValue)")
        }
        #expect(SettingKey.speak.definition.startsNewGame.isEmpty)
        #expect(SettingKey.deck.definition.startsNewGame == [.game(.flashcards), .study])
        #expect(SettingKey.retention.definition.startsNewGame == [.study])
    }
}
