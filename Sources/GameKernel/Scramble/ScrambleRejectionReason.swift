/// Why a submitted word was not accepted, in the order the checks run.
public enum ScrambleRejectionReason: String, Sendable, Codable, CaseIterable, Hashable {
    /// Shorter than the rule set's minimum.
    case tooShort = "too-short"
    /// Already found this round.
    case duplicate
    /// The root word itself, under a rule set that does not accept it.
    case root
    /// Needs a letter the root does not have, or more of it.
    case impossible
    /// Not a word of the round's language.
    case unknown
}
