/// A count with its noun, singular or plural as the count asks: `1 guess`,
/// `2 guesses`, `0 rounds`.
public enum Plural {
    /// `count` followed by the noun that fits it.
    ///
    /// - Parameters:
    ///   - count: How many.
    ///   - singular: The noun for one, such as `guess`.
    ///   - plural: The noun for any other count; `singular` + `s` when nil.
    /// - Returns: Such as `1 guess` or `3 guesses`.
    public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + noun(count, singular, plural)
    }

    /// The noun that fits `count`, without the number.
    ///
    /// - Parameters:
    ///   - count: How many.
    ///   - singular: The noun for one.
    ///   - plural: The noun for any other count; `singular` + `s` when nil.
    /// - Returns: `singular` when `count` is 1 (or -1), else the plural.
    public static func noun(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        abs(count) == 1 ? singular : plural ?? singular + "s"
    }
}
