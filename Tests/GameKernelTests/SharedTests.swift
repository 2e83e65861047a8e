import Foundation
import Testing
@testable import GameKernel

@Suite struct SplitMix64Tests {
    @Test func matchesTheReferenceSequenceForSeedZero() {
        // The first outputs of Vigna's reference splitmix64.c seeded with 0.
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func sameSeedSameSequenceDifferentSeedDifferentSequence() {
        var a = SplitMix64(seed: 42)
        var b = SplitMix64(seed: 42)
        var c = SplitMix64(seed: 43)
        let first = (0..<16).map { _ in a.next() }
        #expect(first == (0..<16).map { _ in b.next() })
        #expect(first != (0..<16).map { _ in c.next() })
    }

    @Test func uniformStaysInRangeAndCoversIt() {
        var rng = SplitMix64(seed: 7)
        var seen = Set<Int>()
        for _ in 0..<2_000 {
            let value = rng.uniform(in: -3...3)
            #expect((-3...3).contains(value))
            seen.insert(value)
        }
        #expect(seen == Set(-3...3))
        #expect(rng.uniform(in: 5...5) == 5)
        #expect(rng.uniform(below: 0) == 0)
        // The whole of Int is a valid range and must not trap.
        _ = rng.uniform(in: Int.min...Int.max)
    }

    @Test func shuffleIsAPermutationAndDeterministic() {
        var a = SplitMix64(seed: 1)
        var b = SplitMix64(seed: 1)
        let items = Array(0..<20)
        let shuffled = a.shuffled(items)
        #expect(shuffled.sorted() == items)
        #expect(shuffled == b.shuffled(items))
        #expect(shuffled != items)
        #expect(a.shuffled([Int]()) == [])
    }
}

@Suite struct AccentFoldingTests {
    @Test func removesMarksAndLowercases() {
        #expect(AccentFolding.fold("Canción") == "cancion")
        #expect(AccentFolding.fold("perché") == "perche")
        #expect(AccentFolding.fold("pingüino") == "pinguino")
        // ñ is a letter of its own, not n with a mark.
        #expect(AccentFolding.fold("año") == "año")
        #expect(AccentFolding.fold("An\u{303}o") == "año")
        #expect(AccentFolding.fold("Ánimo") == "animo")
        // Decomposed input folds the same as composed input.
        #expect(AccentFolding.fold("cancio\u{301}n") == "cancion")
        #expect(AccentFolding.fold("worm") == "worm")
    }

    @Test func wordListAnswersTheProtocol() {
        let list = WordList(["Canción", " cosa ", "", "cosa", "caso"])
        #expect(list.words == ["canción", "caso", "cosa"])
        #expect(list.isWord("canción"))
        #expect(!list.isWord("cancion"))
        #expect(list.forms(matchingFolded: "cancion") == ["canción"])
        #expect(list.words(makeableFrom: "cosa", minLength: 2) == ["caso", "cosa"])
        #expect(list.words(makeableFrom: "cosa", minLength: 5) == [])
    }
}

@Suite struct PausableClockTests {
    @Test func countsOnlyRunningTime() {
        var clock = PausableClock(startingAt: at(0))
        #expect(clock.elapsed(at: at(10)) == 10)
        clock.pause(at: at(10))
        #expect(clock.elapsed(at: at(50)) == 10)
        clock.pause(at: at(60))
        #expect(clock.elapsed(at: at(60)) == 10)
        clock.resume(at: at(60))
        clock.resume(at: at(65))
        #expect(clock.elapsed(at: at(70)) == 20)
    }

    @Test func neverRunsBackwards() {
        let clock = PausableClock(startingAt: at(100))
        #expect(clock.elapsed(at: at(50)) == 0)
    }

    @Test func formatsMinutesAndSeconds() {
        #expect(ClockText.minutesSeconds(0) == "00:00")
        #expect(ClockText.minutesSeconds(4.9) == "00:04")
        #expect(ClockText.minutesSeconds(187) == "03:07")
        #expect(ClockText.minutesSeconds(6_000) == "100:00")
        #expect(ClockText.minutesSeconds(-5) == "00:00")
        #expect(ClockText.minutesSeconds(.nan) == "00:00")
        #expect(ClockText.minutesSeconds(.infinity) == "00:00")
    }
}

@Suite struct GameRecordTests {
    @Test func roundTripsThroughJSON() throws {
        let record = GameRecord(
            game: .lights, start: origin, duration: 42.5, won: true, steps: 7, score: nil,
            language: nil, details: ["size": "5"])
        let text = try json(record)
        #expect(
            text
                == #"{"details":{"size":"5"},"duration":42.5,"game":"lights","start":700000000,"steps":7,"won":true}"#
        )
        #expect(try decode(GameRecord.self, text) == record)
    }

    @Test func languageCodesAreOpenAndLowercased() throws {
        #expect(LanguageCode(rawValue: "FR").rawValue == "fr")
        #expect(try json([LanguageCode.spanish]) == #"["es"]"#)
        #expect(try decode([LanguageCode].self, #"["it","PT"]"#) == [.italian, "pt"])
    }
}
