extension String {
    /// The text with every character that acts instead of showing itself
    /// written as `\u{…}`: the controls but line feed and tab (escape, bell,
    /// carriage return, the C1 controls, delete), so that printing it never
    /// moves the cursor, rings, recolours a terminal or sets its clipboard
    /// (OSC 52) or links (OSC 8); the format characters (bidi overrides and
    /// isolates such as U+202E, zero-width spaces, the soft hyphen, tags), so
    /// that it never shows other text than it holds; and the line and
    /// paragraph separators. A zero-width joiner or non-joiner between two
    /// visible characters is kept: Persian, Indic scripts and emoji sequences
    /// need it, and there it hides nothing.
    package var escapedForDisplay: String {
        guard unicodeScalars.contains(where: { !Self.isVisible($0) && $0 != " " && $0 != "\n" && $0 != "\t" }) else { return self }
        let scalars = Array(unicodeScalars)
        guard scalars.indices.contains(where: { Self.isEscaped(scalars, at: $0) }) else { return self }
        var result = String.UnicodeScalarView()
        for index in scalars.indices {
            if Self.isEscaped(scalars, at: index) {
                result.append(contentsOf: "\\u{\(String(scalars[index].value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalars[index])
            }
        }
        return String(result)
    }

    private static func isEscaped(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let scalar = scalars[index]
        switch scalar.properties.generalCategory {
        case .control: return scalar != "\n" && scalar != "\t"
        case .lineSeparator, .paragraphSeparator: return true
        case .format:
            guard scalar == "\u{200C}" || scalar == "\u{200D}" else { return true }
            return !(index > 0 && index + 1 < scalars.count && isVisible(scalars[index - 1]) && isVisible(scalars[index + 1]))
        default: return false
        }
    }

    /// Whether a character shows as itself: not a control, format character, separator or space.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: return false
        default: return true
        }
    }
}
