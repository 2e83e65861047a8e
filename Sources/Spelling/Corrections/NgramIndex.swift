import Lexicon

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
    /// The lowercase scalar values that have a gram symbol, sorted; symbol
    /// `i + 1` is `alphabet[i]` (0 is a word's end).
    private let alphabet: [UInt32]
    /// The word sets indexed, to spell the words found.
    private let sets: [WordSet.Automaton]
    /// The first word number of each set; one extra entry ends the last.
    private let setStart: [Int]
    /// Every word's symbols in its own set, one word after another.
    private let labels: [UInt8]
    /// Where each word's symbols start; one extra entry ends the last.
    private let wordStart: [UInt32]
    /// Each word's number of distinct bigrams (at most 256).
    private let gramCounts: [UInt16]
    /// The first posting of each bigram key; one extra entry ends the last.
    private let gramStart: [UInt32]
    /// Word numbers, grouped by bigram key, ascending within a key.
    private let postings: [UInt32]

    /// The number of words indexed.
    var count: Int { gramCounts.count }

    /// The longest word indexed or looked up, in letters.
    static let longestWord = 255

    /// Indexes every word of `sets` (the lexicon and the dictionary's other
    /// forms) of at most ``longestWord`` letters. A word in two sets is
    /// indexed twice; the error model's merge keeps one.
    ///
    /// - Complexity: O(*n*) for *n* letters in all (two walks of each
    ///   automaton: one to count, one to fill).
    init(sets: [WordSet.Automaton]) {
        var letters = Set<UInt32>()
        for automaton in sets {
            for value in automaton.scalars { letters.insert(ErrorModel.lowercase(value)) }
        }
        let alphabet = letters.sorted()
        self.alphabet = alphabet
        self.sets = sets
        let width = alphabet.count + 1
        // First walk: how many words and letters, so the second writes into
        // buffers of the right size instead of growing arrays.
        var setStart = [0]
        var letterCount = 0
        for automaton in sets {
            var words = 0
            Self.forEachWord(of: automaton) { path in
                guard path.count <= Self.longestWord else { return }
                words += 1
                letterCount += path.count
            }
            setStart.append(setStart[setStart.count - 1] + words)
        }
        self.setStart = setStart
        let wordCount = setStart[setStart.count - 1]
        let labels = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, letterCount))
        let wordStart = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: wordCount + 1)
        let gramCounts = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(1, wordCount))
        // Every word's distinct grams, one after another (a word of n letters
        // has at most n + 1), then grouped by key into the postings.
        let grams = UnsafeMutablePointer<UInt32>.allocate(capacity: letterCount + wordCount + 1)
        let gramOffsets = UnsafeMutableBufferPointer<Int>.allocate(capacity: wordCount + 1)
        defer {
            labels.deallocate()
            wordStart.deallocate()
            gramCounts.deallocate()
            grams.deallocate()
            gramOffsets.deallocate()
        }
        var word = 0
        var letter = 0
        var gram = 0
        wordStart[0] = 0
        gramOffsets[0] = 0
        for automaton in sets {
            let gramSymbols = automaton.scalars.map { Self.symbol(of: ErrorModel.lowercase($0), in: alphabet) }
            gramSymbols.withUnsafeBufferPointer { gramSymbols in
                Self.forEachWord(of: automaton) { path in
                    guard path.count <= Self.longestWord else { return }
                    for label in path {
                        labels[letter] = label
                        letter += 1
                    }
                    let unique = Self.grams(count: path.count, symbol: { gramSymbols[Int(path[$0])] }, width: width, into: grams + gram)
                    gram += unique
                    gramCounts[word] = UInt16(unique)
                    word += 1
                    wordStart[word] = UInt32(letter)
                    gramOffsets[word] = gram
                }
            }
        }
        var gramStart = [UInt32](repeating: 0, count: width * width + 1)
        var postings = [UInt32](repeating: 0, count: gram)
        gramStart.withUnsafeMutableBufferPointer { gramStart in
            for position in 0..<gram { gramStart[Int(grams[position]) + 1] += 1 }
            for key in 0..<(width * width) { gramStart[key + 1] += gramStart[key] }
            var fill = Array(gramStart)
            postings.withUnsafeMutableBufferPointer { postings in
                for word in 0..<wordCount {
                    for position in gramOffsets[word]..<gramOffsets[word + 1] {
                        let key = Int(grams[position])
                        postings[Int(fill[key])] = UInt32(word)
                        fill[key] += 1
                    }
                }
            }
        }
        self.labels = Array(labels[0..<letterCount])
        self.wordStart = Array(wordStart)
        self.gramCounts = Array(gramCounts[0..<wordCount])
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
        let width = alphabet.count + 1
        let symbols = typed.map { Self.symbol(of: $0, in: alphabet) }
        var keys = [UInt32](repeating: 0, count: symbols.count + 1)
        let typedGrams = keys.withUnsafeMutableBufferPointer { keys in
            keys.baseAddress.map { Self.grams(count: symbols.count, symbol: { symbols[$0] }, width: width, into: $0) } ?? 0
        }
        keys.removeLast(keys.count - typedGrams)
        // Grams holding a letter no word has are counted for the typed word
        // but have no postings.
        let slack = Self.lengthSlack(for: typed.count)
        var shared = [UInt16](repeating: 0, count: count)
        var touched: [UInt32] = []
        for key in keys where Int(key) < width * width {
            for position in Int(gramStart[Int(key)])..<Int(gramStart[Int(key) + 1]) {
                let word = Int(postings[position])
                if shared[word] == 0 { touched.append(UInt32(word)) }
                shared[word] &+= 1
            }
        }
        var scored: [(score: Int, word: UInt32)] = []
        for word in touched {
            let length = Int(wordStart[Int(word) + 1] - wordStart[Int(word)])
            guard abs(length - typed.count) <= slack else { continue }
            let score = 200 * Int(shared[Int(word)]) / (typedGrams + Int(gramCounts[Int(word)]))
            if score >= minimum { scored.append((score, word)) }
        }
        scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.word < $1.word }
        return scored.prefix(limit).map { word(at: Int($0.word)) }
    }

    /// The text of word number `index`.
    private func word(at index: Int) -> String {
        var set = 0
        while setStart[set + 1] <= index { set += 1 }
        let utf8 = sets[set].utf8
        var bytes: [UInt8] = []
        for position in Int(wordStart[index])..<Int(wordStart[index + 1]) { bytes.append(contentsOf: utf8[Int(labels[position])]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The gram symbol of a lowercase scalar value; `UInt32.max` when no
    /// indexed word has the letter.
    private static func symbol(of value: UInt32, in alphabet: [UInt32]) -> UInt32 {
        var low = 0
        var high = alphabet.count
        while low < high {
            let middle = (low + high) / 2
            if alphabet[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < alphabet.count && alphabet[low] == value ? UInt32(low + 1) : .max
    }

    /// Writes the distinct bigram keys of a word of `count` letters, whose
    /// gram symbols `symbol` gives, to `keys` (room for `count + 1`), sorted,
    /// and returns how many there are. The word's ends count as symbol 0; a
    /// pair with an unknown letter gets a key past every posting list, and
    /// each such pair is kept.
    @inline(__always)
    private static func grams(count: Int, symbol: (Int) -> UInt32, width: Int, into keys: UnsafeMutablePointer<UInt32>) -> Int {
        var previous: UInt32 = 0
        let beyond = UInt32(width * width)
        for position in 0...count {
            let current = position < count ? symbol(position) : 0
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
        for position in 0...count {
            let key = keys[position]
            if unique == 0 || keys[unique - 1] != key || key == beyond {
                keys[unique] = key
                unique += 1
            }
        }
        return unique
    }

    /// Calls `body` with the symbols (labels) of every word of `automaton`,
    /// in the automaton's order.
    static func forEachWord(of automaton: WordSet.Automaton, _ body: ([UInt8]) -> Void) {
        var path: [UInt8] = []
        var stack: [(node: UInt32, next: Int)] = [(automaton.root, Int(automaton.edgeStart[Int(automaton.root)]))]
        automaton.edgeStart.withUnsafeBufferPointer { edgeStart in
            automaton.labels.withUnsafeBufferPointer { labels in
                automaton.targets.withUnsafeBufferPointer { targets in
                    automaton.finalBits.withUnsafeBufferPointer { finalBits in
                        while let top = stack.last {
                            guard top.next < Int(edgeStart[Int(top.node) + 1]) else {
                                stack.removeLast()
                                if !path.isEmpty { path.removeLast() }
                                continue
                            }
                            stack[stack.count - 1].next += 1
                            let target = targets[top.next]
                            path.append(labels[top.next])
                            if finalBits[Int(target >> 6)] >> UInt64(target & 63) & 1 == 1 { body(path) }
                            stack.append((target, Int(edgeStart[Int(target)])))
                        }
                    }
                }
            }
        }
    }
}
