import GameKernel
import Testing
@testable import ContentPipeline

@Suite struct DeckMergeTests {
    static let existing: ContentDeck = {
        var deck = ContentDeck(id: "words", title: "Words", languages: ["es", "en"],
                               cards: [Card(id: "g1", prompt: "uno", answer: "one"), Card(id: "g2", prompt: "dos", answer: "two"),
                                       Card(id: "words:tres", prompt: "tres", answer: "three"), Card(id: "g4", prompt: "cuatro", answer: "four")],
                               source: "imported from words.txt")
        deck.cardExtras = ["g2": CardExtras(tags: ["old"])]
        return deck
    }()

    @Test func updatesByGuidAddsNewCardsAndSaysWhatChanged() {
        var file = ContentDeck(id: "palabras", title: "Palabras", languages: [],
                               cards: [Card(id: "g2", prompt: "dos", answer: "two"), Card(id: "g1", prompt: "uno", answer: "one, single"),
                                       Card(id: "palabras:tres", prompt: "tres", answer: "three"), Card(id: "g5", prompt: "cinco", answer: "five")],
                               source: "imported from palabras.txt")
        file.cardExtras = ["g2": CardExtras(tags: ["old"]), "g5": CardExtras(tags: ["new"])]
        let merge = DeckMerge.merge(file, into: Self.existing)
        #expect(merge.added == ["g5"])
        #expect(merge.updated == ["g1"])
        #expect(merge.unchanged == ["g2", "words:tres"])
        #expect(merge.notInFile == ["g4"])
        #expect(merge.titleChanged)
        #expect(merge.deck == {
            var deck = ContentDeck(id: "words", title: "Palabras", languages: ["es", "en"],
                                   cards: [Card(id: "g1", prompt: "uno", answer: "one, single"), Card(id: "g2", prompt: "dos", answer: "two"),
                                           Card(id: "words:tres", prompt: "tres", answer: "three"), Card(id: "g4", prompt: "cuatro", answer: "four"),
                                           Card(id: "g5", prompt: "cinco", answer: "five")],
                                   source: "imported from words.txt")
            deck.cardExtras = ["g2": CardExtras(tags: ["old"]), "g5": CardExtras(tags: ["new"])]
            return deck
        }())
    }

    @Test func changedTagsOrHTMLCountAsUpdates() {
        var file = Self.existing
        file.cardExtras = ["g2": CardExtras(tags: ["old", "more"]), "g4": CardExtras(promptHTML: "<b>cuatro</b>")]
        let merge = DeckMerge.merge(file, into: Self.existing)
        #expect(merge.updated == ["g2", "g4"] && merge.unchanged == ["g1", "words:tres"] && merge.added.isEmpty)
        #expect(!merge.titleChanged)
        #expect(merge.deck.cardExtras == file.cardExtras)
        let same = DeckMerge.merge(Self.existing, into: Self.existing)
        #expect(same.deck == Self.existing && same.updated.isEmpty && same.unchanged.count == 4)
    }

    @Test func theTargetIsTheDeckSharingMostCards() {
        let other = ContentDeck(id: "other", title: "Other", languages: [], cards: [Card(id: "g1", prompt: "x", answer: "y")], source: "")
        let file = ContentDeck(id: "renamed", title: "Renamed", languages: [],
                               cards: [Card(id: "g1", prompt: "uno", answer: "one"), Card(id: "renamed:tres", prompt: "tres", answer: "3")],
                               source: "")
        #expect(DeckMerge.target(for: file, among: [other, Self.existing]) == 1)
        #expect(DeckMerge.target(for: file, among: [other]) == 0)
        let unrelated = ContentDeck(id: "words", title: "W", languages: [], cards: [Card(id: "z", prompt: "z", answer: "z")], source: "")
        #expect(DeckMerge.target(for: unrelated, among: [other, Self.existing]) == nil)
        // A tie goes to the deck of the same id.
        let twin = ContentDeck(id: "twin", title: "", languages: [], cards: [Card(id: "g1", prompt: "a", answer: "b")], source: "")
        let byID = ContentDeck(id: "twin", title: "", languages: [], cards: [Card(id: "g1", prompt: "a", answer: "c")], source: "")
        #expect(DeckMerge.target(for: byID, among: [other, twin]) == 1)
    }
}
