import Foundation
import Spelling
import Testing
import WordKitTestSupport

/// The plain Swift API: verdicts, suggestions, stems, languages, concurrency, bad input.
@Suite struct SpellCheckerTests {
    @Test func languagesResolveFromCodesAndRegions() throws {
        for (tag, name) in [("en", "en_US"), ("en_US", "en_US"), ("en-us", "en_US"), ("es", "es_ES"), ("es_MX", "es_ES"), ("it", "it_IT"), ("it_CH", "it_IT"), ("IT", "it_IT")] {
            #expect(try Repository.dictionaryDirectory.dictionary(for: tag).name == name, "\(tag)")
        }
    }

    @Test func unknownLanguageListsTheAvailableOnes() {
        #expect(throws: SpellingError.unknownLanguage("fr", available: ["en_US", "es_ES", "it_IT"])) {
            try Repository.dictionaryDirectory.dictionary(for: "fr")
        }
        let message = SpellingError.unknownLanguage("fr", available: ["en_US", "es_ES", "it_IT"]).description
        #expect(message.contains("fr") && message.contains("en_US, es_ES, it_IT"))
    }

    @Test func missingDictionaryFilesAreNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-missing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let aff = folder.appendingPathComponent("xx_XX.aff").path
        try Data("SET UTF-8\n".utf8).write(to: URL(fileURLWithPath: aff))
        #expect(throws: SpellingError.missingDictionaryFile(path: folder.appendingPathComponent("xx_XX.dic").path)) {
            try DictionaryFiles(name: "xx_XX", affixPath: aff, dictionaryPath: folder.appendingPathComponent("xx_XX.dic").path)
        }
    }

    @Test func unreadableAndUnknownEncodingDictionariesAreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-enc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let aff = folder.appendingPathComponent("xx.aff").path
        let dic = folder.appendingPathComponent("xx.dic").path
        try Data("SET KOI9-X\n".utf8).write(to: URL(fileURLWithPath: aff))
        try Data("1\nword\n".utf8).write(to: URL(fileURLWithPath: dic))
        #expect(throws: SpellingError.unsupportedEncoding("KOI9-X", path: aff)) {
            try DictionaryFiles(name: "xx", affixPath: aff, dictionaryPath: dic)
        }
        #expect(throws: SpellingError.unreadableDictionaryFile(path: folder.path)) {
            try DictionaryFiles(name: "xx", affixPath: folder.path, dictionaryPath: dic)
        }
    }

    @Test func suggestionsAndStems() {
        #expect(Checkers.spanish.suggestions(for: "gatto").first == "gato")
        #expect(Checkers.english.stems(of: "cats") == ["cat"])
        #expect(Checkers.english.suggestions(for: "") == [])
    }

    @Test func concurrentChecksGiveTheSerialAnswers() async throws {
        let words = try HunspellOracleTests.sample("it_IT", count: 2_000, seed: 9)
        let checker = Checkers.italian
        let serial = words.map(checker.isCorrect)
        let parallel = try await withThrowingTaskGroup(of: (Int, [Bool]).self) { group in
            for part in 0..<8 {
                group.addTask {
                    (part, words.enumerated().filter { $0.offset % 8 == part }.map { checker.isCorrect($0.element) })
                }
            }
            var results = [[Bool]](repeating: [], count: 8)
            for try await (part, verdicts) in group { results[part] = verdicts }
            return results
        }
        for part in 0..<8 {
            let expected = serial.enumerated().filter { $0.offset % 8 == part }.map(\.element)
            #expect(parallel[part] == expected)
        }
    }

    @Test func manyCheckersOpenedAtOnceAllWork() async throws {
        // Handle creation itself races in libhunspell 1.7; WordKit serialises it.
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<6 {
                group.addTask {
                    let checker = try SpellChecker(language: ["en", "es", "it"][index % 3], in: Repository.dictionaryDirectory)
                    return checker.isCorrect(["house", "perro", "casa"][index % 3]) && !checker.isCorrect("zzkkq")
                }
            }
            var all: [Bool] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results == Array(repeating: true, count: 6))
    }

    @Test func hugeAndOddInputsDoNotTrap() {
        let long = String(repeating: "a", count: 5_000)
        #expect(!Checkers.english.isCorrect(long))
        #expect(Checkers.english.suggestions(for: String(repeating: "ab", count: 300)).count >= 0)
        #expect(Checkers.english.misspelledWords(in: "").isEmpty)
        // Control characters separate words; en_US counts digits as word characters.
        #expect(Checkers.english.misspelledWords(in: "\u{0}\u{7}\u{1B}[31m").map(\.text) == ["31m"])
    }
}
