import Foundation

/// FSRS-6 spaced-repetition scheduling as pure functions of a card's schedule,
/// a grade and the moment of review.
///
/// It follows py-fsrs 6, the reference implementation: the same states, the
/// same (re)learning steps, the same formulas, and day intervals rounded the
/// same way, so that for any sequence of grades and times the two agree
/// (WordKit's tests replay thousands of sequences through both). Two
/// differences are deliberate: a never-reviewed card is
/// ``SchedulingState/new`` rather than "learning at step 0", and fuzz is drawn
/// from the generator the caller passes, uniformly over the documented range.
///
/// Nothing here reads a clock or keeps state: time comes in as a `Date`,
/// randomness as a generator.
///
/// ```swift
/// let scheduler = FSRSScheduler()
/// var rng = SplitMix64(seed: 7)
/// var card = CardSchedule(cardID: "es-en:casa", due: now)
/// let choices = scheduler.preview(card, at: now, using: &rng)   // shown beside the four buttons
/// let outcome = choices[.good]                                   // the player pressed "good"
/// card = outcome.card                                            // store it and outcome.log
/// ```
public struct FSRSScheduler: Sendable, Hashable {
    /// The parameters, as checked by the initialiser.
    public let parameters: FSRSParameters

    /// The forgetting curve's exponent: −w20.
    let decay: Double
    /// The constant that makes retrievability 0.9 after `stability` days.
    let factor: Double

    /// Creates a scheduler with the default parameters (``FSRSParameters/init(weights:desiredRetention:learningSteps:relearningSteps:maximumInterval:enableFuzzing:)``).
    public init() {
        self.init(checked: FSRSParameters())
    }

    /// Creates a scheduler after checking its parameters.
    ///
    /// - Parameter parameters: Weights, retention, steps and limits.
    /// - Throws: ``SchedulingError/invalidParameters(_:)`` naming every
    ///   weight out of py-fsrs's bounds, a retention outside 0…1, a step that
    ///   is not a positive number of seconds, or a maximum interval below one day.
    public init(parameters: FSRSParameters) throws {
        let problems = parameters.problems
        guard problems.isEmpty else { throw SchedulingError.invalidParameters(problems) }
        self.init(checked: parameters)
    }

    private init(checked parameters: FSRSParameters) {
        self.parameters = parameters
        decay = -parameters.weights[20]
        factor = pow(0.9, 1 / decay) - 1
    }

    /// The probability that the player recalls the card at `date`.
    ///
    /// As in py-fsrs, the time since the last review counts in whole days
    /// (rounded down), so the value is constant through each day.
    ///
    /// - Parameters:
    ///   - card: The card's schedule.
    ///   - date: The moment to ask about.
    /// - Returns: A probability in 0…1; 0 for a card never reviewed.
    public func retrievability(of card: CardSchedule, at date: Date) -> Double {
        guard let lastReview = card.lastReview, let stability = card.stability else { return 0 }
        let elapsed = max(0, Self.wholeDays(from: lastReview, to: date))
        return forgettingCurve(elapsedDays: elapsed, stability: stability)
    }

    /// Reviews a card: its new schedule and the log entry for the grade given.
    ///
    /// When fuzz is on, this draws exactly one value from `rng`, whether or not
    /// the interval turns out long enough to be fuzzed, so that a seeded
    /// generator replays the same way; with fuzz off it draws nothing.
    ///
    /// - Parameters:
    ///   - card: The card's schedule before the review.
    ///   - grade: How well the player recalled it.
    ///   - date: The moment of the review.
    ///   - rng: The source of fuzz.
    /// - Returns: The schedule after the review and its log entry.
    public func review(_ card: CardSchedule, grade: ReviewGrade, at date: Date, using rng: inout some RandomNumberGenerator) -> ReviewOutcome {
        outcome(of: card, grade: grade, at: date, fuzz: drawFuzz(using: &rng))
    }

    /// The four outcomes a player can choose between, to show before choosing.
    ///
    /// It draws from `rng` exactly as ``review(_:grade:at:using:)`` does, and
    /// all four outcomes share that draw, so with equal generators
    /// `preview(card, at: date, using: &a)[grade]` is what
    /// `review(card, grade: grade, at: date, using: &b)` returns: a front end
    /// can show the intervals, then store the chosen outcome as it is.
    ///
    /// - Parameters:
    ///   - card: The card's schedule.
    ///   - date: The moment of the review.
    ///   - rng: The source of fuzz.
    /// - Returns: The outcome of each grade.
    public func preview(_ card: CardSchedule, at date: Date, using rng: inout some RandomNumberGenerator) -> SchedulingPreview {
        preview(card, at: date, fuzz: drawFuzz(using: &rng))
    }

    /// The four outcomes with one fuzz value (in `0..<1`, or nil for none).
    func preview(_ card: CardSchedule, at date: Date, fuzz: Double?) -> SchedulingPreview {
        SchedulingPreview(
            again: outcome(of: card, grade: .again, at: date, fuzz: fuzz),
            hard: outcome(of: card, grade: .hard, at: date, fuzz: fuzz),
            good: outcome(of: card, grade: .good, at: date, fuzz: fuzz),
            easy: outcome(of: card, grade: .easy, at: date, fuzz: fuzz)
        )
    }

    /// A uniform value in `0..<1` when fuzz is on.
    func drawFuzz(using rng: inout some RandomNumberGenerator) -> Double? {
        guard parameters.enableFuzzing else { return nil }
        // The top 53 bits, as many as a Double's significand holds.
        return Double(rng.next() >> 11) * 0x1p-53
    }

    /// The whole days from `start` to `end`, rounded down (negative when `end` is earlier).
    static func wholeDays(from start: Date, to end: Date) -> Double {
        (end.timeIntervalSince(start) / 86_400).rounded(.down)
    }
}
