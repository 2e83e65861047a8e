/// The second search of a correction, for a word the walk finds nothing
/// close to: the words that share the most pairs of adjacent letters with it,
/// which the error model then ranks like any other candidate.
///
/// Long words with several slips (`unfortunently`), letters moved far
/// (`tradegy`) and wild phonetic spellings (`psycolagest`) cost more than
/// the two edits the walk searches within, but keep most of their letter
/// pairs. Hunspell's n-gram suggestion looks for such words by comparing the
/// typed word with every word of its dictionary, 30–100 ms a word; this
/// index reads only the words that share a letter pair with it (postings of
/// bigrams, the word's two ends counted as letters) and answers in about a
/// millisecond.
///
/// Similarity is Dice's coefficient over distinct bigrams,
/// 2·shared / (typed + word), ignoring case. Words whose length differs
/// from the typed word's by more than ``lengthSlack(for:)`` are skipped.
struct NgramIndex: Sendable {
    /// The gram symbol of each letter seen (lowercase scalar value → symbol,
    /// from 1; 0 is a word's end).
    private let symbols: [UInt32: UInt32]
    /// UTF-8 of every word, one after another.
    private let text: [UInt8]
    /// Where each word's UTF-8 starts; one extra entry ends the last.
    private let textStart: [UInt32]
    /// Each word's length in scalars.
    private let lengths: [UInt8]
    /// Each word's number of distinct bigrams.
    private let gramCounts: [UInt16]
    /// The first posting of each bigram key; one extra entry ends the last.
    private let gramStart: [UInt32]
    /// Word numbers, grouped by bigram key, ascending within a key.
    private let postings: [UInt32]

    /// The number of words indexed.
    var count: Int { lengths.count }

    /// The longest word indexed or looked up, in letters.
    static let longestWord = 255
    /// Letters beyond this many distinct ones share no bigram with anything.
    static let symbolLimit = 255
    /// Keys per first letter of a bigram (room for every symbol and the end).
    private static let width = symbolLimit + 1

    /// Indexes `words` (numbered in the order given, which breaks ties), each
    /// of at most ``longestWord`` letters; longer ones are left out.
    ///
    /// - Complexity: O(*n*) for *n* letters in all.
    init(words: [String]) {
        var symbols: [UInt32: UInt32] = [:]
        // The symbols of ASCII letters, read without hashing (0: none yet).
        var latin = [UInt32](repeating: 0, count: 128)
        var text: [UInt8] = []
        var textStart: [UInt32] = [0]
        var lengths: [UInt8] = []
        var gramCounts: [UInt16] = []
        var grams: [UInt32] = []
        var gramOffsets: [Int] = [0]
        var wordSymbols: [UInt32] = []
        var wordGrams = [UInt32](repeating: 0, count: Self.longestWord + 1)
        lengths.reserveCapacity(words.count)
        gramCounts.reserveCapacity(words.count)
        textStart.reserveCapacity(words.count + 1)
        gramOffsets.reserveCapacity(words.count + 1)
        for word in words {
            wordSymbols.removeAll(keepingCapacity: true)
            for scalar in word.unicodeScalars {
                let value = ErrorModel.lowercase(scalar.value)
                if value < 128, latin[Int(value)] != 0 {
                    wordSymbols.append(latin[Int(value)])
                } else if let symbol = symbols[value] {
                    wordSymbols.append(symbol)
                } else if symbols.count < Self.symbolLimit {
                    let symbol = UInt32(symbols.count + 1)
                    symbols[value] = symbol
                    if value < 128 { latin[Int(value)] = symbol }
                    wordSymbols.append(symbol)
                } else {
                    wordSymbols.append(.max)
                }
            }
            guard !wordSymbols.isEmpty, wordSymbols.count <= Self.longestWord else { continue }
            let unique = wordGrams.withUnsafeMutableBufferPointer { keys in
                keys.baseAddress.map { Self.grams(of: wordSymbols, into: $0) } ?? 0
            }
            grams.append(contentsOf: wordGrams[0..<unique])
            gramOffsets.append(grams.count)
            gramCounts.append(UInt16(unique))
            lengths.append(UInt8(wordSymbols.count))
            text.append(contentsOf: word.utf8)
            textStart.append(UInt32(text.count))
        }
        let keyCount = Self.width * Self.width
        var gramStart = [UInt32](repeating: 0, count: keyCount + 1)
        var postings = [UInt32](repeating: 0, count: grams.count)
        gramStart.withUnsafeMutableBufferPointer { gramStart in
            for key in grams { gramStart[Int(key) + 1] += 1 }
            for key in 0..<keyCount { gramStart[key + 1] += gramStart[key] }
            var fill = Array(gramStart)
            postings.withUnsafeMutableBufferPointer { postings in
                for word in 0..<lengths.count {
                    for position in gramOffsets[word]..<gramOffsets[word + 1] {
                        let key = Int(grams[position])
                        postings[Int(fill[key])] = UInt32(word)
                        fill[key] += 1
                    }
                }
            }
        }
        self.symbols = symbols
        self.text = text
        self.textStart = textStart
        self.lengths = lengths
        self.gramCounts = gramCounts
        self.gramStart = gramStart
        self.postings = postings
    }

