import WordKitPlay

extension Terminal {
    /// The lines of a screen's view as this terminal shows them: each run
    /// painted in its styles (plain when colours are off).
    ///
    /// - Parameter lines: The view.
    /// - Returns: The lines, with SGR escapes.
    package func render(_ lines: [ScreenLine]) -> [String] {
        lines.map(render)
    }

    /// One line of a screen's view as this terminal shows it.
    package func render(_ line: ScreenLine) -> String {
        TerminalText.render(line, colors: colors)
    }
}

extension TerminalText {
    /// One line of a screen's view as a terminal shows it: each styled run
    /// between its SGR escape (`ESC [ 1;36 m`) and a reset (`ESC [ 0 m`).
    ///
    /// - Parameters:
    ///   - line: The line.
    ///   - colors: Whether styles are painted; without them only the text is left.
    /// - Returns: The line, with SGR escapes when `colors`.
    package static func render(_ line: ScreenLine, colors: Bool) -> String {
        line.runs.map { run in
            guard colors, !run.styles.isEmpty else { return run.text }
            return "\u{1B}[" + run.styles.map { TerminalStyle($0).rawValue }.joined(separator: ";") + "m" + run.text + "\u{1B}[0m"
        }.joined()
    }
}

extension TerminalStyle {
    /// The SGR style of a screen style.
    package init(_ style: ScreenLine.Style) {
        self =
            switch style {
            case .bold: .bold
            case .dim: .dim
            case .inverse: .inverse
            case .red: .red
            case .green: .green
            case .yellow: .yellow
            case .blue: .blue
            case .cyan: .cyan
            }
    }
}

extension TerminalKey {
    /// The play shell's key for this key; nil for those that are events of
    /// their own (Ctrl-C, Ctrl-Z, Ctrl-D, the focus).
    package var shellKey: PlayShell.Key? {
        switch self {
        case .character(let character): .character(character)
        case .enter: .enter
        case .backspace: .backspace
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .escape: .escape
        case .tab: .tab
        case .interrupt, .suspend, .endOfInput, .focusIn, .focusOut: nil
        }
    }
}

extension PlayContext {
    /// Performs what a game screen asked: says what is to be said, rings the bell.
    ///
    /// - Parameters:
    ///   - effects: The screen's effects.
    ///   - terminal: For the bell.
    /// - Returns: The step for the shell, and the last reply (nil when none).
    @discardableResult
    package func perform(_ effects: [GameScreenEffect], on terminal: Terminal?) -> (step: InteractiveStep, reply: String?) {
        var reply: String?
        for effect in effects {
            switch effect {
            case .say(let utterance): say(utterance)
            case .bell: terminal?.bell()
            case .reply(let text): reply = text
            case .step: break
            }
        }
        return (GameScreenEffect.step(of: effects), reply)
    }
}
