import ArgumentParser
import GameKernel
import Spelling
import WordKitPlay

/// A value an option takes from a few words, as an `ExpressibleByArgument`
/// enum (the libraries' own enums where they exist): the parser reads it,
/// in any letter case; `--help` lists each word with what it means, shell
/// completion offers the words, and a word it does not take is a usage
/// error (exit 64) naming the option, the value and the words it takes.
///
/// Declare such an option with ``parser(_:)`` and ``help(_:)``:
///
/// ```swift
/// @Option(help: ScrambleRuleSet.help("The rules"), completion: ScrambleRuleSet.completion, transform: ScrambleRuleSet.parser("--rules"))
/// var rules: ScrambleRuleSet?
/// ```
protocol ChoiceOption: ExpressibleByArgument, CaseIterable, RawRepresentable<String>, Sendable {
    /// What the value means, for `--help`.
    var meaning: String { get }
}

extension ChoiceOption {
    /// Reads a word in any letter case (each conformance's `init?(argument:)`).
    init?(choosing argument: String) {
        guard let value = Self.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() }) else { return nil }
        self = value
    }

    /// Each word with what it means, for `--help` (each conformance's `allValueDescriptions`).
    static var meanings: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.meaning) })
    }

    /// The words, for shell completion.
    static var completion: CompletionKind { .list(allValueStrings) }

    /// The option's help: `abstract`, then a line per word and what it means.
    ///
    /// - Parameter abstract: What the option does.
    static func help(_ abstract: ArgumentHelp) -> ArgumentHelp {
        var help = abstract
        help.argumentType = Self.self
        return help
    }

    /// Reads the value of `flag`, or fails naming `flag`, the value and the
    /// words it takes (the parser reports it as a usage error, exit 64).
    ///
    /// - Parameter flag: The option as typed, such as `--rules`.
    static func parser(_ flag: String) -> @Sendable (String) throws -> Self {
        { text in
            guard let value = Self(argument: text) else {
                throw ValidationError("\(flag) \(text) is unknown; choose one of " + allValueStrings.joined(separator: ", "))
            }
            return value
        }
    }
}

extension RootDifficulty: ExpressibleByArgument, ChoiceOption {
    /// Reads the word in any letter case.
    public init?(argument: String) { self.init(choosing: argument) }

    /// Each word with what it means, for `--help`.
    public static var allValueDescriptions: [String: String] { meanings }

    /// What the difficulty draws.
    var meaning: String {
        switch self {
        case .easy: "the most common words"
        case .normal: "common headwords"
        case .hard: "rare words and inflected forms"
        }
    }
}

extension ScrambleRuleSet: ExpressibleByArgument, ChoiceOption {
    /// Reads the word in any letter case.
    public init?(argument: String) { self.init(choosing: argument) }

    /// Each word with what it means, for `--help`.
    public static var allValueDescriptions: [String: String] { meanings }

    /// What the rules are.
    var meaning: String {
        switch self {
        case .classic: "3+ letters, not the root, a bonus for using every letter"
        case .hws: "Hacking with Swift's Word Scramble: 1+ letters, the root accepted"
        case .packt: "Packt's word game: 2+ letters, the root accepted"
        }
    }
}

extension GameKind: ExpressibleByArgument, ChoiceOption {
    /// Reads the word in any letter case.
    public init?(argument: String) { self.init(choosing: argument) }

    /// Each word with what it means, for `--help`.
    public static var allValueDescriptions: [String: String] { meanings }

    /// The game's title.
    var meaning: String { GameCatalog.title(of: .game(self)) }
}

extension SettingKey: ExpressibleByArgument, ChoiceOption {
    /// Reads a key as `SettingKey(typed:)` does: `time-limit`, `timeLimit`, `TIME_LIMIT`.
    public init?(argument: String) {
        self.init(typed: argument)
    }

    /// Each key with what it sets, for `--help`.
    public static var allValueDescriptions: [String: String] { meanings }

    /// What the setting sets and the values it takes.
    var meaning: String { summary }
}

/// The encodings `wordkit pipe -i` takes (without `-i`, UTF-8, else ISO 8859-1 line by line).
enum PipeEncoding: String, ChoiceOption {
    /// UTF-8 only.
    case utf8 = "UTF-8"
    /// ISO 8859-1 (Latin-1) only.
    case latin1 = "ISO8859-1"

    /// Each encoding with what it does, for `--help`.
    static var allValueDescriptions: [String: String] { meanings }

    /// Reads `UTF-8`, `utf8`, `ISO8859-1`, `iso-8859-1`, `latin1` and the like.
    init?(argument: String) {
        switch argument.uppercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "") {
        case "UTF8": self = .utf8
        case "ISO88591", "LATIN1": self = .latin1
        default: return nil
        }
    }

    /// What the encoding does.
    var meaning: String {
        switch self {
        case .utf8: "UTF-8 only"
        case .latin1: "ISO 8859-1 (Latin-1) only"
        }
    }

    /// The pipe's encoding.
    var encoding: IspellPipe.Encoding {
        switch self {
        case .utf8: .utf8
        case .latin1: .latin1
        }
    }
}
