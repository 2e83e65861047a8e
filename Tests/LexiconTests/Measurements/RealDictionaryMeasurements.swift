import Foundation
import Testing

/// Expansion of the system's real dictionaries, on demand only (slow):
///
/// ```sh
/// LEXICON_MEASURE=/tmp/lexicon-measure swift test --scratch-path .build-lexicon \
///     --filter RealDictionaryMeasurements
/// ```
///
/// Writes `<name>.candidates` for en_US, es_ES and it_IT into the folder
/// named by `LEXICON_MEASURE`; when `<name>.accepted` (the candidates minus
/// `hunspell -l`'s rejections, see `LexiconMeasurement`) is there too, builds
/// and writes `<name>.wkl` and times queries. Reports are printed.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LEXICON_MEASURE"] != nil))
struct RealDictionaryMeasurements {
    static let output = ProcessInfo.processInfo.environment["LEXICON_MEASURE"] ?? "/tmp"
    static let dictionaries = "/usr/share/hunspell"

    @Test(arguments: ["en_US", "es_ES", "it_IT"])
    func measure(_ name: String) throws {
        let aff = "\(Self.dictionaries)/\(name).aff"
        guard FileManager.default.fileExists(atPath: aff) else { return }
        let candidates = "\(Self.output)/\(name).candidates"
        print(name, try LexiconMeasurement.expand(aff: aff, dic: "\(Self.dictionaries)/\(name).dic", output: candidates))
        let accepted = "\(Self.output)/\(name).accepted"
        guard FileManager.default.fileExists(atPath: accepted) else { return }
        let binary = "\(Self.output)/\(name).wkl"
        print(name, try LexiconMeasurement.build(wordList: accepted, output: binary))
        print(name, try LexiconMeasurement.query(binary: binary, wordList: accepted))
    }
}
