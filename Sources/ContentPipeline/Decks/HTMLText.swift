/// Plain text from the HTML of Anki fields, and HTML from plain text.
///
/// Anki keeps every field as HTML: a line break is `<br>`, `&` is `&amp;`,
/// formatting is tags. A terminal shows text, so an imported field is turned
/// into text: comments, `<style>` and `<script>` blocks and `[sound:…]`
/// references are removed; `<br>` is a line break, and so is the edge of a
/// block element (`<div>`, `<p>`, `<li>`, …) where the text does not already
/// break, without the spaces around it; every other tag is dropped; entities
/// are decoded (`&nbsp;` becomes a space, as Anki's own text export does); a
/// raw line break in HTML is a space, as a browser shows it.
enum HTMLText {
    /// The text a person reads in `html`, trimmed.
    ///
    /// - Parameter html: A field's HTML.
    /// - Returns: Plain text with `\n` line breaks.
    static func plainText(_ html: String) -> String {
        var output = String.UnicodeScalarView()
        let scalars = Array(html.unicodeScalars)
        var index = 0
        // Spaces around a line break are not shown, so none are kept.
        var afterBreak = false
        func breakLine(always: Bool) {
            while output.last == " " { output.removeLast() }
            if always || !(output.isEmpty || output.last == "\n") { output.append("\n") }
            afterBreak = true
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "<":
                guard let tag = Tag(scalars, at: index) else {
                    output.append(scalar)
                    afterBreak = false
                    index += 1
                    continue
                }
                index = tag.end
                if let closing = tag.skipsUntil, let end = find(closing, in: scalars, from: index) {
                    index = end
                } else if tag.name == "br" {
                    breakLine(always: true)
                } else if Self.blockElements.contains(tag.name) {
                    breakLine(always: false)
                }
            case "&":
                if let (decoded, end) = entity(scalars, at: index) {
                    output.append(contentsOf: decoded.unicodeScalars)
                    index = end
                } else {
                    output.append(scalar)
                    index += 1
                }
                afterBreak = false
            case "[":
                if let end = soundReferenceEnd(scalars, at: index) {
                    index = end
                } else {
                    output.append(scalar)
                    afterBreak = false
                    index += 1
                }
            case "\r", "\n":
                if !(output.isEmpty || output.last == "\n" || output.last == " ") { output.append(" ") }
                index += scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
            default:
                if !(afterBreak && scalar == " ") {
                    output.append(scalar)
                    afterBreak = false
                }
                index += 1
            }
        }
        return String(output).trimmingWhitespaceAndNewlines()
    }

    /// `text` as HTML that shows the same: `& < > "` escaped, line breaks as `<br>`.
    ///
    /// It is how Anki stores a field imported with `#html:false`.
    ///
    /// - Parameter text: Plain text.
    /// - Returns: HTML.
    static func html(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n", "\r\n", "\r": result += "<br>"
            default: result.append(character)
            }
        }
        return result
    }

    /// Whether `html` says nothing that its plain text does not: no tag but
    /// `<br>`, no entity but the escapes of `& < > " '`, no `[sound:…]`.
    ///
    /// Such HTML is what Anki makes of plain text, and need not be kept.
    static func isPlain(_ html: String) -> Bool {
        if html.contains("[sound:") { return false }
        var rest = Substring(html)
        while let position = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
            rest = rest[position...]
            guard let known = ["<br>", "<br/>", "<br />", "&amp;", "&lt;", "&gt;", "&quot;", "&#39;", "&#x27;", "&apos;"]
                .first(where: { rest.lowercased().hasPrefix($0) }) else { return false }
            rest = rest.dropFirst(known.count)
        }
        return true
    }

    // MARK: - Tags

    /// Block elements: their edges break the line.
    private static let blockElements: Set<String> = [
        "address", "article", "aside", "blockquote", "dd", "div", "dl", "dt", "fieldset", "figcaption", "figure",
        "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre",
        "section", "table", "tr", "ul",
    ]

    /// A tag, comment or declaration starting at `<`.
    private struct Tag {
        /// The element name, lowercase (empty for comments and declarations).
        var name: String
        /// The index just past the tag.
        var end: Int
        /// For `<!--`, `<style>` and `<script>`: what ends the content to skip.
        var skipsUntil: String?

        init?(_ scalars: [Unicode.Scalar], at start: Int) {
            guard start + 1 < scalars.count else { return nil }
            let next = scalars[start + 1]
            if next == "!", HTMLText.matches("<!--", scalars, at: start) {
                name = ""
                end = start + 4
                skipsUntil = "-->"
                return
            }
            guard next.properties.isAlphabetic || next == "/" || next == "!" || next == "?" else { return nil }
            guard let close = scalars[(start + 1)...].firstIndex(of: ">") else { return nil }
            end = close + 1
            var name = ""
            for scalar in scalars[(start + 1)..<close].drop(while: { $0 == "/" }) {
                guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else { break }
                name.unicodeScalars.append(scalar)
            }
            self.name = name.lowercased()
            let isClosing = next == "/"
            skipsUntil = !isClosing && ["style", "script"].contains(self.name) ? "</\(self.name)" : nil
        }
    }

    /// The index just past the first `>` after `marker` (case-insensitive), from `start`.
    private static func find(_ marker: String, in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < scalars.count {
            if matches(marker, scalars, at: index) {
                if marker == "-->" { return index + 3 }
                return scalars[index...].firstIndex(of: ">").map { $0 + 1 }
            }
            index += 1
        }
        return nil
    }

    private static func matches(_ marker: String, _ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let wanted = Array(marker.unicodeScalars)
        guard index + wanted.count <= scalars.count else { return false }
        return zip(scalars[index..<(index + wanted.count)], wanted).allSatisfy {
            $0.properties.lowercaseMapping == $1.properties.lowercaseMapping
        }
    }

    /// The index past an Anki `[sound:…]` reference starting at `start`.
    private static func soundReferenceEnd(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
        guard matches("[sound:", scalars, at: start), let close = scalars[start...].firstIndex(of: "]") else { return nil }
        return close + 1
    }

    // MARK: - Entities

    /// The character an entity at `start` (`&name;`, `&#N;`, `&#xH;`) stands for, and the index past it.
    private static func entity(_ scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var index = start + 1
        var body = ""
        while index < scalars.count, index - start <= 32 {
            let scalar = scalars[index]
            if scalar == ";" {
                guard let decoded = decode(body) else { return nil }
                return (decoded, index + 1)
            }
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#" else { return nil }
            body.unicodeScalars.append(scalar)
            index += 1
        }
        return nil
    }

    private static func decode(_ body: String) -> String? {
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.lowercased().hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        return namedEntities[body]
    }

    /// The named entities Anki fields use: markup escapes, Latin-1, and common punctuation.
    private static let namedEntities: [String: String] = {
        var table: [String: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
            "ndash": "–", "mdash": "—", "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“", "rdquo": "”",
            "bdquo": "„", "hellip": "…", "bull": "•", "euro": "€", "trade": "™", "dagger": "†", "Dagger": "‡",
            "permil": "‰", "lsaquo": "‹", "rsaquo": "›", "prime": "′", "Prime": "″", "larr": "←", "rarr": "→",
            "uarr": "↑", "darr": "↓", "harr": "↔", "OElig": "Œ", "oelig": "œ", "Scaron": "Š", "scaron": "š",
            "Yuml": "Ÿ", "fnof": "ƒ", "circ": "ˆ", "tilde": "˜", "ensp": "\u{2002}", "emsp": "\u{2003}",
            "thinsp": "\u{2009}", "zwnj": "\u{200C}", "zwj": "\u{200D}", "minus": "−",
        ]
        // HTML's Latin-1 names, U+00A1 to U+00FF in order.
        let latin1 = """
            iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 \
            acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde \
            Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute \
            Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde \
            auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute \
            ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml
            """
        for (offset, name) in latin1.split(separator: " ").enumerated() {
            if let scalar = Unicode.Scalar(0xA1 + UInt32(offset)) { table[String(name)] = String(Character(scalar)) }
        }
        return table
    }()
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespaceAndNewlines() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
