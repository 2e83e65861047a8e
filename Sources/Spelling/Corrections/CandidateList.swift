/// The best corrections found so far, kept sorted and cut at a capacity.
///
/// Candidates are ordered by score, then error cost, then spelling, so the
/// same input always gives the same list. The score of the last kept
/// candidate bounds the search: a path that already costs more cannot enter.
struct CandidateList {
    /// One correction and how it was ranked.
    struct Candidate: Equatable {
        /// Where a candidate came from.
        enum Origin: Equatable {
            /// The lexicon (lowercase word forms).
            case lexicon
            /// The dictionary's other forms (capitalised, with apostrophes, …).
            case supplement
            /// Two words made of one (`alot` → `a lot`).
            case split
            /// Hunspell's own suggestions.
            case hunspell
        }

        /// The word as the dictionary spells it (before the input's case is applied).
        var word: String
        /// Its error cost, in hundredths of an edit.
        var cost: Int
        /// Cost plus frequency penalty: lower is better.
        var score: Int
        /// Where it came from.
        var origin: Origin
    }

    /// How many candidates are kept.
    let capacity: Int
    /// The rank whose score bounds the search (see ``threshold``).
    let boundingRank: Int
    /// The kept candidates, best first.
    private(set) var items: [Candidate] = []

    /// An empty list.
    ///
    /// - Parameters:
    ///   - capacity: How many candidates to keep (at least 1).
    ///   - boundingRank: The rank whose score bounds the search (default: the
    ///     capacity). A smaller rank makes the search faster and exact for
    ///     the first `boundingRank` candidates only; the others are the best
    ///     found within that bound.
    init(capacity: Int, boundingRank: Int? = nil) {
        self.capacity = max(1, capacity)
        self.boundingRank = min(self.capacity, max(1, boundingRank ?? capacity))
        // A capacity is a bound, not a size: any limit a caller passes (even
        // `Int.max`) must neither overflow here nor reserve memory for it.
        items.reserveCapacity(min(self.capacity, Self.reservedCapacity) + 1)
    }

    /// The most entries reserved up front, whatever the capacity.
    static let reservedCapacity = 64

    /// When the answer counts as settled, and the tighter bound then used.
    struct Settling: Equatable {
        /// How many candidates must have been found.
        var count: Int
        /// The most the best of them may cost.
        var cost: Int
        /// The bound on costs from then on.
        var bound: Int
    }

    /// Tightens the bound once good candidates are in (nil: never).
    var settling: Settling?

    /// The score a new candidate must not exceed to matter: unbounded until
    /// the list holds ``boundingRank`` candidates, then that one's score;
    /// at most ``Settling/bound`` once the answer is settled.
    var threshold: Int {
        var limit = items.count < boundingRank ? Int.max : items[boundingRank - 1].score
        if let settling, items.count >= settling.count, items[0].cost <= settling.cost {
            limit = min(limit, settling.bound)
        }
        return limit
    }

    /// The score a new candidate must not exceed to be kept at all.
    var admission: Int {
        items.count < capacity ? Int.max : items[items.count - 1].score
    }

    /// Whether a word is already in the list.
    func contains(_ word: String) -> Bool {
        items.contains { $0.word == word }
    }

    /// Adds a candidate in its place, keeping the better entry of a word
    /// found twice and dropping the worst when over capacity.
    mutating func insert(_ candidate: Candidate) {
        if let index = items.firstIndex(where: { $0.word == candidate.word }) {
            guard Self.precedes(candidate, items[index]) else { return }
            items.remove(at: index)
        }
        var position = items.count
        while position > 0, Self.precedes(candidate, items[position - 1]) { position -= 1 }
        guard position < capacity else { return }
        items.insert(candidate, at: position)
        if items.count > capacity { items.removeLast() }
    }

    private static func precedes(_ first: Candidate, _ second: Candidate) -> Bool {
        if first.score != second.score { return first.score < second.score }
        if first.cost != second.cost { return first.cost < second.cost }
        return first.word.unicodeScalars.lexicographicallyPrecedes(second.word.unicodeScalars)
    }
}
