/// The outcome of each of the four grades for one card at one moment.
///
/// ``FSRSScheduler/preview(_:at:using:)`` makes it; a front end shows
/// ``interval(for:)`` beside each button and stores the chosen outcome.
public struct SchedulingPreview: Sendable, Hashable, Codable {
    /// The outcome of ``ReviewGrade/again``.
    public var again: ReviewOutcome
    /// The outcome of ``ReviewGrade/hard``.
    public var hard: ReviewOutcome
    /// The outcome of ``ReviewGrade/good``.
    public var good: ReviewOutcome
    /// The outcome of ``ReviewGrade/easy``.
    public var easy: ReviewOutcome

    /// Creates a preview.
    ///
    /// - Parameters:
    ///   - again: The outcome of "again".
    ///   - hard: The outcome of "hard".
    ///   - good: The outcome of "good".
    ///   - easy: The outcome of "easy".
    public init(again: ReviewOutcome, hard: ReviewOutcome, good: ReviewOutcome, easy: ReviewOutcome) {
        self.again = again
        self.hard = hard
        self.good = good
        self.easy = easy
    }

    /// The outcome of `grade`.
    ///
    /// - Parameter grade: A grade.
    public subscript(grade: ReviewGrade) -> ReviewOutcome {
        switch grade {
        case .again: again
        case .hard: hard
        case .good: good
        case .easy: easy
        }
    }

    /// The time from the review until the card would be due after `grade`.
    ///
    /// - Parameter grade: A grade.
    /// - Returns: The interval in seconds.
    public func interval(for grade: ReviewGrade) -> Double {
        self[grade].log.interval
    }
}
