import ArgumentParser
import Spelling

/// `wordkit probe-dictionary AFF DIC` (hidden): opens a dictionary and
/// exercises libhunspell on it, so that the parent process learns whether
/// libhunspell crashes on it (see ``DictionaryProbe``).
struct ProbeDictionary: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe-dictionary",
        abstract: "Load a dictionary and check a few words (used internally to test dictionaries in a child process).",
        shouldDisplay: false
    )

    @Argument(help: "The .aff file.")
    var affix: String

    @Argument(help: "The .dic file.")
    var dictionary: String

    func run() throws {
        // Never outlive the command that asked (a killed parent left probes running for minutes).
        DictionaryProbe.endWithParent()
        guard let files = try? DictionaryFiles(name: "probe", affixPath: affix, dictionaryPath: dictionary) else { return }
        DictionaryProbe.exercise(files)
    }
}
