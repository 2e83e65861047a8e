import Foundation
import Lexicon
import Testing
@testable import GameKernel

/// Spanish words for racks with and without ñ, accent variants and abbreviations.
private let spanishWords = WordList([
    "años", "anos", "año", "ano", "sano", "sonar", "pero", "peró", "pera", "pts", "rte", "pues", "sur", "suspenso",
    "peso", "pesos", "sopa", "esta", "está", "ésta", "tasa", "sota", "ratas",
])

@Suite struct GameWordsTests {
    private let words = GameWords(base: spanishWords, excludedLines: ["pts", " rte ", ""])

    @Test func excludedWordsAreNeitherWordsNorMakeableNorForms() {
        #expect(!words.isWord("pts"))
        #expect(words.isWord("peso"))
        #expect(!words.words(makeableFrom: "ptsrteo", minLength: 3).contains("pts"))
        #expect(words.forms(matchingFolded: "rte") == [])
        #expect(words.excluded == ["pts", "rte"])
    }

    @Test func aRackWithoutEnyNeverMakesAnos() {
        let configuration = ScrambleConfiguration(language: .spanish, length: 6)
        let possible = ScrambleState.possibleWords(from: "sonaro", configuration: configuration, words: words)
        #expect(possible.contains("anos"))
        #expect(!possible.contains("años"))
        let withEny = ScrambleState.possibleWords(from: "soñaro", configuration: configuration, words: words)
        #expect(withEny.contains("años"))
        #expect(!withEny.contains("anos"))
    }

    @Test func accentVariantsCountOnceAndAFoundVariantStandsForThem() throws {
        let configuration = ScrambleConfiguration(language: .spanish, length: 8)
        var rng = SplitMix64(seed: 2)
        var state = ScrambleState(configuration: configuration, root: "operasta", words: words, at: at(0), using: &rng)
        // pero/peró and esta/está/ésta are one word each.
        #expect(state.possible.filter { AccentFolding.fold($0) == "pero" } == ["pero"])
        #expect(state.possible.filter { AccentFolding.fold($0) == "esta" } == ["esta"])
        let environment = ScrambleEnvironment(roots: try RootWords(lines: ["operasta"], length: 8), words: words)
        let events = state.apply(.submit("está"), environment: environment, at: at(1), using: &rng)
        #expect(events == [.accepted(ScrambleAccepted(word: "esta", score: 4))])
        #expect(state.missed.allSatisfy { AccentFolding.fold($0) != "esta" })
        let again = state.apply(.submit("ésta"), environment: environment, at: at(2), using: &rng)
        #expect(reason(again) == .duplicate)
    }

    @Test func neverAcceptsAnExcludedWord() throws {
        let configuration = ScrambleConfiguration(language: .spanish, length: 7)
        var rng = SplitMix64(seed: 3)
        var state = ScrambleState(configuration: configuration, root: "pretsos", words: words, at: at(0), using: &rng)
        let environment = ScrambleEnvironment(roots: try RootWords(lines: ["pretsos"], length: 7), words: words)
        #expect(!state.possible.contains("pts"))
        let events = state.apply(.submit("pts"), environment: environment, at: at(1), using: &rng)
        #expect(reason(events) == .unknown)
    }

    /// Brute force: for random racks, the possible list is exactly the words
    /// the round accepts, and each accepted word is one the list counts.
    @Test func possibleCountAgreesWithWhatTheGameAcceptsByBruteForce() throws {
        var rng = SplitMix64(seed: 99)
        let letters = Array("aeoinrstpñ")
        for _ in 0..<200 {
            let root = String((0..<7).map { _ in letters[Int(rng.uniform(below: UInt64(letters.count)))] })
            let configuration = ScrambleConfiguration(language: .spanish, length: 7)
            var play = SplitMix64(seed: 1)
            var state = ScrambleState(configuration: configuration, root: root, words: words, at: at(0), using: &play)
            let environment = ScrambleEnvironment(roots: try RootWords(lines: [root], length: 7), words: words)
            var accepted: Set<String> = []
            for word in spanishWords.words where !words.excluded.contains(word) {
                if case .accepted(let payload)? = state.apply(.submit(word), environment: environment, at: at(1), using: &play).first {
                    accepted.insert(payload.word)
                }
            }
            // Typed without accents, too.
            for word in spanishWords.words {
                if case .accepted(let payload)? = state.apply(.submit(AccentFolding.fold(word)), environment: environment, at: at(1), using: &play).first {
                    accepted.insert(payload.word)
                }
            }
            #expect(accepted == Set(state.possible), "\(root)")
            #expect(state.missed.isEmpty, "\(root)")
        }
    }
}

@Suite struct RootDifficultyTests {
    @Test func aTierKeepsItsRootsAndNormalIncludesEasy() throws {
        #expect(try RootWords(lines: ["ciudad\t1\teasy", "perros\t2\tnormal", "gatito\t3\thard"], length: 6, difficulty: .easy).words == ["ciudad"])
        #expect(try RootWords(lines: ["ciudad\t1\teasy", "perros\t2\tnormal", "gatito\t3\thard"], length: 6, difficulty: .normal).words
                == ["ciudad", "perros"])
        #expect(try RootWords(lines: ["ciudad\t1\teasy", "perros\t2\tnormal", "gatito\t3\thard"], length: 6, difficulty: .hard).words == ["gatito"])
        #expect(try RootWords(lines: ["ciudad\t1\teasy", "perros\t2\tnormal", "gatito\t3\thard"], length: 6).words.count == 3)
    }

    @Test func plainListsBelongToEveryTier() throws {
        for tier in RootDifficulty.allCases {
            #expect(try RootWords(lines: ["perros", "gatito"], length: 6, difficulty: tier).words == ["perros", "gatito"])
        }
        #expect(throws: ScrambleError.noRoots(length: 6)) {
            try RootWords(lines: ["perros\t2\tnormal"], length: 6, difficulty: .hard)
        }
    }

    @Test func configurationDefaultsToNormalAndDecodesOldJSON() throws {
        #expect(ScrambleConfiguration().difficulty == .normal)
        let old = try decode(ScrambleConfiguration.self, #"{"language":"es","length":8,"ruleSet":"classic","accentFolding":true}"#)
        #expect(old.difficulty == .normal)
        let hard = ScrambleConfiguration(language: .spanish, difficulty: .hard)
        #expect(try decode(ScrambleConfiguration.self, json(hard)) == hard)
    }
}

/// The reason of the first event when it is a rejection.
private func reason(_ events: [ScrambleEvent]) -> ScrambleRejectionReason? {
    if case .rejected(let payload)? = events.first { return payload.reason }
    return nil
}
