import Foundation
import Spelling

/// Text read from standard input or arguments, validated before any output
/// (see `TextValidation`), so that bad input ends the command with an error
/// that names the place and nothing half-written on stdout.
struct TextInput {
    /// The validated text.
    let text: String

    /// Reads all of standard input.
    ///
    /// - Throws: ``CLIFailure`` (65) naming the line and column of invalid
    ///   UTF-8 or of a control character.
    static func standardInput() throws -> TextInput {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        return try TextInput(text: CLIFailure.mapping { try TextValidation.text(from: data, source: "standard input") })
    }

    /// Validates argument words as running text, one line each.
    init(arguments: [String]) throws {
        for (index, argument) in arguments.enumerated() {
            try CLIFailure.mapping { try TextValidation.rejectControlCharacters(argument, source: "argument \(index + 1)") }
        }
        text = arguments.joined(separator: "\n")
    }

    private init(text: String) {
        self.text = text
    }
}
