import Foundation
import Testing
@testable import GameKernel

/// English words, some makeable from "silkworm" and "listen".
private let english = WordList([
    "silkworm", "silk", "worm", "worms", "milk", "milks", "slow", "owl", "low", "lows", "is", "so",
    "oil", "soil", "silo", "wok", "sir", "icon", "car",
    "listen", "silent", "enlist", "tinsel", "list", "lens", "tin", "sit",
    "café",
])

/// Spanish words, some makeable from "canciones".
private let spanish = WordList([
    "canciones", "canción", "cosa", "cien", "once", "cine", "son", "nación", "cena", "papá", "pápa",
])

private func environment(_ roots: [String], length: Int = 8, words: WordList = english) throws
    -> ScrambleEnvironment
{
    ScrambleEnvironment(roots: try RootWords(lines: roots, length: length), words: words)
}

/// A round on `root` started at time 0 with a fixed generator.
private func round(
    _ root: String, rules: ScrambleRuleSet = .classic, language: LanguageCode = .english,
    words: any WordSource = english
) -> ScrambleState {
    var rng = SplitMix64(seed: 1)
    return ScrambleState(
        configuration: ScrambleConfiguration(language: language, length: root.count, ruleSet: rules),
        root: root, words: words, at: at(0), using: &rng)
}

@Suite struct RootWordsTests {
    @Test func dropsBlankLinesAndWordsOfOtherLengths() throws {
        // HWS split start.txt on "\n" and could pick the empty last line.
        let roots = try RootWords(lines: ["", "silkworm", "  ", "Abundant ", "short", "silkworm", ""], length: 8)
        #expect(roots.words == ["silkworm", "abundant"])
        #expect(roots.length == 8)
    }

    @Test func neverPicksAnEmptyRoot() throws {
        let environment = try environment(["", "silkworm", "", "\n"])
        for seed in 0..<50 {
            var rng = SplitMix64(seed: UInt64(seed))
            let (state, _) = try ScrambleState.start(
                ScrambleConfiguration(), environment: environment, at: at(0), using: &rng)
            #expect(state.root == "silkworm")
        }
    }

    @Test func rejectsEmptyListsAndLengthsOutOfRange() {
        #expect(throws: ScrambleError.noRoots(length: 8)) { try RootWords(lines: ["", " "], length: 8) }
        #expect(throws: ScrambleError.lengthOutOfRange(5)) { try RootWords(lines: ["hello"], length: 5) }
        #expect(throws: ScrambleError.lengthOutOfRange(10)) { try RootWords(lines: [], length: 10) }
    }

    @Test func startChecksTheConfiguration() throws {
        var rng = SplitMix64(seed: 0)
        let eights = try environment(["silkworm"])
        #expect(throws: ScrambleError.lengthOutOfRange(12)) {
            try ScrambleState.start(
                ScrambleConfiguration(length: 12), environment: eights, at: at(0), using: &rng)
        }
        #expect(throws: ScrambleError.rootLengthMismatch(configured: 6, roots: 8)) {
            try ScrambleState.start(
                ScrambleConfiguration(length: 6), environment: eights, at: at(0), using: &rng)
        }
        #expect(ScrambleError.lengthOutOfRange(12).description.contains("6 to 9"))
    }
}

@Suite struct ScrambleStartTests {
    @Test func startDealsARootAndCountsThePossibleWords() throws {
        var rng = SplitMix64(seed: 3)
        let (state, events) = try ScrambleState.start(
            ScrambleConfiguration(), environment: try environment(["silkworm"]), at: at(0), using: &rng)
        let possible = [
            "lows", "low", "milk", "milks", "oil", "owl", "silk", "silo", "sir", "slow", "soil", "wok", "worm",
            "worms",
        ].sorted()
        #expect(state.root == "silkworm")
        #expect(state.possible == possible)
        #expect(state.letters != "silkworm")
        #expect(state.letters.sorted() == "silkworm".sorted())
        #expect(state.found == [])
        #expect(state.score == 0)
        #expect(state.phase == .playing)
        #expect(state.startedAt == at(0))
        #expect(state.endedAt == nil)
        #expect(state.historyRecord == nil)
        #expect(
            events == [
                .start(
                    ScrambleStarted(
                        root: "silkworm", language: .english, length: 8, possible: possible.count,
                        letters: state.letters, rules: .classic, minLength: 3))
            ])
    }

    @Test func possibleWordsFollowTheRuleSet() {
        #expect(!round("silkworm").possible.contains("silkworm"))
        #expect(!round("silkworm").possible.contains("is"))
        #expect(round("silkworm", rules: .packt).possible.contains("is"))
        #expect(round("silkworm", rules: .packt).possible.contains("silkworm"))
        #expect(round("silkworm", rules: .hws).possible.contains("silkworm"))
    }
}

