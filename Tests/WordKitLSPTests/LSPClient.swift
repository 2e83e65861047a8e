import Foundation
import Spelling
import WordKitLSP
import WordKitTestSupport

/// Drives a ``LanguageServer`` as a client would, without a process.
final class LSPClient {
    let server: LanguageServer
    let learned: LearnedWords
    private var nextId = 1
    /// Every message the server sent, in order.
    private(set) var received: [JSONValue] = []
    /// How many checkers the server opened, by language.
    let opened = Counter()

    final class Counter: @unchecked Sendable {
        var languages: [String] = []
    }

    static let directory = DictionaryDirectory(path: Repository.dictionaries.path)

    init(options: LanguageServer.Options = LanguageServer.Options(), initialize: Bool = true, initializationOptions: JSONValue = nil) throws {
        let learned = LearnedWords()
        self.learned = learned
        let opened = self.opened
        server = LanguageServer(options: options, learnedWords: learned) { language in
            opened.languages.append(language)
            return try SpellChecker(language: language, in: Self.directory, learnedWords: learned)
        }
        if initialize {
            _ = request("initialize", ["processId": nil, "capabilities": [:], "initializationOptions": initializationOptions])
            notify("initialized", [:])
        }
    }

    /// Sends a request; returns its response and the other messages sent with it.
    @discardableResult
    func request(_ method: String, _ params: JSONValue) -> (response: JSONValue?, others: [JSONValue]) {
        let id = nextId
        nextId += 1
        let messages = server.handle(["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params])
        received += messages
        return (messages.first { $0["id"] == .integer(id) }, messages.filter { $0["id"] != .integer(id) })
    }

    /// Sends a notification; returns what the server sent.
    @discardableResult
    func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
        let messages = server.handle(["jsonrpc": "2.0", "method": .string(method), "params": params])
        received += messages
        return messages
    }

    /// Sends raw bytes as a message body.
    func send(raw: String) -> [JSONValue] {
        let messages = server.handle(Array(raw.utf8))
        received += messages
        return messages
    }

    func open(_ uri: String, _ text: String, languageId: String = "plaintext", version: Int = 1) -> [JSONValue] {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": .string(languageId), "version": .integer(version), "text": .string(text)]])
    }

    func change(_ uri: String, version: Int, _ changes: [JSONValue]) -> [JSONValue] {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .integer(version)], "contentChanges": .array(changes)])
    }

    static func edit(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int, _ text: String) -> JSONValue {
        ["range": ["start": ["line": .integer(l1), "character": .integer(c1)], "end": ["line": .integer(l2), "character": .integer(c2)]], "text": .string(text)]
    }

    /// The diagnostics most recently published for `uri`.
    func diagnostics(_ uri: String) -> [JSONValue] {
        let published = received.last { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri) }
        return published?["params"]?["diagnostics"]?.arrayValue ?? []
    }

    /// The most recent diagnostics as `word@line:start-end`.
    func found(_ uri: String) -> [String] {
        diagnostics(uri).map { diagnostic in
            let range = diagnostic["range"]
            let word = diagnostic["data"]?["word"]?.stringValue ?? "?"
            return "\(word)@\(range?["start"]?["line"]?.intValue ?? -1):\(range?["start"]?["character"]?.intValue ?? -1)-\(range?["end"]?["character"]?.intValue ?? -1)"
        }
    }
}
