import GameKernel

/// Generates the lights-out level list: boards that grow in size and, within
/// a size, climb a ladder of difficulty, each stored as the presses that make it.
///
/// SwiftGame's "next level" restarted the same board; here every level is a
/// different board, and no two are the same up to rotation or reflection. A
/// board is made by pressing random lights; its difficulty is the fewest
/// presses that solve it (`GameKernel.LightsSolver`), which can be fewer than
/// the presses that made it (pressing a light twice cancels, and on some
/// sizes whole patterns cancel). A level takes the first board whose fewest
/// presses equal its target, else the closest found. The stored presses are
/// that minimal solution, so `presses.count == minimalPresses`.
public enum LevelGenerator {
    /// The levels for `settings`.
    ///
    /// - Parameter settings: Stages, seed and tries.
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
            let positions = try LightsBoard(size: stage.size).positions
            var seen: Set<[UInt8]> = []
            var stageLevels: [(presses: [LightsPosition], minimal: Int)] = []
            for target in stage.targets {
                var best: (presses: [LightsPosition], minimal: Int, key: [UInt8])?
                for _ in 0..<settings.triesPerLevel {
                    let pressed = Array(rng.shuffled(positions).prefix(min(target, positions.count)))
                    let board = try LightsBoard(size: stage.size, pressing: pressed)
                    guard !board.isAllOff, !board.isAllOn, let solution = LightsSolver.minimalSolution(for: board) else { continue }
                    let key = canonicalLights(board)
                    guard !seen.contains(key) else { continue }
                    if best == nil || abs(solution.count - target) < abs((best?.minimal ?? 0) - target) {
                        best = (solution.sorted(), solution.count, key)
                    }
                    if solution.count == target { break }
                }
                guard let best else {
                    throw ContentError.inconsistent("no new \(stage.size)×\(stage.size) lights board after \(settings.triesPerLevel) tries")
                }
                seen.insert(best.key)
                stageLevels.append((best.presses, best.minimal))
            }
            // Within a size, easier boards first (the sort is stable).
            for level in stageLevels.enumerated().sorted(by: { ($0.element.minimal, $0.offset) < ($1.element.minimal, $1.offset) }) {
                levels.append(ContentLevel(number: levels.count + 1, size: stage.size, presses: level.element.presses,
                                           minimalPresses: level.element.minimal))
            }
        }
        return levels
    }

    /// The board's lights in the least of its eight rotations and reflections,
    /// so that boards equal up to symmetry have equal keys.
    ///
    /// - Parameter board: A board.
    /// - Returns: The lights (1 on, 0 off), row by row, of the least symmetric image.
    public static func canonicalLights(_ board: LightsBoard) -> [UInt8] {
        let size = board.size
        let last = size - 1
        let transforms: [(Int, Int) -> (Int, Int)] = [
            { ($0, $1) }, { ($1, last - $0) }, { (last - $0, last - $1) }, { (last - $1, $0) },
            { ($0, last - $1) }, { (last - $0, $1) }, { ($1, $0) }, { (last - $1, last - $0) },
        ]
        var best: [UInt8]?
        for transform in transforms {
            var image = [UInt8](repeating: 0, count: size * size)
            for row in 0..<size {
                for column in 0..<size where board.isOn(LightsPosition(row: row, column: column)) {
                    let (newRow, newColumn) = transform(row, column)
                    image[newRow * size + newColumn] = 1
                }
            }
            if best.map({ image.lexicographicallyPrecedes($0) }) ?? true { best = image }
        }
        return best ?? []
    }
}