@Suite struct ScrambleSubmissionTests {
    private let env: ScrambleEnvironment

    init() throws {
        env = try environment(["silkworm"])
    }

    @Test func acceptsAWordTrimmedAndLowercasedNewestFirst() {
        var state = round("silkworm")
        var rng = SplitMix64(seed: 9)
        var expected = state

        var events = state.apply(.submit("  Worm \n"), environment: env, at: at(5), using: &rng)
        expected.found = ["worm"]
        expected.score = 4
        #expect(state == expected)
        #expect(events == [.accepted(ScrambleAccepted(word: "worm", score: 4))])

        events = state.apply(.submit("owl"), environment: env, at: at(6), using: &rng)
        expected.found = ["owl", "worm"]
        expected.score = 7
        #expect(state == expected)
        #expect(events == [.accepted(ScrambleAccepted(word: "owl", score: 3))])
    }

    @Test func rejectsInOrderWithTheOriginalTitlesAndMessages() {
        var state = round("silkworm")
        var rng = SplitMix64(seed: 9)
        _ = state.apply(.submit("worm"), environment: env, at: at(1), using: &rng)
        let before = state

        func rejected(_ word: String, _ reason: ScrambleRejectionReason, _ title: String, _ message: String)
            -> [ScrambleEvent]
        {
            [.rejected(ScrambleRejected(word: word, reason: reason, title: title, message: message))]
        }
        let cases: [(String, [ScrambleEvent])] = [
            ("is", rejected("is", .tooShort, "Word too short", "Words need at least 3 letters.")),
            ("", rejected("", .tooShort, "Word too short", "Words need at least 3 letters.")),
            ("WORM", rejected("worm", .duplicate, "Word used already", "Be more original!")),
            (
                "silkworm",
                rejected("silkworm", .root, "Word is the root", "That's the word you were given – find others!")
            ),
            ("car", rejected("car", .impossible, "Word not possible", "You can't spell that word from 'silkworm'!")),
            // Each letter at most as often as in the root: one 'l' only.
            ("mill", rejected("mill", .impossible, "Word not possible", "You can't spell that word from 'silkworm'!")),
            ("mols", rejected("mols", .unknown, "Word not recognized", "You can't just make them up, you know!")),
        ]
        for (input, expectedEvents) in cases {
            let events = state.apply(.submit(input), environment: env, at: at(2), using: &rng)
            #expect(events == expectedEvents, "\(input)")
            #expect(state == before, "a rejection must not change the round")
        }
    }

