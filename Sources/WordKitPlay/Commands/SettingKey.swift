import Foundation

/// The names of the settings, as `wordkit settings KEY` spells them.
///
/// The values themselves are kept by `Settings` in `WordKitStore`, one
/// property a key; here is what the terminal types and shows: the key,
/// what it sets, and (``InGameCommand``) its `:` command.
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

    /// What the key sets and the values it takes, for help and error messages.
    public var summary: String {
        switch self {
        case .language: "scramble language: a dictionary such as en, es, it or es_MX"
        case .length: "scramble root length: 6 to 9"
        case .rules: "scramble rules: classic, hws or packt"
        case .difficulty: "scramble root difficulty: easy, normal or hard"
        case .timeLimit: "flashcards countdown: seconds, 0 for none"
        case .lives: "guess-the-number lives: 1 or more"
        case .size: "lights-out board size: 3 to 9"
        case .cards: "cards in a flashcards round: 1 or more"
        case .newPerDay: "new cards a day in study: 0 or more"
        case .retention: "desired retention in study: 0.7 to 0.99"
        case .deck: "the deck of study and flashcards: a deck id (see wordkit deck list)"
        case .speak: "speech in the terminal games: on or off"
        }
    }
}
