import Foundation
import Spelling
import Testing
import WordKitStore
import WordKitTestSupport

/// Learned words kept in a file: persisted, replayed into Hunspell, safe across processes.
@Suite struct LearnedWordsFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-learn-\(UUID().uuidString)")
    var file: URL { folder.appendingPathComponent("learned-words.txt") }

    @Test func learnedWordsAreAcceptedAndPersisted() throws {
        let store = LearnedWords(storage: LearnedWordsFile(fileURL: file))
        let checker = try SpellChecker(language: "en", in: DictionaryDirectory(path: Repository.dictionaries.path), learnedWords: store)
        #expect(!checker.isCorrect("wordkitty"))
        try store.learn("wordkitty")
        #expect(checker.isCorrect("wordkitty"))
        #expect(checker.isCorrect("Wordkitty"))
        #expect(LearnedWords(storage: LearnedWordsFile(fileURL: file)).words == ["wordkitty"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "wordkitty\n")
        try store.unlearn("wordkitty")
        #expect(!checker.isCorrect("wordkitty"))
        try store.learn("wordkitty")
        #expect(checker.isCorrect("wordkitty"))
    }

    @Test func unlearningADictionaryWordKeepsItCorrect() throws {
        let store = LearnedWords(storage: LearnedWordsFile(fileURL: file))
        let checker = try SpellChecker(language: "en", in: DictionaryDirectory(path: Repository.dictionaries.path), learnedWords: store)
        try store.learn("house")
        try store.unlearn("house")
        #expect(checker.isCorrect("house"))
    }

    @Test func textCheckerLearnsThroughItsStore() throws {
        let checker = TextChecker(directory: DictionaryDirectory(path: Repository.dictionaries.path), learnedWords: LearnedWords(storage: LearnedWordsFile(fileURL: file)))
        let text = "un qwzx perro"
        checker.learnWord("qwzx")
        #expect(checker.hasLearnedWord("qwzx"))
        #expect(checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: 13), startingAt: 0, wrap: false, language: "es").location == NSNotFound)
        checker.unlearnWord("qwzx")
        #expect(!checker.hasLearnedWord("qwzx"))
    }

    @Test func badWordsAreRefused() {
        let store = LearnedWords(storage: LearnedWordsFile(fileURL: file))
        #expect(throws: SpellingError.emptyWord) { try store.learn("  ") }
        #expect(throws: SpellingError.controlCharacter(7, word: "a\u{7}b")) { try store.learn("a\u{7}b") }
    }

    @Test func aDamagedFileIsSetAsideNotOverwritten() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0x66, 0xFF, 0xFE, 0x0A]).write(to: file)
        let store = LearnedWords(storage: LearnedWordsFile(fileURL: file))
        #expect(store.words.isEmpty)
        #expect(store.warnings.count == 1)
        #expect(store.warnings.first?.contains("damaged") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.path + ".damaged")) == Data([0x66, 0xFF, 0xFE, 0x0A]))
        try store.learn("fresh")
        #expect(LearnedWords(storage: LearnedWordsFile(fileURL: file)).words == ["fresh"])
    }

    @Test func twoStoresWritingAtOnceLoseNothing() async throws {
        let file = self.file
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    let store = LearnedWords(storage: LearnedWordsFile(fileURL: file))
                    for index in 0..<40 { try store.learn("word\(writer)x\(index)") }
                }
            }
            try await group.waitForAll()
        }
        #expect(LearnedWords(storage: LearnedWordsFile(fileURL: file)).words.count == 80)
    }

    /// A file that exists but cannot be read is reported and never replaced.
    @Test(.enabled(if: getuid() != 0, "root reads a file of mode 000"))
    func anUnreadableFileIsNeverOverwritten() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("kept\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path) }
        let store = LearnedWords(storage: LearnedWordsFile(fileURL: file))
        #expect(store.words.isEmpty)
        #expect(store.warnings.count == 1)
        #expect(throws: (any Error).self) { try store.learn("other") }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        #expect(try String(contentsOf: file, encoding: .utf8) == "kept\n")
    }

    @Test func aStoreWithoutStorageKeepsWordsInMemory() throws {
        let store = LearnedWords()
        try store.learn("qwzx")
        #expect(store.words == ["qwzx"])
        #expect(store.storage == nil)
    }

    @Test func pathsFollowXDGAndWordKitHome() {
        let xdg = WordKitPaths(environment: ["HOME": "/home/p", "XDG_CONFIG_HOME": "/cfg", "XDG_STATE_HOME": "relative/ignored"])
        #expect(xdg.configDirectory.path == "/cfg/wordkit")
        #expect(xdg.stateDirectory.path == "/home/p/.local/state/wordkit")
        #expect(xdg.cacheDirectory.path == "/home/p/.cache/wordkit")
        let home = WordKitPaths(environment: ["HOME": "/home/p", "WORDKIT_HOME": "/tmp/wk"])
        #expect(home.configDirectory.path == "/tmp/wk/config")
        #expect(home.stateDirectory.path == "/tmp/wk/state")
        #expect(home.cacheDirectory.path == "/tmp/wk/cache")
    }
}
