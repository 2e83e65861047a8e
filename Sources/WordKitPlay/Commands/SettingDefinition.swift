import Foundation
import GameKernel

/// Everything WordKit knows about one setting, in one place: its key, how the
/// command line and the `:` command line spell it, the values it takes and how
/// they are read, its built-in default, its summary, and the games it shapes.
///
/// `wordkit settings`, the in-game `:` commands, the menu summary and the
/// defaults of the `wordkit play` and `wordkit study` options all read
/// ``SettingKey/definition``; adding a setting is a `SettingKey` case, its
/// entry here, and its stored property in ``Settings``.
///
/// ```swift
/// try SettingKey.length.definition.parse(" 7 ")   // "7"
/// try SettingKey.length.definition.parse("42")    // throws: '42' is not a valid length; it takes 6 to 9
/// SettingKey.retention.definition.defaultText     // "0.9"
/// ```
public struct SettingDefinition: Sendable {
    /// The values a setting takes, and so how its text is read.
    public enum Kind: Sendable, Equatable {
        /// A language or dictionary name, such as `en` or `es_MX` (its form only is checked).
        case language
        /// A whole number in a range (`Int.max` as the upper bound: no upper bound).
        case integer(ClosedRange<Int>)
        /// A number with a fraction in a range.
        case decimal(ClosedRange<Double>)
        /// One of a few words, read without regard to letter case.
        case choice([String])
        /// A deck id: any text without control characters.
        case deckID
        /// On or off (`on`, `yes`, `true`, `1`; `off`, `no`, `false`, `0`).
        case toggle
    }

    /// The setting.
    public let key: SettingKey
    /// The option of `wordkit play` or `wordkit study` the setting is the default of,
    /// long spelling first (`--lang`, `-l`); a toggle's inversion is `--no-` and the long name.
    public let options: [String]
    /// The names typed after `:` at the terminal; the first is the one shown (`:lang`).
    public let commandNames: [String]
    /// What follows the `:` command in the help, such as `L` in `:lang L`.
    public let placeholder: String
    /// The values the setting takes.
    public let kind: Kind
    /// The built-in default as text (`-` for the deck, which depends on the language).
    public let defaultText: String
    /// What the setting sets and the values it takes, for help and error messages.
    public let summary: String
    /// The screens whose game is set up anew when the setting changes.
    public let startsNewGame: Set<PlayScreen>

    /// How the setting's command is written in the help, such as `:lang L`.
    public var syntax: String { ":\(commandNames[0]) \(placeholder)" }

    /// Reads a value of the setting: trimmed, checked, and in its one written
    /// form (`Classic` is `classic`, `yes` is `on`, ` 7` is `7`).
    ///
    /// - Parameter text: The value as typed.
    /// - Returns: The value as the settings file and `wordkit settings` write it.
    /// - Throws: ``SettingValueError`` naming the setting, the value and the values it takes.
    public func parse(_ text: String) throws(SettingValueError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func failure(_ description: String) -> SettingValueError {
            SettingValueError(key: key, value: text, description: description)
        }
        switch kind {
        case .language:
            guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "-") }) else {
                throw failure("'\(text)' is not a language; use a dictionary name such as en, es, it or es_MX")
            }
            return trimmed
        case .integer(let range):
            guard let value = Int(trimmed), range.contains(value) else {
                let bound = range.upperBound == .max ? "\(range.lowerBound) or more" : "\(range.lowerBound) to \(range.upperBound)"
                throw failure("'\(text)' is not a valid \(key.rawValue); it takes \(bound)")
            }
            return String(value)
        case .decimal(let range):
            guard let value = Double(trimmed), range.contains(value) else {
                throw failure("'\(text)' is not a valid \(key.rawValue); it takes a number from \(range.lowerBound) to \(range.upperBound)")
            }
            return String(value)
        case .choice(let words):
            guard words.contains(trimmed.lowercased()) else {
                throw failure("'\(text)' is not a \(noun); choose one of " + words.joined(separator: ", "))
            }
            return trimmed.lowercased()
        case .deckID:
            guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw failure("'\(text)' is not a deck id")
            }
            return trimmed
        case .toggle:
            switch trimmed.lowercased() {
            case "on", "yes", "true", "1": return "on"
            case "off", "no", "false", "0": return "off"
            default: throw failure("'\(text)' is not a valid \(key.rawValue); it takes on or off")
            }
        }
    }

    /// The noun a choice's error names (`rule set`, `difficulty`).
    private var noun: String { key == .rules ? "rule set" : key.rawValue }
}

/// A value a setting does not take.
public struct SettingValueError: Error, CustomStringConvertible, Equatable {
    /// The setting the value was meant for.
    public let key: SettingKey
    /// The value as typed.
    public let value: String
    /// What is wrong, naming the value and the values the setting takes.
    public let description: String

