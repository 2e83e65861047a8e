import Spelling

/// WordKit's language server: LSP 3.17 messages in, messages out, with no
/// I/O of its own, so that tests drive it without a process.
///
/// The `wordkit lsp` command frames the messages (``MessageFramer``) on
/// stdin and stdout and hands each body to ``respond(to:)``. Documents are
/// checked when they open and after each change; only changed lines reach
/// the spell checker (``LineSpeller``), and every check publishes the
/// document's whole set of diagnostics, as LSP requires.
///
/// A server is used from one thread at a time.
public final class LanguageServer {
    /// Opens the checker for a language code (`en`, `es`, `it`, `en_US`); it
    /// must share ``learnedWords`` so that "Add to dictionary" reaches it.
    public typealias CheckerProvider = (String) throws -> SpellChecker

    /// The limits and defaults of a server.
    public struct Options: Sendable {
        /// The most documents kept open; `didOpen` beyond it is refused with a message.
        public var maximumDocuments = 1000
        /// The most corrections offered as quick fixes for one word.
        public var suggestionLimit = 5
        /// The language of documents that name none, until the client configures one.
        public var defaultLanguage = "en"
        /// The version reported in `serverInfo`.
        public var version = "0.1.0"

        /// The defaults: 1000 documents, 5 corrections, English.
        public init() {}
    }

    /// The commands the server executes (`workspace/executeCommand`).
    public enum Command {
        /// Arguments `[word]`: adds the word to the learned words and re-checks every open document.
        public static let addToDictionary = "wordkit.addToDictionary"
        /// Arguments `[uri, word]`: stops reporting the word in that document while it is open.
        public static let ignoreInDocument = "wordkit.ignoreInDocument"
    }

    /// The limits and defaults in force.
    public let options: Options
    /// The user's learned words, shared by every checker the provider opens.
    public let learnedWords: LearnedWords
    /// Where problems the client is not told about go (the command writes them to stderr).
    public var log: (String) -> Void = { _ in }

    private let checkerProvider: CheckerProvider
    var spellers: [String: LineSpeller] = [:]
    private var failedLanguages: Set<String> = []
    var documents: [String: OpenDocument] = [:]
    private var defaultLanguage: String
    private var initialized = false
    private var shutdownRequested = false

    /// The exit code once `exit` has arrived (0 after `shutdown`, 1 without), else nil.
    public private(set) var exitCode: Int32?

    /// A server that opens checkers with `checkerProvider`.
    ///
    /// - Parameters:
    ///   - options: Limits and defaults.
    ///   - learnedWords: The learned words the provider's checkers share.
    ///   - checkerProvider: Opens a language's checker; called once per language.
    public init(options: Options = Options(), learnedWords: LearnedWords, checkerProvider: @escaping CheckerProvider) {
        self.options = options
        self.learnedWords = learnedWords
        self.checkerProvider = checkerProvider
        defaultLanguage = options.defaultLanguage
    }

    // MARK: Messages

    /// Handles one message body and returns the messages to send, in order.
    ///
    /// Bad input never stops the server: a body that is not JSON gets a
    /// parse error (-32700), JSON that is not a message an invalid-request
    /// error (-32600), an unknown request method-not-found (-32601); unknown
    /// notifications are ignored.
    ///
    /// - Parameter body: The JSON text of the message, in UTF-8.
    /// - Returns: Responses and notifications to send.
    public func handle(_ body: [UInt8]) -> [JSONValue] {
        process(body).map(\.value)
    }

    /// Handles one message body and returns the messages to send as JSON
    /// text, ready to frame: what `handle(_:)` returns for the same body, serialized.
    ///
    /// Diagnostics are written straight to text, without building values, so
    /// that publishing a long document's diagnostics after each keystroke stays cheap.
    ///
    /// - Parameter body: The JSON text of the message, in UTF-8.
    /// - Returns: The JSON text of each message to send, in order.
    public func respond(to body: [UInt8]) -> [[UInt8]] {
        process(body).map(\.bytes)
    }

    /// Handles one parsed message, as the bytes of one are handled.
    ///
    /// - Parameter message: The message.
    /// - Returns: Responses and notifications to send.
    public func handle(_ message: JSONValue) -> [JSONValue] {
        process(message).map(\.value)
    }

    private func process(_ body: [UInt8]) -> [Outgoing] {
        let message: JSONValue
        do {
            message = try JSONValue.parse(body)
        } catch {
            log("wordkit lsp: a message that is not JSON (\(error)); answered with a parse error")
            return [.value(Self.errorResponse(id: .null, code: .parseError, message: "Parse error: \(error)"))]
        }
        return process(message)
    }

