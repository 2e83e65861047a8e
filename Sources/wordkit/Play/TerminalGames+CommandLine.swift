import Foundation
import GameKernel
import WordKitPlay
import WordKitStore
import WordKitTerminal

/// The command line's games: a `TerminalGames` (in `WordKitTerminal`) over
/// the player's environment with the options of `play` and `study`, whose
/// errors become CLI failures (``CLIFailure/mapped(_:)``, with their exit
/// codes) and read at the terminal as on stderr (``ErrorAdvice``).
extension TerminalGames {
    /// The games of `player` with the command line's options.
    ///
    /// - Parameters:
    ///   - player: The player's things, made once by the command.
    ///   - seed: `--seed`: every game set up from the same seed, else a fresh one each time.
    ///   - dictionaries: `--dictionaries`: another folder of Hunspell dictionaries.
    ///   - bell: `--bell`.
    ///   - root: `play scramble --root`: the root every round plays, lowercase NFC.
    ///   - requeueWrong: `--no-requeue-wrong` turns it off: a card marked wrong comes back at the end of the round.
    ///   - studyClock: Study's present (`--now`, else the system clock).
    ///   - studyFuzz: `--no-fuzz` turns it off: the random spread of study's intervals.
    ///   - guessRange: `--min`, `--max`.
    init(
        player: PlayerContext, seed: UInt64? = nil, dictionaries: String? = nil, bell: Bool = false, root: String? = nil, requeueWrong: Bool = true,
        studyClock: @escaping @Sendable () -> Date = { Date() }, studyFuzz: Bool = true, guessRange: ClosedRange<Int> = GuessConfiguration().range
    ) {
        var factory = GameFactory(environment: player.environment(seed: seed, dictionaries: dictionaries, clock: studyClock))
        factory.root = root
        factory.requeueWrong = requeueWrong
        factory.studyFuzz = studyFuzz
        factory.guessRange = guessRange
        self.init(
            player: player, factory: factory, bell: bell, failure: CLIFailure.mapped, wording: ErrorAdvice.message(for:),
            printLine: { try Output.line($0) })
    }
}
