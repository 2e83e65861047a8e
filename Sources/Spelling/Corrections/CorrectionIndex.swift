import Lexicon

/// A word set prepared for correction searches: its automaton and the cost,
/// under one ``ErrorModel``, of every pair of its letters.
///
/// Costs are worked out once per word set, so a search only copies the rows
/// of the letters typed. Matching ignores case: a lowercase letter typed for
/// the word's capital costs ``ErrorModel/Weights/letterCase``.
struct CorrectionIndex: Sendable {
    let automaton: WordSet.Automaton
    /// Each edge of the automaton in one word (see ``packEdges(of:)``), so
    /// that a step of the walk reads one array where the automaton has three.
    let packedEdges: [UInt64]
    let model: ErrorModel
    /// The number of symbols (letters) of the automaton.
    let symbolCount: Int
    /// `substitution[typed * symbolCount + intended]` for typed lowercase symbols.
    let substitution: [UInt16]
    /// The cost of leaving out each symbol.
    let omission: [UInt16]
    /// The cost of leaving out each symbol before the first typed letter.
    let leadingOmission: [UInt16]
    /// The symbol of each symbol's lowercase form (itself when it has none here).
    let lowered: [Int16]
    /// UTF-8 of each symbol's lowercase form, for frequency lookups.
    let lowerUTF8: [[UInt8]]
    /// Each multi-letter rule of the model in symbols; nil when a letter of
    /// its intended text is not in this automaton.
    let ruleSymbols: [[UInt8]?]

    /// Prepares a word set.
    ///
    /// - Complexity: O(*k*²) for *k* letters.
    init(words: WordSet, model: ErrorModel) {
        let automaton = words.automaton
        self.automaton = automaton
        packedEdges = Self.packEdges(of: automaton)
        self.model = model
        let count = automaton.scalars.count
        symbolCount = count
        var substitution = [UInt16](repeating: 0, count: count * count)
        for typed in 0..<count {
            for intended in 0..<count {
                substitution[typed * count + intended] = UInt16(clamping: model.substitution(typed: automaton.scalars[typed], intended: automaton.scalars[intended]))
            }
        }
        self.substitution = substitution
        omission = automaton.scalars.map { UInt16(clamping: model.omission(intended: $0)) }
        leadingOmission = automaton.scalars.map { value in
            let cost = model.omission(intended: value)
            return UInt16(clamping: cost + model.firstLetterSurcharge(for: cost))
        }
        lowered = automaton.scalars.enumerated().map { index, value in
            automaton.symbol(for: ErrorModel.lowercase(value)).map(Int16.init) ?? Int16(index)
        }
        lowerUTF8 = automaton.scalars.map { value in
            Array(String(Unicode.Scalar(ErrorModel.lowercase(value)).map(Character.init) ?? " ").utf8)
        }
        ruleSymbols = model.rules.map { rule in
            var symbols: [UInt8] = []
            for value in rule.intended {
                guard let symbol = automaton.symbol(for: value) else { return nil }
                symbols.append(symbol)
            }
            return symbols
        }
    }

    /// The automaton's edges packed for the walk: the target node in the high
    /// 32 bits, ``finalFlag`` when the target ends a word, the symbol in the
    /// low 8 bits. The walk is bound by memory latency (profiled: loads of the
    /// next edge's label, target and final bit, three arrays far apart, were a
    /// third of its time), so one load per edge instead of three matters.
    ///
    /// - Complexity: O(*e*) for *e* edges (about 2 ms for the English lexicon).
    static func packEdges(of automaton: WordSet.Automaton) -> [UInt64] {
        let count = automaton.targets.count
        return [UInt64](unsafeUninitializedCapacity: count) { packed, initialized in
            automaton.targets.withUnsafeBufferPointer { targets in
                automaton.labels.withUnsafeBufferPointer { labels in
                    automaton.finalBits.withUnsafeBufferPointer { finalBits in
                        for edge in 0..<count {
                            let target = targets[edge]
                            let final = finalBits[Int(target >> 6)] >> UInt64(target & 63) & 1
                            packed[edge] = UInt64(target) << 32 | (final == 0 ? 0 : finalFlag) | UInt64(labels[edge])
                        }
                    }
                }
            }
            initialized = count
        }
    }

    /// The bit of a packed edge (see ``packEdges(of:)``) set when its target ends a word.
    static let finalFlag: UInt64 = 1 << 8

