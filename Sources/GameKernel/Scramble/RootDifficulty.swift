/// How hard a scramble round's root word is: which tier of the root list it
/// is drawn from.
///
/// The content build sorts every root into one tier by how common it is and
/// whether it is a headword (`Content/roots/<lang>-<n>.txt`, third column):
/// `easy` roots are the most common headwords, `normal` the next common
/// headwords (seen at least about once per million words), `hard` every
/// other root (rarer words, inflected forms such as plurals and verb forms).
/// A `normal` game draws from the easy and normal roots together, so that
/// its pool holds every common headword; `easy` and `hard` draw from their
/// own tier only.
public enum RootDifficulty: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// The most common headwords.
    case easy
    /// Common headwords; the default.
    case normal
    /// Rare words and inflected forms.
    case hard

    /// Whether a game of this difficulty may draw a root of `tier`.
    ///
    /// - Parameter tier: A root's tier.
    /// - Returns: `true` for the game's own tier, and for `easy` roots in a `normal` game.
    public func includes(_ tier: RootDifficulty) -> Bool {
        tier == self || (self == .normal && tier == .easy)
    }

    /// Orders tiers from easy to hard.
    ///
    /// - Parameters:
    ///   - lhs: A tier.
    ///   - rhs: Another tier.
    /// - Returns: Whether `lhs` is easier.
    public static func < (lhs: RootDifficulty, rhs: RootDifficulty) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
