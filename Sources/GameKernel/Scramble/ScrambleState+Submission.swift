import Lexicon
/// The checks a submitted word goes through, in order.
extension ScrambleState {
    /// The outcome of checking one word.
    enum Verdict: Equatable {
        /// The word, as it is recorded, and its points.
        case accepted(word: String, score: Int)
        /// The word as typed, the failed check, and a note to add to the message.
        case rejected(word: String, reason: ScrambleRejectionReason, note: String?)
    }

    /// Checks a word without changing the round.
    ///
    /// The checks run in order: long enough; not already found; not the root
    /// (unless the rules accept it); possible from the root's letters; a real
    /// word of the round's language. Hacking with Swift checked against English
    /// whatever the language; here `words` is the round's own language.
    ///
    /// - Parameters:
    ///   - input: The word as typed.
    ///   - words: The round language's words.
    /// - Returns: The verdict.
    func judge(_ input: String, words: any WordSource) -> Verdict {
        let typed = Self.normalized(input)
        let rules = configuration.ruleSet
        guard typed.count >= rules.minimumLength else {
            return .rejected(word: typed, reason: .tooShort, note: nil)
        }
        let (resolved, alternatives) = resolve(typed, words: words)
        let word = counted(resolved)
        guard !found.contains(word) else {
            return .rejected(word: typed, reason: .duplicate, note: nil)
        }
        // With accent folding, words that differ only in accents are one word,
        // so an accent variant of the root is the root (`alternó` for ALTERNO).
        guard rules.acceptsRoot || !isRoot(word) else {
            return .rejected(word: typed, reason: .root, note: nil)
        }
        guard LetterInventory(root, folding: configuration.accentFolding).canSpell(word) else {
            return .rejected(word: typed, reason: .impossible, note: nil)
        }
        guard words.isWord(resolved) else {
            let note = alternatives.count > 1
                ? "Did you mean " + alternatives.map { "'\($0)'" }.joined(separator: " or ") + "?"
                : nil
            return .rejected(word: typed, reason: .unknown, note: note)
        }
        return .accepted(word: word, score: rules.score(for: word, root: root))
    }

    /// Whether `word` is the root, or with accent folding one of its accent variants.
    func isRoot(_ word: String) -> Bool {
        configuration.accentFolding ? AccentFolding.fold(word) == AccentFolding.fold(root) : word == root
    }

    /// Finds the word a typed word stands for.
    ///
    /// A typed word that is itself a word stands for itself. Otherwise, with
    /// accent folding on, it stands for the one word whose folded form it
    /// matches (`cancion` → `canción`); with several such words it stays as
    /// typed, and they are returned so the message can name them.
    ///
    /// - Parameters:
    ///   - typed: The normalised input.
    ///   - words: The round language's words.
    /// - Returns: The word to check and, when ambiguous, the candidates.
    func resolve(_ typed: String, words: any WordSource) -> (word: String, alternatives: [String]) {
        guard configuration.accentFolding, !words.isWord(typed) else { return (typed, []) }
        let forms = Set(words.forms(matchingFolded: AccentFolding.fold(typed)).map(Self.normalized))
            .sorted()
        return forms.count == 1 ? (forms[0], []) : (typed, forms)
    }
}
