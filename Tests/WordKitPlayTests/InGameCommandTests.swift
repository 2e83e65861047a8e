import GameKernel
import Testing
import WordKitPlay

/// Commands typed after `:` at the terminal: every one is read, offered
/// where it applies, and anything else is reported as unknown, never played.
@Suite struct InGameCommandTests {
    @Test(arguments: [
        (":lang es", InGameCommand.set(.language, "es")), (":language it", .set(.language, "it")),
        (":length 7", .set(.length, "7")), (":rules hws", .set(.rules, "hws")), (":time 60", .set(.timeLimit, "60")),
        (":lives 3", .set(.lives, "3")), (":size 6", .set(.size, "6")), (":speak on", .set(.speak, "on")),
        (":deck es-en-top500", .set(.deck, "es-en-top500")), (":lang", .set(.language, nil)), (":cards 12", .set(.cards, "12")),
        (":new-per-day 5", .set(.newPerDay, "5")), (":retention 0.85", .set(.retention, "0.85")),
        (":help", .help), (":?", .help), (":settings", .settings), (":save", .save), (":menu", .menu), (":quit", .quit),
        (":q", .quit), (":new", .action(.new)), (":hint", .action(.hint)), (":shuffle", .action(.shuffle)),
        (":give-up", .action(.giveUp)), (":end", .action(.giveUp)), (":retry", .action(.retry)), (":say", .action(.say)),
        (":pause", .action(.pause)), (":level 12", .level("12")), (":difficulty hard", .set(.difficulty, "hard")),
        ("  :LANG   es  ", .set(.language, "es")), ("lang es", .set(.language, "es")),
    ])
    func everyCommandIsRead(line: String, command: InGameCommand) {
        #expect(InGameCommand.parse(line) == command)
    }

    @Test(arguments: [":foo", ":", ":help me", ":quit now", ":new round", ":", ":::"])
    func anythingElseIsUnknown(line: String) {
        guard case .unknown = InGameCommand.parse(line) else {
            Issue.record("\(line) was read as \(InGameCommand.parse(line))")
            return
        }
    }

    @Test func movesApplyOnlyInTheirGameSettingsEverywhere() {
        #expect(InGameCommand.action(.shuffle).isAvailable(on: .game(.scramble)))
        #expect(!InGameCommand.action(.shuffle).isAvailable(on: .game(.lights)))
        #expect(!InGameCommand.action(.new).isAvailable(on: .menu))
        #expect(InGameCommand.action(.say).isAvailable(on: .study))
        #expect(!InGameCommand.action(.hint).isAvailable(on: .study))
        #expect(InGameCommand.level("3").isAvailable(on: .game(.lights)))
        #expect(!InGameCommand.level("3").isAvailable(on: .game(.guess)))
        for screen in [PlayScreen.menu] + GameCatalog.entries {
            #expect(InGameCommand.set(.size, "6").isAvailable(on: screen))
            #expect(InGameCommand.help.isAvailable(on: screen))
            #expect(!InGameCommand.unknown(":x").isAvailable(on: screen))
        }
    }

    @Test func theHelpListsWhatEachScreenTakes() {
        for screen in [PlayScreen.menu] + GameCatalog.entries {
            let listed = InGameCommand.commands(on: screen)
            for entry in listed {
                let command = InGameCommand.parse(entry.syntax.split(separator: " ").first.map(String.init) ?? "")
                #expect(command.isAvailable(on: screen), "\(entry.syntax) is listed on \(screen) but not taken there")
            }
            #expect(listed.contains { $0.syntax == ":help" })
        }
        let scramble = InGameCommand.commands(on: .game(.scramble)).map(\.syntax)
        #expect(scramble.contains(":lang L") && scramble.contains(":shuffle") && !scramble.contains(":retry"))
    }

    @Test func anUnknownCommandSaysSoAndListsTheKnownOnes() {
        let message = InGameCommand.unknownMessage(":foo", on: .game(.guess))
        #expect(message.hasPrefix("Unknown command :foo"))
        #expect(message.contains(":lives") && message.contains(":new") && message.contains(":help"))
        #expect(!message.contains(":shuffle"))
    }

    @Test func everyScreenHasKeysAndTheCommonOnes() {
        for screen in [PlayScreen.menu] + GameCatalog.entries {
            let keys = GameHelp.keys(on: screen).map(\.syntax)
            #expect(keys.contains(":") && keys.contains("?"))
            #expect(Set(keys).count == keys.count, "a key is listed twice on \(screen)")
        }
    }

    @Test func theCatalogNamesEachGameWithItsOwnKey() {
        #expect(Set(GameCatalog.entries.map(GameCatalog.key(of:))).count == GameCatalog.entries.count)
        #expect(GameCatalog.entries.map(GameCatalog.key(of:)) == ["w", "f", "g", "l", "s"])
        #expect(GameCatalog.farewell(of: .game(.scramble), played: 1, won: 0) == "Word scramble: 1 round played.")
        #expect(GameCatalog.farewell(of: .game(.flashcards), played: 2, won: 1) == "Flashcards: 2 rounds played.")
        #expect(GameCatalog.farewell(of: .game(.guess), played: 3, won: 1) == "Guess the number: played 3, won 1.")
        #expect(GameCatalog.farewell(of: .study, played: 1, won: 0) == "Study: 1 card reviewed, 0 again.")
    }

    @Test func onlyTheSettingsThatShapeAGameSetItUpAgain() {
        #expect(GameCatalog.startsNewGame(.game(.scramble), when: .language))
        #expect(!GameCatalog.startsNewGame(.game(.scramble), when: .speak))
        #expect(GameCatalog.startsNewGame(.game(.flashcards), when: .deck))
        #expect(GameCatalog.startsNewGame(.game(.flashcards), when: .cards))
        #expect(!GameCatalog.startsNewGame(.game(.guess), when: .language))
        #expect(GameCatalog.startsNewGame(.game(.lights), when: .size))
        #expect(GameCatalog.startsNewGame(.study, when: .newPerDay))
        #expect(!GameCatalog.startsNewGame(.menu, when: .deck))
        // Each screen's help lists the settings that set it up again.
        for screen in GameCatalog.entries {
            for key in SettingKey.allCases where GameCatalog.startsNewGame(screen, when: key) {
                #expect(screen.settingKeys.contains(key))
            }
        }
    }
}
