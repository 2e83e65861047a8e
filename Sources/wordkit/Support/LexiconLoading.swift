import Foundation
import Lexicon
import Spelling
import Synchronization
import WordKitStore

/// Loads a language's lexicon for the CLI, showing progress when it must be built.
enum LexiconLoading {
    /// Shipped lexicons, and built ones cached in the player's cache folder.
    static var store: LexiconStore {
        LexiconStore(cacheDirectory: WordKitPaths().lexiconCacheDirectory)
    }

    /// The lexicon of the chosen language. A shipped or cached lexicon is read
    /// without opening Hunspell at all (that is most of a cold start); only a
    /// build opens it. What a cached lexicon leaves out is said on stderr.
    static func load(_ options: DictionaryOptions, progressAlways: Bool = false) throws -> WordSet {
        let files = try options.dictionaryFiles()
        let store = self.store
        if let fingerprint = try? store.fingerprint(of: files), let words = store.existingLexicon(matching: fingerprint) {
            sayNotes(store.notes(matching: fingerprint), name: files.name)
            return words
        }
        return try load(for: options.openChecker(for: files), progressAlways: progressAlways)
    }

    /// The lexicon for `checker`: shipped, cached, or built now (once; a
    /// terminal on stderr sees the progress). The checker is given it too.
    static func load(for checker: SpellChecker, progressAlways: Bool = false) throws -> WordSet {
        let progress = isatty(STDERR_FILENO) == 1 || progressAlways ? progressLine(for: checker.dictionary.name) : nil
        let name = checker.dictionary.name
        do {
            let words = try store.lexicon(for: checker, progress: progress)
            checker.useLexicon(words)
            return words
        } catch let error as LexiconError {
            throw CLIFailure("cannot build the \(name) word list: \(error)", code: CLIFailure.dictionary)
        } catch {
            throw CLIFailure("cannot load the \(name) word list: \(error)", code: CLIFailure.dictionary)
        }
    }

    /// Attaches an already built lexicon to `checker` when one exists; never builds.
    static func attachExisting(to checker: SpellChecker) {
        if let words = store.existingLexicon(for: checker.dictionary) { checker.useLexicon(words) }
    }

    /// What a lexicon leaves out, said on stderr: the first few notes and a count.
    static func sayNotes(_ notes: [String], name: String) {
        guard !notes.isEmpty else { return }
        let shown = notes.prefix(5)
        var text = "wordkit: note: the \(name) word list is incomplete:\n"
        for note in shown { text += "  - \(note)\n" }
        if notes.count > shown.count { text += "  - and \(notes.count - shown.count) more notes\n" }
        StandardError.write(text)
    }

    /// A progress bar on one line of stderr: redrawn in place on a terminal,
    /// a line per tenth of the way otherwise.
    private static func progressLine(for name: String) -> @Sendable (LexiconStore.BuildProgress) -> Void {
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