    /// How far a word's length may be from the typed word's `length`: 3
    /// letters, or a quarter of a long word.
    static func lengthSlack(for length: Int) -> Int {
        max(3, length / 4)
    }

    /// The `limit` words most like `typed` (lowercase scalars) by Dice's
    /// coefficient over bigrams, best first (ties in index order), among
    /// those with a coefficient of at least `minimum` percent.
    ///
    /// - Complexity: O(*p*) for *p* postings of the typed word's bigrams.
    func nearest(to typed: [UInt32], limit: Int, minimum: Int) -> [String] {
        guard limit > 0, !typed.isEmpty, typed.count <= Self.longestWord, count > 0 else { return [] }
        let typedSymbols = typed.map { symbols[ErrorModel.lowercase($0)] ?? .max }
        var keys = [UInt32](repeating: 0, count: typedSymbols.count + 1)
        // Grams holding a letter no word has count for the typed word but
        // have no postings.
        let typedGrams = keys.withUnsafeMutableBufferPointer { keys in
            keys.baseAddress.map { Self.grams(of: typedSymbols, into: $0) } ?? 0
        }
        let slack = Self.lengthSlack(for: typed.count)
        var shared = [UInt16](repeating: 0, count: count)
        var touched: [UInt32] = []
        for key in keys[0..<typedGrams] where Int(key) < Self.width * Self.width {
            for position in Int(gramStart[Int(key)])..<Int(gramStart[Int(key) + 1]) {
                let word = Int(postings[position])
                if shared[word] == 0 { touched.append(UInt32(word)) }
                shared[word] += 1
            }
        }
        var scored: [(score: Int, word: UInt32)] = []
        for word in touched {
            guard abs(Int(lengths[Int(word)]) - typed.count) <= slack else { continue }
            let score = 200 * Int(shared[Int(word)]) / (typedGrams + Int(gramCounts[Int(word)]))
            if score >= minimum { scored.append((score, word)) }
        }
        scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.word < $1.word }
        return scored.prefix(limit).map { entry in
            String(decoding: text[Int(textStart[Int(entry.word)])..<Int(textStart[Int(entry.word) + 1])], as: UTF8.self)
        }
    }

    /// Writes the distinct bigram keys of a word given as gram symbols to
    /// `keys` (room for `symbols.count + 1`), sorted, and returns how many
    /// there are. The word's ends count as symbol 0; a pair with an unknown
    /// letter (`UInt32.max`) gets a key past every posting list, and each
    /// such pair is kept.
    private static func grams(of symbols: [UInt32], into keys: UnsafeMutablePointer<UInt32>) -> Int {
        var previous: UInt32 = 0
        let beyond = UInt32(width * width)
        for position in 0...symbols.count {
            let current = position < symbols.count ? symbols[position] : 0
            let key = previous == .max || current == .max ? beyond : previous * UInt32(width) + current
            // Insertion sort: a word has a dozen grams or so.
            var slot = position
            while slot > 0, keys[slot - 1] > key {
                keys[slot] = keys[slot - 1]
                slot -= 1
            }
            keys[slot] = key
            previous = current
        }
        var unique = 0
        for position in 0...symbols.count {
            let key = keys[position]
            if unique == 0 || keys[unique - 1] != key || key == beyond {
                keys[unique] = key
                unique += 1
            }
        }
        return unique
    }
}