    /// Adds to `candidates` every word of the set whose error cost from
    /// `typed` is at most `maximumCost` and whose score the list would keep.
    ///
    /// A depth-first walk of the automaton keeps one row of the weighted
    /// Damerau–Levenshtein table per letter of the path, and leaves a branch
    /// as soon as no row a longer path could build on is within the bound.
    /// The bound shrinks as the list fills: no candidate scores below its cost.
    ///
    /// - Parameters:
    ///   - typed: The typed word's scalars, lowercase.
    ///   - maximumCost: The largest error cost to accept.
    ///   - ranking: Turns costs and frequencies into scores.
    ///   - origin: Recorded on each candidate.
    ///   - candidates: The list to add to.
    /// - Returns: How many automaton edges the walk followed (a measure of its cost).
    /// - Complexity: Proportional to the automaton paths within the bound
    ///   times the word's length.
    @discardableResult
    func search(_ typed: [UInt32], maximumCost: Int, ranking: Ranking, origin: CandidateList.Candidate.Origin, into candidates: inout CandidateList) -> Int {
        guard !typed.isEmpty, symbolCount > 0 else { return 0 }
        var plan = SearchPlan(index: self, typed: typed)
        return plan.walk(maximumCost: maximumCost, ranking: ranking, origin: origin, into: &candidates)
    }
}

/// What turns an error cost into a score: cost plus a penalty for a rare word.
struct Ranking {
    /// The word frequencies.
    let frequencies: WordFrequencies
    /// Hundredths of an edit per Zipf unit below ``ceiling``.
    let frequencyWeight: Int
    /// Words never to suggest (`NOSUGGEST`).
    let excluded: Set<String>
    /// The Zipf value (hundredths) from which a word counts as fully common:
    /// no penalty, so that the bound a score puts on costs stays tight.
    var ceiling = 650
    /// The largest penalty, in hundredths of an edit (see
    /// ``Corrector/frequencyCap``): below one ordinary edit (100), being
    /// common never outranks a whole letter of distance.
    var cap = Int.max

    /// The score of a word of `cost` whose lowercase UTF-8 is `lowercase`.
    func score(cost: Int, lowercase: UnsafeBufferPointer<UInt8>) -> Int {
        cost + penalty(frequency(lowercase: lowercase))
    }

    /// The frequency penalty of a Zipf value (hundredths).
    func penalty(_ zipf: Int) -> Int {
        min(cap, frequencyWeight * (ceiling - min(zipf, ceiling)) / 100)
    }

    /// The Zipf value of a lowercase word. The lists hold letters only, so
    /// a hyphenated or spaced word counts as its rarest part, and a word with
    /// an apostrophe as the better of its rarest part (`d'accordo`, `c'è`)
    /// and the word typed without it (`dont` for `don't`, as people type it);
    /// an unlisted word gets the floor.
    func frequency(lowercase word: UnsafeBufferPointer<UInt8>) -> Int {
        if let value = frequencies.value(utf8: word) { return value }
        let apostrophe = UInt8(ascii: "'")
        var parts: [[UInt8]] = [[]]
        for byte in word {
            switch byte {
            case apostrophe, UInt8(ascii: "-"), UInt8(ascii: " "): parts.append([])
            default: parts[parts.count - 1].append(byte)
            }
        }
        var lowest = Int.max
        for part in parts where !part.isEmpty {
            let value = part.withUnsafeBufferPointer { frequencies.value(utf8: $0) } ?? frequencies.floor
            lowest = min(lowest, value)
        }
        if lowest == Int.max { lowest = frequencies.floor }
        if word.contains(apostrophe) {
            let joined = word.filter { $0 != apostrophe }
            if let value = joined.withUnsafeBufferPointer({ frequencies.value(utf8: $0) }) { return max(value, lowest) }
        }
        return lowest
    }

    /// The Zipf value of a word in any case.
    func frequency(of word: String) -> Int {
        var lower = word.lowercased()
        return lower.withUTF8 { frequency(lowercase: $0) }
    }
}

