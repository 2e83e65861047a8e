import Foundation
import Lexicon
import Testing

/// The binary format: round trip, and damaged files rejected with an error.
@Suite struct SerializationTests {
    static func sampleData() throws -> (WordSet, Data) {
        let set = try WordSet(words: WordLists.sample)
        return (set, set.serialized())
    }

    @Test func roundTripsThroughDataAndFiles() throws {
        let (set, data) = try Self.sampleData()
        let decoded = try WordSet(data: data)
        #expect(decoded == set)
        #expect(Array(decoded) == WordLists.sample)
        #expect(decoded.words(makeableFrom: "acnat") == set.words(makeableFrom: "acnat"))

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wordset-\(UUID().uuidString).wkl")
        defer { try? FileManager.default.removeItem(at: url) }
        try set.write(to: url)
        #expect(try WordSet(contentsOf: url) == set)
        #expect(try Data(contentsOf: url) == data)
    }

    @Test func emptySetRoundTrips() throws {
        let empty = WordSet()
        #expect(try WordSet(data: empty.serialized()) == empty)
    }

    @Test func everyFlippedByteIsRejected() throws {
        let (_, data) = try Self.sampleData()
        for offset in 0..<data.count {
            var damaged = data
            damaged[offset] ^= 0x5A
            #expect(throws: LexiconError.self, "byte \(offset)") { try WordSet(data: damaged) }
        }
    }

    @Test func everyTruncationIsRejected() throws {
        let (_, data) = try Self.sampleData()
        for length in stride(from: 0, to: data.count, by: 7) {
            #expect(throws: LexiconError.self, "length \(length)") { try WordSet(data: data.prefix(length)) }
        }
        #expect(throws: LexiconError.self) { try WordSet(data: data + Data([0])) }
    }

    @Test func aCycleWithAValidChecksumIsRejected() throws {
        // Point the first edge of the root back at the root and re-sign the
        // file: the checksum passes, the structural check must not.
        let set = try WordSet(words: ["ab", "b"])
        var bytes = [UInt8](set.serialized())
        func read32(_ offset: Int) -> Int {
            (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        let alphabet = read32(12), nodes = read32(16)
        let edgeStartOffset = 48 + 4 * alphabet
        let rootFirstEdge = read32(edgeStartOffset + 4 * (nodes - 1))
        let targetsOffset = edgeStartOffset + 4 * (nodes + 1) + 8 * ((nodes + 63) / 64)
        let root = UInt32(nodes - 1)
        for index in 0..<4 { bytes[targetsOffset + 4 * rootFirstEdge + index] = UInt8(truncatingIfNeeded: root >> (8 * UInt32(index))) }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes[48...] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        for index in 0..<8 { bytes[40 + index] = UInt8(truncatingIfNeeded: hash >> (8 * UInt64(index))) }
        #expect {
            try WordSet(data: Data(bytes))
        } throws: { error in
            guard case LexiconError.invalidBinary(let reason) = error else { return false }
            return reason.contains("lower")
        }
    }

    @Test func unreadableFileIsReported() {
        #expect(throws: LexiconError.self) { try WordSet(contentsOf: URL(fileURLWithPath: "/nonexistent/x.wkl")) }
    }
}
