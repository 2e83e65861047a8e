import Foundation
import GameKernel
import WordKitPlay

/// The player's saved preferences; each one, when set, is the default of the
/// matching `wordkit play` or `wordkit study` option (a flag given on the
/// command line wins).
public struct Settings: Codable, Equatable, Sendable {
    /// The scramble language (`--lang`), such as `es`.
    public var language: String?
    /// The scramble root length (`--length`), 6 to 9.
    public var length: Int?
    /// The scramble rule set (`--rules`): classic, hws or packt.
    public var rules: String?
    /// The scramble root difficulty (`--difficulty`): easy, normal or hard.
    public var difficulty: String?
    /// The flashcards countdown in seconds (`--time-limit`), 0 for none.
    public var timeLimit: Int?
    /// Guess-the-number lives (`--lives`), at least 1.
    public var lives: Int?
    /// The lights-out board size (`--size`), 3 to 9.
    public var size: Int?
    /// Cards in a flashcards round (`play flashcards --cards`), at least 1.
    public var cards: Int?
    /// New cards `wordkit study` introduces a day (`--new-per-day`), 0 or more.
    public var newPerDay: Int?
    /// The recall probability FSRS schedules for (`--retention`), 0.7 to 0.99.
    public var retention: Double?
    /// The deck `wordkit study` and `play flashcards` use without one named (`--deck`).
    public var deck: String?
    /// Whether the terminal games speak (`--speak`, turned off for one game by `--no-speak`).
    public var speak: Bool?

    /// Values in the settings file that are not of their setting's JSON type
    /// (`"size": "big"`, `"lives": 1e308`), each as its JSON text: ignored
    /// with a warning, and written back unchanged while the setting is unset
    /// and until it is cleared, as an out-of-range value is.
    var unreadable: [SettingKey: String] = [:]

    /// The JSON keys of the settings file (the property names).
    enum CodingKeys: String, CodingKey {
        case language, length, rules, difficulty, timeLimit, lives, size, cards, newPerDay, retention, deck, speak
    }

    /// Settings with the given values; nothing set by default.
    ///
    /// - Parameters:
    ///   - language: The scramble language.
    ///   - length: The scramble root length.
    ///   - rules: The scramble rule set.
    ///   - difficulty: The scramble root difficulty.
    ///   - timeLimit: The flashcards countdown.
    ///   - lives: Guess-the-number lives.
    ///   - size: The lights-out board size.
    ///   - cards: Cards in a flashcards round.
    ///   - newPerDay: New cards a day in study.
    ///   - retention: The desired retention.
    ///   - deck: The deck to study and play.
    ///   - speak: Whether the terminal games speak.
    public init(
        language: String? = nil, length: Int? = nil, rules: String? = nil, difficulty: String? = nil, timeLimit: Int? = nil,
        lives: Int? = nil, size: Int? = nil, cards: Int? = nil, newPerDay: Int? = nil, retention: Double? = nil,
        deck: String? = nil, speak: Bool? = nil
    ) {
        self.language = language
        self.length = length
        self.rules = rules
        self.difficulty = difficulty
        self.timeLimit = timeLimit
        self.lives = lives
        self.size = size
        self.cards = cards
        self.newPerDay = newPerDay
        self.retention = retention
        self.deck = deck
        self.speak = speak
    }

    /// The value of `key` as text, `nil` when unset.
    ///
    /// - Parameter key: The setting.
    public func value(of key: SettingKey) -> String? {
        switch key {
        case .language: language
        case .length: length.map(String.init)
        case .rules: rules
        case .difficulty: difficulty
        case .timeLimit: timeLimit.map(String.init)
        case .lives: lives.map(String.init)
        case .size: size.map(String.init)
        case .cards: cards.map(String.init)
        case .newPerDay: newPerDay.map(String.init)
        case .retention: retention.map { String($0) }
        case .deck: deck
        case .speak: speak.map { $0 ? "on" : "off" }
        }
    }

    /// These settings with every value `other` sets put over them.
    ///
    /// - Parameter other: The settings that win.
    /// - Returns: The merged settings.
    public func merging(_ other: Settings) -> Settings {
        var merged = self
        for key in SettingKey.allCases {
            if let value = other.value(of: key) { try? merged.set(key, to: value) }
        }
        return merged
    }
}

extension SettingKey {
    /// The key's name in the settings file (`timeLimit` for `time-limit`).
    var fileKey: Settings.CodingKeys {
        switch self {
        case .language: .language
        case .length: .length
        case .rules: .rules
        case .difficulty: .difficulty
        case .timeLimit: .timeLimit
        case .lives: .lives
        case .size: .size
        case .cards: .cards
        case .newPerDay: .newPerDay
        case .retention: .retention
        case .deck: .deck
        case .speak: .speak
        }
    }
}

