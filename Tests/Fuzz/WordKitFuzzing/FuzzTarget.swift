import Foundation

/// The fuzz targets: one per surface where bytes from outside reach WordKit.
///
/// Each target is a function from bytes to nothing that must never trap,
/// hang or leak, whatever the bytes: libFuzzer calls it through
/// `wordkit-fuzz` (built by `make fuzz`), and `FuzzReplayTests` calls it with
/// every committed seed and every kept crash in `swift test`. Besides "does
/// not trap", each target checks properties that WordKit promises (an import
/// that succeeds round-trips through export, every play line gets an answer,
/// a damaged file is set aside byte for byte, …) and throws ``FuzzFailure``
/// when one does not hold.
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// `.aff` and `.dic` parsing and affix expansion (`AffixFile`, `DictionaryFile`, `Expander`, `WordSet`).
    case affix
    /// Text validation and tokenizing (`TextValidation`, `SpellChecker.words(in:)`), en_US.
    case tokenizer
    /// Deck import: Anki text and JSON (`DeckTextFormat.importDecks`), with an export round trip.
    case decks
    /// The JSON Lines player over a session of each game (`JSONLinesPlayer.receive`).
    case play
    /// The settings file (`PlayerStore.live(paths:).loadSettings` and `updateSettings`).
    case settings
    /// The history database (`PlayerStore.live(paths:).games`, `reviews`, and what is computed from them).
    case history

    /// Runs the target's harness on one input.
    ///
    /// - Parameter data: The input.
    /// - Throws: ``FuzzFailure`` when a promised property does not hold.
    package func run(_ data: Data) throws {
        switch self {
        case .affix: try AffixFuzzTarget.run(data)
        case .tokenizer: try TokenizerFuzzTarget.run(data)
        case .decks: try DeckFuzzTarget.run(data)
        case .play: try PlayFuzzTarget.run(data)
        case .settings: try SettingsFuzzTarget.run(data)
        case .history: try HistoryFuzzTarget.run(data)
        }
    }

    /// Prepares what the target opens once per process (a dictionary, content,
    /// a template store), so that the first input is not slower than the rest.
    package func prepare() throws {
        switch self {
        case .affix, .decks, .settings: break
        case .tokenizer: _ = try TokenizerFuzzTarget.checker()
        case .play: _ = try PlayFuzzTarget.shared()
        case .history: _ = try HistoryFuzzTarget.template()
        }
    }
}

/// A property a fuzz target checks did not hold.
package struct FuzzFailure: Error, CustomStringConvertible {
    /// What was expected and what happened.
    package let description: String

    /// A failure with its explanation.
    ///
    /// - Parameter description: What was expected and what happened.
    package init(_ description: String) {
        self.description = description
    }
}

/// Checks a property: throws ``FuzzFailure`` with `message` when `condition` is false.
///
/// - Parameters:
///   - condition: The property.
///   - message: What went wrong, worked out only on failure.
/// - Throws: ``FuzzFailure``.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw FuzzFailure(message()) }
}
