import Spelling
import Testing

/// A spelling error names what went wrong (the folders searched), and no
/// flag of a front end: the CLI adds `--dictionaries` itself.
struct SpellingErrorTests {
    @Test func noDictionaryDirectoryNamesTheFoldersSearchedAndNoFlag() {
        let error = SpellingError.noDictionaryDirectory(searched: ["/a/Dictionaries", "/b/Dictionaries"])
        #expect(error.description == "no dictionary directory found (looked in: /a/Dictionaries, /b/Dictionaries)")
        #expect(!error.description.contains("--"))
        #expect(!error.description.contains("WORDKIT_"))
    }
}
