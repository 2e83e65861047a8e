import Foundation
import GameKernel
import Testing
@testable import ContentPipeline

/// The Anki text reader on hand-written files: every header, quoting, line
/// ends, byte-order mark, and bad files naming their line.
@Suite struct AnkiTextImportTests {
    static func decks(_ text: String, path: String = "/d/file.txt", id: String? = nil) throws -> [ContentDeck] {
        try DeckTextFormat.importDecks(Data(text.utf8), path: path, id: id)
    }

    @Test func ankisOwnNoteExportReadsAsCardsNotAsGuidsAndNoteTypes() throws {
        let text = """
            #separator:tab
            #html:true
            #guid column:1
            #notetype column:2
            #deck column:3
            #tags column:6
            f}7Xo<zL2e\tBasic\tVocabulary\tperro\tdog\tanimal noun
            "#Lq,2/x"\tBasic (and reversed card)\tVocabulary\tgato\tcat\t

            """
        let decks = try Self.decks(text)
        #expect(decks.count == 1)
        #expect(decks[0].id == "vocabulary" && decks[0].title == "Vocabulary")
        #expect(decks[0].cards == [Card(id: "f}7Xo<zL2e", prompt: "perro", answer: "dog"),
                                   Card(id: "#Lq,2/x", prompt: "gato", answer: "cat")])
        #expect(decks[0].cardExtras == ["f}7Xo<zL2e": CardExtras(tags: ["animal", "noun"])])
        #expect(decks[0].source == "imported from file.txt")
    }

    @Test func everyHeaderAtOnce() throws {
        let text = """
            # exported by hand
            #separator:Semicolon
            #html:false
            #tags:shared   extra
            #columns:Back;Guid;Front;Deck;Tags
            #guid column:2
            #deck column:4
            #tags column:5
            #notetype:Basic
            #deck:Fallback
            #match scope:notetype
            #if matches:update current
            one;g1;uno;Numbers;own
            two;g2;dos;;shared
            # a comment between notes
            three;;tres;Numbers

            """
        let decks = try Self.decks(text)
        #expect(decks.map(\.title) == ["Numbers", "Fallback"])
        #expect(decks[0].cards == [Card(id: "g1", prompt: "uno", answer: "one"), Card(id: "numbers:tres", prompt: "tres", answer: "three")])
        #expect(decks[1].cards == [Card(id: "g2", prompt: "dos", answer: "two")])
        #expect(decks[0].cardExtras?["g1"]?.tags == ["own", "shared", "extra"])
        #expect(decks[0].cardExtras?["numbers:tres"]?.tags == ["shared", "extra"])
        #expect(decks[1].cardExtras?["g2"]?.tags == ["shared", "extra"])
    }

    @Test func aNoteTypeColumnMakesTheOtherColumnsFields() throws {
        let decks = try Self.decks("#notetype column:1\n#guid column:2\nBasic\tg1\tfront\tback\tnot tags\n")
        #expect(decks[0].cards == [Card(id: "g1", prompt: "front", answer: "back")])
        #expect(decks[0].cardExtras == nil)
    }

    @Test func withoutATagsColumnTheColumnAfterTheFieldsHoldsTags() throws {
        let decks = try Self.decks("uno\tone\tnum basic\ndos\ttwo\n")
        #expect(decks[0].cards.map(\.answer) == ["one", "two"])
        #expect(decks[0].cardExtras == ["file:uno": CardExtras(tags: ["num", "basic"])])
    }

    @Test func theOldTagsFirstLineAndHeadersSavedAsSpreadsheetRows() throws {
        let legacy = try Self.decks("tags:old style\nuno\tone\n")
        #expect(legacy[0].cardExtras?["file:uno"]?.tags == ["old", "style"])
        let saved = try Self.decks("#separator:,,,\n#html:false,,\n#guid column:3,,\nuno,one,g,\n")
        #expect(saved[0].cards == [Card(id: "g", prompt: "uno", answer: "one")])
        let tab = try Self.decks("#separator:\t\t\t\nuno\tone, two\n")
        #expect(tab[0].cards.map(\.answer) == ["one, two"])
    }

    @Test func quotedFieldsHoldSeparatorsLineBreaksAndQuotes() throws {
        let text = "#separator:comma\n\"a, b\",\"line\none\",\"say \"\"hi\"\"\"\n5\" screen,ab\"cd\n\"ab\"cd,x\n"
        let cards = try Self.decks(text, path: "q.txt")[0].cards
        #expect(cards.map(\.prompt) == ["a, b", "5\" screen", "abcd"])
        #expect(cards.map(\.answer) == ["line\none", "ab\"cd", "x"])
        #expect(try Self.decks(text, path: "q.txt")[0].cardExtras?["q:a, b"]?.tags == ["say", "\"hi\""])
    }

    @Test func crlfLoneCRAndAByteOrderMark() throws {
        let crlf = try Self.decks("\u{FEFF}#separator:tab\r\n#deck:Días\r\nuno\tone\r\n\"dos\r\nmás\"\ttwo\r\n")
        #expect(crlf[0].title == "Días" && crlf[0].id == "dias")
        #expect(crlf[0].cards.map(\.prompt) == ["uno", "dos\nmás"])
        let cr = try Self.decks("uno\tone\rdos\ttwo\r")
        #expect(cr[0].cards.map(\.answer) == ["one", "two"])
    }

    @Test func theSeparatorIsGuessedInAnkisOrderWhenNotGiven() throws {
        #expect(try Self.decks("uno;one\n")[0].cards.first?.answer == "one")
        #expect(try Self.decks("uno|one;two\n")[0].cards.first?.answer == "one;two")
        #expect(try Self.decks("uno,one;two\n", path: "x.csv")[0].cards.first?.answer == "one;two")
    }

    @Test func htmlFieldsBecomeTextAndKeepTheirFormatting() throws {
        let text = "#html:true\n<b>perro</b>\tdog &amp; cat<br>two lines\n&lt;tag&gt;\tplain\n"
        let deck = try Self.decks(text)[0]
        #expect(deck.cards.map(\.prompt) == ["perro", "<tag>"])
        #expect(deck.cards.map(\.answer) == ["dog & cat\ntwo lines", "plain"])
        #expect(deck.cardExtras == ["file:perro": CardExtras(promptHTML: "<b>perro</b>")])
        // Without #html:, a tag in the first notes makes the file HTML, as Anki guesses.
        let guessed = try Self.decks("<i>uno</i>\tone\n")[0]
        #expect(guessed.cards.first?.prompt == "uno")
        let plain = try Self.decks("#html:false\n<i>uno</i>\tone\n")[0]
        #expect(plain.cards.first?.prompt == "<i>uno</i>" && plain.cardExtras == nil)
    }

    @Test func oneDeckFilesStillImportThroughImportDeck() throws {
        let deck = try DeckTextFormat.importDeck(Data("#deck:Mine\nuno\tone\n".utf8), path: "m.txt", id: "custom")
        #expect(deck.id == "custom" && deck.title == "Mine")
        #expect(throws: ContentError.invalidDeck(path: "m.txt", line: nil, reason: "the file holds 2 decks; import it with importDecks")) {
            try DeckTextFormat.importDeck(Data("#deck column:3\nuno\tone\tA\ndos\ttwo\tB\n".utf8), path: "m.txt")
        }
    }

    @Test(arguments: [
        ("#seperator:tab\na\tb\n", 1, "unknown header \"#seperator:\" (Anki's headers are #separator:, #html:, #tags:, #columns:, #notetype:, #deck:, #notetype column:, #deck column:, #tags column:, #guid column:, #match scope:, #if matches:)"),
        ("#separator:tab\n#html:yes\na\tb\n", 2, "\"#html:\" must be true or false, not \"yes\""),
        ("#deck column:0\na\tb\n", 1, "\"#deck column:\" needs a column number from 1"),
        ("#tags column:x\na\tb\n", 1, "\"#tags column:\" needs a column number from 1"),
        ("#separator:weird\na\tb\n", 1, "unknown separator \"weird\" (use Tab, Comma, Semicolon, Pipe, Space or Colon)"),
        ("# note\n#guid column:1\ng1\ta\tb\ng2\ta\n", 4, "expected at least 3 fields separated by tabs, found 2"),
        ("#html:true\n<b></b>\tb\n", 2, "empty prompt"),
        ("#deck column:3\na\tb\tOne\na\tc\tOne\n", 3, "card id \"one:a\" already used on line 2"),
        ("#guid column:3\na\tb\tg\nc\td\tg\n", 3, "card id \"g\" already used on line 2"),
        ("#deck column:3\na\tb\tMy Deck\nc\td\tmy-deck\n", 3, "decks \"My Deck\" (line 2) and \"my-deck\" would both get the id \"my-deck\""),
        ("#deck column:3\na\tb\tOne\nc\td\tTwo\n", 3, "the file holds more than one deck (\"One\", \"Two\"); an id can name only one"),
        ("a\tb\nc\t\"open\nd\te\n", 2, "a quoted field is never closed"),
    ])
    func badFilesNameTheLineAndReturnNothing(_ text: String, line: Int, reason: String) {
        let id: String? = reason.hasPrefix("the file holds more") ? "chosen" : nil
        #expect(throws: ContentError.invalidDeck(path: "d.tsv", line: line, reason: reason)) {
            try DeckTextFormat.importDecks(Data(text.utf8), path: "d.tsv", id: id)
        }
    }

    @Test func aDeckWithoutAUsableIDIsNamedWithoutAdvice() {
        #expect(throws: ContentError.noDeckID(path: "d.tsv", line: 2)) {
            try DeckTextFormat.importDecks(Data("#deck:***\na\tb\n".utf8), path: "d.tsv")
        }
        #expect(throws: ContentError.noDeckID(path: "d.json", line: nil)) {
            try DeckTextFormat.importDecks(Data(#"{"id": "***", "cards": [{"id": "a", "prompt": "a", "answer": "b"}]}"#.utf8), path: "d.json")
        }
        // The library names the file and the line; the flag that helps (--id) is the CLI's to give.
        #expect(ContentError.noDeckID(path: "d.tsv", line: 2).description == "d.tsv:2: no usable deck id")
        #expect(ContentError.noDeckID(path: "d.json", line: nil).description == "d.json: no usable deck id")
    }

    @Test func emptyAndUnreadableFiles() {
        #expect(throws: ContentError.invalidDeck(path: "d.tsv", line: nil, reason: "the deck has no cards")) {
            try DeckTextFormat.importDecks(Data("#html:false\n\n# only comments\n".utf8), path: "d.tsv")
        }
        #expect(throws: ContentError.invalidDeck(path: "d.tsv", line: nil, reason: "not valid UTF-8 text")) {
            try DeckTextFormat.importDecks(Data([0x61, 0x09, 0xFF, 0x0A]), path: "d.tsv")
        }
        #expect(throws: ContentError.invalidDeck(path: "d.tsv", line: nil, reason: "\"#columns:\" has a quoted label that is never closed")) {
            try DeckTextFormat.importDecks(Data("#columns:\"Front\tBack\na\tb\n".utf8), path: "d.tsv")
        }
    }
}
