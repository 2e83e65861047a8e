/// A document the client has open, with what the server knows about it.
struct OpenDocument {
    let uri: String
    let languageId: String
    let kind: DocumentKind
    var version: Int?
    var text: TextDocument
    /// The lines with everything that is not prose hidden.
    var masked: [String] = []
    /// The language it is checked in (directive, else the default).
    var language = ""
    /// Words the user chose to ignore in this document.
    var ignored: Set<String> = []
    /// Each line's misspellings, before ``ignored`` is applied.
    var findings: [[LineFinding]] = []

    init(uri: String, languageId: String, version: Int?, text: String) {
        self.uri = uri
        self.languageId = languageId
        kind = DocumentKind(languageId: languageId)
        self.version = version
        self.text = TextDocument(text: text)
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
