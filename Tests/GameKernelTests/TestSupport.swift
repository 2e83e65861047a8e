import Foundation
@testable import GameKernel

/// A fixed origin for the timestamps tests pass in.
let origin = Date(timeIntervalSinceReferenceDate: 700_000_000)

/// The moment `seconds` after ``origin``.
func at(_ seconds: TimeInterval) -> Date {
    origin.addingTimeInterval(seconds)
}

/// Encodes a value as sorted-key JSON text.
func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Decodes a value from JSON text.
func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
}
