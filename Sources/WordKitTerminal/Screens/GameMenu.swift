import GameKernel
import WordKitPlay

/// The menu of games `wordkit play` opens, and `Esc` or `m` from a game,
/// as drawn: each game with its settings in force. What a key does is
/// `ShellMenu`'s (in `WordKitPlay`).
package struct GameMenu {
    /// The highlight.
    package let menu: ShellMenu
    /// What lights out will play (the size and the level reached), worked out when the menu opens.
    package let lightsNote: String
    /// The deck played when none is set: the vocabulary deck from the language in force (`DeckLibrary.defaultDeckID`).
    package let firstDeck: String

    /// A menu drawn from `menu`, with the note on lights' levels and the deck flashcards start with.
    package init(menu: ShellMenu, lightsNote: String, firstDeck: String) {
        self.menu = menu
        self.lightsNote = lightsNote
        self.firstDeck = firstDeck
    }

    /// The menu's lines.
    ///
    /// - Parameters:
    ///   - terminal: For styles.
    ///   - choices: The settings in force.
    ///   - left: The game left for the menu, kept paused.
    ///   - leftIsStale: Whether a setting that shapes the game left has
    ///     changed since it started, so that Enter starts a new game of that
    ///     kind (the paused one is ended) and only Esc goes back to it.
    package func screen(on terminal: Terminal, choices: Settings, left: PlayScreen?, leftIsStale: Bool = false) -> [String] {
        var lines = [terminal.paint(" WORDKIT PLAY ", .bold, .inverse) + "  choose a game", ""]
        for (index, kind) in GameCatalog.entries.enumerated() {
            let pointer = index == menu.selected ? terminal.paint("›", .bold, .cyan) : " "
            let name = GameCatalog.title(of: kind).padding(toLength: 18, withPad: " ", startingAt: 0)
            let note = leftIsStale ? "  (paused; Enter starts a new game)" : "  (paused: Enter goes back to it)"
            let paused = kind == left ? terminal.paint(note, .yellow) : ""
            let summary = GameCatalog.summary(of: kind, choices, firstDeck: firstDeck, lightsNote: lightsNote)
            lines.append("  \(pointer) " + (index == menu.selected ? terminal.paint(name, .bold) : name) + summary + paused)
            lines.append(terminal.paint("      " + GameCatalog.about(kind), .dim))
        }
        lines.append("")
        lines.append("  Speech \(choices.speakInForce ? "on" : "off") · :lang es, :size 6, :speak on… change a setting (saved at once)")
        let back = left.map { " · Esc back to \(GameCatalog.title(of: $0).lowercased())" } ?? ""
        let letters = GameCatalog.entries.map { String(GameCatalog.key(of: $0)) }.joined(separator: " ")
        lines.append(terminal.paint("  ↑↓ choose · Enter play · \(letters) play that game · ? help\(back) · q quit", .dim))
        return lines
    }
}
