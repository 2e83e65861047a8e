import Foundation
import GameKernel
import Synchronization
import Testing
import WordKitPlay
import WordKitTestSupport

/// The study session both front ends drive: each review handed to the
/// recorder before its event is returned; and flashcards answers recorded as
/// reviews the same way.
@Suite struct StudySessionTests {
    static let deck = Deck(
        id: "en-es", title: "English → Spanish", languages: [.english, .spanish],
        cards: ["the", "to", "and", "of", "a"].map { Card(id: "en-es:\($0)", prompt: $0, answer: "«\($0)»") })

    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    /// 2026-01-05T09:00:00Z and seconds after.
    static func morning(_ seconds: TimeInterval = 0) -> Date { Date(timeIntervalSince1970: 1_767_603_600 + seconds) }

    static func options(newCardsPerDay: Int = 2) -> StudyOptions {
        StudyOptions(newCardsPerDay: newCardsPerDay, fuzz: false, calendar: utc)
    }

    /// A recorder that checks, when a review is recorded, that its event has not been returned yet.
    final class Watched: Sendable {
        let reviews = Mutex<[CardReview]>([])
        let returned = Mutex(0)
        let recordedBeforeReturn = Mutex(true)
        var stored: [CardReview] { reviews.withLock { $0 } }
        var recorder: GameRecorder {
            GameRecorder(record: { _ in }, recordReviews: { reviews in
                if self.returned.withLock({ $0 }) != self.stored.count { self.recordedBeforeReturn.withLock { $0 = false } }
                self.reviews.withLock { $0 += reviews }
            })
        }
    }

