/// The table of finished automaton nodes used while building, so that
/// equivalent nodes (same finality, same edges) are stored once.
///
/// Open addressing over node numbers, keeping each node's hash so the table
/// can grow without touching the nodes; equality is checked against the node
/// arrays themselves.
struct NodeRegister {
    private var nodes: [UInt32]
    private var hashes: [UInt64]
    private var used = 0
    private static let empty = UInt32.max

    init() {
        nodes = [UInt32](repeating: Self.empty, count: 1 << 12)
        hashes = [UInt64](repeating: 0, count: 1 << 12)
    }

    /// Finds a registered node equal to the candidate, or registers `newNode`.
    ///
    /// - Parameters:
    ///   - hash: The candidate's hash (from ``hash(final:labels:targets:)``).
    ///   - isEqual: Whether a registered node equals the candidate.
    ///   - newNode: The number the candidate gets if it is new.
    /// - Returns: The existing equal node, or `nil` after registering `newNode`.
    /// - Complexity: Amortised O(1) probes.
    mutating func find(hash: UInt64, isEqual: (UInt32) -> Bool, orInsert newNode: UInt32) -> UInt32? {
        if (used + 1) * 2 > nodes.count { grow() }
        let mask = nodes.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let node = nodes[index]
            if node == Self.empty {
                nodes[index] = newNode
                hashes[index] = hash
                used += 1
                return nil
            }
            if hashes[index] == hash, isEqual(node) { return node }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        let oldNodes = nodes
        let oldHashes = hashes
        nodes = [UInt32](repeating: Self.empty, count: oldNodes.count * 2)
        hashes = [UInt64](repeating: 0, count: oldNodes.count * 2)
        let mask = nodes.count - 1
        for slot in oldNodes.indices where oldNodes[slot] != Self.empty {
            var index = Int(truncatingIfNeeded: oldHashes[slot]) & mask
            while nodes[index] != Self.empty { index = (index + 1) & mask }
            nodes[index] = oldNodes[slot]
            hashes[index] = oldHashes[slot]
        }
    }

    /// Hashes a node's finality and edges.
    ///
    /// - Returns: The hash.
    static func hash<Labels: Collection<UInt8>, Targets: Collection<UInt32>>(final: Bool, labels: Labels, targets: Targets) -> UInt64 {
        var hash: UInt64 = final ? 0x9E37_79B9_7F4A_7C15 : 0xCBF2_9CE4_8422_2325
        for label in labels {
            hash = (hash ^ UInt64(label)) &* 0x0000_0100_0000_01B3
        }
        for target in targets {
            hash = (hash ^ UInt64(target)) &* 0x0000_0100_0000_01B3
        }
        return hash ^ (hash >> 29)
    }
}
