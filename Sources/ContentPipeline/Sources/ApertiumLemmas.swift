import Foundation

/// What Apertium's morphological analyser makes of each word of the frequency
/// list (`Dictionaries/apertium/<lang>-lemmas.tsv`): its lemmas, their parts
/// of speech, and whether the word is itself a dictionary form.
///
/// A line is `word<TAB>readings`, readings joined by `,`, each `lemma<pos>`
/// (a contraction's parts joined by `+`: `de<pr>+el<det>`), with `=` after a
/// reading whose lemma is the word in its dictionary form; a proper noun is
/// read from the capitalised word, `Charlie<np><ant>`. A word the analyser
/// knows neither way has no line.
public struct ApertiumLemmas: Sendable {
    /// One reading of a word.
    public struct Reading: Sendable, Equatable {
        /// The lemma (capitalised for a proper noun).
        public var lemma: String
        /// Apertium's part-of-speech tag (`n`, `vblex`, `det`, `np`, `abbr`, …).
        public var partOfSpeech: String
        /// Whether the word is this lemma's dictionary form (a singular noun,
        /// an infinitive, a masculine adjective).
        public var isBase: Bool
    }

    private let readingsByWord: [String: [[Reading]]]
    /// Each lowercase lemma's forms, in byte order.
    private let formsByLemma: [String: [String]]

    /// No analyses (a language without an analyser).
    public init() {
        readingsByWord = [:]
        formsByLemma = [:]
    }

    /// Parses a lemmas file.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The file's path, for error messages.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for a line
    ///   that is not `word<TAB>lemma<pos>[=],…`.
    public init(text: String, path: String) throws {
        var readings: [String: [[Reading]]] = [:]
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty else {
                throw ContentError.malformedLine(path: path, line: number, reason: "expected word<TAB>readings, got \"\(line)\"")
            }
            var parsed: [[Reading]] = []
            for analysis in fields[1].split(separator: ",") {
                let isBase = analysis.hasSuffix("=")
                var parts: [Reading] = []
                for part in (isBase ? analysis.dropLast() : analysis).split(separator: "+") {
                    guard let open = part.firstIndex(of: "<"), open > part.startIndex, part.hasSuffix(">") else {
                        throw ContentError.malformedLine(path: path, line: number, reason: "expected lemma<pos>, got \"\(part)\"")
                    }
                    let tags = part[part.index(after: open)..<part.index(before: part.endIndex)]
                    let tag = tags.split(separator: ">", maxSplits: 1).first.map(String.init) ?? ""
                    parts.append(Reading(lemma: String(part[..<open]).precomposedStringWithCanonicalMapping,
                                         partOfSpeech: tag, isBase: isBase))
                }
                parsed.append(parts)
            }
            readings[String(fields[0]).precomposedStringWithCanonicalMapping] = parsed
        }
        readingsByWord = readings
        var forms: [String: [String]] = [:]
        for (word, analyses) in readings {
            for part in analyses.joined() where part.partOfSpeech != "np" { forms[part.lemma.lowercased(), default: []].append(word) }
        }
        formsByLemma = forms.mapValues { Array(Set($0)).sorted(by: RootList.utf8Order) }
    }

    /// The frequency-list words the analyser reads as forms of `lemma`.
    ///
    /// - Parameter lemma: A lowercase lemma (`suyo`).
    /// - Returns: Its forms (`su`, `sus`, `suya`…), in byte order.
    public func forms(ofLemma lemma: String) -> [String] {
        formsByLemma[lemma] ?? []
    }

    /// The parts of speech of `word`'s readings as a lemma of itself, else of
    /// all its readings, in file order without repeats (`deber` → `vblex`, `vbmod`, `n`).
    ///
    /// - Parameter word: A lowercase NFC word.
    public func partsOfSpeech(of word: String) -> [String] {
        let parts = readings(of: word).joined().filter { $0.partOfSpeech != "np" }
        let own = parts.filter { $0.lemma.lowercased() == word }
        var seen: Set<String> = []
        return (own.isEmpty ? parts : own).map(\.partOfSpeech).filter { seen.insert($0).inserted }
    }

    /// Whether there are no analyses at all (a language without an analyser).
    public var isEmpty: Bool { readingsByWord.isEmpty }

    /// Whether the analyser knows `word` at all, lowercase or as a proper noun.
    ///
    /// - Parameter word: A lowercase NFC word.
    public func knows(_ word: String) -> Bool {
        readingsByWord[word] != nil
    }

    /// The word's readings; a contraction's reading has several parts.
    ///
    /// - Parameter word: A lowercase NFC word.
    public func readings(of word: String) -> [[Reading]] {
        readingsByWord[word] ?? []
    }

    /// Whether the analyser reads `word` as a dictionary form of itself: a
    /// headword (`casa`, `mangiare`), not only a form (`casas`, `andaba`).
    ///
    /// - Parameter word: A lowercase NFC word.
    public func isHeadword(_ word: String) -> Bool {
        readings(of: word).contains { $0.count == 1 && $0[0].isBase }
    }

    /// Whether the analyser knows `word` only as inflected forms (`casas`,
    /// `andaba`, `people`): it knows the lowercase word, and no reading is a
    /// dictionary form of itself.
    ///
    /// - Parameter word: A lowercase NFC word.
    public func isInflected(_ word: String) -> Bool {
        knowsLowercase(word) && !isHeadword(word)
    }

    /// Whether the analyser knows the lowercase word (not only its
    /// capitalised form as a proper noun).
    ///
    /// - Parameter word: A lowercase NFC word.
    public func knowsLowercase(_ word: String) -> Bool {
        readings(of: word).contains { $0.contains { $0.partOfSpeech != "np" } }
    }

    /// Whether the analyser knows `word` only as a proper noun: the
    /// capitalised word is a name (`Charlie`, `Santiago`) and the lowercase
    /// word is unknown to it.
    ///
    /// - Parameter word: A lowercase NFC word.
    public func isOnlyProperNoun(_ word: String) -> Bool {
        let readings = readings(of: word)
        return !readings.isEmpty && readings.allSatisfy { $0.allSatisfy { $0.partOfSpeech == "np" } }
    }

    /// The lowercase lemmas of `word` that are not proper nouns, each with its
    /// part of speech, in file order without repeats; a contraction gives
    /// each of its parts (`del` → `de`, `el`).
    ///
    /// - Parameter word: A lowercase NFC word.
    public func lemmas(of word: String) -> [Reading] {
        var seen: Set<String> = []
        var result: [Reading] = []
        for reading in readings(of: word) {
            for part in reading where part.partOfSpeech != "np" {
                let key = part.lemma + "\u{1}" + part.partOfSpeech
                if seen.insert(key).inserted { result.append(part) }
            }
        }
        return result
    }
}
