/// A language a game can be played in, named by its code (`en`, `es`, `it`).
///
/// A string wrapper rather than a closed enum, so that a fourth language needs
/// content and configuration, not a change to the kernel.
public struct LanguageCode: RawRepresentable, Hashable, Sendable, Codable, Comparable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The code as written in file names and on the command line, for example `es`.
    public let rawValue: String

    /// Creates a language code.
    ///
    /// - Parameter rawValue: The code; it is lowercased.
    public init(rawValue: String) {
        self.rawValue = rawValue.lowercased()
    }

    /// Creates a language code from a literal such as `"it"`.
    ///
    /// - Parameter value: The code; it is lowercased.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// Creates a language code by decoding a single string.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the code as a single string.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Orders codes alphabetically.
    ///
    /// - Parameters:
    ///   - lhs: A code.
    ///   - rhs: Another code.
    /// - Returns: Whether `lhs` sorts before `rhs`.
    public static func < (lhs: LanguageCode, rhs: LanguageCode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The code itself.
    public var description: String { rawValue }

    /// English (`en`).
    public static let english: LanguageCode = "en"
    /// Spanish (`es`).
    public static let spanish: LanguageCode = "es"
    /// Italian (`it`).
    public static let italian: LanguageCode = "it"
}
