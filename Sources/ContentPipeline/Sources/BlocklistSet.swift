/// A language's blocklists, each with a name, so that the content report can
/// count what each one removed.
public struct BlocklistSet: Sendable {
    /// The lists, in the order they are consulted.
    public var lists: [(name: String, list: Blocklist)]

    /// Creates a set.
    ///
    /// - Parameter lists: Named lists, consulted in order.
    public init(_ lists: [(name: String, list: Blocklist)] = []) {
        self.lists = lists
    }

    /// The name of the first list that blocks `word`, or nil.
    ///
    /// - Parameter word: A lowercase word or phrase in NFC.
    public func blockingList(for word: String) -> String? {
        lists.first { $0.list.blocks(word) }?.name
    }

    /// Whether any list blocks `word`.
    ///
    /// - Parameter word: A lowercase word in NFC.
    public func blocks(_ word: String) -> Bool {
        blockingList(for: word) != nil
    }

    /// One list holding every word of every list (exact words, stems and parts).
    public var merged: Blocklist {
        lists.reduce(into: Blocklist()) { $0.merge($1.list) }
    }
}
