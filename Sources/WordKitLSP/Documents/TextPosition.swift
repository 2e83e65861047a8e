/// A place in a document as LSP gives it: a 0-based line and a 0-based
/// offset in UTF-16 code units on that line.
public struct TextPosition: Sendable, Hashable, Comparable {
    /// The 0-based line.
    public var line: Int
    /// The 0-based UTF-16 offset on the line.
    public var character: Int

    /// A position.
    ///
    /// - Parameters:
    ///   - line: The 0-based line.
    ///   - character: The 0-based UTF-16 offset on the line.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Orders positions as they stand in the text.
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    /// The position from an LSP `Position` object, or nil when it is not one.
    init?(json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue, line >= 0, character >= 0 else {
            return nil
        }
        self.init(line: line, character: character)
    }

    /// The LSP `Position` object.
    var json: JSONValue { ["line": .integer(line), "character": .integer(character)] }
}

/// A span of a document between two positions, end excluded.
public struct TextRange: Sendable, Hashable {
    /// Where the span starts.
    public var start: TextPosition
    /// Where it ends (excluded).
    public var end: TextPosition

    /// A range.
    ///
    /// - Parameters:
    ///   - start: The first position.
    ///   - end: The position after the last.
    public init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    /// The range from an LSP `Range` object, or nil when it is not one or ends before it starts.
    init?(json: JSONValue?) {
        guard let start = TextPosition(json: json?["start"]), let end = TextPosition(json: json?["end"]), start <= end else { return nil }
        self.init(start: start, end: end)
    }

    /// The LSP `Range` object.
    var json: JSONValue { ["start": start.json, "end": end.json] }

    /// Whether the two ranges share a position (touching counts).
    func touches(_ other: TextRange) -> Bool {
        !(end < other.start || other.end < start)
    }
}
