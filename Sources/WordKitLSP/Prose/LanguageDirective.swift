/// The `wordkit: lang=xx` directive that sets a document's language, and
/// Markdown front matter's `lang: xx`.
public enum LanguageDirective {
    /// How many lines from the top are searched for the directive.
    public static let linesSearched = 10

    /// The language a document asks for, or nil when it names none.
    ///
    /// The directive `wordkit: lang=xx` counts anywhere in the first
    /// ``linesSearched`` lines (in a comment, for code); in Markdown, so does a
    /// `lang: xx` or `language: xx` line of front matter.
    ///
    /// - Parameters:
    ///   - lines: The document's lines.
    ///   - kind: How it is read.
    /// - Returns: The language code as written (`es`, `it`, `en_US`).
    public static func language(in lines: [String], kind: DocumentKind) -> String? {
        for line in lines.prefix(linesSearched) {
            if let span = span(in: line) {
                let scalars = Array(line.unicodeScalars)
                let code = scalars[span].drop { $0 != "=" }.dropFirst().drop { $0 == " " }
                return String(String.UnicodeScalarView(code))
            }
        }
        if kind == .markdown, lines.first?.trimmingCharacters(in: " \t\r") == "---" {
            for line in lines.dropFirst().prefix(200) {
                let trimmed = line.trimmingCharacters(in: " \t\r")
                if trimmed == "---" || trimmed == "..." { break }
                guard let colon = trimmed.firstIndex(of: ":") else { continue }
                let key = trimmed[..<colon].lowercased()
                let value = String(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: " \t\"'")
                if key == "lang" || key == "language", isLanguageCode(value) { return value }
            }
        }
        return nil
    }

    /// Where `wordkit: lang=xx` stands in `line`, in scalar indices, or nil.
    static func span(in line: String) -> Range<Int>? {
        let scalars = Array(line.unicodeScalars)
        let marker = Array("wordkit:".unicodeScalars)
        var start = 0
        while start + marker.count <= scalars.count {
            defer { start += 1 }
            guard ProseMask.matches(scalars, marker, at: start) else { continue }
            var index = start + marker.count
            while index < scalars.count, scalars[index] == " " { index += 1 }
            guard ProseMask.matches(scalars, Array("lang".unicodeScalars), at: index) else { continue }
            index += 4
            while index < scalars.count, scalars[index] == " " { index += 1 }
            guard index < scalars.count, scalars[index] == "=" else { continue }
            index += 1
            while index < scalars.count, scalars[index] == " " { index += 1 }
            let codeStart = index
            while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "_" || scalars[index] == "-" { index += 1 }
            guard index > codeStart else { continue }
            return start..<index
        }
        return nil
    }

    /// Whether `text` looks like a language code (`es`, `en_US`, `pt-BR`).
    static func isLanguageCode(_ text: String) -> Bool {
        (2...10).contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "-") }
    }
}
