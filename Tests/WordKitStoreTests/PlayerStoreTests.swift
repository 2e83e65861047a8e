import Foundation
import GameKernel
import Testing
import WordKitPlay
import WordKitStore
import WordKitTestSupport

/// Both implementations of the one store interface behave alike.
@Suite struct PlayerStoreTests {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-store-\(UUID().uuidString)")

    enum Kind: String, CaseIterable, Sendable { case live, inMemory }

    func store(_ kind: Kind) -> PlayerStore {
        switch kind {
        case .live: .live(paths: WordKitPaths(environment: ["WORDKIT_HOME": Self.folder.appendingPathComponent(UUID().uuidString).path]))
        case .inMemory: .inMemory()
        }
    }

    func game(_ kind: GameKind, start: TimeInterval, won: Bool?) -> GameRecord {
        GameRecord(
            game: kind, start: Date(timeIntervalSince1970: start), duration: 12.5, won: won, steps: 3, score: nil,
            language: "es", details: ["k": "v"])
    }

    @Test(arguments: Kind.allCases)
    func gamesComeBackOldestFirst(kind: Kind) throws {
        let store = store(kind)
        #expect(try store.games().isEmpty)
        try store.recordGame(game(.lights, start: 2_000, won: true))
        try store.recordGame(game(.guess, start: 1_000, won: false))
        #expect(try store.games() == [game(.guess, start: 1_000, won: false), game(.lights, start: 2_000, won: true)])
    }

    @Test(arguments: Kind.allCases)
    func settingsAreChangedAndKept(kind: Kind) throws {
        let store = store(kind)
        #expect(try store.loadSettings() == Settings())
        let saved = try store.updateSettings { settings in
            settings.language = "es"
            settings.lives = 7
        }
        #expect(saved == Settings(language: "es", lives: 7))
        #expect(try store.loadSettings() == saved)
    }

    @Test(arguments: Kind.allCases)
    func importedDecksAreKeptByID(kind: Kind) throws {
        let store = store(kind)
        #expect(store.importedDeckIDs().isEmpty)
        try store.saveImportedDeck("b", Data("{}".utf8))
        try store.saveImportedDeck("a", Data("[]".utf8))
        #expect(store.importedDeckIDs() == ["a", "b"])
        #expect(try store.importedDeck("a") == Data("[]".utf8))
        #expect(try store.importedDeck("c") == nil)
    }

    @Test func summariesCountWinsStreaksAndBests() {
        let games = [
            game(.guess, start: 1, won: true), game(.guess, start: 2, won: true), game(.guess, start: 3, won: false),
            game(.guess, start: 4, won: true), game(.scramble, start: 5, won: nil),
        ]
        let summary = HistorySummary(games)
        #expect(summary.games == 5)
        #expect(summary.wins == 3)
        #expect(summary.currentStreak == 1)
        #expect(summary.longestStreak == 2)
        #expect(summary.bestTime == 12.5)
    }
}

/// The settings study and flashcards added.
@Suite struct StudySettingsTests {
    @Test func studySettingsTakeTheirRangesAndSpellings() throws {
        var settings = Settings()
        try settings.set(.cards, to: "12")
        try settings.set(.newPerDay, to: "0")
        try settings.set(.retention, to: "0.85")
        try settings.set(.deck, to: " en-es-top500 ")
        #expect(settings == Settings(cards: 12, newPerDay: 0, retention: 0.85, deck: "en-es-top500"))
        for (key, value) in [(SettingKey.cards, "0"), (.newPerDay, "-1"), (.retention, "0.5"), (.retention, "1"), (.retention, "x"), (.deck, "")] {
            #expect(throws: Settings.InvalidValue.self) { try settings.set(key, to: value) }
        }
        #expect(SettingKey(typed: "new_per_day") == .newPerDay)
        #expect(SettingKey(typed: "NewPerDay") == .newPerDay)
        #expect(SettingKey(typed: "timelimit") == .timeLimit)
        #expect(SettingKey(typed: "per-day") == nil)
        var warnings: [String] = []
        #expect(Settings(retention: 2, deck: "d").sanitized(warnings: &warnings) == Settings(deck: "d"))
        #expect(warnings.count == 1)
        for key in [SettingKey.cards, .newPerDay, .retention, .deck] {
            settings.clear(key)
        }
        #expect(settings == Settings())
    }
}
