import Foundation

/// What sources that label words say of them (`Dictionaries/labels/<lang>.tsv`):
/// abbreviations, proper names, offensive words, archaic words.
///
/// Each line is `word<TAB>class<TAB>strength<TAB>sources`. The labels come
/// from SCOWL's categories, WordNet's usage labels, Apertium's analyser tags,
/// RLA-ES's lists, LibreOffice's abbreviation lists and the LDNOOBW lists
/// (`Dictionaries/labels/import-labels.py` says how each is read). A word may
/// have several classes. The build acts on them as ``GameWordCuration``
/// describes: a word labelled only so (``Strength/only``) is no game word, a
/// word that also has an ordinary sense is accepted but neither counted nor a
/// root.
public struct WordLabels: Sendable {
    /// What a source says a word is.
    public enum Kind: String, Sendable, CaseIterable, Comparable {
        /// An abbreviation, initialism or acronym (`approx`, `ecc`).
        case abbreviation
        /// A proper noun: a given name, surname or place (`charlie`, `giacomo`).
        case name
        /// An ethnic slur, vulgar, obscene, derogatory or disparaging word, or
        /// one a profanity list holds (`wog`, `kraut`).
        case offensive
        /// A word every sense of which is archaic.
        case archaic

        /// Orders kinds as they are declared.
        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// How much of a word the label covers.
    public enum Strength: String, Sendable {
        /// No source gives the word another, ordinary sense.
        case only
        /// A name whose ordinary sense is rarer than the name (`charlie`,
        /// Spanish `garcía`).
        case dominant
        /// The word also has an ordinary sense (`coon` = raccoon, `mark`).
        case mixed
    }

    /// One label of a word.
    public struct Label: Sendable, Equatable {
        /// What the word is.
        public var kind: Kind
        /// How much of the word it covers.
        public var strength: Strength
        /// The sources that say so (`scowl`, `wn30`, `apertium-spa`, …).
        public var sources: [String]
    }

    private let labelsByWord: [String: [Label]]

    /// No labels at all (a language without a labels file).
    public init() {
        labelsByWord = [:]
    }

    /// Parses a labels file.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The file's path, for error messages.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for a line
    ///   that is not `word<TAB>class<TAB>strength<TAB>sources` with a known
    ///   class and strength.
    public init(text: String, path: String) throws {
        var labels: [String: [Label]] = [:]
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, !fields[0].isEmpty, let kind = Kind(rawValue: String(fields[1])),
                  let strength = Strength(rawValue: String(fields[2])) else {
                throw ContentError.malformedLine(path: path, line: number,
                                                 reason: "expected word<TAB>abbreviation|name|offensive|archaic<TAB>only|dominant|mixed<TAB>sources, got \"\(line)\"")
            }
            let word = String(fields[0]).precomposedStringWithCanonicalMapping
            labels[word, default: []].append(Label(kind: kind, strength: strength, sources: fields[3].split(separator: ",").map(String.init)))
        }
        labelsByWord = labels
    }

    /// The labels of `word`, none when no source labels it.
    ///
    /// - Parameter word: A lowercase NFC word.
    public func labels(of word: String) -> [Label] {
        labelsByWord[word] ?? []
    }

    /// The label of `kind` `word` has, if any.
    ///
    /// - Parameters:
    ///   - kind: The kind.
    ///   - word: A lowercase NFC word.
    public func label(_ kind: Kind, of word: String) -> Label? {
        labelsByWord[word]?.first { $0.kind == kind }
    }
}
