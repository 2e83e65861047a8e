/// What a game screen asks its front end to do after an event, in order.
///
/// The screens (``GuessScreen`` and the others) are pure values: they never
/// speak, ring the bell or draw. A front end performs these effects and
/// draws the screen's view.
public enum GameScreenEffect: Sendable, Equatable {
    /// What a key led to, for the play shell (`PlayShell.Event.gameStep`);
    /// no such effect after a key means ``PlayShell/GameStep/play``.
    case step(PlayShell.GameStep)
    /// Say this aloud when speech is on.
    case say(Utterance)
    /// Show this reply to a command on the status line.
    case reply(String)
    /// Ring the bell (a key that does nothing here).
    case bell

    /// The reply to a request to speak while speech is off.
    public static let speechOff = "Speech is off; :speak on turns it on (espeak-ng reads aloud)."

    /// The step the effects hand to the shell: the last ``step(_:)``, else `.play`.
    ///
    /// - Parameter effects: A screen's effects.
    /// - Returns: The step.
    public static func step(of effects: [GameScreenEffect]) -> PlayShell.GameStep {
        effects.reduce(.play) { step, effect in
            if case .step(let next) = effect { next } else { step }
        }
    }

    /// The keys every screen without a text prompt shares: `?` help, `:` a
    /// command, `m` or `Esc` the menu, `q` quit; nil for a key of the game's own.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: What the shell does, or nil.
    public static func sharedStep(for key: PlayShell.Key) -> PlayShell.GameStep? {
        switch key {
        case .character("?"): .help
        case .character(":"): .commandLine
        case .character("m"), .character("M"), .escape: .menu
        case .character("q"), .character("Q"): .quit
        default: nil
        }
    }
}

extension [GameScreenEffect] {
    /// The last ``GameScreenEffect/reply(_:)`` among the effects, nil when none.
    public var reply: String? {
        compactMap { effect -> String? in
            if case .reply(let text) = effect { text } else { nil }
        }.last
    }
}
