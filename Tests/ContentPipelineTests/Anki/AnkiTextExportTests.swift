import Foundation
import GameKernel
import Testing
@testable import ContentPipeline

@Suite struct AnkiTextExportTests {
    static let deck: ContentDeck = {
        var deck = ContentDeck(id: "d", title: "Deck", languages: ["es", "en"],
                               cards: [Card(id: "d:uno", prompt: "uno", answer: "one"), Card(id: "d:dos", prompt: "dos", answer: "two & 2")],
                               source: "test")
        deck.cardExtras = ["d:uno": CardExtras(tags: ["num", "easy"])]
        return deck
    }()

    @Test func tagsGoInTheirOwnColumn() {
        #expect(DeckTextFormat.exportTSV(Self.deck) == """
            #separator:tab
            #html:false
            #columns:Front\tBack\tID\tTags
            #guid column:3
            #tags column:4
            #deck:Deck
            uno\tone\td:uno\tnum easy
            dos\ttwo & 2\td:dos\t

            """)
    }

    @Test func keptHTMLMakesTheWholeFileHTML() throws {
        var deck = Self.deck
        deck.cardExtras?["d:uno"]?.promptHTML = "<b>uno</b>"
        // HTML that no longer shows the card's text (the prompt was edited) is not used.
        deck.cardExtras?["d:dos"] = CardExtras(answerHTML: "<i>stale</i>")
        let text = DeckTextFormat.exportTSV(deck)
        #expect(text.contains("#html:true\n"))
        #expect(text.hasSuffix("<b>uno</b>\tone\td:uno\tnum easy\ndos\ttwo &amp; 2\td:dos\t\n"))
        let back = try DeckTextFormat.importDecks(Data(text.utf8), path: "d.txt")
        #expect(back.first?.cards == deck.cards)
        #expect(back.first?.cardExtras == ["d:uno": CardExtras(tags: ["num", "easy"], promptHTML: "<b>uno</b>")])
    }

    @Test func scheduleColumnsComeAfterTheTagsAndReadBackAsTheSameCards() throws {
        let due = Date(timeIntervalSince1970: 1_800_000_000)
        let schedule = CardSchedule(cardID: "d:dos", state: .review, step: nil, stability: 12.345678, difficulty: 4.5,
                                    due: due, lastReview: due.addingTimeInterval(-86_400 * 12))
        let text = DeckTextFormat.exportTSV(Self.deck, schedules: ["d:dos": schedule])
        #expect(text.contains("#columns:Front\tBack\tID\tTags\tState\tDue\tStability\tDifficulty\n#guid column:3\n#tags column:4\n"))
        #expect(text.contains("uno\tone\td:uno\tnum easy\tnew\t\t\t\n"))
        #expect(text.contains("dos\ttwo & 2\td:dos\t\treview\t2027-01-15T08:00:00Z\t12.3457\t4.5000\n"))
        let back = try DeckTextFormat.importDecks(Data(text.utf8), path: "d.txt")
        #expect(back.first?.cards == Self.deck.cards)
        #expect(back.first?.cardExtras == Self.deck.cardExtras)
    }
}
