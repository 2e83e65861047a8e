import Foundation
import GameKernel

extension Settings {
    /// The scramble language (or dictionary name) in force: the one set, else English.
    public var languageInForce: String { language ?? LanguageCode.english.rawValue }

    /// The game language for speech and phrases: `es_MX` is Spanish.
    public var languageCode: LanguageCode {
        LanguageCode(rawValue: String(languageInForce.prefix { $0 != "_" && $0 != "-" }))
    }

    /// The scramble root length in force.
    public var lengthInForce: Int { length ?? ScrambleConfiguration().length }

    /// The scramble rules in force.
    public var rulesInForce: ScrambleRuleSet { rules.flatMap(ScrambleRuleSet.init(rawValue:)) ?? .classic }

    /// The scramble root difficulty: the one set, else `normal`.
    public var difficultyInForce: RootDifficulty { difficulty.flatMap(RootDifficulty.init(rawValue:)) ?? .normal }

    /// The flashcards countdown in force, nil for none (a setting of 0).
    public var timeLimitInForce: TimeInterval? {
        guard let timeLimit else { return FlashcardsConfiguration.defaultTimeLimit }
        return timeLimit > 0 ? TimeInterval(timeLimit) : nil
    }

    /// Guess-the-number lives in force.
    public var livesInForce: Int { lives ?? GuessConfiguration().lives }

    /// The lights-out board size in force.
    public var sizeInForce: Int { size ?? SettingDefinition.defaultLightsSize }

    /// Whether the games speak.
    public var speakInForce: Bool { speak ?? false }

    /// Cards in a flashcards round in force.
    public var cardsInForce: Int { cards ?? FlashcardsConfiguration.defaultCardCount }

    /// New cards a day in study in force.
    public var newPerDayInForce: Int { newPerDay ?? StudyConfiguration.defaultNewCardsPerDay }

    /// The desired retention of study in force.
    public var retentionInForce: Double { retention ?? FSRSParameters.defaultDesiredRetention }

    /// Sets the flashcards countdown from seconds that may have a fraction
    /// (`--time-limit 2.5`): rounded up to whole seconds, at most `Int.max`.
    ///
    /// - Parameter seconds: The countdown; 0 (or less, or not a number) for none.
    public mutating func setTimeLimit(seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else {
            timeLimit = 0
            return
        }
        timeLimit = seconds < 0x1p63 ? Int(seconds.rounded(.up)) : Int.max
    }

    /// The value in force for `key`, as text: the one set, else the built-in
    /// default (`SettingDefinition.defaultText`).
    ///
    /// - Parameter key: The setting.
    /// - Returns: Such as `en`, `8`, `100`, `off`, or `vocabulary from en` for the deck
    ///   (the default deck, from the language in force: `DeckLibrary.defaultDeckID`).
    public func inForce(_ key: SettingKey) -> String {
        if let value = value(of: key) { return value }
        return key == .deck ? "vocabulary from \(languageCode.rawValue)" : key.definition.defaultText
    }
}
