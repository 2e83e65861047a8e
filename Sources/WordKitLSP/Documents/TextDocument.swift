/// The text of an open document, kept as lines so that an edit touches only
/// the lines it changes.
///
/// Lines are split at `\n`; a `\r` before it stays at the end of its line
/// (it is not a word character, so it changes no verdict, and positions
/// before it are the same). Positions past the end of a line or of the text
/// are clamped, as LSP asks, and a position inside a surrogate pair is moved
/// to the start of that character: no edit can trap.
public struct TextDocument: Sendable, Equatable {
    /// The lines, without their `\n`.
    public private(set) var lines: [String]

    /// A document holding `text`.
    ///
    /// - Parameter text: The whole text.
    public init(text: String) {
        lines = Self.split(text)
    }

    /// The whole text, lines joined with `\n`.
    public var text: String { lines.joined(separator: "\n") }

    /// Splits text at line feeds; an empty text is one empty line.
    static func split(_ text: String) -> [String] {
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Replaces `range` with `newText` (an incremental `didChange`).
    ///
    /// - Parameters:
    ///   - range: The span to replace, in LSP positions (clamped to the text).
    ///   - newText: What goes there.
    /// - Returns: The lines now holding the new text (0-based, end excluded),
    ///   and how many lines the document gained (negative when it lost some).
    @discardableResult
    public mutating func replace(_ range: TextRange, with newText: String) -> (lines: Range<Int>, lineDelta: Int) {
        let start = clamped(range.start)
        let end = max(start, clamped(range.end))
        let head = Self.prefix(of: lines[start.line], utf16: start.character)
        let tail = Self.suffix(of: lines[end.line], utf16: end.character)
        let replacement = Self.split(head + newText + tail)
        lines.replaceSubrange(start.line...end.line, with: replacement)
        return (start.line..<start.line + replacement.count, replacement.count - (end.line - start.line + 1))
    }

    /// Replaces the whole text (a full-sync `didChange`).
    public mutating func replaceAll(with text: String) {
        lines = Self.split(text)
    }

    /// `position` moved inside the text.
    func clamped(_ position: TextPosition) -> TextPosition {
        if position.line >= lines.count {
            let last = lines.count - 1
            return TextPosition(line: last, character: lines[last].utf16.count)
        }
        return TextPosition(line: position.line, character: min(position.character, lines[position.line].utf16.count))
    }

    /// The text of `line` between two UTF-16 offsets (clamped), or "" for a line that does not exist.
    public func text(line: Int, utf16 range: Range<Int>) -> String {
        guard lines.indices.contains(line) else { return "" }
        let text = lines[line]
        let lower = Self.index(in: text, utf16: range.lowerBound)
        let upper = Self.index(in: text, utf16: range.upperBound)
        return String(text[lower..<max(lower, upper)])
    }

    /// The index `offset` UTF-16 units into `text`, clamped, moved back to a scalar boundary.
    static func index(in text: String, utf16 offset: Int) -> String.Index {
        let utf16 = text.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: max(0, offset), limitedBy: utf16.endIndex) ?? utf16.endIndex
        // Inside a surrogate pair: go back to the start of the scalar.
        if index != utf16.endIndex, UTF16.isTrailSurrogate(utf16[index]), index > utf16.startIndex {
            return utf16.index(before: index)
        }
        return index
    }

    static func prefix(of text: String, utf16 offset: Int) -> String {
        String(text[..<index(in: text, utf16: offset)])
    }

    static func suffix(of text: String, utf16 offset: Int) -> String {
        String(text[index(in: text, utf16: offset)...])
    }
}
