/// Receives the forms that affix expansion produces.
protocol FormSink {
    /// Takes one form; it may repeat forms seen before.
    ///
    /// - Parameter form: The form's scalar values, valid only during the call.
    mutating func accept(_ form: [UInt32])

    /// Whether the sink wants no more forms of the current entry: expansion
    /// then stops early (one stem of a large agglutinative dictionary can
    /// make millions of forms).
    var isSaturated: Bool { get }
}

extension FormSink {
    var isSaturated: Bool { false }
}

/// Passes forms on reversed (for ``FormGenerator/mirrored``).
private struct ReversingSink<Base: FormSink>: FormSink {
    let base: UnsafeMutablePointer<Base>
    var scratch: [UInt32] = []

    mutating func accept(_ form: [UInt32]) {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: form.reversed())
        base.pointee.accept(scratch)
    }

    var isSaturated: Bool { base.pointee.isSaturated }
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
struct FormGenerator: Sendable {
    let affixes: AffixFile
    /// When set, prefix and outer-suffix rules that add anything but
    /// lowercase letters are skipped: their characters survive into every
    /// form they make, so none of those forms could enter a lexicon.
    let lettersOnly: Bool
    private let prefixes: [UInt32: CompiledAffixClass]
    private let suffixes: [UInt32: CompiledAffixClass]

    /// A suffix applied to the stem (first level).
    private struct SuffixStep {
        let suffixClass: CompiledAffixClass
        let rule: CompiledAffixClass.Rule
        let form: [UInt32]
        let stemHasClass: Bool
    }

    /// An outer suffix applied on top of a first-level suffix.
    private struct TwofoldStep {
        let inner: Int
        let outerClass: CompiledAffixClass
        let outer: CompiledAffixClass.Rule
        let form: [UInt32]
    }

    /// `COMPLEXPREFIXES`: words are expanded reversed, with the prefix
    /// classes acting as suffix classes and the other way round, so that the
    /// twofold step stacks prefixes; forms are reversed back on the way out.
    let mirrored: Bool