/// One search: the typed word's costs against one automaton, and the walk.
private struct SearchPlan {
    let index: CorrectionIndex
    let typed: [UInt32]
    /// Per typed position, the substitution costs against every symbol.
    let substitutionRows: [UInt16]
    /// Per typed position, the cost of that letter being extra.
    let extra: [Int32]
    /// Per symbol, a bit for each typed position holding that letter (lowercase):
    /// swaps are found with two masks instead of a comparison per cell.
    let positions: [UInt64]
    /// The model's rules that match the typed word somewhere.
    let rules: [ActiveRule]
    /// Per lowered symbol: whether a rule not anchored at the end ends with it.
    let endsRule: [Bool]
    /// Per lowered symbol: whether a rule anchored at the end (`$`) ends with it.
    let endsFinalRule: [Bool]
    /// Per lowered symbol: the rules not anchored at the end whose intended
    /// text ends with it, in the order of ``rules`` (indices into it), so
    /// that a row made with that letter looks at those rules alone.
    let rulesEndingWith: [[Int]]
    /// The rules whose intended text is longer than two letters (indices into ``rules``).
    let longRules: [Int]

    /// A rule and where its typed text ends in the typed word.
    struct ActiveRule {
        let intended: [UInt8]
        let lastLowered: Int16
        let typedLength: Int
        let ends: [Int]
        let cost: Int32
        let atStart: Bool
        let atEnd: Bool
    }

    init(index: CorrectionIndex, typed: [UInt32]) {
        self.index = index
        self.typed = typed
        let model = index.model
        let count = index.symbolCount
        var positions = [UInt64](repeating: 0, count: count)
        var rows = [UInt16](repeating: 0, count: typed.count * count)
        for (position, value) in typed.enumerated() {
            let symbol = index.automaton.symbol(for: value).map(Int.init) ?? -1
            if symbol >= 0, position < 64 { positions[symbol] |= 1 << UInt64(position) }
            for intended in 0..<count {
                var cost = symbol >= 0
                    ? Int(index.substitution[symbol * count + intended])
                    : model.substitution(typed: value, intended: index.automaton.scalars[intended])
                if position == 0 { cost += model.firstLetterSurcharge(for: cost) }
                rows[position * count + intended] = UInt16(clamping: cost)
            }
        }
        self.positions = positions
        substitutionRows = rows
        extra = typed.indices.map { position in
            let cost = model.extra(
                typed: typed[position],
                before: position > 0 ? typed[position - 1] : nil,
                after: position + 1 < typed.count ? typed[position + 1] : nil
            )
            return Int32(cost + (position == 0 ? model.firstLetterSurcharge(for: cost) : 0))
        }
        var rules: [ActiveRule] = []
        var endsRule = [Bool](repeating: false, count: count)
        var endsFinalRule = [Bool](repeating: false, count: count)
        for (number, rule) in model.rules.enumerated() {
            guard let intended = index.ruleSymbols[number], let last = intended.last else { continue }
            var ends: [Int] = []
            if rule.typed.count <= typed.count {
                for end in rule.typed.count...typed.count where typed[(end - rule.typed.count)..<end].elementsEqual(rule.typed) {
                    if rule.atStart, end != rule.typed.count { continue }
                    if rule.atEnd, end != typed.count { continue }
                    ends.append(end)
                }
            }
            guard !ends.isEmpty else { continue }
            let lastLowered = index.lowered[Int(last)]
            if rule.atEnd { endsFinalRule[Int(lastLowered)] = true } else { endsRule[Int(lastLowered)] = true }
            rules.append(ActiveRule(
                intended: intended, lastLowered: lastLowered, typedLength: rule.typed.count,
                ends: ends, cost: Int32(rule.cost), atStart: rule.atStart, atEnd: rule.atEnd
            ))
        }
        self.rules = rules
        self.endsRule = endsRule
        self.endsFinalRule = endsFinalRule
        var rulesEndingWith = [[Int]](repeating: [], count: count)
        for (number, rule) in rules.enumerated() where !rule.atEnd {
            rulesEndingWith[Int(rule.lastLowered)].append(number)
        }
        self.rulesEndingWith = rulesEndingWith
        longRules = rules.indices.filter { rules[$0].intended.count > 2 }
    }

