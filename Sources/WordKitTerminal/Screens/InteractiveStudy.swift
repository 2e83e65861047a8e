import Foundation
import GameKernel
import WordKitPlay

/// Study at the terminal: keys go to the screen's reducer (`StudyScreen`,
/// which holds the last card graded, the message and every rule of the
/// screen), its effects are performed and its view is painted.
///
/// Space, Enter or ↑ reveals; then 1 again, 2 hard, 3 good, 4 easy (Space
/// or Enter is good, ← again, → good); `u` takes the last grade back;
/// `s` reads the prompt aloud; `q` leaves. After the session, `r` starts another with what has come due.
/// Reviews are timed by the study
/// clock (`--now` or the system clock), not by game time: a review's time is
/// when it was graded, suspended or not.
package struct InteractiveStudy: InteractiveGame {
    package let screen = PlayScreen.study
    package let ticks = false

    /// The settings in force and the voice.
    private let context: PlayContext
    /// The screen's state and the session.
    private var study: StudyScreen
    /// The present, for reviews.
    private let now: () -> Date
    /// The session being played.
    private var state: StudyState { study.game }

    /// Studies a session whose first card is shown.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - now: The present.
    package init(session: GameSession<StudyState>, now: @escaping () -> Date, context: PlayContext) {
        study = StudyScreen(session: session, shown: { $0.escapedForDisplay })
        self.now = now
        self.context = context
    }

    package var played: Int { study.state.reviewed }
    package var won: Int { study.state.again }
    package var farewellNote: String? { StudyScreen.nextDue(state.summary(at: now()).nextDue, at: now()) }

    package func screen(on terminal: Terminal, at _: Date, paused: Bool, rows: Int) -> [String] {
        terminal.render(study.view(at: now(), width: terminal.lineWidth))
    }

    package mutating func handle(_ key: TerminalKey, at _: Date, on terminal: Terminal) -> InteractiveStep {
        guard let key = key.shellKey else { return .play }
        return context.perform(study.reduce(.pressed(key, at: now(), speechIsOn: context.speaker.isOn)), on: terminal).step
    }

    package mutating func run(_ command: InGameCommand, at _: Date) -> String? {
        context.perform(study.reduce(.command(command, at: now(), speechIsOn: context.speaker.isOn)), on: nil).reply
    }

    package func tick(at _: Date) {}

    package mutating func abandon(at _: Date) {
        study.reduce(.abandon(at: now()))
    }

    package mutating func leave(at _: Date) {
        study.reduce(.leave(at: now()))
    }
}
