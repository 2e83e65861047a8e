import Foundation
import Lexicon
import GameKernel
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
        var built: [String: BuiltLanguage] = [:]
        for language in languages {
            let result = try buildLanguage(language, sources: sources, staging: staging)
            built[language.code] = result
            report.languages.append(result.report)
        }
        report.decks = try buildDecks(built, sources: sources, staging: staging)
        progress?("lights: generating levels")
        let levels = try LevelGenerator.levels(for: settings.lights)
        try staging.add(ContentLevelFile.path, data: ContentJSON.encode(ContentLevelFile(levels: levels)), inputs: [],
                        counts: ["levels": levels.count, "largestSize": levels.map(\.size).max() ?? 0,
                                 "mostPresses": levels.map(\.minimalPresses).max() ?? 0])
        report.levels = levels
        report.hwsComparison = try compareWithHackingWithSwift(built, sources: sources)
        try staging.add(ContentReport.path, data: Data(ContentReport.markdown(report, settings: settings).utf8),
                        inputs: (built["en"]?.inputs ?? []) + (report.hwsComparison == nil ? [] : [sources.input(Self.hwsPath)]), counts: [:])
        let manifestWithoutSelf = ContentManifest(format: 1, generator: "wordkit content build", settings: settings,
                                                  files: staging.files.sorted { $0.path < $1.path })
        try staging.add(ContentManifest.path, data: ContentJSON.encode(manifestWithoutSelf), inputs: [], counts: [:])
        return manifestWithoutSelf
    }

    /// Hacking with Swift's `start.txt`, read for the report's comparison only.
    static let hwsPath = "comparison/hws-word-scramble-start.txt"

    /// Compares `roots/en-8.txt` with Hacking with Swift's list, giving each
    /// word only there the reason the filter gives.
    private func compareWithHackingWithSwift(_ built: [String: BuiltLanguage], sources: ContentSources) throws -> ContentReportData.Comparison? {
        guard let english = built["en"], let ours = english.report.roots.first(where: { $0.length == 8 }),
              FileManager.default.fileExists(atPath: sources.folder.appendingPathComponent(Self.hwsPath).path) else { return nil }
        let theirs = try sources.text(Self.hwsPath).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
            .filter { !$0.isEmpty }
        let theirSet = Set(theirs)
        let ourSet = Set(ours.words)
        let filter = RootFilter(language: english.language, lexicon: english.lexicon, isCorrect: { english.checker.isCorrect($0) },
                                blocklist: english.blocklist, settings: settings.roots)
        var hwsOnly: [String: Int] = [:]
        var examples: [String: [String]] = [:]
        for word in theirSet.subtracting(ourSet).sorted(by: RootList.utf8Order) {
            let zipf = english.frequencies.zipf(of: word)
            let reason = zipf == nil ? "not in wordfreq's list" : (filter.rejection(of: word, zipf: zipf).map { "\($0.rawValue)" } ?? "accepted")
            hwsOnly[reason, default: 0] += 1
            if examples[reason, default: []].count < 8 { examples[reason, default: []].append(word) }
        }
        let oursOnly = ours.wordsByFrequency.filter { !theirSet.contains($0) }
        return ContentReportData.Comparison(hwsCount: theirSet.count, oursCount: ours.words.count, both: ourSet.intersection(theirSet).count,
                                            oursOnly: oursOnly.count, oursOnlyExamples: Array(oursOnly.prefix(10)),
                                            hwsOnly: hwsOnly, hwsOnlyExamples: examples)
    }

    /// What later steps need from a language's build.
    private struct BuiltLanguage {
        var language: ContentLanguage
        var checker: SpellChecker
        var frequencies: FrequencyList
        var blocklist: Blocklist
        var lexicon: WordSet
        var inputs: [ContentManifest.Input]
        var report: ContentReportData.Language
    }

    /// The lexicon and root lists of one language.
    private func buildLanguage(_ language: ContentLanguage, sources: ContentSources, staging: ContentStaging) throws -> BuiltLanguage {
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
        return BuiltLanguage(language: language, checker: checker, frequencies: frequencies, blocklist: blocklist, lexicon: lexicon, inputs: rootInputs,
                             report: ContentReportData.Language(language: language, lexiconCount: lexicon.count, roots: roots))
    }

    /// The vocabulary decks of every pair whose languages were built, and one anagram deck per language.
    private func buildDecks(_ built: [String: BuiltLanguage], sources: ContentSources, staging: ContentStaging) throws -> [ContentDeck] {
        var decks: [ContentDeck] = []
        for pair in VocabularyPair.standard {
            guard let from = built[pair.from], let to = built[pair.to] else { continue }
            progress?("decks: \(pair.id)")
            let indexPath = "freedict/\(pair.freedict)/\(pair.freedict).index"
            let dictPath = "freedict/\(pair.freedict)/\(pair.freedict).dict"
            let entries = try FreeDictReader.entries(index: sources.text(indexPath), dictionary: sources.data(dictPath),
                                                     indexPath: sources.displayPath(indexPath))
            let (fromChecker, toChecker) = (from.checker, to.checker)
            var builder = VocabularyDeckBuilder(
                pair: pair, fromLanguage: from.language, acceptsPrompt: { fromChecker.isCorrect($0) },
                acceptsAnswer: { toChecker.isCorrect($0) }, frequencies: from.frequencies,
                maximumTranslations: settings.decks.maximumTranslations
            )
            let (fromBlocklist, toBlocklist) = (from.blocklist, to.blocklist)
            builder.isBlocked = { fromBlocklist.blocks($0) || toBlocklist.blocks($0) }
            let cards = builder.cards(from: entries)
            let inputs = try [sources.input(indexPath), sources.input(dictPath)] + from.inputs + to.inputs
            let source = "FreeDict \(pair.freedict) (GPL-2.0-or-later), cleaned by wordkit content build"
            let title = "\(from.language.name) → \(to.language.name)"
            for (suffix, subset, label) in [("top\(settings.decks.topCount)", Array(cards.prefix(settings.decks.topCount)), "top \(settings.decks.topCount)"),
                                            ("full", cards, "all words")] {
                let deck = ContentDeck(id: "\(pair.id)-\(suffix)", title: "\(title) (\(label))",
                                       languages: [LanguageCode(rawValue: pair.from), LanguageCode(rawValue: pair.to)],
                                       cards: subset, source: source)
                try staging.add(deck.path, data: ContentJSON.encode(deck), inputs: inputs, counts: ["cards": deck.cards.count])
                decks.append(deck)
            }
        }
        for language in languages {
            guard let entry = built[language.code] else { continue }
            let roots = entry.report.roots.filter { settings.decks.anagramLengths.contains($0.length) }.flatMap(\.wordsByFrequency)
            let frequencies = entry.frequencies
            let chosen = roots.sorted { lhs, rhs in
                let (left, right) = (frequencies.zipf(of: lhs) ?? 0, frequencies.zipf(of: rhs) ?? 0)
                return left != right ? left > right : RootList.utf8Order(lhs, rhs)
            }.prefix(settings.decks.anagramCount)
            let deck = ContentDeck(
                id: AnagramDeckBuilder.deckID(language: language.code), title: "\(language.name) anagrams",
                languages: [LanguageCode(rawValue: language.code), LanguageCode(rawValue: language.code)],
                cards: AnagramDeckBuilder.cards(for: Array(chosen), language: language.code, seed: settings.decks.anagramSeed),
                source: "WordKit root words (\(settings.decks.anagramLengths.map(String.init).joined(separator: ", ")) letters), most frequent first"
            )
            try staging.add(deck.path, data: ContentJSON.encode(deck), inputs: entry.inputs, counts: ["cards": deck.cards.count])
            decks.append(deck)
        }
        return decks
    }
}
