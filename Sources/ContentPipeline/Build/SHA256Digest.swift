import Foundation
import Spelling

/// The SHA-256 the manifest records (Spelling's implementation).
enum SHA256Digest {
    static func hex(_ data: Data) -> String { SHA256.hexDigest(data) }
}
