import Foundation

/// A target's committed inputs: its seeds, its kept regressions and its
/// libFuzzer dictionary, as `Tests/Fuzz/Inputs/` holds them.
package struct FuzzCorpus {
    /// The seed files, sorted by name.
    package var seeds: [URL]
    /// The kept regressions, sorted by name.
    package var regressions: [URL]
    /// The dictionary's tokens, in file order.
    package var tokens: [Data]

    /// The inputs of `target` under `inputs` (the `Tests/Fuzz/Inputs` folder).
    ///
    /// - Throws: An error when the dictionary exists but cannot be read.
    package init(target: FuzzTarget, inputs: URL) throws {
        let folder = inputs.appendingPathComponent(target.rawValue, isDirectory: true)
        seeds = Self.files(in: folder.appendingPathComponent("seeds", isDirectory: true))
        regressions = Self.files(in: folder.appendingPathComponent("regressions", isDirectory: true))
        let dictionary = inputs.appendingPathComponent("\(target.rawValue).dict")
        tokens = FileManager.default.fileExists(atPath: dictionary.path)
            ? Self.tokens(ofDictionary: try String(contentsOf: dictionary, encoding: .utf8)) : []
    }

    /// The generator of the inputs CI's gate replays: mutations of the seeds
    /// and regressions, from `seed`.
    ///
    /// - Throws: An error when a seed or regression cannot be read.
    package func generator(seed: UInt64) throws -> FuzzMutator {
        FuzzMutator(corpus: try (seeds + regressions).map { try Data(contentsOf: $0) }, tokens: tokens, seed: seed)
    }

    /// The files in a folder (not hidden), sorted by name; none when it does not exist.
    package static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
    }

    /// The tokens of a libFuzzer dictionary: each line `"token"` or
    /// `name="token"`, with `\\`, `\"` and `\xNN` escapes; `#` lines are comments.
    package static func tokens(ofDictionary text: String) -> [Data] {
        text.split(separator: "\n").compactMap { line -> Data? in
            let line = line.trimmingCharacters(in: .whitespaces)
            guard !line.hasPrefix("#"), let open = line.firstIndex(of: "\""), line.last == "\"",
                  open < line.index(before: line.endIndex) else { return nil }
            var bytes: [UInt8] = []
            var scalars = Array(line.utf8[line.utf8.index(after: open)..<line.utf8.index(before: line.utf8.endIndex)])[...]
            while let first = scalars.popFirst() {
                guard first == UInt8(ascii: "\\"), let escaped = scalars.popFirst() else {
                    bytes.append(first)
                    continue
                }
                if escaped == UInt8(ascii: "x"), scalars.count >= 2,
                   let value = UInt8(String(decoding: scalars.prefix(2), as: UTF8.self), radix: 16) {
                    bytes.append(value)
                    scalars = scalars.dropFirst(2)
                } else {
                    bytes.append(escaped)
                }
            }
            return bytes.isEmpty ? nil : Data(bytes)
        }
    }
}
