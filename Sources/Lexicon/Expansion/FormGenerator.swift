/// Receives the forms that affix expansion produces.
protocol FormSink {
    /// Takes one form; it may repeat forms seen before.
    ///
    /// - Parameter form: The form's scalar values, valid only during the call.
    mutating func accept(_ form: [UInt32])
}

/// Applies the affix rules of an ``AffixFile`` to dictionary entries,
/// producing every form Hunspell's affix checks accept (compounds aside).
///
/// The rules mirror Hunspell 1.7's `affix_check` paths, read from the
/// generating side:
///
/// | path | requirements |
/// |---|---|
/// | stem alone | no `NEEDAFFIX`, `FORBIDDENWORD` or `ONLYINCOMPOUND` on the stem |
/// | suffix | stem has the class; the suffix has none of `CIRCUMFIX`, `ONLYINCOMPOUND`, `NEEDAFFIX` |
/// | two suffixes | stem has the inner class; the inner suffix continues with the outer class and has no `CIRCUMFIX`/`ONLYINCOMPOUND` |
/// | prefix | stem has the class; the prefix has no `NEEDAFFIX`/`ONLYINCOMPOUND` |
/// | prefix + suffix | both classes `Y`; each class on the stem or enabled by the other affix's continuation; `CIRCUMFIX` on both or neither; not `NEEDAFFIX` on both |
/// | prefix + two suffixes | prefix and outer classes `Y`; as above for prefix and inner suffix, unless the outer suffix enables the prefix |
///
/// A suffix is applied to the stem first and the prefix to the result, so
/// the prefix condition sees the suffixed word — as in Hunspell, which
/// removes the prefix first when checking.
struct FormGenerator {
    let affixes: AffixFile
    /// When set, prefix and outer-suffix rules whose added text fails it are
    /// skipped, since their characters survive into every form they make.
    let keepsAddedText: ((UInt32) -> Bool)?

    /// A suffix application to the stem (first level).
    private struct SuffixStep {
        let suffixClass: AffixClass
        let entry: AffixEntry
        let form: [UInt32]
        let stemHasClass: Bool
    }

    /// An outer suffix applied on top of a first-level suffix.
    private struct TwofoldStep {
        let inner: SuffixStep
        let outerClass: AffixClass
        let outer: AffixEntry
        let form: [UInt32]
    }

    init(affixes: AffixFile, keepsAddedText: ((UInt32) -> Bool)? = nil) {
        self.affixes = affixes
        self.keepsAddedText = keepsAddedText
    }

    /// Whether Hunspell rejects every form of `entry` outright.
    ///
    /// - Parameter entry: A dictionary entry.
    /// - Returns: `true` for `FORBIDDENWORD` and `ONLYINCOMPOUND` stems.
    func isExcluded(_ entry: DictionaryEntry) -> Bool {
        entry.has(affixes.forbiddenWord) || entry.has(affixes.onlyInCompound)
    }

