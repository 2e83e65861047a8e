import ContentPipeline
import Foundation
import Spelling
import WordKitPlay
import WordKitStore
import WordKitTerminal

/// An error the CLI reports itself: a message for stderr and an exit code.
///
/// Codes follow BSD `sysexits.h`, so scripts can tell the cases apart.
struct CLIFailure: Error {
    /// `EX_USAGE`: a bad flag, argument or language.
    static let usage: Int32 = 64
    /// `EX_DATAERR`: input that is not valid text.
    static let dataError: Int32 = 65
    /// `EX_NOINPUT`: an input file that cannot be read.
    static let noInput: Int32 = 66
    /// `EX_OSFILE`: a dictionary file missing, unreadable or unsupported.
    static let dictionary: Int32 = 72
    /// `EX_IOERR`: output could not be written.
    static let ioError: Int32 = 74

    let message: String
    let code: Int32

    init(_ message: String, code: Int32) {
        self.message = message
        self.code = code
    }

    /// Maps a spelling error to its message (with ``ErrorAdvice``'s advice) and exit code.
    init(_ error: SpellingError) {
        let message = ErrorAdvice.message(for: error)
        switch error {
        case .unknownLanguage, .emptyWord:
            self.init(message, code: Self.usage)
        case .controlCharacter, .invalidText:
            self.init(message, code: Self.dataError)
        case .missingDictionaryFile, .unreadableDictionaryFile, .unsupportedEncoding, .malformedDictionary, .noDictionaryDirectory:
            self.init(message, code: Self.dictionary)
        }
    }

    /// Maps a play error to its message (with ``ErrorAdvice``'s advice) and exit code.
    init(_ error: PlayError) {
        let message = ErrorAdvice.message(for: error)
        switch error.kind {
        case .missingInput: self.init(message, code: Self.noInput)
        case .badData: self.init(message, code: Self.dataError)
        case .usage: self.init(message, code: Self.usage)
        }
    }

    /// Maps an error setting a game up: the dictionary folder or word list
    /// is a dictionary problem, a root or level that does not exist a usage error.
    init(_ error: PlayEnvironmentError) {
        let message = ErrorAdvice.message(for: error)
        switch error {
        case .dictionaryFolderMissing, .dictionaryFolderNotAFolder, .dictionaryFolderEmpty, .lexiconUnavailable:
            self.init(message, code: Self.dictionary)
        case .rootNotAWord, .noLightsLevel:
            self.init(message, code: Self.usage)
        }
    }

    /// Maps a content error to its message (with ``ErrorAdvice``'s advice) and exit code.
    init(_ error: ContentError) {
        let message = ErrorAdvice.message(for: error)
        switch error {
        case .unwritableOutput: self.init(message, code: Self.ioError)
        case .unreadableInput, .malformedLine, .invalidDeck, .noDeckID, .inconsistent, .reviewedWrong: self.init(message, code: Self.dataError)
        }
    }

    /// Maps a store error: a store that cannot be read or written is an I/O error.
    init(_ error: StoreError) {
        self.init(error.description, code: Self.ioError)
    }

    /// Maps a line channel's failure (`suggest`, `pipe` reading standard input):
    /// a line too long is bad data, input that cannot be read no input, and
    /// output that cannot be written an I/O error, quiet when the reader went away.
    init(_ error: LineChannel.Failure) {
        switch error {
        case .lineTooLong(let line, let limit):
            self.init("standard input, line \(line): longer than \(limit) bytes", code: Self.dataError)
        case .unreadable(let reason):
            self.init("cannot read standard input: \(reason)", code: Self.noInput)
        case .writeFailed(let code, _) where code == EPIPE:
            // A reader that stopped reading ends the command quietly, as in ``Output``.
            self.init("", code: Self.ioError)
        case .writeFailed(_, let reason):
            self.init("cannot write to standard output: \(reason)", code: Self.ioError)
        }
    }

    /// Maps a failure reading the text to check, with the flag that helps.
    init(_ error: TextInput.Failure) {
        switch error {
        case .lineTooLong(let line, let limit):
            self.init("standard input, line \(line): longer than \(limit) bytes; raise --max-line-length to check it", code: Self.dataError)
        case .tooLarge(let limit):
            self.init("standard input is larger than \(limit) bytes; check it in parts or raise --max-input-bytes", code: Self.dataError)
        case .unreadable(let reason):
            self.init("cannot read standard input: \(reason)", code: Self.noInput)
        case .unkeepable(let reason):
            self.init("cannot keep standard input in a temporary file (\(reason)); check it in parts", code: Self.ioError)
        }
    }

    /// Runs `body`, turning the libraries' errors into CLI failures.
    static func mapping<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SpellingError {
            throw CLIFailure(error)
        } catch let error as PlayError {
            throw CLIFailure(error)
        } catch let error as PlayEnvironmentError {
            throw CLIFailure(error)
        } catch let error as ContentError {
            throw CLIFailure(error)
        } catch let error as StoreError {
            throw CLIFailure(error)
        } catch let error as DeckLibraryError {
            throw CLIFailure(error.description, code: usage)
        } catch let error as LineChannel.Failure {
            throw CLIFailure(error)
        } catch let error as TextInput.Failure {
            throw CLIFailure(error)
        } catch let error as TerminalGames.Failure {
            throw CLIFailure(error.description, code: usage)
        }
    }

    /// The CLI failure for a library error, as ``mapping(_:)`` makes it, or the error itself.
    static func mapped(_ error: any Error) -> any Error {
        do {
            try mapping { () throws -> Void in throw error }
        } catch {
            return error
        }
        return error
    }

    /// Prints `wordkit: message` on stderr (nothing for an empty message) and exits with the code.
    func exit() -> Never {
        if !message.isEmpty { StandardError.write("wordkit: \(message)\n") }
        Foundation.exit(code)
    }
}

/// Checks the raw argument bytes, which Swift would otherwise repair silently.
enum CommandLineArguments {
    static func invalidUTF8Argument() -> CLIFailure? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if let offset = TextValidation.firstInvalidUTF8Offset(bytes) {
                return CLIFailure("argument \(index) is not valid UTF-8 (byte \(offset + 1))", code: CLIFailure.dataError)
            }
        }
        return nil
    }
}