    @Test func tooShortIsCheckedBeforeDuplicateAndDuplicateBeforeRoot() {
        // A rule set that accepts the root: a second "silkworm" is a duplicate.
        var state = round("silkworm", rules: .hws)
        var rng = SplitMix64(seed: 0)
        #expect(
            state.apply(.submit("silkworm"), environment: env, at: at(1), using: &rng)
                == [.accepted(ScrambleAccepted(word: "silkworm", score: 8))])
        let events = state.apply(.submit("silkworm"), environment: env, at: at(2), using: &rng)
        #expect(events.first?.rejectionReason == .duplicate)
    }

    @Test func hwsRulesAsPublished() {
        var state = round("silkworm", rules: .hws)
        var rng = SplitMix64(seed: 0)
        var expected = state
        #expect(
            state.apply(.submit("is"), environment: env, at: at(1), using: &rng)
                == [.accepted(ScrambleAccepted(word: "is", score: 2))])
        expected.found = ["is"]
        expected.score = 2
        #expect(state == expected)
        #expect(
            state.apply(.submit("   "), environment: env, at: at(1), using: &rng)
                == [
                    .rejected(
                        ScrambleRejected(
                            word: "", reason: .tooShort, title: "Word too short",
                            message: "Words need at least a letter."))
                ])
        #expect(state == expected)
    }

    @Test func packtRulesAndMessages() {
        var state = round("silkworm", rules: .packt)
        var rng = SplitMix64(seed: 0)
        #expect(
            state.apply(.submit("so"), environment: env, at: at(1), using: &rng)
                == [.accepted(ScrambleAccepted(word: "so", score: 2))])
        #expect(
            state.apply(.submit("silkworm"), environment: env, at: at(1), using: &rng)
                == [.accepted(ScrambleAccepted(word: "silkworm", score: 8))])
        #expect(state.found == ["silkworm", "so"])
        let expected = state
        let cases: [(String, ScrambleRejectionReason, String, String)] = [
            ("o", .tooShort, "Word too short", "Words need at least 2 letters."),
            ("so", .duplicate, "You already used this word", "Keep looking!"),
            ("car", .impossible, "This word is not possible", "Create only words from the letters in the given word"),
            ("mols", .unknown, "This is not a valid word", "Use only real words"),
        ]
        for (word, reason, title, message) in cases {
            #expect(
                state.apply(.submit(word), environment: env, at: at(2), using: &rng)
                    == [.rejected(ScrambleRejected(word: word, reason: reason, title: title, message: message))])
            #expect(state == expected)
        }
    }

    @Test func classicBonusForAWordUsingEveryLetter() throws {
        let env = try environment(["listen"], length: 6)
        var state = round("listen")
        var rng = SplitMix64(seed: 0)
        #expect(
            state.apply(.submit("silent"), environment: env, at: at(1), using: &rng)
                == [.accepted(ScrambleAccepted(word: "silent", score: 12))])
        #expect(
            state.apply(.submit("list"), environment: env, at: at(2), using: &rng)
                == [.accepted(ScrambleAccepted(word: "list", score: 4))])
        #expect(state.score == 16)
        // Other rule sets: one point per letter, no bonus.
        #expect(ScrambleRuleSet.hws.score(for: "silent", root: "listen") == 6)
        #expect(ScrambleRuleSet.packt.score(for: "silent", root: "listen") == 6)
    }

    @Test func averageLettersIsFloatingPoint() {
        var state = round("silkworm")
        var rng = SplitMix64(seed: 0)
        #expect(state.averageLetters == 0)
        for word in ["worm", "owl", "silk"] {
            _ = state.apply(.submit(word), environment: env, at: at(1), using: &rng)
        }
        #expect(state.foundCount == 3)
        // 11 letters over 3 words: Packt's integer division showed 3.
        #expect(state.averageLetters == 11.0 / 3.0)
        #expect(state.found == ["silk", "owl", "worm"])
    }
}

@Suite struct ScrambleLanguageTests {
    @Test func checksTheRoundsOwnLanguageNotEnglish() throws {
        // Packt checked every language against English; "icon" is English only.
        let env = try environment(["canciones"], length: 9, words: spanish)
        var state = round("canciones", language: .spanish, words: spanish)
        var rng = SplitMix64(seed: 0)
        #expect(
            state.apply(.submit("icon"), environment: env, at: at(1), using: &rng)
                == [
                    .rejected(
                        ScrambleRejected(
                            word: "icon", reason: .unknown, title: "Word not recognized",
                            message: "You can't just make them up, you know!"))
                ])
        #expect(
            state.apply(.submit("once"), environment: env, at: at(1), using: &rng)
                == [.accepted(ScrambleAccepted(word: "once", score: 4))])
    }

    @Test func acceptsAWordTypedWithoutItsAccents() throws {
        let env = try environment(["canciones"], length: 9, words: spanish)
        var state = round("canciones", language: .spanish, words: spanish)
        var rng = SplitMix64(seed: 0)
        var expected = state
        #expect(state.possible.contains("canción"))
        #expect(state.possible.contains("nación"))

        #expect(
            state.apply(.submit("Cancion"), environment: env, at: at(1), using: &rng)
                == [.accepted(ScrambleAccepted(word: "canción", score: 7))])
        expected.found = ["canción"]
        expected.score = 7
        #expect(state == expected)

        // Typed with the accent later, it is the same word.
        #expect(
            state.apply(.submit("canción"), environment: env, at: at(2), using: &rng)
                == [
                    .rejected(
                        ScrambleRejected(
                            word: "canción", reason: .duplicate, title: "Word used already",
                            message: "Be more original!"))
                ])
        #expect(state == expected)
    }

    @Test func ambiguousUnaccentedWordsAreNotGuessed() throws {
        let env = try environment(["papapapa"], length: 8, words: spanish)
        var state = round("papapapa", language: .spanish, words: spanish)
        var rng = SplitMix64(seed: 0)
        #expect(
            state.apply(.submit("papa"), environment: env, at: at(1), using: &rng)
                == [
                    .rejected(
                        ScrambleRejected(
                            word: "papa", reason: .unknown, title: "Word not recognized",
                            message: "You can't just make them up, you know! Did you mean 'papá' or 'pápa'?"))
                ])
        #expect(state.found == [])
    }

    @Test func englishDoesNotFoldAccents() throws {
        #expect(ScrambleConfiguration(language: .english).accentFolding == false)
        #expect(ScrambleConfiguration(language: .italian).accentFolding == true)
        let env = try environment(["facetious"], length: 9)
        var state = round("facetious")
        var rng = SplitMix64(seed: 0)
        let events = state.apply(.submit("cafe"), environment: env, at: at(1), using: &rng)
        #expect(events.first?.rejectionReason == .unknown)
    }
}