    /// An error about `value`, meant for `key`.
    ///
    /// - Parameters:
    ///   - key: The setting.
    ///   - value: The value as typed.
    ///   - description: What is wrong, naming the value and the values the setting takes.
    public init(key: SettingKey, value: String, description: String) {
        self.key = key
        self.value = value
        self.description = description
    }
}

extension SettingDefinition {
    /// The desired retentions study takes, as Anki offers them.
    public static let retentions: ClosedRange<Double> = 0.7...0.99

    /// The lights-out board size of a random board when none is set.
    public static let defaultLightsSize = 5

    /// Every setting, in the order of `SettingKey.allCases`.
    public static let all: [SettingDefinition] = SettingKey.allCases.map(\.definition)
}

extension SettingKey {
    /// The setting's one definition.
    public var definition: SettingDefinition {
        switch self {
        case .language:
            SettingDefinition(
                key: self, options: ["--lang", "-l"], commandNames: ["lang", "language"], placeholder: "L", kind: .language,
                defaultText: LanguageCode.english.rawValue, summary: "scramble language: a dictionary such as en, es, it or es_MX",
                startsNewGame: [.game(.scramble)])
        case .length:
            SettingDefinition(
                key: self, options: ["--length"], commandNames: ["length", "len"], placeholder: "N",
                kind: .integer(ScrambleConfiguration.lengths), defaultText: String(ScrambleConfiguration().length),
                summary: "scramble root length: \(ScrambleConfiguration.lengths.lowerBound) to \(ScrambleConfiguration.lengths.upperBound)",
                startsNewGame: [.game(.scramble)])
        case .rules:
            SettingDefinition(
                key: self, options: ["--rules"], commandNames: ["rules"], placeholder: "R", kind: .choice(ScrambleRuleSet.allCases.map(\.rawValue)),
                defaultText: ScrambleRuleSet.classic.rawValue, summary: "scramble rules: classic, hws or packt", startsNewGame: [.game(.scramble)])
        case .difficulty:
            SettingDefinition(
                key: self, options: ["--difficulty"], commandNames: ["difficulty"], placeholder: "D",
                kind: .choice(RootDifficulty.allCases.map(\.rawValue)), defaultText: RootDifficulty.normal.rawValue,
                summary: "scramble root difficulty: easy, normal or hard", startsNewGame: [.game(.scramble)])
        case .timeLimit:
            SettingDefinition(
                key: self, options: ["--time-limit"], commandNames: ["time", "time-limit", "timelimit"], placeholder: "S",
                kind: .integer(0...Int.max), defaultText: String(Int(FlashcardsConfiguration.defaultTimeLimit)),
                summary: "flashcards countdown: seconds, 0 for none", startsNewGame: [.game(.flashcards)])
        case .lives:
            SettingDefinition(
                key: self, options: ["--lives"], commandNames: ["lives"], placeholder: "N", kind: .integer(1...Int.max),
                defaultText: String(GuessConfiguration().lives), summary: "guess-the-number lives: 1 or more", startsNewGame: [.game(.guess)])
        case .size:
            SettingDefinition(
                key: self, options: ["--size"], commandNames: ["size"], placeholder: "N", kind: .integer(LightsBoard.sizes),
                defaultText: String(SettingDefinition.defaultLightsSize),
                summary: "lights-out board size: \(LightsBoard.sizes.lowerBound) to \(LightsBoard.sizes.upperBound)",
                startsNewGame: [.game(.lights)])
        case .cards:
            SettingDefinition(
                key: self, options: ["--cards", "--limit"], commandNames: ["cards"], placeholder: "N", kind: .integer(1...Int.max),
                defaultText: String(FlashcardsConfiguration.defaultCardCount), summary: "cards in a flashcards round: 1 or more",
                startsNewGame: [.game(.flashcards)])
        case .newPerDay:
            SettingDefinition(
                key: self, options: ["--new-per-day"], commandNames: ["new-per-day", "newperday"], placeholder: "N",
                kind: .integer(0...Int.max), defaultText: String(StudyConfiguration.defaultNewCardsPerDay),
                summary: "new cards a day in study: 0 or more", startsNewGame: [.study])
        case .retention:
            SettingDefinition(
                key: self, options: ["--retention"], commandNames: ["retention"], placeholder: "R", kind: .decimal(SettingDefinition.retentions),
                defaultText: String(FSRSParameters.defaultDesiredRetention), summary: "desired retention in study: 0.7 to 0.99",
                startsNewGame: [.study])
        case .deck:
            SettingDefinition(
                key: self, options: ["--deck"], commandNames: ["deck"], placeholder: "ID", kind: .deckID, defaultText: "-",
                summary: "the deck of study and flashcards: a deck id (see wordkit deck list)", startsNewGame: [.game(.flashcards), .study])
        case .speak:
            SettingDefinition(
                key: self, options: ["--speak"], commandNames: ["speak"], placeholder: "on|off", kind: .toggle, defaultText: "off",
                summary: "speech in the terminal games: on or off", startsNewGame: [])
        }
    }
}
