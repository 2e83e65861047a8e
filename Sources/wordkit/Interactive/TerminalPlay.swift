import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// A run of `wordkit play` at the terminal: the menu, the game being
/// played, the command line after `:`, the help and settings screens, and
/// the clock with its pauses.
///
/// The clock stops while anything keeps the player from the game: a pause
/// key, the window losing the focus (focus reports), the menu, a help or
/// settings screen, a command being typed, Ctrl-Z. The terminal is restored
/// on every way out, and the game being played is recorded as abandoned.
final class TerminalPlay {
    /// Why the clock is stopped.
    private enum Pause: Hashable {
        /// `p`: any key resumes.
        case key
        /// The window lost the focus: it resumes when the focus comes back.
        case focus
    }

    /// How often the screen is redrawn when the game shows a moving clock.
    static let tickMilliseconds: Int32 = 200

    private let terminal: Terminal
    private var launcher: GameLauncher
    private let context: PlayContext
    private var clock = GameClock()
    /// The game being played, or left for the menu.
    private var game: (any InteractiveGame)?
    /// The settings the game was set up with, to tell whether it must be set up again.
    private var gameChoices = Settings()
    /// The menu, while it is shown.
    private var menu: GameMenu?
    /// The help or settings screen, while it is shown.
    private var overlay: PlayOverlay?
    /// The deck or level picker, while it is shown.
    private var picker: PickerOverlay?
    /// The command being typed after `:`.
    private var commandLine: String?
    /// What the last command or notice said, until the next key.
    private var status = ""
    private var pauses: Set<Pause> = []
    private var finished = false
    /// The screen last drawn.
    private var shown: [String] = []
    /// Games played and won per kind, in the order first played, for the farewell.
    private var tally: [(screen: PlayScreen, played: Int, won: Int, note: String?)] = []

    /// A run at `terminal`.
    ///
    /// - Parameters:
    ///   - terminal: The terminal.
    ///   - launcher: Sets games up.
    ///   - choices: The settings in force at the start.
    init(terminal: Terminal, launcher: GameLauncher, choices: Settings) {
        self.terminal = terminal
        self.launcher = launcher
        context = PlayContext(choices: choices)
    }

