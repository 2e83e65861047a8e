import Foundation
import GameKernel

/// A game the ``JSONLinesPlayer`` can drive: how a line of input becomes an
/// action. The kernel's rules do the rest.
public protocol JSONPlayable: GameRules {
    /// The game's name as `wordkit play` spells it (`guess`), reported in `start`.
    static var name: String { get }

    /// The `:` commands the game takes besides `:quit` and `:new`, in the
    /// order they are listed, with the action each one takes.
    static var lineCommands: [(command: PlayLineCommand, action: Action)] { get }

    /// The action a line that is not a command stands for, or why it stands for none.
    ///
    /// - Parameter line: The line, without its line break.
    /// - Returns: The action, or the message of an `invalid` event.
    static func action(forLine line: String) -> Result<Action, InvalidLine>

    /// The action that lets a game notice time passing, taken before an
    /// invalid line is answered (a countdown may have run out); nil for none.
    static var tickAction: Action? { get }

    /// Fields the JSON line of `event` carries beside its payload, worked
    /// out from the game as it is once the action has been taken (a
    /// word-scramble rank); none by default.
    ///
    /// - Parameter event: One of the events the last action caused.
    /// - Returns: The fields to add.
    func addedFields(to event: Event) -> [String: PlayField]
}

extension JSONPlayable {
    /// No clock to tick by default.
    public static var tickAction: Action? { nil }

    /// No added fields by default.
    ///
    /// - Parameter event: An event.
    /// - Returns: Nothing.
    public func addedFields(to event: Event) -> [String: PlayField] { [:] }
}

/// Why a line is not a move: the message of its `invalid` event.
public struct InvalidLine: Error, Sendable, Equatable {
    /// What to send instead.
    public var message: String

    /// Creates the reason.
    ///
    /// - Parameter message: What to send instead.
    public init(message: String) {
        self.message = message
    }
}

extension GuessState: JSONPlayable {
    /// `guess`.
    public static var name: String { "guess" }
    /// `:hint`, the range still possible.
    public static var lineCommands: [(command: PlayLineCommand, action: GuessAction)] { [(.hint, .hint)] }

    /// Every line is a guess; the kernel reports one that is not a number.
    ///
    /// - Parameter line: The line.
    /// - Returns: The guess.
    public static func action(forLine line: String) -> Result<GuessAction, InvalidLine> {
        .success(.guess(line))
    }
}

extension ScrambleState: JSONPlayable {
    /// `scramble`.
    public static var name: String { "scramble" }
    /// `:hint` and `:shuffle`.
    public static var lineCommands: [(command: PlayLineCommand, action: ScrambleAction)] {
        [(.hint, .hint), (.shuffle, .shuffle)]
    }

    /// Every line is a word; the kernel judges it.
    ///
    /// - Parameter line: The line.
    /// - Returns: The submission.
    public static func action(forLine line: String) -> Result<ScrambleAction, InvalidLine> {
        .success(.submit(line))
    }

    /// The rank on the counted words (Spelling Bee's ladder) in `start`,
    /// `accepted` and `end`: `rank` (`Good Start`), `nextRank` (null at
    /// Queen Bee) and `pointsToNextRank`.
    ///
    /// - Parameter event: An event of the last action.
    /// - Returns: The rank fields, or none for other events.
    public func addedFields(to event: ScrambleEvent) -> [String: PlayField] {
        let progress: ScrambleRankProgress
        switch event {
        case .start, .accepted: progress = rankProgress
        case .end(let ended): progress = rankProgress(of: ended)
        default: return [:]
        }
        return [
            "rank": .string(progress.rank.name), "nextRank": progress.next.map { .string($0.name) } ?? .null,
            "pointsToNextRank": .int(progress.pointsToNext),
        ]
    }
}

extension FlashcardsState: JSONPlayable {
    /// `flashcards`.
    public static var name: String { "flashcards" }
    /// `:pause` and `:resume`.
    public static var lineCommands: [(command: PlayLineCommand, action: FlashcardsAction)] {
        [(.pause, .pause), (.resume, .resume)]
    }
    /// A line that is not a move still lets the round notice that time is up.
    public static var tickAction: FlashcardsAction? { .tick }

    /// `reveal`, `right` or `wrong`, in any letter case.
    ///
    /// - Parameter line: The line.
    /// - Returns: The move, or what to send instead.
    public static func action(forLine line: String) -> Result<FlashcardsAction, InvalidLine> {
        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
        case "reveal": .success(.reveal)
        case "right": .success(.markRight)
        case "wrong": .success(.markWrong)
        default: .failure(InvalidLine(message: "Send reveal, right or wrong, or a command such as :pause."))
        }
    }
}

extension LightsState: JSONPlayable {
    /// `lights`.
    public static var name: String { "lights" }
    /// `:hint`, a press on the way to a shortest solution, and `:undo`, the last press taken back.
    public static var lineCommands: [(command: PlayLineCommand, action: LightsAction)] { [(.hint, .hint), (.undo, .undo)] }

    /// `ROW COL`, 0-based, separated by spaces, tabs or a comma.
    ///
    /// - Parameter line: The line.
    /// - Returns: The press, or what to send instead.
    public static func action(forLine line: String) -> Result<LightsAction, InvalidLine> {
        let parts = line.split { $0 == " " || $0 == "\t" || $0 == "," }
        guard parts.count == 2, let row = Int(parts[0]), let column = Int(parts[1]) else {
            return .failure(
                InvalidLine(message: "Send a press as ROW COL, 0-based, such as '0 2', or a command such as :hint."))
        }
        return .success(.press(row: row, column: column))
    }
}
