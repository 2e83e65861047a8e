import Foundation
import GameKernel
import Testing
import WordKitPlay

/// What the study screen shows (issue 22): the card's front and back, the
/// counts, the interval each grade would give and the last card graded are
/// asserted against a twin kernel session that takes the same actions.
@Suite struct StudyScreenViewTests {
    typealias Store = StudyScreenTests.Store
    static let morning = StudyScreenTests.morning

    /// The text of `lines`, styles left out.
    static func texts(_ lines: [ScreenLine]) -> [String] { lines.map(\.text) }

    /// The box line holding `text`, padded to the box's inner `width`.
    static func boxed(_ text: String, width: Int) -> String {
        "  │ " + text + String(repeating: " ", count: width - 2 - text.count) + " │"
    }

    @Test func theFrontShowsTheCountsThePromptAndTheAnswerHidden() throws {
        let store = try Store()
        let game = store.twin.game
        let card = try #require(game.currentCard)
        let counts = game.counts(at: Self.morning)
        let view = store.screen.view(at: Self.morning, width: 79)
        let lines = Self.texts(view)
        #expect(lines[0] == " STUDY   [English → Spanish]")
        #expect(lines[2] == "  Due \(counts.due) · New \(counts.new) · Reviewed 0 · Again 0")
        #expect(view[2].runs[1] == ScreenLine.Run(String(counts.due), [.bold, .red]))
        #expect(view[2].runs[3] == ScreenLine.Run(String(counts.new), [.bold, .blue]))
        // The box is as wide as the hidden line and four more, at least 24.
        let hidden = "(Space to show the answer)"
        let width = hidden.count + 4
        let top = try #require(lines.firstIndex { $0.hasPrefix("  ┌") })
        #expect(lines[top] == "  ┌" + String(repeating: "─", count: width) + "┐  " + game.schedule(of: card).state.rawValue)
        #expect(lines[top + 1] == Self.boxed("[\(card.prompt)]", width: width))
        #expect(view[top + 1].runs[1] == ScreenLine.Run("[\(card.prompt)]", [.bold]))
        #expect(lines[top + 3] == Self.boxed(hidden, width: width))
        #expect(view[top + 3].runs[1] == ScreenLine.Run(hidden, [.dim]))
        #expect(lines[top + 4] == "  └" + String(repeating: "─", count: width) + "┘")
        #expect(lines.contains("  Space/Enter/↑ show the answer · u undo · s say · ? help · m menu · q quit"))
        #expect(!lines.contains { $0.hasPrefix("  Last card") })
    }

    @Test func theBackShowsTheAnswerAndWhatEachGradeWouldGive() throws {
        var store = try Store()
        store.press(.character(" ")) { $0.message = "" }
        store.twin.perform(.reveal, at: Self.morning)
        let game = store.twin.game
        let card = try #require(game.currentCard)
        let preview = try #require(game.preview)
        let view = store.screen.view(at: Self.morning, width: 79)
        let lines = Self.texts(view)
        let top = try #require(lines.firstIndex { $0.hasPrefix("  ┌") })
        // The box keeps the width it had while the answer was hidden.
        #expect(lines[top + 3] == Self.boxed("[\(card.answer)]", width: 30))
        #expect(view[top + 3].runs[1] == ScreenLine.Run("[\(card.answer)]", [.yellow]))
        let grades = ReviewGrade.allCases.map { "\($0.rawValue) \($0) " + IntervalText.short(preview.interval(for: $0)) }
        let buttons = try #require(view.first { $0.text == "  " + grades.joined(separator: "   ") })
        #expect(buttons.runs.contains(ScreenLine.Run("1 again", [.bold, .red])))
        #expect(buttons.runs.contains(ScreenLine.Run("4 easy", [.bold, .blue])))
        #expect(lines.contains("  1-4 grade · Space/Enter good · u undo · s say · ? help · m menu · q quit"))
    }

    @Test func theLastCardGradedIsShownWithWhenItIsDueAgain() throws {
        var store = try Store()
        store.grade("3", .good)
        let last = try #require(store.screen.state.last)
        let lines = Self.texts(store.screen.view(at: Self.morning, width: 79))
        #expect(
            lines.contains(
                "  Last card: \(last.prompt) → \(last.answer)  good, due again in \(IntervalText.short(last.due.timeIntervalSince(Self.morning)))"))
        #expect(lines[2].hasSuffix("Reviewed 1 · Again 0"))
        // A message wraps under the card.
        store.press(.character("4")) { $0.message = StudyScreen.showFirst }
        let narrow = Self.texts(store.screen.view(at: Self.morning, width: 30))
        #expect(narrow.suffix(2) == TextLayout.wrap(StudyScreen.showFirst, width: 28).map { "  " + $0 }[...])
    }

    @Test func anEndedSessionSaysWhenTheNextCardIsDue() throws {
        var store = try Store()
        store.grade("1", .again)
        store.send(.abandon(at: Self.morning))
        _ = store.twin.end(at: Self.morning)
        let summary = store.twin.game.summary(at: Self.morning)
        let due = try #require(summary.nextDue)
        let lines = Self.texts(store.screen.view(at: Self.morning, width: 79))
        #expect(lines.contains("  Session ended. Reviewed 1 · again 1"))
        #expect(lines.contains("  " + StudyScreen.nextDue(due, at: Self.morning)))
        #expect(StudyScreen.nextDue(due, at: Self.morning).hasSuffix("(in \(IntervalText.short(due.timeIntervalSince(Self.morning))))."))
        #expect(StudyScreen.nextDue(nil, at: Self.morning) == "No card of this deck has been studied yet.")
        #expect(lines.contains("  r study again (what has come due) · u undo · ? help · m menu · q quit"))
    }

    @Test func aRevealedCardShowsItsExampleAsFlashcardsDo() throws {
        let example = CardExample(text: "El gato duerme.", translation: "The cat sleeps.", source: "Tatoeba")
        let deck = Deck(
            id: "es-en", title: "Spanish", languages: [.spanish, .english],
            cards: [Card(id: "es-en:gato", prompt: "gato", answer: "cat", example: example)])
        let session = try GameSession.study(DeckReviews(deck: deck, from: []), options: StudyOptions(fuzz: false), seed: 1, recorder: .none, at: Self.morning)
        var screen = StudyScreen(session: session, shown: { $0.uppercased() })
        let exampleLines = FlashcardsScreen.exampleLines(example, width: 79, shown: { $0.uppercased() })
        #expect(Self.texts(exampleLines).contains { $0.contains("EL GATO DUERME.") })
        #expect(!Self.texts(screen.view(at: Self.morning, width: 79)).contains { $0.contains("EL GATO") })
        screen.reduce(.pressed(.enter, at: Self.morning, speechIsOn: false))
        let view = screen.view(at: Self.morning, width: 79)
        let bottom = try #require(view.firstIndex { $0.text.hasPrefix("  └") })
        #expect(Array(view[(bottom + 2)...].prefix(exampleLines.count)) == exampleLines)
    }
}
