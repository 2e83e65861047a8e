/// `Content/manifest.json`: every generated file with its inputs, the
/// settings it was made with and its counts.
public struct ContentManifest: Sendable, Equatable, Codable {
    /// A source file a generated file was made from.
    public struct Input: Sendable, Hashable, Codable, Comparable {
        /// The path from the repository root (`Dictionaries/en_US/en_US.dic`).
        public var path: String
        /// The SHA-256 of its bytes.
        public var sha256: String

        /// Orders inputs by path.
        public static func < (lhs: Input, rhs: Input) -> Bool { lhs.path < rhs.path }
    }

    /// One generated file.
    public struct File: Sendable, Equatable, Codable {
        /// The path inside `Content/`.
        public var path: String
        /// The SHA-256 of its bytes.
        public var sha256: String
        /// Its size in bytes.
        public var bytes: Int
        /// The sources it was made from, sorted by path.
        public var inputs: [Input]
        /// What it holds (`words`, `cards`, `levels`, `rejected.rare`, …).
        public var counts: [String: Int]
    }

    /// The manifest format; a change means every consumer must be checked.
    public var format: Int
    /// What made the files.
    public var generator: String
    /// The settings of every filter and generator.
    public var settings: ContentSettings
    /// The generated files, sorted by path (the manifest itself excluded).
    public var files: [File]

    /// The manifest's path inside `Content/`.
    public static let path = "manifest.json"
}
