import Foundation
import Testing
@testable import Spelling

/// The dictionary forms corrections add to the lexicon's are made within
/// limits, whatever the affix file multiplies.
@Suite struct SupplementaryFormsTests {
    /// A dictionary of `stems` capitalised stems, each under `prefixes` prefixes crossed with `suffixes` suffixes.
    static func crossProduct(stems: Int, prefixes: Int, suffixes: Int) throws -> DictionaryFiles {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        func text(_ n: Int, _ length: Int) -> String { String((0..<length).map { letters[(n / Int(pow(26, Double($0)))) % 26] }) }
        var aff = "SET UTF-8\nPFX A Y \(prefixes)\n"
        for n in 0..<prefixes { aff += "PFX A 0 \(text(n, 2)) .\n" }
        aff += "SFX B Y \(suffixes)\n"
        for n in 0..<suffixes { aff += "SFX B 0 \(text(n + 7, 2)) .\n" }
        let dic = "\(stems)\n" + (0..<stems).map { "Q\(text($0, 5))/AB\n" }.joined()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-supplement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(aff.utf8).write(to: folder.appendingPathComponent("xx.aff"))
        try Data(dic.utf8).write(to: folder.appendingPathComponent("xx.dic"))
        return try DictionaryFiles(name: "xx", affixPath: folder.appendingPathComponent("xx.aff").path, dictionaryPath: folder.appendingPathComponent("xx.dic").path)
    }

    /// 40 stems × 300 × 300 make 3.6 million forms; at most the limits are made and verified.
    @Test func formsAreMadeWithinTheLimits() throws {
        let files = try Self.crossProduct(stems: 40, prefixes: 300, suffixes: 300)
        var verified = 0
        let limits = SupplementaryForms.Limits(formsPerEntry: 2_000, forms: 10_000)
        let forms = SupplementaryForms.build(for: files, noSuggestFlag: nil, limits: limits) { batch in
            verified += batch.count
            return batch.map { _ in true }
        }
        #expect(verified <= 10_000 && verified > 2_000)
        #expect(forms.words.count == verified)
        let standard = SupplementaryForms.Limits.standard
        #expect(standard.formsPerEntry == 20_000 && standard.forms == 400_000)
    }
}
