import Foundation
import Spelling
import Testing
import WordKitTestSupport

@Suite struct SHA256Tests {
    @Test func knownVectors() {
        #expect(SHA256.hexDigest(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hexDigest(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hexDigest(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func agreesWithSha256sumOnADictionary() throws {
        let path = Repository.dictionaries.path + "/it_IT/it_IT.aff"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let expected = String(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64))
        process.waitUntilExit()
        #expect(SHA256.hexDigest(try Data(contentsOf: URL(fileURLWithPath: path))) == expected)
    }
}
