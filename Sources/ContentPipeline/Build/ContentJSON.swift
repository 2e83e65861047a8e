import Foundation

/// The one way content JSON is written: sorted keys, pretty printed, no
/// escaped slashes, LF line ends and a final newline, so equal values give
/// equal bytes on every machine.
public enum ContentJSON {
    /// Encodes `value` as content JSON.
    ///
    /// - Parameter value: The value.
    /// - Returns: UTF-8 bytes ending in a newline.
    /// - Throws: `EncodingError` for a value JSON cannot hold (such as NaN).
    public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }
}
