import Testing
import WordKitPlay

/// The play shell's reducer (issue 22), tested as TCA tests a store: each
/// event is sent, the whole expected state is written as the state before
/// with the changes the event must make, and the effects are compared too.
@Suite struct PlayShellTests {
    /// A shell and the checks of each event sent to it.
    struct Store {
        var shell: PlayShell

        init(_ state: PlayShell.State = PlayShell.State()) {
            shell = PlayShell(state: state)
        }

        /// Sends `event`; the state must become the state before changed by
        /// `update` (nothing else), and the effects must be `effects`.
        mutating func send(
            _ event: PlayShell.Event, _ effects: [PlayShell.Effect] = [], sourceLocation: SourceLocation = #_sourceLocation,
            _ update: (inout PlayShell.State) -> Void = { _ in }
        ) {
            var expected = shell.state
            update(&expected)
            let got = shell.reduce(event)
            #expect(got == effects, sourceLocation: sourceLocation)
            #expect(shell.state == expected, sourceLocation: sourceLocation)
        }

        /// Types `text` a character at a time on the command line.
        mutating func type(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
            for character in text {
                send(.pressed(.character(character)), sourceLocation: sourceLocation) {
                    $0.commandLine = ($0.commandLine ?? "") + String(character)
                }
            }
        }
    }

    static let scramble = PlayScreen.game(.scramble)
    static let flashcards = PlayScreen.game(.flashcards)
    static let lights = PlayScreen.game(.lights)

    // MARK: Menu

    @Test func theMenuMovesWithArrowsAndJKAndWrapsAround() {
        var store = Store()
        store.send(.openMenu, [.menuOpened]) { $0.menu = ShellMenu(highlighting: nil) }
        let last = GameCatalog.entries[GameCatalog.entries.count - 1]
        store.send(.pressed(.up)) { $0.menu = ShellMenu(highlighting: last) }
        store.send(.pressed(.down)) { $0.menu = ShellMenu(highlighting: GameCatalog.entries[0]) }
        store.send(.pressed(.character("j"))) { $0.menu = ShellMenu(highlighting: GameCatalog.entries[1]) }
        store.send(.pressed(.tab)) { $0.menu = ShellMenu(highlighting: GameCatalog.entries[2]) }
        store.send(.pressed(.character("k"))) { $0.menu = ShellMenu(highlighting: GameCatalog.entries[1]) }
        // Nothing is played yet: the clock has nothing to run.
        #expect(!store.shell.clockRuns)
    }

    @Test func enterPlaysTheHighlightedGameAndTheGameReadyClosesTheMenu() {
        var store = Store()
        store.send(.openMenu, [.menuOpened]) { $0.menu = ShellMenu(highlighting: nil) }
        store.send(.pressed(.down))  { $0.menu = ShellMenu(highlighting: GameCatalog.entries[1]) }
        store.send(.pressed(.up)) { $0.menu = ShellMenu(highlighting: GameCatalog.entries[0]) }
        store.send(.pressed(.enter), [.play(GameCatalog.entries[0])])
        store.send(.gameReady(Self.scramble)) {
            $0.game = Self.scramble
            $0.menu = nil
        }
        #expect(store.shell.isInGame)
        #expect(store.shell.clockRuns)
    }

    @Test func aGamesLetterPlaysItAndFlashcardsAndStudyGoThroughTheDeckPicker() {
        var store = Store(PlayShell.State(menu: ShellMenu(highlighting: nil)))
        store.send(.pressed(.character("G")), [.play(.game(.guess))]) { $0.menu = ShellMenu(highlighting: .game(.guess)) }
        store.send(.pressed(.character("f")), [.openDeckPicker(start: Self.flashcards)]) { $0.menu = ShellMenu(highlighting: Self.flashcards) }
        store.send(.pressed(.character("s")), [.openDeckPicker(start: .study)]) { $0.menu = ShellMenu(highlighting: .study) }
        store.send(.pressed(.character("w")), [.play(Self.scramble)]) { $0.menu = ShellMenu(highlighting: Self.scramble) }
        // A key that is no game's letter does nothing.
        store.send(.pressed(.character("z")))
    }

