import GameKernel

/// Why the environment could not set a game up: the dictionary folder, the
/// lexicon, a root or a level asked for.
///
/// Like `PlayError`, each case carries the data (the folder, the dictionary,
/// the word) and `description` names no command or flag of a front end: a
/// front end adds its own advice.
public enum PlayEnvironmentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The dictionary folder named does not exist.
    case dictionaryFolderMissing(path: String)
    /// The dictionary folder named is a file, not a folder.
    case dictionaryFolderNotAFolder(path: String)
    /// The dictionary folder named holds no Hunspell dictionary.
    case dictionaryFolderEmpty(path: String)
    /// The dictionary's word list could not be built (`building`) or read.
    case lexiconUnavailable(dictionary: String, reason: String, building: Bool)
    /// The root asked for is not a word of the game in the language.
    case rootNotAWord(root: String, language: LanguageCode, lengths: ClosedRange<Int>)
    /// The lights-out levels file holds no level with this number.
    case noLightsLevel(number: Int, path: String, numbers: String)

    /// What went wrong, and where.
    public var description: String {
        switch self {
        case .dictionaryFolderMissing(let path): "dictionary folder \(path) does not exist"
        case .dictionaryFolderNotAFolder(let path): "dictionary folder \(path) is not a folder"
        case .dictionaryFolderEmpty(let path): "dictionary folder \(path) holds no Hunspell dictionary (.aff and .dic)"
        case let .lexiconUnavailable(dictionary, reason, building):
            "cannot \(building ? "build" : "load") the \(dictionary) word list: \(reason)"
        case let .rootNotAWord(root, language, lengths):
            "\(root) is not a word of the game in \(language.rawValue); choose a word of \(lengths.lowerBound) to \(lengths.upperBound) letters of that language"
        case let .noLightsLevel(number, path, numbers):
            "there is no level \(number) in \(path); it has \(numbers)"
        }
    }
}
