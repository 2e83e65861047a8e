/// A line of a game screen as a pure value: runs of text, each in its
/// styles, which a front end turns into its own output (ANSI escapes at a
/// terminal, attributed text in an app).
///
/// Styles only ever add to what the text already says (a symbol or a word
/// carries the meaning), so a front end without colours may drop them.
///
/// ```swift
/// let line: ScreenLine = "  Range   " + ScreenLine("1 ~ 100", .bold, .cyan)
/// line.text  // "  Range   1 ~ 100"
/// ```
public struct ScreenLine: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A style of a run of text.
    public enum Style: Sendable, Equatable, CaseIterable {
        /// Bold.
        case bold
        /// Dim.
        case dim
        /// Inverse video.
        case inverse
        /// Red.
        case red
        /// Green.
        case green
        /// Yellow.
        case yellow
        /// Blue.
        case blue
        /// Cyan.
        case cyan
    }

    /// A run of text in its styles (none: plain).
    public struct Run: Sendable, Equatable {
        /// The text.
        public var text: String
        /// Its styles, in order.
        public var styles: [Style]

        /// A run of `text` in `styles`.
        public init(_ text: String, _ styles: [Style] = []) {
            self.text = text
            self.styles = styles
        }
    }

    /// The runs, in order.
    public var runs: [Run]

    /// A line of `runs`.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// A line of one run, `text` in `styles`.
    public init(_ text: String, _ styles: Style...) {
        runs = [Run(text, styles)]
    }

    /// A plain line.
    public init(stringLiteral value: String) {
        runs = [Run(value)]
    }

    /// The text shown, styles left out.
    public var text: String { runs.map(\.text).joined() }

    /// The text shown, styles left out.
    public var description: String { text }

    /// The runs of `left`, then those of `right`.
    public static func + (left: ScreenLine, right: ScreenLine) -> ScreenLine {
        ScreenLine(runs: left.runs + right.runs)
    }

    /// The runs of `left`, then `right` as plain text.
    public static func + (left: ScreenLine, right: String) -> ScreenLine {
        ScreenLine(runs: left.runs + [Run(right)])
    }

    /// `left` as plain text, then the runs of `right`.
    public static func + (left: String, right: ScreenLine) -> ScreenLine {
        ScreenLine(runs: [Run(left)] + right.runs)
    }
}