    private func process(_ message: JSONValue) -> [Outgoing] {
        guard case .object = message else {
            return [.value(Self.errorResponse(id: .null, code: .invalidRequest, message: "Invalid request: a message must be a JSON object"))]
        }
        let id = message["id"]
        if let id, !Self.isValidId(id) {
            return [.value(Self.errorResponse(id: .null, code: .invalidRequest, message: "Invalid request: an id must be a number or a string"))]
        }
        guard let method = message["method"]?.stringValue else {
            // A response to a request of ours (the server sends none that need one): nothing to do.
            if id != nil, message["result"] != nil || message["error"] != nil { return [] }
            return [.value(Self.errorResponse(id: id ?? .null, code: .invalidRequest, message: "Invalid request: no method"))]
        }
        let params = message["params"] ?? .null
        if let id {
            return request(method, id: id, params: params)
        }
        notification(method, params: params)
        return pendingOutput()
    }

    /// A message to send: a value, or JSON text already written.
    enum Outgoing {
        case value(JSONValue)
        case serialized([UInt8])

        var bytes: [UInt8] {
            switch self {
            case .value(let value): return value.serialized()
            case .serialized(let bytes): return bytes
            }
        }

        var value: JSONValue {
            switch self {
            case .value(let value): return value
            case .serialized(let bytes): return (try? JSONValue.parse(bytes)) ?? .null
            }
        }
    }

    private var output: [Outgoing] = []

    private func pendingOutput() -> [Outgoing] {
        defer { output.removeAll() }
        return output
    }

    private func request(_ method: String, id: JSONValue, params: JSONValue) -> [Outgoing] {
        if shutdownRequested {
            return [.value(Self.errorResponse(id: id, code: .invalidRequest, message: "The server is shutting down"))]
        }
        if !initialized, method != "initialize" {
            return [.value(Self.errorResponse(id: id, code: .serverNotInitialized, message: "The server has not been initialized"))]
        }
        let result: Result<JSONValue, RequestFailure>
        switch method {
        case "initialize": result = initialize(params)
        case "shutdown":
            shutdownRequested = true
            result = .success(.null)
        case "textDocument/codeAction": result = codeActions(params)
        case "workspace/executeCommand": result = executeCommand(params)
        default:
            result = .failure(RequestFailure(code: .methodNotFound, message: "Method not found: \(method)"))
        }
        var messages = pendingOutput()
        switch result {
        case .success(let value): messages.insert(.value(["jsonrpc": "2.0", "id": id, "result": value]), at: 0)
        case .failure(let failure): messages.insert(.value(Self.errorResponse(id: id, code: failure.code, message: failure.message)), at: 0)
        }
        return messages
    }

