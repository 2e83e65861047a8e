/// Which class changes a translation through Spanish may make when the
/// classes cannot match.
extension PartOfSpeechCode {
    /// Whether `self` and `other` are close enough classes for a pivot
    /// translation that finds nothing of the prompt's own class.
    ///
    /// Two dictionaries often file one particle under different classes: the
    /// discourse connective `es decir` is a conjunction in Apertium's
    /// Spanish–Italian dictionary and an adverb in its Spanish–English one,
    /// `hasta` an adverb in one and a preposition in the other. Adverbs,
    /// conjunctions and prepositions shade into each other this way
    /// (`perciò`, `anziché`, `oltre`); pronouns, determiners and content
    /// classes do not (`lo` the pronoun is not `the`, `breve` the noun is not
    /// `brief` the adjective), so they never change.
    ///
    /// - Parameter other: The other class.
    /// - Returns: True for the same class, or two of adverb, conjunction and preposition.
    func isNearInPivot(_ other: PartOfSpeechCode) -> Bool {
        self == other || (isParticle && other.isParticle)
    }

    /// An adverb, a conjunction or a preposition.
    private var isParticle: Bool { self == .adverb || self == .conjunction || self == .preposition }
}