    @Test func flashcardsLeftUnchangedIsGoneBackToButAStaleOneAsksForADeck() {
        var store = Store(PlayShell.State(game: Self.flashcards, menu: ShellMenu(highlighting: Self.flashcards)))
        store.send(.pressed(.enter), [.play(Self.flashcards)])
        store.send(.pressed(.enter, PlayShell.Context(gameIsStale: true)), [.openDeckPicker(start: Self.flashcards)])
        store.send(.backToGame) { $0.menu = nil }
    }

    @Test func escapeGoesBackOnlyToAGameLeftAndQLeaves() {
        var empty = Store(PlayShell.State(menu: ShellMenu(highlighting: nil)))
        empty.send(.pressed(.escape))
        empty.send(.pressed(.character("q")), [.leave]) { $0.finished = true }

        var store = Store(PlayShell.State(game: Self.lights, status: "lights = something"))
        store.send(.gameStep(.menu), [.menuOpened]) { $0.menu = ShellMenu(highlighting: Self.lights) }
        store.send(.pressed(.escape)) {
            $0.menu = nil
            $0.status = ""
        }
    }

    // MARK: Overlays

    @Test func helpOpensOverTheScreenShownPagesAndAnyOtherKeyClosesIt() {
        var store = Store(PlayShell.State(menu: ShellMenu(highlighting: nil)))
        store.send(.pressed(.character("?"))) { $0.overlay = ShellOverlay.help(on: .menu) }
        #expect(store.shell.state.overlay?.title == "HELP · the menu")
        var turned = ShellOverlay.help(on: .menu)
        turned.pager.next(lines: 50, pageSize: 20)
        #expect(turned.pager.page == 1)
        store.send(.pressed(.pageDown, PlayShell.Context(overlayLines: 50, overlayPageSize: 20))) { $0.overlay = turned }
        // The last page does not turn further; < goes back.
        store.send(.pressed(.character(">"), PlayShell.Context(overlayLines: 50, overlayPageSize: 20))) { $0.overlay?.pager.next(lines: 50, pageSize: 20) }
        #expect(store.shell.state.overlay?.pager.page == 2)
        store.send(.pressed(.character(">"), PlayShell.Context(overlayLines: 50, overlayPageSize: 20)))
        store.send(.pressed(.character("<"), PlayShell.Context(overlayLines: 50, overlayPageSize: 20))) { $0.overlay = turned }
        store.send(.pressed(.character("x"))) { $0.overlay = nil }

        var game = Store(PlayShell.State(game: Self.scramble))
        game.send(.gameStep(.help)) { $0.overlay = ShellOverlay.help(on: Self.scramble) }
        #expect(game.shell.state.overlay?.title == "HELP · word scramble")
        #expect(!game.shell.clockRuns)
        game.send(.pressed(.escape)) { $0.overlay = nil }
        #expect(game.shell.clockRuns)
    }

    @Test func theSettingsScreenIsAskedForAndShownWhenTheFrontEndHasReadThem() {
        var store = Store(PlayShell.State(game: Self.scramble))
        store.send(.gameStep(.command(":settings")), [.showSettings])
        let settings = ShellOverlay(title: "SETTINGS", sections: [ShellOverlay.Section("Setting", [GameHelp.Entry("lang", "en")])])
        store.send(.overlayOpened(settings)) { $0.overlay = settings }
        store.send(.pressed(.enter)) { $0.overlay = nil }
    }

    // MARK: Command line

    @Test func aValidCommandTypedAfterAColonChangesASetting() {
        var store = Store(PlayShell.State(game: Self.scramble))
        store.send(.gameStep(.commandLine)) { $0.commandLine = "" }
        #expect(!store.shell.clockRuns)
        store.type("lang ex")
        store.send(.pressed(.backspace)) { $0.commandLine = "lang e" }
        store.type("s")
        store.send(.pressed(.enter), [.changeSetting(.language, "es", thenPlay: nil)]) { $0.commandLine = nil }
        #expect(store.shell.clockRuns)
    }

