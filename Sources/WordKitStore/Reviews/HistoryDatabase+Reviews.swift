import Foundation
import GRDB
import GameKernel

// Card reviews live in the history database, in the `review` table: one row
// per review (card, deck, time, grade, the schedule before and after).
//
// The review log is the only record of a card's schedule: the schedule of a
// card is the "after" of its latest readable review (see
// `PlayerStore.schedules(for:)`). A separate schedule table would be a second
// copy to keep in step; deriving it keeps one truth, lets an edited card keep
// its history by id, and lets statistics and a future optimiser replay it.
// Reviews are appended under the same lock, journal and damaged-file rules as
// games, and read the same way: read-only, unmigrated, bad rows skipped and
// counted.
extension HistoryDatabase {
    /// Adds reviews, durably and all together (one transaction).
    ///
    /// - Parameter reviews: The reviews, oldest first.
    /// - Returns: Warnings about what was set right (a damaged store set aside).
    /// - Throws: ``StoreError`` when the store cannot be written; then none is added.
    func append(reviews: [CardReview]) throws -> [String] {
        guard !reviews.isEmpty else { return [] }
        return try write(HistoryRows(reviews: reviews), what: reviews.count == 1 ? "the review" : "the reviews")
    }

    /// Removes reviews taken back (a study grade undone), durably, under the
    /// writers' lock: for each, newest first, the latest equal review still
    /// kept pending, else the latest equal row of the store (same card,
    /// deck, moment and grade).
    ///
    /// - Parameter reviews: The reviews, oldest first.
    /// - Returns: How many were found nowhere, and warnings (a damaged store set aside).
    /// - Throws: ``StoreError`` when the store cannot be written; then none is removed from it.
    func withdraw(reviews: [CardReview]) throws -> (missing: Int, warnings: [String]) {
        guard !reviews.isEmpty else { return (0, []) }
        let what = reviews.count == 1 ? "the review taken back" : "the reviews taken back"
        var warnings: [String] = []
        var missing = 0
        let pending = PendingHistoryFolder(storeURL: fileURL)
        do {
            try FileSafety.withExclusiveLock(on: fileURL) {
                var stored: [CardReview] = []
                for review in reviews.reversed() {
                    if try !pending.withdraw(review, warnings: &warnings) { stored.append(review) }
                }
                guard !stored.isEmpty else { return }
                guard FileManager.default.fileExists(atPath: fileURL.path) else {
                    missing = stored.count
                    return
                }
                warnings += try commit { db in
                    for review in stored {
                        let log = review.log
                        let id = try Int64.fetchOne(
                            db,
                            sql: "SELECT max(id) FROM review WHERE card_id = ? AND deck_id = ? AND reviewed_at = ? AND rating = ?",
                            arguments: [log.cardID, review.deckID, log.reviewedAt.timeIntervalSince1970, log.grade.rawValue])
                        guard let id else {
                            missing += 1
                            continue
                        }
                        try db.execute(sql: "DELETE FROM review WHERE id = ?", arguments: [id])
                    }
                }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.write, what, path: fileURL.path, reason: Self.reason(error))
        }
        return (missing, warnings)
    }

