import Testing
import WordKitPlay

/// A play error names what went wrong and where, with the data in its
/// associated values, and no command, flag or variable of a front end (the
/// CLI adds its advice itself).
struct PlayErrorTests {
    @Test(arguments: [
        (PlayError.noContentFolder, "no Content folder found"),
        (.missingContent(path: "/c/roots/en-8.txt"), "/c/roots/en-8.txt not found"),
        (.noDecks(folder: "/c/decks"), "no decks in /c/decks"),
        (.unknownDeck("colors"), "no deck \"colors\""),
        (.missingDeckFile(path: "/d/colors.json"), "deck file /d/colors.json not found"),
    ])
    func descriptionsNameTheDataAndNoFrontEnd(_ error: PlayError, _ expected: String) {
        #expect(error.description == expected)
        for advice in ["--", "wordkit", "WORDKIT_"] {
            #expect(!error.description.contains(advice), "\(error.description)")
        }
    }
}
