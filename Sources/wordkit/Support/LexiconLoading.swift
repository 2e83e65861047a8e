import Foundation
import Lexicon
import Spelling
import Synchronization
import WordKitPlay
import WordKitStore

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
        guard !notes.isEmpty else { return }
        let shown = notes.prefix(5)
        var text = "wordkit: note: the \(name) word list is incomplete:\n"
        for note in shown { text += "  - \(note)\n" }
        if notes.count > shown.count { text += "  - and \(notes.count - shown.count) more notes\n" }
        StandardError.write(text)
    }

    /// A progress bar on one line of stderr: redrawn in place on a terminal,
    /// a line per tenth of the way otherwise.
    static func progressLine(for name: String) -> @Sendable (LexiconStore.BuildProgress) -> Void {
        let terminal = isatty(STDERR_FILENO) == 1
        let state = ProgressState()
        return { step in
            let prefix = "wordkit: building the \(name) word list (once, then cached): "
            switch step {
            case .expanding:
                if terminal { StandardError.writeTerminalControl("\r" + prefix + "reading the dictionary…\u{1B}[K") }
            case let .verifying(done, total, forms):
                let fraction = total > 0 ? Double(done) / Double(total) : 1
                let filled = Int(fraction * 24)
                let bar = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 24 - filled) + "]"
                let line = "\(bar) \(Int(fraction * 100))% (\(done) of \(total) stems, \(forms) forms so far)"
                if terminal {
                    StandardError.writeTerminalControl("\r" + prefix + line + "\u{1B}[K")
                } else if state.advance(to: Int(fraction * 10)) {
                    StandardError.write(prefix + line + "\n")
                }
            case let .note(note):
                state.notes.withLock { $0.append(note) }
            case let .finished(forms):
                let line = forms == 0 ? "wordkit: no \(name) word list was built." : "wordkit: built the \(name) word list: \(forms) forms."
                StandardError.writeTerminalControl(terminal ? "\r" + line + "\u{1B}[K\n" : line + "\n")
                sayNotes(state.notes.withLock { $0 }, name: name)
            }
        }
    }
}

/// What a progress display remembers between calls.
private final class ProgressState: Sendable {
    let tenths = Mutex(-1)
    let notes = Mutex<[String]>([])

    /// Whether `tenth` is past the last one shown (and remembers it).
    func advance(to tenth: Int) -> Bool {
        tenths.withLock { shown in
            guard tenth > shown else { return false }
            shown = tenth
            return true
        }
    }
}
