import Foundation

/// Checks that bytes are text WordKit can check: valid UTF-8 and no control
/// characters other than tab, line feed, vertical tab, form feed and
/// carriage return. A problem is reported with its line and column, so bad
/// input ends with an error that names the place.
public enum TextValidation {
    /// Turns bytes into text, or says where they stop being text.
    ///
    /// - Parameters:
    ///   - data: The bytes.
    ///   - source: Where they come from, for the message (`standard input`, a file name).
    ///   - firstLine: The line number of the bytes' first line (a text read
    ///     in blocks of whole lines gives each block the number it starts at).
    ///   - byteOffset: The offset of the bytes' first byte in the whole text.
    /// - Returns: The text.
    /// - Throws: ``SpellingError/invalidText(source:line:column:problem:)``.
    public static func text(from data: Data, source: String, firstLine: Int = 1, byteOffset: Int = 0) throws -> String {
        let text = try data.withUnsafeBytes { raw -> String in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let offset = firstInvalidUTF8Offset(bytes) {
                let (line, column) = position(of: offset, in: bytes)
                throw SpellingError.invalidText(
                    source: source, line: line + firstLine - 1, column: column,
                    problem: "invalid UTF-8 (byte offset \(offset + byteOffset))")
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        try rejectControlCharacters(text, source: source, firstLine: firstLine)
        return text
    }

    /// Checks that text holds no control character other than tab, line feed,
    /// vertical tab, form feed and carriage return.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - source: Where it comes from, for the message.
    ///   - firstLine: The line number of the text's first line.
    /// - Throws: ``SpellingError/invalidText(source:line:column:problem:)``.
    public static func rejectControlCharacters(_ text: String, source: String, firstLine: Int = 1) throws {
        // Searched on the UTF-8 bytes (C0 controls and DEL are single bytes, C1
        // controls are `C2 80`…`C2 9F`); the line and column are worked out
        // only for a hit.
        var text = text
        let found: (offset: Int, value: UInt32)? = text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if (byte < 0x20 && !(0x09...0x0D).contains(byte)) || byte == 0x7F {
                    return (index, UInt32(byte))
                }
                if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                    return (index, UInt32(bytes[index + 1]))
                }
                index += 1
            }
            return nil
        }
        guard let found else { return }
        let prefix = text.utf8.prefix(found.offset)
        let line = firstLine + prefix.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lastLine = prefix.split(separator: 0x0A, omittingEmptySubsequences: false).last ?? prefix[...]
        let column = 1 + lastLine.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        let hex = String(found.value, radix: 16, uppercase: true)
        throw SpellingError.invalidText(
            source: source, line: line, column: column,
            problem: "control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) is not text")
    }

    /// The offset of the first byte that breaks UTF-8, or nil for valid text.
    ///
    /// - Parameter bytes: The bytes.
    /// - Returns: The offset of the first bad byte.
    /// - Complexity: O(*n*).
    public static func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            for next in 1..<length {
                let byte = bytes[index + next]
                let range: ClosedRange<UInt8> = next == 1 ? low...high : 0x80...0xBF
                if !range.contains(byte) { return index }
            }
            index += length
        }
        return nil
    }

    /// The 1-based line and column (in characters) of a byte offset.
    private static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[0..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
