import Foundation

/// Sentences a reviewer judged unfit to show as a card's example
/// (`Dictionaries/reviews/excluded-examples.tsv`): a pair whose sentence or
/// translation is listed is never chosen, and the card takes its next best.
///
/// Each line is `sentence<TAB>reason`, the sentence exactly as the corpus
/// writes it; `#` lines are comments. No source labels what a sentence
/// evokes (`El trabajo libera.` → *Work makes free.* is a Nazi camp motto),
/// so each entry says why it is there.
public struct ExcludedExamples: Sendable {
    /// The excluded sentences, as written, with their reasons.
    public private(set) var reasons: [String: String] = [:]

    /// None excluded.
    public init() {}

    /// Parses an exclusion file.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The file's path, for error messages.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for a line
    ///   without a sentence and a reason, or a sentence listed twice.
    public init(text: String, path: String) throws {
        for (number, fields) in DeckCorrections.dataLines(of: text) {
            guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw ContentError.malformedLine(path: path, line: number, reason: "expected sentence<TAB>reason")
            }
            guard reasons[fields[0]] == nil else {
                throw ContentError.malformedLine(path: path, line: number, reason: "\"\(fields[0])\" is listed twice")
            }
            reasons[fields[0]] = fields[1]
        }
    }

    /// Whether a sentence pair may be shown: neither side is listed.
    ///
    /// - Parameters:
    ///   - text: The prompt-language sentence.
    ///   - translation: Its translation.
    public func allows(_ text: String, _ translation: String) -> Bool {
        reasons[text] == nil && reasons[translation] == nil
    }
}
