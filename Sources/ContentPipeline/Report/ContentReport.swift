import Foundation

/// Writes `Content/README.md`: what the build made, with counts and examples.
enum ContentReport {
    /// A number with one decimal.
    static func format(_ value: Double) -> String { String(format: "%.1f", value) }

    /// `12.3 %` of a count, or `–` of nothing.
    static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "–" : String(format: "%.1f %%", 100 * Double(part) / Double(whole))
    }

    /// The value below which `fraction` of `values` lie (nearest rank).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, max(0, Int((Double(sorted.count) * fraction).rounded(.up)) - 1))]
    }

    static let path = "README.md"

    /// The "Game words" section: what the games accept and count, and why
    /// each other lexicon word is left out, with the sources of the labels.
    static func gameWordSection(_ data: ContentReportData) -> String {
        var out = """

        ## Game words

        `gamewords/<lang>.wkdawg`: the lexicon words the word games accept (scramble,
        `wordkit anagrams --game`), as an automaton; `gamewords/<lang>-counted.txt`: the
        accepted words they *count*, `word<TAB>zipf`: a round's possible words, its
        missed words and its hints, and `wordkit anagrams --counted`. Any other accepted
        word is a bonus word: scored when found, never missed.

        A lexicon word is not accepted, first rule first, when it is listed by hand in
        `Dictionaries/gamewords/<lang>.txt` (an abbreviation no labelled source covers;
        each entry says why), has no vowel, is a roman numeral, is blocklisted, is
        labelled only an abbreviation, only a name or only offensive by a source in
        `Dictionaries/labels/<lang>.tsv` (SCOWL's categories, WordNet's usage labels,
        Apertium's analyser tags, RLA-ES's lists, LibreOffice's abbreviation lists,
        LDNOOBW; for names and offensive words, the label of the dictionary entry a form
        comes from counts too: `krauts`), or is *unattested*: neither the word nor a
        dictionary entry it is a form of is in wordfreq's list (an artefact of the affix
        rules, or an entry nobody writes: Spanish `arelo`, from `arelar`). An accepted
        word is counted when it is at least Zipf \(format(GameWordCuration.minimumCountedZipf)) (once per hundred million
        words) and not labelled a name more than a word (`charlie`) or known to
        Apertium's analyser only as a proper noun (`santiago`), offensive in any sense
        (`coon`), or archaic.

        | language | lexicon | accepted | counted | by hand | no vowel | roman numeral | blocklisted | labelled abbreviation | labelled name | labelled offensive | unattested |
        |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|

        """
        for language in data.languages {
            let counts = language.gameWordCounts
            let reasons = GameWordCuration.Reason.allCases.map { String(counts[$0.rawValue] ?? 0) }.joined(separator: " | ")
            out += "| \(language.language.name) | \(language.lexiconCount) | \(language.acceptedGameWords) | \(language.countedGameWords) | \(reasons) |\n"
        }
        out += """

        Where the labelled rejections come from (a word counts once for each source
        that labels it so), and the blocklists' share:

        """
        for language in data.languages {
            let counts = language.gameWordCounts
            var parts: [String] = []
            for reason in [GameWordCuration.Reason.labelledAbbreviation, .labelledName, .labelledOffensive] {
                let prefix = "source:\(reason.rawValue):"
                let sources = counts.keys.filter { $0.hasPrefix(prefix) }.sorted()
                    .map { "\($0.dropFirst(prefix.count)) \(counts[$0] ?? 0)" }.joined(separator: ", ")
                if !sources.isEmpty { parts.append("\(reason.rawValue.dropFirst("labelled".count).lowercased()): \(sources)") }
            }
            let lists = counts.keys.filter { $0.hasPrefix("blocklisted:") }.sorted()
                .map { "\($0.dropFirst("blocklisted:".count)) \(counts[$0] ?? 0)" }.joined(separator: ", ")
            if !lists.isEmpty { parts.append("blocklisted: \(lists)") }
            out += "- \(language.language.name): \(parts.joined(separator: "; "))\n"
        }
        out += """

        Accepted words that are not counted (bonus words), by reason:

        | language | rare | name | offensive | archaic |
        |---|---:|---:|---:|---:|

        """
        for language in data.languages {
            let counts = language.gameWordCounts
            let values = GameWordCuration.Uncounted.allCases.map { String(counts["uncounted.\($0.rawValue)"] ?? 0) }.joined(separator: " | ")
            out += "| \(language.language.name) | \(values) |\n"
        }
        out += """

        What a round tells the player to find: 30 seeded rounds of each length (roots
        drawn from the normal pool, seed 1), the counted words a root makes (its
        "possible" list, missed words and hints), and the share of them of Zipf ≥ \(format(GameWordCuration.minimumCountedZipf))
        (wordfreq), the measure of "words people know":

        | language | rounds | counted words a round | Zipf ≥ \(format(GameWordCuration.minimumCountedZipf)) | bonus words a round |
        |---|---:|---:|---:|---:|

        """
        for language in data.languages {
            let rounds = language.seededRounds
            let perRound = { (value: Int) in rounds.rounds == 0 ? "–" : format(Double(value) / Double(rounds.rounds)) }
            out += "| \(language.language.name) | \(rounds.rounds) | \(perRound(rounds.counted)) | \(percent(rounds.common, of: rounds.counted)) | \(perRound(rounds.bonus)) |\n"
        }
        out += "\nExamples, the first lexicon words each rule caught:\n\n"
        for language in data.languages {
            for reason in GameWordCuration.Reason.allCases.map(\.rawValue) + GameWordCuration.Uncounted.allCases.map({ "uncounted.\($0.rawValue)" }) {
                guard let examples = language.gameWordExamples[reason], !examples.isEmpty else { continue }
                out += "- \(language.language.code) \(reason): \(examples.joined(separator: ", "))\n"
            }
        }
        return out
    }

    static func markdown(_ data: ContentReportData, settings: ContentSettings) -> String {
        var out = """
        # Content

        Generated by `wordkit content build` from `Dictionaries/`; do not edit by
        hand (`wordkit content verify` fails on any difference). Every file, its
        inputs (path, SHA-256), the settings and the counts are in `manifest.json`.

        ## Lexicons

        `lexicon/<dictionary>.wkdawg`: every word form of the Hunspell dictionary
        that is lowercase letters only and that Hunspell accepts, as a compact
        automaton; `<dictionary>.json` is the fingerprint of the dictionary it was
        built from.

        | language | dictionary | word forms |
        |---|---|---:|

        """
        for language in data.languages {
            out += "| \(language.language.name) | \(language.language.dictionary) | \(language.lexiconCount) |\n"
        }
        out += gameWordSection(data)
        out += """

        ## Blocklists

        Every list is applied to roots, deck prompts and answers, and game words.
        `wordkit` is WordKit's own (`Dictionaries/blocklists/<lang>.txt`, CC0);
        `ldnoobw` is the maintained "List of Dirty, Naughty, Obscene, and Otherwise
        Bad Words" (CC BY 4.0), less the words in `blocklists/exceptions/<lang>.txt`
        whose everyday sense is innocent; `archaic` (English, decks only) holds
        archaic words a learner deck does not teach. Entries, and what each removed:

        | language | list | entries | roots removed | deck prompts and answers removed | game words removed |
        |---|---|---:|---:|---:|---:|

        """
        for language in data.languages {
            var names = language.blocklistSizes.keys.sorted()
            if language.language.code == "en" { names.append("archaic") }
            for name in names {
                let roots = language.roots.reduce(0) { $0 + ($1.blockedBy[name] ?? 0) }
                let decks = data.vocabulary.reduce(0) { total, vocabulary in
                    let keys = vocabulary.removed.keys.filter {
                        $0.hasSuffix("blocked:\(name)") && ($0.hasPrefix("prompt.") ? vocabulary.pair.from : vocabulary.pair.to) == language.language.code
                    }
                    return total + keys.reduce(0) { $0 + (vocabulary.removed[$1] ?? 0) }
                }
                out += "| \(language.language.name) | \(name) | \(language.blocklistSizes[name].map(String.init) ?? "see file") | \(roots) | \(decks) | "
                    + "\(language.gameWordCounts["blocklisted:\(name)"] ?? 0) |\n"
            }
        }
        out += """

        ## Root words

        `roots/<lang>-<n>.txt`: `word<TAB>rank<TAB>difficulty` a line, lowercase, NFC,
        sorted by bytes; `rank` is the word's rank in wordfreq's list (1 = most
        frequent). A root is a word of wordfreq's list (Zipf ≥ \(settings.roots.minimumZipf)) of the
        language's letters only, accepted by Hunspell and in the lexicon, a game word
        (see above) and not a name (Hunspell accepts it only capitalised; a source
        labels it only or mostly a name; Apertium's analyser knows it only as a proper
        noun), an abbreviation, offensive in any sense, archaic, a roman numeral or
        blocklisted, from which at least \(settings.roots.minimumPlayableWords) other counted words of
        \(settings.roots.minimumWordLength)+ letters can be made.

        Difficulty: a root is a *headword* when Hunspell's stemming gives the word
        itself and Apertium's analyser reads it as a dictionary form of itself
        (`Dictionaries/apertium/<lang>-lemmas.tsv`: `casa`, `mangiare`; not `casas`,
        `andaba`, `bevono`, which Hunspell's dictionaries list as stems, nor a word
        the analyser does not know). `easy` is the
        \(settings.roots.easyCount) most common headwords of each list; `normal` the next headwords
        with Zipf ≥ \(settings.roots.normalMinimumZipf) (seen once per million words or more), filled up
        with the next most common headwords to at least \(settings.roots.normalMinimumCount); `hard` every other
        root. A game picks its root from its tier (`wordkit play scramble
        --difficulty`, default `normal`); a `normal` game draws from the easy and
        normal roots together (its *pool*), so it holds every common headword. Zipf is log10 of occurrences per billion
        words: 3.0 is once per million, 2.0 once per ten million.

        | list | roots | easy | normal | normal pool | hard | median Zipf: all | easy | normal pool | hard | normal pool Zipf p10–p90 | headwords: all | normal pool | normal examples |
        |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---|

        """
        for language in data.languages {
            for list in language.roots {
                let normal = list.pool(.normal)
                func median(_ entries: [RootList.Entry]) -> String { format(percentile(entries.map(\.zipf), 0.5)) }
                func rate(_ entries: [RootList.Entry]) -> String { percent(entries.filter(\.isHeadword).count, of: entries.count) }
                let spread = "\(format(percentile(normal.map(\.zipf), 0.1)))–\(format(percentile(normal.map(\.zipf), 0.9)))"
                out += "| `\(list.path)` | \(list.entries.count) | \(list.entries(.easy).count) | \(list.entries(.normal).count) | \(normal.count) | "
                    + "\(list.entries(.hard).count) | \(median(list.entries)) | \(median(list.entries(.easy))) | \(median(normal)) | \(median(list.entries(.hard))) | "
                    + "\(spread) | \(rate(list.entries)) | \(rate(normal)) | \(list.entries(.normal).prefix(4).map(\.word).joined(separator: ", ")) |\n"
            }
        }
        out += """

        What the filter rejected, per list:

        | list | not letters | roman numeral | blocklisted | rare | proper noun | abbreviation | offensive | archaic | not in dictionary | not a game word | unplayable |
        |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|

        """
        for language in data.languages {
            for list in language.roots {
                let counts = RootRejection.allCases.map { String(list.rejections[$0] ?? 0) }.joined(separator: " | ")
                out += "| `\(list.path)` | \(counts) |\n"
            }
        }
        if let comparison = data.hwsComparison {
            out += """

            ### Compared with Hacking with Swift's `start.txt`

            Hacking with Swift's Word Scramble ships \(comparison.hwsCount) English 8-letter words
            (`Dictionaries/comparison/hws-word-scramble-start.txt`, used for this comparison only).
            `roots/en-8.txt` has \(comparison.oursCount): \(comparison.both) in both lists,
            \(comparison.oursOnly) only here, \(comparison.hwsOnly.values.reduce(0, +)) only there. Why those are not roots here:

            | reason | words | examples |
            |---|---:|---|

            """
            for reason in comparison.hwsOnly.keys.sorted() {
                out += "| \(reason) | \(comparison.hwsOnly[reason] ?? 0) | \((comparison.hwsOnlyExamples[reason] ?? []).joined(separator: ", ")) |\n"
            }
            out += "\nExamples only here: \(comparison.oursOnlyExamples.joined(separator: ", ")).\n"
        }
        out += DeckReportSection.markdown(data, settings: settings)
        out += """

        ## Lights-out levels

        `lights/levels.json`: \(data.levels.count) levels, each a board made by presses
        (`presses`, which are also a shortest solution) with `minimalPresses`, the
        fewest presses that solve it. Boards grow from \(data.levels.first?.size ?? 0)×\(data.levels.first?.size ?? 0) to \(data.levels.last?.size ?? 0)×\(data.levels.last?.size ?? 0); within a size, no level is easier than the one before,
        and 5×5 climbs the ladder of Tiger's handheld from 6 to 15 fewest presses. No two
        levels are the same board up to rotation or reflection.

        | size | levels | fewest presses, in order |
        |---|---:|---|

        """
        for stage in settings.lights.stages {
            let levels = data.levels.filter { $0.size == stage.size }
            out += "| \(stage.size)×\(stage.size) | \(levels.count) | \(levels.map { String($0.minimalPresses) }.joined(separator: " ")) |\n"
        }
        return out
    }
}
