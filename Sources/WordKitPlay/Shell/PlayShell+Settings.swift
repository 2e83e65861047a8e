extension PlayShell {
    /// What a setting change led to, once the front end has checked the value
    /// and put it in force: what to save and say, or the game to set up again.
    ///
    /// - Parameters:
    ///   - key: The setting changed.
    ///   - inForce: Its value in force now, as shown (`es`, `6`).
    ///   - gameIsStale: Whether a setting that shapes the game being played
    ///     (or left for the menu) now differs from the one it started with.
    /// - Returns: ``Effect/saveSetting(_:reply:then:)`` with the reply, or
    ///   ``Effect/setUpAgain(_:key:reply:)`` when the game being played takes
    ///   the change only in a new game (a Spanish root for `:lang es`).
    func settingApplied(_ key: SettingKey, inForce: String, gameIsStale: Bool) -> [Effect] {
        let said = "\(key.rawValue) = \(inForce)"
        let inMenu = state.menu != nil
        if inMenu, let left = state.game, GameCatalog.startsNewGame(left, when: key), gameIsStale {
            let name = GameCatalog.title(of: left).lowercased()
            return [
                .saveSetting(
                    key, reply: said,
                    then: " Enter on \(name) starts a new game with it (the paused one ends); Esc goes back to the paused one.")
            ]
        }
        guard !inMenu, let screen = state.game, GameCatalog.startsNewGame(screen, when: key) else {
            // A setting of this game that needs no new game (speech, the language of speech) is in force at once.
            let now = !inMenu && state.game?.settingKeys.contains(key) == true
            return [.saveSetting(key, reply: said + (inMenu ? "" : (now ? ", in force now" : " for the other games")), then: "")]
        }
        return [.setUpAgain(screen, key: key, reply: said + ": a new game")]
    }
}
