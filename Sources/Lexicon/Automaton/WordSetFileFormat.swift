/// The binary layout of a serialised ``WordSet`` (version 1).
///
/// All integers little-endian. A 48-byte header, then the arrays:
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 8 | magic `WKLEXDAW` |
/// | 8 | 4 | format version (1) |
/// | 12 | 4 | alphabet size *A* (≤ 255) |
/// | 16 | 4 | node count *N* (≥ 1) |
/// | 20 | 4 | edge count *E* |
/// | 24 | 8 | word count |
/// | 32 | 4 | root node (= *N* − 1) |
/// | 36 | 4 | reserved, 0 |
/// | 40 | 8 | FNV-1a 64 checksum of every byte after the header |
/// | 48 | 4·*A* | alphabet scalars, increasing |
/// | … | 4·(*N*+1) | first edge of each node, plus the end |
/// | … | 8·⌈*N*/64⌉ | final-node bits |
/// | … | 4·*E* | edge targets |
/// | … | *E* | edge symbols |
enum WordSetFileFormat {
    static let magic: [UInt8] = Array("WKLEXDAW".utf8)
    static let version: UInt32 = 1
    static let headerSize = 48

    /// The total file size for the given counts.
    static func size(alphabet: Int, nodes: Int, edges: Int) -> Int {
        headerSize + 4 * alphabet + 4 * (nodes + 1) + 8 * ((nodes + 63) / 64) + 5 * edges
    }

    /// FNV-1a, 64 bits.
    ///
    /// - Parameter bytes: The data to hash.
    /// - Returns: The hash.
    /// - Complexity: O(*n*).
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

/// Appends little-endian integers to a byte buffer.
struct LittleEndianWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }

    mutating func append<Value: FixedWidthInteger>(_ value: Value) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append<Value: FixedWidthInteger>(contentsOf values: [Value]) {
        #if _endian(little)
        values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        #else
        for value in values { append(value) }
        #endif
    }

    /// Overwrites 8 bytes at `offset` with a little-endian value.
    mutating func set(_ value: UInt64, at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { raw in
            for index in 0..<8 { bytes[offset + index] = raw[index] }
        }
    }
}

/// Reads little-endian integers from a byte buffer whose size was checked.
struct LittleEndianReader {
    let buffer: UnsafeRawBufferPointer
    var offset: Int

    mutating func read<Value: FixedWidthInteger>(_: Value.Type) -> Value {
        let value = buffer.loadUnaligned(fromByteOffset: offset, as: Value.self)
        offset += MemoryLayout<Value>.size
        return Value(littleEndian: value)
    }

    mutating func readArray<Value: FixedWidthInteger>(_: Value.Type, count: Int) -> [Value] {
        let size = MemoryLayout<Value>.size * count
        let values = [Value](unsafeUninitializedCapacity: count) { destination, initialized in
            let target = UnsafeMutableRawBufferPointer(destination)
            target.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + size)]))
            initialized = count
        }
        offset += size
        #if _endian(little)
        return values
        #else
        return values.map { Value(littleEndian: $0) }
        #endif
    }
}
