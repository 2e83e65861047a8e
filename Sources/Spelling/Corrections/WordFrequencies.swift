import Foundation

/// How common words are in one language: wordfreq's Zipf values, read from
/// `Dictionaries/frequency/<lang>.tsv` (`word<TAB>zipf`, most frequent first).
///
/// The Zipf scale is log10 of occurrences per billion words: about 7.7 for
/// `the`, 3 for a word met once in a million words, 1 at the end of the
/// English list. Values are kept in hundredths (`773` for 7.73).
///
/// The file is kept as it was read and indexed by an open-addressing hash
/// table of line numbers, so loading costs one pass over the bytes and a
/// lookup needs no `String`: the correction search asks about the UTF-8
/// bytes of the paths it walks.
struct WordFrequencies: Sendable {
    /// The file's bytes.
    private let bytes: [UInt8]
    /// Where each line's word starts in `bytes`, in file order (rank).
    private let starts: [UInt32]
    /// Each word's length in bytes.
    private let lengths: [UInt16]
    /// Each word's Zipf value in hundredths.
    private let values: [Int16]
    /// The word hashed to each slot: its hash in the high 32 bits, its rank
    /// + 1 in the low ones; 0 for an empty slot. A probe compares the hash
    /// before it reads the word's length and bytes (elsewhere in memory), so a
    /// collision costs no cache miss: building the table was three quarters
    /// cache misses (`perf`, English list, 46 ms).
    private let slots: [UInt64]
    /// The smallest value in the list, in hundredths.
    let lowest: Int

    /// No frequencies at all: every word gets ``floor``.
    init() {
        bytes = []
        starts = []
        lengths = []
        values = []
        slots = [0]
        lowest = 100
    }

