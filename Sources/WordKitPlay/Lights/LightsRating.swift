/// Stars for a won lights-out game: presses against the fewest that switch
/// the board off (the kernel's `minimalPresses`).
///
/// Three stars at the minimum, two within twice the minimum, one otherwise.
public struct LightsRating: Equatable, Sendable {
    /// One to three.
    public let stars: Int

    /// The rating of a win.
    ///
    /// - Parameters:
    ///   - presses: Presses made.
    ///   - minimum: The fewest presses that solve the starting board.
    public init(presses: Int, minimum: Int) {
        stars = presses <= minimum ? 3 : presses <= 2 * max(1, minimum) ? 2 : 1
    }

    /// The stars as `★★☆`.
    public var text: String {
        String(repeating: "★", count: stars) + String(repeating: "☆", count: 3 - stars)
    }
}
