import ContentPipeline
import Spelling
import WordKitPlay
import WordKitStore

/// The CLI's advice on the libraries' errors, in one place.
///
/// A library error says what went wrong and carries the data (the folders
/// searched, the missing file, the deck id); which flag, variable or command
/// helps is the CLI's to say. Every message the CLI prints for a library
/// error is the library's description followed by the advice made here.
/// The switches are exhaustive, so a new case decides its advice.
enum ErrorAdvice {
    /// The message for a spelling error: what went wrong, then what helps.
    static func message(for error: SpellingError) -> String {
        switch error {
        case .noDictionaryDirectory:
            error.description + "; pass --dictionaries DIR or set WORDKIT_DICTIONARIES"
        case .unknownLanguage, .missingDictionaryFile, .unreadableDictionaryFile, .unsupportedEncoding, .malformedDictionary, .emptyWord,
            .controlCharacter, .invalidText:
            error.description
        }
    }

    /// The message for a play error: what went wrong, then what helps.
    static func message(for error: PlayError) -> String {
        switch error {
        case .noContentFolder:
            error.description + "; run `wordkit content build` or set WORDKIT_CONTENT to a content folder"
        case .missingContent:
            error.description + "; run `wordkit content build` to generate the content"
        case .noDecks:
            error.description + "; run `wordkit content build` or `wordkit deck import FILE`, or give --deck PATH to a deck file"
        case .unknownDeck:
            error.description + "; `wordkit deck list` shows the decks"
        case .unreadableContent, .malformedContent, .missingDeckFile, .invalidOptions, .unplayableData:
            error.description
        }
    }

    /// The message for an error setting a game up: what went wrong, then what helps.
    static func message(for error: PlayEnvironmentError) -> String {
        switch error {
        case .rootNotAWord:
            "--root " + error.description
        case .dictionaryFolderMissing, .dictionaryFolderNotAFolder, .dictionaryFolderEmpty, .lexiconUnavailable, .noLightsLevel:
            error.description
        }
    }

    /// The message for a content error: what went wrong, then what helps.
    static func message(for error: ContentError) -> String {
        switch error {
        case .noDeckID:
            error.description + "; pass one with --id"
        case .reviewedWrong:
            error.description + "; make a rule give it another answer, or list one in Dictionaries/reviews/corrections.tsv"
        case .unreadableInput, .malformedLine, .invalidDeck, .unwritableOutput, .inconsistent:
            error.description
        }
    }

    /// The message for a setting's value that cannot be stored.
    static func message(for error: Settings.InvalidValue) -> String {
        error.key == .deck ? error.description + "; see wordkit deck list" : error.description
    }

    /// The message for a deck library error met by `wordkit deck import`.
    ///
    /// - Parameters:
    ///   - error: The error.
    ///   - into: The deck named with `--into`, if any.
    ///   - file: The file imported.
    static func message(for error: DeckLibraryError, into: String?, file: String) -> String {
        switch error {
        case .bundledID(let id) where into != nil:
            "\(id) is a bundled deck, which an import cannot change; import the file as a deck of its own, without --into"
        case .bundledID(let id): "\(id) is a bundled deck; choose another id with --id"
        case .alreadyImported(let id): "a deck \(id) was already imported; use --force to replace it or --id to rename"
        case .sharesNoCard(let id):
            "a deck \(id) was already imported and shares no card with this file; use --into \(id) to add its cards to it, "
                + "--force to replace it, or --id to import it under another id"
        case .notImported(let id): "no imported deck \(id) to import into (see `wordkit deck list`)"
        case .intoNeedsOneDeck(let count): "--into takes a file of one deck; \(file) holds \(count) decks"
        }
    }

    /// The message for any error: a library error's with its advice, a
    /// ``CLIFailure``'s own, else the error's description.
    static func message(for error: any Error) -> String {
        switch error {
        case let failure as CLIFailure: failure.message
        case let error as SpellingError: message(for: error)
        case let error as PlayError: message(for: error)
        case let error as PlayEnvironmentError: message(for: error)
        case let error as ContentError: message(for: error)
        case let error as Settings.InvalidValue: message(for: error)
        default: "\(error)"
        }
    }

    /// A library error that would otherwise reach the argument parser's own
    /// report, with its advice (the parser prints `Error: ` and the
    /// description); nil for any other error.
    static func advised(_ error: any Error) -> (any Error)? {
        switch error {
        case is SpellingError, is PlayError, is PlayEnvironmentError, is ContentError, is Settings.InvalidValue: Advised(description: message(for: error))
        default: nil
        }
    }

    /// A message with its advice, as an error the argument parser reports.
    private struct Advised: Error, CustomStringConvertible {
        let description: String
    }
}
