/// Finds the fewest presses that switch every light off.
///
/// Pressing is addition over GF(2): each press flips a fixed set of lights,
/// order does not matter and pressing twice cancels out. So a board *b* is
/// solved by the press sets *x* with *A x = b*, where column *j* of *A* is the
/// set of lights press *j* flips. Gaussian elimination gives one solution and a
/// basis of the null space of *A*; every solution is that one plus a
/// combination of the basis, and the solver tries them all and keeps the
/// fewest presses. For boards up to 9×9 the null space has at most 8
/// dimensions (5×5 has 2, 9×9 has 8), so at most 256 candidates.
public enum LightsSolver {
    /// Returns a shortest set of presses that switches every light of `board` off.
    ///
    /// - Parameter board: The board to solve.
    /// - Returns: The presses in reading order (empty for a board already
    ///   off), or `nil` when no presses can switch the board off – which cannot
    ///   happen to a board made by presses.
    /// - Complexity: O(*n*³ / 64 + 2^*k* · *n*) for *n* lights and a null space
    ///   of dimension *k*.
    public static func minimalSolution(for board: LightsBoard) -> [LightsPosition]? {
        guard let (particular, nullBasis) = solutionSpace(for: board) else { return nil }
        var best = particular
        for combination in 1..<(1 << nullBasis.count) {
            var candidate = particular
            for (index, vector) in nullBasis.enumerated() where combination & (1 << index) != 0 {
                candidate.add(vector)
            }
            if candidate.count < best.count { best = candidate }
        }
        return board.positions.enumerated().filter { best[$0.offset] }.map(\.element)
    }

    /// Returns whether presses can switch every light of `board` off.
    ///
    /// - Parameter board: The board.
    /// - Returns: `true` for every board made by presses.
    public static func isSolvable(_ board: LightsBoard) -> Bool {
        solutionSpace(for: board) != nil
    }

    /// Solves *A x = b* by Gauss–Jordan elimination over GF(2).
    ///
    /// - Parameter board: The board *b*.
    /// - Returns: One solution (free variables 0) and a null-space basis, or
    ///   `nil` when the system is inconsistent.
    static func solutionSpace(for board: LightsBoard) -> (BitVector, [BitVector])? {
        let size = board.size
        let count = size * size
        // Row i: the presses that flip light i (A is symmetric), and whether it is on.
        var rows = [BitVector](repeating: BitVector(), count: count)
        var rightSide = [Bool](repeating: false, count: count)
        for light in 0..<count {
            let (row, column) = (light / size, light % size)
            for (r, c) in [(row, column), (row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)]
            where (0..<size).contains(r) && (0..<size).contains(c) {
                rows[light][r * size + c] = true
            }
            rightSide[light] = board.lights[light]
        }
        var pivotColumns: [Int] = []
        var freeColumns: [Int] = []
        for column in 0..<count {
            let next = pivotColumns.count
            guard let pivot = (next..<count).first(where: { rows[$0][column] }) else {
                freeColumns.append(column)
                continue
            }
            rows.swapAt(next, pivot)
            rightSide.swapAt(next, pivot)
            for other in 0..<count where other != next && rows[other][column] {
                rows[other].add(rows[next])
                rightSide[other] = rightSide[other] != rightSide[next]
            }
            pivotColumns.append(column)
        }
        // A zero row with a lit right side means 0 = 1: no solution.
        guard !rightSide[pivotColumns.count...].contains(true) else { return nil }
        var particular = BitVector()
        for (index, column) in pivotColumns.enumerated() where rightSide[index] {
            particular[column] = true
        }
        let basis = freeColumns.map { free in
            var vector = BitVector()
            vector[free] = true
            for (index, column) in pivotColumns.enumerated() where rows[index][free] {
                vector[column] = true
            }
            return vector
        }
        return (particular, basis)
    }
}