    /// Inserts reviews (the table is in ``HistorySchema/review``).
    static func insert(_ reviews: [CardReview], into db: Database) throws {
        guard !reviews.isEmpty else { return }
        let statement = try db.makeStatement(
            sql: """
                INSERT INTO review (card_id, deck_id, reviewed_at, rating,
                    state_before, step_before, stability_before, difficulty_before, due_before, last_review_before,
                    state_after, step_after, stability_after, difficulty_after, due_after)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for review in reviews {
            let log = review.log
            try statement.execute(arguments: [
                log.cardID, review.deckID, log.reviewedAt.timeIntervalSince1970, log.grade.rawValue,
                log.before.state.rawValue, log.before.step, log.before.stability, log.before.difficulty,
                log.before.due.timeIntervalSince1970, log.before.lastReview?.timeIntervalSince1970,
                log.after.state.rawValue, log.after.step, log.after.stability, log.after.difficulty,
                log.after.due.timeIntervalSince1970,
            ])
        }
    }

    /// Every readable review, in the order they were stored. A missing store
    /// (or one without reviews yet) has none and is not created.
    ///
    /// - Returns: The reviews, and warnings (rows skipped, a damaged store set aside).
    /// - Throws: ``StoreError`` when the store exists but cannot be read.
    func reviews() throws -> (reviews: [CardReview], warnings: [String]) {
        var (reviews, warnings) = try readRows("the reviews", kind: "review") { db in
            // The columns by name, as for games, NULL where the store lacks one: `SELECT *` gave
            // rows that trapped when a missing column was read.
            try HistorySchema.query(HistorySchema.review, in: db, order: "id")
        } reading: { row in
            Self.review(from: row).map { .read($0) } ?? .unreadable
        }
        // Reviews kept pending were made after every review in the store.
        let pending = pendingRows(kind: "review") { $0.reviews.count }
        reviews += pending.rows.flatMap(\.reviews)
        warnings += pending.warnings
        return (reviews, warnings)
    }

    /// Turns a row back into a review without trusting any value's type or
    /// range; nil for a row that cannot be read.
    private static func review(from row: Row) -> CardReview? {
        func text(_ column: String) -> String? { String.fromDatabaseValue(row[column]) }
        /// A moment within ±30,000 years of 1970: more than any review can hold (a four-digit
        /// `--now` plus the longest interval), few enough to print.
        func time(_ column: String) -> Date? {
            Double.fromDatabaseValue(row[column]).flatMap { abs($0) < 1e12 ? Date(timeIntervalSince1970: $0) : nil }
        }
        /// A value that may be NULL: `.some(nil)` for NULL, nil for a wrong type.
        func optional<T: DatabaseValueConvertible>(_ column: String, _ type: T.Type) -> T?? {
            let value: DatabaseValue = row[column]
            if value.isNull { return .some(nil) }
            return T.fromDatabaseValue(value).map { .some($0) }
        }
        /// A finite number, positive where the memory model needs it (stability, difficulty).
        func number(_ column: String, positive: Bool = false) -> Double?? {
            guard let value = optional(column, Double.self) else { return nil }
            guard let value else { return .some(nil) }
            return value.isFinite && (!positive || value > 0) ? .some(value) : nil
        }
        /// A step: absent, or a count from 0.
        func step(_ column: String) -> Int?? {
            guard let value = optional(column, Int.self) else { return nil }
            guard let value else { return .some(nil) }
            return value >= 0 ? .some(value) : nil
        }
        guard let cardID = text("card_id"), let deckID = text("deck_id"), let reviewedAt = time("reviewed_at"),
              let rating = Int.fromDatabaseValue(row["rating"]).flatMap(ReviewGrade.init(rawValue:)),
              let stateBefore = text("state_before").flatMap(SchedulingState.init(rawValue:)),
              let stepBefore = step("step_before"), let stabilityBefore = number("stability_before", positive: true),
              let difficultyBefore = number("difficulty_before", positive: true), let dueBefore = time("due_before"),
              let lastReviewBefore = number("last_review_before"), abs(lastReviewBefore ?? 0) < 1e12,
              let stateAfter = text("state_after").flatMap(SchedulingState.init(rawValue:)),
              let stepAfter = step("step_after"), let stabilityAfter = number("stability_after", positive: true),
              let difficultyAfter = number("difficulty_after", positive: true), let dueAfter = time("due_after")
        else { return nil }
        let before = CardSchedule(
            cardID: cardID, state: stateBefore, step: stepBefore, stability: stabilityBefore, difficulty: difficultyBefore,
            due: dueBefore, lastReview: lastReviewBefore.map(Date.init(timeIntervalSince1970:)))
        let after = CardSchedule(
            cardID: cardID, state: stateAfter, step: stepAfter, stability: stabilityAfter, difficulty: difficultyAfter,
            due: dueAfter, lastReview: reviewedAt)
        return CardReview(deckID: deckID, log: ReviewLog(cardID: cardID, grade: rating, reviewedAt: reviewedAt, before: before, after: after))
    }
}
