/// Hides what is not prose: every scalar that is not to be checked becomes
/// spaces (one per UTF-16 code unit), so that the masked line has the same
/// UTF-16 length as the line and every word keeps its position.
///
/// Masking a whole document reads it once, line by line, carrying what
/// spans lines (a fenced code block, front matter, a block comment, a
/// multi-line string) from each line to the next.
public enum ProseMask {
    /// The masked lines of a document.
    ///
    /// - Parameters:
    ///   - lines: The document's lines.
    ///   - kind: How to read it.
    /// - Returns: One masked line per line, each of the same UTF-16 length.
    /// - Complexity: O(*n*) in the length of the text.
    public static func mask(_ lines: [String], kind: DocumentKind) -> [String] {
        let scanner = ProseScanner(kind: kind)
        var state = scanner.initialState
        var masked = lines.enumerated().map { scanner.mask($0.element, index: $0.offset, state: &state) }
        for index in masked.indices.prefix(LanguageDirective.linesSearched) { masked[index] = hidingDirective(masked[index]) }
        return masked
    }

    /// `line` with a `wordkit: lang=xx` directive hidden: it names a language, not words to check.
    static func hidingDirective(_ line: String) -> String {
        guard line.contains("wordkit:"), let span = LanguageDirective.span(in: line) else { return line }
        return hiding(line, keep: { !span.contains($0) })
    }

    /// `line` with the scalars at indices that `keep` refuses replaced by spaces.
    static func hiding(_ line: String, keep: (Int) -> Bool) -> String {
        var result = String.UnicodeScalarView()
        for (index, scalar) in line.unicodeScalars.enumerated() {
            if keep(index) {
                result.append(scalar)
            } else {
                result.append(" ")
                if scalar.utf16.count == 2 { result.append(" ") }
            }
        }
        return String(result)
    }