    @Test func anInvalidCommandSaysSoWithTheCommandsTheScreenTakes() {
        var store = Store(PlayShell.State(game: Self.scramble, commandLine: ""))
        store.type("foo")
        store.send(.pressed(.enter)) {
            $0.commandLine = nil
            $0.status = InGameCommand.unknownMessage("foo", on: Self.scramble)
        }
        #expect(store.shell.state.status.contains("foo"))
        // A game's move is not taken in the menu.
        var menu = Store(PlayShell.State(game: Self.scramble, menu: ShellMenu(highlighting: Self.scramble)))
        menu.send(.pressed(.character(":"))) { $0.commandLine = "" }
        menu.type("hint")
        menu.send(.pressed(.enter)) {
            $0.commandLine = nil
            $0.status = InGameCommand.unknownMessage("hint", on: .menu)
        }
        #expect(!menu.shell.state.status.isEmpty)
    }

    @Test func escapeOrBackspaceOnNothingDropsTheCommandLine() {
        var store = Store(PlayShell.State(game: Self.scramble, commandLine: ""))
        store.type("size 6")
        store.send(.pressed(.escape)) { $0.commandLine = nil }
        store.send(.gameStep(.commandLine)) { $0.commandLine = "" }
        store.send(.pressed(.backspace)) { $0.commandLine = nil }
        // Arrows do nothing on the command line.
        store.send(.gameStep(.commandLine)) { $0.commandLine = "" }
        store.send(.pressed(.up))
    }

    @Test func theCommandLineKeepsAtMostItsLimit() {
        let full = String(repeating: "a", count: PlayShell.commandLineLimit)
        var store = Store(PlayShell.State(game: Self.scramble, commandLine: full))
        store.send(.pressed(.character("b")))
    }

    @Test func commandsMapToTheirEffects() {
        var store = Store(PlayShell.State(game: Self.lights))
        store.send(.gameStep(.command(":lang")), [.showSetting(.language)])
        store.send(.gameStep(.command(":deck")), [.openDeckPicker(start: nil)])
        store.send(.gameStep(.command(":size 6")), [.changeSetting(.size, "6", thenPlay: nil)])
        store.send(.gameStep(.command(":level")), [.openLevelPicker])
        store.send(.gameStep(.command(":level 3")), [.runInGame(.level("3"))])
        store.send(.gameStep(.command(":save"))) { $0.status = PlayShell.saveReply }
        store.send(.gameStep(.command(":menu")), [.menuOpened]) { $0.menu = ShellMenu(highlighting: Self.lights) }
        // `:menu` in the menu does nothing more.
        store.send(.pressed(.character(":"))) {
            $0.commandLine = ""
            $0.status = ""
        }
        store.type("menu")
        store.send(.pressed(.enter)) { $0.commandLine = nil }
        store.send(.gameStep(.command(":quit")), [.leave]) { $0.finished = true }
    }

    // MARK: Settings

    @Test func aSettingThatShapesTheGameBeingPlayedSetsItUpAgain() {
        var store = Store(PlayShell.State(game: Self.scramble, commandLine: ""))
        store.type("lang es")
        store.send(.pressed(.enter), [.changeSetting(.language, "es", thenPlay: nil)]) { $0.commandLine = nil }
        // The front end checked `es` and put it in force: scramble needs a new root.
        store.send(
            .settingApplied(.language, inForce: "es", gameIsStale: true),
            [.setUpAgain(Self.scramble, key: .language, reply: "language = es: a new game")])
    }

    @Test func aSettingThatNeedsNoNewGameIsInForceNowOrForTheOtherGames() {
        var store = Store(PlayShell.State(game: Self.scramble))
        store.send(.settingApplied(.speak, inForce: "on", gameIsStale: false), [.saveSetting(.speak, reply: "speak = on, in force now", then: "")])
        store.send(.settingApplied(.size, inForce: "6", gameIsStale: false), [.saveSetting(.size, reply: "size = 6 for the other games", then: "")])
    }