    /// Reads a frequency file.
    ///
    /// Lines that are not `word<TAB>number` are skipped, and a word listed
    /// twice keeps its first (higher) value.
    ///
    /// - Parameter data: The file's contents, UTF-8 in NFC.
    /// - Complexity: O(*n*) in the file's size.
    init(data: Data) {
        let bytes = [UInt8](data)
        var starts: [UInt32] = []
        var lengths: [UInt16] = []
        var values: [Int16] = []
        var lowest = Int(Int16.max)
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            starts.reserveCapacity(count / 10)
            lengths.reserveCapacity(count / 10)
            values.reserveCapacity(count / 10)
            var index = 0
            while index < count {
                let start = index
                while index < count, buffer[index] != 0x09, buffer[index] != 0x0A { index += 1 }
                let wordEnd = index
                var value: Int?
                if index < count, buffer[index] == 0x09 {
                    index += 1
                    value = Self.hundredths(buffer, from: &index)
                }
                while index < count, buffer[index] != 0x0A { index += 1 }
                index += 1
                guard let value, wordEnd > start, wordEnd - start < Int(UInt16.max) else { continue }
                starts.append(UInt32(start))
                lengths.append(UInt16(wordEnd - start))
                values.append(Int16(clamping: value))
                lowest = min(lowest, value)
            }
        }
        var capacity = 16
        while capacity < starts.count * 2 { capacity <<= 1 }
        var slots = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        bytes.withUnsafeBufferPointer { buffer in
            slots.withUnsafeMutableBufferPointer { slots in
                for rank in starts.indices {
                    let word = UnsafeBufferPointer(rebasing: buffer[Int(starts[rank])..<(Int(starts[rank]) + Int(lengths[rank]))])
                    let hash = Self.hash(word)
                    var slot = Int(hash) & mask
                    var duplicate = false
                    while slots[slot] != 0 {
                        let entry = slots[slot]
                        let other = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                        if UInt32(truncatingIfNeeded: entry >> 32) == hash, Int(lengths[other]) == word.count,
                           Self.equal(word, buffer, at: Int(starts[other])) {
                            duplicate = true
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                    if !duplicate { slots[slot] = UInt64(hash) << 32 | UInt64(rank + 1) }
                }
            }
        }
        self.bytes = bytes
        self.starts = starts
        self.lengths = lengths
        self.values = values
        self.slots = slots
        self.lowest = starts.isEmpty ? 100 : lowest
    }

    /// Reads the frequency file of `dictionary`'s language, or gives an empty
    /// table when there is none (corrections then rank by error cost alone).
    ///
    /// - Parameter dictionary: The dictionary whose language is wanted.
    static func load(for dictionary: DictionaryFiles) -> WordFrequencies {
        guard let path = file(for: dictionary), let data = FileManager.default.contents(atPath: path) else {
            return WordFrequencies()
        }
        return WordFrequencies(data: data)
    }

    /// The frequency file for a dictionary's language: `frequency/<lang>.tsv`
    /// beside the dictionary's folder (WordKit's layout), inside it (the flat
    /// layout), or in the dictionaries shipped with WordKit.
    static func file(for dictionary: DictionaryFiles) -> String? {
        let code = dictionary.name.prefix { $0 != "_" && $0 != "-" }.lowercased()
        guard !code.isEmpty else { return nil }
        let folder = URL(fileURLWithPath: dictionary.affixPath).deletingLastPathComponent()
        var candidates = [
            folder.deletingLastPathComponent().appendingPathComponent("frequency/\(code).tsv").path,
            folder.appendingPathComponent("frequency/\(code).tsv").path,
        ]
        if let shipped = BundledResources.dictionaries {
            candidates.append(shipped.appendingPathComponent("frequency/\(code).tsv").path)
        }
        return candidates.first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// The value given to words the list does not hold: a little below its
    /// rarest word, so that any listed word outranks an unlisted one.
    var floor: Int { lowest - 30 }

    /// The number of words listed.
    var count: Int { starts.count }

    /// Calls `body` with the UTF-8 of the first `limit` listed words, in the
    /// list's order (most common first).
    func forEachWord(limit: Int = .max, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { buffer in
            for rank in 0..<min(limit, starts.count) {
                let start = Int(starts[rank])
                body(UnsafeBufferPointer(rebasing: buffer[start..<(start + Int(lengths[rank]))]))
            }
        }
    }

    /// The Zipf value of the word spelled by `utf8`, in hundredths, or nil.
    ///
    /// - Complexity: O(*m*) for *m* bytes, expected.
    func value(utf8 word: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !starts.isEmpty else { return nil }
        let mask = slots.count - 1
        let hash = Self.hash(word)
        var slot = Int(hash) & mask
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                let rank = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if UInt32(truncatingIfNeeded: entry >> 32) == hash, Int(lengths[rank]) == word.count,
                   Self.equal(word, buffer, at: Int(starts[rank])) {
                    return Int(values[rank])
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The Zipf value of `word` (NFC), in hundredths, or nil when unlisted.
    func value(of word: String) -> Int? {
        var word = word
        return word.withUTF8 { value(utf8: $0) }
    }

    /// The Zipf value of `word`, or ``floor`` when unlisted.
    func valueOrFloor(of word: String) -> Int {
        value(of: word) ?? floor
    }

    /// The word of rank `rank` (0 is the most frequent) and its value.
    func entry(at rank: Int) -> (utf8: ArraySlice<UInt8>, value: Int) {
        let start = Int(starts[rank])
        return (bytes[start..<(start + Int(lengths[rank]))], Int(values[rank]))
    }

    /// Whether `word` is spelled by the bytes of `buffer` from `start` on.
    @inline(__always)
    private static func equal(_ word: UnsafeBufferPointer<UInt8>, _ buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var index = 0
        while index < word.count {
            if word[index] != buffer[start + index] { return false }
            index += 1
        }
        return true
    }

    /// FNV-1a, 32 bits.
    @inline(__always)
    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in word {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash
    }

    /// Parses `7.73`, `-1`, `3.5` into hundredths, advancing `index`.
    private static func hundredths(_ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int) -> Int? {
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var whole = 0
        var digits = 0
        while index < bytes.count, (0x30...0x39).contains(bytes[index]), digits < 6 {
            whole = whole * 10 + Int(bytes[index] - 0x30)
            index += 1
            digits += 1
        }
        guard digits > 0 else { return nil }
        var fraction = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 10
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                if scale > 0 { fraction += Int(bytes[index] - 0x30) * scale }
                scale /= 10
                index += 1
            }
        }
        let value = whole * 100 + fraction
        return negative ? -value : value
    }
}
