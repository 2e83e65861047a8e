import Dispatch
import Foundation
import Lexicon

/// Where a language's lexicon comes from: shipped in `Content/lexicon`, cached
/// under the user's cache directory, or built from the dictionary.
///
/// A lexicon is every word form of the dictionary that is lowercase letters
/// only and that Hunspell accepts (see `Lexicon.LexiconBuilder`). Each file
/// `<name>.wkdawg` sits beside `<name>.json`, the fingerprint of the
/// dictionary it was built from; a file whose fingerprint does not match the
/// dictionary in use is never read, so an edited dictionary means a rebuild.
public struct LexiconStore: Sendable {
    /// The shipped content folder, if any (its `lexicon/` subfolder is read).
    public let contentDirectory: URL?
    /// Where built lexicons are cached, or nil to keep them in memory only.
    public let cacheDirectory: URL?

    /// A store over a content folder and, optionally, a cache.
    ///
    /// - Parameters:
    ///   - contentDirectory: The content folder (default: `WORDKIT_CONTENT`, else
    ///     the shipped one; see ``BundledResources/contentDirectory(environment:)``).
    ///   - cacheDirectory: Where lexicons built from other dictionaries are kept
    ///     between runs (the command line uses `$XDG_CACHE_HOME/wordkit/lexicon`);
    ///     nil builds them again in each process.
    public init(contentDirectory: URL? = BundledResources.contentDirectory(), cacheDirectory: URL? = nil) {
        self.contentDirectory = contentDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// What a lexicon was built from: the dictionary's name and the SHA-256 of its files.
    public struct Fingerprint: Codable, Equatable, Sendable {
        /// The lexicon file format and builder generation; a change rebuilds every lexicon.
        public static let currentFormat = 1
        /// The dictionary's name (`en_US`).
        public var dictionary: String
        /// SHA-256 of the `.aff` file.
        public var affixSHA256: String
        /// SHA-256 of the `.dic` file.
        public var dictionarySHA256: String
        /// The format generation.
        public var format: Int
        /// How many word forms the lexicon holds (not compared).
        public var forms: Int?
        /// The builder generation that made a cached lexicon (absent in
        /// shipped ones, which the tests check form by form); a cached
        /// lexicon of an older generation is built again.
        public var builder: Int?

        /// The current builder generation: 2 reads files as Hunspell does,
        /// lists forms as written despite `IGNORE`, stacks `COMPLEXPREFIXES`
        /// prefixes, adds `ICONV` spellings and bounds the build.
        public static let currentBuilder = 2

        /// Whether two fingerprints describe the same input (ignoring counts).
        public func matches(_ other: Fingerprint) -> Bool {
            dictionary == other.dictionary && affixSHA256 == other.affixSHA256
                && dictionarySHA256 == other.dictionarySHA256 && format == other.format
        }
    }

    /// Steps of a build, for a progress display.
    public enum BuildProgress: Sendable, Equatable {
        /// Reading the dictionary and expanding its affixes.
        case expanding
        /// Expanding and verifying with Hunspell: `done` of `total` dictionary
        /// entries so far, `forms` kept so far.
        case verifying(done: Int, total: Int, forms: Int)
        /// Something the lexicon leaves out (see `Lexicon.LexiconBuilder.Output.notes`).
        case note(String)
        /// Finished, with the number of forms kept.
        case finished(forms: Int)
    }

    /// The fingerprint of a dictionary's current files.
    ///
    /// - Throws: A file error when a file cannot be read.
    public static func fingerprint(of files: DictionaryFiles) throws -> Fingerprint {
        try fingerprint(of: files, digestCache: nil)
    }

    /// The fingerprint, with file digests remembered in `digestCache` by path,
    /// size and modification time (hashing a large `.dic` is most of a cold start).
    static func fingerprint(of files: DictionaryFiles, digestCache: URL?) throws -> Fingerprint {
        Fingerprint(
            dictionary: files.name,
            affixSHA256: try FileDigests.sha256(of: files.affixPath, cache: digestCache),
            dictionarySHA256: try FileDigests.sha256(of: files.dictionaryPath, cache: digestCache),
            format: Fingerprint.currentFormat,
            forms: nil
        )
    }

    /// The fingerprint of a dictionary, using this store's digest cache.
    ///
    /// - Throws: A file error when a file cannot be read.
    public func fingerprint(of files: DictionaryFiles) throws -> Fingerprint {
        try Self.fingerprint(of: files, digestCache: cacheDirectory?.appendingPathComponent("digests", isDirectory: true))
    }

    /// A shipped or cached lexicon built from exactly these dictionary files, or nil.
    ///
    /// - Parameter fingerprint: The dictionary's fingerprint (``fingerprint(of:)-swift.method``).
    public func existingLexicon(matching fingerprint: Fingerprint) -> WordSet? {
        if let content = contentDirectory?.appendingPathComponent("lexicon", isDirectory: true),
           let words = Self.read(from: content, matching: fingerprint, builder: nil) {
            return words
        }
        if let cacheDirectory, let words = Self.read(from: cacheDirectory, matching: fingerprint, builder: Fingerprint.currentBuilder) {
            return words
        }
        return nil
    }

    /// A shipped or cached lexicon for these dictionary files, read without
    /// opening Hunspell (most of a cold start); nil when none matches.
    ///
    /// - Parameter files: The dictionary's files.
    public func existingLexicon(for files: DictionaryFiles) -> WordSet? {
        guard let fingerprint = try? fingerprint(of: files) else { return nil }
        return existingLexicon(matching: fingerprint)
    }

    /// The lexicon for `checker`'s dictionary: shipped, cached, or built now and cached.
    ///
    /// - Parameters:
    ///   - checker: The checker whose dictionary the lexicon expands and whose
    ///     Hunspell verifies every form.
    ///   - progress: Called as a build advances (not called when a file is found).
    /// - Returns: The lexicon.
    /// - Throws: `Lexicon.LexiconError` for a malformed dictionary, or a file error.
    public func lexicon(for checker: SpellChecker, progress: (@Sendable (BuildProgress) -> Void)? = nil) throws -> WordSet {
        let fingerprint = try self.fingerprint(of: checker.dictionary)
        if let words = existingLexicon(matching: fingerprint) { return words }
        let output = try Self.build(for: checker, progress: progress)
        // A cache that cannot be written only costs a rebuild next time.
        var cached = fingerprint
        cached.builder = Fingerprint.currentBuilder
        if let cacheDirectory { try? Self.write(output.words, fingerprint: cached, to: cacheDirectory, notes: output.notes) }
        return output.words
    }

    /// What a cached lexicon leaves out, as its build said (see
    /// `Lexicon.LexiconBuilder.Output.notes`); empty for a complete or
    /// shipped lexicon.
    ///
    /// - Parameter fingerprint: The dictionary's fingerprint.
    public func notes(matching fingerprint: Fingerprint) -> [String] {
        guard let cacheDirectory,
              let text = try? String(contentsOf: cacheDirectory.appendingPathComponent("\(fingerprint.dictionary).notes.txt"), encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    /// Builds a lexicon from scratch, verifying forms with Hunspell on every core.
    ///
    /// The build is bounded (`Lexicon.LexiconBuilder.Limits.standard`):
    /// what it leaves out is in the output's notes and is also reported as
    /// ``BuildProgress/note(_:)``.
    ///
    /// - Parameters:
    ///   - checker: Supplies the dictionary and the Hunspell verdicts.
    ///   - limits: How far expansion may go.
    ///   - progress: Called as the build advances.
    /// - Returns: The lexicon, its counts and notes.
    /// - Throws: `Lexicon.LexiconError` for an unreadable dictionary.
    public static func build(
        for checker: SpellChecker, limits: LexiconBuilder.Limits = .standard, progress: (@Sendable (BuildProgress) -> Void)? = nil
    ) throws -> LexiconBuilder.Output {
        progress?(.expanding)
        let affixFile = try AffixFile(contentsOf: URL(fileURLWithPath: checker.dictionary.affixPath))
        let dictionary = try DictionaryFile(contentsOf: URL(fileURLWithPath: checker.dictionary.dictionaryPath), affixFile: affixFile)
        let total = dictionary.entries.count
        let lanes = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let output = try LexiconBuilder.build(
            affixFile: affixFile, dictionary: dictionary, limits: limits, batchSize: 40_000,
            progress: { done, forms in progress?(.verifying(done: done, total: total, forms: forms)) }
        ) { batch in
            let verdicts = ParallelSlots(repeating: false, count: batch.count)
            let laneSize = (batch.count + lanes - 1) / lanes
            DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                let range = (lane * laneSize)..<min(batch.count, (lane + 1) * laneSize)
                guard !range.isEmpty else { return }
                verdicts.store(checker.hunspellVerdicts(for: batch[range]), at: range.lowerBound)
            }
            return verdicts.values
        }
        for note in output.notes { progress?(.note(note)) }
        progress?(.finished(forms: output.words.count))
        return output
    }

    /// Writes `words` and its fingerprint into `folder` atomically, with the
    /// build's notes beside them when there are any (`<name>.notes.txt`).
    ///
    /// - Throws: A file error when the folder cannot be written.
    public static func write(_ words: WordSet, fingerprint: Fingerprint, to folder: URL, notes: [String] = []) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var described = fingerprint
        described.forms = words.count
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try words.serialized().write(to: folder.appendingPathComponent("\(fingerprint.dictionary).wkdawg"), options: .atomic)
        try (encoder.encode(described) + Data("\n".utf8)).write(to: folder.appendingPathComponent("\(fingerprint.dictionary).json"), options: .atomic)
        let notesFile = folder.appendingPathComponent("\(fingerprint.dictionary).notes.txt")
        if notes.isEmpty {
            try? FileManager.default.removeItem(at: notesFile)
        } else {
            try Data(notes.map { $0.replacingOccurrences(of: "\n", with: " ") + "\n" }.joined().utf8).write(to: notesFile, options: .atomic)
        }
    }

    private static func read(from folder: URL, matching fingerprint: Fingerprint, builder: Int?) -> WordSet? {
        let side = folder.appendingPathComponent("\(fingerprint.dictionary).json")
        guard let data = try? Data(contentsOf: side),
              let stored = try? JSONDecoder().decode(Fingerprint.self, from: data),
              stored.matches(fingerprint), builder == nil || stored.builder == builder else { return nil }
        return try? WordSet(contentsOf: folder.appendingPathComponent("\(fingerprint.dictionary).wkdawg"))
    }
}