    @Test func aSettingChangedInTheMenuSaysWhetherEnterStartsANewGame() {
        var store = Store(PlayShell.State(game: Self.lights, menu: ShellMenu(highlighting: Self.lights)))
        store.send(
            .settingApplied(.size, inForce: "6", gameIsStale: true),
            [.saveSetting(.size, reply: "size = 6", then: " Enter on lights out starts a new game with it (the paused one ends); Esc goes back to the paused one.")])
        // Back to the size it started with: nothing to warn about.
        store.send(.settingApplied(.size, inForce: "5", gameIsStale: false), [.saveSetting(.size, reply: "size = 5", then: "")])
        // A setting of another game.
        store.send(.settingApplied(.lives, inForce: "3", gameIsStale: true), [.saveSetting(.lives, reply: "lives = 3", then: "")])
    }

    // MARK: Pauses

    @Test func aPauseStopsTheClockAndAnyKeyResumesKeepingOnlyTyping() {
        var store = Store(PlayShell.State(game: Self.lights))
        store.send(.gameStep(.togglePause)) { $0.pauses = [.key] }
        #expect(!store.shell.clockRuns)
        // A key the game does not keep only resumes.
        store.send(.pressed(.character("x"))) { $0.pauses = [] }
        #expect(store.shell.clockRuns)
        store.send(.gameStep(.command(":pause"))) { $0.pauses = [.key] }
        // A key the game keeps (a digit of a press) resumes and is played.
        store.send(.pressed(.character("3"), PlayShell.Context(gameKeepsKey: true)), [.forwardKey]) { $0.pauses = [] }
        store.send(.gameStep(.togglePause)) { $0.pauses = [.key] }
        // `p` only resumes, even when the game would keep it.
        store.send(.pressed(.character("p"), PlayShell.Context(gameKeepsKey: true))) { $0.pauses = [] }
        // Not paused: every key goes to the game.
        store.send(.pressed(.character("p")), [.forwardKey])
    }

    @Test func losingTheFocusPausesUntilItComesBackOrAKey() {
        var store = Store(PlayShell.State(game: Self.flashcards, status: "Correct."))
        store.send(.focusLost) { $0.pauses = [.focus] }
        #expect(!store.shell.clockRuns)
        store.send(.focusCame) { $0.pauses = [] }
        store.send(.focusLost) { $0.pauses = [.focus] }
        store.send(.pressed(.enter), [.forwardKey]) {
            $0.pauses = []
            $0.status = ""
        }
        #expect(store.shell.clockRuns)
    }

    @Test func theMenuEndsAKeyPauseButNotAFocusPause() {
        var store = Store(PlayShell.State(game: Self.scramble, pauses: [.key, .focus]))
        store.send(.gameStep(.menu), [.menuOpened]) {
            $0.menu = ShellMenu(highlighting: Self.scramble)
            $0.pauses = [.focus]
        }
    }

    // MARK: Pickers

    static let decks = ShellPicker(
        purpose: .deck(start: flashcards), title: "DECKS", columns: "deck",
        rows: [("a  10", "a"), ("b  20", "b"), ("c  30", "c")], current: "b", empty: "none")

    @Test func theDeckPickerHighlightsTheDeckInForceAndChoosesAnother() {
        #expect(Self.decks.picker.selected == 1)
        var store = Store(PlayShell.State(menu: ShellMenu(highlighting: Self.flashcards)))
        store.send(.pickerOpened(Self.decks)) { $0.picker = Self.decks }
        #expect(!store.shell.isInGame)
        store.send(.pressed(.down, PlayShell.Context(pickerRows: 2))) { $0.picker?.picker = ListPicker(count: 3, selected: 2) }
        store.send(.pressed(.enter), [.changeSetting(.deck, "c", thenPlay: Self.flashcards)]) { $0.picker = nil }
    }

    @Test func theDeckPickerIsLeftWithEscOrQWithoutAChange() {
        var store = Store(PlayShell.State(game: Self.scramble, picker: Self.decks))
        store.send(.pressed(.escape)) { $0.picker = nil }
        store.send(.pickerOpened(Self.decks)) { $0.picker = Self.decks }
        store.send(.pressed(.character("q"))) { $0.picker = nil }
        // `:deck` alone sets the deck without starting a game.
        let setting = ShellPicker(purpose: .deck(start: nil), title: "DECKS", columns: "", rows: [("x", "x")], current: nil, empty: "")
        store.send(.pickerOpened(setting)) { $0.picker = setting }
        store.send(.pressed(.right), [.changeSetting(.deck, "x", thenPlay: nil)]) { $0.picker = nil }
        // An empty list: Enter does nothing, Esc goes back.
        let empty = ShellPicker(purpose: .deck(start: nil), title: "DECKS", columns: "", rows: [], current: nil, empty: "none")
        store.send(.pickerOpened(empty)) { $0.picker = empty }
        store.send(.pressed(.enter))
        store.send(.pressed(.left)) { $0.picker = nil }
    }

