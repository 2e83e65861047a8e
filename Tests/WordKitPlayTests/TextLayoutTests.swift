import GameKernel
import Testing
import WordKitPlay

/// Text laid out for a window: no word is ever cut between lines, lists fit
/// in columns, long lists are paged, counts have the right noun.
@Suite struct TextLayoutTests {
    static let words = ["a", "stream", "tear", "masters", "at", "extraordinary", "tea", "mast", "steam", "rest", "sea", "amass"]

    @Test func wrappingBreaksOnlyBetweenWords() {
        let text = Self.words.joined(separator: " ")
        for width in 13...60 {
            let lines = TextLayout.wrap(text, width: width)
            #expect(lines.allSatisfy { $0.count <= width }, "width \(width)")
            #expect(lines.flatMap { $0.split(separator: " ").map(String.init) } == Self.words, "width \(width)")
        }
        #expect(TextLayout.wrap("", width: 10) == [""])
        #expect(TextLayout.wrap("extraordinary", width: 5) == ["extr…"])
    }

    /// A card's example: the sentence, then the translation with the source
    /// after a dash, each wrapped to its width; line breaks and tabs in deck
    /// text are spaces.
    @Test func anExampleWrapsItsSentenceAndTranslation() {
        let example = CardExample(text: "El perro de mi vecino\nladra todas las noches.", translation: "My neighbour's dog\tbarks every night.",
                                  source: "Tatoeba")
        let (sentence, translation) = CardDetails.exampleLines(example, width: 20, indent: 2)
        #expect(sentence == ["El perro de mi", "vecino ladra todas", "las noches."])
        #expect(translation == ["My neighbour's dog", "barks every night.", "— Tatoeba"])
        #expect((sentence + translation).allSatisfy { $0.count <= 20 })
        #expect(translation.allSatisfy { $0.count <= 18 })
        let wide = CardDetails.exampleLines(example, width: 80)
        #expect(wide.sentence == ["El perro de mi vecino ladra todas las noches."])
        #expect(wide.translation == ["My neighbour's dog barks every night. — Tatoeba"])
        #expect(CardDetails.exampleLines(CardExample(text: "Hola."), width: 80) == (["Hola."], []))
        #expect(CardDetails.exampleLines(CardExample(text: "Hola.", source: "Tatoeba"), width: 80) == (["Hola."], ["— Tatoeba"]))

        let card = Card(id: "x", prompt: "el perro", answer: "dog", example: example)
        #expect(CardDetails.exampleLine(of: card) == "El perro de mi vecino ladra todas las noches. → My neighbour's dog barks every night. — Tatoeba")
        #expect(CardDetails.exampleLine(of: Card(id: "y", prompt: "a", answer: "b", example: CardExample(text: "Un\tejemplo."))) == "Un ejemplo.")
        #expect(CardDetails.exampleLine(of: Card(id: "z", prompt: "a", answer: "b")) == nil)
    }

    @Test func columnsFitAndKeepEveryWordWholeInOrder() {
        for width in 13...80 {
            let lines = TextLayout.columns(Self.words, width: width)
            #expect(lines.allSatisfy { $0.count <= width }, "width \(width)")
            #expect(lines.flatMap { $0.split(separator: " ").map(String.init) } == Self.words, "width \(width)")
            // Every column starts at the same place on every line.
            let starts = lines.map { line in line.indices.filter { $0 == line.startIndex || (line[line.index(before: $0)] == " " && line[$0] != " ") }.map { line.distance(from: line.startIndex, to: $0) } }
            #expect(Set(starts.dropLast().map { $0 }).count <= 1, "width \(width): \(lines)")
        }
        #expect(TextLayout.columns(["ab", "cd", "ef"], width: 80) == ["ab  cd  ef"])
        #expect(TextLayout.columns(["ab", "cd", "ef"], width: 6) == ["ab  cd", "ef"])
        #expect(TextLayout.columns([], width: 10).isEmpty)
        #expect(TextLayout.columns(["extraordinary"], width: 5) == ["extr…"])
    }

    @Test func pagesShowEveryLineOnceAndStayInRange() {
        let lines = (1...23).map(String.init)
        var pager = ListPager()
        #expect(pager.label(lines: 23, pageSize: 10) == "page 1 of 3")
        #expect(pager.label(lines: 9, pageSize: 10) == "")
        var seen: [String] = []
        for _ in 0..<3 {
            seen += pager.visible(lines, pageSize: 10)
            pager.next(lines: 23, pageSize: 10)
        }
        #expect(seen == lines)
        // Past the last page it stays there; a taller window shows the last page it can.
        pager.next(lines: 23, pageSize: 10)
        #expect(pager.visible(lines, pageSize: 10) == ["21", "22", "23"])
        #expect(pager.visible(lines, pageSize: 20) == ArraySlice(lines[20...]))
        pager.previous(lines: 23, pageSize: 10)
        #expect(pager.label(lines: 23, pageSize: 10) == "page 2 of 3")
        pager.reset()
        #expect(pager.visible(lines, pageSize: 50).count == 23)
        #expect(ListPager.pageCount(lines: 0, pageSize: 0) == 1)
    }

    @Test func countsHaveTheirNoun() {
        #expect(Plural.count(1, "guess", "guesses") == "1 guess")
        #expect(Plural.count(2, "guess", "guesses") == "2 guesses")
        #expect(Plural.count(0, "round") == "0 rounds")
        #expect(Plural.count(1, "round") == "1 round")
        #expect(Plural.count(1, "life", "lives") == "1 life")
        #expect(Plural.noun(7, "card") == "cards")
    }
}
