import Foundation
import Lexicon
import Spelling
import WordKitPlay
import WordKitStore
import WordKitTerminal

/// The CLI's side of loading a lexicon (`LexiconLoader` in `WordKitPlay`
/// finds it): the progress bar of a build and the notes, on stderr.
enum LexiconLoading {
    /// The lexicon of the chosen language: shipped, cached or built now.
    static func load(_ options: DictionaryOptions, progressAlways: Bool = false) throws -> WordSet {
        let files = try options.dictionaryFiles()
        return try CLIFailure.mapping { try PlayerContext.lexicons(progressAlways: progressAlways).load(files, openChecker: options.openChecker(for:)) }
    }

    /// Attaches an already built lexicon to `checker` when one exists; never builds.
    static func attachExisting(to checker: SpellChecker) {
        PlayerContext.lexicons().attachExisting(to: checker)
    }

    /// What a lexicon leaves out, said on stderr: the first few notes and a count.
    @Sendable static func sayNotes(_ notes: [String], name: String) {
        if let text = LexiconBuildReport.notes(notes, name: name) { StandardError.write(text) }
    }

    /// A progress bar on one line of stderr (`LexiconBuildReport` in
    /// `WordKitTerminal`): redrawn in place on a terminal, a line per tenth
    /// of the way otherwise.
    static func progressLine(for name: String) -> @Sendable (LexiconStore.BuildProgress) -> Void {
        LexiconBuildReport.progress(
            for: name, terminal: isatty(STDERR_FILENO) == 1, text: { StandardError.write($0) },
            control: { StandardError.writeTerminalControl($0) })
    }
}
