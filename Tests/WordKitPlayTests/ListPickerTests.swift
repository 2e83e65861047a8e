import Testing
import WordKitPlay

/// The list picker's reducer (issue 21): keys move the highlight, Enter
/// chooses, Esc cancels, and the rows shown follow the window's size.
@Suite struct ListPickerTests {
    /// Runs `keys` from a fresh picker and returns the final state and the outcomes.
    static func run(_ count: Int, from selected: Int = 0, _ keys: [ListPicker.Key], pageSize: Int = 3) -> (ListPicker, [ListPicker.Outcome]) {
        var picker = ListPicker(count: count, selected: selected)
        let outcomes = keys.map { picker.handle($0, pageSize: pageSize) }
        return (picker, outcomes)
    }

    @Test func arrowsAndJKMoveAndWrapAround() {
        #expect(Self.run(4, [.down, .down]).0.selected == 2)
        #expect(Self.run(4, [.character("j"), .character("j"), .character("k")]).0.selected == 1)
        #expect(Self.run(4, [.up]).0.selected == 3)
        #expect(Self.run(4, from: 3, [.down]).0.selected == 0)
        #expect(Self.run(4, [.down, .up, .up]).0 == ListPicker(count: 4, selected: 3))
    }

    @Test func enterChoosesTheHighlightedRowAndEscCancels() {
        let (picker, outcomes) = Self.run(5, [.down, .down, .enter])
        #expect(outcomes == [.stay, .stay, .chosen(2)])
        #expect(picker.selected == 2)
        #expect(Self.run(5, from: 4, [.escape]).1 == [.cancelled])
        // Other characters neither move nor choose.
        #expect(Self.run(5, from: 1, [.character("x"), .character("q")]) == (ListPicker(count: 5, selected: 1), [.stay, .stay]))
    }

    @Test func anEmptyListChoosesNothingButCancels() {
        let (picker, outcomes) = Self.run(0, [.down, .up, .pageDown, .end, .enter, .escape])
        #expect(picker.selected == 0 && picker.count == 0)
        #expect(outcomes == [.stay, .stay, .stay, .stay, .stay, .cancelled])
        #expect(ListPicker(count: 0).visible(rows: 5).isEmpty)
    }

    @Test func pagesAndEndsStopAtTheEdges() {
        #expect(Self.run(10, [.pageDown], pageSize: 4).0.selected == 4)
        #expect(Self.run(10, [.pageDown, .pageDown, .pageDown], pageSize: 4).0.selected == 9)
        #expect(Self.run(10, from: 5, [.pageUp, .pageUp], pageSize: 4).0.selected == 0)
        #expect(Self.run(10, from: 5, [.end]).0.selected == 9)
        #expect(Self.run(10, from: 5, [.character("G"), .character("g")]).0.selected == 0)
        #expect(Self.run(10, [.home]).0.selected == 0)
    }

    @Test func aFirstSelectionOutsideTheRowsIsKeptWithinThem() {
        #expect(ListPicker(count: 3, selected: 7).selected == 2)
        #expect(ListPicker(count: 3, selected: -2).selected == 0)
    }

    /// Every selection of every small list, at every window size: the rows
    /// shown hold the highlight, fill the window, and stay put while the
    /// highlight moves within them (no scrolling at each key).
    @Test func theRowsShownAlwaysHoldTheHighlight() {
        for count in 0...9 {
            for rows in 1...10 {
                var previous: Range<Int>?
                for selected in 0..<max(1, count) {
                    let picker = ListPicker(count: count, selected: selected)
                    let shown = picker.visible(rows: rows)
                    #expect(shown.count == min(rows, count))
                    #expect(shown.lowerBound >= 0 && shown.upperBound <= count)
                    if count > 0 { #expect(shown.contains(selected)) }
                    if let previous, previous.contains(selected) { #expect(shown == previous) }
                    previous = shown
                    #expect(picker.label(rows: rows).isEmpty == (count <= rows))
                }
            }
        }
    }

    @Test func aResizedWindowShowsTheHighlightToo() {
        let picker = ListPicker(count: 100, selected: 57)
        #expect(picker.visible(rows: 10) == 50..<60)
        #expect(picker.label(rows: 10) == "rows 51–60 of 100")
        #expect(picker.visible(rows: 4).contains(57))
        #expect(picker.visible(rows: 200) == 0..<100)
    }
}
