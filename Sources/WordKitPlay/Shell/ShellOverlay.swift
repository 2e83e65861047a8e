/// A screen shown over the game, such as the help: sections of entries
/// (keys or commands, and what they do), paged with PgDn and PgUp (or `>`
/// `<`); any other key closes it.
public struct ShellOverlay: Sendable, Equatable {
    /// A heading and its entries.
    public struct Section: Sendable, Equatable {
        /// The heading; empty for none.
        public var heading: String
        /// The entries.
        public var entries: [GameHelp.Entry]

        /// A section.
        public init(_ heading: String, _ entries: [GameHelp.Entry]) {
            self.heading = heading
            self.entries = entries
        }
    }

    /// The heading of the screen.
    public var title: String
    /// The sections, in order.
    public var sections: [Section]
    /// The page shown.
    public var pager = ListPager()

    /// An overlay of `sections`, on its first page.
    public init(title: String, sections: [Section]) {
        self.title = title
        self.sections = sections
    }

    /// The help of `screen`: its rules (a game's), keys and commands.
    ///
    /// - Parameter screen: The menu or a game.
    /// - Returns: The overlay.
    public static func help(on screen: PlayScreen) -> ShellOverlay {
        let name = screen == .menu ? "the menu" : GameCatalog.title(of: screen).lowercased()
        let rules = GameHelp.rules(on: screen)
        return ShellOverlay(
            title: "HELP · \(name)",
            sections: (rules.isEmpty ? [] : [Section("Rules", rules)])
                + [Section("Keys", GameHelp.keys(on: screen)), Section("Commands (type : then the command, and Enter)", InGameCommand.commands(on: screen))])
    }

    /// Turns the page for PgDn, PgUp, `>` and `<`.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - lines: The overlay's lines as laid out for the window.
    ///   - pageSize: The lines a page shows.
    /// - Returns: Whether the key turned a page (any other key closes the overlay).
    public mutating func page(_ key: PlayShell.Key, lines: Int, pageSize: Int) -> Bool {
        switch key {
        case .pageDown, .character(">"): pager.next(lines: lines, pageSize: pageSize)
        case .pageUp, .character("<"): pager.previous(lines: lines, pageSize: pageSize)
        default: return false
        }
        return true
    }
}
