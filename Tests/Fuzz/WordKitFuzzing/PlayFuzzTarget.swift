import Foundation
import GameKernel
import Lexicon
import Spelling
import Synchronization
import WordKitPlay

/// The JSON Lines player (`wordkit play … --json`, `wordkit study --json`)
/// over a session of each game, with a fixed clock.
///
/// The input is text. Its first line chooses the session: a game's name
/// (`guess`, `flashcards`, `scramble`, `lights` or `study`; anything else
/// picks one from the line's bytes), then optionally a seed and the seconds
/// the clock moves on per line (default 1), such as `lights 12 0.5`. Every
/// further line, split at line feeds, goes to `receive(_:at:)` until `:quit`;
/// then the player is finished as at the end of input.
///
/// Properties: every line gets at least one line back (but `:quit` once the
/// game has ended, which only finishes the play); every line out is
/// one JSON object with an `event`, ending in its only line feed; the
/// recorder gets exactly one game per `end` event but those marked
/// `recorded: false` (a game left by `:new` before any move; study records no game),
/// and, in study, one review per `review` event; once finished, nothing more
/// ends.
enum PlayFuzzTarget {
    /// What the sessions are made from, loaded once from the shipped content.
    struct Shared: Sendable {
        let scramble: ScrambleEnvironment
        let lights: LightsEnvironment
        let deck: Deck
    }

    private static let loaded: Result<Shared, any Error> = Result {
        let content = try GameContent.located()
        let files = try DictionaryDirectory.locate().dictionary(for: "en")
        guard let lexicon = LexiconStore().existingLexicon(for: files) else {
            throw FuzzFailure("the shipped en_US lexicon is missing")
        }
        let words = try content.gameWords(LexiconWordSource(words: lexicon, foldsAccents: false), language: .english)
        let roots = try content.roots(language: .english, length: 6)
        let deck = Deck(
            id: "fuzz", title: "Fuzz", languages: ["en", "es"],
            cards: [
                Card(id: "fuzz:house", prompt: "house", answer: "casa"), Card(id: "fuzz:dog", prompt: "dog", answer: "perro"),
                Card(id: "fuzz:cat", prompt: "cat", answer: "gato"), Card(id: "fuzz:water", prompt: "water", answer: "agua"),
            ])
        return Shared(
            scramble: ScrambleEnvironment(roots: roots, words: words), lights: try content.lightsLevels().environment, deck: deck)
    }

    /// The shipped content the sessions need.
    static func shared() throws -> Shared { try loaded.get() }

    /// The moment play starts: 2026-01-05 09:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_767_603_600)

    static func run(_ data: Data) throws {
        let shared = try shared()
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = lines.isEmpty ? [] : lines.removeFirst().split(separator: " ").map(String.init)
        let seed = header.count > 1 ? UInt64(header[1]) ?? 0 : 0
        let step = header.count > 2 ? Double(header[2]).map { $0.isFinite ? min(max($0, 0), 1e7) : 1 } ?? 1 : 1
        let games = ["guess", "flashcards", "scramble", "lights", "study"]
        let name = header.first.flatMap { games.contains($0) ? $0 : nil }
            ?? games[Int(data.prefix(16).reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }) % games.count]
        let log = Log()
        let recorder = GameRecorder(record: { log.record($0) }, recordReviews: { log.record($0) })

        switch name {
        case "guess":
            try play(try GameSession.guess(GuessConfiguration(), seed: seed, recorder: recorder, at: start), lines, step, log)
        case "flashcards":
            let scheduling = seed % 2 == 0 ? nil : FlashcardsScheduling()
            let configuration = FlashcardsConfiguration(cardLimit: 3, timeLimit: seed % 3 == 0 ? nil : 100, requeueWrongCards: seed % 5 != 0)
            try play(
                try GameSession.flashcards(shared.deck, configuration: configuration, scheduling: scheduling, seed: seed, recorder: recorder, at: start),
                lines, step, log)
        case "scramble":
            let rules: [ScrambleRuleSet] = [.classic, .hws, .packt]
            let configuration = ScrambleConfiguration(language: .english, length: 6, ruleSet: rules[Int(seed % 3)])
            try play(try GameSession.scramble(configuration, environment: shared.scramble, seed: seed, recorder: recorder, at: start), lines, step, log)
        case "lights":
            let setup: LightsSetup
            if seed % 2 == 0, let level = shared.lights.level(number: 1 + Int(seed / 2 % 100)) {
                setup = .level(level)
            } else {
                setup = .random(size: 3 + Int(seed % 7))
            }
            try play(try GameSession.lights(setup, environment: shared.lights, seed: seed, recorder: recorder, at: start), lines, step, log)
        default:
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let options = StudyOptions(newCardsPerDay: Int(seed % 4), fuzz: seed % 2 == 1, calendar: calendar)
            try play(
                try GameSession.study(DeckReviews(deck: shared.deck, from: []), options: options, seed: seed, recorder: recorder, at: start),
                lines, step, log)
        }
    }

    /// Plays the lines and checks every answer.
    private static func play<Game: JSONPlayable>(
        _ session: GameSession<Game>, _ lines: [String], _ step: Double, _ log: Log
    ) throws {
        var player = JSONLinesPlayer(session: session)
        var ends = 0
        var reviews = 0
        func check(_ output: [String], after line: String) throws {
            for json in output {
                try require(json.hasSuffix("\n") && json.utf8.filter { $0 == 0x0A }.count == 1,
                            "after \(line.debugDescription): \(json.debugDescription) is not one line")
                let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
                guard let event = object?["event"] as? String else {
                    throw FuzzFailure("after \(line.debugDescription): \(json.debugDescription) is not a JSON event")
                }
                // A game left by `:new` before any move is not stored, and its end says so.
                if event == "end" && object?["recorded"] as? Bool != false { ends += 1 }
                if event == "review" { reviews += 1 }
            }
        }
        let opening = player.openingLines
        try require(!opening.isEmpty, "no opening lines")
        try check(opening, after: "the start")
        var time = start
        for line in lines {
            if player.isFinished { break }
            time += step
            let wasPlaying = player.session.isPlaying
            let output = player.receive(line, at: time)
            // Only `:quit` once the game has ended gets nothing back: there is nothing left to end.
            try require(!output.isEmpty || (player.isFinished && !wasPlaying), "no answer to \(line.debugDescription)")
            try check(output, after: line)
        }
        let finished = player.isFinished
        let last = player.finish(at: time + step)
        try require(!finished || last.isEmpty, "the game ended again after :quit: \(last)")
        try check(last, after: "the end of input")
        try require(player.finish(at: time + 2 * step).isEmpty, "a finished game ended twice")
        let (games, logged) = log.counts
        if Game.self == StudyState.self {
            // A study session is not a game of the history; its reviews are what it keeps.
            try require(games == 0, "study recorded \(games) games")
            try require(logged == reviews, "\(reviews) review events but \(logged) reviews recorded")
        } else {
            try require(games == ends, "\(ends) end events but \(games) games recorded")
        }
    }

    /// What the recorder was given.
    private final class Log: Sendable {
        private let state = Mutex((games: 0, reviews: 0))

        func record(_ record: GameRecord) { state.withLock { $0.games += 1 } }
        func record(_ reviews: [CardReview]) { state.withLock { $0.reviews += reviews.count } }
        var counts: (games: Int, reviews: Int) { state.withLock { $0 } }
    }
}
