import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// A run of `wordkit play` at the terminal: the loop that reads keys, hands
/// them to the play shell (`PlayShell`, which holds the menu, the help and
/// settings screens, the pickers, the command line after `:` and the
/// pauses), performs what the shell asks (set a game up, change a setting,
/// hand a key to the game) and draws the shell's state over the game.
///
/// The clock stops while anything keeps the player from the game: a pause
/// key, the window losing the focus (focus reports), the menu, a help or
/// settings screen, a command being typed, Ctrl-Z. The terminal is restored
/// on every way out, and the game being played is recorded as abandoned.
package final class TerminalPlay {
    /// How often the screen is redrawn when the game shows a moving clock.
    package static let tickMilliseconds: Int32 = 200

    private let terminal: Terminal
    private var launcher: any PlayLauncher
    private let context: PlayContext
    private var clock = GameClock()
    /// The menu, overlays, pickers, command line, pauses and status.
    private var shell = PlayShell()
    /// The game being played, or left for the menu.
    private var game: (any InteractiveGame)?
    /// The settings the game was set up with, to tell whether it must be set up again.
    private var gameChoices = Settings()
    /// What the menu shows of lights out, worked out when it opens.
    private var lightsNote = ""
    /// The deck played when none is set, worked out when the menu opens.
    private var firstDeck = ""
    /// The screen last drawn.
    private var shown: [String] = []
    /// Games played and won per kind, in the order first played, for the farewell.
    private var tally: [(screen: PlayScreen, played: Int, won: Int, note: String?)] = []

    /// A run at `terminal`.
    ///
    /// - Parameters:
    ///   - terminal: The terminal.
    ///   - launcher: Sets games up, checks settings, words errors (`TerminalGames`, with `wordkit`'s error mapping and wording).
    ///   - choices: The settings in force at the start.
    package init(terminal: Terminal, launcher: any PlayLauncher, choices: Settings) {
        self.terminal = terminal
        self.launcher = launcher
        context = PlayContext(choices: choices)
    }

    /// Plays until the player leaves, then prints a line per game played.
    ///
    /// - Parameter screen: The game (or study) to start with; the menu when nil.
    /// - Throws: The launcher's error when the first game cannot be set up (before
    ///   the terminal is taken over).
    package func run(startingWith screen: PlayScreen?) throws {
        if let screen { try start(screen) } else { send(.openMenu) }
        terminal.enter()
        defer {
            terminal.leave()
            retire()
            for line in farewell { try? launcher.printLine(line) }
        }
        var woken = true
        updateClock()
        while !shell.state.finished {
            if shell.isInGame { game?.tick(at: clock.now) }
            if let notice = context.notice {
                send(.notice(notice))
                context.notice = nil
            }
            let screen = compose()
            // Only a changed screen is drawn; a dumb terminal, which cannot draw over
            // the last screen, gets a new one only after a key, not for each tick.
            if screen != shown && (terminal.addressable || woken) {
                terminal.draw(screen)
                shown = screen
            }
            let moving = game?.ticks == true && clock.isRunning
            let inputs = terminal.read(timeout: moving ? Self.tickMilliseconds : 1000)
            woken = !inputs.isEmpty
            for input in inputs where !shell.state.finished {
                take(input)
                updateClock()
            }
        }
    }

    /// Runs the clock unless something keeps the player from the game.
    private func updateClock() {
        if shell.clockRuns && game != nil { clock.resume() } else { clock.pause() }
    }

    // MARK: Input

    private func take(_ input: TerminalInput) {
        switch input {
        case .redraw:
            shown = []
        case .terminate, .key(.interrupt), .key(.endOfInput):
            send(.leave)
        case .suspend, .key(.suspend):
            clock.pause()
            terminal.suspend()
            shown = []
        case .key(.focusOut):
            send(.focusLost)
        case .key(.focusIn):
            send(.focusCame)
        case .key(let key):
            guard let shellKey = key.shellKey else { return }
            let overlayLines = shell.state.overlay.map { PlayOverlay.body(of: $0, on: terminal, width: terminal.lineWidth).count } ?? 0
            let known = PlayShell.Context(
                gameKeepsKey: game?.keeps(key) == true, gameIsStale: game.map { settingsChanged(for: $0.screen) } ?? false,
                overlayLines: overlayLines, overlayPageSize: max(1, terminal.height - 3),
                pickerRows: PickerOverlay.listRows(height: terminal.height))
            send(.pressed(shellKey, known), key: key)
        }
    }

    /// Hands `event` to the shell and performs what it asks.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - key: The key pressed, for the game when the shell hands it on.
    private func send(_ event: PlayShell.Event, key: TerminalKey? = nil) {
        for effect in shell.reduce(event) { perform(effect, key: key) }
    }

    private func perform(_ effect: PlayShell.Effect, key: TerminalKey?) {
        switch effect {
        case .forwardKey:
            updateClock()
            guard let key, let step = game?.handle(key, at: clock.now, on: terminal) else { return }
            send(.gameStep(step), key: key)
        case .menuOpened:
            lightsNote = launcher.lightsNote(context.choices)
            firstDeck = launcher.player.decks.defaultDeckID(language: context.choices.languageInForce) ?? "none shipped"
        case .play(let kind):
            play(kind)
        case .openDeckPicker(let kind):
            openDeckPicker(start: kind)
        case .openLevelPicker:
            // No levels shipped (random boards): the game says so.
            if !openLevelPicker(), let reply = game?.run(.level(nil), at: clock.now) { send(.notice(reply)) }
        case .showSettings:
            showSettings()
        case .showSetting(let key):
            send(.notice("\(key.rawValue) = \(context.choices.inForce(key)) (\(key.summary))"))
        case .changeSetting(let key, let value, thenPlay: nil):
            change(key, to: value)
        case .changeSetting(let key, let value, thenPlay: let kind?):
            change(key, to: value)
            guard context.choices.value(of: key) == value else { return }
            let said = shell.state.status
            play(kind)
            // Started: the menu's advice about the paused game no longer applies.
            if shell.state.menu == nil { send(.notice(said.contains("not saved") ? said : "\(key.rawValue) = \(value); saved.")) }
        case .saveSetting, .setUpAgain:
            // Only a setting applied asks for these, and `change` performs them.
            break
        case .runInGame(let command):
            if let reply = game?.run(command, at: clock.now) { send(.notice(reply)) }
        case .leave:
            game?.abandon(at: clock.now)
        }
    }

    // MARK: Settings

    /// Changes a setting, in force at once and saved at once as a default
    /// of `wordkit play` (as the original apps kept a choice); the game being
    /// played is set up again when the setting shapes it (a Spanish root for
    /// `:lang es`).
    private func change(_ key: SettingKey, to value: String) {
        var next = context.choices
        do {
            try next.set(key, to: value)
            if key == .language { try launcher.checkLanguage(value) }
            if key == .deck { try launcher.checkDeck(value, language: next.languageInForce) }
        } catch {
            send(.notice(launcher.message(for: error)))
            return
        }
        let previous = context.choices
        context.choices = next
        context.speaker.isOn = next.speakInForce
        if shell.state.menu != nil { lightsNote = launcher.lightsNote(next) }
        let applied = PlayShell.Event.settingApplied(
            key, inForce: next.inForce(key), gameIsStale: game.map { settingsChanged(for: $0.screen) } ?? false)
        for effect in shell.reduce(applied) {
            switch effect {
            case .saveSetting(let key, let reply, let then):
                send(.notice(reply + saved(key, of: next) + then))
            case .setUpAgain(let screen, let key, let reply):
                do {
                    try replaceGame(with: screen)
                    send(.notice(reply + saved(key, of: next)))
                } catch {
                    context.choices = previous
                    send(.notice(launcher.message(for: error)))
                }
            default:
                perform(effect, key: nil)
            }
        }
    }

    /// Saves one setting as a default of `wordkit play`.
    ///
    /// - Parameters:
    ///   - key: The setting changed.
    ///   - choices: The settings in force, with the change.
    /// - Returns: The end of the sentence that reports the change: saved, or why not.
    private func saved(_ key: SettingKey, of choices: Settings) -> String {
        guard let value = choices.value(of: key) else { return "." }
        do {
            try launcher.player.updateSettings { try? $0.set(key, to: value) }
            return "; saved."
        } catch {
            return "; not saved: \(error)"
        }
    }

    // MARK: Pickers

    /// Shows the decks, with what studying each would bring today; the deck
    /// in force is highlighted.
    ///
    /// - Parameter kind: The game to start on the deck chosen (from the
    ///   menu), or nil to set the deck as `:deck ID` does.
    private func openDeckPicker(start kind: PlayScreen?) {
        send(.notice("Reading the decks…"))
        terminal.draw(compose())
        shown = []
        let options = StudyOptions(newCardsPerDay: context.choices.newPerDay ?? StudyConfiguration.defaultNewCardsPerDay)
        let (decks, warnings) = launcher.player.decks.overviews(at: launcher.studyClock(), options: options)
        send(.notice(warnings.first.map { "Note: \($0)" + (warnings.count > 1 ? " (and \(warnings.count - 1) more)" : "") } ?? ""))
        let current = context.choices.deck ?? launcher.player.decks.defaultDeckID(language: context.choices.languageInForce)
        let rows = decks.map {
            ShellPicker.Deck(id: $0.id, cards: $0.cards, due: $0.dueToday, new: $0.newToday, title: $0.title.escapedForDisplay)
        }
        send(.pickerOpened(.decks(rows, current: current, start: kind)))
    }

    /// Shows the lights-out levels with the stars of the best win of each
    /// and its fewest presses; the level being played is highlighted.
    ///
    /// - Returns: Whether it is shown (false when no levels are shipped).
    private func openLevelPicker() -> Bool {
        guard let file = try? launcher.player.content().lightsLevels(), !file.levels.isEmpty else { return false }
        send(.pickerOpened(.levels(file.levels, progress: launcher.progress(), current: game?.levelNumber)))
        return true
    }

    // MARK: Screens

    /// Plays `kind` from the menu: back to the game left there when its
    /// settings are unchanged, else a new game.
    private func play(_ kind: PlayScreen) {
        if let game, game.screen == kind, !settingsChanged(for: kind) {
            send(.backToGame)
            return
        }
        do {
            try replaceGame(with: kind)
        } catch {
            send(.notice(launcher.message(for: error)))
        }
    }

    /// Whether a setting that shapes games of `kind` differs from the one the
    /// game being played was set up with (so playing `kind` means a new game).
    private func settingsChanged(for kind: PlayScreen) -> Bool {
        SettingKey.allCases.contains {
            GameCatalog.startsNewGame(kind, when: $0) && gameChoices.value(of: $0) != context.choices.value(of: $0)
        }
    }

    /// Sets up a game of `kind`; once it is ready, the game before it is
    /// ended (and recorded) and counted for the farewell.
    private func replaceGame(with kind: PlayScreen) throws {
        send(.notice("Setting up \(GameCatalog.title(of: kind).lowercased())…"))
        terminal.draw(compose())
        shown = []
        let replacement = try launcher.game(kind, context: context, at: clock.now)
        game?.leave(at: clock.now)
        retire()
        game = replacement
        gameChoices = context.choices
        send(.gameReady(kind))
        // A level asked for on the command line is played once; then the level reached.
        if kind == .game(.lights), case .level = launcher.lightsStart { launcher.lightsStart = .resume }
    }

    /// Starts the first game.
    private func start(_ kind: PlayScreen) throws {
        game = try launcher.game(kind, context: context, at: clock.now)
        gameChoices = context.choices
        send(.gameReady(kind))
        if kind == .game(.lights), case .level = launcher.lightsStart { launcher.lightsStart = .resume }
    }

    private func showSettings() {
        let saved = launcher.player.settings
        let entries = SettingKey.allCases.map { key in
            GameHelp.Entry(key.rawValue, "\(context.choices.inForce(key)) · saved: \(saved.value(of: key) ?? "-") · \(key.summary)")
        }
        send(.overlayOpened(ShellOverlay(
            title: "SETTINGS · in force, and saved as defaults",
            sections: [.init("Setting", entries), .init("", [GameHelp.Entry(":KEY VALUE", "changes one (:lang es), saved at once as a default")])])))
    }

    /// The whole screen: the game (or menu, or help), then pauses, the status and the command line.
    private func compose() -> [String] {
        let width = terminal.lineWidth
        let state = shell.state
        var bottom: [String] = []
        if game != nil, state.menu == nil {
            if state.pauses.contains(.focus) {
                // Only a game that shows a clock (flashcards, lights out) has one to speak of.
                let note = game?.ticks == true
                    ? "  ⏸ Paused: the window lost the focus. The clock goes on when it comes back."
                    : "  ⏸ The window lost the focus."
                bottom.append(terminal.paint(note, .yellow, .bold))
            } else if state.pauses.contains(.key), game?.screen == .study {
                // A game's own screen says it is paused where the board was.
                bottom.append(terminal.paint("  ⏸ Paused: any key resumes.", .yellow, .bold))
            }
        }
        if !state.status.isEmpty { bottom += TextLayout.wrap(state.status, width: width - 2).map { "  " + $0 } }
        bottom = terminal.fit(bottom)
        if let commandLine = state.commandLine { bottom.append("  :" + terminal.paint(commandLine, .bold) + "_") }
        let rows = max(1, terminal.height - bottom.count)
        let body: [String]
        if let overlay = state.overlay {
            body = PlayOverlay.screen(of: overlay, on: terminal, rows: rows)
        } else if let picker = state.picker {
            body = PickerOverlay.screen(of: picker, on: terminal, rows: rows)
        } else if let menu = state.menu {
            body = GameMenu(menu: menu, lightsNote: lightsNote, firstDeck: firstDeck).screen(
                on: terminal, choices: context.choices, left: game?.screen, leftIsStale: game.map { settingsChanged(for: $0.screen) } ?? false)
        } else if let game, !state.pauses.isEmpty, case .game = game.screen {
            // A paused game hides its board, card, letters or range: the clock stopped is no time to think.
            body = game.pausedScreen(on: terminal, at: clock.now)
                + ["", terminal.paint("  ⏸ Paused — press any key to go on.", .yellow, .bold)]
        } else if let game {
            body = game.screen(on: terminal, at: clock.now, paused: !state.pauses.isEmpty, rows: rows)
        } else {
            body = []
        }
        return Array(terminal.fit(body).prefix(rows)) + bottom
    }

    // MARK: Leaving

    /// Counts the game being played (before it is replaced, and at the end).
    private func retire() {
        guard let game else { return }
        if let index = tally.firstIndex(where: { $0.screen == game.screen }) {
            tally[index].played += game.played
            tally[index].won += game.won
            tally[index].note = game.farewellNote
        } else {
            tally.append((game.screen, game.played, game.won, game.farewellNote))
        }
        self.game = nil
    }

    /// A line per game played, as printed after the terminal is restored.
    private var farewell: [String] {
        tally.map { entry in
            GameCatalog.farewell(of: entry.screen, played: entry.played, won: entry.won) + (entry.note.map { " " + $0 } ?? "")
        }
    }
}
