/// The fuzz factors over spans of the interval (in days), as FSRS and Anki
/// define them: 15 % of the days between 2.5 and 7, 10 % of those between 7
/// and 20, 5 % of those beyond 20, plus one day.
private let fuzzSpans: [(start: Double, end: Double, factor: Double)] = [
    (2.5, 7.0, 0.15),
    (7.0, 20.0, 0.1),
    (20.0, .infinity, 0.05),
]

extension FSRSScheduler {
    /// The days a graduated interval may be fuzzed to: `interval ± delta`,
    /// rounded half to even, at least 2, at most the maximum interval.
    ///
    /// Intervals under 2.5 days are not fuzzed (the range is the interval itself).
    ///
    /// - Parameter interval: The unfuzzed interval in days.
    /// - Returns: The closed range of fuzzed intervals.
    package func fuzzRange(forInterval interval: Int) -> ClosedRange<Int> {
        let days = Double(interval)
        guard days >= 2.5 else { return interval...interval }
        var delta = 1.0
        for span in fuzzSpans {
            delta += span.factor * max(min(days, span.end) - span.start, 0)
        }
        let upper = min(clampedDays((days + delta).rounded(.toNearestOrEven)), parameters.maximumInterval)
        let lower = min(max(2, clampedDays((days - delta).rounded(.toNearestOrEven))), upper)
        return lower...upper
    }

    /// The interval chosen within ``fuzzRange(forInterval:)`` by `fraction` (in `0..<1`).
    ///
    /// Every day of the range is equally likely. (py-fsrs rounds a continuous
    /// value instead, which gives each end half the weight and can land one
    /// day past the range's end.)
    func fuzzedInterval(_ interval: Int, fraction: Double) -> Int {
        let range = fuzzRange(forInterval: interval)
        let count = range.upperBound - range.lowerBound + 1
        let offset = min(Int(fraction * Double(count)), count - 1)
        return range.lowerBound + offset
    }
}
