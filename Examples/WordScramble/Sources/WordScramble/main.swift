import GameKernel
import Spelling

// Usage: WordScramble [SEED]   then one word a line on standard input.
var generator = SplitMix64(seed: CommandLine.arguments.dropFirst().first.flatMap(UInt64.init) ?? UInt64.random(in: 0 ... .max))
do {
    var game = try WordScramble(using: &generator)
    print("Root word: \(game.rootWord)")
    while let line = readLine() {
        if let alert = game.addNewWord(line) {
            print("✗ \(alert.title): \(alert.message)")
        } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
            print("✓ \(game.usedWords[0])")
        }
    }
    print("Words found: \(game.usedWords.count)")
} catch {
    print("cannot start: \(error)")
}
