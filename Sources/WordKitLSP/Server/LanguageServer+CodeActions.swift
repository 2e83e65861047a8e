import Spelling

extension LanguageServer {
    /// `textDocument/codeAction`: for each misspelling the range touches,
    /// WordKit's corrections (best first, in the word's case) as edits, then
    /// "Add to dictionary" and "Ignore in this document" as commands.
    func codeActions(_ params: JSONValue) -> Result<JSONValue, RequestFailure> {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let range = TextRange(json: params["range"]) else {
            return .failure(RequestFailure(code: .invalidParams, message: "codeAction needs textDocument.uri and a range"))
        }
        guard let document = documents[uri] else { return .success([]) }
        var actions: [JSONValue] = []
        let speller = spellers[document.language]
        for (line, finding) in document.shownFindings where Self.range(line: line, finding: finding).touches(range) {
            let wordRange = Self.range(line: line, finding: finding)
            let diagnostic = Self.diagnostic(line: line, finding: finding)
            let corrections = speller?.checker.suggestions(for: finding.word, limit: options.suggestionLimit) ?? []
            for (rank, correction) in corrections.enumerated() {
                let edit: JSONValue = ["changes": .object([uri: [["range": wordRange.json, "newText": .string(correction)]]])]
                actions.append([
                    "title": .string("Change to \(correction)"), "kind": "quickfix", "diagnostics": [diagnostic],
                    "isPreferred": .bool(rank == 0), "edit": edit,
                ])
            }
            let add = "Add \(finding.word) to the dictionary"
            actions.append([
                "title": .string(add), "kind": "quickfix", "diagnostics": [diagnostic],
                "command": ["title": .string(add), "command": .string(Command.addToDictionary), "arguments": [.string(finding.word)]],
            ])
            let ignore = "Ignore \(finding.word) in this document"
            actions.append([
                "title": .string(ignore), "kind": "quickfix", "diagnostics": [diagnostic],
                "command": ["title": .string(ignore), "command": .string(Command.ignoreInDocument),
                            "arguments": [.string(uri), .string(finding.word)]],
            ])
        }
        return .success(.array(actions))
    }

    /// `workspace/executeCommand`: the two commands of the code actions.
    func executeCommand(_ params: JSONValue) -> Result<JSONValue, RequestFailure> {
        let arguments = params["arguments"]?.arrayValue ?? []
        switch params["command"]?.stringValue {
        case Command.addToDictionary:
            guard let word = arguments.first?.stringValue else {
                return .failure(RequestFailure(code: .invalidParams, message: "\(Command.addToDictionary) needs the word as its argument"))
            }
            do {
                try learnedWords.learn(word)
            } catch {
                return .failure(RequestFailure(code: .internalError, message: "Cannot add \(word) to the dictionary: \(error)"))
            }
            learnedWordsChanged()
            return .success(.null)
        case Command.ignoreInDocument:
            guard arguments.count == 2, let uri = arguments[0].stringValue, let word = arguments[1].stringValue else {
                return .failure(RequestFailure(code: .invalidParams, message: "\(Command.ignoreInDocument) needs a uri and a word"))
            }
            guard var document = documents[uri] else { return .success(.null) }
            document.ignored.insert(word)
            documents[uri] = document
            publish(document)
            return .success(.null)
        default:
            return .failure(RequestFailure(code: .invalidParams, message: "Unknown command: \(params["command"]?.stringValue ?? "none")"))
        }
    }
}
