import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// The player's things as every command uses them: the store (warnings go
/// to stderr), the content, the deck library.
enum Player {
    /// The player's store in their XDG folders (`WORDKIT_HOME` moves them).
    static let store = PlayerStore.live(paths: WordKitPaths(), warn: StandardError.warn)

    /// Records each ended game and each review in the store; a store that
    /// cannot be written is a warning, never the end of the game.
    static let recorder = GameRecorder.storing(in: store, warn: StandardError.warn)

    /// The content to play with.
    ///
    /// - Throws: ``CLIFailure`` when there is none.
    static func content() throws -> GameContent {
        try CLIFailure.mapping { try GameContent.located() }
    }

    /// The shipped and imported decks (content is optional: imported decks work without it).
    static var decks: DeckLibrary {
        DeckLibrary(content: try? GameContent.located(), store: store)
    }

    /// The saved settings; the defaults when they cannot be read (with a warning).
    static func settings() -> Settings {
        do {
            return try store.loadSettings()
        } catch {
            StandardError.warn("\(error); using the defaults")
            return Settings()
        }
    }
}
