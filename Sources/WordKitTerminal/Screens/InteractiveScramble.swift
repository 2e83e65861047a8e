import Foundation
import GameKernel
import WordKitPlay

/// Word scramble at the terminal: keys go to the screen's reducer
/// (`ScrambleScreen`, which holds the word typed, the message, the page of
/// the lists, the give-up question and every rule of the screen), with the
/// lists as laid out for the window; its effects are performed, and its
/// view is painted and fitted to the window, the lists paged.
package struct InteractiveScramble: InteractiveGame {
    package let screen = PlayScreen.game(.scramble)
    package let ticks = false

    /// The settings in force and the voice.
    private let context: PlayContext
    /// The screen's state and the rounds.
    private var scramble: ScrambleScreen

    package var played: Int { scramble.session.played }
    package var won: Int { scramble.session.won }

    /// Plays a session whose first root has been dealt.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - bell: Whether a rejected word rings the bell.
    ///   - context: The settings in force and the voice.
    package init(session: GameSession<ScrambleState>, bell: Bool, context: PlayContext) {
        scramble = ScrambleScreen(session: session, bell: bell)
        self.context = context
    }

    package func screen(on terminal: Terminal, at time: Date, paused: Bool, rows: Int) -> [String] {
        let layout = layout(on: terminal, rows: rows)
        let pager = scramble.state.pager
        var lines = layout.head + pager.visible(layout.list, pageSize: layout.pageSize)
        let page = pager.label(lines: layout.list.count, pageSize: layout.pageSize)
        if !page.isEmpty { lines += terminal.fit([terminal.render(ScrambleScreen.pageLine(page))]) }
        return lines + layout.foot
    }

    /// The screen's view painted and fitted to the window, and how many list
    /// lines fit in `rows` (what the head and foot leave, less the page line).
    private func layout(on terminal: Terminal, rows: Int) -> (head: [String], list: [String], foot: [String], pageSize: Int) {
        let view = scramble.view(width: terminal.lineWidth, rows: rows)
        let head = terminal.fit(terminal.render(view.head))
        let foot = terminal.fit(terminal.render(view.foot))
        let pageLine = terminal.fit(["  page 10 of 10 · PgDn/PgUp for more"]).count
        return (head, terminal.fit(terminal.render(view.list)), foot, max(1, rows - head.count - foot.count - pageLine))
    }

    package mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        guard let key = key.shellKey else { return .play }
        let layout = layout(on: terminal, rows: terminal.height)
        let lists = ScrambleScreen.Lists(lines: layout.list.count, pageSize: layout.pageSize)
        return context.perform(scramble.reduce(.pressed(key, at: time, lists: lists)), on: terminal).step
    }

    package mutating func run(_ command: InGameCommand, at time: Date) -> String? {
        context.perform(scramble.reduce(.command(command, at: time, speechIsOn: context.speaker.isOn)), on: nil).reply
    }

    package mutating func tick(at time: Date) {}

    /// Quitting leaves the round: not stored before a word is found, abandoned after.
    package mutating func abandon(at time: Date) {
        context.perform(scramble.reduce(.abandon(at: time)), on: nil)
    }

    package mutating func leave(at time: Date) {
        context.perform(scramble.reduce(.leave(at: time)), on: nil)
    }
}
