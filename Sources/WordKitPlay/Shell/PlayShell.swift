/// The play shell around the games at a terminal: the menu, the help and
/// settings screens, the pickers, the command line after `:`, the pauses and
/// the status line, as a pure value.
///
/// A front end hands it events (a key, the focus, what a game's key led to,
/// a game set up) and performs the ``Effect``s it returns (start a game,
/// change a setting, hand the key to the game, leave); then it draws
/// ``state``. Nothing here reads the clock, the terminal or a file, so every
/// path can be tested by sending events and comparing whole states.
///
/// ```swift
/// var shell = PlayShell()
/// shell.reduce(.openMenu)
/// let effects = shell.reduce(.pressed(.character("s")))  // [.play(.game(.scramble))]
/// ```
public struct PlayShell: Sendable, Equatable {
    /// Why the clock is stopped.
    public enum Pause: Hashable, Sendable {
        /// `p` or `:pause`: any key resumes.
        case key
        /// The window lost the focus: it resumes when the focus comes back.
        case focus
    }

    /// Everything the shell shows or remembers.
    public struct State: Sendable, Equatable {
        /// The kind of game being played (or left for the menu); nil before the first.
        public var game: PlayScreen?
        /// The menu, while it is shown.
        public var menu: ShellMenu?
        /// The help or settings screen, while it is shown.
        public var overlay: ShellOverlay?
        /// The deck or level picker, while it is shown.
        public var picker: ShellPicker?
        /// The command being typed after `:`.
        public var commandLine: String?
        /// What the last command or notice said, until the next key.
        public var status: String
        /// Why the clock is stopped, if it is.
        public var pauses: Set<Pause>
        /// Whether the player has left.
        public var finished: Bool

        /// A state; by default nothing is shown and nothing is played.
        public init(
            game: PlayScreen? = nil, menu: ShellMenu? = nil, overlay: ShellOverlay? = nil, picker: ShellPicker? = nil,
            commandLine: String? = nil, status: String = "", pauses: Set<Pause> = [], finished: Bool = false
        ) {
            self.game = game
            self.menu = menu
            self.overlay = overlay
            self.picker = picker
            self.commandLine = commandLine
            self.status = status
            self.pauses = pauses
            self.finished = finished
        }
    }

    /// The state.
    public var state: State

    /// A shell in `state`.
    public init(state: State = State()) {
        self.state = state
    }

    /// Whether the game is on screen (not the menu, a help screen, a picker or a command line).
    public var isInGame: Bool {
        state.menu == nil && state.overlay == nil && state.picker == nil && state.commandLine == nil
    }

    /// Whether the game clock runs: a game is on screen and nothing pauses it.
    public var clockRuns: Bool { state.pauses.isEmpty && isInGame && state.game != nil }

    /// The screen the commands and the help are for: the menu while it is shown, else the game.
    public var screenShown: PlayScreen { state.menu == nil ? state.game ?? .menu : .menu }

    /// Takes an event: the next state and what the front end must do.
    ///
    /// - Parameter event: What happened.
    /// - Returns: The effects to perform, in order.
    @discardableResult
    public mutating func reduce(_ event: Event) -> [Effect] {
        switch event {
        case .pressed(let key, let context):
            // A key means the window has the focus, whatever the terminal reported.
            state.pauses.remove(.focus)
            state.status = ""
            return press(key, context)
        case .focusLost:
            state.pauses.insert(.focus)
        case .focusCame:
            state.pauses.remove(.focus)
        case .leave:
            return leave()
        case .openMenu:
            return openMenu()
        case .gameStep(let step):
            return take(step)
        case .gameReady(let screen):
            state.game = screen
            state.menu = nil
            state.status = ""
        case .backToGame:
            state.menu = nil
        case .notice(let text):
            state.status = text
        case .overlayOpened(let overlay):
            state.overlay = overlay
        case .pickerOpened(let picker):
            state.picker = picker
        case .settingApplied(let key, let inForce, let gameIsStale):
            return settingApplied(key, inForce: inForce, gameIsStale: gameIsStale)
        }
        return []
    }

    /// Takes a key: the screen shown on top gets it.
    private mutating func press(_ key: Key, _ context: Context) -> [Effect] {
        if var overlay = state.overlay {
            state.overlay = overlay.page(key, lines: context.overlayLines, pageSize: context.overlayPageSize) ? overlay : nil
            return []
        }
        if state.picker != nil { return pick(key, rows: context.pickerRows) }
        if let line = state.commandLine { return edit(line, with: key) }
        if state.menu != nil { return choose(key, gameIsStale: context.gameIsStale) }
        guard state.game != nil else { return [] }
        if state.pauses.contains(.key) {
            // Any key resumes; typing (a digit of a press) is kept, the rest only resumes.
            state.pauses.remove(.key)
            guard key != .character("p"), key != .character("P"), context.gameKeepsKey else { return [] }
        }
        return [.forwardKey]
    }

    /// Takes what a key led to in the game.
    private mutating func take(_ step: GameStep) -> [Effect] {
        switch step {
        case .play: return []
        case .togglePause: state.pauses.insert(.key)
        case .quit: return leave()
        case .menu: return openMenu()
        case .help: showHelp()
        case .commandLine: state.commandLine = ""
        case .command(let line): return execute(line)
        }
        return []
    }

    /// Takes a key in the menu.
    private mutating func choose(_ key: Key, gameIsStale: Bool) -> [Effect] {
        switch state.menu?.handle(key) ?? .stay {
        case .stay:
            return []
        case .play(let kind):
            // Flashcards and study start on a deck chosen in the deck picker;
            // a paused game of that kind, unchanged, is gone back to as it is.
            if kind == .game(.flashcards) || kind == .study, !(state.game == kind && !gameIsStale) {
                return [.openDeckPicker(start: kind)]
            }
            return [.play(kind)]
        case .back:
            if state.game != nil { state.menu = nil }
        case .quit:
            return leave()
        case .help:
            showHelp()
        case .commandLine:
            state.commandLine = ""
        }
        return []
    }

    /// Opens the menu, with the game being played highlighted; a key pause ends.
    private mutating func openMenu() -> [Effect] {
        state.pauses.remove(.key)
        state.menu = ShellMenu(highlighting: state.game)
        return [.menuOpened]
    }

    /// Shows the keys, commands and rules of the screen shown.
    mutating func showHelp() {
        state.overlay = ShellOverlay.help(on: screenShown)
    }

    /// Stops: the game being played is ended by the front end.
    private mutating func leave() -> [Effect] {
        state.finished = true
        return [.leave]
    }
}
