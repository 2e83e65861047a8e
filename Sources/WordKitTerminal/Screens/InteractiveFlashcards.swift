import Foundation
import GameKernel
import WordKitPlay

/// Flashcards at the terminal: keys and ticks go to the screen's reducer
/// (`FlashcardsScreen`, which holds the last card marked, the message, the
/// restart question and every rule of the screen), its effects are
/// performed and its view is painted at the game time of each redraw.
package struct InteractiveFlashcards: InteractiveGame {
    package let screen = PlayScreen.game(.flashcards)
    package let ticks = true

    /// The settings in force and the voice.
    private let context: PlayContext
    /// The screen's state and the rounds.
    private var cards: FlashcardsScreen

    package var played: Int { cards.session.played }
    package var won: Int { cards.session.won }

    /// Plays a session whose first round has been dealt.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - context: The settings in force and the voice.
    package init(session: GameSession<FlashcardsState>, context: PlayContext) {
        cards = FlashcardsScreen(session: session, shown: { $0.escapedForDisplay })
        self.context = context
    }

    /// The heading and the clock line: the card is hidden while paused.
    package func pausedScreen(on terminal: Terminal, at time: Date) -> [String] {
        terminal.render(Array(cards.view(at: time, paused: true, width: terminal.lineWidth).prefix(FlashcardsScreen.pausedLines)))
    }

    package func screen(on terminal: Terminal, at time: Date, paused: Bool, rows: Int) -> [String] {
        terminal.render(cards.view(at: time, paused: paused, width: terminal.lineWidth))
    }

    package mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        guard let key = key.shellKey else { return .play }
        return context.perform(cards.reduce(.pressed(key, at: time, speechIsOn: context.speaker.isOn)), on: terminal).step
    }

    package mutating func run(_ command: InGameCommand, at time: Date) -> String? {
        context.perform(cards.reduce(.command(command, at: time, speechIsOn: context.speaker.isOn)), on: nil).reply
    }

    package mutating func tick(at time: Date) {
        cards.reduce(.tick(at: time))
    }

    package mutating func abandon(at time: Date) {
        cards.reduce(.abandon(at: time))
    }

    package mutating func leave(at time: Date) {
        cards.reduce(.leave(at: time))
    }
}
