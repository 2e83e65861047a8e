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

    /// Splits a file's bytes into lines, as Hunspell's `getline` and
    /// `mychomp` do.
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

    /// The whitespace-separated fields of the line (space and tab separate,
    /// as in Hunspell's `mystrsep`: any other byte, a no-break space or a
    /// combining mark included, belongs to a field).
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

    /// Whether the line's first bytes are `keyword`, whatever follows: the
    /// way Hunspell recognises `.aff` directives (`line.compare(0, n, …)`).
    ///
    /// - Parameter keyword: ASCII bytes of a directive.
    func hasPrefix(_ keyword: [UInt8]) -> Bool {
        bytes.count >= keyword.count && bytes.prefix(keyword.count).elementsEqual(keyword)
    }

    private static func trimmingCarriageReturn(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        // Hunspell's mychomp drops a final "\n" or "\r", and a "\r" before it.
        var slice = slice
        if let last = slice.last, last == UInt8(ascii: "\r") {
            slice = slice.dropLast()
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

    /// The bytes read as glibc's `atoi` reads them (`(int)strtol`):
    /// optional blanks and sign, then digits up to the first other byte, 0
    /// when there are none; a value past the 64-bit range saturates and the
    /// result is cut to 32 bits, so `2147483648` reads as a negative number.
    var atoiValue: Int {
        var index = startIndex
        while index < endIndex, self[index] == 0x20 || self[index] == 0x09 { index += 1 }
        var negative = false
        if index < endIndex, self[index] == UInt8(ascii: "-") || self[index] == UInt8(ascii: "+") {
            negative = self[index] == UInt8(ascii: "-")
            index += 1
        }
        var value: Int64 = 0
        var saturated = false
        while index < endIndex, self[index] >= 0x30, self[index] <= 0x39 {
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int64(self[index] - 0x30))
            if overflowTimes || overflowSum { saturated = true } else { value = sum }
            index += 1
        }
        let long: Int64 = saturated ? (negative ? Int64.min : Int64.max) : (negative ? -value : value)
        return Int(Int32(truncatingIfNeeded: long))
    }

    /// Whether the bytes start with `prefix`.
    func starts(with prefix: [UInt8]) -> Bool {
        count >= prefix.count && self.prefix(prefix.count).elementsEqual(prefix)
    }
}