    @Test func theLevelPickerPlaysTheLevelChosen() {
        let levels = ShellPicker(purpose: .level, title: "LEVELS", columns: "", rows: [("1", "1"), ("2", "2")], current: "1", empty: "")
        var store = Store(PlayShell.State(game: Self.lights, picker: levels))
        store.send(.pressed(.character("j"))) { $0.picker?.picker = ListPicker(count: 2, selected: 1) }
        store.send(.pressed(.enter), [.runInGame(.level("2"))]) { $0.picker = nil }
    }

    @Test func theDeckPickerListsEachDecksFiguresBeforeItsTitle() {
        let decks = [
            ShellPicker.Deck(id: "es-top-500", cards: 500, due: 12, new: 20, title: "Spanish: the 500 most common words, with articles"),
            ShellPicker.Deck(id: "it", cards: 7, due: 0, new: 7, title: "Italian"),
        ]
        let picker = ShellPicker.decks(decks, current: "it", start: .study)
        #expect(picker.purpose == .deck(start: .study))
        #expect(picker.title == "DECKS · choose the deck for study · cards due and new today")
        #expect(picker.values == ["es-top-500", "it"])
        #expect(picker.picker == ListPicker(count: 2, selected: 1))
        #expect(picker.columns == "deck         cards    due    new  title")
        // Ids padded to the longest, figures right-aligned, a long title cut at 40 with an ellipsis.
        #expect(picker.rows[0] == "es-top-500     500     12     20  Spanish: the 500 most common words, wit…")
        #expect(picker.rows[1] == "it               7      0      7  Italian" + String(repeating: " ", count: 33))
        #expect(ShellPicker.decks([], current: nil, start: nil).title == "DECKS · choose the deck to play · cards due and new today")
        #expect(ShellPicker.decks([], current: nil, start: nil).rows.isEmpty)
    }

    @Test func theLevelPickerListsTheLevelsInOrderWithTheWinsAndHighlightsTheOneBeingPlayed() throws {
        let file = try LightsProgressTests.levels()
        let progress = LightsProgress(records: [LightsProgressTests().game(level: 1, size: 3, won: true)])
        let picker = ShellPicker.levels(file.levels.reversed(), progress: progress, current: 2)
        #expect(picker.purpose == .level)
        #expect(picker.values == ["1", "2", "3", "4"])
        #expect(picker.title.contains("1 of 4 won"))
        #expect(picker.picker == ListPicker(count: 4, selected: 1))
        // Level 1 was won in the 3 steps recorded; the others not.
        #expect(picker.rows[0].hasSuffix("won in 3"))
        #expect(picker.rows.dropFirst().allSatisfy { $0.hasSuffix("not won") })
        #expect(picker.rows[2].hasPrefix("    3   4×4  "))
        var store = Store(PlayShell.State(game: Self.lights))
        store.send(.gameStep(.command(":level")), [.openLevelPicker])
        store.send(.pickerOpened(picker)) { $0.picker = picker }
        store.send(.pressed(.character("G"))) { $0.picker?.picker = ListPicker(count: 4, selected: 3) }
        store.send(.pressed(.enter), [.runInGame(.level("4"))]) { $0.picker = nil }
    }

    // MARK: Leaving

    @Test func leavingStopsAndEndsTheGame() {
        var store = Store(PlayShell.State(game: Self.scramble, commandLine: "la"))
        store.send(.leave, [.leave]) { $0.finished = true }
        var quit = Store(PlayShell.State(game: Self.scramble))
        quit.send(.gameStep(.quit), [.leave]) { $0.finished = true }
        quit.send(.notice("Setting up…")) { $0.status = "Setting up…" }
    }
}
