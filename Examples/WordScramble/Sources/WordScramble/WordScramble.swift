import GameKernel
import Spelling
import WordKitPlay

/// The game's state, as Hacking with Swift's `ContentView` keeps it.
struct WordScramble {
    /// The root word the player spells words from.
    var rootWord: String
    /// The words found, newest first.
    var usedWords: [String] = []

    /// Starts a game with a random 8-letter root from WordKit's shipped list
    /// (the original read `start.txt` from the app bundle; an empty line
    /// there could become the root, which a `RootWords` list never holds).
    init<G: RandomNumberGenerator>(using generator: inout G) throws {
        let roots = try GameContent.located().roots(language: .english, length: 8)
        rootWord = roots.words.randomElement(using: &generator) ?? "silkworm"
    }

    /// Checks a word as the original's `addNewWord()` did, and adds it.
    ///
    /// - Returns: nil when the word was added, else the alert's title and message.
    mutating func addNewWord(_ newWord: String) -> (title: String, message: String)? {
        let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        guard answer.count > 0 else { return nil }

        guard isOriginal(word: answer) else {
            return ("Word used already", "Be more original")
        }
        guard isPossible(word: answer) else {
            return ("Word not possible", "You can't spell that word from '\(rootWord)'!")
        }
        guard isReal(word: answer) else {
            return ("Word not recognized", "You can't just make them up, you know!")
        }
        usedWords.insert(answer, at: 0)
        return nil
    }

    func isOriginal(word: String) -> Bool {
        !usedWords.contains(word)
    }

    func isPossible(word: String) -> Bool {
        var tempWord = rootWord

        for letter in word {
            if let pos = tempWord.firstIndex(of: letter) {
                tempWord.remove(at: pos)
            } else {
                return false
            }
        }

        return true
    }

    func isReal(word: String) -> Bool {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelledRange = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")

        return misspelledRange.location == NSNotFound
    }
}
