import GameKernel

/// A reviewer's verdicts on sampled deck cards
/// (`Dictionaries/reviews/deck-samples.tsv`), and the seeded samples they judge.
///
/// Each line is `deck<TAB>card id<TAB>answer<TAB>verdict<TAB>note`, the
/// verdict `correct`, `acceptable` or `wrong`. A verdict counts only while the
/// card still shows the answer it was given for: a rebuilt card with another
/// answer is unreviewed until someone judges it again.
public struct DeckReview: Sendable {
    /// A reviewer's judgement of one card.
    public enum Verdict: String, Sendable, CaseIterable {
        /// Every translation shown is right and the first is the usual one.
        case correct
        /// Right, but not the translation a teacher would give first, or missing an important sense.
        case acceptable
        /// A translation shown is wrong.
        case wrong
    }

    /// One recorded judgement.
    public struct Judgement: Sendable, Hashable {
        /// The answer judged.
        public var answer: String
        /// The verdict.
        public var verdict: Verdict
        /// The reviewer's note.
        public var note: String
        /// The line of the verdict file.
        public var line = 0
    }

    /// The judgements by deck id and card id.
    public private(set) var judgements: [String: Judgement] = [:]

    /// Parses a verdict file.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The file's path, for error messages.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)``.
    public init(text: String, path: String) throws {
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4, let verdict = Verdict(rawValue: fields[3]) else {
                throw ContentError.malformedLine(path: path, line: number, reason: "expected deck<TAB>card id<TAB>answer<TAB>correct|acceptable|wrong<TAB>note")
            }
            judgements[Self.key(fields[0], fields[1])] = Judgement(answer: fields[2], verdict: verdict, note: fields.count > 4 ? fields[4] : "", line: number)
        }
    }

    /// The verdict on a card, nil when it was not judged with its current answer.
    ///
    /// - Parameters:
    ///   - card: The card.
    ///   - deck: The deck id.
    public func verdict(on card: Card, in deck: String) -> Verdict? {
        guard let judgement = judgements[Self.key(deck, card.id)], judgement.answer == card.answer else { return nil }
        return judgement.verdict
    }

    private static func key(_ deck: String, _ card: String) -> String { deck + "\t" + card }

    /// The cards judged wrong that `decks` would still ship with the answer judged.
    ///
    /// - Parameter decks: The built decks.
    /// - Returns: Each such card with its deck and the verdict's line, in line order.
    public func wrongCardsShipped(in decks: [ContentDeck]) -> [(deck: String, card: Card, line: Int)] {
        var found: [(deck: String, card: Card, line: Int)] = []
        for deck in decks {
            for card in deck.cards {
                guard let judgement = judgements[Self.key(deck.id, card.id)], judgement.verdict == .wrong,
                      judgement.answer == card.answer else { continue }
                found.append((deck.id, card, judgement.line))
            }
        }
        return found.sorted { $0.line < $1.line }
    }

    /// A seeded sample of `size` cards, in deck order: the same deck and seed
    /// give the same sample on every build.
    ///
    /// - Parameters:
    ///   - cards: The deck's cards.
    ///   - size: How many to draw (all, when the deck is smaller).
    ///   - seed: The seed.
    ///   - deck: The deck id, mixed into the seed.
    public static func sample(of cards: [Card], size: Int, seed: UInt64, deck: String) -> [Card] {
        var rng = SeededRandom.generator(seed: seed, text: deck)
        let chosen = rng.shuffled(Array(cards.indices)).prefix(size).sorted()
        return chosen.map { cards[$0] }
    }
}
