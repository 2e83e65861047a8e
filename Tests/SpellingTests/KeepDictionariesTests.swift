import Foundation
import Testing
import WordKitTestSupport
@testable import Spelling

/// `SpellChecker.keepDictionariesUntilExit()`: a short-lived command leaves
/// released dictionaries to the system; until it is called they are freed.
/// Serialized: the setting is process-wide, and one test sets and resets it.
@Suite(.serialized) struct KeepDictionariesTests {
    /// Opens a checker, makes it open a Hunspell handle (a word not in any
    /// lexicon), and releases it; returns how many dictionaries were freed
    /// meanwhile in this process.
    static func openAndRelease() throws -> Int {
        let before = SpellChecker.freedDictionaryCount
        do {
            let checker = try SpellChecker(language: "en", in: Repository.dictionaryDirectory)
            #expect(!checker.isCorrect("zzkkq"))
        }
        return SpellChecker.freedDictionaryCount - before
    }

    @Test func releasedDictionariesAreFreedUntilACommandKeepsThem() throws {
        #expect(try Self.openAndRelease() >= 1)
        SpellChecker.keepDictionariesUntilExit()
        defer { SpellChecker.freeDictionariesAgainForTests() }
        // Once kept, no handle anywhere in the process is freed, so the count is exact.
        #expect(try Self.openAndRelease() == 0)
    }
}
