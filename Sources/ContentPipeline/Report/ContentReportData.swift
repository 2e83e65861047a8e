import GameKernel

/// What the content report (`Content/README.md`) describes, gathered while building.
struct ContentReportData {
    struct Language {
        var language: ContentLanguage
        var lexiconCount: Int
        var roots: [RootList]
        /// Game words left out or uncounted, by reason (see `GameWordCuration.gameWords`).
        var gameWordCounts: [String: Int] = [:]
        /// Up to 12 examples of each reason.
        var gameWordExamples: [String: [String]] = [:]
        /// The words the games accept.
        var acceptedGameWords = 0
        /// The words the games count.
        var countedGameWords = 0
        /// What 30 seeded rounds a length count and accept.
        var seededRounds = SeededRounds()
        var blocklistSizes: [String: Int] = [:]
    }

    /// One vocabulary pair: its cards and how they measure up.
    struct Vocabulary {
        var pair: VocabularyPair
        var cards: [Card]
        var removed: [String: Int]
        /// The prompt language's most frequent content lemmas.
        var contentLemmas: [String]
        /// The words above the last content lemma that each rule left out.
        var contentLemmaExclusions: [ContentLemmaFilter.Reason: [String]] = [:]
        var topCount: Int
        var review: DeckReview?
        var samples: [(deck: String, cards: [Card])] = []
        /// How many top cards' first translation the corpus attests.
        var attestedTop = 0
        /// How many top cards' example the tagger reads with the prompt in the card's class.
        var examplesInClassTop = 0
        /// The prompts a translation that was the prompt itself as a name was dropped from.
        var sameNamePrompts: [String] = []

        init(pair: VocabularyPair, cards: [Card], removed: [String: Int], contentLemmas: [String], topCount: Int) {
            self.pair = pair
            self.cards = cards
            self.removed = removed
            self.contentLemmas = contentLemmas
            self.topCount = topCount
        }

        var deckIDs: [String] { ["\(pair.id)-top\(topCount)", "\(pair.id)-full"] }

        /// The lemma of each card (its id after `<pair>:`).
        var lemmas: [String] { cards.map { String($0.id.dropFirst(pair.id.count + 1)) } }
    }

    /// The words of seeded rounds.
    struct SeededRounds {
        var rounds = 0
        /// Counted words, summed over the rounds.
        var counted = 0
        /// Of those, the ones of Zipf 2 or more.
        var common = 0
        /// Bonus words the rounds would accept besides.
        var bonus = 0
    }

    var languages: [Language] = []
    var levels: [ContentLevel] = []
    var decks: [ContentDeck] = []
    var vocabulary: [Vocabulary] = []
    /// How many cards `reviews/corrections.tsv` corrects.
    var correctionCount = 0
    /// How many sentences `reviews/excluded-examples.tsv` excludes from examples.
    var excludedExampleCount = 0
    var hwsComparison: Comparison?

    /// How `roots/en-8.txt` overlaps Hacking with Swift's list.
    struct Comparison {
        var hwsCount: Int
        var oursCount: Int
        var both: Int
        var oursOnly: Int
        var oursOnlyExamples: [String]
        var hwsOnly: [String: Int]
        var hwsOnlyExamples: [String: [String]]
    }
}
