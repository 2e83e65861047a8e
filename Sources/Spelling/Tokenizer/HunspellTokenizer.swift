/// Cuts running text into words the way `hunspell -l` does.
///
/// The rules reproduce the observable behaviour of Hunspell 1.7's text parser
/// for UTF-8 dictionaries, so that `wordkit check` reports the same words:
///
/// - A word character is a letter by Hunspell's own Unicode table or one of
///   the dictionary's `WORDCHARS`; characters outside the Basic Multilingual
///   Plane (emoji) are never word characters.
/// - An ASCII apostrophe between two word characters stays inside the word
///   when the dictionary counts `'` or `’` as a word character; a `’` does so
///   when it counts `'`.
/// - The HTML entities of Hunspell's Latin-1 list (`&agrave;` …) are part of a
///   word, and, as in Hunspell, the character right after one is not examined.
/// - URLs (`://`), e-mail addresses (`@`), Unix paths (starting with `/`) and
///   Windows paths (`:\`) are skipped whole.
/// - A trailing colon is dropped (Finnish and Swedish abbreviations).
///
/// Hunspell also cuts lines longer than 8,191 bytes at that length, even
/// inside a word; WordKit does not copy that.
struct HunspellTokenizer: Sendable {
    /// The dictionary's `WORDCHARS`.
    let extraWordCharacters: Set<Unicode.Scalar>
    /// Hunspell's letter table for the Basic Multilingual Plane.
    let letters: LetterTable

    /// A word's place as scalar offsets into the text.
    struct Span: Equatable {
        var start: Int
        var end: Int
    }

    /// The entities Hunspell's text parser keeps inside words: its ISO-8859-1
    /// list, which has no `&eacute;` and no `&apos;`.
    static let latin1Entities: [[Unicode.Scalar]] = [
        "&Agrave;", "&Atilde;", "&Aring;", "&AElig;", "&Egrave;", "&Ecirc;",
        "&Igrave;", "&Iuml;", "&ETH;", "&Ntilde;", "&Ograve;", "&Oslash;",
        "&Ugrave;", "&THORN;", "&agrave;", "&atilde;", "&aring;", "&aelig;",
        "&egrave;", "&ecirc;", "&igrave;", "&iuml;", "&eth;", "&ntilde;",
        "&ograve;", "&oslash;", "&ugrave;", "&thorn;", "&yuml;",
    ].map { Array($0.unicodeScalars) }

    /// Characters that may continue a URL candidate besides word characters
    /// (all ASCII: `-_\.:/~%*$[]?!` and digits), as a 128-bit mask.
    private static let urlCharacters: (low: UInt64, high: UInt64) = "-_\\.:/~%*$[]?!0123456789".unicodeScalars.reduce((0, 0)) { mask, scalar in
        scalar.value < 64 ? (mask.0 | 1 << UInt64(scalar.value), mask.1) : (mask.0, mask.1 | 1 << UInt64(scalar.value - 64))
    }

