/// What the content report (`Content/README.md`) describes, gathered while building.
struct ContentReportData {
    struct Language {
        var language: ContentLanguage
        var lexiconCount: Int
        var roots: [RootList]
    }

    var languages: [Language] = []
    var levels: [ContentLevel] = []
    var decks: [ContentDeck] = []
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
