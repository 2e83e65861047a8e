import Foundation
import GameKernel
import Testing
import WordKitPlay
import WordKitTestSupport

/// Content files are found, read, and named when missing or malformed.
@Suite struct GameContentTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-content-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func theShippedContentHasRootsLevelsAndDecks() throws {
        let content = GameContent(directory: Repository.content)
        let roots = try content.roots(language: "es", length: 7)
        #expect(roots.length == 7)
        #expect(try content.lightsLevels().levels.count >= 50)
    }

    @Test func missingAndMalformedFilesAreNamed() throws {
        let content = GameContent(directory: folder)
        let roots = folder.appendingPathComponent("roots/en-8.txt").path
        #expect(throws: PlayError.missingContent(path: roots)) { try content.roots(language: "en", length: 8) }
        #expect(PlayError.missingContent(path: roots).description == "\(roots) not found")
        try write("lights/levels.json", #"{"levels": [{"number": "one"}]}"#)
        do {
            _ = try content.lightsLevels()
            Issue.record("a malformed levels file was read")
        } catch let error as PlayError {
            #expect(error.kind == .badData)
            #expect(error.description.contains("levels.json"))
            #expect(error.description.contains("levels"))
        }
        try write("roots/en-8.txt", "\n\n")
        #expect(throws: PlayError.self) { try content.roots(language: "en", length: 8) }
    }
}
