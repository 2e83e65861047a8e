import Lexicon

/// A word set prepared for correction searches: its automaton and the cost,
/// under one ``ErrorModel``, of every pair of its letters.
///
/// Costs are worked out once per word set, so a search only copies the rows
/// of the letters typed. Matching ignores case: a lowercase letter typed for
/// the word's capital costs ``ErrorModel/Weights/letterCase``.
struct CorrectionIndex: Sendable {
    let automaton: WordSet.Automaton
    let model: ErrorModel
    /// The number of symbols (letters) of the automaton.
    let symbolCount: Int
    /// `substitution[typed * symbolCount + intended]` for typed lowercase symbols.
    let substitution: [UInt16]
    /// The cost of leaving out each symbol.
    let omission: [UInt16]
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

    /// The score of a word of `cost` whose lowercase UTF-8 is `lowercase`.
    func score(cost: Int, lowercase: UnsafeBufferPointer<UInt8>) -> Int {
        cost + penalty(frequency(lowercase: lowercase))
    }

    /// The frequency penalty of a Zipf value (hundredths).
    func penalty(_ zipf: Int) -> Int {
        frequencyWeight * (ceiling - min(zipf, ceiling)) / 100
    }

    /// The Zipf value of a lowercase word: an apostrophe is left out
    /// (`don't` is looked up as `dont`, as people type it), a hyphenated or
    /// spaced word counts as its rarest part, and an unlisted word gets the floor.
    func frequency(lowercase word: UnsafeBufferPointer<UInt8>) -> Int {
        if let value = frequencies.value(utf8: word) { return value }
        var parts: [[UInt8]] = [[]]
        for byte in word {
            switch byte {
            case UInt8(ascii: "'"): continue
            case UInt8(ascii: "-"), UInt8(ascii: " "): parts.append([])
            default: parts[parts.count - 1].append(byte)
            }
        }
        var lowest = Int.max
        for part in parts where !part.isEmpty {
            let value = part.withUnsafeBufferPointer { frequencies.value(utf8: $0) } ?? frequencies.floor
            lowest = min(lowest, value)
        }
        return lowest == Int.max ? frequencies.floor : lowest
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
    /// The typed letters as symbols of the automaton (-1 when absent).
    let typedSymbols: [Int]
    /// Per typed position, the substitution costs against every symbol.
    let substitutionRows: [UInt16]
    /// Per typed position, the cost of that letter being extra.
    let extra: [Int32]
    /// The model's rules that match the typed word somewhere.
    let rules: [ActiveRule]

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
        let surcharge = model.weights.firstLetter
        var typedSymbols: [Int] = []
        var rows = [UInt16](repeating: 0, count: typed.count * count)
        for (position, value) in typed.enumerated() {
            let symbol = index.automaton.symbol(for: value).map(Int.init) ?? -1
            typedSymbols.append(symbol)
            for intended in 0..<count {
                var cost = symbol >= 0
                    ? Int(index.substitution[symbol * count + intended])
                    : model.substitution(typed: value, intended: index.automaton.scalars[intended])
                if position == 0, cost > 0 { cost += surcharge }
                rows[position * count + intended] = UInt16(clamping: cost)
            }
        }
        self.typedSymbols = typedSymbols
        substitutionRows = rows
        extra = typed.indices.map { position in
            let cost = model.extra(
                typed: typed[position],
                before: position > 0 ? typed[position - 1] : nil,
                after: position + 1 < typed.count ? typed[position + 1] : nil
            )
            return Int32(cost + (position == 0 ? surcharge : 0))
        }
        var rules: [ActiveRule] = []
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
            rules.append(ActiveRule(
                intended: intended, lastLowered: index.lowered[Int(last)], typedLength: rule.typed.count,
                ends: ends, cost: Int32(rule.cost), atStart: rule.atStart, atEnd: rule.atEnd
            ))
        }
        self.rules = rules
    }

    mutating func walk(maximumCost: Int, ranking: Ranking, origin: CandidateList.Candidate.Origin, into candidates: inout CandidateList) -> Int {
        let width = typed.count + 1
        let maximumDepth = typed.count + 8
        let rows = UnsafeMutablePointer<Int32>.allocate(capacity: (maximumDepth + 1) * width)
        let rowMinimum = UnsafeMutablePointer<Int32>.allocate(capacity: maximumDepth + 1)
        let path = UnsafeMutablePointer<UInt8>.allocate(capacity: maximumDepth + 1)
        defer {
            rows.deallocate()
            rowMinimum.deallocate()
            path.deallocate()
        }
        // Row 0: the typed prefix against the empty path, all extra letters.
        rows[0] = 0
        for position in 0..<typed.count {
            rows[position + 1] = rows[position] + extra[position]
        }
        rowMinimum[0] = 0
        let automaton = index.automaton
        return automaton.edgeStart.withUnsafeBufferPointer { edgeStart in
            automaton.labels.withUnsafeBufferPointer { labels in
                automaton.targets.withUnsafeBufferPointer { targets in
                    automaton.finalBits.withUnsafeBufferPointer { finalBits in
                        substitutionRows.withUnsafeBufferPointer { substitution in
                            index.omission.withUnsafeBufferPointer { omission in
                                index.lowered.withUnsafeBufferPointer { lowered in
                                    extra.withUnsafeBufferPointer { extra in
                                        var walker = Walker(
                                            plan: self, edgeStart: edgeStart, labels: labels, targets: targets, finalBits: finalBits,
                                            substitution: substitution, omission: omission, lowered: lowered, extra: extra,
                                            rows: rows, rowMinimum: rowMinimum, path: path, width: width, maximumDepth: maximumDepth,
                                            maximumCost: Int32(clamping: maximumCost), ranking: ranking, origin: origin
                                        )
                                        walker.visit(automaton.root, depth: 0, candidates: &candidates)
                                        return walker.edges
                                    }
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
        let plan: SearchPlan
        let edgeStart: UnsafeBufferPointer<UInt32>
        let labels: UnsafeBufferPointer<UInt8>
        let targets: UnsafeBufferPointer<UInt32>
        let finalBits: UnsafeBufferPointer<UInt64>
        let substitution: UnsafeBufferPointer<UInt16>
        let omission: UnsafeBufferPointer<UInt16>
        let lowered: UnsafeBufferPointer<Int16>
        let extra: UnsafeBufferPointer<Int32>
        let rows: UnsafeMutablePointer<Int32>
        let rowMinimum: UnsafeMutablePointer<Int32>
        let path: UnsafeMutablePointer<UInt8>
        let width: Int
        let maximumDepth: Int
        let maximumCost: Int32
        let ranking: Ranking
        let origin: CandidateList.Candidate.Origin
        var word: [UInt8] = []
        var lowerWord: [UInt8] = []
        /// Edges followed so far.
        var edges = 0

        init(
            plan: SearchPlan, edgeStart: UnsafeBufferPointer<UInt32>, labels: UnsafeBufferPointer<UInt8>,
            targets: UnsafeBufferPointer<UInt32>, finalBits: UnsafeBufferPointer<UInt64>,
            substitution: UnsafeBufferPointer<UInt16>, omission: UnsafeBufferPointer<UInt16>,
            lowered: UnsafeBufferPointer<Int16>, extra: UnsafeBufferPointer<Int32>,
            rows: UnsafeMutablePointer<Int32>, rowMinimum: UnsafeMutablePointer<Int32>, path: UnsafeMutablePointer<UInt8>,
            width: Int, maximumDepth: Int, maximumCost: Int32, ranking: Ranking, origin: CandidateList.Candidate.Origin
        ) {
            self.plan = plan
            self.edgeStart = edgeStart
            self.labels = labels
            self.targets = targets
            self.finalBits = finalBits
            self.substitution = substitution
            self.omission = omission
            self.lowered = lowered
            self.extra = extra
            self.rows = rows
            self.rowMinimum = rowMinimum
            self.path = path
            self.width = width
            self.maximumDepth = maximumDepth
            self.maximumCost = maximumCost
            self.ranking = ranking
            self.origin = origin
        }

        @inline(__always)
        func bound(_ candidates: CandidateList) -> Int32 {
            let threshold = candidates.threshold
            return threshold < Int(maximumCost) ? Int32(threshold) : maximumCost
        }

        mutating func visit(_ node: UInt32, depth: Int, candidates: inout CandidateList) {
            let n = width - 1
            let count = plan.index.symbolCount
            let doubled = Int32(plan.index.model.weights.doubled)
            let transposition = Int32(plan.index.model.weights.transposition)
            let firstLetter = Int32(plan.index.model.weights.firstLetter)
            let previous = rows + depth * width
            let current = previous + width
            let before = depth > 0 ? previous - width : previous
            var edge = Int(edgeStart[Int(node)])
            let end = Int(edgeStart[Int(node) + 1])
            edges += end - edge
            while edge < end {
                let symbol = Int(labels[edge])
                path[depth] = UInt8(truncatingIfNeeded: symbol)
                let omit: Int32 = depth > 0 && Int(path[depth - 1]) == symbol ? doubled : Int32(omission[symbol])
                current[0] = previous[0] + omit + (depth == 0 ? firstLetter : 0)
                var minimum = current[0]
                let loweredSymbol = Int(lowered[symbol])
                let loweredPrevious = depth > 0 ? Int(lowered[Int(path[depth - 1])]) : -2
                var position = 1
                while position <= n {
                    var value = previous[position - 1] + Int32(substitution[(position - 1) * count + symbol])
                    let deletion = current[position - 1] + extra[position - 1]
                    if deletion < value { value = deletion }
                    let insertion = previous[position] + omit
                    if insertion < value { value = insertion }
                    if position >= 2, depth >= 1,
                       plan.typedSymbols[position - 1] == loweredPrevious, plan.typedSymbols[position - 2] == loweredSymbol {
                        let swapped = before[position - 2] + transposition
                        if swapped < value { value = swapped }
                    }
                    current[position] = value
                    if value < minimum { minimum = value }
                    position += 1
                }
                if !plan.rules.isEmpty {
                    minimum = applyRules(depth: depth + 1, loweredLast: Int16(loweredSymbol), row: current, minimum: minimum)
                }
                rowMinimum[depth + 1] = minimum
                let target = targets[edge]
                let limit = bound(candidates)
                if finalBits[Int(target >> 6)] & (1 << UInt64(target & 63)) != 0 {
                    var cost = current[n]
                    if !plan.rules.isEmpty { cost = min(cost, endRuleCost(depth: depth + 1, loweredLast: Int16(loweredSymbol))) }
                    if cost > 0, cost <= limit { emit(depth: depth + 1, cost: Int(cost), candidates: &candidates) }
                }
                if depth + 1 < maximumDepth, withinBound(depth: depth + 1, limit: bound(candidates)) {
                    visit(target, depth: depth + 1, candidates: &candidates)
                }
                edge += 1
            }
        }

        /// Whether a longer path could still come within the bound: the
        /// row is, or the one before it is (a swap reaches one row back), or
        /// a rule's intended text began at an earlier row that was and the
        /// path since spells the start of that text.
        @inline(__always)
        func withinBound(depth: Int, limit: Int32) -> Bool {
            if rowMinimum[depth] <= limit { return true }
            if depth >= 1, rowMinimum[depth - 1] <= limit { return true }
            for rule in plan.rules where rule.intended.count > 2 {
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
                if lowered[Int(path[start + offset])] != lowered[Int(text[offset])] { return false }
                offset += 1
            }
            return true
        }

        /// Whether the path's last letters, lowercase, spell `intended`.
        @inline(__always)
        func pathEnds(with intended: [UInt8], depth: Int) -> Bool {
            guard intended.count <= depth else { return false }
            var offset = 0
            while offset < intended.count {
                if lowered[Int(path[depth - intended.count + offset])] != lowered[Int(intended[offset])] { return false }
                offset += 1
            }
            return true
        }

        /// Lowers the cells of row `depth` that a multi-letter rule reaches
        /// more cheaply, then carries the gain to the right through extra letters.
        mutating func applyRules(depth: Int, loweredLast: Int16, row: UnsafeMutablePointer<Int32>, minimum: Int32) -> Int32 {
            var changedFrom = Int.max
            for rule in plan.rules where !rule.atEnd && rule.lastLowered == loweredLast && pathEnds(with: rule.intended, depth: depth) {
                let startRow = depth - rule.intended.count
                if rule.atStart, startRow != 0 { continue }
                let source = rows + startRow * width
                for end in rule.ends {
                    let value = source[end - rule.typedLength] + rule.cost
                    if value < row[end] {
                        row[end] = value
                        changedFrom = min(changedFrom, end)
                    }
                }
            }
            guard changedFrom != Int.max else { return minimum }
            var lowest = minimum
            var position = changedFrom
            while position < width {
                if position > changedFrom {
                    let carried = row[position - 1] + extra[position - 1]
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
            let n = width - 1
            for rule in plan.rules where rule.atEnd && rule.lastLowered == loweredLast && pathEnds(with: rule.intended, depth: depth) {
                let startRow = depth - rule.intended.count
                if rule.atStart, startRow != 0 { continue }
                let value = rows[startRow * width + n - rule.typedLength] + rule.cost
                if value < best { best = value }
            }
            return best
        }

        /// Scores the word spelled by the path and offers it to the list.
        mutating func emit(depth: Int, cost: Int, candidates: inout CandidateList) {
            let automaton = plan.index.automaton
            word.removeAll(keepingCapacity: true)
            lowerWord.removeAll(keepingCapacity: true)
            for offset in 0..<depth {
                let symbol = Int(path[offset])
                word.append(contentsOf: automaton.utf8[symbol])
                lowerWord.append(contentsOf: plan.index.lowerUTF8[symbol])
            }
            let score = lowerWord.withUnsafeBufferPointer { ranking.score(cost: cost, lowercase: $0) }
            guard score <= candidates.admission else { return }
            let text = String(decoding: word, as: UTF8.self)
            if !ranking.excluded.isEmpty, ranking.excluded.contains(text) { return }
            candidates.insert(CandidateList.Candidate(word: text, cost: cost, score: score, origin: origin))
        }
    }
}
