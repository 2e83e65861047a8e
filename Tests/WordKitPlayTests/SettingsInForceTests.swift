import GameKernel
import Testing
import WordKitPlay

/// The settings in force (the one saved, else the game's default) and the
/// menu's line about each game's settings.
@Suite struct SettingsInForceTests {
    @Test func settingsInForceFallBackToTheGamesDefaults() throws {
        var settings = Settings()
        #expect(settings.inForce(.language) == "en" && settings.inForce(.length) == "8" && settings.inForce(.rules) == "classic")
        #expect(settings.inForce(.timeLimit) == "100" && settings.inForce(.lives) == "6" && settings.inForce(.size) == "5")
        #expect(settings.inForce(.speak) == "off" && settings.timeLimitInForce == 100)
        try settings.set(.language, to: "es_MX")
        try settings.set(.timeLimit, to: "0")
        #expect(settings.languageCode == .spanish)
        #expect(settings.timeLimitInForce == nil)
        #expect(settings.inForce(.timeLimit) == "0")
        settings.setTimeLimit(seconds: 2.5)
        #expect(settings.timeLimit == 3)
        settings.setTimeLimit(seconds: 1e300)
        #expect(settings.timeLimit == Int.max)
        settings.setTimeLimit(seconds: .nan)
        #expect(settings.timeLimit == 0)
    }

    @Test func theMenuSummarisesEachGamesSettingsInForce() {
        let choices = Settings(language: "es", length: 7, timeLimit: 1, lives: 1, cards: 1, newPerDay: 5)
        #expect(GameCatalog.summary(of: .game(.scramble), choices, firstDeck: "d", lightsNote: "") == "es · 7 letters · classic rules")
        #expect(GameCatalog.summary(of: .game(.flashcards), choices, firstDeck: "d", lightsNote: "") == "deck d · 1 card · 1 second a round")
        #expect(GameCatalog.summary(of: .game(.guess), choices, firstDeck: "d", lightsNote: "") == "1 life · speech in es")
        #expect(GameCatalog.summary(of: .game(.lights), choices, firstDeck: "d", lightsNote: "5×5 · level 15 next") == "5×5 · level 15 next")
        #expect(GameCatalog.summary(of: .study, choices, firstDeck: "d", lightsNote: "") == "deck d · 5 new a day · retention 0.9")
    }
}
