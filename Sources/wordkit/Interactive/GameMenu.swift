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
        case play(GameKind)
        /// Back to the game left for the menu.
        case back
        /// Leave.
        case quit
        /// The help screen.
        case help
        /// Type a command (`:lang es`).
        case commandLine
    }

    /// The games, in the menu's order.
    static let games: [GameKind] = [.scramble, .flashcards, .guess, .lights]

    /// The game highlighted.
    private(set) var selected: Int
    /// What lights out will play (the size and the level reached), worked out when the menu opens.
    var lightsNote: String
    /// The deck played when none is set: the first shipped.
    let firstDeck: String

    /// A menu with `kind` highlighted.
    init(highlighting kind: GameKind?, lightsNote: String, firstDeck: String) {
        selected = kind.flatMap { Self.games.firstIndex(of: $0) } ?? 0
        self.lightsNote = lightsNote
        self.firstDeck = firstDeck
    }

    /// The game's name as the player sees it.
    static func title(of kind: GameKind) -> String {
        switch kind {
        case .scramble: "Word scramble"
        case .flashcards: "Flashcards"
        case .guess: "Guess the number"
        case .lights: "Lights out"
        }
    }

    /// The key that plays the game: the first letter of its name.
    static func key(of kind: GameKind) -> Character {
        title(of: kind).lowercased().first ?? " "
    }

    /// What the game is about, in a line.
    private static func about(_ kind: GameKind) -> String {
        switch kind {
        case .scramble: "make words from the letters of a root word"
        case .flashcards: "reveal each card, then say whether you knew it, against the clock"
        case .guess: "find the secret number; each wrong guess costs a life"
        case .lights: "switch every light off; a press toggles a light and its neighbours"
        }
    }

    /// The settings of `kind` in force, in a few words.
    private func settings(of kind: GameKind, _ choices: Settings) -> String {
        switch kind {
        case .scramble:
            "\(choices.languageInForce) · \(Plural.count(choices.lengthInForce, "letter")) · \(choices.rulesInForce.rawValue) rules"
        case .flashcards:
            "deck \(choices.deck ?? firstDeck) · "
            + (choices.timeLimitInForce == nil
                ? "no time limit" : "\(choices.inForce(.timeLimit)) \(Plural.noun(choices.timeLimit ?? 2, "second")) a round")
        case .guess: Plural.count(choices.livesInForce, "life", "lives") + " · speech in \(choices.languageCode.rawValue)"
        case .lights: lightsNote
        }
    }

    /// The menu's lines.
    ///
    /// - Parameters:
    ///   - terminal: For styles.
    ///   - choices: The settings in force.
    ///   - left: The game left for the menu, kept paused.
    func screen(on terminal: Terminal, choices: Settings, left: GameKind?) -> [String] {
        var lines = [terminal.paint(" WORDKIT PLAY ", .bold, .inverse) + "  choose a game", ""]
        for (index, kind) in Self.games.enumerated() {
            let pointer = index == selected ? terminal.paint("›", .bold, .cyan) : " "
            let name = Self.title(of: kind).padding(toLength: 18, withPad: " ", startingAt: 0)
            let paused = kind == left ? terminal.paint("  (paused: Enter goes back to it)", .yellow) : ""
            lines.append("  \(pointer) " + (index == selected ? terminal.paint(name, .bold) : name) + settings(of: kind, choices) + paused)
            lines.append(terminal.paint("      " + Self.about(kind), .dim))
        }
        lines.append("")
        lines.append("  Speech \(choices.speakInForce ? "on" : "off") · :lang es, :size 6, :speak on… change a setting; :save keeps them")
        let back = left.map { " · Esc back to \(Self.title(of: $0).lowercased())" } ?? ""
        let letters = Self.games.map { String(Self.key(of: $0)) }.joined(separator: " ")
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
            selected = (selected + Self.games.count - 1) % Self.games.count
        case .down, .character("j"), .tab:
            selected = (selected + 1) % Self.games.count
        case .enter, .right:
            return .play(Self.games[selected])
        case .escape:
            return .back
        case .character("q"), .character("Q"):
            return .quit
        case .character("?"):
            return .help
        case .character(":"):
            return .commandLine
        case .character(let character):
            if let kind = Self.games.first(where: { Self.key(of: $0) == Character(character.lowercased()) }) {
                selected = Self.games.firstIndex(of: kind) ?? selected
                return .play(kind)
            }
        default:
            break
        }
        return .stay
    }
}
