import Foundation
import Lexicon
import Spelling
import WordKitStore

/// Loads a language's lexicon for the CLI, showing progress when it must be built.
enum LexiconLoading {
    /// The lexicon of the chosen language. A shipped or cached lexicon is read
    /// without opening Hunspell at all (that is most of a cold start); only a
    /// build opens it.
    static func load(_ options: DictionaryOptions, progressAlways: Bool = false) throws -> WordSet {
        let files = try options.dictionaryFiles()
        let store = LexiconStore(cacheDirectory: WordKitPaths().lexiconCacheDirectory)
        if let fingerprint = try? store.fingerprint(of: files),
           let words = store.existingLexicon(matching: fingerprint) {
            return words
        }
        return try load(for: options.openChecker(for: files), progressAlways: progressAlways)
    }

    /// The lexicon for `checker`: shipped in `Content/`, cached, or built now
    /// (once; a terminal on stderr sees the progress).
    static func load(for checker: SpellChecker, progressAlways: Bool = false) throws -> WordSet {
        let progress = isatty(STDERR_FILENO) == 1 || progressAlways ? progressLine(for: checker.dictionary.name) : nil
        let name = checker.dictionary.name
        do {
            let words = try LexiconStore(cacheDirectory: WordKitPaths().lexiconCacheDirectory).lexicon(for: checker, progress: progress)
            checker.useLexicon(words)
            return words
        } catch let error as LexiconError {
            throw CLIFailure("cannot build the \(name) word list: \(error)", code: CLIFailure.dictionary)
        }
    }

    /// A progress display on one terminal line of stderr.
    private static func progressLine(for name: String) -> @Sendable (LexiconStore.BuildProgress) -> Void {
        { step in
            let prefix = "\rwordkit: building the \(name) word list (once, then cached): "
            switch step {
            case .expanding:
                StandardError.write(prefix + "expanding affixes…\u{1B}[K")
            case let .verifying(done, total):
                StandardError.write(prefix + "checked \(done) of \(total) forms with Hunspell…\u{1B}[K")
            case let .finished(forms):
                StandardError.write("\rwordkit: built the \(name) word list: \(forms) forms.\u{1B}[K\n")
            }
        }
    }

    /// Attaches an already built lexicon to `checker` when one exists; never builds.
    static func attachExisting(to checker: SpellChecker) {
        let store = LexiconStore(cacheDirectory: WordKitPaths().lexiconCacheDirectory)
        guard let fingerprint = try? store.fingerprint(of: checker.dictionary),
              let words = store.existingLexicon(matching: fingerprint) else { return }
        checker.useLexicon(words)
    }
}

/// Writes large outputs to stdout in blocks.
struct BufferedOutput {
    private var buffer = Data()

    mutating func write(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