    /// `scalars` with the flagged ones replaced by spaces; the line itself when none is flagged.
    static func apply(_ hidden: [Bool], to scalars: [Unicode.Scalar], line: String) -> String {
        guard hidden.contains(true) else { return line }
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if hidden[index] {
                result.append(" ")
                if scalar.utf16.count == 2 { result.append(" ") }
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `scalars` holds `pattern` at `index`.
    static func matches(_ scalars: [Unicode.Scalar], _ pattern: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + pattern.count <= scalars.count else { return false }
        for offset in pattern.indices where scalars[index + offset] != pattern[offset] { return false }
        return true
    }
}

/// Masks a document a line at a time, carrying what spans lines in a
/// ``State`` that can be saved per line: after an edit, scanning starts again
/// at the first edited line and stops at the first line after the edit whose
/// saved state is the one reached again.
struct ProseScanner {
    /// What the scan carries from one line to the next.
    enum State: Equatable {
        case plain
        case markdown(MarkdownReader)
        case code(CodeReader.State)
    }

    private let code: CodeReader?
    /// The state before the first line.
    let initialState: State

    init(kind: DocumentKind) {
        switch kind {
        case .plainText:
            code = nil
            initialState = .plain
        case .markdown:
            code = nil
            initialState = .markdown(MarkdownReader())
        case .code(let syntax):
            let reader = CodeReader(syntax: syntax)
            code = reader
            initialState = .code(reader.state)
        }
    }

    /// Masks one line (not the language directive) and moves `state` past it.
    func mask(_ line: String, index: Int, state: inout State) -> String {
        switch state {
        case .plain:
            return line
        case .markdown(var reader):
            let masked = reader.mask(line, index: index)
            state = .markdown(reader)
            return masked
        case .code(let codeState):
            guard var reader = code else { return line }
            reader.state = codeState
            let masked = reader.mask(line)
            state = .code(reader.state)
            return masked
        }
    }
}

/// Reads Markdown a line at a time; its value is its whole state.
struct MarkdownReader: Equatable {
    struct Fence: Equatable {
        var scalar: Unicode.Scalar
        var count: Int
    }

    private var inFrontMatter = false
    private var fence: Fence?
    private var inIndentedCode = false
    private var previousBlank = true

    mutating func mask(_ line: String, index: Int) -> String {
        let scalars = Array(line.unicodeScalars)
        var allHidden: String { String(repeating: " ", count: line.utf16.count) }
        let isBlank = scalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
        defer { previousBlank = isBlank }
        if index == 0, line.trimmingCharacters(in: " \t\r") == "---" {
            inFrontMatter = true
            return allHidden
        }
        if inFrontMatter {
            let trimmed = line.trimmingCharacters(in: " \t\r")
            if trimmed == "---" || trimmed == "..." { inFrontMatter = false; return allHidden }
            return Self.frontMatterValue(scalars, line: line)
        }
        let indent = scalars.prefix { $0 == " " }.count
        if let open = fence {
            if indent <= 3, let run = Self.fenceRun(scalars, from: indent), run.scalar == open.scalar, run.count >= open.count,
               scalars[(indent + run.count)...].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                fence = nil
            }
            return allHidden
        }
        if indent <= 3, let run = Self.fenceRun(scalars, from: indent), run.count >= 3 {
            fence = run
            return allHidden
        }
        if !isBlank, (indent >= 4 || scalars.first == "\t"), previousBlank || inIndentedCode {
            inIndentedCode = true
            return allHidden
        }
        if !isBlank { inIndentedCode = false }
        return Self.maskInline(scalars, line: line)
    }

    /// A run of three or more backticks or tildes at `index`.
    static func fenceRun(_ scalars: [Unicode.Scalar], from index: Int) -> Fence? {
        guard index < scalars.count, scalars[index] == "`" || scalars[index] == "~" else { return nil }
        let scalar = scalars[index]
        let count = scalars[index...].prefix { $0 == scalar }.count
        return count >= 3 ? Fence(scalar: scalar, count: count) : nil
    }

    /// A front-matter line with its key hidden (and the value of `lang`, a language code).
    static func frontMatterValue(_ scalars: [Unicode.Scalar], line: String) -> String {
        guard let colon = scalars.firstIndex(of: ":") else { return maskInline(scalars, line: line) }
        let key = String(String.UnicodeScalarView(scalars[..<colon])).trimmingCharacters(in: " \t-").lowercased()
        if key == "lang" || key == "language" { return String(repeating: " ", count: line.utf16.count) }
        return maskInline(scalars, line: line, hiddenPrefix: colon + 1)
    }

    /// Inline code, URLs, autolinks, HTML tags and link destinations hidden.
    static func maskInline(_ scalars: [Unicode.Scalar], line: String, hiddenPrefix: Int = 0) -> String {
        var hidden = [Bool](repeating: false, count: scalars.count)
        for index in 0..<min(hiddenPrefix, scalars.count) { hidden[index] = true }
        func hide(_ range: Range<Int>) { for index in range { hidden[index] = true } }
        var index = 0
        // A link reference definition, `[label]: destination`, is not prose.
        let indent = scalars.prefix { $0 == " " }.count
        if indent <= 3, indent < scalars.count, scalars[indent] == "[",
           let close = scalars[indent...].firstIndex(of: "]"), close + 1 < scalars.count, scalars[close + 1] == ":" {
            hide(0..<scalars.count)
            return ProseMask.apply(hidden, to: scalars, line: line)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "`" {
                let run = scalars[index...].prefix { $0 == "`" }.count
                var search = index + run
                var closed: Int?
                while search < scalars.count {
                    if scalars[search] == "`" {
                        let other = scalars[search...].prefix { $0 == "`" }.count
                        if other == run { closed = search + other; break }
                        search += other
                    } else {
                        search += 1
                    }
                }
                if let closed {
                    hide(index..<closed)
                    index = closed
                } else {
                    hide(index..<index + run)
                    index += run
                }
                continue
            }
            if scalar == "<", index + 1 < scalars.count,
               scalars[index + 1].properties.isAlphabetic || scalars[index + 1] == "/" || scalars[index + 1] == "!",
               let close = scalars[index...].firstIndex(of: ">") {
                hide(index..<close + 1)
                index = close + 1
                continue
            }
            if scalar == "]", index + 1 < scalars.count, scalars[index + 1] == "(" {
                var depth = 0
                var end = index + 1
                while end < scalars.count {
                    if scalars[end] == "(" { depth += 1 }
                    if scalars[end] == ")" { depth -= 1; if depth == 0 { break } }
                    end += 1
                }
                hide(index + 1..<min(end + 1, scalars.count))
                index = end + 1
                continue
            }
            let startsWord = index == 0 || !(scalars[index - 1].properties.isAlphabetic || ("0"..."9").contains(scalars[index - 1]))
            if startsWord, Self.urlPrefixes.contains(where: { ProseMask.matches(scalars, $0, at: index) }) {
                var end = index
                while end < scalars.count, !scalars[end].properties.isWhitespace, scalars[end] != "<", scalars[end] != ">" { end += 1 }
                hide(index..<end)
                index = end
                continue
            }
            index += 1
        }
        return ProseMask.apply(hidden, to: scalars, line: line)
    }

    static let urlPrefixes: [[Unicode.Scalar]] = ["https://", "http://", "ftp://", "file://", "mailto:", "www."].map { Array($0.unicodeScalars) }
}

extension String {
    /// The text without the given characters at either end.
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        var text = self[...]
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return String(text)
    }
}