    private static func isURLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 64 { return urlCharacters.low & (1 << UInt64(value)) != 0 }
        if value < 128 { return urlCharacters.high & (1 << UInt64(value - 64)) != 0 }
        return false
    }

    /// Letters and `WORDCHARS` of the Basic Multilingual Plane in one bitmap.
    private let wordCharacters: LetterTable

    init(extraWordCharacters: Set<Unicode.Scalar>, letters: LetterTable) {
        self.extraWordCharacters = extraWordCharacters
        self.letters = letters
        wordCharacters = letters.adding(extraWordCharacters)
    }

    func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        wordCharacters.contains(scalar) || (scalar.value >= 65_536 && extraWordCharacters.contains(scalar))
    }

    /// The words of `scalars`, as spans, in order. Hunspell reads text a line
    /// at a time, so each line (ended by a line feed) is cut on its own; the
    /// character classes and the URL mask are computed once for the whole text
    /// (a line feed ends every URL candidate, so that is the same).
    ///
    /// - Complexity: O(n) in the number of scalars.
    func spans(in scalars: [Unicode.Scalar]) -> [Span] {
        let isWord = scalars.map(isWordCharacter)
        let inURL = urlMask(scalars, isWord: isWord)
        var spans: [Span] = []
        var lineStart = 0
        var carried = false
        for index in 0...scalars.count where index == scalars.count || scalars[index] == "\n" {
            carried = lineSpans(scalars, isWord: isWord, inURL: inURL, line: lineStart..<index, startingInWord: carried, into: &spans)
            lineStart = index + 1
        }
        return spans
    }

    /// Appends the words of one line to `spans` and tells whether the line
    /// ended inside a word.
    ///
    /// Hunspell's parser keeps its "inside a word" state from one line to the
    /// next; only the entity case below ends a line in that state, and the
    /// next line's word then starts at its first character, whatever it is.
    private func lineSpans(
        _ scalars: [Unicode.Scalar], isWord: [Bool], inURL: [Bool], line: Range<Int>,
        startingInWord: Bool, into spans: inout [Span]
    ) -> Bool {
        let count = line.upperBound
        func word(at index: Int) -> Bool { index < count && isWord[index] }
        let apostropheJoins = extraWordCharacters.contains("'") || extraWordCharacters.contains("\u{2019}")
        let typographicApostropheJoins = extraWordCharacters.contains("'")

        var inWord = startingInWord
        var start = line.lowerBound
        var index = line.lowerBound

        func finish(at end: Int) {
            inWord = false
            guard !inURL[start] else { return }
            var last = end
            if last > start, scalars[last - 1] == ":" { last -= 1 }
            if last > start { spans.append(Span(start: start, end: last)) }
        }

        while index < count {
            var entity: Int?
            if !inWord {
                if isWord[index] {
                    inWord = true
                    start = index
                } else if let length = entityLength(scalars, at: index, end: count) {
                    inWord = true
                    start = index
                    entity = length
                }
            } else if let length = entityLength(scalars, at: index, end: count) {
                entity = length
            } else if scalars[index] == "'", apostropheJoins, word(at: index + 1) {
                // The apostrophe stays inside the word.
            } else if scalars[index] == "\u{2019}", typographicApostropheJoins, word(at: index + 1) {
                // As above, for the typographic apostrophe.
            } else if !isWord[index] {
                finish(at: index)
            }
            if let entity {
                // Hunspell jumps over the entity and then steps one character
                // more; when the jump lands on the end of the line it stops
                // there, dropping the word it was reading.
                if index + entity >= count { return true }
                index += entity + 1
            } else {
                index += 1
            }
        }
        if inWord { finish(at: count) }
        return false
    }

    /// The length of a Latin-1 entity starting at `index`, if one does.
    private func entityLength(_ scalars: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard scalars[index] == "&" else { return nil }
        for entity in Self.latin1Entities where index + entity.count <= end {
            if scalars[index..<(index + entity.count)].elementsEqual(entity) { return entity.count }
        }
        return nil
    }

    /// Marks the scalars that belong to URLs, e-mail addresses and paths.
    private func urlMask(_ scalars: [Unicode.Scalar], isWord: [Bool]) -> [Bool] {
        let count = scalars.count
        var mask = [Bool](repeating: false, count: count + 1)
        var inCandidate = false
        var isURL = false
        var start = 0
        func follows(_ text: String, at index: Int) -> Bool {
            var position = index
            for scalar in text.unicodeScalars {
                guard position < count, scalars[position] == scalar else { return false }
                position += 1
            }
            return true
        }
        func close(at end: Int) {
            if isURL { for position in start..<end { mask[position] = true } }
            inCandidate = false
            isURL = false
        }
        for index in 0..<count {
            let scalar = scalars[index]
            if !inCandidate {
                if isWord[index] {
                    inCandidate = true
                    start = index
                } else if scalar == "/" {
                    inCandidate = true
                    start = index
                    isURL = true
                }
            } else if scalar == "@" || (scalar == ":" && (follows(":\\", at: index) || follows("://", at: index))) {
                isURL = true
            } else if !(isWord[index] || Self.isURLCharacter(scalar)) {
                close(at: index)
            }
        }
        if inCandidate { close(at: count) }
        return mask
    }
}

/// Hunspell's letter test for every code point of the Basic Multilingual Plane,
/// read once from the library into a bitmap.
struct LetterTable: Sendable {
    private let bits: [UInt64]

    /// Reads the table through `classify`; call while a UTF-8 dictionary is loaded.
    init(classify: (UInt16) -> Bool) {
        var bits = [UInt64](repeating: 0, count: 65_536 / 64)
        for codePoint in 0..<65_536 where classify(UInt16(codePoint)) {
            bits[codePoint >> 6] |= 1 << UInt64(codePoint & 63)
        }
        self.bits = bits
    }

    private init(bits: [UInt64]) {
        self.bits = bits
    }

    /// This table plus `extra` (the part of it in the Basic Multilingual Plane).
    func adding(_ extra: Set<Unicode.Scalar>) -> LetterTable {
        var bits = self.bits
        for scalar in extra where scalar.value < 65_536 {
            bits[Int(scalar.value) >> 6] |= 1 << UInt64(scalar.value & 63)
        }
        return LetterTable(bits: bits)
    }

    /// Whether Hunspell counts `scalar` as a letter.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = Int(scalar.value)
        guard value < 65_536 else { return false }
        return bits[value >> 6] & (1 << UInt64(value & 63)) != 0
    }
}
