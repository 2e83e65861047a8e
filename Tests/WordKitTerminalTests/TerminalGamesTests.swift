import Foundation
import Testing
import WordKitPlay
import WordKitStore

@testable import WordKitTerminal

/// `TerminalGames` in-process, over an in-memory store: each screen gets its
/// terminal game, and every error goes through the front end's `failure`,
/// its words through `wording`, its farewell through `printLine`.
@Suite struct TerminalGamesTests {
    /// What the front end made of an error.
    struct Wrapped: Error {
        let original: any Error
    }

    /// Content that cannot be found.
    struct NoContent: Error {}

    /// Lines written through `printLine`.
    final class Lines: @unchecked Sendable {
        var lines: [String] = []
    }

    /// Games over an in-memory store with no content, whose errors are wrapped in ``Wrapped``.
    static func games(lines: Lines = Lines()) -> TerminalGames {
        let player = PlayerContext(store: .inMemory(), content: { throw NoContent() })
        let factory = GameFactory(environment: player.environment(seed: 7))
        return TerminalGames(
            player: player, factory: factory, failure: { Wrapped(original: $0) }, wording: { "words for \($0)" },
            printLine: { lines.lines.append($0) })
    }

    @Test func eachScreenGetsItsTerminalGame() throws {
        let games = Self.games()
        let game = try games.game(.game(.guess), context: PlayContext(choices: Settings()), at: Date(timeIntervalSince1970: 0))
        #expect(game is InteractiveGuess)
    }

    @Test func theMenuIsNotAGameAndTheFrontEndSaysWhatThatBecomes() {
        do {
            _ = try Self.games().game(.menu, context: PlayContext(choices: Settings()), at: Date())
            Issue.record("the menu was set up as a game")
        } catch let wrapped as Wrapped {
            #expect(wrapped.original as? TerminalGames.Failure == .menuIsNotAGame)
            #expect("\(wrapped.original)" == "the menu is not a game")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aGameThatCannotBeSetUpThrowsWhatTheFrontEndMakesOfTheLibrarysError() {
        // Scramble needs content; there is none.
        do {
            _ = try Self.games().game(.game(.scramble), context: PlayContext(choices: Settings()), at: Date())
            Issue.record("scramble was set up without content")
        } catch let wrapped as Wrapped {
            #expect(!(wrapped.original is Wrapped))
        } catch {
            Issue.record("unexpected \(error), not passed through failure")
        }
    }

    @Test func errorsAreWordedAndTheFarewellIsPrintedByTheFrontEnd() throws {
        let lines = Lines()
        let games = Self.games(lines: lines)
        #expect(games.message(for: NoContent()) == "words for NoContent()")
        try games.printLine("bye")
        #expect(lines.lines == ["bye"])
    }

    @Test func theLightsStartIsTheFactorysAndCanBeSetBack() {
        var games = Self.games()
        games.lightsStart = .level(3)
        #expect(games.factory.lightsStart == .level(3))
        games.lightsStart = .resume
        #expect(games.factory.lightsStart == .resume)
    }
}
