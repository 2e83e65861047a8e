/// Whether an affix class adds a prefix or a suffix.
enum AffixKind: String, Sendable {
    /// A `PFX` class.
    case prefix = "PFX"
    /// A `SFX` class.
    case suffix = "SFX"
}

/// One rule line of a `PFX`/`SFX` class: strip, add, continuation flags and
/// condition.
struct AffixEntry: Sendable {
    /// Characters removed from the word first (the `0` column means none).
    let strip: [UInt32]
    /// Characters added after stripping.
    let append: [UInt32]
    /// Continuation flags from `add/flags`, sorted: the classes that may be
    /// applied on top of this affix and special flags such as `NEEDAFFIX`.
    let continuation: [UInt32]
    /// What the word must look like at the affix's end before stripping.
    let condition: AffixCondition
    /// The line of the `.aff` file, for diagnostics.
    let line: Int

    /// Whether the continuation flags contain `flag`.
    ///
    /// - Parameter flag: A flag, or `nil` for an unset special flag.
    /// - Returns: `false` when `flag` is `nil`.
    @inline(__always)
    func continues(with flag: UInt32?) -> Bool {
        guard let flag else { return false }
        return continuation.contains(flag)
    }
}

/// A `PFX`/`SFX` class: a flag, the cross-product switch and its rules.
struct AffixClass: Sendable {
    /// Prefix or suffix.
    let kind: AffixKind
    /// The class's flag.
    let flag: UInt32
    /// `Y` in the header: may combine with an affix of the other kind.
    let crossProduct: Bool
    /// The rules, in file order.
    var entries: [AffixEntry]
}

extension AffixClass {
    /// The class read right to left: a prefix class becomes a suffix class
    /// of reversed words and the other way round (for `COMPLEXPREFIXES`).
    var mirrored: AffixClass {
        AffixClass(
            kind: kind == .prefix ? .suffix : .prefix,
            flag: flag,
            crossProduct: crossProduct,
            entries: entries.map { entry in
                AffixEntry(
                    strip: entry.strip.reversed(),
                    append: entry.append.reversed(),
                    continuation: entry.continuation,
                    condition: AffixCondition(elements: entry.condition.elements.reversed()),
                    line: entry.line
                )
            }
        )
    }
}