    /// Plays until the player leaves, then prints a line per game played.
    ///
    /// - Parameter screen: The game (or study) to start with; the menu when nil.
    /// - Throws: ``CLIFailure`` when the first game cannot be set up (before
    ///   the terminal is taken over).
    func run(startingWith screen: PlayScreen?) throws {
        if let screen { try start(screen) } else { openMenu() }
        terminal.enter()
        defer {
            terminal.leave()
            retire()
            for line in farewell { try? Output.line(line) }
        }
        var woken = true
        updateClock()
        while !finished {
            if isInGame { game?.tick(at: clock.now) }
            if let notice = context.notice {
                status = notice
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
            for input in inputs where !finished {
                take(input)
                updateClock()
            }
        }
    }

    /// Whether the game is on screen (not the menu, a help screen or a command line).
    private var isInGame: Bool { menu == nil && overlay == nil && picker == nil && commandLine == nil }

    /// The screen being shown, for commands and help.
    private var screenShown: PlayScreen { menu == nil ? game?.screen ?? .menu : .menu }

    /// Runs the clock unless something keeps the player from the game.
    private func updateClock() {
        if pauses.isEmpty && isInGame && game != nil { clock.resume() } else { clock.pause() }
    }

    // MARK: Input

    private func take(_ input: TerminalInput) {
        switch input {
        case .redraw:
            shown = []
        case .terminate, .key(.interrupt), .key(.endOfInput):
            leave()
        case .suspend, .key(.suspend):
            clock.pause()
            terminal.suspend()
            shown = []
        case .key(.focusOut):
            pauses.insert(.focus)
        case .key(.focusIn):
            pauses.remove(.focus)
        case .key(let key):
            // A key means the window has the focus, whatever the terminal reported.
            pauses.remove(.focus)
            status = ""
            press(key)
        }
    }

    private func press(_ key: TerminalKey) {
        if overlay != nil {
            if overlay?.page(key, on: terminal) != true { overlay = nil }
            return
        }
        if picker != nil {
            pick(key)
            return
        }
        if let line = commandLine {
            edit(line, with: key)
            return
        }
        if menu != nil {
            choose(key)
            return
        }
        if pauses.contains(.key) {
            // Any key resumes; typing (a digit of a press) is kept, the rest only resumes.
            pauses.remove(.key)
            updateClock()
            guard key != .character("p"), key != .character("P"), game?.keeps(key) == true else { return }
        }
        guard let step = game?.handle(key, at: clock.now, on: terminal) else { return }
        switch step {
        case .play: break
        case .togglePause: pauses.insert(.key)
        case .quit: leave()
        case .menu: openMenu()
        case .help: showHelp()
        case .commandLine: commandLine = ""
        case .command(let line): execute(line)
        }
    }

    /// Edits the command line; Enter runs it, Esc (or Backspace on nothing) drops it.
    private func edit(_ line: String, with key: TerminalKey) {
        switch key {
        case .enter:
            commandLine = nil
            execute(line)
        case .escape:
            commandLine = nil
        case .backspace:
            commandLine = line.isEmpty ? nil : String(line.dropLast())
        case .character(let character):
            if line.count < 60 { commandLine = line + String(character) }
        default:
            break
        }
    }

    private func choose(_ key: TerminalKey) {
        switch menu?.handle(key) ?? .stay {
        case .stay: break
        case .play(let kind):
            // Flashcards and study start on a deck chosen in the deck picker;
            // a paused game of that kind, unchanged, is gone back to as it is.
            if kind == .game(.flashcards) || kind == .study, !(game?.screen == kind && !settingsChanged(for: kind)) {
                openDeckPicker(start: kind)
            } else {
                play(kind)
            }
        case .back: if game != nil { menu = nil }
        case .quit: leave()
        case .help: showHelp()
        case .commandLine: commandLine = ""
        }
    }

    // MARK: Commands

    /// Runs a command typed after `:`; one the screen does not take is
    /// reported with the commands it does take.
    private func execute(_ line: String) {
        let command = InGameCommand.parse(line)
        let screen = screenShown
        guard command.isAvailable(on: screen) else {
            status = InGameCommand.unknownMessage(line, on: screen)
            return
        }
        switch command {
        case .help: showHelp()
        case .settings: showSettings()
        case .save: save()
        case .menu: if menu == nil { openMenu() }
        case .quit: leave()
        case .set(.deck, nil): openDeckPicker(start: nil)
        case .set(let key, nil): status = "\(key.rawValue) = \(context.choices.inForce(key)) (\(key.summary))"
        case .set(let key, let value?): change(key, to: value)
        case .action(.pause):
            pauses.insert(.key)
        case .level(nil) where screen == .game(.lights):
            // No levels shipped (random boards): the game says so.
            if !openLevelPicker(), let reply = game?.run(command, at: clock.now) { status = reply }
        case .level, .action:
            if let reply = game?.run(command, at: clock.now) { status = reply }
        case .unknown:
            break
        }
    }

    /// Changes a setting, in force at once and saved at once as a default
    /// of `wordkit play` (as the original apps kept a choice); the game being
    /// played is set up again when the setting shapes it (a Spanish root for
    /// `:lang es`).
    private func change(_ key: SettingKey, to value: String) {
        var next = context.choices
        do {
            try next.set(key, to: value)
            if key == .language { try launcher.checkLanguage(value) }
            if key == .deck { _ = try CLIFailure.mapping { try Player.decks.deckToPlay(value, language: next.languageInForce) } }
        } catch let failure as CLIFailure {
            status = failure.message
            return
        } catch {
            status = ErrorAdvice.message(for: error)
            return
        }
        let previous = context.choices
        context.choices = next
        context.speaker.isOn = next.speakInForce
        let said = "\(key.rawValue) = \(next.inForce(key))"
        if menu != nil { menu?.lightsNote = launcher.lightsNote(next) }
        if menu != nil, let left = game?.screen, GameCatalog.startsNewGame(left, when: key), settingsChanged(for: left) {
            let name = GameCatalog.title(of: left).lowercased()
            status = said + saved(key, of: next)
                + " Enter on \(name) starts a new game with it (the paused one ends); Esc goes back to the paused one."
            return
        }
        guard menu == nil, let screen = game?.screen, GameCatalog.startsNewGame(screen, when: key) else {
            // A setting of this game that needs no new game (speech, the language of speech) is in force at once.
            let now = menu == nil && game.map { $0.screen.settingKeys.contains(key) } == true
            status = said + (menu == nil ? (now ? ", in force now" : " for the other games") : "") + saved(key, of: next)
            return
        }
        do {
            try replaceGame(with: screen)
            status = said + ": a new game" + saved(key, of: next)
        } catch {
            context.choices = previous
            status = Self.describe(error)
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
            _ = try Player.store.updateSettings { try? $0.set(key, to: value) }
            return "; saved."
        } catch {
            return "; not saved: \(error)"
        }
    }

    /// `:save`: nothing to do, every change is saved as it is made.
    private func save() {
        status = "Settings are already saved: each change made with :KEY VALUE is kept as a default of wordkit play at once (wordkit settings shows them)."
    }

    // MARK: Pickers

    /// Shows the decks, with what studying each would bring today; the deck
    /// in force is highlighted.
    ///
    /// - Parameter kind: The game to start on the deck chosen (from the
    ///   menu), or nil to set the deck as `:deck ID` does.
    private func openDeckPicker(start kind: PlayScreen?) {
        status = "Reading the decks…"
        terminal.draw(compose())
        shown = []
        let options = StudyOptions(newCardsPerDay: context.choices.newPerDay ?? StudyConfiguration.defaultNewCardsPerDay)
        let (decks, warnings) = Player.decks.overviews(at: launcher.studyClock(), options: options)
        status = warnings.first.map { "Note: \($0)" + (warnings.count > 1 ? " (and \(warnings.count - 1) more)" : "") } ?? ""
        let idWidth = max(4, decks.map(\.id.count).max() ?? 0)
        let titleWidth = min(40, max(5, decks.map { $0.title.escapedForDisplay.count }.max() ?? 0))
        func cell(_ text: String, _ width: Int) -> String {
            text.count > width ? String(text.prefix(width - 1)) + "…" : text.padding(toLength: width, withPad: " ", startingAt: 0)
        }
        func number(_ value: Int, _ width: Int) -> String {
            String(repeating: " ", count: max(0, width - String(value).count)) + String(value)
        }
        // The figures before the title, so a narrow window cuts only the title.
        let rows = decks.map { deck in
            (text: cell(deck.id, idWidth) + "  " + number(deck.cards, 6) + "  " + number(deck.dueToday, 5) + "  "
                + number(deck.newToday, 5) + "  " + cell(deck.title.escapedForDisplay, titleWidth), value: deck.id)
        }
        let columns = cell("deck", idWidth) + "   cards    due    new  title"
        let current = context.choices.deck ?? Player.decks.defaultDeckID(language: context.choices.languageInForce)
        let purpose = kind.map { "the deck for " + GameCatalog.title(of: $0).lowercased() } ?? "the deck to play"
        picker = PickerOverlay(
            purpose: .deck(start: kind), title: "DECKS · choose \(purpose) · cards due and new today",
            columns: columns, rows: rows, current: current,
            empty: "No decks are shipped or imported: wordkit deck import FILE adds one. Esc goes back.")
    }

    /// Shows the lights-out levels with the stars of the best win of each
    /// and its fewest presses; the level being played is highlighted.
    ///
    /// - Returns: Whether it is shown (false when no levels are shipped).
    private func openLevelPicker() -> Bool {
        guard let file = try? Player.content().lightsLevels(), !file.levels.isEmpty else { return false }
        let progress = GameLauncher.progress()
        let ordered = file.levels.sorted { $0.number < $1.number }
        func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        let rows = ordered.map { entry in
            let stars = progress.stars(of: entry).map { String(repeating: "★", count: $0) + String(repeating: "☆", count: 3 - $0) } ?? "   "
            let size = "\(entry.size)×\(entry.size)"
            let fewest = entry.fewestPresses.map(String.init) ?? "?"
            let best = progress.fewestPresses[entry.number].map { "won in \($0)" } ?? "not won"
            let text = right(String(entry.number), 5) + "  " + right(size, 4) + "  " + stars.padding(toLength: 5, withPad: " ", startingAt: 0)
                + "  " + right(fewest, 6) + "  " + best
            return (text: text, value: String(entry.number))
        }
        let won = ordered.count { progress.won[$0.size]?.contains($0.number) == true }
        picker = PickerOverlay(
            purpose: .level, title: "LIGHTS OUT LEVELS · \(won) of \(ordered.count) won · ★★★ in the fewest presses",
            columns: "level  size  stars  fewest  your best", rows: rows, current: game?.levelNumber.map(String.init), empty: "")
        return true
    }

    /// Takes a key in the picker: Enter plays the row chosen, Esc goes back.
    private func pick(_ key: TerminalKey) {
        guard var shownPicker = picker else { return }
        let outcome = shownPicker.handle(key, height: terminal.height)
        picker = shownPicker
        switch outcome {
        case .stay:
            break
        case .cancelled:
            picker = nil
        case .chosen(let index):
            picker = nil
            guard let value = shownPicker.value(at: index) else { return }
            switch shownPicker.purpose {
            case .level:
                if let reply = game?.run(.level(value), at: clock.now) { status = reply }
            case .deck(start: nil):
                change(.deck, to: value)
            case .deck(start: let kind?):
                change(.deck, to: value)
                guard context.choices.deck == value else { return }
                let said = status
                play(kind)
                // Started: the menu's advice about the paused game no longer applies.
                if menu == nil { status = said.contains("not saved") ? said : "deck = \(value); saved." }
            }
        }
    }

    // MARK: Screens

    private func openMenu() {
        pauses.remove(.key)
        menu = GameMenu(
            highlighting: game?.screen, lightsNote: launcher.lightsNote(context.choices),
            firstDeck: Player.decks.defaultDeckID(language: context.choices.languageInForce) ?? "none shipped")
    }

    /// Plays `kind` from the menu: back to the game left there when its
    /// settings are unchanged, else a new game.
    private func play(_ kind: PlayScreen) {
        if let game, game.screen == kind, !settingsChanged(for: kind) {
            menu = nil
            return
        }
        do {
            try replaceGame(with: kind)
            menu = nil
        } catch {
            status = Self.describe(error)
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
        status = "Setting up \(GameCatalog.title(of: kind).lowercased())…"
        terminal.draw(compose())
        shown = []
        let replacement = try launcher.game(kind, context: context, at: clock.now)
        game?.leave(at: clock.now)
        retire()
        game = replacement
        gameChoices = context.choices
        status = ""
        // A level asked for on the command line is played once; then the level reached.
        if kind == .game(.lights), case .level = launcher.lightsStart { launcher.lightsStart = .resume }
    }

    /// Starts the first game.
    private func start(_ kind: PlayScreen) throws {
        game = try launcher.game(kind, context: context, at: clock.now)
        gameChoices = context.choices
        if kind == .game(.lights), case .level = launcher.lightsStart { launcher.lightsStart = .resume }
    }

    private func showHelp() {
        let screen = screenShown
        let name = screen == .menu ? "the menu" : game.map { GameCatalog.title(of: $0.screen).lowercased() } ?? ""
        let rules = GameHelp.rules(on: screen)
        overlay = PlayOverlay(
            title: "HELP · \(name)",
            sections: (rules.isEmpty ? [] : [("Rules", rules)])
                + [("Keys", GameHelp.keys(on: screen)), ("Commands (type : then the command, and Enter)", InGameCommand.commands(on: screen))])
    }

    private func showSettings() {
        let saved = (try? Player.store.loadSettings()) ?? Settings()
        let entries = SettingKey.allCases.map { key in
            GameHelp.Entry(key.rawValue, "\(context.choices.inForce(key)) · saved: \(saved.value(of: key) ?? "-") · \(key.summary)")
        }
        overlay = PlayOverlay(
            title: "SETTINGS · in force, and saved as defaults",
            sections: [("Setting", entries), ("", [GameHelp.Entry(":KEY VALUE", "changes one (:lang es), saved at once as a default")])])
    }

    /// The whole screen: the game (or menu, or help), then pauses, the status and the command line.
    private func compose() -> [String] {
        let width = terminal.lineWidth
        var bottom: [String] = []
        if game != nil, menu == nil {
            if pauses.contains(.focus) {
                // Only a game that shows a clock (flashcards, lights out) has one to speak of.
                let note = game?.ticks == true
                    ? "  ⏸ Paused: the window lost the focus. The clock goes on when it comes back."
                    : "  ⏸ The window lost the focus."
                bottom.append(terminal.paint(note, .yellow, .bold))
            } else if pauses.contains(.key), game?.screen == .study {
                // A game's own screen says it is paused where the board was.
                bottom.append(terminal.paint("  ⏸ Paused: any key resumes.", .yellow, .bold))
            }
        }
        if !status.isEmpty { bottom += TextLayout.wrap(status, width: width - 2).map { "  " + $0 } }
        bottom = terminal.fit(bottom)
        if let commandLine { bottom.append("  :" + terminal.paint(commandLine, .bold) + "_") }
        let rows = max(1, terminal.height - bottom.count)
        let body: [String]
        if let overlay {
            body = overlay.screen(on: terminal, rows: rows)
        } else if let picker {
            body = picker.screen(on: terminal, rows: rows)
        } else if let menu {
            body = menu.screen(
                on: terminal, choices: context.choices, left: game?.screen, leftIsStale: game.map { settingsChanged(for: $0.screen) } ?? false)
        } else if let game, !pauses.isEmpty, case .game = game.screen {
            // A paused game hides its board, card, letters or range: the clock stopped is no time to think.
            body = game.pausedScreen(on: terminal, at: clock.now)
                + ["", terminal.paint("  ⏸ Paused — press any key to go on.", .yellow, .bold)]
        } else if let game {
            body = game.screen(on: terminal, at: clock.now, paused: !pauses.isEmpty, rows: rows)
        } else {
            body = []
        }
        return Array(terminal.fit(body).prefix(rows)) + bottom
    }

    // MARK: Leaving

    /// Ends the game being played and stops.
    private func leave() {
        game?.abandon(at: clock.now)
        finished = true
    }

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

    /// A message for an error met while setting a game up.
    private static func describe(_ error: any Error) -> String {
        ErrorAdvice.message(for: error)
    }
}
