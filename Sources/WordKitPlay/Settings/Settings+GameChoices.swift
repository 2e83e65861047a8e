import Foundation
import GameKernel

extension Settings {
    /// The settings in force as the typed choices a `GameFactory` sets games
    /// up from: the language resolved once, each setting not set its default.
    public var gameChoices: GameChoices {
        GameChoices(
            language: GameLanguage(languageInForce), length: lengthInForce, rules: rulesInForce, difficulty: difficultyInForce,
            deck: deck, cards: cardsInForce, timeLimit: timeLimitInForce, lives: livesInForce,
            size: size, newPerDay: newPerDayInForce, retention: retentionInForce)
    }
}
