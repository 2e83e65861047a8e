import Foundation
import Lexicon
import Spelling

/// Builds every file of `Content/` from the `Dictionaries/` folder.
///
/// The output depends only on the source files and ``ContentSettings``: no
/// clock, no unseeded randomness, every list sorted. So a rebuild, here or on
/// another machine, gives the same bytes, and ``ContentVerifier`` can detect
/// stale or hand-edited content by rebuilding and comparing.
public struct ContentBuilder: Sendable {
    /// The `Dictionaries` folder.
    public var dictionariesFolder: URL
    /// The languages built.
    public var languages: [ContentLanguage]
    /// The settings.
    public var settings: ContentSettings
    /// Receives progress messages (one line each, no newline).
    public var progress: (@Sendable (String) -> Void)?

    /// Creates a builder.
    ///
    /// - Parameters:
    ///   - dictionariesFolder: The repository's `Dictionaries` folder.
    ///   - languages: The languages (default: English, Spanish, Italian).
    ///   - settings: The settings (default: ``ContentSettings/standard``).
    ///   - progress: Called with progress messages.
    public init(dictionariesFolder: URL, languages: [ContentLanguage] = ContentLanguage.standard,
                settings: ContentSettings = .standard, progress: (@Sendable (String) -> Void)? = nil) {
        self.dictionariesFolder = dictionariesFolder
        self.languages = languages
        self.settings = settings
        self.progress = progress
    }

    /// Writes the whole content tree into `folder`, which must be empty or absent.
    ///
    /// - Parameter folder: Where to write (a staging folder; see ``ContentInstaller``).
    /// - Returns: The manifest, also written as `manifest.json`.
    /// - Throws: ``ContentError`` naming the source or output file at fault,
    ///   or a Hunspell or lexicon error for a broken dictionary.
    public func build(into folder: URL) throws -> ContentManifest {
        let sources = ContentSources(folder: dictionariesFolder)
        let staging = ContentStaging(folder: folder)
        var report = ContentReportData()
        for language in languages {
            let built = try buildLanguage(language, sources: sources, staging: staging)
            report.languages.append(built)
        }
        progress?("lights: generating levels")
        let levels = try LevelGenerator.levels(for: settings.lights)
        try staging.add(ContentLevelFile.path, data: ContentJSON.encode(ContentLevelFile(levels: levels)), inputs: [],
                        counts: ["levels": levels.count, "largestSize": levels.map(\.size).max() ?? 0,
                                 "mostPresses": levels.map(\.minimalPresses).max() ?? 0])
        report.levels = levels
        let manifestWithoutSelf = ContentManifest(format: 1, generator: "wordkit content build", settings: settings,
                                                  files: staging.files.sorted { $0.path < $1.path })
        try staging.add(ContentManifest.path, data: ContentJSON.encode(manifestWithoutSelf), inputs: [], counts: [:])
        return manifestWithoutSelf
    }

    /// The lexicon and root lists of one language.
    private func buildLanguage(_ language: ContentLanguage, sources: ContentSources, staging: ContentStaging) throws -> ContentReportData.Language {
        let dictionaryFiles = try DictionaryDirectory(path: sources.folder.path).files(named: language.dictionary)
        let checker = SpellChecker(dictionary: dictionaryFiles)
        let dictionaryInputs = try ["\(language.dictionary)/\(language.dictionary).aff", "\(language.dictionary)/\(language.dictionary).dic"]
            .map(sources.input)
        progress?("\(language.dictionary): building the lexicon")
        let lexicon = try LexiconStore.build(for: checker).words
        let lexiconFolder = staging.folder.appendingPathComponent("lexicon", isDirectory: true)
        try LexiconStore.write(lexicon, fingerprint: LexiconStore.fingerprint(of: dictionaryFiles), to: lexiconFolder)
        try staging.recordWritten("lexicon/\(language.dictionary).wkdawg", inputs: dictionaryInputs, counts: ["words": lexicon.count])
        try staging.recordWritten("lexicon/\(language.dictionary).json", inputs: dictionaryInputs, counts: ["words": lexicon.count])

        let frequencyPath = "frequency/\(language.code).tsv"
        let blocklistPath = "blocklists/\(language.code).txt"
        let frequencies = try FrequencyList(text: sources.text(frequencyPath), path: sources.displayPath(frequencyPath))
        let blocklist = try Blocklist(text: sources.text(blocklistPath), path: sources.displayPath(blocklistPath))
        let filter = RootFilter(language: language, lexicon: lexicon, isCorrect: { checker.isCorrect($0) },
                                blocklist: blocklist, settings: settings.roots)
        let rootInputs = try dictionaryInputs + [sources.input(frequencyPath), sources.input(blocklistPath)]
        var roots: [RootList] = []
        for length in settings.roots.lengths {
            progress?("\(language.dictionary): choosing \(length)-letter roots")
            let list = RootList.build(length: length, frequencies: frequencies, filter: filter)
            var counts = ["words": list.words.count]
            for (reason, count) in list.rejections { counts["rejected.\(reason.rawValue)"] = count }
            try staging.add(list.path, data: Data(list.fileText.utf8), inputs: rootInputs, counts: counts)
            roots.append(list)
        }
        return ContentReportData.Language(language: language, lexiconCount: lexicon.count, roots: roots)
    }
}
