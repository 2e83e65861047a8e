import Foundation
import WordKitTestSupport

/// The `hunspell` oracle on a hand-written fixture.
enum HunspellCommand {
    /// Whether the command is installed.
    static var isAvailable: Bool { HunspellOracle.isAvailable }

    /// The words of `words` that Hunspell rejects with the fixture's `.aff`/`.dic` pair.
    ///
    /// - Parameters:
    ///   - words: Words to check, one a line.
    ///   - fixture: The pair, written to a temporary folder.
    /// - Returns: The rejected words (`hunspell -l`).
    static func rejected(_ words: [String], fixture: Fixture) throws -> Set<String> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lexicon-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(fixture.aff.utf8).write(to: folder.appendingPathComponent("t.aff"))
        try Data(fixture.dic.utf8).write(to: folder.appendingPathComponent("t.dic"))
        // -i UTF-8: fixtures without `SET UTF-8` would otherwise be read as Latin-1.
        let misspelled = try HunspellOracle.misspelled(
            words.joined(separator: "\n") + "\n", dictionaryBase: folder.appendingPathComponent("t").path, inputEncoding: "UTF-8")
        return Set(misspelled)
    }
}
