import Foundation
import Spelling
import Testing
import WordKitTestSupport

extension Repository {
    /// The shipped dictionaries as a ``DictionaryDirectory``.
    static let dictionaryDirectory = DictionaryDirectory(path: dictionaries.path)
}

/// One checker per language for the whole test run (opening one costs a dictionary load).
enum Checkers {
    static let english = open("en")
    static let spanish = open("es")
    static let italian = open("it")

    static func open(_ language: String) -> SpellChecker {
        do {
            return try SpellChecker(language: language, in: Repository.dictionaryDirectory)
        } catch {
            fatalError("cannot open the \(language) dictionary: \(error)")
        }
    }

    static func checker(_ language: String) -> SpellChecker {
        switch language {
        case "es": spanish
        case "it": italian
        default: english
        }
    }
}

/// The `.dic` stems of a dictionary (the part before the flags), comments skipped.
func dictionaryStems(_ name: String) throws -> [String] {
    let path = Repository.dictionaries.path + "/\(name)/\(name).dic"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").dropFirst().compactMap { line in
        guard let first = line.first, first != "/", first != "\t", first != "#" else { return nil }
        var stem = ""
        var escaped = false
        for character in line {
            if escaped { stem.append(character); escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if character == "/" || character == "\t" || character == " " { break }
            stem.append(character)
        }
        return stem.isEmpty ? nil : stem
    }
}

/// Where two word lists first differ, or nil when they are equal: a short
/// failure message instead of two lists of thousands of words.
func firstDifference(_ actual: [String], _ expected: [String]) -> String? {
    guard actual != expected else { return nil }
    let index = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actual.count, expected.count)
    func around(_ words: [String]) -> [String] { Array(words[max(0, index - 2)..<min(words.count, index + 3)]) }
    return "lists differ at word \(index) (of \(actual.count) vs \(expected.count)): wordkit \(around(actual)) vs hunspell \(around(expected))"
}

/// One checker per language with its shipped lexicon attached: what the
/// command line and ``TextChecker`` use, and what corrections search.
enum LexiconCheckers {
    static let english = open("en")
    static let spanish = open("es")
    static let italian = open("it")

    static func open(_ language: String) -> SpellChecker {
        let checker = Checkers.open(language)
        guard let lexicon = LexiconStore(contentDirectory: Repository.content).existingLexicon(for: checker.dictionary) else {
            fatalError("no shipped lexicon for \(language) in \(Repository.content.path)")
        }
        checker.useLexicon(lexicon)
        return checker
    }

    static func checker(_ language: String) -> SpellChecker {
        switch language {
        case "es": spanish
        case "it": italian
        default: english
        }
    }
}
