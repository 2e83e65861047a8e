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
/// And these make it take unbounded time, so that every command hangs:
///
/// - more affix rules than any real dictionary has (``maximumAffixRules``);
/// - many rules whose search keys repeat or extend one another (200,000
///   `SFX` rules adding `s`, or rules adding `s`, `ss`, `sss`, …): libhunspell
///   orders its affix index by comparing each rule with every later rule
///   whose key its own key begins, which takes time quadratic in such rules
///   (40,000 identical rules: 14 s to load, 200,000: hours; ``maximumAffixKeyComparisons``).
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
    /// The most `PFX` and `SFX` rules accepted (es_ES has 6,788, the largest
    /// real affix file, hu_HU's, has fewer than 50,000).
    public static let maximumAffixRules = 100_000
    /// The longest text, in bytes, an affix rule may add.
    public static let maximumAffixLength = 255
    /// The most bytes libhunspell's affix index may compare to build
    /// (`affixKeyComparisons(_:limit:)`): about 7,000 rules adding one
    /// letter, a third of a second; es_ES needs 425,518 and it_IT 284,629.
    public static let maximumAffixKeyComparisons = 50_000_000

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

    /// Refuses an affix file whose rules would make libhunspell take
    /// unbounded time: too many of them, or too many whose keys repeat or
    /// extend one another.
    ///
    /// The rules are read as libhunspell reads them: a `PFX` or `SFX` line
    /// opens a class announcing a count, and that many lines of the same
    /// keyword follow, each `KIND FLAG STRIP APPEND[/FLAGS] …`.
    ///
    /// - Parameters:
    ///   - data: The affix file's bytes.
    ///   - path: Its path, for the error.
    /// - Throws: ``SpellingError/malformedDictionary(path:line:reason:)`` naming the count.
    static func checkAffixRules(_ data: Data, path: String) throws {
        var prefixKeys: [(line: Int, key: [UInt8])] = []
        var suffixKeys: [(line: Int, key: [UInt8])] = []
        var remaining = 0
        var total = 0
        // Read over the raw bytes: a generic split of `Data` into lines and
        // fields cost 25 ms on es_ES.aff at every start.
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var lineNumber = 0
            var lineStart = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                lineNumber += 1
                defer { lineStart = lineEnd + 1 }
                let fields = Self.firstFields(of: bytes, from: lineStart, to: lineEnd)
                guard fields.count >= 4, fields.ranges.0.count == 3 else { continue }
                let kindBytes = bytes[fields.ranges.0]
                let isPrefix = kindBytes.elementsEqual("PFX".utf8)
                guard isPrefix || kindBytes.elementsEqual("SFX".utf8) else { continue }
                if remaining == 0 {
                    // A class header: `SFX S Y 12`.
                    remaining = max(0, Int(String(decoding: bytes[fields.ranges.3], as: UTF8.self)) ?? 0)
                    continue
                }
                remaining -= 1
                total += 1
                // Past the limit the rules are only counted, for the message.
                guard total <= maximumAffixRules else { continue }
                let append = bytes[fields.ranges.3].prefix { $0 != UInt8(ascii: "/") }
                if append.count > maximumAffixLength {
                    throw SpellingError.malformedDictionary(
                        path: path, line: lineNumber,
                        reason: "this \(isPrefix ? "PFX" : "SFX") rule adds \(append.count) bytes; WordKit accepts at most \(maximumAffixLength) (no word Hunspell checks is longer than 300)"
                    )
                }
                let key: [UInt8] = append.elementsEqual("0".utf8) ? [] : Array(append)
                if isPrefix {
                    prefixKeys.append((line: lineNumber, key: key))
                } else {
                    suffixKeys.append((line: lineNumber, key: Array(key.reversed())))
                }
            }
        }
        if total > maximumAffixRules {
            throw SpellingError.malformedDictionary(
                path: path, line: 1,
                reason: "the file has \(total) affix rules; WordKit reads at most \(maximumAffixRules) (no real dictionary has more than 50000), as libhunspell's time grows with them"
            )
        }
        for (kind, list) in [("PFX", prefixKeys), ("SFX", suffixKeys)] {
            let cost = affixKeyComparisons(list, limit: maximumAffixKeyComparisons)
            guard cost.comparisons > maximumAffixKeyComparisons else { continue }
            throw SpellingError.malformedDictionary(
                path: path, line: cost.line,
                reason: "\(cost.rules) of its \(list.count) \(kind) rules add the text this one adds or text that begins with it; "
                    + "libhunspell's time to index such rules grows with their square (here more than \(maximumAffixKeyComparisons) byte comparisons), so every command would hang"
            )
        }
    }

    /// The first four fields of the line `bytes[start..<end]` (fields are
    /// separated by spaces, tabs and carriage returns) and how many fields
    /// the line has, counted up to four.
    private static func firstFields(
        of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> (count: Int, ranges: (Range<Int>, Range<Int>, Range<Int>, Range<Int>)) {
        var ranges = (0..<0, 0..<0, 0..<0, 0..<0)
        var count = 0
        var index = start
        while index < end, count < 4 {
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
            guard index < end else { break }
            let fieldStart = index
            while index < end, bytes[index] != 0x20, bytes[index] != 0x09, bytes[index] != 0x0D { index += 1 }
            switch count {
            case 0: ranges.0 = fieldStart..<index
            case 1: ranges.1 = fieldStart..<index
            case 2: ranges.2 = fieldStart..<index
            default: ranges.3 = fieldStart..<index
            }
            count += 1
        }
        return (count, ranges)
    }

    /// The bytes libhunspell compares to order its index of these rules
    /// (`AffixMgr::process_pfx_order` and `process_sfx_order`), counted up to
    /// a little past `limit`.
    ///
    /// libhunspell keeps the rules with non-empty keys in lists by the key's
    /// first character, sorted, and compares each rule with the rules after
    /// it for as long as its key begins theirs; the sum of those runs is the
    /// cost, quadratic for rules with one key.
    ///
    /// - Parameters:
    ///   - rules: Each rule's line and search key.
    ///   - limit: Where to stop counting.
    /// - Returns: The bytes compared (past `limit` when over it), and the line
    ///   and run length of the rule with the longest run.
    /// - Complexity: O(*n* log *n*) key comparisons.
    static func affixKeyComparisons(_ rules: [(line: Int, key: [UInt8])], limit: Int) -> (comparisons: Int, line: Int, rules: Int) {
        let sorted = rules.filter { !$0.key.isEmpty }.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        var comparisons = 0
        var longest = (line: 1, rules: 0)
        for index in sorted.indices {
            let key = sorted[index].key
            // The keys that begin with this one follow it in one block: find its end by bisection.
            var low = index + 1
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle].key.starts(with: key) { low = middle + 1 } else { high = middle }
            }
            // libhunspell compares this key, byte by byte, with each of them and the one after.
            let run = low - index
            comparisons += (run - 1) * (1 + key.count)
            if run > longest.rules { longest = (sorted[index].line, run) }
            if comparisons > limit { break }
        }
        return (comparisons, longest.line, longest.rules)
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
