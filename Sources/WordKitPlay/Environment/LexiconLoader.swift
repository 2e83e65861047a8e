import Foundation
import Lexicon
import Spelling

/// How a language's lexicon is found: shipped, cached, or built now (once),
/// with the build's progress and what a lexicon leaves out handed to the
/// front end to show.
public struct LexiconLoader: Sendable {
    /// Shipped lexicons, and built ones cached.
    public var store: LexiconStore
    /// The progress display of a build of the named dictionary's lexicon; nil shows none.
    public var progress: @Sendable (_ dictionary: String) -> (@Sendable (LexiconStore.BuildProgress) -> Void)?
    /// Says what a lexicon read from the cache leaves out (a build says it through ``progress``).
    public var notes: @Sendable (_ notes: [String], _ dictionary: String) -> Void

    /// A lexicon loader.
    ///
    /// - Parameters:
    ///   - store: Shipped lexicons, and built ones cached.
    ///   - progress: The progress display of a build, by dictionary name.
    ///   - notes: Where the notes of a cached lexicon are said.
    public init(
        store: LexiconStore = LexiconStore(),
        progress: @escaping @Sendable (_ dictionary: String) -> (@Sendable (LexiconStore.BuildProgress) -> Void)? = { _ in nil },
        notes: @escaping @Sendable (_ notes: [String], _ dictionary: String) -> Void = { _, _ in }
    ) {
        self.store = store
        self.progress = progress
        self.notes = notes
    }

    /// The lexicon of a dictionary. A shipped or cached lexicon is read
    /// without opening Hunspell at all (that is most of a cold start); only a
    /// build opens it, with `openChecker`.
    ///
    /// - Throws: ``PlayEnvironmentError/lexiconUnavailable(dictionary:reason:building:)``, or what `openChecker` throws.
    public func load(_ files: DictionaryFiles, openChecker: (DictionaryFiles) throws -> SpellChecker) throws -> WordSet {
        if let fingerprint = try? store.fingerprint(of: files), let words = store.existingLexicon(matching: fingerprint) {
            notes(store.notes(matching: fingerprint), files.name)
            return words
        }
        return try load(for: openChecker(files))
    }

    /// The lexicon for `checker`: shipped, cached, or built now. The checker is given it too.
    ///
    /// - Throws: ``PlayEnvironmentError/lexiconUnavailable(dictionary:reason:building:)``.
    public func load(for checker: SpellChecker) throws -> WordSet {
        let name = checker.dictionary.name
        do {
            let words = try store.lexicon(for: checker, progress: progress(name))
            checker.useLexicon(words)
            return words
        } catch let error as LexiconError {
            throw PlayEnvironmentError.lexiconUnavailable(dictionary: name, reason: "\(error)", building: true)
        } catch {
            throw PlayEnvironmentError.lexiconUnavailable(dictionary: name, reason: "\(error)", building: false)
        }
    }

    /// Attaches an already built lexicon to `checker` when one exists; never builds.
    public func attachExisting(to checker: SpellChecker) {
        if let words = store.existingLexicon(for: checker.dictionary) { checker.useLexicon(words) }
    }
}