@Suite struct ScrambleRoundTests {
    private let env: ScrambleEnvironment

    init() throws {
        env = try environment(["silkworm", "abundant"])
    }

    @Test func endRevealsTheWordsMissedAndMakesARecord() {
        var state = round("silkworm")
        var rng = SplitMix64(seed: 0)
        _ = state.apply(.submit("worm"), environment: env, at: at(3), using: &rng)
        _ = state.apply(.submit("silk"), environment: env, at: at(4), using: &rng)
        var expected = state

        let events = state.apply(.end, environment: env, at: at(90), using: &rng)
        let missed = ["lows", "low", "milk", "milks", "oil", "owl", "silo", "sir", "slow", "soil", "wok", "worms"]
            .sorted()
        expected.phase = .ended
        expected.endedAt = at(90)
        #expect(state == expected)
        #expect(state.missed == missed)
        #expect(events == [.end(ScrambleEnded(found: ["silk", "worm"], missed: missed, score: 8, averageLetters: 4))])
        #expect(
            state.historyRecord
                == GameRecord(
                    game: .scramble, start: at(0), duration: 90, won: nil, steps: 2, score: 8,
                    language: .english,
                    details: ["root": "silkworm", "rules": "classic", "found": "2", "possible": "14", "bonus": "0"]))
    }

    @Test func afterTheEndOnlyANewWordDoesAnything() {
        var state = round("silkworm")
        var rng = SplitMix64(seed: 0)
        _ = state.apply(.end, environment: env, at: at(1), using: &rng)
        let ended = state
        for action in [ScrambleAction.submit("worm"), .shuffle, .hint, .end] {
            let events = state.apply(action, environment: env, at: at(2), using: &rng)
            #expect(events.count == 1)
            #expect(events.first?.kind == "ignored")
            #expect(state == ended)
        }
        let events = state.apply(.newGame, environment: env, at: at(3), using: &rng)
        #expect(state.root == "abundant")
        #expect(events == [state.startEvent])
    }

    @Test func newWordEndsTheRoundAndDealsAnotherRoot() {
        var state = round("silkworm")
        var rng = SplitMix64(seed: 5)
        _ = state.apply(.submit("worm"), environment: env, at: at(1), using: &rng)
        let events = state.apply(.newGame, environment: env, at: at(10), using: &rng)
        #expect(events.count == 2)
        #expect(events.first?.kind == "end")
        var expected = ScrambleState(
            configuration: ScrambleConfiguration(), root: "abundant", words: english, at: at(10), using: &rng)
        expected.letters = state.letters
        #expect(state == expected)
        #expect(events.last == state.startEvent)
    }

    @Test func aNewWordFromRootsOfTheWrongLengthIsIgnored() throws {
        var state = round("silkworm")
        var rng = SplitMix64(seed: 0)
        let before = state
        let sixes = try environment(["listen"], length: 6)
        #expect(state.apply(.newGame, environment: sixes, at: at(1), using: &rng).first?.kind == "ignored")
        #expect(state == before)
    }

    @Test func shuffleReordersTheLetters() {
        var state = round("silkworm")
        var rng = SplitMix64(seed: 11)
        var expected = state
        let events = state.apply(.shuffle, environment: env, at: at(1), using: &rng)
        #expect(state.letters != expected.letters)
        #expect(state.letters.sorted() == "silkworm".sorted())
        expected.letters = state.letters
        #expect(state == expected)
        #expect(events == [.letters(ScrambleLetters(letters: state.letters))])
    }

    @Test func hintsPointAtTheLongestMissingWordOneLetterMoreEachTime() {
        var state = round("silkworm")
        var rng = SplitMix64(seed: 0)
        // Longest missing: "milks" and "worms" (5); "milks" sorts first.
        #expect(
            state.apply(.hint, environment: env, at: at(1), using: &rng)
                == [.hint(ScrambleHint(start: "m", length: 5, remaining: 14))])
        #expect(
            state.apply(.hint, environment: env, at: at(2), using: &rng)
                == [.hint(ScrambleHint(start: "mi", length: 5, remaining: 14))])
        _ = state.apply(.submit("milks"), environment: env, at: at(3), using: &rng)
        #expect(
            state.apply(.hint, environment: env, at: at(4), using: &rng)
                == [.hint(ScrambleHint(start: "w", length: 5, remaining: 13))])
        #expect(state.hintsUsed == 3)
        for word in state.missed {
            _ = state.apply(.submit(word), environment: env, at: at(5), using: &rng)
        }
        #expect(state.missed == [])
        #expect(state.apply(.hint, environment: env, at: at(6), using: &rng).first?.kind == "ignored")
    }

    @Test func sameSeedSameGame() throws {
        let roots = ["silkworm", "abundant", "absolute", "backpack", "calendar", "dinosaur", "elephant"]
        let env = try environment(roots)
        func play(seed: UInt64) throws -> (ScrambleState, [ScrambleEvent]) {
            var rng = SplitMix64(seed: seed)
            var (state, events) = try ScrambleState.start(
                ScrambleConfiguration(), environment: env, at: at(0), using: &rng)
            let actions: [ScrambleAction] = [.shuffle, .submit("worm"), .newGame, .shuffle, .hint, .newGame]
            for (index, action) in actions.enumerated() {
                events += state.apply(action, environment: env, at: at(Double(index)), using: &rng)
            }
            return (state, events)
        }
        let first = try play(seed: 2024)
        let second = try play(seed: 2024)
        #expect(first.0 == second.0)
        #expect(first.1 == second.1)
        let roots1 = Set((0..<20).map { try? play(seed: $0).0.root })
        #expect(roots1.count > 1, "different seeds should deal different roots")
    }
}

