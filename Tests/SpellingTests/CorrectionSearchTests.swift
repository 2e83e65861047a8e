import Foundation
import Lexicon
import Testing
import WordKitTestSupport
@testable import Spelling

/// The automaton walk behind corrections against brute force: every word of
/// small random word sets, its weighted distance from the typed word worked
/// out by a plain full table, must be found exactly when it is within the
/// bound, with the same cost.
@Suite struct CorrectionSearchTests {
    /// A model without rules: what the walk's table does alone.
    static let model = ErrorModel(language: "xx", settings: SuggestionSettings())

    @Test(arguments: [100, 150, 200])
    func walkFindsWhatBruteForceFinds(bound: Int) throws {
        var generator = SplitMix64(seed: UInt64(bound))
        let letters = Array("abcdeéhsz".unicodeScalars)
        for _ in 0..<8 {
            var words = Set<String>()
            while words.count < 300 {
                let length = Int.random(in: 1...6, using: &generator)
                var word = String.UnicodeScalarView()
                for _ in 0..<length { word.append(letters[Int.random(in: 0..<letters.count, using: &generator)]) }
                // A few capitalised words, as the supplementary forms have.
                let text = String(word)
                words.insert(Int.random(in: 0..<10, using: &generator) == 0 ? text.capitalized : text)
            }
            let set = try WordSet(words: words)
            let index = CorrectionIndex(words: set, model: Self.model)
            let ranking = Ranking(frequencies: WordFrequencies(), frequencyWeight: 0, excluded: [])
            for _ in 0..<25 {
                let length = Int.random(in: 1...6, using: &generator)
                let typed = (0..<length).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)].value }
                var list = CandidateList(capacity: 100_000)
                index.search(typed, maximumCost: bound, ranking: ranking, origin: .lexicon, into: &list)
                let found = Dictionary(uniqueKeysWithValues: list.items.map { ($0.word, $0.cost) })
                var expected: [String: Int] = [:]
                for word in words {
                    let cost = Self.distance(typed, Array(word.unicodeScalars.map(\.value)))
                    if cost > 0, cost <= bound { expected[word] = cost }
                }
                #expect(found == expected, "typed \(String(String.UnicodeScalarView(typed.compactMap(Unicode.Scalar.init))))")
            }
        }
    }

    /// The walk reads the automaton through ``CorrectionIndex/packedEdges``:
    /// spelling out every path of the packed edges must give back exactly
    /// the words the set was made of (a lost final bit, a wrong target or
    /// label would drop or add words), capitalised and accented ones included.
    @Test func packedEdgesSpellExactlyTheWordsOfTheSet() throws {
        var generator = SplitMix64(seed: 23)
        let letters = Array("abcdeéhszñ'".unicodeScalars)
        var words = Set<String>()
        while words.count < 2_000 {
            let length = Int.random(in: 1...9, using: &generator)
            var word = String.UnicodeScalarView()
            for _ in 0..<length { word.append(letters[Int.random(in: 0..<letters.count, using: &generator)]) }
            let text = String(word)
            words.insert(Int.random(in: 0..<5, using: &generator) == 0 ? text.capitalized : text)
        }
        let index = CorrectionIndex(words: try WordSet(words: words), model: Self.model)
        let automaton = index.automaton
        #expect(index.packedEdges.count == automaton.targets.count)
        var spelled = Set<String>()
        func walk(_ node: Int, _ prefix: [UInt8]) {
            for edge in Int(automaton.edgeStart[node])..<Int(automaton.edgeStart[node + 1]) {
                let packed = index.packedEdges[edge]
                let word = prefix + automaton.utf8[Int(packed & 0xFF)]
                if packed & CorrectionIndex.finalFlag != 0 { spelled.insert(String(decoding: word, as: UTF8.self)) }
                walk(Int(packed >> 32), word)
            }
        }
        walk(Int(automaton.root), [])
        #expect(spelled == words)
    }

    @Test func costsFollowHowCommonEachErrorIs() {
        let model = ErrorModel(language: "es", settings: SuggestionSettings())
        let weights = model.weights
        func scalar(_ text: String) -> UInt32 { text.unicodeScalars.first?.value ?? 0 }
        #expect(model.substitution(typed: scalar("a"), intended: scalar("á")) == weights.accent)
        #expect(model.substitution(typed: scalar("n"), intended: scalar("ñ")) == weights.accent)
        #expect(model.substitution(typed: scalar("è"), intended: scalar("é")) == weights.accentDirection)
        #expect(model.substitution(typed: scalar("b"), intended: scalar("v")) < weights.keyboard)
        #expect(model.substitution(typed: scalar("q"), intended: scalar("w")) == weights.keyboard)
        #expect(model.substitution(typed: scalar("q"), intended: scalar("m")) == weights.edit)
        #expect(model.substitution(typed: scalar("a"), intended: scalar("A")) == weights.letterCase)
        #expect(model.omission(intended: scalar("h")) < weights.edit, "the silent h")
        #expect(model.extra(typed: scalar("l"), before: scalar("l"), after: nil) == weights.doubled)
        #expect(model.extra(typed: scalar("'"), before: nil, after: nil) == weights.apostrophe)
        #expect(weights.letterCase < weights.accentDirection && weights.accentDirection < weights.accent)
        #expect(weights.accent < weights.doubled && weights.doubled < weights.transposition)
        #expect(weights.transposition < weights.keyboard && weights.keyboard < weights.edit)
    }

    @Test func frequenciesAreReadFromTheFile() {
        let table = WordFrequencies(data: Data("the\t7.73\nhouse\t5.71\nbroken line\nzebra\t2.5\nthe\t1.00\n".utf8))
        #expect(table.count == 4)
        #expect(table.value(of: "the") == 773, "a repeated word keeps its first value")
        #expect(table.value(of: "house") == 571)
        #expect(table.value(of: "zebra") == 250)
        #expect(table.value(of: "houses") == nil)
        #expect(table.floor < table.lowest)
        #expect(WordFrequencies().value(of: "the") == nil)
    }

    /// The hash table against a plain dictionary, on a list big enough for
    /// long probe chains: every listed word gives its first value (repeats
    /// included), and words not listed, many sharing a prefix or a length
    /// with listed ones, give nil.
    @Test func frequencyLookupsAgreeWithADictionaryOnALargeList() {
        var generator = SplitMix64(seed: 2_300)
        let letters = Array("abcdeéñz'".unicodeScalars)
        func randomWord() -> String {
            var word = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...7, using: &generator) { word.append(letters[Int.random(in: 0..<letters.count, using: &generator)]) }
            return String(word)
        }
        var expected: [String: Int] = [:]
        var lines = ""
        for _ in 0..<20_000 {
            let word = randomWord()
            let value = Int.random(in: 100...799, using: &generator)
            if expected[word] == nil { expected[word] = value }
            lines += "\(word)\t\(value / 100).\(value % 100 < 10 ? "0" : "")\(value % 100)\n"
        }
        let table = WordFrequencies(data: Data(lines.utf8))
        for (word, value) in expected {
            #expect(table.value(of: word) == value, "\(word)")
        }
        var absent = 0
        while absent < 5_000 {
            let word = randomWord() + (Bool.random(using: &generator) ? "q" : "")
            guard expected[word] == nil else { continue }
            #expect(table.value(of: word) == nil, "\(word)")
            absent += 1
        }
    }

    @Test func conversionTablesReplaceTheLongestMatchFirst() {
        var table = ConversionTable()
        table.add("'", "’")
        table.add("_a", "A")
        table.add("ss_", "ß")
        #expect(table.apply("don't") == "don’t")
        #expect(table.apply("aba") == "Aba")
        #expect(table.apply("gross") == "groß")
        #expect(table.apply("classy") == "classy")
    }

    @Test func suggestionSettingsAreReadFromTheAffixFile() {
        let settings = SuggestionSettings(data: Data("""
            SET UTF-8
            FLAG long
            TRY esianrtolcdugmphbyfvkwz'
            KEY qwertyuiop|asdfghjkl|zxcvbnm
            NOSUGGEST !!
            REP 2
            REP f ph
            REP ^alot$ a_lot
            MAP 1
            MAP uúü(ue)
            OCONV 1
            OCONV ' ’

            """.utf8))
        #expect(settings.tryCharacters.first == "e")
        #expect(settings.keyboardRows?.count == 3)
        #expect(settings.noSuggestFlag == UInt32(0x2121))
        #expect(settings.replacements == [
            .init(typed: ["f"], intended: ["p", "h"]),
            .init(typed: Array("alot".unicodeScalars), intended: Array("a lot".unicodeScalars), atStart: true, atEnd: true),
        ])
        #expect(settings.mapClasses == [[["u"], ["ú"], ["ü"], ["u", "e"]]])
        #expect(settings.outputConversion.apply("it's") == "it’s")
    }

    /// Only setting lines are read: CRLF lines are lines, affix rules and
    /// indented lines are skipped whatever text they hold.
    @Test func suggestionSettingsSkipAffixRulesAndReadCRLFLines() {
        let lines = [
            "SET UTF-8", "SFX A Y 2", "SFX A 0 REP .", "SFX A 0 s/TRY .", "  REP x y", "TRY aeiou", "REP 1", "REP ph f",
            "PFX B Y 1", "PFX B 0 KEY .", "KEY abc|def",
        ]
        let settings = SuggestionSettings(data: Data((lines.joined(separator: "\r\n") + "\r\n").utf8))
        #expect(settings.tryCharacters == Array("aeiou".unicodeScalars))
        #expect(settings.replacements == [.init(typed: ["p", "h"], intended: ["f"])])
        #expect(settings.keyboardRows == [Array("abc".unicodeScalars), Array("def".unicodeScalars)])
        // The same file with LF lines reads the same.
        #expect(SuggestionSettings(data: Data((lines.joined(separator: "\n") + "\n").utf8)) == settings)
    }

    /// The weighted distance the walk computes, as one full table: typing
    /// `typed` for `word` (`j` letters of the word, `i` typed letters).
    static func distance(_ typed: [UInt32], _ word: [UInt32]) -> Int {
        let model = Self.model
        let weights = model.weights
        let (n, m) = (typed.count, word.count)
        let lower = word.map(ErrorModel.lowercase)
        func caseCost(_ j: Int) -> Int { lower[j] == word[j] ? 0 : weights.letterCase }
        var table = [[Int]](repeating: [Int](repeating: Int.max / 4, count: n + 1), count: m + 1)
        table[0][0] = 0
        for i in 0...n {
            for j in 0...m where i + j > 0 {
                var best = Int.max / 4
                if i > 0 {
                    var extra = model.extra(typed: typed[i - 1], before: i > 1 ? typed[i - 2] : nil, after: i < n ? typed[i] : nil)
                    if i == 1 { extra += model.firstLetterSurcharge(for: extra) }
                    best = min(best, table[j][i - 1] + extra)
                }
                if j > 0 {
                    var omission = j > 1 && word[j - 2] == word[j - 1] ? weights.doubled : model.omission(intended: word[j - 1])
                    if j == 1, i == 0 { omission += model.firstLetterSurcharge(for: omission) }
                    best = min(best, table[j - 1][i] + omission)
                }
                if i > 0, j > 0 {
                    var substitution = model.substitution(typed: typed[i - 1], intended: word[j - 1])
                    if i == 1 { substitution += model.firstLetterSurcharge(for: substitution) }
                    best = min(best, table[j - 1][i - 1] + substitution)
                }
                if i > 1, j > 1, typed[i - 1] == lower[j - 2], typed[i - 2] == lower[j - 1] {
                    best = min(best, table[j - 2][i - 2] + weights.transposition + caseCost(j - 1) + caseCost(j - 2))
                }
                if i > 2, j > 2 {
                    let (x, y, z) = (typed[i - 3], typed[i - 2], typed[i - 1])
                    let path = (lower[j - 3], lower[j - 2], lower[j - 1])
                    if (path.0, path.1, path.2) == (y, z, x) || (path.0, path.1, path.2) == (z, x, y) {
                        best = min(best, table[j - 3][i - 3] + weights.moved + caseCost(j - 1) + caseCost(j - 2) + caseCost(j - 3))
                    }
                }
                table[j][i] = best
            }
        }
        return table[m][n]
    }
}
