import ArgumentParser
import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

extension DeckCommand {
    /// `wordkit deck stats [DECK]`: where a deck's cards stand and a chart of reviews per day.
    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show a deck's study statistics: new, learning and review cards, what falls due, retention, reviews per day.",
            discussion: """
            Due today counts reviewed cards due before the study day ends (days start at 4 a.m., \
            as in Anki); due this week, before the seventh day ends. Retention is the share of \
            reviews of graduated cards over the last 30 days that were not "again". With --json, \
            one object with every figure and the days of the chart.
            """
        )

        @Argument(help: ArgumentHelp(
            "A deck id or the path of a deck file; default: the deck setting, else the first deck.", valueName: "deck"))
        var deck: String?

        @Flag(help: "Write one JSON object instead of text.")
        var json = false

        @OptionGroup var clock: ClockOption

        @Option(help: ArgumentHelp("Days in the chart of reviews per day, today included (1 to 365).", valueName: "n"))
        var days = 14

        func validate() throws {
            guard (1...365).contains(days) else { throw ValidationError("--days must be from 1 to 365 (got \(days))") }
        }

        func run() throws {
            let now = clock.clock()
            let player = PlayerContext()
            let settings = player.settings
            let (played, stats) = try CLIFailure.mapping {
                let played = try player.decks.deckToPlay(deck ?? settings.deck, language: settings.languageInForce)
                return (played, try DeckReviews.load(played, from: player.store).stats(at: now, options: StudyOptions(), chartDays: days))
            }
            if json {
                try Output.write(JSONLines.encode(DeckStatsReport.Line(stats, deck: played, at: now)))
            } else {
                // The deck's title is untrusted: escaped on a pipe too.
                try Output.display(DeckStatsReport.lines(stats, deck: played).joined(separator: "\n") + "\n")
            }
        }
    }
}
