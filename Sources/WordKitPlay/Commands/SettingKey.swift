import Foundation

/// The names of the settings, as `wordkit settings KEY` spells them.
///
/// The values themselves are kept by ``Settings``, one property a key; everything else about a setting (its option and `:`
/// spellings, values, default, summary) is its ``definition``.
public enum SettingKey: String, CaseIterable, Sendable {
    /// The scramble language (`--lang`).
    case language
    /// The scramble root length (`--length`).
    case length
    /// The scramble rule set (`--rules`).
    case rules
    /// The scramble root difficulty (`--difficulty`).
    case difficulty
    /// The flashcards countdown in seconds (`--time-limit`).
    case timeLimit = "time-limit"
    /// Guess-the-number lives (`--lives`).
    case lives
    /// The lights-out board size (`--size`).
    case size
    /// Cards in a flashcards round (`play flashcards --cards`).
    case cards
    /// New cards `wordkit study` introduces a day (`--new-per-day`).
    case newPerDay = "new-per-day"
    /// The recall probability study schedules for (`--retention`).
    case retention
    /// The deck of study and flashcards (`--deck`).
    case deck
    /// Whether the terminal games speak (`--speak`).
    case speak

    /// Reads a key, accepting `time-limit`, `timeLimit` and `time_limit` (and
    /// so on) in any letter case.
    ///
    /// - Parameter text: The key as typed.
    public init?(typed text: String) {
        let folded = text.lowercased().replacingOccurrences(of: "_", with: "").replacingOccurrences(of: "-", with: "")
        guard let key = SettingKey.allCases.first(where: { $0.rawValue.replacingOccurrences(of: "-", with: "") == folded })
        else { return nil }
        self = key
    }

    /// What the key sets and the values it takes, for help and error messages
    /// (its ``SettingDefinition/summary``).
    public var summary: String { definition.summary }
}