    /// Emits every form of `entry` into `sink`.
    ///
    /// - Parameters:
    ///   - entry: A dictionary entry.
    ///   - sink: Receives the forms; duplicates are possible.
    /// - Complexity: O(*s* · *t* · *p*) for *s* first-level suffix rules,
    ///   *t* twofold rules per suffix form and *p* prefix rules.
    func generate<Sink: FormSink>(_ entry: DictionaryEntry, into sink: inout Sink) {
        if isExcluded(entry) { return }
        let stem = entry.scalars
        let stemFlags = entry.flagValues
        let needAffix = affixes.needAffix
        let circumfix = affixes.circumfix
        let onlyInCompound = affixes.onlyInCompound

        if !entry.has(needAffix) {
            sink.accept(stem)
        }

        // Prefix classes on the stem, and suffix classes they enable.
        var prefixFlags: [UInt32] = []
        var suffixFlags: [UInt32] = []
        for flag in stemFlags {
            if let prefixClass = affixes.prefixes[flag] {
                prefixFlags.append(flag)
                for entry in prefixClass.entries {
                    for continued in entry.continuation where affixes.suffixes[continued] != nil {
                        suffixFlags.append(continued)
                    }
                }
            }
            if affixes.suffixes[flag] != nil {
                suffixFlags.append(flag)
            }
        }

        // First-level suffixes.
        var steps: [SuffixStep] = []
        for flag in Self.unique(suffixFlags) {
            guard let suffixClass = affixes.suffixes[flag] else { continue }
            let stemHasClass = stemFlags.contains(flag)
            for rule in suffixClass.entries where canApplySuffix(rule, to: stem) {
                let form = applySuffix(rule, to: stem)
                let step = SuffixStep(suffixClass: suffixClass, entry: rule, form: form, stemHasClass: stemHasClass)
                steps.append(step)
                if stemHasClass, !rule.continues(with: circumfix), !rule.continues(with: onlyInCompound),
                   !rule.continues(with: needAffix) {
                    sink.accept(form)
                }
                for continued in rule.continuation where affixes.prefixes[continued] != nil {
                    prefixFlags.append(continued)
                }
            }
        }

        // Twofold suffixes.
        var twofold: [TwofoldStep] = []
        for step in steps where !step.entry.continuation.isEmpty {
            for outerFlag in step.entry.continuation {
                guard let outerClass = affixes.suffixes[outerFlag] else { continue }
                for outer in outerClass.entries where keeps(outer.append) && canApplySuffix(outer, to: step.form) {
                    let form = applySuffix(outer, to: step.form)
                    twofold.append(TwofoldStep(inner: step, outerClass: outerClass, outer: outer, form: form))
                    if step.stemHasClass, !step.entry.continues(with: circumfix),
                       !step.entry.continues(with: onlyInCompound) {
                        sink.accept(form)
                    }
                    for continued in outer.continuation where affixes.prefixes[continued] != nil {
                        prefixFlags.append(continued)
                    }
                }
            }
        }

        // Prefixes, alone and crossed with one or two suffixes.
        var scratch: [UInt32] = []
        for flag in Self.unique(prefixFlags) {
            guard let prefixClass = affixes.prefixes[flag] else { continue }
            let stemHasPrefix = stemFlags.contains(flag)
            for prefix in prefixClass.entries where keeps(prefix.append) {
                let prefixOnlyInCompound = prefix.continues(with: onlyInCompound)
                let prefixNeedsAffix = prefix.continues(with: needAffix)
                let prefixCircumfix = prefix.continues(with: circumfix)

                if stemHasPrefix, !prefixNeedsAffix, !prefixOnlyInCompound, canApplyPrefix(prefix, to: stem) {
                    applyPrefix(prefix, to: stem, into: &scratch)
                    sink.accept(scratch)
                }
                guard prefixClass.crossProduct else { continue }

                if !prefixOnlyInCompound {
                    for step in steps where step.suffixClass.crossProduct {
                        let rule = step.entry
                        guard step.stemHasClass || prefix.continues(with: step.suffixClass.flag),
                              stemHasPrefix || rule.continues(with: flag),
                              rule.continues(with: circumfix) == prefixCircumfix,
                              !rule.continues(with: onlyInCompound),
                              !(prefixNeedsAffix && rule.continues(with: needAffix)),
                              canApplyPrefix(prefix, to: step.form)
                        else { continue }
                        applyPrefix(prefix, to: step.form, into: &scratch)
                        sink.accept(scratch)
                    }
                }

                for step in twofold where step.outerClass.crossProduct {
                    let inner = step.inner
                    let rule = inner.entry
                    if step.outer.continues(with: flag) {
                        guard inner.stemHasClass, !rule.continues(with: circumfix),
                              !rule.continues(with: onlyInCompound)
                        else { continue }
                    } else {
                        guard inner.suffixClass.crossProduct,
                              rule.continues(with: circumfix) == prefixCircumfix,
                              !rule.continues(with: onlyInCompound),
                              inner.stemHasClass || prefix.continues(with: inner.suffixClass.flag),
                              stemHasPrefix || rule.continues(with: flag)
                        else { continue }
                    }
                    guard canApplyPrefix(prefix, to: step.form) else { continue }
                    applyPrefix(prefix, to: step.form, into: &scratch)
                    sink.accept(scratch)
                }
            }
        }
    }

    // MARK: Rule application

    /// Whether the added text may appear in kept forms.
    @inline(__always)
    private func keeps(_ text: [UInt32]) -> Bool {
        guard let keepsAddedText else { return true }
        for scalar in text where !keepsAddedText(scalar) {
            return false
        }
        return true
    }

    /// Whether a suffix rule applies: something is left after stripping
    /// (unless `FULLSTRIP`), the word ends with the strip text and the
    /// condition matches the word's end.
    @inline(__always)
    func canApplySuffix(_ rule: AffixEntry, to word: [UInt32]) -> Bool {
        let kept = word.count - rule.strip.count
        guard kept > 0 || (kept == 0 && affixes.fullStrip) else { return false }
        for index in rule.strip.indices where word[kept + index] != rule.strip[index] {
            return false
        }
        return rule.condition.matchesEnd(of: word)
    }

    /// Whether a prefix rule applies (see ``canApplySuffix(_:to:)``).
    @inline(__always)
    func canApplyPrefix(_ rule: AffixEntry, to word: [UInt32]) -> Bool {
        let kept = word.count - rule.strip.count
        guard kept > 0 || (kept == 0 && affixes.fullStrip) else { return false }
        for index in rule.strip.indices where word[index] != rule.strip[index] {
            return false
        }
        return rule.condition.matchesStart(of: word)
    }

    private func applySuffix(_ rule: AffixEntry, to word: [UInt32]) -> [UInt32] {
        var form: [UInt32] = []
        form.reserveCapacity(word.count - rule.strip.count + rule.append.count)
        form.append(contentsOf: word[0..<(word.count - rule.strip.count)])
        form.append(contentsOf: rule.append)
        return form
    }

    private func applyPrefix(_ rule: AffixEntry, to word: [UInt32], into form: inout [UInt32]) {
        form.removeAll(keepingCapacity: true)
        form.append(contentsOf: rule.append)
        form.append(contentsOf: word[rule.strip.count...])
    }

    private static func unique(_ flags: [UInt32]) -> [UInt32] {
        var seen = Set<UInt32>()
        return flags.filter { seen.insert($0).inserted }
    }
}
