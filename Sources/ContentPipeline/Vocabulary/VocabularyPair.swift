/// A language pair that makes vocabulary decks, and the dictionaries it is made from.
public struct VocabularyPair: Sendable, Hashable {
    /// The prompt language code.
    public var from: String
    /// The answer language code.
    public var to: String
    /// The Apertium dictionaries (`Dictionaries/apertium/<name>.tsv`) a prompt
    /// is translated through, in order: one for a direct pair, two for a pair
    /// that pivots through Spanish (`eng-spa`, `spa-ita` for English → Italian).
    public var route: [String]
    /// FreeDict dictionaries (`Dictionaries/freedict/<name>/`) that confirm a
    /// translation, read in their own direction: `eng-ita` confirms `house` →
    /// `casa` by listing it, `ita-eng` by listing `house` under `casa`; for
    /// English–Italian, also English Wiktionary's translation tables
    /// (`Dictionaries/wiktionary/eng-ita.tsv`), which hold far more words.
    public var confirmations: [FreeDictDirection]

    /// A dictionary that confirms translations, a FreeDict one or English
    /// Wiktionary's translation tables (``isWiktionary``), and whether it
    /// runs from the prompt language.
    public struct FreeDictDirection: Sendable, Hashable {
        /// The FreeDict name (`eng-ita`), or `wiktionary/eng-ita` for the tables.
        public var name: String
        /// True when its headwords are in the prompt language.
        public var fromPrompt: Bool

        /// Creates a direction.
        ///
        /// - Parameters:
        ///   - name: The FreeDict name.
        ///   - fromPrompt: Whether headwords are prompts.
        public init(name: String, fromPrompt: Bool) {
            self.name = name
            self.fromPrompt = fromPrompt
        }

        /// Whether it is English Wiktionary's translation tables
        /// (``WiktionaryTranslations``, named `wiktionary/eng-ita`) rather
        /// than a FreeDict dictionary.
        public var isWiktionary: Bool { name.hasPrefix("wiktionary/") }

        /// Its files, relative to `Dictionaries/`.
        public var paths: [String] {
            isWiktionary ? ["\(name).tsv"] : ["index", "dict"].map { "freedict/\(name)/\(name).\($0)" }
        }
    }

    /// Creates a pair.
    ///
    /// - Parameters:
    ///   - from: The prompt language.
    ///   - to: The answer language.
    ///   - route: The Apertium dictionaries, in order.
    ///   - confirmations: The dictionaries that confirm translations.
    public init(from: String, to: String, route: [String], confirmations: [FreeDictDirection] = []) {
        self.from = from
        self.to = to
        self.route = route
        self.confirmations = confirmations
    }

    /// The deck id prefix (`en-es`), also the card id prefix.
    public var id: String { "\(from)-\(to)" }

    /// The other direction of each dictionary of ``route`` (`spa-ita` for
    /// `ita-spa`), read backwards by a pivot's fallback.
    public var reverseRoute: [String] {
        route.map { name in name.split(separator: "-").reversed().joined(separator: "-") }
    }

    /// Whether the translations go through another language.
    public var isPivot: Bool { route.count > 1 }

    /// en↔es and es↔it from Apertium directly; en↔it through Spanish, kept
    /// only where FreeDict confirms a translation when any is confirmed.
    public static let standard = [
        VocabularyPair(from: "en", to: "es", route: ["eng-spa"],
                       confirmations: [.init(name: "eng-spa", fromPrompt: true), .init(name: "spa-eng", fromPrompt: false)]),
        VocabularyPair(from: "es", to: "en", route: ["spa-eng"],
                       confirmations: [.init(name: "spa-eng", fromPrompt: true), .init(name: "eng-spa", fromPrompt: false)]),
        VocabularyPair(from: "en", to: "it", route: ["eng-spa", "spa-ita"],
                       confirmations: [.init(name: "eng-ita", fromPrompt: true), .init(name: "wiktionary/eng-ita", fromPrompt: true),
                                       .init(name: "ita-eng", fromPrompt: false)]),
        VocabularyPair(from: "it", to: "en", route: ["ita-spa", "spa-eng"],
                       confirmations: [.init(name: "ita-eng", fromPrompt: true), .init(name: "eng-ita", fromPrompt: false),
                                       .init(name: "wiktionary/eng-ita", fromPrompt: false)]),
        VocabularyPair(from: "es", to: "it", route: ["spa-ita"]),
        VocabularyPair(from: "it", to: "es", route: ["ita-spa"]),
    ]
}
