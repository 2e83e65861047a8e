/// Turns the bytes a terminal sends into ``TerminalKey`` values.
///
/// Escape sequences (`ESC [ A`, `ESC O A`, with or without parameters) give
/// the arrow and page keys and the focus reports (`ESC [ I`, `ESC [ O`); a
/// sequence or a multi-byte UTF-8 character split across two reads is kept
/// until its last byte arrives. A lone Escape at the end of a read is kept
/// too: the terminal asks ``flush()`` for it when nothing follows soon, so a
/// split arrow key is never taken for Escape.
package struct TerminalKeyDecoder: Sendable {
    /// Bytes of a character or sequence not complete yet.
    private var pending: [UInt8] = []

    /// Whether bytes wait for the rest of their sequence.
    package var hasPending: Bool { !pending.isEmpty }

    /// Decodes the keys in `bytes`, together with any bytes kept from before.
    ///
    /// - Parameter bytes: The bytes just read.
    /// - Returns: The keys, in order.
    package mutating func decode(_ bytes: [UInt8]) -> [TerminalKey] {
        let input = pending + bytes
        pending = []
        var keys: [TerminalKey] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x1B:
                guard let (key, length) = Self.escapeSequence(input, from: index) else {
                    pending = Array(input[index...])
                    return keys
                }
                if let key { keys.append(key) }
                index += length
                continue
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x03: keys.append(.interrupt)
            case 0x1A: keys.append(.suspend)
            case 0x04: keys.append(.endOfInput)
            case 0x09: keys.append(.tab)
            case 0x00..<0x20: break
            default:
                var length = Self.utf8Length(lead: byte)
                // A lead byte cut short by a byte that is no continuation byte (0x80...0xBF)
                // stands alone, so the key after it (Enter, Ctrl-C, an arrow's ESC) is kept.
                if let cut = (index + 1..<min(index + length, input.count)).first(where: { input[$0] & 0xC0 != 0x80 }) {
                    length = cut - index
                }
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    return keys
                }
                let text = String(decoding: input[index..<index + length], as: UTF8.self)
                keys.append(contentsOf: text.map { TerminalKey.character($0) })
                index += length
                continue
            }
            index += 1
        }
        return keys
    }

    /// The keys kept waiting when nothing more came: a lone Escape (an
    /// unfinished sequence is dropped).
    ///
    /// - Returns: `[.escape]` for a lone Escape, else nothing.
    package mutating func flush() -> [TerminalKey] {
        defer { pending = [] }
        return pending == [0x1B] ? [.escape] : []
    }

    /// Decodes the escape sequence starting at `start`.
    ///
    /// - Returns: The key (nil for a sequence the games do not use) and the
    ///   number of bytes it took; nil when the sequence is not complete yet.
    private static func escapeSequence(_ input: [UInt8], from start: Int) -> (TerminalKey?, Int)? {
        guard start + 1 < input.count else { return nil }
        let introducer = input[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
        var end = start + 2
        // Parameters and intermediates run until a final byte in 0x40...0x7E.
        while end < input.count, !(0x40...0x7E).contains(input[end]) { end += 1 }
        guard end < input.count else { return nil }
        let parameters = String(decoding: input[(start + 2)..<end], as: UTF8.self)
        let key: TerminalKey? =
            switch (input[end], introducer) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "I"), UInt8(ascii: "[")): .focusIn
            case (UInt8(ascii: "O"), UInt8(ascii: "[")): .focusOut
            case (UInt8(ascii: "~"), _) where parameters == "5": .pageUp
            case (UInt8(ascii: "~"), _) where parameters == "6": .pageDown
            default: nil
            }
        return (key, end - start + 1)
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray byte).
    private static func utf8Length(lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }
}
