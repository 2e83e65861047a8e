/// How a document's text is read for prose: all of it, Markdown's prose, or
/// a program's comments and string literals.
public enum DocumentKind: Sendable, Equatable {
    /// Every word is prose (`plaintext`, `git-commit`, and unknown languageIds).
    case plainText
    /// Markdown: code blocks, inline code, URLs, autolinks, HTML tags and
    /// front-matter keys are skipped.
    case markdown
    /// Source code: only comments and string literals are prose, and
    /// identifiers in them are split at camelCase and snake_case.
    case code(CodeSyntax)

    /// The kind for an LSP `languageId`; unknown ids are read as plain text.
    ///
    /// - Parameter languageId: The id the client sent in `didOpen`.
    public init(languageId: String) {
        switch languageId.lowercased() {
        case "markdown", "md": self = .markdown
        default:
            if let syntax = CodeSyntax(languageId: languageId) {
                self = .code(syntax)
            } else {
                self = .plainText
            }
        }
    }

    /// The languageIds read as source code, in the order the docs list them.
    public static let codeLanguageIds = CodeSyntax.languageIds

    /// Whether identifiers are split at camelCase and snake_case before checking.
    var splitsIdentifiers: Bool {
        if case .code = self { return true }
        return false
    }
}
