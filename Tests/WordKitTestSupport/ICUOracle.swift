import Foundation

/// ICU's `uconv` command (Debian's `icu-devtools`): the oracle for
/// ISCII-DEVANAGARI, which glibc's iconv lacks.
///
/// Hunspell 1.7.1 has no ISCII table of its own either: its
/// `iscii_devanagari_tbl` holds letter case only, and the `hunspell` command
/// converts `-i UTF-8` text with iconv, which fails (`error - iconv_open`) and
/// hands the UTF-8 bytes over unconverted. ICU's ISCII converter is an
/// implementation of ISCII-91 independent of WordKit's table.
public enum ICUOracle {
    /// The command's path.
    public static let path = "/usr/bin/uconv"

    /// Whether the command is installed (`make deps-test` installs it).
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// ICU's reading of one ISCII-91 Devanagari byte, or nil where ICU reports
    /// an error or yields nothing (undefined bytes, and ATR and EXT, which
    /// announce the byte after them).
    ///
    /// The byte is followed by a line end: ICU holds a byte back until it knows
    /// whether a nukta follows (and INV alone at the end of input is an error).
    ///
    /// - Parameter byte: A byte 0x80...0xFF.
    /// - Returns: The characters, without the line end.
    /// - Throws: When the command cannot be started.
    public static func isciiDevanagari(_ byte: UInt8) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-uconv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.txt")
        try Data([byte, 0x0A]).write(to: input)
        let result = try OracleProcess.run(path, ["--callback", "stop", "-f", "ISCII,version=0", "-t", "UTF-8", input.path])
        let data = result.output
        guard result.status == 0, result.errors.isEmpty, data.last == 0x0A, data.count > 1 else { return nil }
        return String(decoding: data.dropLast(), as: UTF8.self)
    }
}
