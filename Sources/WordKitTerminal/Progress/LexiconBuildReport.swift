import Foundation
import Spelling
import Synchronization

/// What a lexicon build says while it runs: a progress bar on one line,
/// redrawn in place on a terminal and a line per tenth of the way
/// otherwise, then the count of forms built and what the word list leaves out.
///
/// The words are made here; where they go is the caller's: `text` for lines
/// that may hold words from a dictionary (a front end shows their control
/// characters), `control` for lines that move the cursor themselves.
package enum LexiconBuildReport {
    /// What a lexicon leaves out: the first few notes and a count, or nil when there are none.
    ///
    /// - Parameters:
    ///   - notes: The lexicon's notes.
    ///   - name: The dictionary's name (`en_US`).
    /// - Returns: The lines, each ending in a line break.
    package static func notes(_ notes: [String], name: String) -> String? {
        guard !notes.isEmpty else { return nil }
        let shown = notes.prefix(5)
        var text = "wordkit: note: the \(name) word list is incomplete:\n"
        for note in shown { text += "  - \(note)\n" }
        if notes.count > shown.count { text += "  - and \(notes.count - shown.count) more notes\n" }
        return text
    }

    /// A progress display for building the `name` word list.
    ///
    /// - Parameters:
    ///   - name: The dictionary's name (`en_US`).
    ///   - terminal: Whether the lines go to a terminal (then the bar is redrawn in place).
    ///   - text: Writes a line that may hold words from the dictionary.
    ///   - control: Writes a line with its own cursor movements.
    /// - Returns: What to call with each step of the build.
    package static func progress(
        for name: String, terminal: Bool, text: @escaping @Sendable (String) -> Void, control: @escaping @Sendable (String) -> Void
    ) -> @Sendable (LexiconStore.BuildProgress) -> Void {
        let state = ProgressState()
        return { step in
            let prefix = "wordkit: building the \(name) word list (once, then cached): "
            switch step {
            case .expanding:
                if terminal { control("\r" + prefix + "reading the dictionary…\u{1B}[K") }
            case let .verifying(done, total, forms):
                let fraction = total > 0 ? Double(done) / Double(total) : 1
                let filled = Int(fraction * 24)
                let bar = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 24 - filled) + "]"
                let line = "\(bar) \(Int(fraction * 100))% (\(done) of \(total) stems, \(forms) forms so far)"
                if terminal {
                    control("\r" + prefix + line + "\u{1B}[K")
                } else if state.advance(to: Int(fraction * 10)) {
                    text(prefix + line + "\n")
                }
            case let .note(note):
                state.notes.withLock { $0.append(note) }
            case let .finished(forms):
                let line = forms == 0 ? "wordkit: no \(name) word list was built." : "wordkit: built the \(name) word list: \(forms) forms."
                control(terminal ? "\r" + line + "\u{1B}[K\n" : line + "\n")
                if let notes = notes(state.notes.withLock { $0 }, name: name) { text(notes) }
            }
        }
    }
}

/// What a progress display remembers between calls.
private final class ProgressState: Sendable {
    let tenths = Mutex(-1)
    let notes = Mutex<[String]>([])

    /// Whether `tenth` is past the last one shown (and remembers it).
    func advance(to tenth: Int) -> Bool {
        tenths.withLock { shown in
            guard tenth > shown else { return false }
            shown = tenth
            return true
        }
    }
}
