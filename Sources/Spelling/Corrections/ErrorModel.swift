import Foundation

/// What each kind of spelling error costs: the weights of WordKit's
/// Damerau–Levenshtein distance.
///
/// Costs are in hundredths of an ordinary edit (insert, delete or replace
/// any letter costs 100). Errors people make often cost less, so that the
/// words they lead to rank first:
///
/// - a missing or wrong accent, `n` for `ñ`, or a character in the same `MAP`
///   class (`cancion` → `canción`);
/// - a letter typed once for twice or twice for once (`ocurred`, `untill`);
/// - two neighbouring letters swapped (`recieve`), or a letter typed two
///   places early or late (`tyhe`, `fomr`);
/// - the dictionary's own `REP` replacements (`shun` → `tion`);
/// - letters that sound alike in the language (Spanish `b`/`v`, `ll`/`y`,
///   `c`/`z`/`s`, `g`/`j` and the silent `h`; Italian `cu`/`qu`, `ce`/`cie`
///   and the silent `h`; English vowels, which an unstressed syllable turns
///   into the same sound);
/// - a neighbouring key hit instead, or as well (`KEY`, else the language's
///   keyboard);
/// - letter case alone (`february` → `February`) costs almost nothing.
///
/// A letter the dictionary's `TRY` line does not list costs a little more to
/// insert or substitute: the dictionary says it is rare.
struct ErrorModel: Sendable {
    /// The weights, in hundredths of an ordinary edit.
    struct Weights: Sendable, Equatable {
        /// Insert, delete or replace a letter.
        var edit = 100
        /// A letter in another case.
        var letterCase = 5
        /// A missing or extra accent, or another member of a `MAP` class.
        var accent = 25
        /// An accent the wrong way (`è` for `é`): the writer knew the word has one.
        var accentDirection = 15
        /// A missing or extra apostrophe (`dont`, `cè`).
        var apostrophe = 40
        /// A letter typed once for twice, or twice for once.
        var doubled = 45
        /// Two neighbouring letters swapped.
        var transposition = 60
        /// A letter typed two places early or late (`tyhe`, `fomr`): fast
        /// typing scrambles more than neighbours.
        var moved = 90
        /// A `REP` replacement.
        var replacement = 60
        /// A neighbouring key hit instead of the right one, or as well.
        var keyboard = 75
        /// Extra cost of a letter `TRY` does not list.
        var untried = 20
        /// Extra cost of a slip or an ordinary edit at the first letter (people
        /// seldom mistype it; errors of sound, such as a dropped silent `h`, do
        /// happen there and cost no more).
        var firstLetter = 60
        /// A missing space between two words (`alot` → `a lot`).
        var split = 150
    }

    /// A replacement of more than one character, or anchored (`REP`, `MAP`
    /// strings, and the language's multi-letter sound-alikes).
    struct Rule: Sendable, Equatable {
        /// The typed text.
        var typed: [UInt32]
        /// The intended text.
        var intended: [UInt32]
        /// What the replacement costs.
        var cost: Int
        /// Whether it must start the word.
        var atStart = false
        /// Whether it must end the word.
        var atEnd = false
    }

    let weights: Weights
    /// Multi-character or anchored replacements, without spaces.
    let rules: [Rule]
    /// Replacements that make two words of one (`alot` → `a lot`).
    let splitRules: [Rule]
    private let keyboard: KeyboardLayout
    /// Single-letter substitutions cheaper than an edit: typed << 32 | intended.
    private let pairs: [UInt64: Int]
    /// Letters cheaper to leave out or add (the silent `h`).
    private let silent: [UInt32: Int]
    /// `TRY`'s letters, lowercase; empty when the dictionary has no `TRY`.
    private let tried: Set<UInt32>

    /// The model for a dictionary.
    ///
    /// - Parameters:
    ///   - language: The language code (`en`, `es`, `it`), which picks the
    ///     sound-alike letters and, without `KEY`, the keyboard.
    ///   - settings: The dictionary's suggestion settings.
    ///   - weights: The weights.
    init(language: String, settings: SuggestionSettings, weights: Weights = Weights()) {
        self.weights = weights
        keyboard = settings.keyboardRows.map(KeyboardLayout.init(keyRows:)) ?? KeyboardLayout(language: language)
        tried = Set(settings.tryCharacters.map { Self.lowercase($0.value) })
        var pairs: [UInt64: Int] = [:]
        var rules: [Rule] = []
        var splitRules: [Rule] = []
        func add(_ typed: [UInt32], _ intended: [UInt32], _ cost: Int, atStart: Bool = false, atEnd: Bool = false) {
            if intended.contains(0x20) {
                splitRules.append(Rule(typed: typed, intended: intended, cost: cost, atStart: atStart, atEnd: atEnd))
            } else if typed.count == 1, intended.count == 1, !atStart, !atEnd {
                let key = UInt64(typed[0]) << 32 | UInt64(intended[0])
                pairs[key] = min(pairs[key] ?? cost, cost)
            } else if !typed.isEmpty, !intended.isEmpty {
                rules.append(Rule(typed: typed, intended: intended, cost: cost, atStart: atStart, atEnd: atEnd))
            }
        }
        for replacement in settings.replacements {
            add(replacement.typed.map { Self.lowercase($0.value) }, replacement.intended.map { Self.lowercase($0.value) },
                weights.replacement, atStart: replacement.atStart, atEnd: replacement.atEnd)
        }
        for members in settings.mapClasses {
            for typed in members {
                for intended in members where intended != typed {
                    add(typed.map { Self.lowercase($0.value) }, intended.map { Self.lowercase($0.value) }, weights.accent)
                }
            }
        }
        let table = SoundAlikes(language: language)
        for replacement in table.replacements {
            add(Array(replacement.typed.unicodeScalars.map(\.value)), Array(replacement.intended.unicodeScalars.map(\.value)),
                replacement.cost, atEnd: replacement.atEnd)
        }
        self.pairs = pairs
        self.rules = rules.filter { $0.typed != $0.intended }
        self.splitRules = splitRules
        silent = table.silentLetters
    }

