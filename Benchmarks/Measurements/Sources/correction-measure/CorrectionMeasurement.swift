import Foundation
@testable import Spelling

/// Quality and cost of the correction search on lists of misspellings, under
/// several settings (a development tool: it prints, it does not judge).
///
/// Prints, per list and variant: top-1, top-5 and anywhere in the first ten
/// (percent), edges followed per word, the share of words sent to Hunspell,
/// and the time per word (p50/p99, Hunspell's time included; Hunspell's
/// answers are cached so later variants are timed without it).
enum CorrectionMeasurement {
    /// Measures every list under every variant and prints one line each.
    ///
    /// - Parameters:
    ///   - lists: `(language, path)` of `misspelling<TAB>correct` files.
    ///   - variants: Settings such as `base` or `frequencyWeight=30,doubled=40`.
    ///   - dictionaries: The dictionary folder.
    ///   - content: The content folder (for lexicons).
    ///   - showMisses: Whether to print the first misses.
    static func run(lists: [(language: String, path: String)], variants: [String], dictionaries: DictionaryDirectory, content: URL, showMisses: Bool) throws {
        let store = LexiconStore(contentDirectory: content)
        for (language, path) in lists {
            let checker = try SpellChecker(language: language, in: dictionaries)
            if let lexicon = store.existingLexicon(for: checker.dictionary) { checker.useLexicon(lexicon) }
            let start = Date()
            let base = checker.loadedCorrectionModel()
            print("\(language): model loaded in \(Int(Date().timeIntervalSince(start) * 1000)) ms; supplement \(base.supplementWords.count) forms")
            let pairs = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line -> (String, String)? in
                let fields = line.split(separator: "\t")
                return fields.count >= 2 ? (String(fields[0]), String(fields[1]).replacingOccurrences(of: "_", with: " ")) : nil
            }
            var hunspellCache: [String: [String]] = [:]
            for variant in variants {
                var (model, corrector) = (base, Corrector(model: base))
                var weights = base.errorModel.weights
                for setting in variant.split(separator: ",") where setting != "base" {
                    let parts = setting.split(separator: "=")
                    guard parts.count == 2, let value = Int(parts[1]) else { continue }
                    switch parts[0] {
                    case "frequencyWeight": model.frequencyWeight = value
                    case "ceiling": model.frequencyCeiling = value
                    case "boundingRank": corrector.tuning.boundingRank = value
                    case "settledBound": corrector.tuning.settledBound = value
                    case "settledCost": corrector.tuning.settledCost = value
                    case "settledCount": corrector.tuning.settledCount = value
                    case "hunspellThreshold": corrector.tuning.hunspellThreshold = value
                    case "longWord": corrector.tuning.longWord = value
                    case "longWordThreshold": corrector.tuning.longWordThreshold = value
                    case "widerCost": corrector.tuning.widerCost = value
                    case "ngram": corrector.tuning.ngramCandidates = value
                    case "ngramMinimum": corrector.tuning.ngramMinimum = value
                    case "ngramVocabulary": model.ngramVocabulary = value
                    case "frequencyCap": model.frequencyCap = value
                    case "baseCost": corrector.tuning.baseCost = value
                    case "costPerLetter": corrector.tuning.costPerLetter = value
                    case "costCap": corrector.tuning.costCap = value
                    case "edit": weights.edit = value
                    case "letterCase": weights.letterCase = value
                    case "accent": weights.accent = value
                    case "doubled": weights.doubled = value
                    case "transposition": weights.transposition = value
                    case "moved": weights.moved = value
                    case "replacement": weights.replacement = value
                    case "keyboard": weights.keyboard = value
                    case "untried": weights.untried = value
                    case "firstLetter": weights.firstLetter = value
                    case "accentDirection": weights.accentDirection = value
                    case "apostrophe": weights.apostrophe = value
                    case "split": weights.split = value
                    default: print("unknown setting \(parts[0])")
                    }
                }
                let (frequencyWeight, ceiling) = (model.frequencyWeight, model.frequencyCeiling)
                model = model.reweighted(weights)
                model.frequencyWeight = frequencyWeight
                model.frequencyCeiling = ceiling
                corrector = Corrector(model: model, tuning: corrector.tuning)
                var top1 = 0, top5 = 0, anywhere = 0, edges = 0, asked = 0
                var times: [Double] = []
                var misses: [String] = []
                for (typed, correct) in pairs {
                    var statistics = Corrector.Statistics()
                    let began = DispatchTime.now().uptimeNanoseconds
                    let suggestions = corrector.corrections(
                        for: SpellChecker.normalize(typed), limit: 10,
                        hunspell: { word in
                            if let cached = hunspellCache[word] { return cached }
                            let answer = checker.hunspellSuggestions(for: word)
                            hunspellCache[word] = answer
                            return answer
                        },
                        accepts: checker.isCorrect,
                        statistics: &statistics
                    )
                    times.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6)
                    edges += statistics.edges
                    if statistics.askedHunspell {
                        asked += 1
                        if showMisses { misses.append("asked hunspell: \(typed) → \(suggestions.prefix(3))") }
                    }
                    if suggestions.first == correct { top1 += 1 } else {
                        let rank = suggestions.firstIndex(of: correct).map { "rank \($0 + 1)" } ?? "absent"
                        misses.append("\(typed)→\(correct) [\(rank)] got \(suggestions.prefix(5))")
                    }
                    if suggestions.prefix(5).contains(correct) { top5 += 1 }
                    if suggestions.contains(correct) { anywhere += 1 }
                }
                times.sort()
                func percent(_ count: Int) -> String { String(format: "%.1f", 100 * Double(count) / Double(max(1, pairs.count))) }
                let p50 = times.isEmpty ? 0 : times[times.count / 2]
                let p99 = times.isEmpty ? 0 : times[min(times.count - 1, times.count * 99 / 100)]
                print("\(language) \(URL(fileURLWithPath: path).lastPathComponent) [\(variant)] n=\(pairs.count) top1=\(percent(top1)) top5=\(percent(top5)) any=\(percent(anywhere)) edges/word=\(edges / max(1, pairs.count)) hunspell=\(percent(asked))% p50=\(String(format: "%.3f", p50))ms p99=\(String(format: "%.3f", p99))ms")
                if showMisses {
                    for miss in misses { print("  miss: \(miss)") }
                }
            }
        }
    }
}
