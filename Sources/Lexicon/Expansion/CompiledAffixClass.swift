/// An affix class prepared for expansion: special continuation flags
/// resolved per rule, and rules indexed by the character they need at the
/// word's edge (the last character for suffixes, the first for prefixes), so
/// that a class of a thousand rules tries only the few that can apply.
///
/// Classes, not structs: expansion passes rules and classes around millions
/// of times, and a reference costs one retain where a struct holding four
/// arrays costs four.
final class CompiledAffixClass: Sendable {
    /// One rule with its special continuation flags looked up.
    final class Rule: Sendable {
        let entry: AffixEntry
        let hasCircumfix: Bool
        let hasNeedAffix: Bool
        let hasOnlyInCompound: Bool
        /// Whether every added character is a lowercase letter.
        let addsOnlyLetters: Bool

        init(entry: AffixEntry, hasCircumfix: Bool, hasNeedAffix: Bool, hasOnlyInCompound: Bool, addsOnlyLetters: Bool) {
            self.entry = entry
            self.hasCircumfix = hasCircumfix
            self.hasNeedAffix = hasNeedAffix
            self.hasOnlyInCompound = hasOnlyInCompound
            self.addsOnlyLetters = addsOnlyLetters
        }
    }

    let kind: AffixKind
    let flag: UInt32
    let crossProduct: Bool
    let rules: [Rule]
    /// Rules that need a given character at the edge.
    private let byEdgeScalar: [UInt32: [Int]]
    /// Rules that accept several characters at the edge.
    private let unindexed: [Int]

    init(_ affixClass: AffixClass, affixes: AffixFile) {
        kind = affixClass.kind
        flag = affixClass.flag
        crossProduct = affixClass.crossProduct
        rules = affixClass.entries.map { entry in
            Rule(
                entry: entry,
                hasCircumfix: entry.continues(with: affixes.circumfix),
                hasNeedAffix: entry.continues(with: affixes.needAffix),
                hasOnlyInCompound: entry.continues(with: affixes.onlyInCompound),
                addsOnlyLetters: entry.append.allSatisfy(LexiconAlphabetRule.isLetter)
            )
        }
        var byEdgeScalar: [UInt32: [Int]] = [:]
        var unindexed: [Int] = []
        for (index, rule) in rules.enumerated() {
            if let scalar = Self.requiredEdgeScalar(rule.entry, kind: affixClass.kind) {
                byEdgeScalar[scalar, default: []].append(index)
            } else {
                unindexed.append(index)
            }
        }
        self.byEdgeScalar = byEdgeScalar
        self.unindexed = unindexed
    }

    /// Calls `body` with every rule that may apply to a word with the given
    /// edge character (others certainly do not).
    @inline(__always)
    func forEachCandidate(edge scalar: UInt32?, _ body: (Rule) -> Void) {
        if let scalar, let indexed = byEdgeScalar[scalar] {
            for index in indexed { body(rules[index]) }
        }
        for index in unindexed { body(rules[index]) }
    }

    /// The character a rule needs at the word's edge, if exactly one.
    private static func requiredEdgeScalar(_ entry: AffixEntry, kind: AffixKind) -> UInt32? {
        if kind == .suffix {
            if let last = entry.strip.last { return last }
            if case let .scalar(value)? = entry.condition.elements.last { return value }
        } else {
            if let first = entry.strip.first { return first }
            if case let .scalar(value)? = entry.condition.elements.first { return value }
        }
        return nil
    }
}
