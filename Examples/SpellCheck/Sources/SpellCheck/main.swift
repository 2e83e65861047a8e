#if canImport(UIKit)
import UIKit
#else
import Spelling
#endif

// Hacking with Swift, "Word Scramble": the word check exactly as written for UIKit.
func isReal(word: String) -> Bool {
    let checker = UITextChecker()
    let range = NSRange(location: 0, length: word.utf16.count)
    let misspelledRange = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")

    return misspelledRange.location == NSNotFound
}

// The same check in another language, as the Packt word game calls it for
// the language the player chose ("en", "es" or "it").
func isReal(word: String, language: String) -> Bool {
    let checker = UITextChecker()
    let range = NSRange(location: 0, length: word.utf16.count)
    let misspelledRange = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: language)
    return misspelledRange.location == NSNotFound
}

// Usage: SpellCheck [LANGUAGE] WORD...   (LANGUAGE is en, es or it; default en)
var arguments = Array(CommandLine.arguments.dropFirst())
var language = "en"
if let first = arguments.first, ["en", "es", "it"].contains(first) {
    language = first
    arguments.removeFirst()
}
for word in arguments {
    let real = language == "en" ? isReal(word: word) : isReal(word: word, language: language)
    let checker = UITextChecker()
    let guesses = real ? [] : (checker.guesses(forWordRange: NSRange(location: 0, length: word.utf16.count), in: word, language: language) ?? [])
    print(real ? "\(word): real" : "\(word): not a word" + (guesses.isEmpty ? "" : " (did you mean \(guesses.prefix(3).joined(separator: ", "))?)"))
}
