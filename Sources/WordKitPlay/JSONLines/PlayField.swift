/// A value the JSON Lines player adds to a kernel event's JSON object, such as `seed`.
public enum PlayField: Encodable, Sendable, Equatable {
    /// A whole number.
    case int(Int)
    /// An unsigned 64-bit number (seeds).
    case unsigned(UInt64)
    /// A floating-point number.
    case number(Double)
    /// A string.
    case string(String)
    /// A list of strings.
    case strings([String])
    /// `null`.
    /// A boolean.
    case bool(Bool)
    case null

    /// Encodes the bare value.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let value): try container.encode(value)
        case .unsigned(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .strings(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}
