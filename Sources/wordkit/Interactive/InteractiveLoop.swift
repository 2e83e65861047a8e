import Foundation

/// Runs an ``InteractiveGame`` at the terminal until the player leaves.
enum InteractiveLoop {
    /// How often the screen is redrawn when the game shows a moving clock.
    static let tickMilliseconds: Int32 = 200

    /// Plays `game` on `terminal`.
    ///
    /// The terminal is restored when this returns, whatever way the game
    /// ends; the game is abandoned (and so recorded) for `q`, Ctrl-C, Ctrl-D,
    /// SIGINT, SIGTERM and SIGHUP.
    ///
    /// - Parameters:
    ///   - game: The game, already started.
    ///   - terminal: The terminal.
    ///   - clock: The game clock, started when the game was.
    static func run(_ game: inout some InteractiveGame, on terminal: Terminal, clock: inout GameClock) {
        terminal.enter()
        defer {
            terminal.leave()
            print(game.farewell)
        }
        var manuallyPaused = false
        var shown: [String] = []
        var woken = true
        while true {
            game.tick(at: clock.now)
            let screen = game.screen(on: terminal, at: clock.now, paused: !clock.isRunning)
            // Only a changed screen is drawn; a dumb terminal, which cannot draw over
            // the last screen, gets a new one only after a key, not for each tick.
            if screen != shown && (terminal.addressable || woken) {
                terminal.draw(screen)
                shown = screen
            }
            let timeout: Int32 = game.ticks && clock.isRunning ? tickMilliseconds : 1000
            let inputs = terminal.read(timeout: timeout)
            woken = !inputs.isEmpty
            for input in inputs {
                switch input {
                case .redraw:
                    shown = []
                case .terminate:
                    game.abandon(at: clock.now)
                    return
                case .suspend, .key(.suspend):
                    let wasRunning = clock.isRunning
                    clock.pause()
                    terminal.suspend()
                    if wasRunning { clock.resume() }
                    shown = []
                case .key(.interrupt), .key(.endOfInput):
                    game.abandon(at: clock.now)
                    return
                case .key(let key):
                    if manuallyPaused {
                        // Any key ends a pause; the key itself is not a move.
                        manuallyPaused = false
                        clock.resume()
                        if key == .character("q") || key == .character("Q") {
                            game.abandon(at: clock.now)
                            return
                        }
                        continue
                    }
                    switch game.handle(key, at: clock.now, on: terminal) {
                    case .play: break
                    case .togglePause:
                        manuallyPaused = true
                        clock.pause()
                    case .quit:
                        game.abandon(at: clock.now)
                        return
                    }
                }
            }
        }
    }
}
