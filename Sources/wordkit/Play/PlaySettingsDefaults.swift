import Foundation
import WordKitPlay
import WordKitStore

/// Applies the player's settings to a `wordkit play GAME …` command line: each
/// setting whose option the command line does not give is added to it, so the
/// settings are the defaults and a flag on the command line wins for that game.
///
/// Working on the arguments keeps the games' option declarations as they are,
/// and serves JSON and interactive play alike.
enum PlaySettingsDefaults {
    /// Which option of which game each setting feeds, with the option's
    /// spellings (a flag's inversion last: `--speak`, `--no-speak`).
    private static let options: [(game: String, key: SettingKey, names: [String])] = [
        ("scramble", .language, ["--lang", "-l"]),
        ("scramble", .length, ["--length"]),
        ("scramble", .rules, ["--rules"]),
        ("scramble", .difficulty, ["--difficulty"]),
        ("flashcards", .timeLimit, ["--time-limit"]),
        ("flashcards", .cards, ["--cards", "--limit"]),
        ("flashcards", .deck, ["--deck"]),
        ("guess", .lives, ["--lives"]),
        ("guess", .language, ["--lang", "-l"]),
        ("lights", .size, ["--size"]),
    ] + ["scramble", "flashcards", "guess", "lights"].map { ($0, SettingKey.speak, ["--speak", "--no-speak"]) }

    /// The arguments with the settings' options added after the game's name.
    ///
    /// Arguments that are not a `play` command come back unchanged, and the
    /// settings are then not even read.
    ///
    /// - Parameters:
    ///   - arguments: The command line, without the program's name.
    ///   - settings: Reads the settings; the player's saved settings by default.
    /// - Returns: The command line to parse.
    static func apply(to arguments: [String], settings: () -> Settings = Player.settings) -> [String] {
        guard arguments.count >= 2, arguments[0] == "play" else { return arguments }
        let game = arguments[1]
        let relevant = options.filter { $0.game == game }
        guard !relevant.isEmpty else { return arguments }
        let given = arguments.dropFirst(2).prefix { $0 != "--" }
        if given.contains(where: { $0 == "--help" || $0 == "-h" }) { return arguments }
        let saved = settings()
        var added: [String] = []
        for option in relevant {
            guard let value = saved.value(of: option.key) else { continue }
            let present = given.contains { argument in
                option.names.contains { name in
                    argument == name || argument.hasPrefix(name + "=")
                        || (!name.hasPrefix("--") && argument.hasPrefix(name) && !argument.hasPrefix("--"))
                }
            }
            guard !present else { continue }
            if option.key == .speak {
                // A flag: on adds it, off leaves the default (off).
                if saved.speak == true { added.append(option.names[0]) }
            } else {
                added += [option.names[0], value]
            }
        }
        return Array(arguments.prefix(2)) + added + Array(arguments.dropFirst(2))
    }
}
