import Foundation
import GameKernel

/// The player's saved preferences; each one, when set, is the default of the
/// matching `wordkit play` option (a flag given on the command line wins).
struct Settings: Codable, Equatable, Sendable {
    /// The scramble language (`--lang`), such as `es`.
    var language: String?
    /// The scramble root length (`--length`), 6 to 9.
    var length: Int?
    /// The scramble rule set (`--rules`): classic, hws or packt.
    var rules: String?
    /// The scramble root difficulty (`--difficulty`): easy, normal or hard.
    var difficulty: String?
    /// The flashcards countdown in seconds (`--time-limit`), 0 for none.
    var timeLimit: Int?
    /// Guess-the-number lives (`--lives`), at least 1.
    var lives: Int?
    /// The lights-out board size (`--size`), 3 to 9.
    var size: Int?

    /// No preference set.
    init(
        language: String? = nil, length: Int? = nil, rules: String? = nil, timeLimit: Int? = nil,
        lives: Int? = nil, size: Int? = nil, difficulty: String? = nil
    ) {
        self.difficulty = difficulty
        self.language = language
        self.length = length
        self.rules = rules
        self.timeLimit = timeLimit
        self.lives = lives
        self.size = size
    }

    /// The value of `key` as text, `nil` when unset.
    ///
    /// - Parameter key: The setting.
    func value(of key: SettingKey) -> String? {
        switch key {
        case .language: language
        case .length: length.map(String.init)
        case .rules: rules
        case .difficulty: difficulty
        case .timeLimit: timeLimit.map(String.init)
        case .lives: lives.map(String.init)
        case .size: size.map(String.init)
        }
    }
}

/// The names of the settings, as `wordkit settings KEY` spells them.
enum SettingKey: String, CaseIterable, Sendable {
    /// See ``Settings/language``.
    case language
    /// See ``Settings/length``.
    case length
    /// See ``Settings/rules``.
    case rules
    /// See ``Settings/difficulty``.
    case difficulty
    /// See ``Settings/timeLimit``.
    case timeLimit = "time-limit"
    /// See ``Settings/lives``.
    case lives
    /// See ``Settings/size``.
    case size

    /// Reads a key, accepting `time-limit`, `timeLimit` and `time_limit` in any letter case.
    ///
    /// - Parameter text: The key as typed.
    init?(typed text: String) {
        let folded = text.lowercased().replacingOccurrences(of: "_", with: "-")
        if let key = SettingKey(rawValue: folded) {
            self = key
        } else if folded == "timelimit" {
            self = .timeLimit
        } else {
            return nil
        }
    }

    /// What the key sets and the values it takes, for help and error messages.
    var summary: String {
        switch self {
        case .language: "scramble language: a dictionary such as en, es, it or es_MX"
        case .length: "scramble root length: 6 to 9"
        case .rules: "scramble rules: classic, hws or packt"
        case .difficulty: "scramble root difficulty: easy, normal or hard"
        case .timeLimit: "flashcards countdown: seconds, 0 for none"
        case .lives: "guess-the-number lives: 1 or more"
        case .size: "lights-out board size: 3 to 9"
        }
    }
}

extension Settings {
    /// Why a value cannot be stored under a key.
    struct InvalidValue: Error, CustomStringConvertible {
        /// What is wrong, with the values the key takes.
        let description: String
    }

    /// Sets `key` from text, checking the value (the language is only checked
    /// for its form here; ``SettingsCommand`` checks that a dictionary serves it).
    ///
    /// - Parameters:
    ///   - key: The setting.
    ///   - text: The value as typed.
    /// - Throws: ``InvalidValue`` naming the values `key` takes.
    mutating func set(_ key: SettingKey, to text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func number(in range: ClosedRange<Int>) throws -> Int {
            guard let value = Int(trimmed), range.contains(value) else {
                let bound = range.upperBound == .max ? "\(range.lowerBound) or more" : "\(range.lowerBound) to \(range.upperBound)"
                throw InvalidValue(description: "'\(text)' is not a valid \(key.rawValue); it takes \(bound)")
            }
            return value
        }
        switch key {
        case .language:
            guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "-") }) else {
                throw InvalidValue(description: "'\(text)' is not a language; use a dictionary name such as en, es, it or es_MX")
            }
            language = trimmed
        case .length: length = try number(in: ScrambleConfiguration.lengths)
        case .rules:
            guard let ruleSet = ScrambleRuleSet(rawValue: trimmed.lowercased()) else {
                throw InvalidValue(
                    description: "'\(text)' is not a rule set; choose one of "
                        + ScrambleRuleSet.allCases.map(\.rawValue).joined(separator: ", "))
            }
            rules = ruleSet.rawValue
        case .difficulty:
            guard let tier = RootDifficulty(rawValue: trimmed.lowercased()) else {
                throw InvalidValue(
                    description: "'\(text)' is not a difficulty; choose one of "
                        + RootDifficulty.allCases.map(\.rawValue).joined(separator: ", "))
            }
            difficulty = tier.rawValue
        case .timeLimit: timeLimit = try number(in: 0...Int.max)
        case .lives: lives = try number(in: 1...Int.max)
        case .size: size = try number(in: LightsBoard.sizes)
        }
    }

    /// Clears `key`, so the built-in default applies again.
    ///
    /// - Parameter key: The setting.
    mutating func clear(_ key: SettingKey) {
        switch key {
        case .language: language = nil
        case .length: length = nil
        case .rules: rules = nil
        case .difficulty: difficulty = nil
        case .timeLimit: timeLimit = nil
        case .lives: lives = nil
        case .size: size = nil
        }
    }

    /// These settings with every value out of range dropped, and a warning for each.
    ///
    /// A hand-edited file may hold `"length": 42`; that setting is ignored
    /// rather than making every game fail.
    func sanitized(warnings: inout [String]) -> Settings {
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
