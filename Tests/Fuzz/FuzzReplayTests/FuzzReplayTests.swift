import Foundation
import Testing
import WordKitFuzzing
import WordKitTestSupport

/// Every committed seed and every kept crash of every fuzz target, run
/// through the same harness libFuzzer calls: a crash found once stays a test.
///
/// Inputs live in `Tests/Fuzz/Inputs/<target>/seeds` (the seed corpus) and
/// `Tests/Fuzz/Inputs/<target>/regressions` (inputs that once crashed or broke
/// a property, named after what they found).
@Suite struct FuzzReplayTests {
    /// The folder of a target's inputs.
    static func inputs(_ target: FuzzTarget, _ kind: String) -> URL {
        Repository.root.appendingPathComponent("Tests/Fuzz/Inputs/\(target.rawValue)/\(kind)", isDirectory: true)
    }

    /// The files in a folder, sorted; none when it does not exist.
    static func files(in folder: URL) -> [URL] { FuzzCorpus.files(in: folder) }

    /// CI's gate (`make fuzz-gate`) relies on this: the same corpus and seed
    /// give the same inputs, another seed gives others, none too long.
    @Test(arguments: FuzzTarget.allCases)
    func theGeneratedCorpusRepeatsExactly(_ target: FuzzTarget) throws {
        let corpus = try FuzzCorpus(target: target, inputs: Repository.root.appendingPathComponent("Tests/Fuzz/Inputs"))
        #expect(!corpus.tokens.isEmpty, "\(target.rawValue).dict gave no tokens")
        var (first, again, other) = (try corpus.generator(seed: 1), try corpus.generator(seed: 1), try corpus.generator(seed: 2))
        let inputs = (0..<500).map { _ in first.next() }
        #expect(inputs == (0..<500).map { _ in again.next() })
        #expect(inputs != (0..<500).map { _ in other.next() })
        #expect(inputs.allSatisfy { $0.count <= first.maxLength })
        #expect(Set(inputs).count > 400, "mutations repeat themselves")
    }

    /// The first generated inputs of the gate pass here too, unsanitized (the
    /// gate runs thousands of them under AddressSanitizer).
    @Test(arguments: FuzzTarget.allCases)
    func theFirstGeneratedInputsPass(_ target: FuzzTarget) throws {
        var generator = try FuzzCorpus(target: target, inputs: Repository.root.appendingPathComponent("Tests/Fuzz/Inputs")).generator(seed: 1)
        for index in 0..<(target == .history ? 50 : 300) {
            let input = generator.next()
            do {
                try target.run(input)
            } catch {
                Issue.record("\(target.rawValue) generated input \(index): \(error)")
            }
        }
    }

    @Test func dictionariesAreReadWithTheirEscapes() {
        let tokens = FuzzCorpus.tokens(ofDictionary: "# comment\n\"#deck:\"\nkw1=\"a\\x00b\\\"\"\n\"\"\nbare\n")
        #expect(tokens == [Data("#deck:".utf8), Data([0x61, 0x00, 0x62, 0x22])])
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySeedAndRegressionPasses(_ target: FuzzTarget) throws {
        let seeds = Self.files(in: Self.inputs(target, "seeds"))
        #expect(!seeds.isEmpty, "\(target.rawValue) has no seed corpus")
        for file in seeds + Self.files(in: Self.inputs(target, "regressions")) {
            do {
                try target.run(try Data(contentsOf: file))
            } catch {
                Issue.record("\(target.rawValue) \(file.lastPathComponent): \(error)")
            }
        }
    }

}
