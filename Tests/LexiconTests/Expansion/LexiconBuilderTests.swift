import Foundation
import Lexicon
import Testing

/// The build entry point: expansion, injected verification, statistics.
@Suite struct LexiconBuilderTests {
    static let fixture = FeatureFixtures.stripConditionsCrossProduct.fixture

    @Test func keepsWhatTheVerifierAccepts() throws {
        let output = try LexiconBuilder.build(affixFile: Self.fixture.affixFile(), dictionary: Self.fixture.dictionary()) { word in
            !word.hasPrefix("un")
        }
        #expect(Array(output.words) == ["play", "plays", "replay", "replays", "retries", "retry", "tries", "try", "walk", "walked", "walks"])
        #expect(output.statistics == .init(dictionaryEntries: 3, generatedForms: 13, candidates: 13, accepted: 11))
        #expect(output.statistics.rejected == 2)
    }

    @Test func batchVerifierGivesTheSameResult() throws {
        var batches = 0
        let output = try LexiconBuilder.build(affixFile: Self.fixture.affixFile(), dictionary: Self.fixture.dictionary(), batchSize: 5) { words in
            batches += 1
            return words.map { !$0.hasPrefix("un") }
        }
        #expect(batches == 3)
        #expect(output.words.count == 11)
    }

    @Test func batchVerifierMustAnswerEveryWord() throws {
        #expect(throws: LexiconError.verifierMismatch(expected: 13, received: 0)) {
            try LexiconBuilder.build(affixFile: Self.fixture.affixFile(), dictionary: Self.fixture.dictionary()) { _ in [] }
        }
    }

    @Test func buildsFromFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lexicon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let aff = folder.appendingPathComponent("t.aff")
        let dic = folder.appendingPathComponent("t.dic")
        try Data(FeatureFixtures.twofoldSuffix.aff.utf8).write(to: aff)
        try Data(FeatureFixtures.twofoldSuffix.dic.utf8).write(to: dic)
        let set = try LexiconBuilder.build(aff: aff, dic: dic) { _ in true }
        #expect(Set(set) == FeatureFixtures.twofoldSuffix.expected)
    }

    @Test func verifierErrorsPropagate() throws {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try LexiconBuilder.build(affixFile: Self.fixture.affixFile(), dictionary: Self.fixture.dictionary()) { _ in throw Stop() }
        }
    }
}