@Suite struct ScrambleEventCodingTests {
    @Test func eventsEncodeAsFlatObjects() throws {
        #expect(
            try json(ScrambleEvent.accepted(ScrambleAccepted(word: "worm", score: 4)))
                == #"{"bonus":false,"event":"accepted","score":4,"word":"worm"}"#)
        #expect(
            try json(
                ScrambleEvent.rejected(
                    ScrambleRejected(word: "car", reason: .tooShort, title: "T", message: "M")))
                == #"{"event":"rejected","message":"M","reason":"too-short","title":"T","word":"car"}"#)
        #expect(
            try json(
                ScrambleEvent.start(
                    ScrambleStarted(
                        root: "silkworm", language: .english, length: 8, possible: 14, letters: "wormsilk",
                        rules: .classic, minLength: 3)))
                == #"{"bonus":0,"event":"start","language":"en","length":8,"letters":"wormsilk","minLength":3,"possible":14,"root":"silkworm","rules":"classic"}"#
        )
        #expect(
            try json(ScrambleEvent.end(ScrambleEnded(found: ["worm"], missed: ["silk"], score: 4, averageLetters: 4)))
                == #"{"averageLetters":4,"bonus":[],"event":"end","found":["worm"],"missed":["silk"],"score":4}"#)
        // Events written before bonus words read as having none.
        #expect(try decode(ScrambleEvent.self, #"{"event":"accepted","score":4,"word":"worm"}"#)
                == .accepted(ScrambleAccepted(word: "worm", score: 4, bonus: false)))
        #expect(try decode(ScrambleEvent.self, #"{"averageLetters":4,"event":"end","found":["worm"],"missed":["silk"],"score":4}"#)
                == .end(ScrambleEnded(found: ["worm"], missed: ["silk"], score: 4, averageLetters: 4)))
    }

    @Test func eventsRoundTrip() throws {
        let events: [ScrambleEvent] = [
            .start(
                ScrambleStarted(
                    root: "a", language: .italian, length: 6, possible: 1, letters: "a", rules: .packt, minLength: 2)),
            .accepted(ScrambleAccepted(word: "w", score: 1)),
            .accepted(ScrambleAccepted(word: "rya", score: 3, bonus: true)),
            .rejected(ScrambleRejected(word: "w", reason: .root, title: "t", message: "m")),
            .letters(ScrambleLetters(letters: "abc")),
            .hint(ScrambleHint(start: "a", length: 3, remaining: 2)),
            .end(ScrambleEnded(found: [], missed: [], score: 0, averageLetters: 0)),
            .end(ScrambleEnded(found: ["rya", "worm"], missed: ["silk"], score: 7, averageLetters: 3.5, bonus: ["rya"])),
            .ignored(IgnoredAction(action: "x", message: "y")),
        ]
        for event in events {
            #expect(try decode(ScrambleEvent.self, try json(event)) == event)
        }
        #expect(throws: DecodingError.self) { try decode(ScrambleEvent.self, #"{"event":"nope"}"#) }
    }
}

