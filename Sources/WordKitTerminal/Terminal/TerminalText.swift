/// Lines as a terminal shows them: styled with SGR escapes (`ESC [ … m`)
/// that take no room.
package enum TerminalText {
    /// The characters `line` shows, escapes left out.
    package static func visibleCount(_ line: String) -> Int {
        var count = 0
        var inEscape = false
        for character in line {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }

    /// `line` cut after `width` visible characters, its escapes kept (a
    /// reset is added when something was cut, so no style runs on).
    package static func clip(_ line: String, to width: Int) -> String {
        guard visibleCount(line) > width else { return line }
        var result = ""
        var count = 0
        var inEscape = false
        for character in line {
            if inEscape {
                result.append(character)
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
                result.append(character)
            } else if count < width {
                result.append(character)
                count += 1
            }
        }
        return result.contains("\u{1B}") ? result + "\u{1B}[0m" : result
    }

    /// `line` broken at spaces into lines of at most `width` visible
    /// characters; the lines after the first are indented as the first was.
    /// Escapes go with the characters they precede, so styles carry on; a
    /// word wider than the line is cut.
    package static func wrap(_ line: String, width: Int) -> [String] {
        guard visibleCount(line) > width, width > 1 else { return [line] }
        // Words with their escapes, split at visible spaces; leading spaces make the indent.
        var indent = 0
        var leading = true
        var words: [(text: String, visible: Int)] = []
        var word = ""
        var visible = 0
        var inEscape = false
        for character in line {
            if inEscape {
                word.append(character)
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
                word.append(character)
            } else if character == " " {
                if leading {
                    indent += 1
                    continue
                }
                words.append((word, visible))
                word = ""
                visible = 0
            } else {
                leading = false
                word.append(character)
                visible += 1
            }
        }
        words.append((word, visible))
        indent = min(indent, width / 2)
        var lines: [String] = []
        var current = String(repeating: " ", count: indent)
        var used = indent
        var empty = true
        for (text, count) in words {
            if !empty && used + 1 + count > width {
                lines.append(current)
                current = String(repeating: " ", count: indent)
                used = indent
                empty = true
            }
            current += (empty ? "" : " ") + (indent + count > width ? clip(text, to: width - indent) : text)
            used += (empty ? 0 : 1) + count
            empty = empty && count == 0
        }
        lines.append(current)
        return lines
    }
}
