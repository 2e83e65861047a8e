/// Where a card stands in FSRS scheduling.
///
/// The raw values are stable names for storage. py-fsrs has no separate
/// ``new`` state (a new card there is "learning" at step 0 with no memory
/// state); WordKit keeps it apart so that a front end can count new cards
/// without looking at stability.
public enum SchedulingState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Never reviewed.
    case new
    /// Reviewed, still going through the short learning steps.
    case learning
    /// Graduated: scheduled in whole days by its stability.
    case review
    /// Forgotten after graduating, going through the relearning steps.
    case relearning
}