extension Settings {
    /// Why a value cannot be stored under a key.
    public struct InvalidValue: Error, CustomStringConvertible {
        /// The setting the value was meant for.
        public let key: SettingKey
        /// The value as typed.
        public let value: String
        /// What is wrong, with the values the key takes.
        public let description: String
    }

    /// Sets `key` from text, checking the value (the language is only checked
    /// for its form here; the caller checks that a dictionary serves it).
    ///
    /// - Parameters:
    ///   - key: The setting.
    ///   - text: The value as typed.
    /// - Throws: ``InvalidValue`` naming the values `key` takes.
    public mutating func set(_ key: SettingKey, to text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func number(in range: ClosedRange<Int>) throws -> Int {
            guard let value = Int(trimmed), range.contains(value) else {
                let bound = range.upperBound == .max ? "\(range.lowerBound) or more" : "\(range.lowerBound) to \(range.upperBound)"
                throw InvalidValue(key: key, value: text, description: "'\(text)' is not a valid \(key.rawValue); it takes \(bound)")
            }
            return value
        }
        switch key {
        case .language:
            guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "-") }) else {
                throw InvalidValue(key: key, value: text, description: "'\(text)' is not a language; use a dictionary name such as en, es, it or es_MX")
            }
            language = trimmed
        case .length: length = try number(in: ScrambleConfiguration.lengths)
        case .rules:
            guard let ruleSet = ScrambleRuleSet(rawValue: trimmed.lowercased()) else {
                throw InvalidValue(
                    key: key, value: text, description: "'\(text)' is not a rule set; choose one of "
                        + ScrambleRuleSet.allCases.map(\.rawValue).joined(separator: ", "))
            }
            rules = ruleSet.rawValue
        case .difficulty:
            guard let tier = RootDifficulty(rawValue: trimmed.lowercased()) else {
                throw InvalidValue(
                    key: key, value: text, description: "'\(text)' is not a difficulty; choose one of "
                        + RootDifficulty.allCases.map(\.rawValue).joined(separator: ", "))
            }
            difficulty = tier.rawValue
        case .timeLimit: timeLimit = try number(in: 0...Int.max)
        case .lives: lives = try number(in: 1...Int.max)
        case .size: size = try number(in: LightsBoard.sizes)
        case .cards: cards = try number(in: 1...Int.max)
        case .newPerDay: newPerDay = try number(in: 0...Int.max)
        case .retention:
            guard let value = Double(trimmed), Self.retentions.contains(value) else {
                throw InvalidValue(key: key, value: text, description: "'\(text)' is not a valid retention; it takes a number from 0.7 to 0.99")
            }
            retention = value
        case .deck:
            guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw InvalidValue(key: key, value: text, description: "'\(text)' is not a deck id")
            }
            deck = trimmed
        case .speak:
            switch trimmed.lowercased() {
            case "on", "yes", "true", "1": speak = true
            case "off", "no", "false", "0": speak = false
            default: throw InvalidValue(key: key, value: text, description: "'\(text)' is not a valid speak; it takes on or off")
            }
        }
        unreadable[key] = nil
    }

    /// The desired retentions study takes, as Anki offers them.
    public static let retentions: ClosedRange<Double> = 0.7...0.99

    /// Clears `key`, so the built-in default applies again.
    ///
    /// - Parameter key: The setting.
    public mutating func clear(_ key: SettingKey) {
        switch key {
        case .language: language = nil
        case .length: length = nil
        case .rules: rules = nil
        case .difficulty: difficulty = nil
        case .timeLimit: timeLimit = nil
        case .lives: lives = nil
        case .size: size = nil
        case .cards: cards = nil
        case .newPerDay: newPerDay = nil
        case .retention: retention = nil
        case .deck: deck = nil
        case .speak: speak = nil
        }
        unreadable[key] = nil
    }

    /// These settings with every value out of range dropped, and a warning for each.
    ///
    /// A hand-edited file may hold `"length": 42`; that setting is ignored
    /// rather than making every game fail.
    ///
    /// - Parameter warnings: Where a warning per dropped value is added.
    /// - Returns: The settings that are in range.
    public func sanitized(warnings: inout [String]) -> Settings {
        var result = Settings()
        for key in SettingKey.allCases {
            guard let value = value(of: key) else { continue }
            do {
                try result.set(key, to: value)
            } catch {
                warnings.append("ignoring the setting \(key.rawValue): \(error)")
            }
        }
        return result
    }
}
