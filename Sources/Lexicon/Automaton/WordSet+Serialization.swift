import Foundation

extension WordSet {
    /// The serialised form: a versioned, checksummed binary image that
    /// ``init(data:)`` reads back in one pass.
    ///
    /// - Returns: The bytes (see the module's `WordSetFileFormat` for the layout).
    /// - Complexity: O(*n*) in the automaton's size.
    public func serialized() -> Data {
        let nodes = nodeCount
        var writer = LittleEndianWriter(capacity: WordSetFileFormat.size(alphabet: alphabet.count, nodes: nodes, edges: edgeCount))
        writer.append(WordSetFileFormat.magic)
        writer.append(WordSetFileFormat.version)
        writer.append(UInt32(alphabet.count))
        writer.append(UInt32(nodes))
        writer.append(UInt32(edgeCount))
        writer.append(UInt64(count))
        writer.append(root)
        writer.append(UInt32(0))
        writer.append(UInt64(0))  // checksum, filled in below
        writer.append(contentsOf: alphabet.scalars)
        writer.append(contentsOf: edgeStart)
        writer.append(contentsOf: finalBits)
        writer.append(contentsOf: targets)
        writer.append(contentsOf: labels)
        var bytes = writer.bytes
        let checksum = bytes.withUnsafeBytes {
            WordSetFileFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[WordSetFileFormat.headerSize...]))
        }
        writer.set(checksum, at: 40)
        bytes = writer.bytes
        return Data(bytes)
    }

    /// Writes the serialised word set to a file, atomically.
    ///
    /// - Parameter url: The destination.
    /// - Throws: The file system's error when writing fails.
    public func write(to url: URL) throws {
        try serialized().write(to: url, options: .atomic)
    }

    /// Reads a word set written by ``write(to:)``.
    ///
    /// - Parameter url: The file.
    /// - Throws: ``LexiconError/unreadable(file:reason:)`` when the file
    ///   cannot be read; ``LexiconError/invalidBinary(reason:)`` when it is
    ///   damaged or of another format (see ``init(data:)``).
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw LexiconError.unreadable(file: url.path, reason: error.localizedDescription)
        }
        try self.init(data: data)
    }

    /// Reads a serialised word set, validating everything a damaged or
    /// hostile file could get wrong before any query can run on it.
    ///
    /// Checks the magic, version, sizes, checksum, that the alphabet is
    /// increasing valid scalars, that node edge ranges are in order, that
    /// every edge symbol is in the alphabet and every edge leads to a
    /// lower-numbered node (so the graph has no cycles), and that the number
    /// of words matches the header.
    ///
    /// - Parameter data: The bytes from ``serialized()``.
    /// - Throws: ``LexiconError/invalidBinary(reason:)`` naming the check
    ///   that failed.
    /// - Complexity: O(*n*) in the data's size.
    public init(data: Data) throws {
        self = try data.withUnsafeBytes { try Self.decode($0) }
    }

    private static func decode(_ buffer: UnsafeRawBufferPointer) throws -> WordSet {
        func invalid(_ reason: String) -> LexiconError { .invalidBinary(reason: reason) }
        guard buffer.count >= WordSetFileFormat.headerSize else {
            throw invalid("file is \(buffer.count) bytes, shorter than the \(WordSetFileFormat.headerSize)-byte header")
        }
        guard buffer.prefix(8).elementsEqual(WordSetFileFormat.magic) else {
            throw invalid("not a WordKit word-set file (bad magic)")
        }
        var reader = LittleEndianReader(buffer: buffer, offset: 8)
        let version = reader.read(UInt32.self)
        guard version == WordSetFileFormat.version else {
            throw invalid("format version \(version), expected \(WordSetFileFormat.version)")
        }
        let alphabetCount = Int(reader.read(UInt32.self))
        let nodes = Int(reader.read(UInt32.self))
        let edges = Int(reader.read(UInt32.self))
        let wordCount = reader.read(UInt64.self)
        let root = reader.read(UInt32.self)
        let reserved = reader.read(UInt32.self)
        let checksum = reader.read(UInt64.self)

        guard reserved == 0 else { throw invalid("reserved header field is \(reserved), expected 0") }

        guard alphabetCount <= Alphabet.maximumCount else { throw invalid("alphabet of \(alphabetCount) symbols") }
        guard nodes >= 1, Int(root) == nodes - 1 else { throw invalid("root node \(root) of \(nodes) nodes") }
        let expectedSize = WordSetFileFormat.size(alphabet: alphabetCount, nodes: nodes, edges: edges)
        guard buffer.count == expectedSize else {
            throw invalid("file is \(buffer.count) bytes, the header implies \(expectedSize) (truncated or padded)")
        }
        let payload = UnsafeRawBufferPointer(rebasing: buffer[WordSetFileFormat.headerSize...])
        guard WordSetFileFormat.checksum(payload) == checksum else {
            throw invalid("checksum mismatch (the file is damaged)")
        }

        let scalars = reader.readArray(UInt32.self, count: alphabetCount)
        let edgeStart = reader.readArray(UInt32.self, count: nodes + 1)
        let finalBits = reader.readArray(UInt64.self, count: (nodes + 63) / 64)
        let targets = reader.readArray(UInt32.self, count: edges)
        let labels = reader.readArray(UInt8.self, count: edges)

        for index in scalars.indices {
            guard Unicode.Scalar(scalars[index]) != nil, index == 0 || scalars[index - 1] < scalars[index] else {
                throw invalid("alphabet entry \(index) is not a valid, increasing scalar")
            }
        }
        guard edgeStart[0] == 0, Int(edgeStart[nodes]) == edges else {
            throw invalid("edge ranges do not cover the \(edges) edges")
        }
        // Words below each node, counted children first; saturates on overflow.
        var wordsBelow = [UInt64](repeating: 0, count: nodes)
        for node in 0..<nodes {
            let start = Int(edgeStart[node])
            let end = Int(edgeStart[node + 1])
            guard start <= end else { throw invalid("node \(node) has a negative edge range") }
            var total: UInt64 = finalBits[node >> 6] & (1 << UInt64(node & 63)) != 0 ? 1 : 0
            for edge in start..<end {
                let label = labels[edge]
                guard Int(label) < alphabetCount else { throw invalid("edge \(edge) has symbol \(label) outside the alphabet") }
                guard edge == start || labels[edge - 1] < label else { throw invalid("node \(node) has unsorted or repeated edges") }
                let target = Int(targets[edge])
                guard target < node else { throw invalid("edge \(edge) of node \(node) leads to node \(target), not a lower one") }
                let (sum, overflow) = total.addingReportingOverflow(wordsBelow[target])
                total = overflow ? .max : sum
            }
            wordsBelow[node] = total
        }
        let extraBits = finalBits.count * 64 - nodes
        if extraBits > 0, let last = finalBits.last, last >> UInt64(64 - extraBits) != 0 {
            throw invalid("final bits set beyond the last node")
        }
        guard wordsBelow[nodes - 1] == wordCount, wordCount <= UInt64(Int.max) else {
            throw invalid("header says \(wordCount) words, the automaton holds \(wordsBelow[nodes - 1])")
        }
        return WordSet(alphabet: Alphabet(scalars: scalars), edgeStart: edgeStart, finalBits: finalBits, labels: labels, targets: targets, root: root, count: Int(wordCount))
    }
}
