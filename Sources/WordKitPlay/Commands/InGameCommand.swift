import Foundation
import GameKernel

/// A command typed at the terminal after `:`, such as `:lang es`, `:help` or
/// `:new`, in the menu or in any game.
///
/// Parsing knows every command; whether one applies depends on the screen
/// (``isAvailable(on:)``). A line that is not a command becomes
/// ``unknown(_:)``, never a word or a guess: the screen says so and lists
/// the commands it takes (``unknownMessage(_:on:)``).
///
/// ```swift
/// InGameCommand.parse(":lang es")   // .set(.language, "es")
/// InGameCommand.parse(":hint")      // .action(.hint)
/// InGameCommand.parse(":foo")       // .unknown(":foo")
/// ```
public enum InGameCommand: Equatable, Sendable {
    /// Lists the keys and commands of the screen.
    case help
    /// Shows the settings in force and those saved.
    case settings
    /// Says that the settings are already saved (every change is saved as it is made).
    case save
    /// Opens the menu of games.
    case menu
    /// Leaves the program.
    case quit
    /// Changes a setting for this run (`nil`: shows its value).
    case set(SettingKey, String?)
    /// Plays a lights-out level by number (`nil`: shows the level).
    case level(String?)
    /// A move of the game.
    case action(GameCommandAction)
    /// Not a command; the text as typed.
    case unknown(String)

    /// Reads a command line.
    ///
    /// - Parameter line: The line as typed, with or without its leading `:`;
    ///   the name is read without regard to letter case.
    /// - Returns: The command, or ``unknown(_:)``.
    public static func parse(_ line: String) -> InGameCommand {
        var text = Substring(line.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix(":") { text = text.dropFirst() }
        let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard let first = parts.first else { return .unknown(":") }
        let name = first.lowercased()
        let rest = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        let value: String? = rest.isEmpty ? nil : rest
        let typed = ":" + text
        switch name {
        case "help", "h", "?": return value == nil ? .help : .unknown(typed)
        case "settings": return value == nil ? .settings : .unknown(typed)
        case "save": return value == nil ? .save : .unknown(typed)
        case "menu", "m": return value == nil ? .menu : .unknown(typed)
        case "quit", "q", "exit": return value == nil ? .quit : .unknown(typed)
        case "level": return .level(value)
        default: break
        }
        if let key = SettingKey.allCases.first(where: { $0.definition.commandNames.contains(name) }) {
            return .set(key, value)
        }
        if let action = GameCommandAction.allCases.first(where: { $0.rawValue == name || $0.aliases.contains(name) }) {
            return value == nil ? .action(action) : .unknown(typed)
        }
        return .unknown(typed)
    }

    /// Whether the command does something on `screen` (every setting can be
    /// changed anywhere; a game's moves only in that game).
    ///
    /// - Parameter screen: The menu or a game.
    /// - Returns: Whether it applies.
    public func isAvailable(on screen: PlayScreen) -> Bool {
        switch (self, screen) {
        case (.unknown, _): false
        case (.help, _), (.settings, _), (.save, _), (.menu, _), (.quit, _), (.set, _): true
        case (.level, .game(.lights)): true
        case (.level, _): false
        case (.action(let action), _): action.screens.contains(screen)
        }
    }

    /// The commands of `screen` as the help lists them: the game's moves,
    /// its settings, then what every screen takes.
    ///
    /// - Parameter screen: The menu or a game.
    /// - Returns: Each command's syntax and what it does.
    public static func commands(on screen: PlayScreen) -> [GameHelp.Entry] {
        var entries: [GameHelp.Entry] = []
        for action in GameCommandAction.allCases where action.screens.contains(screen) {
            entries.append(.init(":" + action.rawValue, action.summary(on: screen)))
        }
        if screen == .game(.lights) {
            entries.append(.init(":level N", "play level N of the shipped levels"))
            entries.append(.init(":level", "alone: the level picker, each level with its stars and fewest presses"))
        }
        for key in screen.settingKeys {
            entries.append(.init(syntax(of: key), key.summary))
            if key == .deck { entries.append(.init(":deck", "alone: the deck picker, each deck with its cards, due and new today")) }
        }
        entries += [
            .init(":settings", "every setting, in force and saved; :KEY VALUE changes any of them"),
            .init(":save", "nothing to do: every change is saved at once as a default of wordkit play"),
            .init(":help", "this list (also ?)"),
            .init(":menu", "the menu of games"),
            .init(":quit", "leave (the game being played is recorded)"),
        ]
        return entries
    }

    /// How a setting's command is written in the help, such as `:lang L`.
    ///
    /// - Parameter key: The setting.
    /// - Returns: The syntax.
    public static func syntax(of key: SettingKey) -> String { key.definition.syntax }

    /// What the screen says for a command it does not take: that it is not
    /// a command here, and the commands it takes.
    ///
    /// - Parameters:
    ///   - typed: The line as typed.
    ///   - screen: The menu or a game.
    /// - Returns: The message.
    public static func unknownMessage(_ typed: String, on screen: PlayScreen) -> String {
        let names = commands(on: screen).map { $0.syntax.split(separator: " ").first.map(String.init) ?? $0.syntax }
        let shown = typed.hasPrefix(":") ? typed : ":" + typed
        return "Unknown command \(shown) here. Commands: " + names.joined(separator: " ")
    }
}
