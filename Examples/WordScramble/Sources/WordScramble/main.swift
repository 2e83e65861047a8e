import Foundation

// Usage: WordScramble [SEED]   then one word a line on standard input
// (:hint for the start of a word not found yet); the round ends with the input.
let seed = CommandLine.arguments.dropFirst().first.flatMap(UInt64.init)
do {
    var game = try WordScramble(seed: seed)
    print("Root word: \(game.rootWord)")
    print("Words to find: \(game.possible)")
    while let line = readLine() {
        let typed = line.trimmingCharacters(in: .whitespaces)
        if typed.isEmpty { continue }
        if typed == ":hint" {
            print("Hint: \(game.hint() ?? "none left")")
        } else if let alert = game.addNewWord(line) {
            print("✗ \(alert.title): \(alert.message)")
        } else if let word = game.usedWords.first {
            print("✓ \(word)")
        }
    }
    let missed = game.end()
    print("Words found: \(game.usedWords.count), score \(game.score); missed \(missed.count)")
    let history = try game.history()
    print("History: \(history.rounds) round(s), best score \(history.best)")
} catch {
    FileHandle.standardError.write(Data("WordScramble: cannot play: \(error)\n".utf8))
    exit(1)
}
