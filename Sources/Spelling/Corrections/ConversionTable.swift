/// A Hunspell conversion table (`ICONV`, `OCONV`): patterns replaced in a
/// word, the longest match first, scanning from left to right.
///
/// From `hunspell(5)`: "ICONV number_of_ICONV_definitions / ICONV pattern
/// pattern2: Define input conversion table. Note: useful to convert one type
/// of quote to another one, or change ligature." and "OCONV …: Define output
/// conversion table." As in Hunspell, a pattern starting with `_` matches
/// only at the start of the word and one ending with `_` only at its end.
struct ConversionTable: Sendable, Equatable {
    private struct Entry: Sendable, Equatable {
        var pattern: [Unicode.Scalar]
        var replacement: String
        var atStart: Bool
        var atEnd: Bool
    }

    private var entries: [Entry] = []

    /// Whether the table has no entries (conversion is then the identity).
    var isEmpty: Bool { entries.isEmpty }

    /// Adds `pattern` → `replacement`; the header line (`ICONV 2`) is ignored.
    mutating func add(_ pattern: String, _ replacement: String) {
        var scalars = Array(pattern.unicodeScalars)
        var entry = Entry(pattern: [], replacement: replacement, atStart: false, atEnd: false)
        if scalars.count > 1, scalars.first == "_" {
            entry.atStart = true
            scalars.removeFirst()
        }
        if scalars.count > 1, scalars.last == "_" {
            entry.atEnd = true
            scalars.removeLast()
        }
        guard !scalars.isEmpty else { return }
        entry.pattern = scalars
        entries.append(entry)
        // Longest pattern first, so that the longest match wins.
        entries.sort { $0.pattern.count > $1.pattern.count }
    }

    /// `word` with every pattern replaced.
    ///
    /// - Complexity: O(*m* · *e*) for *m* characters and *e* entries.
    func apply(_ word: String) -> String {
        guard !entries.isEmpty else { return word }
        let scalars = Array(word.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let match = entries.first { entry in
                let end = index + entry.pattern.count
                return end <= scalars.count
                    && (!entry.atStart || index == 0)
                    && (!entry.atEnd || end == scalars.count)
                    && scalars[index..<end].elementsEqual(entry.pattern)
            }
            if let match {
                output.append(contentsOf: match.replacement.unicodeScalars)
                index += match.pattern.count
            } else {
                output.append(scalars[index])
                index += 1
            }
        }
        return String(output)
    }
}
