/// One word line of a `.dic` file: the stem, its flags and morphology.
public struct DictionaryEntry: Sendable, Equatable {
    /// The stem, with `\/` unescaped and `IGNORE` characters removed.
    public let word: String
    /// The flags after `/`, sorted (resolved through `AF` when aliases exist).
    public let flags: [AffixFlag]
    /// Morphological fields such as `po:noun`, in written order.
    public let morphology: [String]
    /// The 1-based line number in the `.dic` file.
    public let line: Int

    /// The stem as scalar values, for expansion.
    let scalars: [UInt32]
    /// The raw flag values, sorted, for expansion.
    let flagValues: [UInt32]

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - word: The stem.
    ///   - flags: Its flags, in any order.
    ///   - morphology: Morphological fields.
    ///   - line: Its line number, for diagnostics.
    public init(word: String, flags: [AffixFlag] = [], morphology: [String] = [], line: Int = 0) {
        let sortedFlags = flags.sorted()
        self.word = word
        self.flags = sortedFlags
        self.morphology = morphology
        self.line = line
        self.scalars = word.unicodeScalars.map(\.value)
        self.flagValues = sortedFlags.map(\.rawValue)
    }

    /// Creates an entry from decoded values (the parser's fast path).
    init(scalars: [UInt32], flagValues: [UInt32], morphology: [String], line: Int) {
        var text = String.UnicodeScalarView()
        for value in scalars {
            if let scalar = Unicode.Scalar(value) { text.append(scalar) }
        }
        self.word = String(text)
        self.flags = flagValues.map(AffixFlag.init(rawValue:))
        self.morphology = morphology
        self.line = line
        self.scalars = scalars
        self.flagValues = flagValues
    }

    /// Whether the entry carries `flag`.
    @inline(__always)
    func has(_ flag: UInt32?) -> Bool {
        guard let flag else { return false }
        return flagValues.contains(flag)
    }

    /// Entries compare by word, flags, morphology and line.
    ///
    /// - Parameters:
    ///   - lhs: An entry.
    ///   - rhs: Another entry.
    /// - Returns: `true` when all public fields are equal.
    public static func == (lhs: DictionaryEntry, rhs: DictionaryEntry) -> Bool {
        lhs.word == rhs.word && lhs.flags == rhs.flags && lhs.morphology == rhs.morphology && lhs.line == rhs.line
    }
}
