import Foundation
import Testing
import WordKitTestSupport
@testable import Spelling

/// Quality and cost of the correction search on lists of misspellings, under
/// several settings, on demand only (a development tool, not a test):
///
/// ```sh
/// CORRECTION_MEASURE="en:/tmp/en-pairs.tsv es:Benchmarks/corrections/es-dev.tsv" \
/// CORRECTION_VARIANTS="base;frequencyWeight=30;doubled=40,costCap=200" \
///     swift test -c release -Xswiftc -enable-testing --filter CorrectionMeasurements
/// ```
///
/// Each list is `misspelling<TAB>correct` lines. Prints, per list and
/// variant: top-1, top-5 and anywhere in the first ten (percent), edges
/// followed per word, the share of words sent to Hunspell, and the time per
/// word (p50/p99, Hunspell's time included; Hunspell's answers are cached so
/// later variants are timed without it). `CORRECTION_MISSES=1` lists misses.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["CORRECTION_MEASURE"] != nil))
struct CorrectionMeasurements {
    @Test func measure() throws {
        let environment = ProcessInfo.processInfo.environment
        let lists = (environment["CORRECTION_MEASURE"] ?? "").split(separator: " ").map { item in
            let parts = item.split(separator: ":", maxSplits: 1)
            return (language: String(parts[0]), path: String(parts.count > 1 ? parts[1] : ""))
        }
        let variants = (environment["CORRECTION_VARIANTS"] ?? "base").split(separator: ";").map(String.init)
        try CorrectionMeasurement.run(
            lists: lists, variants: variants, dictionaries: Repository.dictionaryDirectory,
            content: Repository.content, showMisses: environment["CORRECTION_MISSES"] != nil
        )
    }
}
