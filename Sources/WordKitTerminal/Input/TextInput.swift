import Foundation
import Spelling

/// Text to check, from standard input or arguments, validated whole before
/// anything is printed (see `TextValidation`): bad input ends the command
/// with an error that names the place, and nothing half-written on stdout.
/// Its errors carry what went wrong (``Failure``, or Spelling's
/// `SpellingError` for text that is not valid); the front end phrases them.
///
/// Standard input is read in bounded memory: no line may be longer than a
/// limit, the whole input no larger than another, and input beyond
/// ``memoryLimit`` waits in a temporary file until it is checked.
package final class TextInput {
    /// Standard input held in memory up to this size by default; beyond, in a temporary file.
    package static let memoryLimit = 64 << 20

    /// What went wrong reading or keeping standard input.
    package enum Failure: Error, Equatable {
        /// A line is longer than the limit: its 1-based number and the limit in bytes.
        case lineTooLong(line: Int, limit: Int)
        /// The whole input is larger than the limit, in bytes.
        case tooLarge(limit: Int)
        /// Standard input (or the temporary file holding it) could not be read: the system's reason.
        case unreadable(reason: String)
        /// The temporary file for input beyond the memory limit could not be written: the system's reason.
        case unkeepable(reason: String)
    }

    /// Standard input held in memory up to this size; beyond, in a temporary file.
    private let inMemoryLimit: Int

    /// The validated text, when it is held in memory.
    private var text: [UInt8]
    /// The temporary file holding the text, when it did not fit in memory:
    /// unlinked as soon as it is made, so that nothing is left behind
    /// however the process ends (SIGKILL, a trap).
    private var spill: FileHandle?

    /// Validates argument words as running text, one line each.
    ///
    /// - Parameter arguments: The words, one line each.
    /// - Throws: `SpellingError.invalidText` naming the argument with a control character.
    package init(arguments: [String]) throws {
        for (index, argument) in arguments.enumerated() {
            try TextValidation.rejectControlCharacters(argument, source: "argument \(index + 1)")
        }
        text = Array(arguments.joined(separator: "\n").utf8)
        inMemoryLimit = .max
    }

    /// Reads and validates all of standard input.
    ///
    /// - Parameters:
    ///   - maximumLineLength: The longest line accepted, in bytes.
    ///   - maximumSize: The largest input accepted, in bytes.
    ///   - memoryLimit: The input kept in memory, in bytes; the rest waits in a temporary file.
    ///   - descriptor: Where the input comes from (standard input by default).
    /// - Throws: `SpellingError.invalidText` for invalid UTF-8 or a control
    ///   character (named with its line and column); ``Failure``: a line or
    ///   the input over its limit, standard input that cannot be read, a
    ///   temporary file that cannot be written.
    package init(
        standardInputWithLineLimit maximumLineLength: Int, sizeLimit maximumSize: Int, memoryLimit: Int = TextInput.memoryLimit,
        descriptor: Int32 = STDIN_FILENO
    ) throws {
        text = []
        inMemoryLimit = memoryLimit
        let reader = InputReader(descriptor: descriptor, maximumLineLength: maximumLineLength)
        var size = 0
        while let block = try Self.reading({ try reader.nextBlock(size: 1 << 20) }) {
            size += block.bytes.count
            guard size <= maximumSize else { throw Failure.tooLarge(limit: maximumSize) }
            _ = try TextValidation.text(
                from: Data(block.bytes), source: "standard input", firstLine: block.firstLine,
                byteOffset: size - block.bytes.count)
            try keep(block.bytes)
        }
    }

    deinit {
        try? spill?.close()
    }

    /// The text in blocks of whole lines, with each block's first line number.
    ///
    /// - Parameter body: Called with each block, in order.
    /// - Throws: What `body` throws, or ``Failure/unreadable(reason:)`` when the temporary file cannot be read back.
    package func forEachBlock(_ body: (String, Int) throws -> Void) throws {
        guard let spill else {
            if !text.isEmpty { try body(String(decoding: text, as: UTF8.self), 1) }
            return
        }
        try spill.seek(toOffset: 0)
        let reader = InputReader(descriptor: spill.fileDescriptor, maximumLineLength: .max)
        while let block = try Self.reading({ try reader.nextBlock(size: 1 << 22) }) {
            try body(String(decoding: block.bytes, as: UTF8.self), block.firstLine)
        }
    }

    /// Keeps validated bytes, in memory or, past the limit, in a temporary file.
    private func keep(_ bytes: [UInt8]) throws {
        do {
            if spill == nil, text.count + bytes.count > inMemoryLimit {
                let handle = try Self.unlinkedTemporaryFile()
                spill = handle
                try handle.write(contentsOf: text)
                text = []
            }
            if let spill {
                try spill.write(contentsOf: bytes)
            } else {
                text += bytes
            }
        } catch {
            throw Failure.unkeepable(reason: error.localizedDescription)
        }
    }

    /// A new temporary file, readable and writable by this process only, whose
    /// name is removed at once: the open descriptor keeps it until it is closed.
    ///
    /// - Throws: The system's error when the file cannot be made.
    private static func unlinkedTemporaryFile() throws -> FileHandle {
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-check-XXXXXX").path.utf8CString)
        // mkstemp makes the file with mode 0600 and O_EXCL.
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard unlink(path) == 0 else {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            close(descriptor)
            throw error
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Runs a read, turning the reader's failures into this type's.
    /// The reader throws only its own failures; anything else is reported as unreadable input.
    private static func reading<T>(_ body: () throws -> T) throws(Failure) -> T {
        do {
            return try body()
        } catch InputReader.Failure.lineTooLong(let line, let limit) {
            throw .lineTooLong(line: line, limit: limit)
        } catch InputReader.Failure.unreadable(let reason) {
            throw .unreadable(reason: reason)
        } catch {
            throw .unreadable(reason: "\(error)")
        }
    }
}
