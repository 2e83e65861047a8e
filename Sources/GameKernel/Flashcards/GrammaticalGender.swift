/// The grammatical gender of a noun.
public enum GrammaticalGender: String, Sendable, Hashable, Codable, CaseIterable {
    /// Masculine (`el perro`, `il cane`).
    case masculine
    /// Feminine (`la casa`, `l'acqua`).
    case feminine
    /// Either, by the person meant (`el/la estudiante`).
    case common

    /// The short label a card shows: `m.`, `f.` or `m./f.`.
    public var abbreviation: String {
        switch self {
        case .masculine: "m."
        case .feminine: "f."
        case .common: "m./f."
        }
    }
}
