import Foundation

/// A folder being filled with generated files, and the manifest entries for them.
final class ContentStaging {
    let folder: URL
    private(set) var files: [ContentManifest.File] = []

    init(folder: URL) {
        self.folder = folder
    }

    /// Writes `data` at `path` (inside the folder) and records it.
    func add(_ path: String, data: Data, inputs: [ContentManifest.Input], counts: [String: Int]) throws {
        let url = folder.appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw ContentError.unwritableOutput(path: url.path, reason: error.localizedDescription)
        }
        record(path, data: data, inputs: inputs, counts: counts)
    }

    /// Records a file something else already wrote at `path`.
    func recordWritten(_ path: String, inputs: [ContentManifest.Input], counts: [String: Int]) throws {
        let url = folder.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ContentError.inconsistent("\(path) was not written")
        }
        record(path, data: data, inputs: inputs, counts: counts)
    }

    private func record(_ path: String, data: Data, inputs: [ContentManifest.Input], counts: [String: Int]) {
        files.append(ContentManifest.File(path: path, sha256: SHA256Digest.hex(data), bytes: data.count,
                                          inputs: Array(Set(inputs)).sorted(), counts: counts))
    }
}
