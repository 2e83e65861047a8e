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
    static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
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
