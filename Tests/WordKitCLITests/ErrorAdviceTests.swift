import ContentPipeline
import Spelling
import Testing
import WordKitPlay
import WordKitStore

@testable import wordkit

/// `ErrorAdvice` in-process: each library error case gets the library's own
/// description and, where the CLI has one, the advice the CLI tests look for
/// on standard error (`wordkit content build`, `` `wordkit deck list` shows
/// the decks``, `pass one with --id`, `--into ID`, …).
@Suite struct ErrorAdviceTests {
    @Test func aMissingDictionaryFolderNamesTheFlagAndTheVariable() {
        let error = SpellingError.noDictionaryDirectory(searched: ["/nowhere/a", "/nowhere/b"])
        #expect(ErrorAdvice.message(for: error) == error.description + "; pass --dictionaries DIR or set WORDKIT_DICTIONARIES")
        #expect(ErrorAdvice.message(for: error).contains("/nowhere/a, /nowhere/b"))
    }

    @Test func otherSpellingErrorsAreTheirDescriptionAlone() {
        let errors: [SpellingError] = [
            .unknownLanguage("xx", available: ["en", "es"]), .missingDictionaryFile(path: "/d/en.dic"),
            .unreadableDictionaryFile(path: "/d/en.aff"), .unsupportedEncoding("KOI9", path: "/d/ru.aff"),
            .malformedDictionary(path: "/d/en.aff", line: 3, reason: "bad flag"), .emptyWord,
            .controlCharacter(0x07, word: "a\u{07}b"), .invalidText(source: "standard input", line: 2, column: 5, problem: "invalid UTF-8"),
        ]
        for error in errors {
            #expect(ErrorAdvice.message(for: error) == error.description)
            #expect(!ErrorAdvice.message(for: error).contains("--dictionaries"))
        }
    }

