/// Cuts a byte stream into LSP messages: header lines ending in `\r\n`, an
/// empty line, then `Content-Length` bytes of body (LSP 3.17 "Base Protocol").
///
/// Bytes come in as they arrive (``append(_:)``); ``next()`` gives each
/// whole message or a framing problem. A problem never stops the stream: a
/// header block without a usable `Content-Length` is dropped and reading
/// goes on after it, and a body larger than ``maximumBodyLength`` is skipped
/// without being kept in memory.
public struct MessageFramer: Sendable {
    /// One thing read from the stream.
    public enum Frame: Sendable, Equatable {
        /// A whole message body.
        case message([UInt8])
        /// A framing problem, already skipped; the text says what it was.
        case problem(String)
    }

    /// The largest body accepted, in bytes (default 16 MiB).
    public let maximumBodyLength: Int
    /// The largest header block accepted, in bytes.
    public static let maximumHeaderLength = 8192

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of an oversized body still to throw away.
    private var skipping = 0
    /// The length of the body whose header has been read, awaiting its bytes.
    private var pendingBody: Int?

    /// A framer with a body limit.
    ///
    /// - Parameter maximumBodyLength: The largest body accepted, in bytes.
    public init(maximumBodyLength: Int = 16 << 20) {
        self.maximumBodyLength = maximumBodyLength
    }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        if skipping > 0 {
            let dropped = min(skipping, bytes.count)
            skipping -= dropped
            buffer.append(contentsOf: bytes.dropFirst(dropped))
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Whether bytes of an unfinished message are held (at the end of the
    /// stream this means the last message was cut short).
    public var hasPartialMessage: Bool { start < buffer.count || pendingBody != nil || skipping > 0 }

    /// The next message or problem, or nil when more bytes are needed.
    public mutating func next() -> Frame? {
        defer { compact() }
        if skipping > 0 { return nil }
        if let length = pendingBody {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            pendingBody = nil
            return .message(body)
        }
        // Find the blank line that ends the header block.
        guard let end = headerEnd() else {
            if buffer.count - start > Self.maximumHeaderLength {
                // No header ends here: drop what was read and start over.
                start = buffer.count
                return .problem("a header block longer than \(Self.maximumHeaderLength) bytes without an empty line; skipped")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<end.headerEnd], as: UTF8.self)
        start = end.bodyStart
        var length: Int?
        for line in header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else {
                return .problem("malformed header line '\(line.prefix(80))'; message skipped")
            }
            let name = line[..<colon].trimmingSpaces.lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            if name == "content-length" {
                guard let parsed = Int(value), parsed >= 0 else {
                    return .problem("invalid Content-Length '\(value.prefix(40))'; message skipped")
                }
                length = parsed
            }
        }
        guard let length else { return .problem("a header block without Content-Length; skipped") }
        if length > maximumBodyLength {
            let available = min(length, buffer.count - start)
            start += available
            skipping = length - available
            return .problem("a message of \(length) bytes is over the limit of \(maximumBodyLength) bytes; skipped")
        }
        pendingBody = length
        return next()
    }

    /// Where the header block ends (`\r\n\r\n`; a bare `\n\n` is accepted too).
    private func headerEnd() -> (headerEnd: Int, bodyStart: Int)? {
        var index = start
        while index < buffer.count {
            if buffer[index] == 0x0A {
                if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A { return (index, index + 3) }
            }
            index += 1
        }
        return nil
    }

    private mutating func compact() {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// Frames a message body: the `Content-Length` header, an empty line, the body.
    ///
    /// - Parameter body: The JSON text in UTF-8.
    /// - Returns: The bytes to write.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        var text = self[...]
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
