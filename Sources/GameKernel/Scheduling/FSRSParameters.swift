import Foundation

/// The settings of an FSRS-6 scheduler: model weights, steps and limits.
///
/// The defaults are FSRS-6's published default weights and the defaults of
/// the reference implementation, py-fsrs 6: learning steps of 1 and 10
/// minutes, one relearning step of 10 minutes, 90 % desired retention, a
/// 36,500-day maximum interval, and fuzz on. ``FSRSScheduler/init(parameters:)``
/// checks them.
public struct FSRSParameters: Sendable, Hashable, Codable {
    /// The recall probability scheduled for by default (py-fsrs's and Anki's):
    /// the one place WordKit writes it.
    public static let defaultDesiredRetention = 0.9

    /// FSRS-6's 21 default weights (w0…w20), as trained on Anki users' reviews.
    ///
    /// w0…w3 are the initial stabilities for again/hard/good/easy; w4…w7 shape
    /// difficulty; w8…w16 the stability after a review; w17…w19 same-day
    /// reviews; w20 the forgetting curve's decay.
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// The 21 model weights.
    public var weights: [Double]
    /// The recall probability at which a card falls due (0 < r < 1).
    public var desiredRetention: Double
    /// The waits, in seconds, between the learning reviews of a new card.
    public var learningSteps: [TimeInterval]
    /// The waits, in seconds, between the relearning reviews of a forgotten card.
    public var relearningSteps: [TimeInterval]
    /// The longest interval, in days, a card can be scheduled for.
    public var maximumInterval: Int
    /// Whether day intervals get a small random spread so that cards learnt
    /// together do not stay due together.
    public var enableFuzzing: Bool

    /// Creates parameters; every argument defaults to py-fsrs's default.
    ///
    /// - Parameters:
    ///   - weights: The 21 FSRS-6 weights.
    ///   - desiredRetention: The target recall probability.
    ///   - learningSteps: Learning steps in seconds.
    ///   - relearningSteps: Relearning steps in seconds.
    ///   - maximumInterval: The longest interval in days.
    ///   - enableFuzzing: Whether to fuzz day intervals.
    public init(
        weights: [Double] = FSRSParameters.defaultWeights,
        desiredRetention: Double = FSRSParameters.defaultDesiredRetention,
        learningSteps: [TimeInterval] = [60, 600],
        relearningSteps: [TimeInterval] = [600],
        maximumInterval: Int = 36_500,
        enableFuzzing: Bool = true
    ) {
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.enableFuzzing = enableFuzzing
    }
}

extension FSRSParameters {
    /// The range each weight may take, as py-fsrs checks it.
    static let weightBounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4,
        0.001...0.75, 0...4.5, 0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9,
        0...4, 0...1, 1...6, 0...2, 0...2, 0...0.8, 0.1...0.8,
    ]

    /// Every problem with these parameters, one message each; empty when they are usable.
    var problems: [String] {
        var problems: [String] = []
        if weights.count != Self.weightBounds.count {
            problems.append("expected \(Self.weightBounds.count) weights, got \(weights.count)")
        } else {
            for (index, (weight, bounds)) in zip(weights, Self.weightBounds).enumerated() where !bounds.contains(weight) {
                problems.append("weight w\(index) = \(weight) is outside \(bounds.lowerBound)…\(bounds.upperBound)")
            }
        }
        if !(desiredRetention > 0 && desiredRetention < 1) {
            problems.append("desired retention \(desiredRetention) is not between 0 and 1")
        }
        for (name, steps) in [("learning", learningSteps), ("relearning", relearningSteps)] {
            for step in steps where !(step.isFinite && step > 0) {
                problems.append("\(name) step \(step) s is not a positive number of seconds")
            }
        }
        if maximumInterval < 1 {
            problems.append("maximum interval \(maximumInterval) is less than one day")
        }
        return problems
    }
}
