import Foundation

/// One JSON object per line, keys sorted, for scripts.
public enum JSONLines {
    /// Encodes `value` as one line of sorted-key JSON with a line feed.
    ///
    /// - Parameter value: The value; a value that cannot be encoded (a
    ///   non-finite number) gives `{}`.
    /// - Returns: The line.
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