    mutating func walk(maximumCost: Int, ranking: Ranking, origin: CandidateList.Candidate.Origin, into candidates: inout CandidateList) -> Int {
        let width = typed.count + 1
        let maximumDepth = typed.count + 8
        let rows = UnsafeMutablePointer<Int32>.allocate(capacity: (maximumDepth + 1) * width)
        let rowMinimum = UnsafeMutablePointer<Int32>.allocate(capacity: maximumDepth + 1)
        let rowLow = UnsafeMutablePointer<Int>.allocate(capacity: maximumDepth + 1)
        let rowHigh = UnsafeMutablePointer<Int>.allocate(capacity: maximumDepth + 1)
        let path = UnsafeMutablePointer<UInt8>.allocate(capacity: maximumDepth + 1)
        defer {
            rows.deallocate()
            rowMinimum.deallocate()
            rowLow.deallocate()
            rowHigh.deallocate()
            path.deallocate()
        }
        // Row 0: the typed prefix against the empty path, all extra letters.
        rows[0] = 0
        rowLow[0] = 0
        rowHigh[0] = 0
        for position in 0..<typed.count {
            rows[position + 1] = rows[position] + extra[position]
            if rows[position + 1] <= maximumCost { rowHigh[0] = position + 1 }
        }
        rowMinimum[0] = 0
        let automaton = index.automaton
        let plan = self
        return automaton.edgeStart.withUnsafeBufferPointer { edgeStart in
            index.packedEdges.withUnsafeBufferPointer { packedEdges in
                plan.substitutionRows.withUnsafeBufferPointer { substitution in
                    index.omission.withUnsafeBufferPointer { omission in
                        index.lowered.withUnsafeBufferPointer { lowered in
                            plan.extra.withUnsafeBufferPointer { extra in
                                plan.positions.withUnsafeBufferPointer { positions in
                                    var walker = Walker(
                                        plan: plan,
                                        automaton: Walker.Automaton(edgeStart: edgeStart, edges: packedEdges),
                                        costs: Walker.Costs(substitution: substitution, omission: omission, lowered: lowered, extra: extra, positions: positions),
                                        table: Walker.Table(
                                            rows: rows, rowMinimum: rowMinimum, rowLow: rowLow, rowHigh: rowHigh,
                                            path: path, width: width, maximumDepth: maximumDepth
                                        ),
                                        maximumCost: Int32(clamping: maximumCost), ranking: ranking, origin: origin
                                    )
                                    let root = Int(automaton.root)
                                    walker.currentBound = walker.bound(candidates)
                                    walker.visit(
                                        edges: Int(edgeStart[root])..<Int(edgeStart[root + 1]), depth: 0, candidates: &candidates
                                    )
                                    return walker.edges
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The depth-first walk over raw buffers.
    private struct Walker {
        /// The automaton's arrays.
        struct Automaton {
            let edgeStart: UnsafeBufferPointer<UInt32>
            /// ``CorrectionIndex/packedEdges``.
            let edges: UnsafeBufferPointer<UInt64>
        }

        /// The search's cost tables.
        struct Costs {
            let substitution: UnsafeBufferPointer<UInt16>
            let omission: UnsafeBufferPointer<UInt16>
            let lowered: UnsafeBufferPointer<Int16>
            let extra: UnsafeBufferPointer<Int32>
            let positions: UnsafeBufferPointer<UInt64>
        }

        /// The rows of the distance table, one per letter of the path.
        struct Table {
            let rows: UnsafeMutablePointer<Int32>
            let rowMinimum: UnsafeMutablePointer<Int32>
            /// The first and last cell of each row within the bound when the
            /// row was made (``Walker/none`` when there is none): cells
            /// outside a band fed by them are not worked out.
            let rowLow: UnsafeMutablePointer<Int>
            let rowHigh: UnsafeMutablePointer<Int>
            let path: UnsafeMutablePointer<UInt8>
            let width: Int
            let maximumDepth: Int
        }

        let plan: SearchPlan
        let automaton: Automaton
        let costs: Costs
        let table: Table
        let maximumCost: Int32
        let ranking: Ranking
        let origin: CandidateList.Candidate.Origin
        let symbolCount: Int
        let doubled: Int32
        let transposition: Int32
        let moved: Int32
        let letterCase: Int32
        let hasRules: Bool
        var word: [UInt8] = []
        var lowerWord: [UInt8] = []
        /// Edges followed so far.
        var edges = 0
        /// ``bound(_:)`` of the list, kept up to date by ``emit(depth:cost:candidates:)``,
        /// the only change made to the list during the walk.
        var currentBound: Int32 = 0

        init(plan: SearchPlan, automaton: Automaton, costs: Costs, table: Table, maximumCost: Int32, ranking: Ranking, origin: CandidateList.Candidate.Origin) {
            self.plan = plan
            self.automaton = automaton
            self.costs = costs
            self.table = table
            self.maximumCost = maximumCost
            self.ranking = ranking
            self.origin = origin
            symbolCount = plan.index.symbolCount
            doubled = Int32(plan.index.model.weights.doubled)
            transposition = Int32(plan.index.model.weights.transposition)
            moved = Int32(plan.index.model.weights.moved)
            letterCase = Int32(plan.index.model.weights.letterCase)
            hasRules = !plan.rules.isEmpty
        }

        /// A cell not worked out: above any bound, and safe to add costs to.
        static let far = Int32.max / 4
        /// ``Table/rowLow`` and ``Table/rowHigh`` of a row without a cell within the bound.
        static let none = (low: Int.max / 4, high: -4)

        @inline(__always)
        func bound(_ candidates: CandidateList) -> Int32 {
            let threshold = candidates.threshold
            return threshold < Int(maximumCost) ? Int32(threshold) : maximumCost
        }

        /// Walks the node whose edges are `edges` (its first edge read by the
        /// caller, early, so that the loads overlap the caller's arithmetic).
        mutating func visit(edges nodeEdges: Range<Int>, depth: Int, candidates: inout CandidateList) {
            let width = table.width
            let n = width - 1
            let count = symbolCount
            let path = table.path
            let previous = table.rows + depth * width
            let current = previous + width
            let before = depth > 0 ? previous - width : previous
            let twoBefore = depth > 1 ? previous - 2 * width : previous
            // The table has a row per typed letter, so it is never empty.
            guard let substitution = costs.substitution.baseAddress else { return }
            let extra = costs.extra
            let lowered = costs.lowered
            var edge = nodeEdges.lowerBound
            let end = nodeEdges.upperBound
            edges += end - edge
            let previousSymbol = depth > 0 ? Int(path[depth - 1]) : -1
            let loweredPrevious = depth > 0 ? Int(lowered[previousSymbol]) : -1
            let previousPositions: UInt64 = loweredPrevious >= 0 ? costs.positions[loweredPrevious] : 0
            let secondPositions: UInt64 = depth > 1 ? costs.positions[Int(lowered[Int(path[depth - 2])])] : 0
            // A capital in the path costs its case even when reached by a swap or a move.
            let previousCase: Int32 = depth > 0 && Int(lowered[previousSymbol]) != previousSymbol ? letterCase : 0
            let secondCase: Int32 = depth > 1 && Int(lowered[Int(path[depth - 2])]) != Int(path[depth - 2]) ? letterCase : 0
            // The band of cells worth working out: fed by a cell within the
            // bound of this row (down or diagonally), of the row before (a
            // swap) or the one before that (a move); the limit is the bound
            // now, which only shrinks while the children are made.
            let limit = currentBound
            let bandLow = min(table.rowLow[depth], depth > 0 ? table.rowLow[depth - 1] + 2 : Self.none.low,
                              depth > 1 ? table.rowLow[depth - 2] + 3 : Self.none.low)
            let bandHigh = min(n, max(table.rowHigh[depth] + 1, depth > 0 ? table.rowHigh[depth - 1] + 2 : Self.none.high,
                                      depth > 1 ? table.rowHigh[depth - 2] + 3 : Self.none.high))
            while edge < end {
                let packed = automaton.edges[edge]
                let target = Int(truncatingIfNeeded: packed >> 32)
                // Read before the row is made, so that these loads (often
                // cache misses) overlap its arithmetic.
                let childStart = Int(automaton.edgeStart[target])
                let childEnd = Int(automaton.edgeStart[target + 1])
                let symbol = Int(truncatingIfNeeded: packed & 0xFF)
                path[depth] = UInt8(truncatingIfNeeded: symbol)
                let omit: Int32 = depth > 0 && Int(path[depth - 1]) == symbol ? doubled : Int32(costs.omission[symbol])
                current[0] = previous[0] &+ (depth == 0 ? Int32(plan.index.leadingOmission[symbol]) : omit)
                var minimum = current[0]
                var low = current[0] <= limit ? 0 : Self.none.low
                var high = current[0] <= limit ? 0 : Self.none.high
                let loweredSymbol = Int(lowered[symbol])
                let symbolCase: Int32 = loweredSymbol != symbol ? letterCase : 0
                let positions = costs.positions[loweredSymbol]
                // Bit p - 1 set: typed p-2, p-1 are this letter and the previous one, swapped.
                let swaps = previousPositions & (positions << 1)
                // Bit p - 1 set: typed p-3…p-1 are the path's last three letters
                // with one of them moved two places (x y z for y z x or z x y).
                let moves = depth > 1
                    ? (previousPositions & (secondPositions << 1) & (positions << 2)) | (secondPositions & (positions << 1) & (previousPositions << 2))
                    : 0
                let first = low == 0 ? 1 : min(n + 1, max(1, bandLow))
                var position = 1
                while position < first, position <= n {
                    current[position] = Self.far
                    position += 1
                }
                var row = substitution + symbol + (first - 1) * count
                while position <= bandHigh {
                    var value = previous[position - 1] &+ Int32(row.pointee)
                    let deletion = current[position - 1] &+ extra[position - 1]
                    if deletion < value { value = deletion }
                    let insertion = previous[position] &+ omit
                    if insertion < value { value = insertion }
                    if swaps != 0, (swaps >> UInt64(position - 1)) & 1 != 0 {
                        let swapped = before[position - 2] &+ transposition &+ symbolCase &+ previousCase
                        if swapped < value { value = swapped }
                    }
                    if moves != 0, (moves >> UInt64(position - 1)) & 1 != 0 {
                        let shifted = twoBefore[position - 3] &+ moved &+ symbolCase &+ previousCase &+ secondCase
                        if shifted < value { value = shifted }
                    }
                    current[position] = value
                    if value < minimum { minimum = value }
                    if value <= limit {
                        if low == Self.none.low { low = position }
                        high = position
                    }
                    row += count
                    position += 1
                }
                // Past the band only extra typed letters can follow a cell within the bound.
                while position <= n {
                    let value = current[position - 1] &+ extra[position - 1]
                    if value > limit { break }
                    current[position] = value
                    if value < minimum { minimum = value }
                    if low == Self.none.low { low = position }
                    high = position
                    position += 1
                }
                while position <= n {
                    current[position] = Self.far
                    position += 1
                }
                if hasRules, plan.endsRule[loweredSymbol],
                   let lowered = applyRules(depth: depth + 1, loweredLast: Int16(loweredSymbol), row: current, minimum: minimum) {
                    minimum = lowered
                    (low, high) = Self.band(of: current, width: width, limit: limit)
                }
                table.rowMinimum[depth + 1] = minimum
                table.rowLow[depth + 1] = low
                table.rowHigh[depth + 1] = high
                if packed & CorrectionIndex.finalFlag != 0 {
                    var cost = current[n]
                    if hasRules, plan.endsFinalRule[loweredSymbol] {
                        cost = min(cost, endRuleCost(depth: depth + 1, loweredLast: Int16(loweredSymbol)))
                    }
                    if cost > 0, cost <= currentBound { emit(depth: depth + 1, cost: Int(cost), candidates: &candidates) }
                }
                if depth + 1 < table.maximumDepth, withinBound(depth: depth + 1, limit: currentBound) {
                    visit(edges: childStart..<childEnd, depth: depth + 1, candidates: &candidates)
                }
                edge += 1
            }
        }

        /// The first and last cell of a row within `limit`.
        static func band(of row: UnsafeMutablePointer<Int32>, width: Int, limit: Int32) -> (low: Int, high: Int) {
            var (low, high) = none
            for position in 0..<width where row[position] <= limit {
                if low == none.low { low = position }
                high = position
            }
            return (low, high)
        }

        /// Whether a longer path could still come within the bound: the
        /// row is, or the one before it is (a swap reaches one row back), or
        /// a rule's intended text began at an earlier row that was and the
        /// path since spells the start of that text.
        @inline(__always)
        func withinBound(depth: Int, limit: Int32) -> Bool {
            let rowMinimum = table.rowMinimum
            if rowMinimum[depth] <= limit { return true }
            if depth >= 1, rowMinimum[depth - 1] <= limit { return true }
            // A move reaches two rows back: from a cell within the bound whose
            // typed letters after it fit the path's last two letters.
            if depth >= 2, rowMinimum[depth - 2] <= limit {
                let last = costs.positions[Int(costs.lowered[Int(table.path[depth - 1])])]
                let second = costs.positions[Int(costs.lowered[Int(table.path[depth - 2])])]
                // Bit k: typed k-1, k are the last two letters (a later letter moves
                // left before them), or typed k-2 is the last and k the second last.
                var fits = (last & (second << 1)) | (second & (last << 2))
                let source = table.rows + (depth - 2) * table.width
                while fits != 0 {
                    let k = fits.trailingZeroBitCount
                    if k >= 2, source[k - 2] <= limit { return true }
                    fits &= fits - 1
                }
            }
            guard hasRules else { return false }
            for number in plan.longRules {
                let rule = plan.rules[number]
                var back = 2
                while back < rule.intended.count, back <= depth {
                    if rowMinimum[depth - back] <= limit, pathSpells(rule.intended, from: depth - back, count: back) { return true }
                    back += 1
                }
            }
            return false
        }

        /// Whether the path from `start` on spells the first `count` letters of `text`.
        @inline(__always)
        func pathSpells(_ text: [UInt8], from start: Int, count: Int) -> Bool {
            var offset = 0
            while offset < count {
                if costs.lowered[Int(table.path[start + offset])] != costs.lowered[Int(text[offset])] { return false }
                offset += 1
            }
            return true
        }

        /// Lowers the cells of row `depth` that a multi-letter rule reaches
        /// more cheaply, then carries the gain to the right through extra
        /// letters; returns the row's new minimum, or nil when nothing changed.
        mutating func applyRules(depth: Int, loweredLast: Int16, row: UnsafeMutablePointer<Int32>, minimum: Int32) -> Int32? {
            let width = table.width
            var changedFrom = Int.max
            for number in plan.rulesEndingWith[Int(loweredLast)] {
                let rule = plan.rules[number]
                guard rule.intended.count <= depth,
                      pathSpells(rule.intended, from: depth - rule.intended.count, count: rule.intended.count) else { continue }
                let startRow = depth - rule.intended.count
                if rule.atStart, startRow != 0 { continue }
                let source = table.rows + startRow * width
                for end in rule.ends {
                    let value = source[end - rule.typedLength] + rule.cost
                    if value < row[end] {
                        row[end] = value
                        changedFrom = min(changedFrom, end)
                    }
                }
            }
            guard changedFrom != Int.max else { return nil }
            var lowest = minimum
            var position = changedFrom
            while position < width {
                if position > changedFrom {
                    let carried = row[position - 1] + costs.extra[position - 1]
                    if carried < row[position] { row[position] = carried }
                }
                if row[position] < lowest { lowest = row[position] }
                position += 1
            }
            return lowest
        }

        /// The cost of the whole word through a rule anchored at its end (`$`).
        func endRuleCost(depth: Int, loweredLast: Int16) -> Int32 {
            var best = Int32.max
            let n = table.width - 1
            for rule in plan.rules where rule.atEnd && rule.lastLowered == loweredLast && rule.intended.count <= depth
                && pathSpells(rule.intended, from: depth - rule.intended.count, count: rule.intended.count) {
                let startRow = depth - rule.intended.count
                if rule.atStart, startRow != 0 { continue }
                let value = table.rows[startRow * table.width + n - rule.typedLength] + rule.cost
                if value < best { best = value }
            }
            return best
        }

        /// Scores the word spelled by the path and offers it to the list.
        mutating func emit(depth: Int, cost: Int, candidates: inout CandidateList) {
            let words = plan.index.automaton
            word.removeAll(keepingCapacity: true)
            lowerWord.removeAll(keepingCapacity: true)
            for offset in 0..<depth {
                let symbol = Int(table.path[offset])
                word.append(contentsOf: words.utf8[symbol])
                lowerWord.append(contentsOf: plan.index.lowerUTF8[symbol])
            }
            let score = lowerWord.withUnsafeBufferPointer { ranking.score(cost: cost, lowercase: $0) }
            guard score <= candidates.admission else { return }
            let text = String(decoding: word, as: UTF8.self)
            if !ranking.excluded.isEmpty, ranking.excluded.contains(text) { return }
            candidates.insert(CandidateList.Candidate(word: text, cost: cost, score: score, origin: origin))
            currentBound = bound(candidates)
        }
    }
}
