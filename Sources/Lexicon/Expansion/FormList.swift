/// Many short words stored back to back as UTF-8, sortable without making a
/// `String` per word.
struct FormList {
    /// The words' UTF-8 bytes, concatenated.
    private(set) var bytes: [UInt8] = []
    /// `ends[i]` is the end of word `i` in ``bytes``.
    private(set) var ends: [UInt32] = []

    /// The number of words held.
    var count: Int { ends.count }

    /// Forgets every word, keeping the storage for reuse.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }

    /// Appends a word given as scalar values.
    ///
    /// - Parameter scalars: Valid Unicode scalar values.
    mutating func append(_ scalars: [UInt32]) {
        for value in scalars {
            Self.appendUTF8(value, to: &bytes)
        }
        ends.append(UInt32(truncatingIfNeeded: bytes.count))
    }

    /// Appends the UTF-8 encoding of a valid scalar value.
    @inline(__always)
    static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | ((value >> 18) & 0x07)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    /// The words in byte order (which is also scalar order) without
    /// duplicates, as strings.
    ///
    /// - Parameter excluded: Words to leave out (e.g. forbidden words).
    /// - Returns: The sorted, unique words.
    /// - Complexity: O(*L*) for *L* bytes in total (most-significant-digit
    ///   radix sort), plus O(*n*) string creations.
    func sortedUniqueStrings(excluding excluded: Set<String> = []) -> [String] {
        guard !ends.isEmpty else { return [] }
        var order = [UInt32](0..<UInt32(ends.count))
        var starts = [UInt32](repeating: 0, count: ends.count)
        for index in 1..<ends.count { starts[index] = ends[index - 1] }
        var result: [String] = []
        bytes.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                ends.withUnsafeBufferPointer { ends in
                    order.withUnsafeMutableBufferPointer { order in
                        let words = WordBytes(text: text, starts: starts, ends: ends)
                        RadixSort.sort(order, by: words)
                        result.reserveCapacity(order.count)
                        var previous: UnsafeBufferPointer<UInt8>?
                        for index in order {
                            let current = words.word(index)
                            if let previous, previous.elementsEqual(current) { continue }
                            previous = current
                            let string = String(decoding: current, as: UTF8.self)
                            if excluded.isEmpty || !excluded.contains(string) {
                                result.append(string)
                            }
                        }
                    }
                }
            }
        }
        return result
    }
}

/// Read access to the words of a ``FormList`` by index.
struct WordBytes {
    let text: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<UInt32>
    let ends: UnsafeBufferPointer<UInt32>

    @inline(__always)
    func word(_ index: UInt32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[Int(starts[Int(index)])..<Int(ends[Int(index)])])
    }

    /// The byte at `depth` of word `index` plus one, or 0 past its end.
    @inline(__always)
    func key(_ index: UInt32, _ depth: Int) -> Int {
        let position = Int(starts[Int(index)]) + depth
        return position < Int(ends[Int(index)]) ? Int(text[position]) + 1 : 0
    }
}

/// Most-significant-digit radix sort of word indices by their bytes.
enum RadixSort {
    private static let smallRange = 32

    /// Sorts `order` so the words it indexes are in byte order.
    ///
    /// - Complexity: O(*L*) for *L* bytes examined; ranges below 32 words
    ///   are finished by insertion sort.
    static func sort(_ order: UnsafeMutableBufferPointer<UInt32>, by words: WordBytes) {
        guard order.count > 1 else { return }
        let scratch = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: order.count)
        defer { scratch.deallocate() }
        var counts = [Int](repeating: 0, count: 258)
        var stack: [(low: Int, high: Int, depth: Int)] = [(0, order.count, 0)]
        while let (low, high, depth) = stack.popLast() {
            if high - low <= smallRange {
                insertionSort(order, low, high, depth, words)
                continue
            }
            for index in counts.indices { counts[index] = 0 }
            for position in low..<high {
                counts[words.key(order[position], depth) + 1] += 1
            }
            for index in 1..<counts.count { counts[index] += counts[index - 1] }
            // counts[k] is now the start of bucket k within the range.
            for position in low..<high {
                let key = words.key(order[position], depth)
                scratch[low + counts[key]] = order[position]
                counts[key] += 1
            }
            for position in low..<high { order[position] = scratch[position] }
            // counts[k] is now the end of bucket k; bucket 0 (ended words) needs no more sorting.
            var bucketStart = counts[0]
            for key in 1..<257 {
                let bucketEnd = counts[key]
                if bucketEnd - bucketStart > 1 {
                    stack.append((low + bucketStart, low + bucketEnd, depth + 1))
                }
                bucketStart = bucketEnd
            }
        }
    }

    private static func insertionSort(_ order: UnsafeMutableBufferPointer<UInt32>, _ low: Int, _ high: Int, _ depth: Int, _ words: WordBytes) {
        guard high - low > 1 else { return }
        for position in (low + 1)..<high {
            let item = order[position]
            let itemWord = words.word(item)
            let itemTail = UnsafeBufferPointer(rebasing: itemWord[Swift.min(depth, itemWord.count)...])
            var cursor = position - 1
            while cursor >= low {
                let other = words.word(order[cursor])
                let otherTail = UnsafeBufferPointer(rebasing: other[Swift.min(depth, other.count)...])
                guard itemTail.lexicographicallyPrecedes(otherTail) else { break }
                order[cursor + 1] = order[cursor]
                cursor -= 1
            }
            order[cursor + 1] = item
        }
    }
}
