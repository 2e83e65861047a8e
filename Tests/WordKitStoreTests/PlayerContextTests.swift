import Foundation
import GameKernel
import Synchronization
import Testing
import WordKitPlay
import WordKitStore

/// `PlayerContext`: what a front end makes once at its edge. The settings are
/// read once and kept, a change is saved and kept, and the environment it
/// makes sets games up over the same store and content.
@Suite struct PlayerContextTests {
    /// How many times something happened.
    final class Counter: Sendable {
        let count = Mutex(0)
    }

    /// An in-memory store whose settings reads are counted.
    static func countingStore(_ settings: Settings) -> (PlayerStore, Counter) {
        var store = PlayerStore.inMemory(settings: settings)
        let reads = Counter()
        let load = store.loadSettings
        store.loadSettings = {
            reads.count.withLock { $0 += 1 }
            return try load()
        }
        return (store, reads)
    }

    @Test func theSettingsAreReadOnceAndAChangeIsSavedAndKept() throws {
        let (store, reads) = Self.countingStore(Settings(lives: 3))
        let player = PlayerContext(store: store)
        #expect(reads.count.withLock { $0 } == 0)
        #expect(player.settings.lives == 3)
        #expect(player.settings.gameChoices.lives == 3)
        #expect(reads.count.withLock { $0 } == 1)
        try player.updateSettings { $0.lives = 5 }
        #expect(player.settings.lives == 5)
        #expect(try store.loadSettings().lives == 5)
        // The change is kept: the two reads are the one above and this test's own.
        #expect(reads.count.withLock { $0 } == 2)
    }

    @Test func unreadableSettingsAreTheDefaultsWithAWarning() {
        var store = PlayerStore.inMemory(settings: Settings(lives: 3))
        store.loadSettings = { throw StoreError(.read, "the settings", path: "/nowhere/settings.json", reason: "gone") }
        let warnings = Mutex<[String]>([])
        let player = PlayerContext(store: store, warn: { warning in warnings.withLock { $0.append(warning) } })
        #expect(player.settings == Settings())
        _ = player.settings
        let said = warnings.withLock { $0 }
        #expect(said.count == 1)
        #expect(said.first?.contains("/nowhere/settings.json") == true && said.first?.hasSuffix("; using the defaults") == true)
    }

    @Test func theEnvironmentStoresGamesInTheStoreAndFindsTheContentGiven() throws {
        let store = PlayerStore.inMemory()
        let missing = PlayError.noContentFolder
        let player = PlayerContext(store: store, content: { throw missing })
        let environment = player.environment(seed: 7)
        #expect(environment.seed == 7)
        let record = GameRecord(
            game: .guess, start: Date(timeIntervalSince1970: 1_000), duration: 12, won: true, steps: 4, score: nil, language: .english,
            details: [:])
        environment.storage.recorder.record(record)
        #expect(try store.games() == [record])
        #expect(try environment.storage.games() == [record])
        // The content is looked up where the context looks it up.
        #expect(throws: PlayError.self) { try environment.content() }
        #expect(throws: PlayError.self) { try player.content() }
        #expect(player.decks.bundledIDs.isEmpty)
    }
}
