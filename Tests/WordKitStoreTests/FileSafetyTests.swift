import Foundation
import WordKitStore
import Testing

/// The shared lock and set-aside mechanisms of every WordKit store.
@Suite struct FileSafetyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-safety-\(UUID().uuidString)")

    @Test func aSecondDamagedFileNeverOverwritesTheFirst() throws {
        let file = folder.appendingPathComponent("store.txt")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("first".utf8).write(to: file)
        #expect(try FileSafety.setAside(file) == file.path + ".damaged")
        try Data("second".utf8).write(to: file)
        #expect(try FileSafety.setAside(file) == file.path + ".damaged2")
        #expect(try String(contentsOfFile: file.path + ".damaged", encoding: .utf8) == "first")
        #expect(try String(contentsOfFile: file.path + ".damaged2", encoding: .utf8) == "second")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func theLockCreatesTheFolderAndPassesResultsAndErrorsThrough() throws {
        let file = folder.appendingPathComponent("deep/store.txt")
        #expect(try FileSafety.withExclusiveLock(on: file) { 42 } == 42)
        #expect(FileManager.default.fileExists(atPath: file.path + ".lock"))
        struct Failure: Error {}
        #expect(throws: Failure.self) { try FileSafety.withExclusiveLock(on: file) { throw Failure() } }
        // Released after the throw: taking it again does not block.
        #expect(try FileSafety.withExclusiveLock(on: file) { true })
    }
}
