import Foundation

extension LightsState {
    /// Takes one action.
    ///
    /// - Parameters:
    ///   - action: What the player did.
    ///   - time: The moment of the action.
    ///   - rng: The source of randomness for a new random board.
    /// - Returns: The events the action caused; an action that does not apply
    ///   now (a press off the board, a press after the end) gives one
    ///   `ignored` event and changes nothing.
    public mutating func apply(
        _ action: LightsAction, at time: Date, using rng: inout some RandomNumberGenerator
    ) -> [LightsEvent] {
        switch action {
        case .restart:
            self = LightsState(setup: setup, board: initialBoard, at: time)
            return [startEvent]
        case .play(let setup):
            do {
                self = LightsState(setup: setup, board: try setup.board(using: &rng), at: time)
                return [startEvent]
            } catch {
                return [.ignored(IgnoredAction(action: action.name, message: "\(error)"))]
            }
        case .press, .hint, .quit:
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
            default: return finish(.quit, at: time)
            }
        }
    }

    /// Presses a light and checks for a win or a loss.
    private mutating func press(_ position: LightsPosition, at time: Date) -> [LightsEvent] {
        guard board.contains(position) else {
            return [.ignored(IgnoredAction(action: "press", message: "\(LightsError.pressOutOfBounds(position, size: board.size))"))]
        }
        board.press(position)
        steps += 1
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
        return [.end(LightsEnded(won: phase == .won, steps: steps, seconds: elapsed(at: time)))]
    }
}
