import GameKernel

/// How Apertium's part-of-speech tags map to the labels a card shows.
public enum PartOfSpeechCode: String, Sendable, Hashable, CaseIterable {
    /// A noun (`n`).
    case noun
    /// A verb (`vblex`, `vbser`, `vbhaver`, `vbmod`, `vaux`).
    case verb
    /// An adjective (`adj`).
    case adjective
    /// An adverb (`adv`, `preadv`).
    case adverb
    /// A pronoun (`prn`, `rel`).
    case pronoun
    /// A determiner or article (`det`, `predet`).
    case determiner
    /// A preposition (`pr`).
    case preposition
    /// A conjunction (`cnjcoo`, `cnjsub`, `cnjadv`).
    case conjunction
    /// A number word (`num`).
    case numeral
    /// An interjection (`ij`).
    case interjection

    /// The code for an Apertium tag, nil for tags decks leave out.
    ///
    /// - Parameter tag: The first tag of an Apertium analysis.
    public init?(apertiumTag tag: String) {
        switch tag {
        case "n": self = .noun
        case "vblex", "vbser", "vbhaver", "vbmod", "vaux": self = .verb
        case "adj": self = .adjective
        case "adv", "preadv": self = .adverb
        case "prn", "rel": self = .pronoun
        case "det", "predet": self = .determiner
        case "pr": self = .preposition
        case "cnjcoo", "cnjsub", "cnjadv": self = .conjunction
        case "num": self = .numeral
        case "ij": self = .interjection
        default: return nil
        }
    }

    /// Whether the class is closed (function words): single letters are
    /// words only there (`y`, `a`, `e`, `I`).
    public var isClosedClass: Bool {
        switch self {
        case .pronoun, .determiner, .preposition, .conjunction, .numeral: true
        default: false
        }
    }

    /// The card label.
    public var partOfSpeech: PartOfSpeech { PartOfSpeech(rawValue: rawValue) }
}