    init(affixes: AffixFile, lettersOnly: Bool = false) {
        self.affixes = affixes
        self.lettersOnly = lettersOnly
        mirrored = affixes.complexPrefixes
        if mirrored {
            prefixes = affixes.suffixes.mapValues { CompiledAffixClass($0.mirrored, affixes: affixes) }
            suffixes = affixes.prefixes.mapValues { CompiledAffixClass($0.mirrored, affixes: affixes) }
        } else {
            prefixes = affixes.prefixes.mapValues { CompiledAffixClass($0, affixes: affixes) }
            suffixes = affixes.suffixes.mapValues { CompiledAffixClass($0, affixes: affixes) }
        }
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
    ///   *t* twofold rules per suffix form and *p* prefix rules, counting
    ///   only rules indexed under the word's edge character.
    func generate<Sink: FormSink>(_ entry: DictionaryEntry, into sink: inout Sink) {
        if isExcluded(entry) { return }
        guard mirrored else { return expand(entry, stem: entry.scalars, into: &sink) }
        withUnsafeMutablePointer(to: &sink) { pointer in
            var reversing = ReversingSink(base: pointer)
            expand(entry, stem: entry.scalars.reversed(), into: &reversing)
        }
    }

    /// Emits the forms of `entry` built on `stem` (the entry's word, or its
    /// reverse when ``mirrored``).
    private func expand<Sink: FormSink>(_ entry: DictionaryEntry, stem: [UInt32], into sink: inout Sink) {
        let stemFlags = entry.flagValues

        if !entry.has(affixes.needAffix) {
            sink.accept(stem)
        }

        // Prefix classes on the stem, and suffix classes they enable.
        var prefixFlags: [UInt32] = []
        var suffixFlags: [UInt32] = []
        for flag in stemFlags {
            if let prefixClass = prefixes[flag] {
                prefixFlags.append(flag)
                for rule in prefixClass.rules {
                    for continued in rule.entry.continuation where suffixes[continued] != nil {
                        suffixFlags.append(continued)
                    }
                }
            }
            if suffixes[flag] != nil {
                suffixFlags.append(flag)
            }
        }

        // First-level suffixes.
        var steps: [SuffixStep] = []
        for flag in Self.unique(suffixFlags) where !sink.isSaturated {
            guard let suffixClass = suffixes[flag] else { continue }
            let stemHasClass = stemFlags.contains(flag)
            suffixClass.forEachCandidate(edge: stem.last) { rule in
                guard !sink.isSaturated, steps.count < Self.maximumStoredForms, canApplySuffix(rule.entry, to: stem) else { return }
                let form = applySuffix(rule.entry, to: stem)
                steps.append(SuffixStep(suffixClass: suffixClass, rule: rule, form: form, stemHasClass: stemHasClass))
                if stemHasClass, !rule.hasCircumfix, !rule.hasOnlyInCompound, !rule.hasNeedAffix {
                    sink.accept(form)
                }
                for continued in rule.entry.continuation where prefixes[continued] != nil {
                    prefixFlags.append(continued)
                }
            }
        }

        // Twofold suffixes.
        var twofold: [TwofoldStep] = []
        for (index, step) in steps.enumerated() where !step.rule.entry.continuation.isEmpty && !sink.isSaturated {
            for outerFlag in step.rule.entry.continuation {
                guard let outerClass = suffixes[outerFlag] else { continue }
                outerClass.forEachCandidate(edge: step.form.last) { outer in
                    guard !sink.isSaturated, twofold.count < Self.maximumStoredForms, !lettersOnly || outer.addsOnlyLetters, canApplySuffix(outer.entry, to: step.form) else { return }
                    let form = applySuffix(outer.entry, to: step.form)
                    twofold.append(TwofoldStep(inner: index, outerClass: outerClass, outer: outer, form: form))
                    if step.stemHasClass, !step.rule.hasCircumfix, !step.rule.hasOnlyInCompound {
                        sink.accept(form)
                    }
                    for continued in outer.entry.continuation where prefixes[continued] != nil {
                        prefixFlags.append(continued)
                    }
                }
            }
        }

        // Prefixes, alone and crossed with one or two suffixes.
        var scratch: [UInt32] = []
        for flag in Self.unique(prefixFlags) where !sink.isSaturated {
            guard let prefixClass = prefixes[flag] else { continue }
            let stemHasPrefix = stemFlags.contains(flag)

            if stemHasPrefix {
                prefixClass.forEachCandidate(edge: stem.first) { prefix in
                    guard !sink.isSaturated, !lettersOnly || prefix.addsOnlyLetters, !prefix.hasNeedAffix, !prefix.hasOnlyInCompound,
                          canApplyPrefix(prefix.entry, to: stem)
                    else { return }
                    applyPrefix(prefix.entry, to: stem, into: &scratch)
                    sink.accept(scratch)
                }
            }
            guard prefixClass.crossProduct else { continue }

            for step in steps where step.suffixClass.crossProduct && !sink.isSaturated {
                let rule = step.rule
                guard !rule.hasOnlyInCompound, stemHasPrefix || rule.entry.continues(with: flag) else { continue }
                prefixClass.forEachCandidate(edge: step.form.first) { prefix in
                    guard !sink.isSaturated, !lettersOnly || prefix.addsOnlyLetters, !prefix.hasOnlyInCompound,
                          step.stemHasClass || prefix.entry.continues(with: step.suffixClass.flag),
                          rule.hasCircumfix == prefix.hasCircumfix,
                          !(prefix.hasNeedAffix && rule.hasNeedAffix),
                          canApplyPrefix(prefix.entry, to: step.form)
                    else { return }
                    applyPrefix(prefix.entry, to: step.form, into: &scratch)
                    sink.accept(scratch)
                }
            }

            for step in twofold where step.outerClass.crossProduct && !sink.isSaturated {
                let inner = steps[step.inner]
                let rule = inner.rule
                let enabledByOuter = step.outer.entry.continues(with: flag)
                if enabledByOuter {
                    guard inner.stemHasClass, !rule.hasCircumfix, !rule.hasOnlyInCompound else { continue }
                } else {
                    guard inner.suffixClass.crossProduct, !rule.hasOnlyInCompound,
                          stemHasPrefix || rule.entry.continues(with: flag)
                    else { continue }
                }
                prefixClass.forEachCandidate(edge: step.form.first) { prefix in
                    guard !sink.isSaturated, !lettersOnly || prefix.addsOnlyLetters else { return }
                    if !enabledByOuter {
                        guard rule.hasCircumfix == prefix.hasCircumfix,
                              inner.stemHasClass || prefix.entry.continues(with: inner.suffixClass.flag)
                        else { return }
                    }
                    guard canApplyPrefix(prefix.entry, to: step.form) else { return }
                    applyPrefix(prefix.entry, to: step.form, into: &scratch)
                    sink.accept(scratch)
                }
            }
        }
    }

    // MARK: Rule application

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

    /// At most this many intermediate suffixed forms of one entry are kept
    /// for the prefix step (a bound on memory whatever the sink counts).
    static let maximumStoredForms = 1_000_000

    private static func unique(_ flags: [UInt32]) -> [UInt32] {
        var seen = Set<UInt32>()
        return flags.filter { seen.insert($0).inserted }
    }
}
