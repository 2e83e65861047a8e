import Foundation
import GameKernel
import Lexicon
import Testing
@testable import ContentPipeline

/// Whole builds from a small fixture `Dictionaries` folder (English only).
@Suite struct BuildTests {
    /// Writes a tiny dictionary tree and returns its `Dictionaries` folder.
    static func fixture() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-content-\(UUID().uuidString)")
        let dictionaries = root.appendingPathComponent("Dictionaries")
        func write(_ relative: String, _ text: String) throws {
            let url = dictionaries.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("en_US/en_US.aff", "SET UTF-8\nTRY esianrtolcdugmphbyfvkwzx\n\nSFX S Y 1\nSFX S 0 s .\n")
        let words = ["garden", "danger", "ranged", "gander", "grade", "raged", "dear", "read", "dare", "era", "are", "ear",
                     "red", "den", "end", "and", "nag", "rag", "gad", "age", "ran", "darn", "nerd", "rend", "dang", "drag", "grad",
                     "London", "NATO", "UNESCO", "damned"]
        try write("en_US/en_US.dic", "\(words.count)\n" + words.map { $0 + ($0 == "garden" ? "/S" : "") + "\n" }.joined())
        let common = ["dear", "read", "red", "end", "and", "age", "ran", "are", "ear", "era", "den", "dare", "grade", "drag", "nerd"]
        try write("frequency/en.tsv", "garden\t5\nlondon\t5\ndanger\t4.5\nnato\t4\nunesco\t4\ndamned\t4\nranged\t3\n"
                  + common.map { "\($0)\t3\n" }.joined() + "gander\t2\nxxvii\t2\nrag\t1.5\n")
        try write("blocklists/en.txt", "# test\ndamn*\n")
        try write("comparison/hws-word-scramble-start.txt", "gardener\n")
        return dictionaries
    }

    static func build(_ dictionaries: URL, into name: String) throws -> (URL, ContentManifest) {
        let output = dictionaries.deletingLastPathComponent().appendingPathComponent(name)
        let builder = ContentBuilder(dictionariesFolder: dictionaries, languages: [ContentLanguage.standard[0]])
        return (output, try ContentInstaller.build(builder, replacing: output))
    }

