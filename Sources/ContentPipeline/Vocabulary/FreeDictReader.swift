import Foundation

/// Reads a FreeDict dictionary in dictd format: `<pair>.index` (one line per
/// entry: headword, offset and length in dictd's base64 digits, tab-separated)
/// and the uncompressed `<pair>.dict` it points into.
public enum FreeDictReader {
    /// One dictionary entry: a headword and its translations.
    public struct Entry: Sendable, Equatable {
        /// The headword as the entry writes it, without its phonetic notation.
        public var headword: String
        /// The translations, in order, with sense numbers removed.
        public var translations: [String]
    }

    /// The entries of a dictionary, in index order, skipping dictd's
    /// `00database…` metadata entries.
    ///
    /// - Parameters:
    ///   - index: The `.index` file's text.
    ///   - dictionary: The `.dict` file's bytes.
    ///   - indexPath: The index's path, for error messages.
    /// - Returns: The entries.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for an index
    ///   line that is malformed or points outside the `.dict` file.
    public static func entries(index: String, dictionary: Data, indexPath: String) throws -> [Entry] {
        let bytes = [UInt8](dictionary)
        var entries: [Entry] = []
        var lineNumber = 0
        for line in index.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, let offset = decode(fields[1]), let length = decode(fields[2]),
                  offset + length <= bytes.count else {
                throw ContentError.malformedLine(path: indexPath, line: lineNumber, reason: "expected headword<TAB>offset<TAB>length inside the .dict file")
            }
            if fields[0].hasPrefix("00database") || fields[0].hasPrefix("00-database") { continue }
            let text = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
            if let entry = parse(text) { entries.append(entry) }
        }
        return entries
    }

    /// Parses an entry's text: the headword line (`word /ipa/`), then one line
    /// per sense (`1. a, b` or `a, b`).
    public static func parse(_ text: String) -> Entry? {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let first = lines.first else { return nil }
        var headword = first
        if let slash = first.firstIndex(of: "/") { headword = first[..<slash].trimmingCharacters(in: .whitespaces) }
        var translations: [String] = []
        for line in lines.dropFirst() {
            var sense = Substring(line)
            // Sense numbering: "1. ", "2. ".
            if let dot = sense.firstIndex(of: "."), sense[..<dot].allSatisfy(\.isNumber), !sense[..<dot].isEmpty {
                sense = sense[sense.index(after: dot)...]
            }
            for piece in sense.split(separator: ",") {
                let translation = piece.trimmingCharacters(in: .whitespaces)
                if !translation.isEmpty { translations.append(translation) }
            }
        }
        return Entry(headword: headword.precomposedStringWithCanonicalMapping,
                     translations: translations.map { $0.precomposedStringWithCanonicalMapping })
    }

    /// A number in dictd's base64 digits (`A`–`Z`, `a`–`z`, `0`–`9`, `+`, `/`).
    static func decode(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.count <= 10 else { return nil }
        var value = 0
        for scalar in digits.unicodeScalars {
            let digit: Int
            switch scalar {
            case "A"..."Z": digit = Int(scalar.value) - 65
            case "a"..."z": digit = Int(scalar.value) - 97 + 26
            case "0"..."9": digit = Int(scalar.value) - 48 + 52
            case "+": digit = 62
            case "/": digit = 63
            default: return nil
            }
            value = value * 64 + digit
        }
        return value
    }
}