    private func notification(_ method: String, params: JSONValue) {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return
        }
        guard initialized, !shutdownRequested else { return }
        switch method {
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "textDocument/didSave": didSave(params)
        case "workspace/didChangeConfiguration":
            if let language = Self.configuredLanguage(params["settings"]) { setDefaultLanguage(language) }
        default: break  // `initialized`, `$/…` and anything unknown need nothing.
        }
    }

    /// Why a request failed.
    struct RequestFailure: Error {
        let code: LSPErrorCode
        let message: String
    }

    private static func isValidId(_ id: JSONValue) -> Bool {
        switch id {
        case .integer, .string, .null: return true
        default: return false
        }
    }

    static func errorResponse(id: JSONValue, code: LSPErrorCode, message: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .integer(code.rawValue), "message": .string(message)]]
    }

    /// The answer to a framing problem met before any body could be read
    /// (a bad header, a message over the size limit).
    ///
    /// - Parameter problem: What was wrong.
    /// - Returns: An invalid-request error without an id.
    public func framingProblem(_ problem: String) -> [JSONValue] {
        log("wordkit lsp: \(problem)")
        return [Self.errorResponse(id: .null, code: .invalidRequest, message: "Invalid message: \(problem)")]
    }

    // MARK: Lifecycle and configuration

    private func initialize(_ params: JSONValue) -> Result<JSONValue, RequestFailure> {
        initialized = true
        if let language = Self.configuredLanguage(params["initializationOptions"]) { defaultLanguage = language }
        // The default language's dictionary is loaded now, while the editor starts, not at the first
        // document (a checker opens Hunspell on its first word).
        _ = speller(for: defaultLanguage)?.checker.misspelledWords(in: "wordkit")
        let capabilities: JSONValue = [
            "positionEncoding": "utf-16",
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "executeCommandProvider": ["commands": [.string(Command.addToDictionary), .string(Command.ignoreInDocument)]],
        ]
        return .success(["capabilities": capabilities, "serverInfo": ["name": "wordkit", "version": .string(options.version)]])
    }

    /// The language in `{"language": …}` or `{"wordkit": {"language": …}}`.
    static func configuredLanguage(_ settings: JSONValue?) -> String? {
        let value = settings?["wordkit"]?["language"]?.stringValue ?? settings?["language"]?.stringValue
        guard let value, LanguageDirective.isLanguageCode(value) else { return nil }
        return value
    }

    private func setDefaultLanguage(_ language: String) {
        guard language != defaultLanguage else { return }
        defaultLanguage = language
        for uri in documents.keys.sorted() { recheck(uri) }
    }

    // MARK: Documents

    private func didOpen(_ params: JSONValue) {
        let item = params["textDocument"]
        guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else {
            log("wordkit lsp: didOpen without a uri or text; ignored")
            return
        }
        if documents[uri] == nil, documents.count >= options.maximumDocuments {
            showMessage(type: 2, "WordKit checks at most \(options.maximumDocuments) open documents; \(uri) is not checked.")
            return
        }
        documents[uri] = OpenDocument(uri: uri, languageId: item?["languageId"]?.stringValue ?? "plaintext",
                                      version: item?["version"]?.intValue, text: text)
        recheck(uri)
    }

    private func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents.removeValue(forKey: uri) else {
            log("wordkit lsp: didChange for a document that is not open; ignored")
            return
        }
        // Taken out of the dictionary so that its arrays are changed in place, not copied.
        defer { documents[uri] = document }
        let speller = speller(for: document.language)
        for change in params["contentChanges"]?.arrayValue ?? [] {
            guard let text = change["text"]?.stringValue else { continue }
            if let range = TextRange(json: change["range"]) {
                let edited = document.text.replace(range, with: text)
                document.rescan(from: edited.lines.lowerBound, oldCount: edited.lines.count - edited.lineDelta,
                                newCount: edited.lines.count, speller: speller)
            } else if change["range"] == nil {
                document.text.replaceAll(with: text)
                document.rescanAll(speller: speller)
            } else {
                log("wordkit lsp: a change with an invalid range in \(uri); ignored")
            }
        }
        document.version = params["textDocument"]?["version"]?.intValue ?? document.version
        let language = document.requestedLanguage(default: defaultLanguage)
        if language != document.language {
            document.language = language
            document.refindAll(speller: self.speller(for: language))
        }
        publish(document)
    }

    private func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, documents.removeValue(forKey: uri) != nil else { return }
        output.append(.value(Self.publish(uri: uri, version: nil, diagnostics: [])))
    }

    private func didSave(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, documents[uri] != nil else { return }
        if let text = params["text"]?.stringValue { documents[uri]?.text.replaceAll(with: text) }
        recheck(uri)
    }

    /// The speller for a language, opened on first use; nil (said once) when it cannot be.
    private func speller(for language: String) -> LineSpeller? {
        if let speller = spellers[language] { return speller }
        guard !failedLanguages.contains(language) else { return nil }
        do {
            let speller = LineSpeller(checker: try checkerProvider(language))
            spellers[language] = speller
            return speller
        } catch {
            failedLanguages.insert(language)
            showMessage(type: 1, "WordKit cannot check language '\(language)': \(error)")
            return nil
        }
    }

    /// Masks, checks and publishes a whole document; unchanged lines come from the speller's cache.
    func recheck(_ uri: String) {
        guard var document = documents.removeValue(forKey: uri) else { return }
        defer { documents[uri] = document }
        document.language = document.requestedLanguage(default: defaultLanguage)
        document.rescanAll(speller: speller(for: document.language))
        publish(document)
    }

    /// Forgets every line's answer and re-checks every open document (the learned words changed).
    func learnedWordsChanged() {
        for speller in spellers.values { speller.forget() }
        for uri in documents.keys.sorted() { recheck(uri) }
    }

    func publish(_ document: OpenDocument) {
        output.append(.serialized(DiagnosticsWriter.publication(of: document)))
    }

    static func publish(uri: String, version: Int?, diagnostics: [JSONValue]) -> JSONValue {
        var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version { params["version"] = .integer(version) }
        return ["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": .object(params)]
    }

    static func range(line: Int, finding: LineFinding) -> TextRange {
        TextRange(start: TextPosition(line: line, character: finding.utf16Range.lowerBound),
                  end: TextPosition(line: line, character: finding.utf16Range.upperBound))
    }

    static func diagnostic(line: Int, finding: LineFinding) -> JSONValue {
        [
            "range": range(line: line, finding: finding).json,
            "severity": 3,
            "source": "wordkit",
            "code": "misspelled",
            "message": .string("Unknown word: \(finding.word)"),
            "data": ["word": .string(finding.word)],
        ]
    }

    private func showMessage(type: Int, _ text: String) {
        log("wordkit lsp: \(text)")
        output.append(.value(["jsonrpc": "2.0", "method": "window/showMessage", "params": ["type": .integer(type), "message": .string(text)]]))
    }

    // MARK: Test hooks

    /// The URIs of the open documents, sorted.
    package var openDocumentURIs: [String] { documents.keys.sorted() }

    /// The text of an open document.
    package func text(of uri: String) -> String? { documents[uri]?.text.text }

    /// The language an open document is checked in.
    package func language(of uri: String) -> String? { documents[uri]?.language }
}