/// Reads source code a line at a time.
struct CodeReader {
    let syntax: CodeSyntax
    private let lineComments: [[Unicode.Scalar]]
    private let blockComments: [(open: [Unicode.Scalar], close: [Unicode.Scalar])]
    private let strings: [(delimiter: [Unicode.Scalar], form: CodeSyntax.StringForm)]

    /// Where the scan stands at the end of a line.
    enum State: Equatable {
        case code
        case blockComment(close: [Unicode.Scalar])
        case string(delimiter: [Unicode.Scalar], form: CodeSyntax.StringForm)
    }

    var state = State.code

    init(syntax: CodeSyntax) {
        self.syntax = syntax
        lineComments = syntax.lineComments.map { Array($0.unicodeScalars) }
        blockComments = syntax.blockComments.map { (Array($0.open.unicodeScalars), Array($0.close.unicodeScalars)) }
        strings = syntax.strings.map { (Array($0.delimiter.unicodeScalars), $0) }
    }

    mutating func mask(_ line: String) -> String {
        let scalars = Array(line.unicodeScalars)
        var hidden = [Bool](repeating: true, count: scalars.count)
        var index = 0
        lineLoop: while index < scalars.count {
            switch state {
            case .blockComment(let close):
                if ProseMask.matches(scalars, close, at: index) {
                    index += close.count
                    state = .code
                } else {
                    hidden[index] = false
                    index += 1
                }
            case .string(let delimiter, let form):
                if form.escapes, scalars[index] == "\\" {
                    index += 2
                } else if ProseMask.matches(scalars, delimiter, at: index) {
                    index += delimiter.count
                    state = .code
                } else {
                    hidden[index] = false
                    index += 1
                }
            case .code:
                if let block = blockComments.first(where: { ProseMask.matches(scalars, $0.open, at: index) }) {
                    state = .blockComment(close: block.close)
                    index += block.open.count
                } else if let comment = lineComments.first(where: { ProseMask.matches(scalars, $0, at: index) }),
                          !syntax.lineCommentNeedsSpace || index == 0 || scalars[index - 1] == " " || scalars[index - 1] == "\t" {
                    for position in index + comment.count..<scalars.count { hidden[position] = false }
                    break lineLoop
                } else if let string = strings.first(where: { ProseMask.matches(scalars, $0.delimiter, at: index) }) {
                    state = .string(delimiter: string.delimiter, form: string.form)
                    index += string.delimiter.count
                } else {
                    index += 1
                }
            }
        }
        // A string that may not span lines ends with its line.
        if case .string(_, let form) = state, !form.multiline { state = .code }
        return ProseMask.apply(hidden, to: scalars, line: line)
    }
}
