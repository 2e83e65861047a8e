/// One line of a Hunspell text file, as raw bytes with its 1-based number.
///
/// Hunspell files are parsed as bytes, not as `String`s: flags in the default
/// flag mode are single bytes even inside a UTF-8 file, so a multi-byte
/// character such as `À` is two flags there.
struct TextLine {
    /// The 1-based line number, for error messages.
    let number: Int
    /// The line's bytes without the line terminator.
    let bytes: ArraySlice<UInt8>

    /// Splits a file's bytes into lines.
    ///
    /// Accepts LF and CRLF line ends, drops a leading UTF-8 byte-order mark.
    ///
    /// - Parameter bytes: The file contents.
    /// - Returns: Every line, including empty ones, numbered from 1.
    /// - Complexity: O(*n*) in the number of bytes.
    static func split(_ bytes: [UInt8]) -> [TextLine] {
        var lines: [TextLine] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var number = 1
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                lines.append(TextLine(number: number, bytes: trimmingCarriageReturn(bytes[start..<index])))
                number += 1
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count {
            lines.append(TextLine(number: number, bytes: trimmingCarriageReturn(bytes[start..<bytes.count])))
        }
        return lines
    }

    /// The whitespace-separated fields of the line (space and tab separate).
    var fields: [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var fieldStart: Int?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                if let start = fieldStart {
                    result.append(bytes[start..<index])
                    fieldStart = nil
                }
            } else if fieldStart == nil {
                fieldStart = index
            }
            index += 1
        }
        if let start = fieldStart {
            result.append(bytes[start..<bytes.endIndex])
        }
        return result
    }

    /// Whether the line starts with the given ASCII keyword followed by
    /// whitespace or the end of the line.
    ///
    /// - Parameter keyword: An ASCII keyword such as `SFX`.
    /// - Returns: `true` when the first field is exactly `keyword`.
    func starts(withKeyword keyword: String) -> Bool {
        let key = Array(keyword.utf8)
        guard bytes.count >= key.count, bytes.prefix(key.count).elementsEqual(key) else { return false }
        let after = bytes.index(bytes.startIndex, offsetBy: key.count)
        return after == bytes.endIndex || bytes[after] == 0x20 || bytes[after] == 0x09
    }

    private static func trimmingCarriageReturn(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        if let last = slice.last, last == UInt8(ascii: "\r") {
            return slice.dropLast()
        }
        return slice
    }
}

extension ArraySlice where Element == UInt8 {
    /// The bytes read as ASCII/UTF-8 text, for messages and keyword values.
    var text: String { String(decoding: self, as: UTF8.self) }

    /// The bytes as a non-negative decimal integer, or `nil`.
    var decimalValue: Int? {
        guard !isEmpty, count <= 9 else { return nil }
        var value = 0
        for byte in self {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}
