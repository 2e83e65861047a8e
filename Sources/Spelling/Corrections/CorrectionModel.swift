import Foundation
import Lexicon

/// Everything WordKit's corrections and completions read for one dictionary,
/// loaded once per ``SpellChecker`` on first use.
struct CorrectionModel: Sendable {
    /// The dictionary's suggestion settings (`TRY`, `KEY`, `REP`, `MAP`, conversions).
    let settings: SuggestionSettings
    /// The costs of errors.
    private(set) var errorModel: ErrorModel
    /// How common words are.
    let frequencies: WordFrequencies
    /// The lexicon, prepared for searches; nil when the checker has none.
    private(set) var lexicon: CorrectionIndex?
    /// The lexicon's words, for membership tests.
    let lexiconWords: WordSet?
    /// The dictionary's other forms (capitalised, with apostrophes…), prepared for searches.
    private(set) var supplement: CorrectionIndex
    /// Those forms as a word set.
    let supplementWords: WordSet
    /// Forms never suggested (`NOSUGGEST`).
    let noSuggest: Set<String>
    /// The language code (`en`).
    let language: String
    /// The bigram index behind the second search, built the first time a
    /// word needs it (see ``ngrams``).
    private var ngramSlot = LazyValue<NgramIndex>()

    /// The bigram index of the second search (see ``NgramIndex``), built on
    /// first use and shared by every copy of the model: the words of the
    /// frequency list that the lexicon or the supplementary forms hold (as
    /// they spell them), most common first. A word far from anything typed
    /// is looked for among words people use: the whole lexicon would be
    /// 113,000 English forms, 700,000 Spanish and 3.1 million Italian ones,
    /// too many to index at start-up.
    var ngrams: NgramIndex {
        ngramSlot.value { NgramIndex(words: ngramWords()) }
    }

    /// How many of the frequency list's most common words ``ngrams`` looks
    /// at (see ``ngramWords()``); setting it gives the model an index of its own.
    var ngramVocabulary = 50_000 {
        didSet { ngramSlot = LazyValue() }
    }

    /// The words of ``ngrams``, in the frequency list's order: of its first
    /// ``ngramVocabulary`` words, those the lexicon or the supplementary
    /// forms hold.
    func ngramWords() -> [String] {
        var words: [String] = []
        frequencies.forEachWord(limit: ngramVocabulary) { utf8 in
            let word = String(decoding: utf8, as: UTF8.self)
            guard !noSuggest.contains(word) else { return }
            if lexiconWords?.contains(word) == true || supplementWords.contains(word) {
                words.append(word)
            } else if let first = word.first {
                let capitalised = first.uppercased() + word.dropFirst()
                if supplementWords.contains(capitalised), !noSuggest.contains(capitalised) { words.append(capitalised) }
            }
        }
        return words
    }

    /// Loads a dictionary's model.
    ///
    /// - Parameters:
    ///   - dictionary: The dictionary's files.
    ///   - lexicon: Its lexicon, if any.
    ///   - cache: Where the supplementary forms are kept between runs, or nil.
    ///   - weights: The error weights.
    ///   - verify: Hunspell's verdicts for a batch of words (for the supplementary forms).
    init(
        dictionary: DictionaryFiles, lexicon: WordSet?, cache: URL? = nil, weights: ErrorModel.Weights = ErrorModel.Weights(),
        verify: ([String]) -> [Bool]
    ) {
        // The frequency list (4–5 MB, about 30 ms) is read on another core
        // while the rest is prepared: this is start-up time of every command
        // that corrects, and a small batch is mostly start-up.
        let frequencySlot = ParallelSlots(repeating: WordFrequencies(), count: 1)
        let frequencyLoad = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: frequencyLoad) {
            frequencySlot.store([WordFrequencies.load(for: dictionary)], at: 0)
        }
        let language = String(dictionary.name.prefix { $0 != "_" && $0 != "-" }).lowercased()
        let settings = SuggestionSettings(affixPath: dictionary.affixPath)
        let errorModel = ErrorModel(language: language, settings: settings, weights: weights)
        let supplementary = SupplementaryForms.cached(for: dictionary, noSuggestFlag: settings.noSuggestFlag, in: cache, verify: verify)
        self.language = language
        self.settings = settings
        self.errorModel = errorModel
        lexiconWords = lexicon
        self.lexicon = lexicon.map { CorrectionIndex(words: $0, model: errorModel) }
        supplementWords = supplementary.words
        supplement = CorrectionIndex(words: supplementary.words, model: errorModel)
        noSuggest = supplementary.noSuggest
        frequencyLoad.wait()
        frequencies = frequencySlot.values[0]
    }

    /// The frequency weight of ``ranking`` (see ``Corrector/frequencyWeight``).
    var frequencyWeight = Corrector.frequencyWeight
    /// The Zipf value (hundredths) from which words count as fully common.
    var frequencyCeiling = 650

    /// The largest frequency penalty (see ``Ranking/cap``).
    var frequencyCap = Corrector.frequencyCap

    /// How scores are made from costs and frequencies.
    var ranking: Ranking {
        Ranking(frequencies: frequencies, frequencyWeight: frequencyWeight, excluded: noSuggest, ceiling: frequencyCeiling, cap: frequencyCap)
    }

    /// The same data under other error weights (for measurements).
    func reweighted(_ weights: ErrorModel.Weights) -> CorrectionModel {
        var copy = self
        let errorModel = ErrorModel(language: language, settings: settings, weights: weights)
        copy.errorModel = errorModel
        copy.lexicon = lexiconWords.map { CorrectionIndex(words: $0, model: errorModel) }
        copy.supplement = CorrectionIndex(words: supplementWords, model: errorModel)
        return copy
    }
}
