/// Why a game could not be set up: missing or malformed content, a deck
/// that does not exist, options the rules refuse.
///
/// Each case says what is wrong and where, with the data (the path, the
/// folder, the deck id) in its associated values; `description` is a
/// sentence fit for a terminal that names no command or flag of a front end
/// (a front end adds its own advice). ``kind`` sorts the cases for exit codes.
public enum PlayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No content folder was found.
    case noContentFolder
    /// A content file is missing.
    case missingContent(path: String)
    /// A content file exists but cannot be read.
    case unreadableContent(path: String, reason: String)
    /// A content file is not what it should be.
    case malformedContent(path: String, reason: String)
    /// The content holds no deck (and none was named).
    case noDecks(folder: String)
    /// No deck has this id.
    case unknownDeck(String)
    /// A deck file named by path does not exist.
    case missingDeckFile(path: String)
    /// The game's options cannot be played (a range of one number, no lives).
    case invalidOptions(String)
    /// The game's data cannot be played (a deck without cards).
    case unplayableData(String)

    /// How a front end should treat the error.
    public enum Kind: Sendable, Equatable {
        /// Something to read is missing.
        case missingInput
        /// Something read is malformed.
        case badData
        /// The options asked for are not possible.
        case usage
    }

    /// How a front end should treat the error.
    public var kind: Kind {
        switch self {
        case .noContentFolder, .missingContent, .unreadableContent, .noDecks, .unknownDeck, .missingDeckFile: .missingInput
        case .malformedContent, .unplayableData: .badData
        case .invalidOptions: .usage
        }
    }

    /// What went wrong, and where.
    public var description: String {
        switch self {
        case .noContentFolder:
            "no Content folder found"
        case .missingContent(let path):
            "\(path) not found"
        case .unreadableContent(let path, let reason):
            "cannot read \(path): \(reason)"
        case .malformedContent(let path, let reason):
            "\(path) is not a valid file of its kind: \(reason)"
        case .noDecks(let folder):
            "no decks in \(folder)"
        case .unknownDeck(let id):
            "no deck \"\(id)\""
        case .missingDeckFile(let path):
            "deck file \(path) not found"
        case .invalidOptions(let message), .unplayableData(let message):
            message
        }
    }
}
