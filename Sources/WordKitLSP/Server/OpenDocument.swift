/// A document the client has open, with what the server knows about it:
/// each line's masked text, the scan state before it, and its misspellings,
/// so that an edit is followed by work on the edited lines only.
struct OpenDocument {
    let uri: String
    let languageId: String
    let kind: DocumentKind
    private let scanner: ProseScanner
    var version: Int?
    var text: TextDocument
    /// The lines with everything that is not prose hidden.
    private(set) var masked: [String] = []
    /// The scan state before each line, and after the last (one more than the lines).
    private var states: [ProseScanner.State] = []
    /// The language it is checked in (directive, else the default).
    var language = ""
    /// Words the user chose to ignore in this document.
    var ignored: Set<String> = []
    /// Each line's misspellings, before ``ignored`` is applied.
    private(set) var findings: [[LineFinding]] = []

    init(uri: String, languageId: String, version: Int?, text: String) {
        self.uri = uri
        self.languageId = languageId
        kind = DocumentKind(languageId: languageId)
        scanner = ProseScanner(kind: kind)
        self.version = version
        self.text = TextDocument(text: text)
    }

    /// The language the document asks for, else `defaultLanguage`.
    func requestedLanguage(default defaultLanguage: String) -> String {
        LanguageDirective.language(in: text.lines, kind: kind) ?? defaultLanguage
    }

    /// Masks every line again and asks `speller` about each (its cache answers unchanged lines).
    mutating func rescanAll(speller: LineSpeller?) {
        var state = scanner.initialState
        states = [state]
        states.reserveCapacity(text.lines.count + 1)
        masked = []
        masked.reserveCapacity(text.lines.count)
        for (index, line) in text.lines.enumerated() {
            let mask = scanner.mask(line, index: index, state: &state)
            masked.append(index < LanguageDirective.linesSearched ? ProseMask.hidingDirective(mask) : mask)
            states.append(state)
        }
        refindAll(speller: speller)
    }

    /// Asks `speller` about every masked line (after the language or the learned words changed).
    mutating func refindAll(speller: LineSpeller?) {
        findings = speller?.findings(in: masked, splitIdentifiers: kind.splitsIdentifiers)
            ?? Array(repeating: [], count: masked.count)
    }

    /// Updates the masks and misspellings after an edit replaced `oldCount`
    /// lines from `start` with `newCount` lines.
    ///
    /// Scanning goes on past the new lines only while the state carried out
    /// of a line differs from the one saved for the next line (an opened code
    /// fence hides what follows; its closing line stops the scan again).
    ///
    /// - Complexity: O(changed lines) plus the lines whose masking the edit changes.
    mutating func rescan(from start: Int, oldCount: Int, newCount: Int, speller: LineSpeller?) {
        guard states.count == masked.count + 1, masked.count - oldCount + newCount == text.lines.count,
              start >= 0, oldCount >= 1, newCount >= 1, start + oldCount <= masked.count
        else {
            rescanAll(speller: speller)
            return
        }
        masked.replaceSubrange(start..<start + oldCount, with: repeatElement("", count: newCount))
        findings.replaceSubrange(start..<start + oldCount, with: repeatElement([], count: newCount))
        // The states between the edited lines; the one before the first line after them is kept
        // to tell when the scan is back in step.
        states.replaceSubrange(start + 1..<start + oldCount, with: repeatElement(scanner.initialState, count: newCount - 1))
        let split = kind.splitsIdentifiers
        var state = states[start]
        var index = start
        while index < text.lines.count {
            let mask = scanner.mask(text.lines[index], index: index, state: &state)
            masked[index] = index < LanguageDirective.linesSearched ? ProseMask.hidingDirective(mask) : mask
            findings[index] = speller?.findings(in: masked[index], splitIdentifiers: split) ?? []
            index += 1
            if index >= start + newCount, states[index] == state { break }
            states[index] = state
        }
        // Lines that moved up into the first lines may hold a directive to hide.
        for line in 0..<min(LanguageDirective.linesSearched, masked.count) {
            let hidden = ProseMask.hidingDirective(masked[line])
            if hidden != masked[line] {
                masked[line] = hidden
                findings[line] = speller?.findings(in: hidden, splitIdentifiers: split) ?? []
            }
        }
    }

    /// The misspellings to show: line, finding; ignored words left out.
    var shownFindings: [(line: Int, finding: LineFinding)] {
        var shown: [(line: Int, finding: LineFinding)] = []
        for (line, found) in findings.enumerated() {
            for finding in found where !ignored.contains(finding.word) { shown.append((line, finding)) }
        }
        return shown
    }
}
