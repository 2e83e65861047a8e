import GameKernel

/// An imported deck merged into a deck imported before: cards matched by id
/// (Anki's guid) are updated in place, new ones added, and what changed is told.
///
/// Pure: the caller reads and writes the files. Cards keep their ids, and so
/// their review history. Cards of the earlier deck that the file does not
/// have are kept (a file may hold part of a deck).
public struct DeckMerge: Sendable, Hashable {
    /// The merged deck: the earlier deck's id, source and card order, the
    /// file's title, prompts, answers and extras, new cards at the end.
    public var deck: ContentDeck
    /// Ids of cards the file added, in file order.
    public var added: [String]
    /// Ids of cards whose prompt, answer, tags or HTML the file changed.
    public var updated: [String]
    /// Ids of cards the file has as they were.
    public var unchanged: [String]
    /// Ids of cards of the earlier deck the file does not have (kept as they were).
    public var notInFile: [String]
    /// Whether the file renamed the deck.
    public var titleChanged: Bool

    /// Merges `imported` into `existing`.
    ///
    /// A card the file gave no guid has the id `<deck id>:<prompt>` of the
    /// imported deck; when the two decks' ids differ, such an id is read with
    /// the earlier deck's id, so that re-importing a file without guids under
    /// another name still updates its cards.
    ///
    /// - Parameters:
    ///   - imported: The deck just read from a file.
    ///   - existing: The deck imported before.
    /// - Returns: The merged deck and the changes.
    /// - Complexity: O(*n* + *m*) for decks of *n* and *m* cards.
    public static func merge(_ imported: ContentDeck, into existing: ContentDeck) -> DeckMerge {
        let rekeyed = rekey(imported, to: existing.id)
        var deck = existing
        deck.title = rekeyed.title
        if !rekeyed.languages.isEmpty { deck.languages = rekeyed.languages }
        var extras = existing.cardExtras ?? [:]
        var position: [String: Int] = [:]
        for (index, card) in existing.cards.enumerated() { position[card.id] = index }

        var added: [String] = [], updated: [String] = [], unchanged: [String] = []
        var inFile = Set<String>()
        for card in rekeyed.cards {
            inFile.insert(card.id)
            let newExtras = rekeyed.cardExtras?[card.id]
            if let index = position[card.id] {
                if deck.cards[index] == card, extras[card.id] == newExtras {
                    unchanged.append(card.id)
                } else {
                    deck.cards[index] = card
                    updated.append(card.id)
                }
            } else {
                position[card.id] = deck.cards.count
                deck.cards.append(card)
                added.append(card.id)
            }
            extras[card.id] = newExtras
        }
        deck.cardExtras = extras.isEmpty ? nil : extras
        let notInFile = existing.cards.map(\.id).filter { !inFile.contains($0) }
        return DeckMerge(deck: deck, added: added, updated: updated, unchanged: unchanged, notInFile: notInFile,
                         titleChanged: existing.title != rekeyed.title)
    }

    /// How many cards of `imported` `existing` has: cards of the same id,
    /// with ids without guids read as in ``merge(_:into:)`` (so two decks
    /// with a card of the same prompt share it).
    ///
    /// - Parameters:
    ///   - imported: The deck just read from a file.
    ///   - existing: A deck imported before.
    /// - Returns: The number of the file's cards the deck has.
    /// - Complexity: O(*n* + *m*) for decks of *n* and *m* cards.
    public static func sharedCards(_ imported: ContentDeck, with existing: ContentDeck) -> Int {
        let ids = Set(existing.cards.map(\.id))
        return rekey(imported, to: existing.id).cards.count { ids.contains($0.id) }
    }

    /// The deck, among `decks`, that shares the most cards with an imported
    /// deck (see ``sharedCards(_:with:)``); ties go to the deck of the same
    /// id, then to the first. Nil when no deck shares a card.
    ///
    /// A file is imported into the deck it names, not into this one (which
    /// could be an unrelated deck with a card of the same prompt); this
    /// finds the deck to point out, that the file may have been meant for.
    ///
    /// - Parameters:
    ///   - imported: The deck just read from a file.
    ///   - decks: The decks imported before.
    /// - Returns: The index of the deck sharing the most cards, or nil.
    public static func target(for imported: ContentDeck, among decks: [ContentDeck]) -> Int? {
        var best: (index: Int, shared: Int, sameID: Bool)?
        for (index, deck) in decks.enumerated() {
            let shared = sharedCards(imported, with: deck)
            guard shared > 0 else { continue }
            let sameID = deck.id == imported.id
            if let current = best, (current.shared, current.sameID ? 1 : 0) >= (shared, sameID ? 1 : 0) { continue }
            best = (index, shared, sameID)
        }
        return best?.index
    }

    /// `deck` with the ids `<deck.id>:<prompt>` (cards without a guid) read as `<id>:<prompt>`.
    private static func rekey(_ deck: ContentDeck, to id: String) -> ContentDeck {
        guard deck.id != id else { return deck }
        var result = deck
        var extras: [String: CardExtras] = [:]
        for index in result.cards.indices {
            let card = result.cards[index]
            let newID = card.id == "\(deck.id):\(card.prompt)" ? "\(id):\(card.prompt)" : card.id
            if let extra = deck.cardExtras?[card.id] { extras[newID] = extra }
            result.cards[index].id = newID
        }
        result.id = id
        result.cardExtras = extras.isEmpty ? nil : extras
        return result
    }
}
