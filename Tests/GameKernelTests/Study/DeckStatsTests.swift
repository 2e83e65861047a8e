import Foundation
import Testing
@testable import GameKernel

/// Deck statistics against figures worked out by hand.
@Suite struct DeckStatsTests {
    /// A review log of `word` at `time` with the card's state before it.
    func log(_ word: String, _ grade: ReviewGrade, at time: Date, before state: SchedulingState) -> ReviewLog {
        let before = state == .new ? CardSchedule(cardID: "en-es:\(word)", due: time) : scheduled(word, state, due: time)
        return ReviewLog(cardID: "en-es:\(word)", grade: grade, reviewedAt: time, before: before, after: scheduled(word, .review, due: time + 86_400))
    }

    @Test func figuresAndChartWorkedOutByHand() {
        let today = StudyDay(containing: morning(), calendar: utc)  // 2026-01-05 04:00 to 2026-01-06 04:00 UTC
        let schedules = [
            "en-es:the": scheduled("the", .review, due: morning(2 * 3_600)),  // due today
            "en-es:to": scheduled("to", .review, due: morning(3 * 86_400)),  // due this week
            "en-es:and": scheduled("and", .learning, due: morning(60)),  // due today
            "en-es:of": scheduled("of", .review, due: morning(10 * 86_400)),  // later
            "other:x": CardSchedule(cardID: "other:x", state: .review, step: nil, stability: 1, difficulty: 1, due: morning(), lastReview: nil),
        ]
        let reviews = [
            log("of", .good, at: morning(-40 * 86_400), before: .review),  // outside the 30 days
            log("of", .good, at: morning(-20 * 3_600), before: .review),  // 2026-01-04 13:00
            log("a", .good, at: morning(-6 * 3_600), before: .new),  // 2026-01-05 03:00: still 2026-01-04's day
            log("the", .good, at: morning(), before: .review),
            log("to", .again, at: morning(60), before: .review),
            log("and", .again, at: morning(120), before: .learning),
            ReviewLog(cardID: "other:x", grade: .again, reviewedAt: morning(), before: scheduled("x", .review, due: morning()), after: scheduled("x", .review, due: morning())),
        ]
        let stats = DeckStats(deck: studyDeck, schedules: schedules, reviews: reviews, today: today, calendar: utc, chartDays: 3)
        #expect(stats.cards == 5)
        #expect(stats.new == 1)  // "a" has a review in the log but no schedule given: the schedules decide
        #expect(stats.learning == 1)
        #expect(stats.review == 3)
        #expect(stats.dueToday == 2)
        #expect(stats.dueThisWeek == 3)
        // Reviews of graduated cards in the last 30 days: of (good), the (good), to (again): 2 of 3.
        #expect(stats.retentionReviews == 3)
        #expect(stats.retention == 2.0 / 3.0)
        #expect(stats.reviewsLast30Days == 5)
        #expect(stats.days == [
            DeckStats.Day(date: "2026-01-03", reviews: 0, again: 0),
            DeckStats.Day(date: "2026-01-04", reviews: 2, again: 0),
            DeckStats.Day(date: "2026-01-05", reviews: 3, again: 2),
        ])
    }

    @Test func aDeckNeverStudied() throws {
        let stats = DeckStats(deck: studyDeck, schedules: [:], reviews: [], today: StudyDay(containing: morning(), calendar: utc), calendar: utc, chartDays: 0)
        #expect(stats.new == 5 && stats.learning == 0 && stats.review == 0 && stats.dueToday == 0)
        #expect(stats.retention == nil)
        #expect(stats.days == [DeckStats.Day(date: "2026-01-05", reviews: 0, again: 0)])
        #expect(try json(stats).contains(#""retention":null"#))
    }
}
