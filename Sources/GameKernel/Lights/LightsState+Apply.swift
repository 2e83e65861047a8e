import Foundation

extension LightsState {
    /// Takes one action.
    ///
    /// `retry`, `play` and `newGame` during a game first give it up (its
    /// `end` comes before the new `start`).
    ///
    /// - Parameters:
    ///   - action: What the player did.
    ///   - environment: The levels, for `newGame`.
    ///   - time: The moment of the action.
    ///   - rng: The source of randomness for a new random board.
    /// - Returns: The events the action caused; an action that does not apply
    ///   now (a press off the board, a press after the end) gives one
    ///   `ignored` event and changes nothing.
    public mutating func apply(
        _ action: LightsAction, environment: LightsEnvironment = LightsEnvironment(), at time: Date,
        using rng: inout some RandomNumberGenerator
    ) -> [LightsEvent] {
        switch action {
        case .retry:
            let ended = phase == .playing ? finish(.quit, at: time) : []
            self = LightsState(setup: setup, board: initialBoard, at: time)
            return ended + [startEvent]
        case .play(let setup):
            return start(setup, ending: action, at: time, using: &rng)
        case .newGame:
            return start(nextSetup(in: environment), ending: action, at: time, using: &rng)
        case .press, .hint, .undo, .end:
            guard phase == .playing else {
                return [
                    .ignored(
                        IgnoredAction(
                            action: action.name, message: "The game is over; restart or play a new board."))
                ]
            }
            switch action {
            case .press(let row, let column): return press(LightsPosition(row: row, column: column), at: time)
            case .hint: return hint()
            case .undo: return undo()
            default: return finish(.quit, at: time)
            }
        }
    }

    /// Presses a light and checks for a win or a loss.
    /// The board after this one: the next level when playing levels and
    /// there is one, else a random board of the same size.
    ///
    /// - Parameter environment: The levels.
    /// - Returns: The next setup.
    public func nextSetup(in environment: LightsEnvironment) -> LightsSetup {
        if case .level(let level) = setup, let next = environment.level(after: level) {
            return .level(next)
        }
        return .random(size: board.size)
    }

    /// Ends the game being played (lost) and starts `setup`; a setup that
    /// cannot be played is ignored and leaves the game as it was.
    private mutating func start(
        _ setup: LightsSetup, ending action: LightsAction, at time: Date, using rng: inout some RandomNumberGenerator
    ) -> [LightsEvent] {
        let board: LightsBoard
        do {
            board = try setup.board(using: &rng)
        } catch {
            return [.ignored(IgnoredAction(action: action.name, message: "\(error)"))]
        }
        let ended = phase == .playing ? finish(.quit, at: time) : []
        self = LightsState(setup: setup, board: board, at: time)
        return ended + [startEvent]
    }

    private mutating func press(_ position: LightsPosition, at time: Date) -> [LightsEvent] {
        guard board.contains(position) else {
            return [.ignored(IgnoredAction(action: "press", message: "\(LightsError.pressOutOfBounds(position, size: board.size))"))]
        }
        board.press(position)
        steps += 1
        pressed.append(position)
        var events: [LightsEvent] = [
            .press(LightsPressed(row: position.row, column: position.column, board: board.rows, steps: steps))
        ]
        if board.isAllOff {
            events += finish(.won, at: time)
        } else if board.isAllOn {
            events += finish(.lost, at: time)
        }
        return events
    }

    /// Takes the last press back: a press is its own inverse, so pressing
    /// the same light again restores the board before it.
    private mutating func undo() -> [LightsEvent] {
        guard let last = pressed.popLast() else {
            return [.ignored(IgnoredAction(action: "undo", message: "There is no press to take back."))]
        }
        board.press(last)
        steps -= 1
        return [.undo(LightsPressed(row: last.row, column: last.column, board: board.rows, steps: steps))]
    }

    /// Points at the first press of a shortest solution.
    private mutating func hint() -> [LightsEvent] {
        guard let solution = LightsSolver.minimalSolution(for: board), let first = solution.first else {
            return [.ignored(IgnoredAction(action: "hint", message: "This board cannot be switched off."))]
        }
        hintsUsed += 1
        return [.hint(LightsHint(row: first.row, column: first.column, remaining: solution.count))]
    }

    /// Ends the game.
    private mutating func finish(_ phase: LightsPhase, at time: Date) -> [LightsEvent] {
        self.phase = phase
        endedAt = max(time, startedAt)
        return [
            .end(
                LightsEnded(
                    won: phase == .won, steps: steps, seconds: elapsed(at: time), minimalPresses: minimalPresses,
                    hints: hintsUsed))
        ]
    }
}

extension LightsState: GameRules {
    /// The action that gives the game up.
    public static var endAction: LightsAction { .end }

    /// The action that goes on to the next board.
    public static var newGameAction: LightsAction { .newGame }

    /// Whether the game is over.
    public var isOver: Bool { phase != .playing }

    /// Whether a light was pressed or a hint given.
    public var hasMoves: Bool { steps > 0 || !pressed.isEmpty || hintsUsed > 0 }

    /// The levels with the level just won, if one was, among those won.
    ///
    /// - Parameters:
    ///   - environment: The levels.
    ///   - record: The game that ended.
    /// - Returns: The levels, the one won passed over from now on.
    public static func environment(_ environment: LightsEnvironment, after record: GameRecord) -> LightsEnvironment {
        guard record.result == .won, let level = record.details["level"].flatMap(Int.init) else { return environment }
        var environment = environment
        environment.won.insert(level)
        return environment
    }

    /// Whether `action` replaces the board being played.
    ///
    /// - Parameter action: An action.
    public static func startsNewGame(_ action: LightsAction) -> Bool {
        switch action {
        case .retry, .play, .newGame: true
        case .press, .hint, .undo, .end: false
        }
    }
}
