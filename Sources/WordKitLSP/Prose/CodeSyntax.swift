/// What a programming language's comments and string literals look like,
/// enough to find the prose in a source file without parsing it.
public struct CodeSyntax: Sendable, Equatable {
    /// A string literal's delimiters.
    public struct StringForm: Sendable, Equatable {
        /// What opens and closes it: a quote, three quotes, a backquote.
        public var delimiter: String
        /// Whether it may run over several lines.
        public var multiline: Bool
        /// Whether a backslash escapes the next character.
        public var escapes: Bool
    }

    /// What starts a comment that runs to the end of the line.
    public var lineComments: [String]
    /// What opens and closes a block comment.
    public var blockComments: [(open: String, close: String)]
    /// The string literal forms, longest delimiter first.
    public var strings: [StringForm]
    /// Whether a line comment starts only at the start of a line or after a
    /// space (the shell's `#`, which `$#` and `${#x}` are not).
    public var lineCommentNeedsSpace = false

    /// Compares the delimiters (tuples are not `Equatable`).
    public static func == (lhs: CodeSyntax, rhs: CodeSyntax) -> Bool {
        lhs.lineComments == rhs.lineComments && lhs.strings == rhs.strings
            && lhs.blockComments.map { [$0.open, $0.close] } == rhs.blockComments.map { [$0.open, $0.close] }
            && lhs.lineCommentNeedsSpace == rhs.lineCommentNeedsSpace
    }

    /// The languageIds WordKit reads as code.
    public static let languageIds = [
        "swift", "python", "javascript", "javascriptreact", "typescript", "typescriptreact", "rust", "go", "c", "cpp",
        "objective-c", "java", "kotlin", "csharp", "shellscript", "sh", "bash", "zsh",
    ]

    /// The syntax for an LSP languageId, or nil for one WordKit does not read as code.
    ///
    /// - Parameter languageId: The client's id (`swift`, `python`, `shellscript`, …).
    public init?(languageId: String) {
        let quote = StringForm(delimiter: "\"", multiline: false, escapes: true)
        let apostrophe = StringForm(delimiter: "'", multiline: false, escapes: true)
        let cLike: [(open: String, close: String)] = [("/*", "*/")]
        switch languageId.lowercased() {
        case "swift":
            self.init(lineComments: ["//"], blockComments: cLike,
                      strings: [StringForm(delimiter: "\"\"\"", multiline: true, escapes: true), quote])
        case "python":
            self.init(lineComments: ["#"], blockComments: [],
                      strings: [StringForm(delimiter: "\"\"\"", multiline: true, escapes: true),
                                StringForm(delimiter: "'''", multiline: true, escapes: true), quote, apostrophe])
        case "javascript", "javascriptreact", "typescript", "typescriptreact":
            self.init(lineComments: ["//"], blockComments: cLike,
                      strings: [StringForm(delimiter: "`", multiline: true, escapes: true), quote, apostrophe])
        case "rust":
            self.init(lineComments: ["//"], blockComments: cLike, strings: [StringForm(delimiter: "\"", multiline: true, escapes: true)])
        case "go":
            self.init(lineComments: ["//"], blockComments: cLike,
                      strings: [StringForm(delimiter: "`", multiline: true, escapes: false), quote, apostrophe])
        case "c", "cpp", "objective-c", "java", "kotlin", "csharp":
            self.init(lineComments: ["//"], blockComments: cLike, strings: [quote, apostrophe])
        case "shellscript", "sh", "bash", "zsh":
            self.init(lineComments: ["#"], blockComments: [],
                      strings: [StringForm(delimiter: "\"", multiline: true, escapes: true),
                                StringForm(delimiter: "'", multiline: true, escapes: false)],
                      lineCommentNeedsSpace: true)
        default:
            return nil
        }
    }

    init(lineComments: [String], blockComments: [(open: String, close: String)], strings: [StringForm], lineCommentNeedsSpace: Bool = false) {
        self.lineComments = lineComments
        self.blockComments = blockComments
        self.strings = strings
        self.lineCommentNeedsSpace = lineCommentNeedsSpace
    }
}
