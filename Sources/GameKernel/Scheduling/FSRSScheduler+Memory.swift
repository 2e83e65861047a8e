import Foundation

// FSRS-6's memory model: how stability and difficulty start and change, and
// the interval they give. The formulas are FSRS-6's as py-fsrs 6 computes
// them. Each is written in py-fsrs's order of operations and with `pow` where
// py-fsrs raises `math.e` to a power (Python's `**` is C's `pow`, not `exp`),
// so that both give the same bits: a day interval is rounded from a real
// number, and a last-bit difference at a .5 would move a due date by a day.

/// Python's `math.e`.
private let euler = 2.718281828459045

/// The smallest stability FSRS allows.
private let minimumStability = 0.001

extension FSRSScheduler {
    /// w(i): the i-th weight.
    private func w(_ index: Int) -> Double { parameters.weights[index] }

    /// The grade as FSRS's number, 1…4.
    private func number(_ grade: ReviewGrade) -> Double { Double(grade.rawValue) }

    /// Retrievability after `elapsedDays` days with the given stability.
    func forgettingCurve(elapsedDays: Double, stability: Double) -> Double {
        pow(1 + factor * elapsedDays / stability, decay)
    }

    /// S0(G) = w(G−1): the stability after a first review.
    func initialStability(_ grade: ReviewGrade) -> Double {
        max(w(grade.rawValue - 1), minimumStability)
    }

    /// D0(G) = w4 − e^(w5·(G−1)) + 1: the difficulty after a first review.
    func initialDifficulty(_ grade: ReviewGrade, clamped: Bool = true) -> Double {
        let difficulty = w(4) - pow(euler, w(5) * (number(grade) - 1)) + 1
        return clamped ? Self.clampDifficulty(difficulty) : difficulty
    }

    /// D′ = w7·D0(easy) + (1−w7)·(D + ΔD·(10−D)/9), with ΔD = −w6·(G−3).
    ///
    /// The change shrinks as difficulty nears 10 (linear damping) and is
    /// pulled towards the easiest first difficulty (mean reversion).
    func nextDifficulty(_ difficulty: Double, grade: ReviewGrade) -> Double {
        let easiest = initialDifficulty(.easy, clamped: false)
        let change = -(w(6) * (number(grade) - 3))
        let damped = difficulty + (10.0 - difficulty) * change / 9.0
        return Self.clampDifficulty(w(7) * easiest + (1 - w(7)) * damped)
    }

    /// The stability after a review on the same day as the last one.
    ///
    /// S′ = S · e^(w17·(G−3+w18)) · S^(−w19); for a recalled card the factor is at least 1.
    func shortTermStability(_ stability: Double, grade: ReviewGrade) -> Double {
        var increase = pow(euler, w(17) * (number(grade) - 3 + w(18))) * pow(stability, -w(19))
        if grade != .again {
            increase = max(increase, 1.0)
        }
        return max(stability * increase, minimumStability)
    }

    /// The stability after a review a day or more after the last one.
    func nextStability(difficulty: Double, stability: Double, retrievability: Double, grade: ReviewGrade) -> Double {
        let next = grade == .again
            ? forgetStability(difficulty: difficulty, stability: stability, retrievability: retrievability)
            : recallStability(difficulty: difficulty, stability: stability, retrievability: retrievability, grade: grade)
        return max(next, minimumStability)
    }

    /// The stability after a lapse: w11·D^(−w12)·((S+1)^w13 − 1)·e^((1−R)·w14),
    /// never above S / e^(w17·w18).
    private func forgetStability(difficulty: Double, stability: Double, retrievability: Double) -> Double {
        let longTerm = w(11) * pow(difficulty, -w(12)) * (pow(stability + 1, w(13)) - 1) * pow(euler, (1 - retrievability) * w(14))
        let shortTerm = stability / pow(euler, w(17) * w(18))
        return min(longTerm, shortTerm)
    }

    /// The stability after a recall: S·(1 + e^w8·(11−D)·S^(−w9)·(e^((1−R)·w10) − 1)·penalty·bonus),
    /// with w15 as the penalty for hard and w16 as the bonus for easy.
    private func recallStability(difficulty: Double, stability: Double, retrievability: Double, grade: ReviewGrade) -> Double {
        let hardPenalty = grade == .hard ? w(15) : 1
        let easyBonus = grade == .easy ? w(16) : 1
        return stability * (1 + pow(euler, w(8)) * (11 - difficulty) * pow(stability, -w(9))
            * (pow(euler, (1 - retrievability) * w(10)) - 1) * hardPenalty * easyBonus)
    }

    /// The interval in whole days at which retrievability falls to the desired
    /// retention, rounded half to even as Python's `round` does, kept within
    /// 1…``FSRSParameters/maximumInterval``.
    func nextInterval(stability: Double) -> Int {
        let days = (stability / factor) * (pow(parameters.desiredRetention, 1 / decay) - 1)
        return clampedDays(days.rounded(.toNearestOrEven))
    }

    /// `days` within 1…maximum interval, as an integer (a NaN gives 1).
    func clampedDays(_ days: Double) -> Int {
        guard days >= 1 else { return 1 }
        guard days < Double(parameters.maximumInterval) else { return parameters.maximumInterval }
        return Int(days)
    }

    private static func clampDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, 1), 10)
    }
}
