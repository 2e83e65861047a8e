import Foundation
import Spelling

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

    /// Maps a spelling error to its message and exit code.
    init(_ error: SpellingError) {
        switch error {
        case .unknownLanguage, .emptyWord:
            self.init(error.description, code: Self.usage)
        case .controlCharacter:
            self.init(error.description, code: Self.dataError)
        case .missingDictionaryFile, .unreadableDictionaryFile, .unsupportedEncoding, .malformedDictionary, .noDictionaryDirectory:
            self.init(error.description, code: Self.dictionary)
        }
    }

    /// Prints `wordkit: message` on stderr and exits with the code.
    func exit() -> Never {
        StandardError.write("wordkit: \(message)\n")
        Foundation.exit(code)
    }
}

/// Writes to standard error, unbuffered.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// Checks the raw argument bytes, which Swift would otherwise repair silently.
enum CommandLineArguments {
    static func invalidUTF8Argument() -> CLIFailure? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if let offset = TextInput.firstInvalidUTF8Offset(bytes) {
                return CLIFailure("argument \(index) is not valid UTF-8 (byte \(offset + 1))", code: CLIFailure.dataError)
            }
        }
        return nil
    }
}