    @Test func reviewsAreStoredBeforeTheirEventsAndTheNextSessionKnowsThem() throws {
        let watched = Watched()
        var session = try GameSession.study(
            DeckReviews(deck: Self.deck, from: []), options: Self.options(), seed: 1, recorder: watched.recorder, at: Self.morning())
        #expect(session.openingEvents.map(\.kind) == ["start", "card"])
        var time = Self.morning()
        while session.isPlaying {
            session.perform(.reveal, at: time)
            let events = session.perform(.grade(.good), at: time)
            watched.returned.withLock { $0 += events.count { $0.kind == "review" } }
            time += 1
        }
        // Two new cards a day, each good twice (the second from the learn-ahead): four reviews.
        let stored = watched.stored
        #expect(stored.map(\.log.cardID) == ["en-es:the", "en-es:to", "en-es:the", "en-es:to"])
        #expect(stored.allSatisfy { $0.deckID == "en-es" })
        #expect(watched.recordedBeforeReturn.withLock { $0 })
        #expect(session.played == 0)

        // Later the same day: the limit is spent, nothing is due. Three days later the two are due
        // (good twice graduates a new card for two days), and two more new cards are allowed.
        let later = try GameSession.study(.init(deck: Self.deck, from: stored), options: Self.options(), seed: 1, recorder: .none, at: Self.morning(3_600))
        #expect(later.openingEvents == [
            .start(StudyStarted(deck: "en-es", title: "English → Spanish", due: 0, new: 0, newCards: .dailyLimitReached, newCardsPerDay: 2)),
            .end(StudyEnded(
                reviewed: 0, again: 0, nextDue: stored[2].log.after.due, reason: .noCards, newCards: .dailyLimitReached, newCardsPerDay: 2)),
        ])
        let threeDaysLater = try GameSession.study(
            .init(deck: Self.deck, from: stored), options: Self.options(), seed: 1, recorder: .none, at: Self.morning(86_400 * 3))
        #expect(threeDaysLater.openingEvents.first == .start(StudyStarted(deck: "en-es", title: "English → Spanish", due: 2, new: 2, newCards: .available, newCardsPerDay: 2)))
    }

    @Test func theJSONLinesPlayerStudiesOnLines() throws {
        let watched = Watched()
        let session = try GameSession.study(
            DeckReviews(deck: Self.deck, from: []), options: Self.options(newCardsPerDay: 1), seed: 9, recorder: watched.recorder,
            at: Self.morning())
        var player = JSONLinesPlayer(session: session)
        func events(_ line: String) -> [[String: Any]] {
            player.receive(line, at: Self.morning()).compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
        }
        let opening = player.openingLines.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
        #expect(opening.first?["game"] as? String == "study")
        #expect(opening.first?["new"] as? Int == 1)
        #expect(events("good").map { $0["event"] as? String } == ["ignored"])
        #expect(events("flip").map { $0["event"] as? String } == ["invalid"])
        let answer = try #require(events("REVEAL").first)
        #expect(answer["answer"] as? String == "«the»")
        #expect(answer["intervals"] as? [String: Double] == ["again": 60, "hard": 330, "good": 600, "easy": 8 * 86_400])
        let review = events("3")
        #expect(review.map { $0["event"] as? String } == ["review", "card"])
        #expect(review.first?["rating"] as? String == "good")
        #expect(review.first?["due"] as? String == "2026-01-05T09:10:00Z")
        #expect(review.first?["scheduledDays"] as? Int == 0)
        _ = events("reveal")
        #expect(events("right").map { $0["event"] as? String } == ["review", "end"])
        #expect(events(":new").map { $0["event"] as? String } == ["start", "end"])
        #expect(events(":quit").isEmpty)
        #expect(player.isFinished)
        #expect(watched.stored.count == 2)
    }

    @Test func flashcardsAnswersAreStoredAsReviewsBeforeTheirEvents() throws {
        let recorded = Mutex<[CardReview]>([])
        let games = Mutex<[GameRecord]>([])
        let recorder = GameRecorder(
            record: { record in games.withLock { $0.append(record) } },
            recordReviews: { reviews in recorded.withLock { $0 += reviews } })
        var session = try GameSession.flashcards(
            Self.deck, configuration: FlashcardsConfiguration(cardLimit: 2), scheduling: FlashcardsScheduling(), seed: 5,
            recorder: recorder, at: Self.morning())
        session.perform(.markWrong, at: Self.morning(1))
        #expect(recorded.withLock { $0.map(\.log.grade) } == [.again])
        session.perform(.markRight, at: Self.morning(2))
        session.perform(.markRight, at: Self.morning(3))
        #expect(recorded.withLock { $0.map(\.log.grade) } == [.again, .good, .good])
        #expect(recorded.withLock { $0.allSatisfy { $0.deckID == "en-es" } })
        #expect(games.withLock { $0.map(\.result) } == [.won])
        // The next round starts with no reviews of its own: nothing is stored twice.
        session.newGame(at: Self.morning(4))
        session.perform(.markRight, at: Self.morning(5))
        #expect(recorded.withLock { $0.count } == 4)
        session.newGame(at: Self.morning(6))
        #expect(games.withLock { $0.map(\.result) } == [.won, .abandoned])
    }

    @Test func theChartIsScaledToTheBusiestDay() {
        let days = [
            DeckStats.Day(date: "2026-01-03", reviews: 0, again: 0),
            DeckStats.Day(date: "2026-01-04", reviews: 10, again: 5),
            DeckStats.Day(date: "2026-01-05", reviews: 40, again: 1),
            DeckStats.Day(date: "2026-01-06", reviews: 1, again: 0),
        ]
        let bar = { (full: Int, again: Int) in String(repeating: "█", count: full) + String(repeating: "░", count: again) }
        #expect(DeckStatsReport.chart(days) == [
            "  2026-01-03  " + String(repeating: " ", count: 40) + "   0",
            "  2026-01-04  " + bar(5, 5).padding(toLength: 40, withPad: " ", startingAt: 0) + "  10  (again 5)",
            "  2026-01-05  " + bar(39, 1) + "  40  (again 1)",
            "  2026-01-06  " + bar(1, 0).padding(toLength: 40, withPad: " ", startingAt: 0) + "   1",
        ])
        #expect(DeckStatsReport.chart([DeckStats.Day(date: "d", reviews: 0, again: 0)]) == ["  d  " + String(repeating: " ", count: 40) + "  0"])
    }
}
