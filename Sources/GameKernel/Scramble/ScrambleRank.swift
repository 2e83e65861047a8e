/// A rank on the ladder of Spelling Bee, earned with the points of the
/// round's counted words (the words people know; bonus words score but do
/// not count towards a rank).
///
/// Each rank starts at a share of the round's maximum counted score, as
/// Spelling Bee's do: Beginner 0 %, Good Start 2 %, Moving Up 5 %, Good 8 %,
/// Solid 15 %, Nice 25 %, Great 40 %, Amazing 50 %, Genius 70 %, and Queen
/// Bee for every counted word found. A threshold is its share of the maximum
/// rounded to the nearest point (halves up), as Spelling Bee rounds them.
public enum ScrambleRank: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// From 0 points.
    case beginner
    /// From 2 % of the maximum.
    case goodStart
    /// From 5 %.
    case movingUp
    /// From 8 %.
    case good
    /// From 15 %.
    case solid
    /// From 25 %.
    case nice
    /// From 40 %.
    case great
    /// From 50 %.
    case amazing
    /// From 70 %.
    case genius
    /// Every counted word found.
    case queenBee

    /// The rank's name, as the screen and the JSON events show it (`Good Start`).
    public var name: String {
        switch self {
        case .beginner: "Beginner"
        case .goodStart: "Good Start"
        case .movingUp: "Moving Up"
        case .good: "Good"
        case .solid: "Solid"
        case .nice: "Nice"
        case .great: "Great"
        case .amazing: "Amazing"
        case .genius: "Genius"
        case .queenBee: "Queen Bee"
        }
    }

    /// The share of the maximum counted score the rank starts at, in percent
    /// (100 for Queen Bee: every counted word).
    public var percent: Int {
        switch self {
        case .beginner: 0
        case .goodStart: 2
        case .movingUp: 5
        case .good: 8
        case .solid: 15
        case .nice: 25
        case .great: 40
        case .amazing: 50
        case .genius: 70
        case .queenBee: 100
        }
    }

    /// The points the rank starts at in a round whose counted words are worth `maximum`.
    ///
    /// - Parameter maximum: The points of every counted word together.
    /// - Returns: The share of `maximum`, rounded to the nearest point (halves up);
    ///   `maximum` itself for Queen Bee.
    public func threshold(maximum: Int) -> Int {
        let maximum = max(0, maximum)
        return self == .queenBee ? maximum : (maximum * percent + 50) / 100
    }

    /// The next rank up, or nil for Queen Bee.
    public var next: ScrambleRank? { ScrambleRank(rawValue: rawValue + 1) }

    /// Orders ranks from Beginner up.
    public static func < (lhs: ScrambleRank, rhs: ScrambleRank) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where a player stands on the rank ladder: the rank reached and the points
/// still needed for the next one.
public struct ScrambleRankProgress: Sendable, Hashable {
    /// The rank reached.
    public var rank: ScrambleRank
    /// The next rank, or nil at the top (or in a round without counted words).
    public var next: ScrambleRank?
    /// The points still needed for the next rank; 0 when there is none.
    public var pointsToNext: Int

    /// The rank of `points` counted points in a round whose counted words are worth `maximum`.
    ///
    /// The highest rank whose threshold `points` reaches; Queen Bee only when
    /// `points` reaches `maximum` and there is something to find. A round
    /// without counted words stays at Beginner, with no rank to reach.
    ///
    /// - Parameters:
    ///   - points: The points of the counted words found.
    ///   - maximum: The points of every counted word.
    public init(points: Int, maximum: Int) {
        guard maximum > 0 else {
            self.init(rank: .beginner, next: nil, pointsToNext: 0)
            return
        }
        let rank = ScrambleRank.allCases.last { points >= $0.threshold(maximum: maximum) } ?? .beginner
        let next = rank.next
        self.init(rank: rank, next: next, pointsToNext: next.map { max(0, $0.threshold(maximum: maximum) - points) } ?? 0)
    }

    private init(rank: ScrambleRank, next: ScrambleRank?, pointsToNext: Int) {
        self.rank = rank
        self.next = next
        self.pointsToNext = pointsToNext
    }
}

extension ScrambleState {
    /// The points of the counted words found (bonus words left out).
    public var countedPoints: Int {
        let bonus = Set(bonusWords)
        return found.filter { !bonus.contains($0) }.reduce(0) { $0 + configuration.ruleSet.score(for: $1, root: root) }
    }

    /// The points of every counted word of the round: the most a player can have towards a rank.
    public var maximumCountedPoints: Int {
        possible.reduce(0) { $0 + configuration.ruleSet.score(for: $1, root: root) }
    }

    /// The player's rank in the round and the points to the next one.
    public var rankProgress: ScrambleRankProgress {
        ScrambleRankProgress(points: countedPoints, maximum: maximumCountedPoints)
    }

    /// The rank a round's `end` event shows: from its words found, missed and
    /// bonus, scored by this round's rules and root length (a round ended by
    /// a new word is no longer the state's).
    ///
    /// - Parameter ended: The `end` event's payload.
    /// - Returns: The rank at the end of that round.
    public func rankProgress(of ended: ScrambleEnded) -> ScrambleRankProgress {
        let bonus = Set(ended.bonus)
        let counted = ended.found.filter { !bonus.contains($0) }
        func points(_ words: [String]) -> Int {
            words.reduce(0) { $0 + configuration.ruleSet.score(for: $1, root: root) }
        }
        return ScrambleRankProgress(points: points(counted), maximum: points(counted) + points(ended.missed))
    }
}
