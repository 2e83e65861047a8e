import Foundation
import GameKernel
import WordKitPlay

/// Guess the number at the terminal: keys go to the screen's reducer
/// (`GuessScreen`, which holds the typing, the message and every rule of
/// the screen), its effects are performed and its view is painted.
package struct InteractiveGuess: InteractiveGame {
    package let screen = PlayScreen.game(.guess)
    package let ticks = false

    /// The settings in force and the voice.
    private let context: PlayContext
    /// The screen's state and the games.
    private var guess: GuessScreen

    package var played: Int { guess.session.played }
    package var won: Int { guess.session.won }

    /// Plays a session whose first game has started, saying its range.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - context: The settings in force and the voice.
    package init(session: GameSession<GuessState>, context: PlayContext) {
        guess = GuessScreen(session: session, language: context.choices.languageCode)
        self.context = context
        context.perform(guess.openingEffects, on: nil)
    }

    package func screen(on terminal: Terminal, at time: Date, paused: Bool, rows: Int) -> [String] {
        terminal.render(guess.view(width: terminal.lineWidth))
    }

    package mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        guard let key = key.shellKey else { return .play }
        return context.perform(guess.reduce(.pressed(key, at: time, speechIsOn: context.speaker.isOn)), on: terminal).step
    }

    package func keeps(_ key: TerminalKey) -> Bool {
        key.shellKey.map(GuessScreen.keeps) ?? false
    }

    package mutating func run(_ command: InGameCommand, at time: Date) -> String? {
        context.perform(guess.reduce(.command(command, at: time, speechIsOn: context.speaker.isOn)), on: nil).reply
    }

    package mutating func tick(at time: Date) {}

    package mutating func abandon(at time: Date) {
        context.perform(guess.reduce(.abandon(at: time)), on: nil)
    }

    package mutating func leave(at time: Date) {
        context.perform(guess.reduce(.leave(at: time)), on: nil)
    }
}
