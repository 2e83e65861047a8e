import GameKernel
import WordKitPlay
import WordKitStore

/// The menu of games `wordkit play` opens, and `Esc` or `m` from a game:
/// each game with its settings in force; ↑ ↓ and Enter, or a game's first
/// letter, choose.
struct GameMenu {
    /// What the player chose.
    enum Choice: Equatable {
        /// Nothing yet.
        case stay
        /// Play this game (or go back to it, when it is the one left).
        case play(PlayScreen)
        /// Back to the game left for the menu.
        case back
        /// Leave.
        case quit
        /// The help screen.
        case help
        /// Type a command (`:lang es`).
        case commandLine
    }

    /// The game highlighted.
    private(set) var selected: Int
    /// What lights out will play (the size and the level reached), worked out when the menu opens.
    var lightsNote: String
    /// The deck played when none is set: the vocabulary deck from the language in force (`DeckLibrary.defaultDeckID`).
    let firstDeck: String

    /// A menu with `kind` highlighted.
    init(highlighting screen: PlayScreen?, lightsNote: String, firstDeck: String) {
        selected = screen.flatMap { GameCatalog.entries.firstIndex(of: $0) } ?? 0
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
    func screen(on terminal: Terminal, choices: Settings, left: PlayScreen?, leftIsStale: Bool = false) -> [String] {
        var lines = [terminal.paint(" WORDKIT PLAY ", .bold, .inverse) + "  choose a game", ""]
        for (index, kind) in GameCatalog.entries.enumerated() {
            let pointer = index == selected ? terminal.paint("›", .bold, .cyan) : " "
            let name = GameCatalog.title(of: kind).padding(toLength: 18, withPad: " ", startingAt: 0)
            let note = leftIsStale ? "  (paused; Enter starts a new game)" : "  (paused: Enter goes back to it)"
            let paused = kind == left ? terminal.paint(note, .yellow) : ""
            let summary = GameCatalog.summary(of: kind, choices, firstDeck: firstDeck, lightsNote: lightsNote)
            lines.append("  \(pointer) " + (index == selected ? terminal.paint(name, .bold) : name) + summary + paused)
            lines.append(terminal.paint("      " + GameCatalog.about(kind), .dim))
        }
        lines.append("")
        lines.append("  Speech \(choices.speakInForce ? "on" : "off") · :lang es, :size 6, :speak on… change a setting (saved at once)")
        let back = left.map { " · Esc back to \(GameCatalog.title(of: $0).lowercased())" } ?? ""
        let letters = GameCatalog.entries.map { String(GameCatalog.key(of: $0)) }.joined(separator: " ")
        lines.append(terminal.paint("  ↑↓ choose · Enter play · \(letters) play that game · ? help\(back) · q quit", .dim))
        return lines
    }

    /// Takes a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: What the player chose.
    mutating func handle(_ key: TerminalKey) -> Choice {
        switch key {
        case .up, .character("k"):
            selected = (selected + GameCatalog.entries.count - 1) % GameCatalog.entries.count
        case .down, .character("j"), .tab:
            selected = (selected + 1) % GameCatalog.entries.count
        case .enter, .right:
            return .play(GameCatalog.entries[selected])
        case .escape:
            return .back
        case .character("q"), .character("Q"):
            return .quit
        case .character("?"):
            return .help
        case .character(":"):
            return .commandLine
        case .character(let character):
            if let kind = GameCatalog.entries.first(where: { GameCatalog.key(of: $0) == Character(character.lowercased()) }) {
                selected = GameCatalog.entries.firstIndex(of: kind) ?? selected
                return .play(kind)
            }
        default:
            break
        }
        return .stay
    }
}
