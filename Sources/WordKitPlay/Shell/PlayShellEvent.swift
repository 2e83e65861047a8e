extension PlayShell {
    /// What happened, as the front end tells the shell.
    public enum Event: Sendable, Equatable {
        /// A key, with what the front end knows about the screen at that moment.
        case pressed(Key, Context = Context())
        /// The window lost the focus.
        case focusLost
        /// The window got the focus back.
        case focusCame
        /// The player leaves (Ctrl-C, Ctrl-D, the terminal closing).
        case leave
        /// Open the menu (at the start, when no game was asked for).
        case openMenu
        /// What a key handed to the game (``Effect/forwardKey``) led to.
        case gameStep(GameStep)
        /// A game of this kind was set up and is now played; the menu closes.
        case gameReady(PlayScreen)
        /// The game left for the menu is played again as it was.
        case backToGame
        /// A line for the status (a reply of the game, an error, a setting changed).
        case notice(String)
        /// A screen over the game to show, such as the settings.
        case overlayOpened(ShellOverlay)
        /// A picker to show, with its rows read by the front end.
        case pickerOpened(ShellPicker)
        /// A setting asked for with ``Effect/changeSetting(_:_:thenPlay:)``
        /// was checked and put in force, with its value now shown as `inForce`;
        /// `gameIsStale` tells whether the game being played (or left) must
        /// now be set up anew to follow the settings.
        case settingApplied(SettingKey, inForce: String, gameIsStale: Bool)
    }

    /// What the front end knows when a key comes, which the shell cannot work out itself.
    public struct Context: Sendable, Equatable {
        /// Whether the game being played takes the key as typing (so a key that ends a pause is kept).
        public var gameKeepsKey: Bool
        /// Whether a setting that shapes the game being played changed since it started.
        public var gameIsStale: Bool
        /// The lines of the overlay shown, as laid out for the window.
        public var overlayLines: Int
        /// The lines of the overlay a page shows.
        public var overlayPageSize: Int
        /// The rows of the picker's list a page shows.
        public var pickerRows: Int

        /// A context; the defaults suit a key with no overlay or picker shown.
        public init(gameKeepsKey: Bool = false, gameIsStale: Bool = false, overlayLines: Int = 0, overlayPageSize: Int = 20, pickerRows: Int = 20) {
            self.gameKeepsKey = gameKeepsKey
            self.gameIsStale = gameIsStale
            self.overlayLines = overlayLines
            self.overlayPageSize = overlayPageSize
            self.pickerRows = pickerRows
        }
    }

    /// A key, as the shell understands it (a front end maps its own keys here).
    public enum Key: Sendable, Equatable {
        /// A printable character.
        case character(Character)
        /// Return or Enter.
        case enter
        /// Backspace.
        case backspace
        /// The arrow keys.
        case up, down, left, right
        /// Page Up and Page Down.
        case pageUp, pageDown
        /// Escape.
        case escape
        /// Tab.
        case tab
    }

    /// What a key led to in a game, as the game tells the shell.
    public enum GameStep: Sendable, Equatable {
        /// Go on playing.
        case play
        /// Stop the game clock until a key is pressed.
        case togglePause
        /// Leave, ending the game being played.
        case quit
        /// Open the menu of games, the game kept paused.
        case menu
        /// Show the keys and commands.
        case help
        /// Start typing a command after `:` (games without a text prompt).
        case commandLine
        /// Run a command typed in the game's own prompt, such as `:lang es`.
        case command(String)
    }
}
