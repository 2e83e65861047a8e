import Testing
@testable import ContentPipeline

/// The content-lemma rules, with small fakes for Hunspell, Apertium and the game-word filter.
@Suite struct ContentLemmaFilterTests {
    /// A fake English: a dictionary of stems (capitalised ones are names),
    /// `went` an inflected form, `dr` an abbreviation, `self` unknown to Apertium.
    static let filter: ContentLemmaFilter = {
        let stems: Set<String> = ["john", "John", "mark", "Mark", "house", "self", "dr", "Rome", "the"]
        let forms: [String: [String]] = ["went": ["go"]]
        let english = ContentLanguage.standard[0]
        return ContentLemmaFilter(
            language: english, isFunctionWord: { $0 == "the" }, isBlocked: { $0 == "damn" },
            gameWordRejection: { word in word == "dr" ? .noVowel : nil },
            isCorrect: { stems.contains($0) || forms[$0] != nil },
            stems: { word in
                if let stem = forms[word] { return stem }
                let lower = word.lowercased()
                return [word, lower].filter { stems.contains($0) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            },
            isInflected: { $0 == "went" }, isUnknownToAnalyser: { ["john", "self", "dr"].contains($0) })
    }()

    @Test func eachRuleLeavesOutItsWords() {
        let filter = Self.filter
        #expect(filter.rejection(of: "a") == .notAWord)
        #expect(filter.rejection(of: "e-mail") == .notAWord)
        #expect(filter.rejection(of: "the") == .functionWord)
        #expect(filter.rejection(of: "damn") == .blocklisted)
        #expect(filter.rejection(of: "dr") == .abbreviation)
        #expect(filter.rejection(of: "rome") == .notInDictionary)  // Hunspell accepts only `Rome`
        #expect(filter.rejection(of: "zzyzx") == .notInDictionary)
        #expect(filter.rejection(of: "went") == .inflected)
        #expect(filter.rejection(of: "john") == .properNoun)       // `John` listed, Apertium knows no `john`
        #expect(filter.rejection(of: "mark") == nil)               // `Mark` listed, but Apertium knows `mark`
        #expect(filter.rejection(of: "self") == nil)               // unknown to Apertium, but no `Self`
        #expect(filter.rejection(of: "house") == nil)
    }

    @Test func lemmasStopAtTheCountAndReportWhatWasLeftOut() {
        let (lemmas, excluded) = Self.filter.lemmas(of: ["the", "john", "house", "dr", "went", "mark", "self"], count: 2)
        #expect(lemmas == ["house", "mark"])
        #expect(excluded == [.functionWord: ["the"], .properNoun: ["john"], .abbreviation: ["dr"], .inflected: ["went"]])
    }
}
