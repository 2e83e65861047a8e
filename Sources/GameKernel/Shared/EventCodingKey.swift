/// The key that names an event's kind in its flat JSON form.
///
/// Every game's event enum encodes as one flat object: `{"event": "press",
/// "row": 1, ...}` – the kind under `event`, then the payload's own fields – so
/// that a JSON Lines driver can write events as they are.
enum EventCodingKey: String, CodingKey {
    case event
}

extension KeyedDecodingContainer where Key == EventCodingKey {
    /// Builds the error for an event kind this enum does not know.
    ///
    /// - Parameter kind: The unknown kind.
    /// - Returns: A `DecodingError` naming it.
    func unknownKind(_ kind: String) -> DecodingError {
        DecodingError.dataCorruptedError(
            forKey: .event, in: self, debugDescription: "Unknown event kind '\(kind)'.")
    }
}
