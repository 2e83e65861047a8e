import Foundation

extension ScrambleState {
    /// Takes one player action.
    ///
    /// - Parameters:
    ///   - action: What the player did.
    ///   - environment: The roots (for a new word) and the words.
    ///   - time: The moment of the action.
    ///   - rng: The source of randomness for new roots and shuffles.
    /// - Returns: The events the action caused, in order; an action that does
    ///   not apply now gives one `ignored` event and changes nothing.
    public mutating func apply(
        _ action: ScrambleAction, environment: ScrambleEnvironment, at time: Date,
        using rng: inout some RandomNumberGenerator
    ) -> [ScrambleEvent] {
        switch action {
        case .newGame:
            guard environment.roots.length == configuration.length else {
                let error = ScrambleError.rootLengthMismatch(
                    configured: configuration.length, roots: environment.roots.length)
                return [.ignored(IgnoredAction(action: action.name, message: error.description))]
            }
            var events = phase == .playing ? finish(at: time) : []
            let newRoot = environment.roots.pick(avoiding: root, using: &rng)
            self = ScrambleState(
                configuration: configuration, root: newRoot, words: environment.words, at: time,
                using: &rng)
            events.append(startEvent)
            return events
        case .submit, .shuffle, .hint, .end:
            guard phase == .playing else {
                return [
                    .ignored(
                        IgnoredAction(
                            action: action.name,
                            message: "The round is over; ask for a new word to play again."))
                ]
            }
            switch action {
            case .submit(let input): return submit(input, words: environment.words)
            case .shuffle:
                letters = Self.shuffledLetters(of: root, avoiding: letters, using: &rng)
                return [.letters(ScrambleLetters(letters: letters))]
            case .hint: return hint()
            default: return finish(at: time)
            }
        }
    }

    /// Checks a word and records it if accepted.
    ///
    /// - Parameters:
    ///   - input: The word as typed.
    ///   - words: The round language's words.
    /// - Returns: An `accepted` or `rejected` event.
    private mutating func submit(_ input: String, words: any WordSource) -> [ScrambleEvent] {
        switch judge(input, words: words) {
        case .accepted(let word, let points):
            found.insert(word, at: 0)
            score += points
            return [.accepted(ScrambleAccepted(word: word, score: points, bonus: isBonus(word)))]
        case .rejected(let word, let reason, let note):
            let alert = configuration.ruleSet.alert(for: reason, root: root)
            let message = note.map { alert.message + " " + $0 } ?? alert.message
            return [
                .rejected(ScrambleRejected(word: word, reason: reason, title: alert.title, message: message))
            ]
        }
    }

    /// Points at the most common word not found yet (the longer, then the
    /// alphabetically first, among equally common ones), one more letter per
    /// hint. The longest word, which hints used to pick, is often the most
    /// obscure (`atomy` for MOTORWAY).
    ///
    /// - Returns: A `hint` event, or `ignored` when every word has been found.
    private mutating func hint() -> [ScrambleEvent] {
        let missed = missed
        guard
            let target = missed.max(by: { lhs, rhs in
                (commonness[lhs] ?? 0, lhs.count, rhs) < (commonness[rhs] ?? 0, rhs.count, lhs)
            })
        else {
            return [.ignored(IgnoredAction(action: "hint", message: "Every possible word has been found."))]
        }
        let shown = target == hintTarget ? min(hintLettersShown + 1, max(target.count - 1, 1)) : 1
        hintTarget = target
        hintLettersShown = shown
        hintsUsed += 1
        return [
            .hint(ScrambleHint(start: String(target.prefix(shown)), length: target.count, remaining: missed.count))
        ]
    }

    /// Ends the round.
    ///
    /// - Parameter time: The moment it ends.
    /// - Returns: The `end` event.
    private mutating func finish(at time: Date) -> [ScrambleEvent] {
        phase = .ended
        endedAt = time
        return [.end(ScrambleEnded(found: found, missed: missed, score: score, averageLetters: averageLetters, bonus: bonusFound))]
    }
}

extension ScrambleAction {
    /// The action's name, as `ignored` events report it.
    var name: String {
        switch self {
        case .submit: "submit"
        case .shuffle: "shuffle"
        case .hint: "hint"
        case .newGame: "new-game"
        case .end: "end"
        }
    }
}

extension ScrambleState: GameRules {
    /// The action that ends the round and shows the words missed.
    public static var endAction: ScrambleAction { .end }

    /// The action that starts a round with a new root.
    public static var newGameAction: ScrambleAction { .newGame }

    /// A round quit is left, not finished: not recorded before a word is
    /// found or a hint given, abandoned after (issue 21). Giving up
    /// (``ScrambleAction/end``) still finishes it.
    public static var quittingLeaves: Bool { true }

    /// Whether the round is over.
    public var isOver: Bool { phase != .playing }

    /// Whether a word was found or a hint given.
    public var hasMoves: Bool { !found.isEmpty || hintsUsed > 0 }
}
