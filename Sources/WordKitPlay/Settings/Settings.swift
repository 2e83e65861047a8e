import Foundation
import GameKernel

/// The player's saved preferences; each one, when set, is the default of the
/// matching `wordkit play` or `wordkit study` option (a flag given on the
/// command line wins).
///
/// A value: what each setting is, how it is read and its default are its
/// ``SettingKey/definition``; ``gameChoices`` gives the typed choices a
/// ``GameFactory`` sets games up from. Where settings are kept is not this
/// module's business (`WordKitStore` keeps them in `settings.json`).
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
    package var unreadable: [SettingKey: String] = [:]

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
        switch Self.field(of: key) {
        case .text(let path): self[keyPath: path]
        case .integer(let path): self[keyPath: path].map(String.init)
        case .decimal(let path): self[keyPath: path].map { String($0) }
        case .toggle(let path): self[keyPath: path].map { $0 ? "on" : "off" }
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

extension Settings {
    /// The property a setting is stored in, by its type.
    enum Field {
        /// Text: the language, the deck.
        case text(WritableKeyPath<Settings, String?>)
        /// A whole number.
        case integer(WritableKeyPath<Settings, Int?>)
        /// A number with a fraction.
        case decimal(WritableKeyPath<Settings, Double?>)
        /// On or off.
        case toggle(WritableKeyPath<Settings, Bool?>)
    }

    /// Where `key` is stored: the one place a setting meets its property (its
    /// values, default and spellings are its `SettingKey.definition`).
    static func field(of key: SettingKey) -> Field {
        switch key {
        case .language: .text(\.language)
        case .length: .integer(\.length)
        case .rules: .text(\.rules)
        case .difficulty: .text(\.difficulty)
        case .timeLimit: .integer(\.timeLimit)
        case .lives: .integer(\.lives)
        case .size: .integer(\.size)
        case .cards: .integer(\.cards)
        case .newPerDay: .integer(\.newPerDay)
        case .retention: .decimal(\.retention)
        case .deck: .text(\.deck)
        case .speak: .toggle(\.speak)
        }
    }
}

extension Settings {
    /// Why a value cannot be stored under a key: the setting, the value, and the values it takes.
    public typealias InvalidValue = SettingValueError

    /// Sets `key` from text, checked and read by the key's definition (the
    /// language is only checked for its form here; the caller checks that a
    /// dictionary serves it).
    ///
    /// - Parameters:
    ///   - key: The setting.
    ///   - text: The value as typed.
    /// - Throws: ``InvalidValue`` naming the values `key` takes.
    public mutating func set(_ key: SettingKey, to text: String) throws {
        let value = try key.definition.parse(text)
        switch Self.field(of: key) {
        case .text(let path): self[keyPath: path] = value
        case .integer(let path): self[keyPath: path] = Int(value)
        case .decimal(let path): self[keyPath: path] = Double(value)
        case .toggle(let path): self[keyPath: path] = value == "on"
        }
        unreadable[key] = nil
    }

    /// Clears `key`, so the built-in default applies again.
    ///
    /// - Parameter key: The setting.
    public mutating func clear(_ key: SettingKey) {
        switch Self.field(of: key) {
        case .text(let path): self[keyPath: path] = nil
        case .integer(let path): self[keyPath: path] = nil
        case .decimal(let path): self[keyPath: path] = nil
        case .toggle(let path): self[keyPath: path] = nil
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
