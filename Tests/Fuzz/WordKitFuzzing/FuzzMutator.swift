import Foundation
import GameKernel

/// Makes inputs from a corpus by mutation, the way libFuzzer does, but
/// without coverage feedback: the same corpus, dictionary and seed always
/// give the same inputs, in the same order.
///
/// This is what CI's fuzz gate replays (`make fuzz-gate`): a fixed generated
/// corpus that repeats exactly, so the gate passes or fails on the code, not
/// on the luck of a run. libFuzzer, even from a fixed `-seed`, follows the
/// coverage it measures, and that varies between runs; its exploratory runs
/// (`make fuzz`) stay outside the gate, and what they find becomes a kept
/// regression.
///
/// Each input is one to five stacked mutations of a corpus entry or of an
/// earlier generated input (so mutations go deeper than one step): erase,
/// insert or change bytes, flip a bit, copy or swap a part, insert or
/// overwrite with a dictionary token, splice with another entry, change an
/// ASCII number, truncate.
package struct FuzzMutator {
    /// The inputs mutations start from, in a fixed order.
    package let corpus: [Data]
    /// Keywords of the input format (the target's libFuzzer dictionary).
    package let tokens: [Data]
    /// The longest input made.
    package let maxLength: Int
    private var rng: SplitMix64
    private var recent: [Data] = []

    /// A mutator over `corpus`.
    ///
    /// - Parameters:
    ///   - corpus: The inputs to start from; an empty corpus starts from empty input.
    ///   - tokens: Format keywords to insert.
    ///   - seed: The seed: the same seed gives the same inputs.
    ///   - maxLength: The longest input made (CI's libFuzzer runs used 8,192).
    package init(corpus: [Data], tokens: [Data], seed: UInt64, maxLength: Int = 8192) {
        self.corpus = corpus.isEmpty ? [Data()] : corpus
        self.tokens = tokens
        self.maxLength = max(1, maxLength)
        self.rng = SplitMix64(seed: seed)
    }

    /// The next input.
    package mutating func next() -> Data {
        // Half the inputs start from the corpus, half from a recent input, so
        // that some carry several rounds of mutations.
        var data = recent.isEmpty || draw(2) == 0 ? corpus[draw(corpus.count)] : recent[draw(recent.count)]
        for _ in 0...draw(5) {
            mutate(&data)
        }
        if data.count > maxLength { data = data.prefix(maxLength) }
        if recent.count < 64 { recent.append(data) } else { recent[draw(64)] = data }
        return data
    }

    private mutating func draw(_ bound: Int) -> Int {
        bound <= 1 ? 0 : Int(rng.next() % UInt64(bound))
    }

    private mutating func byte() -> UInt8 {
        // Bytes that matter to text formats more often than the others.
        let interesting: [UInt8] = [0, 0x09, 0x0A, 0x0D, 0x20, 0x22, 0x23, 0x2C, 0x3A, 0x3B, 0x7B, 0x7D, 0x7F, 0x80, 0xC3, 0xCC, 0xE2, 0xFF]
        return draw(3) == 0 ? interesting[draw(interesting.count)] : UInt8(truncatingIfNeeded: rng.next())
    }

    private mutating func mutate(_ data: inout Data) {
        let count = data.count
        switch draw(12) {
        case 0 where count > 0:  // erase a run
            let start = draw(count)
            data.removeSubrange(start..<min(count, start + 1 + draw(min(count - start, 16))))
        case 1:  // insert a byte, or a run of one byte
            let run = draw(4) == 0 ? 1 + draw(32) : 1
            data.insert(contentsOf: Data(repeating: byte(), count: run), at: draw(count + 1))
        case 2 where count > 0:  // change a byte
            data[data.startIndex + draw(count)] = byte()
        case 3 where count > 0:  // flip a bit
            data[data.startIndex + draw(count)] ^= UInt8(1) << UInt8(draw(8))
        case 4 where count > 1:  // swap two bytes
            let (a, b) = (data.startIndex + draw(count), data.startIndex + draw(count))
            data.swapAt(a, b)
        case 5 where count > 0:  // copy a part elsewhere
            let start = draw(count)
            let part = data.subdata(in: data.startIndex + start..<data.startIndex + min(count, start + 1 + draw(64)))
            data.insert(contentsOf: part, at: data.startIndex + draw(count + 1))
        case 6 where !tokens.isEmpty, 7 where !tokens.isEmpty:  // insert a keyword
            data.insert(contentsOf: tokens[draw(tokens.count)], at: data.startIndex + draw(count + 1))
        case 8 where !tokens.isEmpty && count > 0:  // overwrite with a keyword
            let token = tokens[draw(tokens.count)]
            let start = draw(count)
            data.replaceSubrange(data.startIndex + start..<data.startIndex + min(count, start + token.count), with: token)
        case 9:  // splice with another corpus entry
            let other = corpus[draw(corpus.count)]
            let cut = draw(count + 1)
            let from = draw(other.count + 1)
            data = data.prefix(cut) + other.suffix(from: other.startIndex + from)
        case 10 where count > 0:  // change an ASCII number
            changeNumber(&data)
        case 11 where count > 1:  // truncate
            data = data.prefix(draw(count))
        default:
            data.append(byte())
        }
    }

    private mutating func changeNumber(_ data: inout Data) {
        let bytes = [UInt8](data)
        let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
        guard let start = (0..<bytes.count).shuffledStart(draw(bytes.count)).first(where: { isDigit(bytes[$0]) }) else {
            data.append(contentsOf: Array("\(draw(1000))".utf8))
            return
        }
        var end = start
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        let replacements = ["0", "1", "-1", "255", "256", "65536", "2147483647", "4294967296", "9223372036854775807",
                            "99999999999999999999", "\(draw(100))"]
        let replacement = replacements[draw(replacements.count)]
        data.replaceSubrange(data.startIndex + start..<data.startIndex + end, with: Array(replacement.utf8))
    }
}

private extension Range where Bound == Int {
    /// The range's values from `start` on, then from its lower bound: a
    /// search that starts at a drawn place and wraps around.
    func shuffledStart(_ start: Int) -> [Int] {
        Array(Swift.max(lowerBound, start)..<upperBound) + Array(lowerBound..<Swift.max(lowerBound, start))
    }
}
