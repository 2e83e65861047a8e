import Foundation
import Lexicon
import Spelling
import WordKitStore

/// Loads a language's lexicon for the CLI, showing progress on a terminal
/// when it must be built.
enum LexiconLoading {
    /// Shipped lexicons, and built ones cached in the player's cache folder.
    static var store: LexiconStore {
        LexiconStore(cacheDirectory: WordKitPaths().lexiconCacheDirectory)
    }

    /// The lexicon of the chosen language. A shipped or cached lexicon is read
    /// without opening Hunspell at all (that is most of a cold start); only a
    /// build opens it.
    static func load(_ options: DictionaryOptions) throws -> WordSet {
        let files = try options.dictionaryFiles()
        if let words = store.existingLexicon(for: files) { return words }
        return try load(for: options.openChecker(for: files))
    }

    /// The lexicon for `checker`: shipped, cached, or built now (once; a
    /// terminal on stderr sees the progress). The checker is given it too.
    static func load(for checker: SpellChecker) throws -> WordSet {
        let progress = isatty(STDERR_FILENO) == 1 ? progressLine(for: checker.dictionary.name) : nil
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

    /// A progress display on one terminal line of stderr.
    private static func progressLine(for name: String) -> @Sendable (LexiconStore.BuildProgress) -> Void {
        { step in
            let prefix = "\rwordkit: building the \(name) word list (once, then cached): "
            switch step {
            case .expanding:
                StandardError.writeTerminalControl(prefix + "expanding affixes…\u{1B}[K")
            case let .verifying(done, total):
                StandardError.writeTerminalControl(prefix + "checked \(done) of \(total) forms with Hunspell…\u{1B}[K")
            case let .finished(forms):
                StandardError.writeTerminalControl("\rwordkit: built the \(name) word list: \(forms) forms.\u{1B}[K\n")
            }
        }
    }
}
