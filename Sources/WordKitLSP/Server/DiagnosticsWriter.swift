/// Writes a `textDocument/publishDiagnostics` notification straight to JSON
/// text: the same message ``LanguageServer/diagnostic(line:finding:)`` values
/// would serialize to, without building a value per diagnostic.
enum DiagnosticsWriter {
    /// The notification for `document`'s shown misspellings.
    static func publication(of document: OpenDocument) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256 + document.findings.count * 16)
        output.append(contentsOf: #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":["#.utf8)
        var first = true
        for (line, found) in document.findings.enumerated() {
            for finding in found where !document.ignored.contains(finding.word) {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                write(line: line, finding: finding, into: &output)
            }
        }
        output.append(contentsOf: #"],"uri":"#.utf8)
        JSONValue.writeString(document.uri, into: &output)
        if let version = document.version {
            output.append(contentsOf: #","version":"#.utf8)
            output.append(contentsOf: String(version).utf8)
        }
        output.append(contentsOf: "}}".utf8)
        return output
    }

    /// One diagnostic, keys in the order ``JSONValue/serialized()`` writes them.
    private static func write(line: Int, finding: LineFinding, into output: inout [UInt8]) {
        let lineText = String(line).utf8
        output.append(contentsOf: #"{"code":"misspelled","data":{"word":"#.utf8)
        JSONValue.writeString(finding.word, into: &output)
        output.append(contentsOf: #"},"message":"#.utf8)
        JSONValue.writeString("Unknown word: " + finding.word, into: &output)
        output.append(contentsOf: #","range":{"end":{"character":"#.utf8)
        output.append(contentsOf: String(finding.utf16Range.upperBound).utf8)
        output.append(contentsOf: #","line":"#.utf8)
        output.append(contentsOf: lineText)
        output.append(contentsOf: #"},"start":{"character":"#.utf8)
        output.append(contentsOf: String(finding.utf16Range.lowerBound).utf8)
        output.append(contentsOf: #","line":"#.utf8)
        output.append(contentsOf: lineText)
        output.append(contentsOf: #"}},"severity":3,"source":"wordkit"}"#.utf8)
    }
}