    @Test func playErrorsNameTheCommandThatHelps() {
        let noFolder = ErrorAdvice.message(for: PlayError.noContentFolder)
        #expect(noFolder.hasPrefix("no Content folder found; "))
        #expect(noFolder.contains("run `wordkit content build`") && noFolder.contains("WORDKIT_CONTENT"))
        #expect(
            ErrorAdvice.message(for: PlayError.missingContent(path: "/c/roots-en.json"))
                == "/c/roots-en.json not found; run `wordkit content build` to generate the content")
        let noDecks = ErrorAdvice.message(for: PlayError.noDecks(folder: "/c/decks"))
        #expect(noDecks.hasPrefix("no decks in /c/decks; "))
        #expect(noDecks.contains("wordkit content build") && noDecks.contains("wordkit deck import FILE") && noDecks.contains("--deck PATH"))
        // The text the tmux test waits for after `:deck nosuch`.
        #expect(ErrorAdvice.message(for: PlayError.unknownDeck("nosuch")) == "no deck \"nosuch\"; `wordkit deck list` shows the decks")
    }

    @Test func otherPlayErrorsAreTheirDescriptionAlone() {
        let errors: [PlayError] = [
            .unreadableContent(path: "/c/x.json", reason: "denied"), .malformedContent(path: "/c/x.json", reason: "not JSON"),
            .missingDeckFile(path: "/d.json"), .invalidOptions("--size 9 is too big"), .unplayableData("no words"),
        ]
        for error in errors { #expect(ErrorAdvice.message(for: error) == error.description) }
    }

    @Test func contentErrorsAdviseTheFlagOrTheCorrectionsFile() {
        // Exactly what `wordkit deck import` prints after "wordkit: " for a file with no deck id.
        #expect(ErrorAdvice.message(for: ContentError.noDeckID(path: "/t/a.txt", line: 2)) == "/t/a.txt:2: no usable deck id; pass one with --id")
        let reviewed = ContentError.reviewedWrong(path: "/r/en.tsv", line: 4, deck: "en-es", card: "en-es:dog", answer: "gato")
        #expect(ErrorAdvice.message(for: reviewed).hasPrefix(reviewed.description + "; "))
        #expect(ErrorAdvice.message(for: reviewed).hasSuffix("Dictionaries/reviews/corrections.tsv"))
        let plain: [ContentError] = [
            .unreadableInput(path: "/a", reason: "gone"), .malformedLine(path: "/a", line: 1, reason: "tab"),
            .invalidDeck(path: "/a", line: nil, reason: "empty"), .unwritableOutput(path: "/o", reason: "full"), .inconsistent("two ids"),
        ]
        for error in plain { #expect(ErrorAdvice.message(for: error) == error.description) }
    }

    @Test func deckImportErrorsNameTheFlagsThatHelp() {
        func message(_ error: DeckLibraryError, into: String? = nil) -> String {
            ErrorAdvice.message(for: error, into: into, file: "/t/two.txt")
        }
        #expect(message(.bundledID("colors")).hasSuffix("choose another id with --id"))
        #expect(message(.bundledID("colors"), into: "colors").contains("without --into"))
        #expect(message(.alreadyImported("words")) == "a deck words was already imported; use --force to replace it or --id to rename")
        let shares = message(.sharesNoCard("italian"))
        #expect(shares.hasPrefix("a deck italian was already imported and shares no card with this file; "))
        #expect(shares.contains("--into italian") && shares.contains("--force") && shares.contains("--id"))
        #expect(message(.notImported("nosuch")).contains("no imported deck nosuch"))
        #expect(message(.intoNeedsOneDeck(count: 2)) == "--into takes a file of one deck; /t/two.txt holds 2 decks")
    }

    @Test func aBadDeckSettingPointsToTheDeckListAndOthersDoNot() {
        let deck = SettingValueError(key: .deck, value: "nosuch", description: "no deck nosuch")
        let length = SettingValueError(key: .length, value: "12", description: "12 is not 6 to 9")
        #expect(ErrorAdvice.message(for: deck) == "no deck nosuch; see wordkit deck list")
        #expect(ErrorAdvice.message(for: length) == "12 is not 6 to 9")
    }

    @Test func anyErrorIsDispatchedToItsTypesAdviceAndOnlyLibraryErrorsAreAdvised() {
        struct Other: Error, CustomStringConvertible { var description: String { "something else" } }
        let library: [any Error] = [
            SpellingError.noDictionaryDirectory(searched: ["/x"]), PlayError.unknownDeck("q"), ContentError.noDeckID(path: "/f", line: nil),
            SettingValueError(key: .deck, value: "q", description: "no deck q"),
        ]
        let typed = [
            ErrorAdvice.message(for: SpellingError.noDictionaryDirectory(searched: ["/x"])), ErrorAdvice.message(for: PlayError.unknownDeck("q")),
            ErrorAdvice.message(for: ContentError.noDeckID(path: "/f", line: nil)),
            ErrorAdvice.message(for: SettingValueError(key: .deck, value: "q", description: "no deck q")),
        ]
        for (error, expected) in zip(library, typed) {
            #expect(ErrorAdvice.message(for: error) == expected)
            #expect(ErrorAdvice.advised(error).map { "\($0)" } == expected)
        }
        let failure: any Error = CLIFailure("as it is", code: CLIFailure.usage)
        #expect(ErrorAdvice.message(for: failure) == "as it is")
        #expect(ErrorAdvice.advised(failure) == nil)
        #expect(ErrorAdvice.message(for: Other()) == "something else")
        #expect(ErrorAdvice.advised(Other()) == nil)
    }

    @Test func cliFailuresCarryTheAdviceAndTheExitCodeOfTheErrorsKind() {
        // sysexits: 64 usage, 65 data, 66 no input, 72 dictionary (the CLI's own), 74 I/O.
        #expect(CLIFailure(SpellingError.noDictionaryDirectory(searched: [])).code == 72)
        #expect(CLIFailure(SpellingError.noDictionaryDirectory(searched: [])).message.hasSuffix("set WORDKIT_DICTIONARIES"))
        #expect(CLIFailure(SpellingError.emptyWord).code == 64)
        #expect(CLIFailure(SpellingError.controlCharacter(7, word: "a")).code == 65)
        #expect(CLIFailure(PlayError.unknownDeck("q")).code == 66)
        #expect(CLIFailure(PlayError.unknownDeck("q")).message.hasSuffix("`wordkit deck list` shows the decks"))
        #expect(CLIFailure(PlayError.invalidOptions("bad")).code == 64)
        #expect(CLIFailure(PlayError.malformedContent(path: "/x", reason: "y")).code == 65)
        #expect(CLIFailure(ContentError.noDeckID(path: "/f", line: 1)).code == 65)
        #expect(CLIFailure(ContentError.unwritableOutput(path: "/o", reason: "full")).code == 74)
    }
}
