/// What the content report (`Content/README.md`) describes, gathered while building.
struct ContentReportData {
    struct Language {
        var language: ContentLanguage
        var lexiconCount: Int
        var roots: [RootList]
    }

    var languages: [Language] = []
    var levels: [ContentLevel] = []
}