extension ScrambleEvent {
    /// The reason of a `rejected` event, `nil` for other events.
    fileprivate var rejectionReason: ScrambleRejectionReason? {
        if case .rejected(let payload) = self { payload.reason } else { nil }
    }
}

/// Issue 20: a round counts the words people know; other real words it
/// accepts are bonus words, scored but never missed, and hints go to the
/// most common word left.
@Suite struct ScrambleCountedWordsTests {
    /// `silkworm`'s words, of which only some are common.
    static let words = GameWords(base: english, excluded: ["sir"],
                                 counted: ["silk": 4.1, "worm": 4.0, "worms": 3.2, "milk": 4.6, "slow": 4.9, "low": 5.3,
                                           "oil": 4.8, "soil": 4.2, "owl": 3.6, "lows": 2.1])

    @Test func possibleMissedAndHintsAreCountedWordsOnly() {
        var state = round("silkworm", words: Self.words)
        #expect(state.possible == ["lows", "low", "milk", "oil", "owl", "silk", "slow", "soil", "worm", "worms"].sorted())
        #expect(state.bonusWords == ["milks", "silo", "wok"])
        #expect(state.startEvent == .start(ScrambleStarted(root: "silkworm", language: .english, length: 8, possible: 10,
                                                           letters: state.letters, rules: .classic, minLength: 3, bonus: 3)))
        var rng = SplitMix64(seed: 0)
        let env = ScrambleEnvironment(roots: try! RootWords(lines: ["silkworm"], length: 8), words: Self.words)
        // The most common word left is `low` (5.3), then `slow` (4.9): not the longest (`milks`, `worms`).
        #expect(state.apply(.hint, environment: env, at: at(1), using: &rng) == [.hint(ScrambleHint(start: "l", length: 3, remaining: 10))])
        #expect(state.apply(.submit("low"), environment: env, at: at(2), using: &rng)
                == [.accepted(ScrambleAccepted(word: "low", score: 3, bonus: false))])
        #expect(state.apply(.hint, environment: env, at: at(3), using: &rng) == [.hint(ScrambleHint(start: "s", length: 4, remaining: 9))])
        // A rare real word is accepted as a bonus, scored, and never missed.
        #expect(state.apply(.submit("wok"), environment: env, at: at(4), using: &rng)
                == [.accepted(ScrambleAccepted(word: "wok", score: 3, bonus: true))])
        // An excluded word is not a word at all.
        #expect(state.apply(.submit("sir"), environment: env, at: at(5), using: &rng).first?.kind == "rejected")
        let end = state.apply(.end, environment: env, at: at(6), using: &rng)
        #expect(end == [.end(ScrambleEnded(found: ["wok", "low"], missed: state.possible.filter { $0 != "low" }, score: 6,
                                            averageLetters: 3, bonus: ["wok"]))])
        #expect(state.historyRecord?.details["bonus"] == "1")
        #expect(ScrambleState.countedWords(from: "silkworm", configuration: state.configuration, words: Self.words) == state.possible)
        #expect(ScrambleState.possibleWords(from: "silkworm", configuration: state.configuration, words: Self.words)
                == (state.possible + state.bonusWords).sorted())
    }

    /// Issue 21: words that differ only in accents are one word, so the
    /// root's accent variant is the root (`alternó` for ALTERNO).
    @Test func theRootsAccentVariantIsTheRoot() {
        let words = WordList(["alterno", "alternó", "alterna", "tren", "lento", "trono"])
        var state = round("alterno", language: .spanish, words: words)
        #expect(!state.possible.contains("alternó") && !state.possible.contains("alterno"))
        var rng = SplitMix64(seed: 0)
        let env = ScrambleEnvironment(roots: try! RootWords(lines: ["alterno"], length: 7), words: words)
        for typed in ["alternó", "alterno"] {
            let events = state.apply(.submit(typed), environment: env, at: at(1), using: &rng)
            #expect(events.first?.rejectionReason == .root, "\(typed): \(events)")
        }
        #expect(state.apply(.submit("lento"), environment: env, at: at(2), using: &rng).first?.kind == "accepted")
    }
}
