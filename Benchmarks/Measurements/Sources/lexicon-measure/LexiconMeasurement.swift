import Foundation
import GameKernel
import Lexicon

/// Lexicon's expansion, word-set build and queries on a real dictionary, each
/// step a process of its own so that `/usr/bin/time -v` gives its time and
/// peak memory. `Benchmarks/lexicon.sh` (`make bench-lexicon`) runs the steps
/// on the system's en_US, es_ES and it_IT, with `hunspell -l` in between:
///
/// ```sh
/// swift build -c release --package-path Benchmarks/Measurements --product lexicon-measure
/// BENCH=Benchmarks/Measurements/.build/release/lexicon-measure D=/usr/share/hunspell
/// /usr/bin/time -v $BENCH expand $D/it_IT.aff $D/it_IT.dic /tmp/it.cand
/// # -i UTF-8 matters: in the C locale hunspell splits words at accented letters
/// LC_ALL=C.UTF-8 hunspell -i UTF-8 -d $D/it_IT -l < /tmp/it.cand | LC_ALL=C sort -u > /tmp/it.rej
/// LC_ALL=C comm -23 /tmp/it.cand /tmp/it.rej > /tmp/it.accepted
/// $BENCH build /tmp/it.accepted /tmp/it.wkl
/// $BENCH query /tmp/it.wkl /tmp/it.accepted
/// ```
enum LexiconMeasurement {
    /// Runs the command named by the process arguments; prints a report.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            switch arguments.first {
            case "expand" where arguments.count == 4:
                print(try expand(aff: arguments[1], dic: arguments[2], output: arguments[3]))
            case "build" where arguments.count == 3:
                print(try build(wordList: arguments[1], output: arguments[2]))
            case "query" where arguments.count == 3:
                print(try query(binary: arguments[1], wordList: arguments[2]))
            default:
                print("usage: lexicon-measure expand AFF DIC OUT | build WORDLIST OUT | query BINARY WORDLIST")
                exit(2)
            }
        } catch {
            print("error: \(error)")
            exit(1)
        }
    }

    /// Parses and expands a dictionary, writing the candidates one a line.
    static func expand(aff: String, dic: String, output: String) throws -> String {
        let clock = ContinuousClock()
        let start = clock.now
        let affixFile = try AffixFile(contentsOf: URL(fileURLWithPath: aff))
        let dictionary = try DictionaryFile(contentsOf: URL(fileURLWithPath: dic), affixFile: affixFile)
        let parsed = clock.now
        let candidates = Expander(affixFile: affixFile).lexiconCandidates(in: dictionary)
        let expanded = clock.now
        var text = candidates.joined(separator: "\n")
        text.append("\n")
        try text.write(to: URL(fileURLWithPath: output), atomically: true, encoding: .utf8)
        return "entries \(dictionary.entries.count), candidates \(candidates.count), parse \(parsed - start), expand \(expanded - parsed)"
    }

    /// Builds a word set from a sorted word list and writes its binary.
    static func build(wordList: String, output: String) throws -> String {
        let words = try String(contentsOf: URL(fileURLWithPath: wordList), encoding: .utf8).split(separator: "\n")
        let clock = ContinuousClock()
        let start = clock.now
        var builder = WordSet.Builder()
        for word in words { try builder.append(String(word)) }
        let set = builder.finish()
        let built = clock.now
        let url = URL(fileURLWithPath: output)
        try set.write(to: url)
        let size = try Data(contentsOf: url).count
        return "words \(set.count), nodes \(set.nodeCount), edges \(set.edgeCount), binary \(size) bytes, build \(built - start)"
    }

    /// Loads a binary and times queries on it.
    static func query(binary: String, wordList: String) throws -> String {
        let words = try String(contentsOf: URL(fileURLWithPath: wordList), encoding: .utf8).split(separator: "\n").map(String.init)
        let clock = ContinuousClock()
        let loadStart = clock.now
        let set = try WordSet(contentsOf: URL(fileURLWithPath: binary))
        var report = "load \(clock.now - loadStart)\n"

        var probes = words
        probes.append(contentsOf: words.map { $0 + "q" })
        var found = 0
        let memberStart = clock.now
        for word in probes where set.contains(word) { found += 1 }
        let memberTime = clock.now - memberStart
        report += "contains: \(probes.count) lookups (\(found) hits) in \(memberTime), \(memberTime / probes.count) each\n"

        var generator = SplitMix64(seed: 2024)
        let eights = words.filter { $0.unicodeScalars.count == 8 }
        var racks: [String] = []
        for _ in 0..<1000 {
            guard let word = eights.randomElement(using: &generator) else { break }
            racks.append(String(word.shuffled(using: &generator)))
        }
        for rack in racks.prefix(50) { _ = set.words(makeableFrom: rack, minLength: 3) }  // warm up
        var total = 0
        var slowest = Duration.zero
        let anagramStart = clock.now
        for rack in racks {
            let one = clock.now
            total += set.words(makeableFrom: rack, minLength: 3).count
            slowest = Swift.max(slowest, clock.now - one)
        }
        let anagramTime = clock.now - anagramStart
        let rackCount = Swift.max(racks.count, 1)
        report += "anagrams: \(racks.count) racks of 8 letters, min length 3: \(anagramTime / rackCount) each (slowest \(slowest)), \(total / rackCount) words per rack\n"

        let sample = Array(words.prefix(100_000))
        var matches = 0
        let foldStart = clock.now
        for word in sample { matches += set.forms(matchingFolded: word).count }
        let foldTime = clock.now - foldStart
        report += "folded lookups: \(sample.count) in \(foldTime), \(foldTime / Swift.max(sample.count, 1)) each, \(matches) matches\n"

        let prefixStart = clock.now
        var prefixed = 0
        for word in sample.prefix(10_000) { prefixed += set.words(withPrefix: String(word.prefix(4))).count }
        report += "prefix queries (4 letters): 10000 in \(clock.now - prefixStart), \(prefixed) words\n"
        return report
    }
}