    /// The cost of typing `typed` where the word has `intended`.
    ///
    /// - Parameters:
    ///   - typed: A typed letter, lowercase.
    ///   - intended: The word's letter, in any case.
    func substitution(typed: UInt32, intended: UInt32) -> Int {
        if typed == intended { return 0 }
        let lower = Self.lowercase(intended)
        let letterCase = lower == intended ? 0 : weights.letterCase
        if typed == lower { return letterCase }
        if Self.fold(typed) == Self.fold(lower) {
            let bothAccented = typed != Self.fold(typed) && lower != Self.fold(lower)
            return letterCase + (bothAccented ? weights.accentDirection : weights.accent)
        }
        var cost = weights.edit + untriedSurcharge(lower)
        if let pair = pairs[UInt64(typed) << 32 | UInt64(lower)] { cost = min(cost, pair) }
        if keyboard.areNeighbours(typed, lower) { cost = min(cost, weights.keyboard) }
        return letterCase + cost
    }

    /// The cost of leaving out the word's letter `intended`.
    func omission(intended: UInt32) -> Int {
        let lower = Self.lowercase(intended)
        if Self.isApostrophe(lower) { return weights.apostrophe }
        return min(weights.edit + untriedSurcharge(lower), silent[lower] ?? Int.max)
    }

    /// The extra cost of `cost` when the edit is at the first letter: only
    /// slips and ordinary edits pay it, not errors of sound or accent.
    func firstLetterSurcharge(for cost: Int) -> Int {
        cost >= weights.keyboard ? weights.firstLetter : 0
    }

    /// Whether a scalar is an apostrophe (`'` or `’`).
    static func isApostrophe(_ value: UInt32) -> Bool {
        value == 0x27 || value == 0x2019
    }

    /// The cost of typing `typed` where the word has nothing, given the
    /// letters typed before and after it (a doubled letter or a neighbouring
    /// key costs less).
    ///
    /// - Parameters:
    ///   - typed: The extra letter, lowercase.
    ///   - before: The letter typed before it, if any.
    ///   - after: The letter typed after it, if any.
    func extra(typed: UInt32, before: UInt32?, after: UInt32?) -> Int {
        if Self.isApostrophe(typed) { return weights.apostrophe }
        var cost = min(weights.edit, silent[typed] ?? Int.max)
        if typed == before || typed == after { cost = min(cost, weights.doubled) }
        if let before, keyboard.areNeighbours(typed, before) { cost = min(cost, weights.keyboard) }
        if let after, keyboard.areNeighbours(typed, after) { cost = min(cost, weights.keyboard) }
        return cost
    }

    private func untriedSurcharge(_ lower: UInt32) -> Int {
        tried.isEmpty || tried.contains(lower) ? 0 : weights.untried
    }

    /// The lowercase form of a scalar, or the scalar when it has no single one.
    static func lowercase(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return (0x41...0x5A).contains(value) ? value + 0x20 : value }
        guard let scalar = Unicode.Scalar(value) else { return value }
        let lowered = scalar.properties.lowercaseMapping.unicodeScalars
        return lowered.count == 1 ? lowered.first?.value ?? value : value
    }

    /// The uppercase form of a scalar, or the scalar when it has no single one.
    static func uppercase(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return (0x61...0x7A).contains(value) ? value - 0x20 : value }
        guard let scalar = Unicode.Scalar(value) else { return value }
        let raised = scalar.properties.uppercaseMapping.unicodeScalars
        return raised.count == 1 ? raised.first?.value ?? value : value
    }

    /// A lowercase scalar without its accent (`á` → `a`, `ñ` → `n`).
    static func fold(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return value }
        guard let scalar = Unicode.Scalar(value) else { return value }
        let folded = String(scalar).folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).unicodeScalars
        return folded.count == 1 ? folded.first?.value ?? value : value
    }

    /// Whether a scalar is a vowel letter (a, e, i, o, u with or without accent).
    static func isVowel(_ value: UInt32) -> Bool {
        switch fold(lowercase(value)) {
        case 0x61, 0x65, 0x69, 0x6F, 0x75: true
        default: false
        }
    }
}
