import Foundation
import Spelling

// correction-measure LANG:FILE... [--variants "base;frequencyWeight=30;doubled=40,costCap=200"] [--misses]
//
// Each FILE holds `misspelling<TAB>correct` lines. The repository's Dictionaries/
// and Content/ are used (WORDKIT_DICTIONARIES and WORDKIT_CONTENT name others).
// Built with -enable-testing, since it reaches the correction search's internals:
//
//   swift run -c release -Xswiftc -enable-testing --package-path Benchmarks/Measurements \
//       correction-measure es:Benchmarks/corrections/es-dev.tsv --variants "base;doubled=40"

var lists: [(language: String, path: String)] = []
var variants = ["base"]
var showMisses = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--misses":
        showMisses = true
    case "--variants":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("correction-measure: --variants needs a value\n".utf8))
            exit(64)
        }
        variants = value.split(separator: ";").map(String.init)
    default:
        let parts = argument.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else {
            FileHandle.standardError.write(Data("correction-measure: expected LANG:FILE, got '\(argument)'\n".utf8))
            exit(64)
        }
        lists.append((language: String(parts[0]), path: String(parts[1])))
    }
}
guard !lists.isEmpty else {
    FileHandle.standardError.write(Data("usage: correction-measure LANG:FILE... [--variants V1;V2] [--misses]\n".utf8))
    exit(64)
}
var repository = URL(fileURLWithPath: #filePath)
for _ in 0..<5 { repository.deleteLastPathComponent() }
let environment = ProcessInfo.processInfo.environment
let dictionaries = environment["WORDKIT_DICTIONARIES"] ?? repository.appendingPathComponent("Dictionaries").path
let content = environment["WORDKIT_CONTENT"].map { URL(fileURLWithPath: $0) } ?? repository.appendingPathComponent("Content")
do {
    try CorrectionMeasurement.run(
        lists: lists, variants: variants, dictionaries: DictionaryDirectory(path: dictionaries), content: content, showMisses: showMisses
    )
} catch {
    FileHandle.standardError.write(Data("correction-measure: \(error)\n".utf8))
    exit(1)
}
