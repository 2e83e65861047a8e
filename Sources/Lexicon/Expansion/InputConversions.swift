/// Hunspell's `ICONV` table read backwards: the spellings a user may type
/// that Hunspell converts into a given form before looking it up.
///
/// Hunspell replaces, left to right, the longest pattern found at each
/// position; `_` at the start or end of a pattern ties it to that end of the
/// word, and `_` inside stands for a space. Reading that backwards is not
/// exact when patterns overlap, so every spelling made here is a candidate
/// only: the lexicon keeps it when Hunspell accepts it.
struct InputConversions: Sendable {
    /// One entry: the typed pattern and what it becomes.
    struct Rule: Sendable {
        let pattern: [UInt32]
        let replacement: [UInt32]
        let atStart: Bool
        let atEnd: Bool
    }

    let rules: [Rule]

    /// At most this many spellings are made for one form.
    static let maximumSpellings = 64

    init(_ entries: [(pattern: [UInt32], replacement: [UInt32])]) {
        let underscore = UInt32(UInt8(ascii: "_"))
        let space = UInt32(UInt8(ascii: " "))
        rules = entries.compactMap { entry in
            var pattern = entry.pattern[...]
            let atStart = pattern.first == underscore
            if atStart { pattern = pattern.dropFirst() }
            let atEnd = pattern.last == underscore
            if atEnd { pattern = pattern.dropLast() }
            let typed = pattern.map { $0 == underscore ? space : $0 }
            let replacement = entry.replacement.map { $0 == underscore ? space : $0 }
            guard !typed.isEmpty, !replacement.isEmpty, typed != replacement else { return nil }
            return Rule(pattern: typed, replacement: replacement, atStart: atStart, atEnd: atEnd)
        }
    }

    var isEmpty: Bool { rules.isEmpty }

    /// The other spellings that may convert to `form` (not `form` itself),
    /// at most ``maximumSpellings``.
    ///
    /// - Complexity: O(*n* · *r*) to find occurrences in a form of *n*
    ///   scalars for *r* rules, plus the spellings made.
    func spellings(convertingTo form: [UInt32]) -> [[UInt32]] {
        // Each place a replacement is found, with every pattern that makes it.
        var occurrences: [(start: Int, length: Int, patterns: [[UInt32]])] = []
        var position = 0
        while position < form.count {
            var length = 0
            var patterns: [[UInt32]] = []
            for rule in rules where position + rule.replacement.count <= form.count {
                guard !rule.atStart || position == 0, !rule.atEnd || position + rule.replacement.count == form.count,
                      form[position..<(position + rule.replacement.count)].elementsEqual(rule.replacement)
                else { continue }
                if rule.replacement.count > length {
                    length = rule.replacement.count
                    patterns = [rule.pattern]
                } else if rule.replacement.count == length {
                    patterns.append(rule.pattern)
                }
            }
            if length > 0 {
                occurrences.append((position, length, patterns))
                position += length
            } else {
                position += 1
            }
        }
        guard !occurrences.isEmpty else { return [] }
        // Spellings as the text before each occurrence plus a choice for it.
        var partial: [[UInt32]] = [[]]
        var cursor = 0
        for occurrence in occurrences {
            let between = form[cursor..<occurrence.start]
            let original = form[occurrence.start..<(occurrence.start + occurrence.length)]
            var next: [[UInt32]] = []
            for prefix in partial {
                for choice in [Array(original)] + occurrence.patterns where next.count < Self.maximumSpellings + 1 {
                    next.append(prefix + between + choice)
                }
            }
            partial = next
            cursor = occurrence.start + occurrence.length
        }
        let tail = form[cursor...]
        return partial.map { $0 + tail }.filter { $0 != form }
    }
}
