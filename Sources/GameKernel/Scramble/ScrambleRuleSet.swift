/// Which version of word scramble's rules a round follows.
public enum ScrambleRuleSet: String, Sendable, Codable, CaseIterable, Hashable {
    /// WordKit's default: words of 3+ letters, the root itself not accepted,
    /// one point per letter and a bonus for a word that uses every letter.
    case classic
    /// Hacking with Swift's Word Scramble as published: any non-empty word,
    /// the root itself accepted, its alert titles and messages.
    case hws
    /// Packt's three-language word game: words of 2+ letters, the root itself
    /// accepted, its alert titles and messages.
    case packt

    /// The fewest letters a word may have.
    public var minimumLength: Int {
        switch self {
        case .classic: 3
        case .hws: 1
        case .packt: 2
        }
    }

    /// Whether the root word itself counts as a found word.
    public var acceptsRoot: Bool {
        self != .classic
    }

    /// Returns the points a word earns.
    ///
    /// Every rule set scores one point per letter; `classic` adds the root's
    /// length again for a word that uses every letter of the root.
    ///
    /// - Parameters:
    ///   - word: The accepted word.
    ///   - root: The round's root word.
    /// - Returns: The word's points.
    public func score(for word: String, root: String) -> Int {
        let letters = word.count
        let bonus = self == .classic && letters == root.count ? root.count : 0
        return letters + bonus
    }

    /// Returns the alert title and message for a rejection, worded as the
    /// original game of this rule set worded it.
    ///
    /// Neither original explained a too-short word (both ignored it silently)
    /// nor rejected the root, so those texts are WordKit's own.
    ///
    /// - Parameters:
    ///   - reason: Why the word was rejected.
    ///   - root: The round's root word, quoted by some messages.
    /// - Returns: The title and message.
    public func alert(for reason: ScrambleRejectionReason, root: String) -> (title: String, message: String) {
        switch (self, reason) {
        case (_, .tooShort):
            let letters = minimumLength == 1 ? "a letter" : "\(minimumLength) letters"
            return ("Word too short", "Words need at least \(letters).")
        case (_, .root):
            return ("Word is the root", "That's the word you were given – find others!")
        case (.packt, .duplicate):
            return ("You already used this word", "Keep looking!")
        case (.packt, .impossible):
            return ("This word is not possible", "Create only words from the letters in the given word")
        case (.packt, .unknown):
            return ("This is not a valid word", "Use only real words")
        case (_, .duplicate):
            return ("Word used already", "Be more original!")
        case (_, .impossible):
            return ("Word not possible", "You can't spell that word from '\(root)'!")
        case (_, .unknown):
            return ("Word not recognized", "You can't just make them up, you know!")
        }
    }
}
