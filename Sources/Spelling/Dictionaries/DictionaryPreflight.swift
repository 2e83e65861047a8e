import Foundation
import Lexicon

/// What WordKit checks in a dictionary before libhunspell may read it.
///
/// libhunspell 1.7.1 trusts the files it reads. These patterns, found by
/// trying hostile files against it, make it crash (the process ends with
/// `std::bad_alloc` or a segmentation fault), so WordKit refuses them with
/// the file and line instead:
///
/// - a table count far beyond the lines that follow (`REP 2147483647`,
///   `BREAK`, `MAP`, `COMPOUNDRULE`, `CHECKCOMPOUNDPATTERN`, and any other
///   counted table): libhunspell reserves memory for the count up front;
/// - a `PHONE` rule whose `(` group is not closed: reading it runs past the
///   rule when a word starting with its letter is corrected;
/// - an 8-bit dictionary with `CHECKCOMPOUNDCASE` whose affix file Hunspell
///   stops reading early (a class announcing more rules than follow): the
///   case table is then never set up and compound checks read through a
///   null pointer;
/// - files larger than any real dictionary (``maximumAffixFileSize``,
///   ``maximumDictionaryFileSize``).
///
/// Other crashes cannot be ruled out by reading the file; the command line
/// loads dictionaries from outside the shipped folder in a child process
/// first (see the README).
public enum DictionaryPreflight {
    /// The largest `.aff` accepted (the largest real one, hu_HU, is 2 MB).
    public static let maximumAffixFileSize = 64 << 20
    /// The largest `.dic` accepted.
    public static let maximumDictionaryFileSize = 1 << 30
    /// A table may announce more entries than lines follow (Hunspell then
    /// stops reading there), but not more than this: beyond it the memory
    /// libhunspell reserves for the count is what makes it crash.
    public static let maximumUnbackedCount = 10_000

    /// Refuses files too large to be dictionaries.
    ///
    /// - Throws: ``SpellingError/malformedDictionary(path:line:reason:)``.
    static func checkSizes(affixPath: String, dictionaryPath: String) throws {
        for (path, limit) in [(affixPath, maximumAffixFileSize), (dictionaryPath, maximumDictionaryFileSize)] {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            if size > limit {
                throw SpellingError.malformedDictionary(path: path, line: 1, reason: "the file holds \(size) bytes; WordKit reads dictionary files of at most \(limit) bytes")
            }
        }
    }

    /// Refuses an affix file with a pattern libhunspell 1.7.1 crashes on.
    ///
    /// - Parameters:
    ///   - affix: The file as Hunspell reads it.
    ///   - path: Its path, for the error.
    /// - Throws: ``SpellingError/malformedDictionary(path:line:reason:)``.
    public static func check(_ affix: AffixFile, path: String) throws {
        for header in affix.tableHeaders where header.count > header.linesAfter && header.count > maximumUnbackedCount {
            throw SpellingError.malformedDictionary(
                path: path, line: header.line,
                reason: "\(header.keyword) announces \(header.count) entries but only \(header.linesAfter) lines follow; libhunspell would reserve memory for all of them and crash"
            )
        }
        for (line, rule) in affix.phoneRules where !groupsAreClosed(rule) {
            throw SpellingError.malformedDictionary(
                path: path, line: line,
                reason: "the PHONE rule \"\(String(decoding: rule, as: UTF8.self))\" opens a ( group it does not close; libhunspell reads past it and crashes"
            )
        }
        if let stop = affix.stop, !affix.encoding.isUTF8, affix.checkCompoundCase {
            throw SpellingError.malformedDictionary(
                path: path, line: stop.line,
                reason: "\(stop.message); with CHECKCOMPOUNDCASE in an 8-bit dictionary libhunspell then crashes on compound words"
            )
        }
    }

    /// Whether every `(` of a PHONE search string has its `)`.
    private static func groupsAreClosed(_ rule: [UInt8]) -> Bool {
        var open = false
        for byte in rule {
            if byte == UInt8(ascii: "(") {
                open = true
            } else if byte == UInt8(ascii: ")") {
                open = false
            }
        }
        return !open
    }
}
