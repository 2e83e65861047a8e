import Foundation
import Testing
import WordKitTestSupport

/// A big compounding dictionary from the system (Debian's `hunspell-de-de`),
/// as a new user would use it: `wordkit check --dictionaries
/// /usr/share/hunspell --lang de_DE` must print what `hunspell -l` prints.
@Suite struct GermanDictionaryTests {
    static let folder = "/usr/share/hunspell"
    static var installed: Bool {
        HunspellOracle.isAvailable && FileManager.default.fileExists(atPath: folder + "/de_DE.aff")
    }

    /// Seeded German test words: stems, inflections, compounds of two stems,
    /// case variants and typos, ten to a line.
    static func sample(count: Int, seed: UInt64) throws -> String {
        let dic = try String(contentsOfFile: folder + "/de_DE.dic", encoding: .utf8)
        let stems = dic.split(separator: "\n").dropFirst().compactMap { line -> String? in
            let stem = line.prefix { $0 != "/" && $0 != "\t" && $0 != " " }
            return stem.count >= 3 && stem.allSatisfy(\.isLetter) ? String(stem) : nil
        }
        var generator = SplitMix64(seed: seed)
        var words: [String] = []
        while words.count < count {
            let stem = stems[Int.random(in: 0..<stems.count, using: &generator)]
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: words.append(stem)
            case 1: words.append(stem + ["en", "er", "es", "s", "e", "n"][Int.random(in: 0..<6, using: &generator)])
            case 2: words.append(stem + stems[Int.random(in: 0..<stems.count, using: &generator)].lowercased())
            case 3: words.append(stem.uppercased())
            case 4:
                var letters = Array(stem)
                letters.remove(at: Int.random(in: 0..<letters.count, using: &generator))
                words.append(String(letters))
            default:
                var letters = Array(stem)
                let index = Int.random(in: 0..<(letters.count - 1), using: &generator)
                letters.swapAt(index, index + 1)
                words.append(String(letters))
            }
        }
        return stride(from: 0, to: words.count, by: 10).map { words[$0..<min($0 + 10, words.count)].joined(separator: " ") }.joined(separator: "\n") + "\n"
    }

    @Test(.enabled(if: installed))
    func checkAgreesWithHunspellOnFiveThousandGermanWords() throws {
        let text = try Self.sample(count: 5_000, seed: 49)
        let result = try WordKitProcess.run(["check", "--dictionaries", Self.folder, "--lang", "de_DE"], input: Data(text.utf8))
        let expected = try HunspellOracle.misspelled(text, dictionaryBase: Self.folder + "/de_DE")
        #expect(result.lines == expected, "\(result.stderr)")
        // A sample that says something: both verdicts occur.
        #expect(expected.count > 500 && expected.count < 4_500)
    }

    @Test(.enabled(if: installed))
    func theLexiconBuildsAndHoldsOnlyWhatHunspellAccepts() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-de-\(UUID().uuidString)").path
        let build = try WordKitProcess.run(["lexicon", "build", "--dictionaries", Self.folder, "--lang", "de_DE"], environment: ["WORDKIT_HOME": home], timeout: 600)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("compound words"))
        let words = try WordKitProcess.run(["words", "--dictionaries", Self.folder, "--lang", "de_DE"], environment: ["WORDKIT_HOME": home]).lines
        #expect(words.count > 200_000)
        var generator = SplitMix64(seed: 5)
        let sample = (0..<5_000).map { _ in words[Int.random(in: 0..<words.count, using: &generator)] }
        #expect(try HunspellOracle.misspelled(sample.joined(separator: "\n") + "\n", dictionaryBase: Self.folder + "/de_DE").isEmpty)
    }
}
