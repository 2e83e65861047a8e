import Foundation
import Spelling

/// Learned words kept in a text file: UTF-8, one word a line, sorted.
///
/// Every change re-reads the file under an advisory lock, applies itself
/// and replaces the file atomically, so two processes learning at once lose
/// nothing and a crash never leaves half a file. A file that is not valid
/// text is moved aside (`learned-words.txt.damaged`) with a warning instead
/// of being overwritten.
public struct LearnedWordsFile: LearnedWordsStorage {
    /// The file the words live in.
    public let fileURL: URL

    /// The file at `fileURL`; it need not exist.
    ///
    /// - Parameter fileURL: The words file.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The user's file, `learned-words.txt` in the WordKit config folder.
    ///
    /// - Parameter paths: The user's WordKit folders.
    public init(paths: WordKitPaths) {
        self.init(fileURL: paths.learnedWordsFile)
    }

    /// Reads the words; a missing file holds none.
    ///
    /// - Returns: The words and a warning for a damaged file set aside.
    /// - Throws: A file error when the file exists but cannot be read (it is
    ///   then left alone, and ``update(_:)`` refuses to replace it).
    public func load() throws -> (words: Set<String>, warnings: [String]) {
        var warnings: [String] = []
        let words = try Self.read(fileURL, warnings: &warnings)
        return (words, warnings)
    }

    /// Re-reads the file under the lock, applies `change`, writes it back atomically.
    ///
    /// - Parameter change: The change.
    /// - Returns: The words saved and any warning.
    /// - Throws: A file error when the folder or file cannot be written.
    public func update(_ change: (inout Set<String>) -> Void) throws -> (words: Set<String>, warnings: [String]) {
        try FileSafety.withExclusiveLock(on: fileURL) {
            var warnings: [String] = []
            var words = try Self.read(fileURL, warnings: &warnings)
            change(&words)
            let text = words.sorted().map { $0 + "\n" }.joined()
            try FileSafety.writeAtomically(Data(text.utf8), to: fileURL)
            return (words, warnings)
        }
    }

    /// The words in `url`: none when it does not exist; an error when it
    /// exists but cannot be read, so that an unreadable file is never replaced.
    private static func read(_ url: URL, warnings: inout [String]) throws -> Set<String> {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let data = try Data(contentsOf: url)
        guard let text = String(data: data, encoding: .utf8),
              !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\r" }) else {
            let aside = (try? FileSafety.setAside(url)) ?? "(could not be moved: \(url.path))"
            warnings.append("learned words file \(url.path) is damaged; moved it to \(aside) and started an empty list")
            return []
        }
        var words = Set<String>()
        for line in text.split(whereSeparator: \.isNewline) {
            let word = line.trimmingCharacters(in: .whitespaces)
            if !word.isEmpty { words.insert(word.precomposedStringWithCanonicalMapping) }
        }
        return words
    }
}
