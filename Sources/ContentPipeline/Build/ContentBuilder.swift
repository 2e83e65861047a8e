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
        var vocabulary: [ContentReportData.Vocabulary] = []
        var built: [String: BuiltLanguage] = [:]
        for language in languages {
            let result = try buildLanguage(language, sources: sources, staging: staging)
            built[language.code] = result
            report.languages.append(result.report)
        }
        report.decks = try buildDecks(built, sources: sources, staging: staging, vocabulary: &vocabulary,
                                      corrections: &report.correctionCount, excludedExamples: &report.excludedExampleCount)
        report.vocabulary = vocabulary
        progress?("lights: generating levels")
        let levels = try LevelGenerator.levels(for: settings.lights)
        try staging.add(ContentLevelFile.path, data: ContentJSON.encode(ContentLevelFile(levels: levels)), inputs: [],
                        counts: ["levels": levels.count, "largestSize": levels.map(\.size).max() ?? 0,
                                 "mostPresses": levels.map(\.minimalPresses).max() ?? 0])
        report.levels = levels
        report.hwsComparison = try compareWithHackingWithSwift(built, sources: sources)
        try staging.add(ContentReport.path, data: Data(ContentReport.markdown(report, settings: settings).utf8),
                        inputs: staging.files.flatMap(\.inputs) + reportInputs(sources: sources)
                            + (report.hwsComparison == nil ? [] : [sources.input(Self.hwsPath)]), counts: [:])
        let manifestWithoutSelf = ContentManifest(format: 1, generator: "wordkit content build", settings: settings,
                                                  files: staging.files.sorted { $0.path < $1.path })
        try staging.add(ContentManifest.path, data: ContentJSON.encode(manifestWithoutSelf), inputs: [], counts: [:])
        return manifestWithoutSelf
    }

    /// The sources only the report reads: the review verdicts, and the
    /// function-word lists and Apertium's unknown words of coverage, where they were read.
    private func reportInputs(sources: ContentSources) throws -> [ContentManifest.Input] {
        let paths = ["reviews/deck-samples.tsv"] + languages.flatMap { ["coverage/\($0.code)-function-words.txt"] }
        return try paths.filter { FileManager.default.fileExists(atPath: sources.folder.appendingPathComponent($0).path) }.map(sources.input)
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

    /// The language's most frequent content lemmas, the yardstick of deck
    /// coverage (see ``ContentLemmaFilter`` for the rules), and the words
    /// above the last one that each rule left out.
    private func contentLemmas(_ language: BuiltLanguage, functionWords: Blocklist)
        -> (lemmas: [String], excluded: [ContentLemmaFilter.Reason: [String]]) {
        contentLemmaFilter(language, functionWords: functionWords).lemmas(of: language.frequencies.words, count: settings.decks.topCount)
    }

    /// The rules that tell a language's content lemmas (``ContentLemmaFilter``).
    ///
    /// - Parameters:
    ///   - language: The built language.
    ///   - functionWords: Its function words (`coverage/<lang>-function-words.txt`).
    private func contentLemmaFilter(_ language: BuiltLanguage, functionWords: Blocklist) -> ContentLemmaFilter {
        let (checker, blocklists, curation, lemmas) = (language.checker, language.blocklists, language.curation, language.lemmas)
        return ContentLemmaFilter(
            language: language.language, isFunctionWord: { functionWords.blocks($0) }, isBlocked: { blocklists.blocks($0) },
            gameWordRejection: { curation.rejection(of: $0) }, isCorrect: { checker.isCorrect($0) }, stems: { checker.stems(of: $0) },
            isInflected: { lemmas.isInflected($0) }, isUnknownToAnalyser: { !lemmas.knowsLowercase($0) })
    }

    /// What later steps need from a language's build.
    private struct BuiltLanguage {
        var language: ContentLanguage
        var checker: SpellChecker
        var frequencies: FrequencyList
        var blocklist: Blocklist
        var blocklists: BlocklistSet
        /// Apertium's analyses of the frequency list (`apertium/<lang>-lemmas.tsv`).
        var lemmas: ApertiumLemmas
        /// What labelled sources say of words (`labels/<lang>.tsv`).
        var labels: WordLabels
        /// How often each lemma is used as each class (`apertium/<lang>-classes.tsv`).
        var classUses: TaggedClassUses
        /// The class of each word of each short sentence (`apertium/<lang>-tagged-sentences.tsv`).
        var taggedSentences: TaggedSentences
        /// How the tagger read each word as written (``TaggedSentences/wordReadings(lemmasOf:)``).
        var wordReadings: [String: TaggedSentences.WordReadings]
        /// The classes and tagged-sentences files, inputs of the decks only.
        var classInputs: [ContentManifest.Input]
        var curation: GameWordCuration
        var lexicon: WordSet
        /// The words the games count.
        var counted: WordSet
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
        let frequencies = try FrequencyList(text: sources.text(frequencyPath), path: sources.displayPath(frequencyPath))
        let (blocklists, blocklistInputs) = try loadBlocklists(language, sources: sources)
        let blocklist = blocklists.merged
        var rootInputs = try dictionaryInputs + [sources.input(frequencyPath)] + blocklistInputs
        // Apertium's analysis, where the language has one: lemmas, headwords
        // (`casa`, not `casas` or `andaba`, which Hunspell lists as stems of
        // their own) and words it knows only as proper nouns.
        let lemmasPath = "apertium/\(language.code)-lemmas.tsv"
        var lemmas = ApertiumLemmas()
        if sources.exists(lemmasPath) {
            lemmas = try ApertiumLemmas(text: sources.text(lemmasPath), path: sources.displayPath(lemmasPath))
            rootInputs.append(try sources.input(lemmasPath))
        }
        // How often running text uses each lemma as each class, for the decks.
        let classesPath = "apertium/\(language.code)-classes.tsv"
        var classUses = TaggedClassUses()
        var classInputs: [ContentManifest.Input] = []
        if sources.exists(classesPath) {
            classUses = try TaggedClassUses(text: sources.text(classesPath), path: sources.displayPath(classesPath))
            classInputs.append(try sources.input(classesPath))
        }
        // Which class each word of a sentence is used in, for the examples.
        let sentencesPath = "apertium/\(language.code)-tagged-sentences.tsv"
        var taggedSentences = TaggedSentences()
        if sources.exists(sentencesPath) {
            taggedSentences = try TaggedSentences(text: sources.text(sentencesPath), path: sources.displayPath(sentencesPath))
            classInputs.append(try sources.input(sentencesPath))
        }
        // What sources that label words say of them (abbreviations, names, slurs).
        let labelsPath = "labels/\(language.code).tsv"
        var labels = WordLabels()
        if sources.exists(labelsPath) {
            labels = try WordLabels(text: sources.text(labelsPath), path: sources.displayPath(labelsPath))
            rootInputs.append(try sources.input(labelsPath))
        }

        progress?("\(language.dictionary): choosing game words")
        let curationPath = "gamewords/\(language.code).txt"
        let hasCuration = sources.exists(curationPath)
        var curation = try GameWordCuration(text: hasCuration ? sources.text(curationPath) : "", path: sources.displayPath(curationPath),
                                            language: language, blocklists: blocklists)
        curation.labels = labels
        curation.lemmas = lemmas
        curation.frequencies = frequencies
        if hasCuration { rootInputs.append(try sources.input(curationPath)) }
        let affixFile = try AffixFile(contentsOf: URL(fileURLWithPath: dictionaryFiles.affixPath))
        let dictionary = try DictionaryFile(contentsOf: URL(fileURLWithPath: dictionaryFiles.dictionaryPath), affixFile: affixFile)
        let inheritance = curation
        let stems = LexiconStems(affixFile: affixFile, dictionary: dictionary, lexicon: lexicon,
                                 isAttested: { frequencies.zipf(of: $0) != nil }, isLabelled: { inheritance.isInheritedLabel($0) })
        curation.properNounEntries = Set(dictionary.entries.lazy.map(\.word).filter { $0.first?.isUppercase == true }
            .map { $0.lowercased().precomposedStringWithCanonicalMapping })
        let games = curation.gameWords(of: lexicon, stems: stems)
        let accepted = try WordSet(words: games.accepted)
        let counted = try WordSet(words: games.counted.map(\.word))
        var gameCounts = games.counts
        gameCounts["words"] = games.accepted.count
        gameCounts["counted"] = games.counted.count
        try staging.add(GameWordCuration.path(language: language.code), data: accepted.serialized(), inputs: rootInputs, counts: gameCounts)
        try staging.add(GameWordCuration.countedPath(language: language.code),
                        data: Data(games.counted.map { "\($0.word)\t\(String(format: "%.2f", $0.zipf))\n" }.joined().utf8),
                        inputs: rootInputs, counts: ["words": games.counted.count])

        var filter = RootFilter(language: language, lexicon: lexicon, isCorrect: { checker.isCorrect($0) },
                                blocklist: blocklist, settings: settings.roots)
        let verdictCuration = curation
        filter.gameWordVerdict = { word in
            let entries = stems.stems(of: word)
            let rejection = verdictCuration.rejection(of: word, stems: entries, isFormOfAttestedEntry: stems.isFormOfAttestedEntry(word))
            return (rejection, rejection == nil ? verdictCuration.uncounted(word, stems: entries) : nil)
        }
        filter.countedWords = counted
        var roots: [RootList] = []
        for length in settings.roots.lengths {
            progress?("\(language.dictionary): choosing \(length)-letter roots")
            // A root of the easy or normal tier is a headword by Hunspell (its
            // own stem) and by Apertium's analyser (a dictionary form of
            // itself), where the language has one.
            let list = RootList.build(length: length, frequencies: frequencies, filter: filter,
                                      isHeadword: { (lemmas.isEmpty || lemmas.isHeadword($0)) && checker.stems(of: $0).contains($0) },
                                      blockingList: { blocklists.blockingList(for: $0) })
            var counts = ["words": list.entries.count]
            for (reason, count) in list.rejections { counts["rejected.\(reason.rawValue)"] = count }
            for (name, count) in list.blockedBy { counts["blocked.\(name)"] = count }
            for tier in RootDifficulty.allCases { counts["tier.\(tier.rawValue)"] = list.entries(tier).count }
            try staging.add(list.path, data: Data(list.fileText.utf8), inputs: rootInputs, counts: counts)
            roots.append(list)
        }
        var report = ContentReportData.Language(language: language, lexiconCount: lexicon.count, roots: roots)
        report.seededRounds = seededRounds(roots: roots, accepted: accepted, counted: counted, frequencies: frequencies)
        report.gameWordCounts = games.counts
        report.gameWordExamples = games.examples
        report.acceptedGameWords = games.accepted.count
        report.countedGameWords = games.counted.count
        report.blocklistSizes = Dictionary(uniqueKeysWithValues: blocklists.lists.map { ($0.name, $0.list.exact.count + $0.list.prefixes.count + $0.list.infixes.count) })
        return BuiltLanguage(language: language, checker: checker, frequencies: frequencies, blocklist: blocklist, blocklists: blocklists,
                             lemmas: lemmas, labels: labels, classUses: classUses, taggedSentences: taggedSentences,
                             wordReadings: taggedSentences.wordReadings(), classInputs: classInputs, curation: curation, lexicon: lexicon, counted: counted, inputs: rootInputs, report: report)
    }

    /// The genders the Apertium dictionaries give a language's nouns.
    private func nounGenders(language: String, dictionary: (String) throws -> ApertiumDictionary) throws -> [String: String] {
        let names = ["en": "eng", "es": "spa", "it": "ita"]
        guard let code = names[language] else { return [:] }
        var genders: [String: String] = [:]
        for name in ["eng-spa", "spa-eng", "spa-ita", "ita-spa"] where name.hasPrefix(code) || name.hasSuffix(code) {
            for entry in try dictionary(name).entries {
                for lemma in [entry.source, entry.target] where lemma.tag == "n" && !lemma.gender.isEmpty && name.contains(code) {
                    if genders[lemma.text.lowercased()] == nil { genders[lemma.text.lowercased()] = lemma.gender }
                }
            }
        }
        return genders
    }

    /// The English words that negate a sentence (Universal Dependencies), one a line.
    static let negatorsPath = "coverage/en-negators.txt"

    /// The English nouns whose most frequent sense names a person (WordNet's
    /// `noun.person`), one a line.
    static let personNounsPath = "labels/en-person-nouns.txt"

    /// The nouns of each language that name a person: `english` (from
    /// ``personNounsPath``), the Spanish nouns every English noun Apertium
    /// translates them by is one of (`artista` → *artist*; not `policía`,
    /// also *police*), and the Italian nouns every Spanish noun it translates
    /// them by is one of.
    ///
    /// - Parameters:
    ///   - english: The English person nouns.
    ///   - dictionary: Apertium's dictionaries by name.
    static func personNouns(english: Set<String>, dictionary: (String) throws -> ApertiumDictionary) throws -> [String: Set<String>] {
        func people(of entries: [ApertiumDictionary.Entry], among known: Set<String>) -> Set<String> {
            var translations: [String: Set<String>] = [:]
            for entry in entries where entry.source.tag == "n" && entry.target.tag == "n" {
                translations[entry.source.text.lowercased(), default: []].insert(entry.target.text.lowercased())
            }
            return Set(translations.filter { !$0.value.isEmpty && $0.value.isSubset(of: known) }.keys)
        }
        let spanish = people(of: try dictionary("spa-eng").entries, among: english)
        let italian = people(of: try dictionary("ita-spa").entries, among: spanish)
        return ["en": english, "es": spanish, "it": italian]
    }

    /// The Spanish and Italian nouns that name a month or a day: those whose
    /// English translation is the name of one in the CLDR data Foundation
    /// carries (`julio` → `July`, `lunedì` → `lunes` → `Monday`). Any English
    /// proper noun was once taken for one, which took the article from
    /// languages, peoples and more (`inglés` → `English`, `camiseta` →
    /// `T-shirt`).
    ///
    /// - Parameter dictionary: Reads a dictionary by name (`spa-eng`, `ita-spa`).
    static func calendarNames(dictionary: (String) throws -> ApertiumDictionary) throws -> [String: Set<String>] {
        let english = DateFormatter()
        english.locale = Locale(identifier: "en_US_POSIX")
        let names = Set(english.monthSymbols + english.weekdaySymbols)
        var spanish: Set<String> = []
        for entry in try dictionary("spa-eng").entries where entry.source.tag == "n" && entry.target.tag == "n" && names.contains(entry.target.text) {
            spanish.insert(entry.source.text.lowercased())
        }
        var italian: Set<String> = []
        for entry in try dictionary("ita-spa").entries where entry.source.tag == "n" && spanish.contains(entry.target.text.lowercased()) {
            italian.insert(entry.source.text.lowercased())
        }
        return ["es": spanish, "it": italian]
    }

    /// The sentence pairs of a vocabulary pair, prompt language first
    /// (`tatoeba/eng-spa.tsv`, read backwards for Spanish → English), or nil
    /// when there is no such file.
    private func parallelCorpus(for pair: VocabularyPair, from: BuiltLanguage, to: BuiltLanguage,
                                sources: ContentSources) throws -> ParallelCorpus? {
        let names = ["en": "eng", "es": "spa", "it": "ita"]
        guard let first = names[pair.from], let second = names[pair.to] else { return nil }
        for (file, reversed) in [("tatoeba/\(first)-\(second).tsv", false), ("tatoeba/\(second)-\(first).tsv", true)] where sources.exists(file) {
            return try ParallelCorpus(text: sources.text(file), path: sources.displayPath(file), reversed: reversed,
                                      sourceLemmas: from.lemmas, targetLemmas: to.lemmas,
                                      sourceUses: from.classUses, targetUses: to.classUses)
        }
        return nil
    }

    /// What the players of 30 seeded rounds a length (roots drawn from the
    /// normal pool) are told to find: the counted words of each root, their
    /// Zipf frequencies, and the bonus words the round would also accept.
    private func seededRounds(roots: [RootList], accepted: WordSet, counted: WordSet, frequencies: FrequencyList) -> ContentReportData.SeededRounds {
        var rounds = ContentReportData.SeededRounds()
        for list in roots {
            let pool = list.pool(.normal).map(\.word).sorted(by: RootList.utf8Order)
            guard !pool.isEmpty else { continue }
            var rng = SeededRandom.generator(seed: 1, text: list.path)
            for _ in 0..<30 {
                let root = pool[Int(rng.uniform(below: UInt64(pool.count)))]
                let words = counted.words(makeableFrom: root, minLength: settings.roots.minimumWordLength).filter { $0 != root }
                rounds.rounds += 1
                rounds.counted += words.count
                rounds.common += words.filter { (frequencies.zipf(of: $0) ?? 0) >= GameWordCuration.minimumCountedZipf }.count
                rounds.bonus += accepted.words(makeableFrom: root, minLength: settings.roots.minimumWordLength).filter { $0 != root && !counted.contains($0) }.count
            }
        }
        return rounds
    }

    /// The language's blocklists: WordKit's own (`blocklists/<lang>.txt`) and
    /// the maintained list (`blocklists/ldnoobw/<lang>.txt` less
    /// `blocklists/exceptions/<lang>.txt`), with the inputs read.
    private func loadBlocklists(_ language: ContentLanguage, sources: ContentSources) throws -> (BlocklistSet, [ContentManifest.Input]) {
        let own = "blocklists/\(language.code).txt"
        let maintained = "blocklists/ldnoobw/\(language.code).txt"
        let exceptions = "blocklists/exceptions/\(language.code).txt"
        var lists: [(name: String, list: Blocklist)] = [("wordkit", try Blocklist(text: sources.text(own), path: sources.displayPath(own)))]
        var inputs = [try sources.input(own)]
        if FileManager.default.fileExists(atPath: sources.folder.appendingPathComponent(maintained).path) {
            let kept = try Blocklist(text: sources.text(exceptions), path: sources.displayPath(exceptions))
            lists.append(("ldnoobw", Blocklist.maintained(text: try sources.text(maintained), exceptions: kept)))
            inputs += [try sources.input(maintained), try sources.input(exceptions)]
        }
        return (BlocklistSet(lists), inputs)
    }

    /// The vocabulary decks of every pair whose languages were built, and one anagram deck per language.
    private func buildDecks(_ built: [String: BuiltLanguage], sources: ContentSources, staging: ContentStaging,
                            vocabulary: inout [ContentReportData.Vocabulary], corrections correctionCount: inout Int,
                            excludedExamples excludedExampleCount: inout Int) throws -> [ContentDeck] {
        var decks: [ContentDeck] = []
        var apertium: [String: ApertiumDictionary] = [:]
        var freedict: [String: [FreeDictReader.Entry]] = [:]
        func dictionary(_ name: String) throws -> ApertiumDictionary {
            if let known = apertium[name] { return known }
            let path = "apertium/\(name).tsv"
            let loaded = try ApertiumDictionary(text: sources.text(path), path: sources.displayPath(path))
            apertium[name] = loaded
            return loaded
        }
        var functionWordLists: [String: Blocklist] = [:]
        func functionWords(_ code: String) throws -> Blocklist {
            if let known = functionWordLists[code] { return known }
            let path = "coverage/\(code)-function-words.txt"
            let loaded = try Blocklist(text: sources.text(path), path: sources.displayPath(path))
            functionWordLists[code] = loaded
            return loaded
        }
        func freeDictEntries(_ direction: VocabularyPair.FreeDictDirection) throws -> [FreeDictReader.Entry] {
            if let known = freedict[direction.name] { return known }
            let paths = direction.paths
            let loaded = direction.isWiktionary
                ? try WiktionaryTranslations.entries(sources.text(paths[0]), path: sources.displayPath(paths[0]))
                : try FreeDictReader.entries(index: sources.text(paths[0]), dictionary: sources.data(paths[1]),
                                             indexPath: sources.displayPath(paths[0]))
            freedict[direction.name] = loaded
            return loaded
        }
        var people: [String: Set<String>]?
        func personNouns() throws -> [String: Set<String>] {
            if let people { return people }
            let english = sources.exists(Self.personNounsPath)
                ? Set(try sources.text(Self.personNounsPath).split(whereSeparator: \.isNewline).map(String.init)) : []
            let found = try Self.personNouns(english: english, dictionary: dictionary)
            people = found
            return found
        }
        let deckBlocklists = try built.mapValues { entry in
            var set = entry.blocklists
            let archaic = "blocklists/archaic-\(entry.language.code).txt"
            if FileManager.default.fileExists(atPath: sources.folder.appendingPathComponent(archaic).path) {
                set.lists.append(("archaic", try Blocklist(text: sources.text(archaic), path: sources.displayPath(archaic))))
            }
            return set
        }
        var lemmaFrequencies: [String: LemmaFrequency] = [:]
        let correctionsPath = "reviews/corrections.tsv"
        let corrections = sources.exists(correctionsPath)
            ? try DeckCorrections(text: sources.text(correctionsPath), path: sources.displayPath(correctionsPath)) : DeckCorrections()
        correctionCount = corrections.answers.count
        let excludedExamplesPath = "reviews/excluded-examples.tsv"
        let excludedExamples = sources.exists(excludedExamplesPath)
            ? try ExcludedExamples(text: sources.text(excludedExamplesPath), path: sources.displayPath(excludedExamplesPath)) : ExcludedExamples()
        excludedExampleCount = excludedExamples.reasons.count
        for pair in VocabularyPair.standard {
            guard let from = built[pair.from], let to = built[pair.to] else { continue }
            progress?("decks: \(pair.id)")
            let route = try pair.route.map(dictionary)
            var entries: [(entry: ApertiumDictionary.Entry, pivots: Int)] = route.first?.entries.map { ($0, 1) } ?? []
            var fallbacks: [(entries: [(entry: ApertiumDictionary.Entry, pivots: Int)], coreOnly: Bool)] = []
            var widePivot: [String: [ApertiumDictionary.Lemma]] = [:]
            if route.count == 2 {
                entries = route[0].composed(with: route[1])
                // A prompt the pivot leaves without a card tries again with
                // particles changing class (`cioè` → `es decir` → `that is to
                // say`), then, core vocabulary only, through both directions of
                // each dictionary (`quindi` ← `por consiguiente` → `therefore`).
                let both = try zip(route, pair.reverseRoute.map(dictionary)).map { $0.merged(withReversed: $1) }
                fallbacks = [(route[0].composed(with: route[1], loosely: true), false),
                             (both[0].composed(with: both[1], loosely: true), true)]
                let wide = both[0].composed(with: both[1])
                widePivot = ApertiumDictionary.widePivotTranslations(wide, preferredBy: route[1])
                // As a direct pair reads the other direction's dictionary
                // backwards (below), a pivot also goes through both directions
                // of each (`over` → `sobre` ← `sopra`, where the strict pivot
                // reaches only `su`); such an entry (pivots 0) counts only where
                // FreeDict confirms it and the corpus attests it.
                let known = Set(entries.map(\.entry))
                entries += wide.map(\.entry).filter { !known.contains($0) }.map { ($0, 0) }
            }
            let (fromChecker, toChecker) = (from.checker, to.checker)
            var builder = VocabularyDeckBuilder(
                pair: pair, fromLanguage: from.language, acceptsPrompt: { fromChecker.isCorrect($0) },
                acceptsAnswer: { toChecker.isCorrect($0) }, fromFrequencies: from.frequencies, toFrequencies: to.frequencies,
                maximumTranslations: settings.decks.maximumTranslations, minimumAnswerZipf: settings.decks.minimumAnswerZipf
            )
            let pairFunctionWords = try [pair.from: functionWords(pair.from), pair.to: functionWords(pair.to)]
            builder.isFunctionWord = { language, word in pairFunctionWords[language]?.blocks(word) ?? false }
            let lemmas = [pair.from: from.lemmas, pair.to: to.lemmas]
            builder.isInflected = { language, word in lemmas[language]?.isInflected(word) ?? false }
            let blocklists = deckBlocklists
            builder.blockingList = { language, word in blocklists[language]?.blockingList(for: word) }
            for direction in pair.confirmations {
                builder.confirmed.formUnion(FreeDictConfirmations.keys(try freeDictEntries(direction), fromPrompt: direction.fromPrompt))
            }
            for direction in pair.confirmations where direction.fromPrompt {
                var reverse: Set<String> = []
                for other in pair.confirmations where !other.fromPrompt {
                    reverse.formUnion(FreeDictConfirmations.keys(try freeDictEntries(other), fromPrompt: false))
                }
                builder.agreedTranslations.merge(FreeDictConfirmations.translations(try freeDictEntries(direction),
                                                                                    confirmedBy: reverse)) { $0 + $1 }
            }
            for direction in pair.confirmations where direction.isWiktionary {
                let lemmas = try WiktionaryTranslations.lemmas(sources.text(direction.paths[0]), path: sources.displayPath(direction.paths[0]))
                if direction.fromPrompt { builder.tableTranslations = lemmas }
                builder.tableNounGenders = WiktionaryTranslations.nounGenders(lemmas)
            }
            if pair.isPivot {
                builder.fallbackTranslations = builder.agreedTranslations
                builder.widePivotTranslations = widePivot
                let filter = contentLemmaFilter(from, functionWords: try functionWords(pair.from))
                builder.isContentLemma = { filter.rejection(of: $0) == nil }
            }
            // Evidence of use: sentence pairs (Tatoeba) order the senses and
            // give the examples; lemmas rank by all their forms.
            let corpus = try parallelCorpus(for: pair, from: from, to: to, sources: sources)
            builder.corpus = corpus
            let (toLemmas, fromLemmas) = (to.lemmas, from.lemmas)
            builder.answerForms = { toLemmas.forms(ofLemma: $0) }
            builder.answerTags = { toLemmas.partsOfSpeech(of: $0) }
            builder.answerLemmas = { word in toLemmas.lemmas(of: word).map { $0.lemma.lowercased() } }
            builder.answerIsName = { toLemmas.isOnlyProperNoun($0) }
            let labels = [pair.from: from.labels, pair.to: to.labels]
            builder.nameLabel = { language, word in labels[language]?.label(.name, of: word)?.strength }
            builder.promptForms = { fromLemmas.forms(ofLemma: $0) }
            builder.promptTags = { fromLemmas.partsOfSpeech(of: $0) }
            builder.promptLemmas = { word in fromLemmas.lemmas(of: word).map { $0.lemma.lowercased() } }
            let (classUses, answerClassUses) = (from.classUses, to.classUses)
            builder.promptClassUses = { classUses.uses(of: $0) }
            let promptSentences = from.taggedSentences
            builder.promptSentenceUses = { promptSentences.uses($0, as: $1, in: $2) }
            let wordReadings = from.wordReadings
            builder.promptWordReadings = { wordReadings[$0] }
            let answerSentences = to.taggedSentences
            builder.answerSentenceUses = { answerSentences.uses($0, as: $1, in: $2) }
            builder.answerClassUses = { answerClassUses.uses(of: $0) }
            builder.isPromptForm = { fromLemmas.isInflected($0) }
            let genders = try nounGenders(language: pair.to, dictionary: dictionary)
            builder.answerGender = { genders[$0] ?? "" }
            let genderMaps = [pair.to: genders, pair.from: try nounGenders(language: pair.from, dictionary: dictionary)]
            builder.nounLemmaGender = { language, word in
                guard let map = genderMaps[language] else { return nil }
                if let gender = map[word] { return (word, gender) }
                // The noun readings of a form whose lemma has a gender (`cosas` → `cosa`).
                for reading in lemmas[language]?.lemmas(of: word) ?? [] where reading.partOfSpeech == "n" {
                    if let gender = map[reading.lemma.lowercased()] { return (reading.lemma.lowercased(), gender) }
                }
                return nil
            }
            builder.excludedExamples = excludedExamples
            if pair.from == "en", sources.exists(Self.negatorsPath) {
                builder.negators = Set(try sources.text(Self.negatorsPath).split(whereSeparator: \.isNewline).map(String.init))
            }
            let people = try personNouns()
            builder.isPersonNoun = { language, noun in people[language]?.contains(noun) ?? false }
            let calendar = try Self.calendarNames(dictionary: dictionary)
            builder.isCalendarName = { language, noun in calendar[language]?.contains(noun) ?? false }
            if !from.lemmas.isEmpty {
                let ranks = lemmaFrequencies[pair.from] ?? LemmaFrequency(frequencies: from.frequencies, analyses: from.lemmas, tagged: from.taggedSentences)
                lemmaFrequencies[pair.from] = ranks
                builder.promptRank = { ranks.rank(of: $0) }
                // Frequent words no dictionary entry may carry: pronouns,
                // determiners, interjections, words the analyser does not know
                // (`ciao`), and forms more common than their lemma (`people`).
                let frequencies = from.frequencies
                // A noun form more common than its lemma is a word of its own
                // for a learner (`people`, not only the plural of `person`).
                func isOwnNoun(_ word: String) -> Bool {
                    let readings = fromLemmas.lemmas(of: word)
                    let zipf = frequencies.zipf(of: word) ?? 0
                    return !readings.isEmpty && readings.allSatisfy {
                        $0.partOfSpeech == "n" && $0.lemma != word && zipf > (frequencies.zipf(of: $0.lemma.lowercased()) ?? 0)
                    }
                }
                builder.corpusPrompts = Array(ranks.lemmas.prefix(settings.decks.topCount * 2)).filter { word in
                    // A contraction (`sul`, su + il) is no word to teach alone,
                    // nor is a name a labelled source knows it as first (`york`,
                    // of *New York*: the analyser's lowercase gap is not a word's).
                    guard word.count > 1, from.language.isSpelledWithLetters(word),
                          !fromLemmas.readings(of: word).contains(where: { $0.count > 1 }),
                          ![.only, .dominant].contains(from.labels.label(.name, of: word)?.strength) else { return false }
                    return !fromLemmas.knowsLowercase(word) || !Set(fromLemmas.partsOfSpeech(of: word)).isDisjoint(with: ["prn", "det", "ij"])
                }
                builder.corpusPrompts += Array(frequencies.words.prefix(settings.decks.topCount)).filter { word in
                    word.count > 1 && !builder.corpusPrompts.contains(word) && isOwnNoun(word)
                }
            }
            if !pair.isPivot, let reverse = try? dictionary(pair.reverseRoute[0]) {
                // The other direction's dictionary, read backwards, may hold the
                // usual translation (`we` ← `nosotros`); its entries count only
                // where the corpus attests them (pivots 0).
                let known = Set(entries.map(\.entry))
                entries += reverse.entries.map { ApertiumDictionary.Entry(source: $0.target, target: $0.source) }
                    .filter { !known.contains($0) }.map { ($0, 0) }
            }
            let result = builder.cards(from: entries, fallbacks: fallbacks)
            var inputs = try (pair.route + (pair.isPivot ? pair.reverseRoute : [])).map { try sources.input("apertium/\($0).tsv") } + from.inputs + to.inputs
            inputs += from.classInputs + to.classInputs
            inputs += try [pair.from, pair.to].map { try sources.input("coverage/\($0)-function-words.txt") }
            for direction in pair.confirmations {
                inputs += try direction.paths.map { try sources.input($0) }
            }
            for file in ["tatoeba/eng-spa.tsv", "tatoeba/eng-ita.tsv", "tatoeba/spa-ita.tsv", correctionsPath, excludedExamplesPath, Self.personNounsPath, Self.negatorsPath] where sources.exists(file) {
                inputs.append(try sources.input(file))
            }
            for code in [pair.from, pair.to] where FileManager.default.fileExists(atPath: sources.folder.appendingPathComponent("blocklists/archaic-\(code).txt").path) {
                inputs.append(try sources.input("blocklists/archaic-\(code).txt"))
            }
            let via = pair.isPivot ? " through Spanish (\(pair.route.joined(separator: " + ")))" : " (\(pair.route[0]))"
            let freeDict = pair.confirmations.filter { !$0.isWiktionary }.map(\.name)
            var confirmedBy = freeDict.isEmpty ? "" : ", checked against FreeDict \(freeDict.joined(separator: " and ")) (GPL-2.0-or-later)"
            if pair.confirmations.contains(where: \.isWiktionary) {
                confirmedBy += " and English Wiktionary's translation tables (CC BY-SA 3.0)"
            }
            let examples = corpus == nil ? "" : "; sense order and example sentences from the Tatoeba Project (tatoeba.org), CC BY 2.0 FR"
            let source = "Apertium\(via) (GPL-2.0-or-later)\(confirmedBy), frequencies from wordfreq (CC BY-SA 4.0)\(examples); built by wordkit content build"
            let title = "\(from.language.name) → \(to.language.name)"
            let cards = corrections.applied(to: result.cards, example: { [builder] in builder.example(forCorrected: $0) },
                                            gender: { [builder] in VocabularyDeckBuilder.gender(builder.answerGender($0)) })
            for (suffix, subset, label) in [("top\(settings.decks.topCount)", Array(cards.prefix(settings.decks.topCount)), "top \(settings.decks.topCount)"),
                                            ("full", cards, "all words")] {
                let deck = ContentDeck(id: "\(pair.id)-\(suffix)", title: "\(title) (\(label))",
                                       languages: [LanguageCode(rawValue: pair.from), LanguageCode(rawValue: pair.to)],
                                       cards: subset, source: source)
                var counts = ["cards": deck.cards.count]
                if suffix == "full" {
                    for (key, value) in result.removed { counts["removed.\(key)"] = value }
                    if !result.loosePivotPrompts.isEmpty { counts["fromLoosePivot"] = result.loosePivotPrompts.count }
                    if !result.fallbackPrompts.isEmpty { counts["fromFreeDict"] = result.fallbackPrompts.count }
                }
                try staging.add(deck.path, data: ContentJSON.encode(deck), inputs: inputs, counts: counts)
                decks.append(deck)
            }
            let coverage = contentLemmas(from, functionWords: try functionWords(pair.from))
            var entry = ContentReportData.Vocabulary(pair: pair, cards: cards, removed: result.removed, contentLemmas: coverage.lemmas,
                                                     topCount: settings.decks.topCount)
            if let corpus {
                entry.attestedTop = cards.prefix(settings.decks.topCount).filter { card in
                    let prompt = String(card.id.dropFirst(pair.id.count + 1)).lowercased()
                    guard let first = DeckReportSection.split(card.answer).first?.lowercased() else { return false }
                    let count = corpus.cooccurrences(prompt, first)
                    return count >= VocabularyDeckBuilder.minimumAttestation
                        && Double(count) >= VocabularyDeckBuilder.minimumSenseShare * Double(corpus.sourceCount(prompt))
                }.count
                entry.examplesInClassTop = cards.prefix(settings.decks.topCount).filter { card in
                    guard let example = card.example, let code = card.partOfSpeech.flatMap({ PartOfSpeechCode(rawValue: $0.rawValue) }) else { return false }
                    return builder.usesPrompt(String(card.id.dropFirst(pair.id.count + 1)), as: code, in: example.text) == true
                }.count
            }
            entry.contentLemmaExclusions = coverage.excluded
            entry.sameNamePrompts = result.sameNamePrompts
            vocabulary.append(entry)
        }
        let verdictsPath = "reviews/deck-samples.tsv"
        let hasVerdicts = FileManager.default.fileExists(atPath: sources.folder.appendingPathComponent(verdictsPath).path)
        let verdicts = try DeckReview(text: hasVerdicts ? sources.text(verdictsPath) : "", path: sources.displayPath(verdictsPath))
        // A card judged wrong does not ship with the answer judged: a rule or
        // a listed correction must have changed it.
        if let shipped = verdicts.wrongCardsShipped(in: decks).first {
            throw ContentError.reviewedWrong(path: sources.displayPath(verdictsPath), line: shipped.line, deck: shipped.deck,
                                             card: shipped.card.id, answer: shipped.card.answer)
        }
        for index in vocabulary.indices {
            vocabulary[index].review = verdicts
            vocabulary[index].samples = vocabulary[index].deckIDs.map { id in
                (id, DeckReview.sample(of: decks.first { $0.id == id }?.cards ?? [], size: settings.decks.sampleSize,
                                       seed: settings.decks.sampleSeed, deck: id))
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
