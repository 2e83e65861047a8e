extension PlayShell {
    /// What the front end must do after an event; what it learns while doing
    /// it comes back as events (``Event/gameStep(_:)``, ``Event/notice(_:)``…).
    public enum Effect: Sendable, Equatable {
        /// Hand the key just pressed to the game, then send back its ``GameStep``.
        case forwardKey
        /// The menu opened: work out what it shows (the lights-out note, the first deck).
        case menuOpened
        /// Play this game: back to the one left when its settings are unchanged, else set up a new one.
        case play(PlayScreen)
        /// Read the decks and open the deck picker; `start` is the game to
        /// play on the deck chosen, nil to set the deck as `:deck ID` does.
        case openDeckPicker(start: PlayScreen?)
        /// Open the lights-out level picker, or say that no levels are shipped.
        case openLevelPicker
        /// Show the settings in force and saved.
        case showSettings
        /// Say the value in force of a setting (`:lang` alone).
        case showSetting(SettingKey)
        /// Change a setting, save it, and then play `thenPlay` when the change took.
        case changeSetting(SettingKey, String, thenPlay: PlayScreen?)
        /// Save a setting as a default, then say `reply`, how the saving
        /// went (`; saved.`), and `then`.
        case saveSetting(SettingKey, reply: String, then: String)
        /// Set a new game of this kind up with the settings in force, as a
        /// change of `key` asks; when it is ready, save `key` as
        /// ``saveSetting(_:reply:then:)`` does; when it fails, put the
        /// settings back and say why.
        case setUpAgain(PlayScreen, key: SettingKey, reply: String)
        /// Run a command of the game being played (`:hint`, `:level 3`) and show its reply.
        case runInGame(InGameCommand)
        /// End the game being played (recorded as abandoned) and stop.
        case leave
    }
}
