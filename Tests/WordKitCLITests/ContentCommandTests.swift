import Foundation
import Testing

/// `wordkit deck` and `wordkit content`, run as a user runs them.
@Suite struct ContentCommandTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-deck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func importListShowAndExportRoundTripThroughAnkiText() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["WORDKIT_HOME": folder.appendingPathComponent("home").path, "WORDKIT_CONTENT": folder.appendingPathComponent("no-content").path]
        let file = folder.appendingPathComponent("Mis palabras.csv")
        try Data("#separator:Comma\n#columns:Front,Back\nperro,dog\n\"casa, hogar\",house\n".utf8).write(to: file)
        let imported = try WordKitProcess.run(["deck", "import", file.path, "--lang", "es,en"], environment: environment)
        #expect(imported.status == 0)
        #expect(imported.stdout == "imported 2 cards as deck mis-palabras\n")
        let list = try WordKitProcess.run(["deck", "list"], environment: environment)
        #expect(list.stdout.contains("mis-palabras") && list.stdout.contains("2 cards"))
        let exported = try WordKitProcess.run(["deck", "export", "mis-palabras"], environment: environment)
        #expect(exported.stdout == "#separator:tab\n#html:false\n#columns:Front\tBack\tID\tPart of speech\tGender\tRank\tExample\tExample translation\tExample source\tAudio\tAudio language\tTags\n#guid column:3\n#tags column:12\n"
                + "#deck:mis-palabras\nperro\tdog\tmis-palabras:perro\t\t\t\t\t\t\t\t\t\ncasa, hogar\thouse\tmis-palabras:casa, hogar\t\t\t\t\t\t\t\t\t\n")
        let tsv = folder.appendingPathComponent("again.tsv")
        try Data(exported.stdout.utf8).write(to: tsv)
        let again = try WordKitProcess.run(["deck", "import", tsv.path, "--id", "again"], environment: environment)
        #expect(again.status == 0)
        let shown = try WordKitProcess.run(["deck", "show", "again"], environment: environment)
        #expect(shown.stdout.hasSuffix("perro\tdog\ncasa, hogar\thouse\n"))
        let home = folder.appendingPathComponent("home/state/decks")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).sorted() == ["again.json", "mis-palabras.json"])
    }

    @Test func aBadDeckFileNamesTheLineAndWritesNothing() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["WORDKIT_HOME": folder.appendingPathComponent("home").path]
        let file = folder.appendingPathComponent("bad.tsv")
        try Data("uno\tone\ndos\n".utf8).write(to: file)
        let result = try WordKitProcess.run(["deck", "import", file.path], environment: environment)
        #expect(result.status == 65)
        #expect(result.stderr.contains("bad.tsv:2: expected at least 2 fields"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("home/state/decks").path))
    }

    @Test func unknownDeckIsReported() throws {
        let result = try WordKitProcess.run(["deck", "show", "no-such-deck"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("no deck \"no-such-deck\""))
    }
}
