/// How a word-scramble round is set up.
public struct ScrambleConfiguration: Sendable, Equatable, Hashable, Codable {
    /// The root lengths WordKit ships root lists for.
    public static let lengths: ClosedRange<Int> = 6...9

    /// The language whose words count.
    public var language: LanguageCode
    /// The root word's length, in ``lengths``.
    public var length: Int
    /// Which rules apply.
    public var ruleSet: ScrambleRuleSet
    /// Whether a word typed without its accents (`cancion`) is accepted as the
    /// one accented word it matches (`canción`), and whether `ó` may be made
    /// from the root's `o`.
    public var accentFolding: Bool
    /// The tier of the root list roots are drawn from.
    public var difficulty: RootDifficulty

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - language: The language; English by default.
    ///   - length: The root's length; 8 by default.
    ///   - ruleSet: The rules; ``ScrambleRuleSet/classic`` by default.
    ///   - accentFolding: Whether to fold accents; by default, for every
    ///     language except English.
    ///   - difficulty: The root tier; ``RootDifficulty/normal`` by default.
    public init(
        language: LanguageCode = .english, length: Int = 8, ruleSet: ScrambleRuleSet = .classic,
        accentFolding: Bool? = nil, difficulty: RootDifficulty = .normal
    ) {
        self.language = language
        self.length = length
        self.ruleSet = ruleSet
        self.accentFolding = accentFolding ?? (language != .english)
        self.difficulty = difficulty
    }

    private enum CodingKeys: String, CodingKey {
        case language, length, ruleSet, accentFolding, difficulty
    }

    /// Decodes a configuration; one saved before difficulties existed is `normal`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a missing or malformed field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        language = try container.decode(LanguageCode.self, forKey: .language)
        length = try container.decode(Int.self, forKey: .length)
        ruleSet = try container.decode(ScrambleRuleSet.self, forKey: .ruleSet)
        accentFolding = try container.decode(Bool.self, forKey: .accentFolding)
        difficulty = try container.decodeIfPresent(RootDifficulty.self, forKey: .difficulty) ?? .normal
    }
}
