/// The condition column of a `PFX`/`SFX` entry, e.g. `[^aeiou]y`.
///
/// A condition is a sequence of one-character patterns: a literal, `.` (any
/// character), a class `[abc]` or a negated class `[^abc]`. A prefix
/// condition must match the start of the word it is applied to, a suffix
/// condition its end; a word shorter than the condition never matches. The
/// condition `.` alone means "no condition". Inside a class `.` is literal.
struct AffixCondition: Sendable, Equatable {
    /// One character position of the condition.
    enum Element: Sendable, Equatable {
        /// Any character.
        case any
        /// Exactly this scalar.
        case scalar(UInt32)
        /// One of these scalars, or with `negated` any other scalar.
        case set([UInt32], negated: Bool)

        /// Whether `value` matches this position.
        @inline(__always)
        func matches(_ value: UInt32) -> Bool {
            switch self {
            case .any: return true
            case let .scalar(expected): return value == expected
            case let .set(members, negated): return members.contains(value) != negated
            }
        }
    }

    /// The character patterns, first to last as written.
    let elements: [Element]

    /// The condition that every word meets.
    static let always = AffixCondition(elements: [])

    /// Parses a condition.
    ///
    /// - Parameter scalars: The decoded condition text.
    /// - Returns: The condition, or `nil` when a `[` is not closed or a class
    ///   is empty.
    /// - Complexity: O(*n*).
    static func parse(_ scalars: [UInt32]) -> AffixCondition? {
        let dot = UInt32(UInt8(ascii: "."))
        let open = UInt32(UInt8(ascii: "["))
        let close = UInt32(UInt8(ascii: "]"))
        let caret = UInt32(UInt8(ascii: "^"))
        if scalars == [dot] { return .always }
        var elements: [Element] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == open {
                var cursor = index + 1
                var negated = false
                if cursor < scalars.count, scalars[cursor] == caret {
                    negated = true
                    cursor += 1
                }
                var members: [UInt32] = []
                while cursor < scalars.count, scalars[cursor] != close {
                    members.append(scalars[cursor])
                    cursor += 1
                }
                guard cursor < scalars.count, !members.isEmpty else { return nil }
                elements.append(.set(members, negated: negated))
                index = cursor + 1
            } else if scalar == close {
                return nil
            } else {
                elements.append(scalar == dot ? .any : .scalar(scalar))
                index += 1
            }
        }
        return AffixCondition(elements: elements)
    }

    /// Whether the condition matches the start of `word` (prefix entries).
    ///
    /// - Parameter word: The word's scalars.
    /// - Returns: `true` when every element matches the character at its
    ///   position from the start.
    /// - Complexity: O(*m*) in the condition's length.
    @inline(__always)
    func matchesStart(of word: [UInt32]) -> Bool {
        guard word.count >= elements.count else { return false }
        for index in elements.indices where !elements[index].matches(word[index]) {
            return false
        }
        return true
    }

    /// Whether the condition matches the end of `word` (suffix entries).
    ///
    /// - Parameter word: The word's scalars.
    /// - Returns: `true` when every element matches the character at its
    ///   position, aligned with the end of the word.
    /// - Complexity: O(*m*) in the condition's length.
    @inline(__always)
    func matchesEnd(of word: [UInt32]) -> Bool {
        let offset = word.count - elements.count
        guard offset >= 0 else { return false }
        for index in elements.indices where !elements[index].matches(word[offset + index]) {
            return false
        }
        return true
    }
}
