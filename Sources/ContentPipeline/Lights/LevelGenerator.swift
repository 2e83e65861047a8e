import GameKernel

/// Generates the lights-out level list: boards that grow in size and, within
/// a size, never get easier, each stored as the presses that make it.
///
/// SwiftGame's "next level" restarted the same board; here every level is a
/// different board. A board is made by pressing random lights; its difficulty
/// is the fewest presses that solve it (`GameKernel.LightsSolver`), which can be
/// fewer than the presses that made it (pressing a light twice cancels, and on
/// some sizes whole patterns cancel). The stored presses are that minimal
/// solution, so `presses.count == minimalPresses`.
public enum LevelGenerator {
    /// The levels for `settings`.
    ///
    /// - Parameter settings: Sizes, counts and seed.
    /// - Returns: The levels, numbered from 1.
    /// - Throws: ``ContentError/inconsistent(_:)`` when a size is outside
    ///   `GameKernel.LightsBoard.sizes` or no new board can be found.
    public static func levels(for settings: LevelSettings) throws -> [ContentLevel] {
        var levels: [ContentLevel] = []
        for stage in settings.stages {
            guard LightsBoard.sizes.contains(stage.size) else {
                throw ContentError.inconsistent("lights level size \(stage.size) is outside \(LightsBoard.sizes)")
            }
            var rng = SplitMix64(seed: settings.seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(stage.size))
            let lights = stage.size * stage.size
            // From a few presses up to about half the board (random boards
            // need about that many).
            let easiest = max(2, stage.size - 1)
            let hardest = max(easiest + 1, lights / 2)
            var seen: Set<[LightsPosition]> = []
            var stageLevels: [(presses: [LightsPosition], minimal: Int)] = []
            for index in 0..<stage.levels {
                let target = easiest + (hardest - easiest) * index / max(1, stage.levels - 1)
                var best: (presses: [LightsPosition], minimal: Int)?
                for _ in 0..<400 {
                    let positions = rng.shuffled(try LightsBoard(size: stage.size).positions)
                    let board = try LightsBoard(size: stage.size, pressing: Array(positions.prefix(target)))
                    guard !board.isAllOff, !board.isAllOn, let solution = LightsSolver.minimalSolution(for: board),
                          !seen.contains(solution) else { continue }
                    if best == nil || abs(solution.count - target) < abs((best?.minimal ?? 0) - target) {
                        best = (solution, solution.count)
                    }
                    if solution.count == target { break }
                }
                guard let best else {
                    throw ContentError.inconsistent("no new \(stage.size)×\(stage.size) lights board after 400 tries")
                }
                seen.insert(best.presses)
                stageLevels.append(best)
            }
            // Within a size, easier boards first (the sort is stable).
            for level in stageLevels.enumerated().sorted(by: { ($0.element.minimal, $0.offset) < ($1.element.minimal, $1.offset) }) {
                levels.append(ContentLevel(number: levels.count + 1, size: stage.size, presses: level.element.presses,
                                           minimalPresses: level.element.minimal))
            }
        }
        return levels
    }
}