    @Test func twoBuildsAreByteIdenticalAndVerifyClean() throws {
        let dictionaries = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dictionaries.deletingLastPathComponent()) }
        let (first, manifest) = try Self.build(dictionaries, into: "A")
        let (second, _) = try Self.build(dictionaries, into: "B")
        let files = ContentVerifier.relativeFiles(in: first)
        #expect(files == ContentVerifier.relativeFiles(in: second))
        for file in files {
            #expect(FileManager.default.contents(atPath: first.appendingPathComponent(file).path)
                    == FileManager.default.contents(atPath: second.appendingPathComponent(file).path), "\(file)")
        }
        #expect(ContentVerifier.differences(actual: first, expected: second).isEmpty)
        #expect(files.contains("roots/en-6.txt") && files.contains("lights/levels.json") && files.contains("decks/anagrams-en.json"))
        let roots = try String(contentsOf: first.appendingPathComponent("roots/en-6.txt"), encoding: .utf8)
        #expect(roots == "danger\t3\teasy\ngander\t23\teasy\ngarden\t1\teasy\nranged\t7\teasy\n")
        let rootsEntry = try #require(manifest.files.first { $0.path == "roots/en-6.txt" })
        #expect(rootsEntry.counts["words"] == 4)
        #expect(rootsEntry.counts["rejected.properNoun"] == 1)
        #expect(rootsEntry.counts["rejected.abbreviation"] == 1)
        #expect(rootsEntry.counts["rejected.blocklisted"] == 1)
        #expect(rootsEntry.counts["blocked.wordkit"] == 1)
        #expect(rootsEntry.counts["tier.easy"] == 4)
        #expect(files.contains("gamewords/en.wkdawg") && files.contains("gamewords/en-counted.txt"))
        // The games accept attested lexicon words (`rag` is rare: a bonus word;
        // `nag` is in no frequency list: unattested), and count the common ones.
        let accepted = try WordSet(data: try Data(contentsOf: first.appendingPathComponent("gamewords/en.wkdawg")))
        #expect(accepted.contains("garden") && accepted.contains("gardens") && accepted.contains("rag"))
        #expect(!accepted.contains("nag") && !accepted.contains("damned"))
        let counted = try String(contentsOf: first.appendingPathComponent("gamewords/en-counted.txt"), encoding: .utf8)
        let lines = counted.split(separator: "\n")
        #expect(lines.prefix(2) == ["age\t3.00", "and\t3.00"] && lines.contains("garden\t5.00") && !lines.contains { $0.hasPrefix("rag\t") })
        #expect(rootsEntry.inputs.map(\.path) == ["Dictionaries/blocklists/en.txt", "Dictionaries/en_US/en_US.aff",
                                                   "Dictionaries/en_US/en_US.dic", "Dictionaries/frequency/en.tsv"])
    }

    /// The id of a process that has ended.
    static func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// What a build killed by SIGTERM or SIGKILL left beside its destination
    /// is removed by the next build; a running build's folders are not.
    @Test func foldersOfKilledBuildsAreRemovedByTheNextBuild() throws {
        let dictionaries = try Self.fixture()
        let root = dictionaries.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: root) }
        let ended = try Self.endedProcessID()
        let running = getppid()
        let names = [".Out.building-\(ended)", ".Out.old-\(ended)", ".Out.building-\(running)", ".Other.building-\(ended)", ".Out.building-x"]
        for name in names {
            let folder = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("roots"), withIntermediateDirectories: true)
            try Data("half a file".utf8).write(to: folder.appendingPathComponent("roots/en-6.txt"))
        }
        let (output, _) = try Self.build(dictionaries, into: "Out")
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") }.sorted()
        #expect(left == [".Other.building-\(ended)", ".Out.building-\(running)", ".Out.building-x"])
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("lights/levels.json").path))
    }

    /// A build killed between its two renames left no destination, only the
    /// retired tree: it is put back.
    @Test func aTreeRetiredByAKilledBuildIsPutBack() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-retired-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let ended = try Self.endedProcessID()
        let retired = root.appendingPathComponent(".Content.old-\(ended)")
        try FileManager.default.createDirectory(at: retired, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: retired.appendingPathComponent("manifest.json"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".Content.building-\(ended)"), withIntermediateDirectories: true)
        let destination = root.appendingPathComponent("Content")
        let removed = ContentInstaller.removeStaleFolders(of: destination)
        #expect(removed.map(\.lastPathComponent) == [".Content.building-\(ended)"])
        #expect(try String(contentsOf: destination.appendingPathComponent("manifest.json"), encoding: .utf8) == "kept")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Content"])
    }

    @Test func verifyNamesEditedMissingAndExtraFiles() throws {
        let dictionaries = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dictionaries.deletingLastPathComponent()) }
        let (expected, _) = try Self.build(dictionaries, into: "A")
        let (actual, _) = try Self.build(dictionaries, into: "B")
        try Data("edited\n".utf8).write(to: actual.appendingPathComponent("roots/en-7.txt"))
        try FileManager.default.removeItem(at: actual.appendingPathComponent("lights/levels.json"))
        try Data().write(to: actual.appendingPathComponent("notes.txt"))
        #expect(ContentVerifier.differences(actual: actual, expected: expected)
                == [.missing("lights/levels.json"), .unexpected("notes.txt"), .changed("roots/en-7.txt")])
    }

    @Test func aFailedBuildLeavesTheOldContentUntouched() throws {
        let dictionaries = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dictionaries.deletingLastPathComponent()) }
        let (output, _) = try Self.build(dictionaries, into: "A")
        let before = ContentVerifier.relativeFiles(in: output)
        try Data("garden\tfive\n".utf8).write(to: dictionaries.appendingPathComponent("frequency/en.tsv"))
        #expect(throws: ContentError.malformedLine(path: "Dictionaries/frequency/en.tsv", line: 1, reason: "expected word<TAB>zipf, got \"garden\tfive\"")) {
            try Self.build(dictionaries, into: "A")
        }
        #expect(ContentVerifier.relativeFiles(in: output) == before)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
        #expect(!siblings.contains { $0.hasPrefix(".A.") })
    }

    @Test func levelsGrowAndRecordTheirMinimalPresses() throws {
        let levels = try LevelGenerator.levels(for: .standard)
        #expect(levels.count >= 100)
        // The 5×5 ladder: four boards each of 6 to 15 fewest presses.
        #expect(levels.filter { $0.size == 5 }.map(\.minimalPresses) == (6...15).flatMap { Array(repeating: $0, count: 4) })
        #expect(Set(levels.map(\.size)) == Set(3...9))
        // No two boards equal up to rotation or reflection (checked on the boards' rows).
        var seen: Set<[String]> = []
        for level in levels {
            let rows = try level.level.board().rows
            let images = Self.symmetricImages(rows)
            #expect(images.allSatisfy { !seen.contains($0) }, "level \(level.number)")
            seen.insert(rows)
        }
        #expect(levels.map(\.number) == Array(1...levels.count))
        #expect(levels.map(\.size) == levels.map(\.size).sorted())
        #expect(Set(levels.map(\.presses)).count == levels.count)
        for (previous, next) in zip(levels, levels.dropFirst()) where previous.size == next.size {
            #expect(previous.minimalPresses <= next.minimalPresses)
        }
        for level in levels {
            let board = try level.level.board()
            #expect(LightsSolver.minimalSolution(for: board)?.count == level.minimalPresses)
            #expect(level.presses.count == level.minimalPresses)
        }
        #expect(try LevelGenerator.levels(for: .standard) == levels)
    }

    /// The eight rotations and reflections of a square board given as rows.
    static func symmetricImages(_ rows: [String]) -> [[String]] {
        let grid = rows.map(Array.init)
        let size = grid.count
        func image(_ map: (Int, Int) -> (Int, Int)) -> [String] {
            (0..<size).map { row in String((0..<size).map { column in let (r, c) = map(row, column); return grid[r][c] }) }
        }
        let last = size - 1
        return [image { ($0, $1) }, image { (last - $1, $0) }, image { (last - $0, last - $1) }, image { ($1, last - $0) },
                image { ($0, last - $1) }, image { (last - $0, $1) }, image { ($1, $0) }, image { (last - $1, last - $0) }]
    }
}
