import Foundation
import Lexicon

/// Everything that can go wrong while opening dictionaries or checking text.
///
/// Each case carries what a person needs to fix the problem: the path, the
/// language, or the place in the input. `description` is a complete sentence
/// fit for a terminal; it says what went wrong, not which flag of a front end
/// helps (a front end adds that advice itself).
public enum SpellingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No dictionary serves the requested language.
    case unknownLanguage(String, available: [String])
    /// A dictionary file does not exist.
    case missingDictionaryFile(path: String)
    /// A dictionary file exists but cannot be read.
    case unreadableDictionaryFile(path: String)
    /// A dictionary's `.aff` names a character set neither Hunspell nor WordKit knows.
    case unsupportedEncoding(String, path: String)
    /// A dictionary file holds something libhunspell would crash on, or is
    /// too large to be a dictionary (see ``DictionaryPreflight``).
    case malformedDictionary(path: String, line: Int, reason: String)
    /// No dictionary directory was found where WordKit looked.
    case noDictionaryDirectory(searched: [String])
    /// The word to look up is empty or only white space.
    case emptyWord
    /// The word holds a control character (given as its code point).
    case controlCharacter(UInt32, word: String)
    /// Text to check is not valid UTF-8 or holds a control character, at a
    /// 1-based line and column (in characters) of a source.
    case invalidText(source: String, line: Int, column: Int, problem: String)

    public var description: String {
        switch self {
        case let .unknownLanguage(language, available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "unknown language '\(language)'; available languages: \(list)"
        case let .missingDictionaryFile(path):
            return "dictionary file not found: \(path)"
        case let .unreadableDictionaryFile(path):
            return "dictionary file cannot be read: \(path)"
        case let .unsupportedEncoding(encoding, path):
            return "dictionary \(path) names the character set '\(encoding)', which neither Hunspell nor WordKit knows (known: \(TextEncoding.supportedNames))"
        case let .malformedDictionary(path, line, reason):
            return "\(path):\(line): \(reason)"
        case let .noDictionaryDirectory(searched):
            return "no dictionary directory found (looked in: \(searched.joined(separator: ", ")))"
        case .emptyWord:
            return "the word is empty"
        case let .controlCharacter(scalar, word):
            let hex = String(scalar, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return "the word '\(word.debugDescription.dropFirst().dropLast())' holds the control character U+\(padded)"
        case let .invalidText(source, line, column, problem):
            return "\(source), line \(line), column \(column): \(problem)"
        }
    }
}
