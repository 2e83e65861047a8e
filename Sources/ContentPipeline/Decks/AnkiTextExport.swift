import Foundation
import GameKernel

/// What ``DeckTextFormat/exportTSV(_:schedules:)`` writes beyond prompt,
/// answer and id: the tags column, the optional schedule columns, and whether
/// fields go out as HTML.
///
/// The extra columns come after WordKit's own, numbered from there, so that
/// columns added before them move them along. Anki maps columns to note
/// fields by their `#columns:` labels (`Front`, `Back`), so it ignores the
/// schedule columns: Anki's text import cannot set scheduling, and the
/// columns are for people, spreadsheets and WordKit's own tools.
struct AnkiTextExportExtras {
    /// The labels of the schedule columns.
    static let scheduleLabels = ["State", "Due", "Stability", "Difficulty"]

    let deck: ContentDeck
    let schedules: [String: CardSchedule]?

    /// Whether any card kept HTML with formatting; then every field is written as HTML.
    var isHTML: Bool {
        deck.cardExtras?.values.contains { $0.promptHTML != nil || $0.answerHTML != nil } ?? false
    }

    /// The labels of the extra columns.
    var labels: [String] {
        ["Tags"] + (schedules == nil ? [] : Self.scheduleLabels)
    }

    /// The header lines that number the extra columns.
    ///
    /// - Parameter count: How many columns come before them.
    func headers(after count: Int) -> [String] {
        ["#tags column:\(count + 1)"]
    }

    /// The prompt as the file holds it.
    func prompt(of card: Card) -> String {
        field(card.prompt, html: deck.cardExtras?[card.id]?.promptHTML)
    }

    /// The answer as the file holds it.
    func answer(of card: Card) -> String {
        field(card.answer, html: deck.cardExtras?[card.id]?.answerHTML)
    }

    /// The extra columns' values for `card`.
    func values(for card: Card) -> [String] {
        var values = [(deck.cardExtras?[card.id]?.tags ?? []).joined(separator: " ")]
        if let schedules {
            values += Self.scheduleValues(schedules[card.id])
        }
        return values
    }

    /// Kept HTML when it still shows the card's text, else the text as HTML
    /// (or as it is, in a plain-text file).
    private func field(_ text: String, html: String?) -> String {
        guard isHTML else { return text }
        if let html, HTMLText.plainText(html) == text { return html }
        return HTMLText.html(text)
    }

    /// State, due time (ISO 8601, UTC), stability and difficulty; a card
    /// never reviewed is `new` with the rest empty.
    private static func scheduleValues(_ schedule: CardSchedule?) -> [String] {
        guard let schedule, schedule.state != .new else { return ["new", "", "", ""] }
        let number = { (value: Double?) in value.map { String(format: "%.4f", $0) } ?? "" }
        return [schedule.state.rawValue, ISO8601DateFormatter().string(from: schedule.due),
                number(schedule.stability), number(schedule.difficulty)]
    }
}
