import Foundation
import GameKernel
import Synchronization
import Testing
import WordKitPlay
import WordKitTestSupport

/// The games a recorder was given, in order.
final class Recorded: Sendable {
    private let storage = Mutex<[GameRecord]>([])
    var records: [GameRecord] { storage.withLock { $0 } }
    var recorder: GameRecorder { GameRecorder { record in self.storage.withLock { $0.append(record) } } }
}

let origin = Date(timeIntervalSince1970: 1_800_000_000)
func at(_ seconds: TimeInterval) -> Date { origin.addingTimeInterval(seconds) }

/// One session type drives every game: each ended game is recorded once,
/// before its `end` event is returned, and the counters follow.
@Suite struct GameSessionTests {
    @Test func everyEndedGameIsRecordedOnceWithTheCounters() throws {
        let recorded = Recorded()
        var session = try GameSession.guess(GuessConfiguration(range: 0...100, lives: 7), seed: 3, recorder: recorded.recorder, at: at(0))
        #expect(session.openingEvents.map(\.kind) == ["start"])
        // Binary search wins within 7 guesses.
        var low = 0, high = 100
        while session.isPlaying {
            let guess = (low + high) / 2
            for case .guess(let made) in session.perform(.guess(String(guess)), at: at(1)) {
                (low, high) = (made.min, made.max)
            }
        }
        #expect(recorded.records.count == 1)
        #expect(recorded.records.first?.won == true)
        #expect((session.played, session.won) == (1, 1))
        // Ending a game that has ended records nothing more.
        #expect(session.end(at: at(2)).isEmpty)
        #expect(recorded.records.count == 1)

        // A new game during a game gives it up first: its end comes back, and it is recorded.
        _ = session.newGame(at: at(3))
        _ = session.perform(.guess("50"), at: at(4))
        let events = session.newGame(at: at(5))
        #expect(events.map(\.kind) == ["end", "start"])
        #expect(recorded.records.count == 2)
        #expect(recorded.records.last?.won == false)
        #expect((session.played, session.won) == (2, 1))
    }

    @Test func theGameIsRecordedBeforeItsEndIsReturned() throws {
        let recorded = Recorded()
        var session = try GameSession.lights(.random(size: 3), environment: LightsEnvironment(), seed: 1, recorder: recorded.recorder, at: at(0))
        #expect(recorded.records.isEmpty)
        let events = session.end(at: at(9))
        #expect(events.map(\.kind) == ["end"])
        #expect(recorded.records.map(\.duration) == [9])
    }

    @Test func theSameSeedPlaysTheSameGames() throws {
        func play(_ seed: UInt64) throws -> [GuessEvent] {
            var session = try GameSession.guess(GuessConfiguration(), seed: seed, at: at(0))
            var events = session.openingEvents
            for line in ["50", "x", ":new", "25"] {
                events += line == ":new" ? session.newGame(at: at(1)) : session.perform(.guess(line), at: at(1))
            }
            return events
        }
        #expect(try play(11) == play(11))
        #expect(try play(11) != play(12))
    }

    @Test func optionsTheRulesRefuseAreUsageErrors() {
        #expect(throws: PlayError.invalidOptions(GuessError.rangeTooSmall(5...5).description)) {
            try GameSession.guess(GuessConfiguration(range: 5...5), seed: 1, at: at(0))
        }
        let empty = Deck(id: "empty", title: "Empty", languages: [], cards: [])
        #expect(throws: PlayError.unplayableData(FlashcardsError.emptyDeck("empty").description)) {
            try GameSession.flashcards(empty, configuration: FlashcardsConfiguration(), seed: 1, at: at(0))
        }
        #expect(throws: PlayError.self) {
            try GameSession.lights(.random(size: 12), environment: LightsEnvironment(), seed: 1, at: at(0))
        }
    }
}
