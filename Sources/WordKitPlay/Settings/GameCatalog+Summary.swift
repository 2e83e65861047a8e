import GameKernel

extension GameCatalog {
    /// The settings of a game (or study) in force, in a few words, such as `en · 8 letters · classic rules`.
    ///
    /// - Parameters:
    ///   - screen: A game or study.
    ///   - choices: The settings in force.
    ///   - firstDeck: The deck played when none is set.
    ///   - lightsNote: What lights out will play (the caller knows the levels reached).
    /// - Returns: The summary.
    public static func summary(of screen: PlayScreen, _ choices: Settings, firstDeck: String, lightsNote: String) -> String {
        switch screen {
        case .menu:
            return ""
        case .study:
            return "deck \(choices.deck ?? firstDeck) · \(choices.inForce(.newPerDay)) new a day · retention \(choices.inForce(.retention))"
        case .game(.scramble):
            return "\(choices.languageInForce) · \(Plural.count(choices.lengthInForce, "letter")) · \(choices.rulesInForce.rawValue) rules"
        case .game(.flashcards):
            let countdown =
                choices.timeLimitInForce == nil
                ? "no time limit" : "\(choices.inForce(.timeLimit)) \(Plural.noun(choices.timeLimit ?? 2, "second")) a round"
            return "deck \(choices.deck ?? firstDeck) · \(Plural.count(choices.cardsInForce, "card")) · " + countdown
        case .game(.guess):
            return Plural.count(choices.livesInForce, "life", "lives") + " · speech in \(choices.languageCode.rawValue)"
        case .game(.lights):
            return lightsNote
        }
    }
}
