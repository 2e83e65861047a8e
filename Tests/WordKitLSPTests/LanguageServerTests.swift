import Foundation
import Spelling
import Testing
import WordKitTestSupport
@testable import WordKitLSP

@Suite struct LanguageServerTests {
    @Test func initializeAnnouncesTheCapabilitiesAndShutdownThenExitEndsWithZero() throws {
        let client = try LSPClient(initialize: false)
        let early = client.request("textDocument/codeAction", [:]).response
        #expect(early?["error"]?["code"] == .integer(LSPErrorCode.serverNotInitialized.rawValue))
        let response = try #require(client.request("initialize", ["capabilities": [:]]).response)
        let capabilities = response["result"]?["capabilities"]
        #expect(capabilities?["textDocumentSync"]?["change"] == 2)
        #expect(capabilities?["textDocumentSync"]?["openClose"] == true)
        #expect(capabilities?["positionEncoding"] == "utf-16")
        #expect(capabilities?["executeCommandProvider"]?["commands"]?.arrayValue?.count == 2)
        #expect(response["result"]?["serverInfo"]?["name"] == "wordkit")
        #expect(client.request("shutdown", nil).response?["result"] == .null)
        #expect(client.request("textDocument/codeAction", [:]).response?["error"]?["code"] == .integer(LSPErrorCode.invalidRequest.rawValue))
        #expect(client.server.exitCode == nil)
        client.notify("exit", nil)
        #expect(client.server.exitCode == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() throws {
        let client = try LSPClient()
        client.notify("exit", nil)
        #expect(client.server.exitCode == 1)
    }

    @Test func unknownRequestsAndBadMessagesGetErrorsAndTheServerGoesOn() throws {
        let client = try LSPClient()
        #expect(client.request("textDocument/hover", [:]).response?["error"]?["code"] == -32601)
        #expect(client.notify("custom/unknownNotification", [:]).isEmpty)
        #expect(client.notify("$/cancelRequest", ["id": 4]).isEmpty)
        #expect(client.send(raw: "{not json").first?["error"]?["code"] == -32700)
        #expect(client.send(raw: "[1,2]").first?["error"]?["code"] == -32600)
        #expect(client.send(raw: #"{"jsonrpc":"2.0","id":{"x":1},"method":"shutdown"}"#).first?["error"]?["code"] == -32600)
        #expect(client.send(raw: #"{"jsonrpc":"2.0","id":7}"#).first?["error"]?["code"] == -32600)
        #expect(client.send(raw: #"{"jsonrpc":"2.0","id":7,"result":null}"#).isEmpty)
        #expect(client.request("textDocument/codeAction", ["range": 3]).response?["error"]?["code"] == -32602)
        #expect(client.request("workspace/executeCommand", ["command": "nope"]).response?["error"]?["code"] == -32602)
        // Garbage params for notifications are ignored.
        #expect(client.notify("textDocument/didOpen", 5).isEmpty)
        #expect(client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///none"]]).isEmpty)
        _ = client.open("file:///a.txt", "teh end")
        #expect(client.found("file:///a.txt") == ["teh@0:0-3"])
    }

    @Test func plainTextDiagnosticsAreWordkitChecksVerdicts() throws {
        let client = try LSPClient()
        let text = """
            The quick brown fox jumpz over the lazzy dog.
            Nel mezzo del cammin, teh end; it's a tset of recieve.

            well-known e-mail addresses aren't typoos, Dr. Smiht
            """
        _ = client.open("file:///p.txt", text)
        let checker = try SpellChecker(language: "en", in: LSPClient.directory)
        let expected = checker.misspellings(inDocument: text).map { "\($0.word)@\($0.line - 1):\($0.column - 1)-\($0.column - 1 + $0.length)" }
        #expect(!expected.isEmpty)
        #expect(client.found("file:///p.txt") == expected)
        let diagnostic = try #require(client.diagnostics("file:///p.txt").first)
        #expect(diagnostic["severity"] == 3)
        #expect(diagnostic["source"] == "wordkit")
        #expect(client.received.last?["params"]?["version"] == 1)
    }

    @Test func aLongDocumentCheckedOnSeveralThreadsGivesTheSameVerdicts() throws {
        let client = try LSPClient()
        let words = ["house", "teh", "wrod", "garden", "recieve", "😀", "café", "quickly", "zzq"]
        var rng = SplitMix64(seed: 11)
        let text = (0..<1200).map { number in
            (0..<8).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " ") + " \(number)"
        }.joined(separator: "\n")
        _ = client.open("file:///long.txt", text)
        let checker = try SpellChecker(language: "en", in: LSPClient.directory)
        let expected = checker.misspellings(inDocument: text).map { "\($0.word)@\($0.line - 1):\($0.column - 1)-\($0.column - 1 + $0.length)" }
        #expect(expected.count > 1000)
        #expect(client.found("file:///long.txt") == expected)
    }

    @Test func diagnosticsWrittenAsTextAreTheValuesSerialized() throws {
        let client = try LSPClient()
        let uri = "file:///dir%20x/\"quoted\".txt"
        let open: JSONValue = ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": .string(uri), "languageId": "plaintext", "version": 7, "text": "teh 😀 wrod\nfine\nl’acqua zzyzx"]]]
        let written = try #require(client.server.respond(to: open.serialized()).first)
        let document = try #require(client.server.documents[uri])
        let expected = LanguageServer.publish(
            uri: uri, version: 7, diagnostics: document.shownFindings.map { LanguageServer.diagnostic(line: $0.line, finding: $0.finding) })
        #expect(String(decoding: written, as: UTF8.self) == expected.jsonText)
        #expect(document.shownFindings.map(\.finding.word) == ["teh", "wrod", "l’acqua", "zzyzx"])
    }

    @Test func rangesAreUTF16AfterEmojiAccentsAndCombiningMarks() throws {
        let client = try LSPClient()
        _ = client.open("file:///u.txt", "😀 teh\ncafé teh\ncafe\u{301} teh 👩‍👩‍👧 teh", languageId: "git-commit")
        #expect(client.found("file:///u.txt") == ["teh@0:3-6", "café@1:0-4", "teh@1:5-8", "café@2:0-5", "teh@2:6-9", "teh@2:19-22"])
    }

    @Test func incrementalAndFullChangesUpdateTheDiagnostics() throws {
        let client = try LSPClient()
        let uri = "file:///c.md"
        _ = client.open(uri, "# Title\n\nA wrod here.\n😀 good text\n", languageId: "markdown")
        #expect(client.found(uri) == ["wrod@2:2-6"])
        let published = client.change(uri, version: 2, [LSPClient.edit(3, 3, 3, 3, "badd ")])
        #expect(published.first?["params"]?["version"] == 2)
        #expect(client.found(uri) == ["wrod@2:2-6", "badd@3:3-7"])
        _ = client.change(uri, version: 3, [LSPClient.edit(2, 2, 2, 6, "word"), LSPClient.edit(0, 0, 0, 0, "New line tset\n")])
        #expect(client.found(uri) == ["tset@0:9-13", "badd@4:3-7"])
        #expect(client.server.text(of: uri) == "New line tset\n# Title\n\nA word here.\n😀 badd good text\n")
        _ = client.change(uri, version: 4, [["text": "all new txt"]])
        #expect(client.found(uri) == ["txt@0:8-11"])
        // An edit that opens a code fence hides what follows.
        _ = client.change(uri, version: 5, [LSPClient.edit(0, 0, 0, 0, "```\n")])
        #expect(client.found(uri) == [])
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        #expect(client.found(uri) == [])
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        #expect(client.server.openDocumentURIs == [])
        #expect(client.diagnostics(uri).isEmpty)
    }

    @Test func sourceCodeChecksCommentsAndStringsSplittingIdentifiers() throws {
        let client = try LSPClient()
        let source = """
            func recieveDatta(x: Int) -> String {  // recieveData is a typo
                return "Helo world, max_lenght"
            }
            """
        _ = client.open("file:///s.swift", source, languageId: "swift")
        #expect(client.found("file:///s.swift") == ["recieve@0:42-49", "Helo@1:12-16", "lenght@1:28-34"])
        _ = client.open("file:///s.py", "def fnuc():  # a commnet\n    x = 'strng'\n", languageId: "python")
        #expect(client.found("file:///s.py") == ["commnet@0:17-24", "strng@1:9-14"])
    }

    @Test func languageComesFromConfigurationAndTheDirective() throws {
        let client = try LSPClient(initializationOptions: ["language": "es"])
        _ = client.open("file:///es.txt", "El niño canta una cancion.")
        #expect(client.found("file:///es.txt") == ["cancion@0:18-25"])
        #expect(client.server.language(of: "file:///es.txt") == "es")
        _ = client.open("file:///it.md", "---\nlang: it\ntitle: Nel mezzo\n---\nPer una selva oscurra.", languageId: "markdown")
        #expect(client.found("file:///it.md") == ["oscurra@4:14-21"])
        _ = client.open("file:///en.swift", "// wordkit: lang=en\n// teh end", languageId: "swift")
        #expect(client.found("file:///en.swift") == ["teh@1:3-6"])
        // The workspace setting changes the default and re-checks open documents.
        client.notify("workspace/didChangeConfiguration", ["settings": ["wordkit": ["language": "en"]]])
        #expect(client.server.language(of: "file:///es.txt") == "en")
        #expect(client.found("file:///es.txt").contains("cancion@0:18-25"))
        #expect(client.found("file:///es.txt").contains("canta@0:8-13"))
        #expect(client.server.language(of: "file:///it.md") == "it")
        // A language without a dictionary is said once and checks nothing.
        let messages = client.open("file:///fr.txt", "wordkit: lang=fr\nbonjour")
        #expect(messages.contains { $0["method"] == "window/showMessage" })
        #expect(client.found("file:///fr.txt") == [])
    }

    @Test func codeActionsOfferCorrectionsInTheWordsCaseAndCommands() throws {
        let client = try LSPClient()
        let uri = "file:///q.txt"
        _ = client.open(uri, "Teh cat and 😀 recieve.")
        let range: JSONValue = ["start": ["line": 0, "character": 1], "end": ["line": 0, "character": 1]]
        let actions = try #require(client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": range, "context": ["diagnostics": []]]).response?["result"]?.arrayValue)
        let titles = actions.compactMap { $0["title"]?.stringValue }
        #expect(titles.first == "Change to The")
        #expect(actions.first?["isPreferred"] == true)
        #expect(titles.contains("Add Teh to the dictionary"))
        #expect(titles.contains("Ignore Teh in this document"))
        let edit = try #require(actions.first?["edit"]?["changes"]?[uri]?.arrayValue?.first)
        #expect(edit["newText"] == "The")
        #expect(edit["range"]?["end"]?["character"] == 3)
        // The second word, after an emoji, from a range around it.
        let later: JSONValue = ["start": ["line": 0, "character": 15], "end": ["line": 0, "character": 22]]
        let second = try #require(client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": later]).response?["result"]?.arrayValue)
        #expect(second.first?["title"] == "Change to receive")
        #expect(second.first?["edit"]?["changes"]?[uri]?.arrayValue?.first?["range"]?["start"]?["character"] == 15)
        let nothing: JSONValue = ["start": ["line": 0, "character": 5], "end": ["line": 0, "character": 6]]
        #expect(client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": nothing]).response?["result"] == [])
    }

    @Test func ignoreHidesAWordInOneDocumentAndAddLearnsItEverywhere() throws {
        let client = try LSPClient()
        _ = client.open("file:///1.txt", "wordkitty and zorbleflux")
        _ = client.open("file:///2.txt", "zorbleflux wordkitty")
        client.request("workspace/executeCommand", ["command": "wordkit.ignoreInDocument", "arguments": ["file:///1.txt", "wordkitty"]])
        #expect(client.found("file:///1.txt") == ["zorbleflux@0:14-24"])
        #expect(client.found("file:///2.txt") == ["zorbleflux@0:0-10", "wordkitty@0:11-20"])
        let (response, published) = client.request("workspace/executeCommand", ["command": "wordkit.addToDictionary", "arguments": ["zorbleflux"]])
        #expect(response?["result"] == .null)
        #expect(published.count == 2)
        #expect(client.found("file:///1.txt") == [])
        #expect(client.found("file:///2.txt") == ["wordkitty@0:11-20"])
        #expect(client.learned.contains("zorbleflux"))
        #expect(client.request("workspace/executeCommand", ["command": "wordkit.addToDictionary", "arguments": [""]]).response?["error"] != nil)
    }

    @Test func documentsBeyondTheLimitAreRefusedWithAMessage() throws {
        var options = LanguageServer.Options()
        options.maximumDocuments = 2
        let client = try LSPClient(options: options)
        _ = client.open("file:///1", "a")
        _ = client.open("file:///2", "b")
        let refused = client.open("file:///3", "teh")
        #expect(refused.first?["method"] == "window/showMessage")
        #expect(client.server.openDocumentURIs == ["file:///1", "file:///2"])
        _ = client.open("file:///2", "reopened")
        #expect(client.server.text(of: "file:///2") == "reopened")
        #expect(client.opened.languages == ["en"])
    }

    @Test(arguments: 0..<80)
    func randomEditsKeepTheTextAndTheDiagnosticsOfAFreshOpen(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        let client = try LSPClient()
        let pieces = ["teh ", "word ", "😀", "é", "\n", "```\n", "`x` ", "recieve ", "e\u{301}", " ", "<b>", "http://x.y ", "#", "/*", "*/", "\"", "// ", "    ", "---\n"]
        let languageId = ["markdown", "swift", "plaintext", "python"][seed % 4]
        func random(_ count: Int) -> String { (0..<count).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined() }
        var text = random(30)
        _ = client.open("file:///r.md", text, languageId: languageId)
        var shadow = TextDocument(text: text)
        for version in 2..<22 {
            let lines = shadow.lines
            let l1 = Int(rng.next() % UInt64(lines.count))
            let l2 = l1 + Int(rng.next() % UInt64(lines.count - l1))
            let c1 = Int(rng.next() % UInt64(lines[l1].utf16.count + 2))
            let c2 = Int(rng.next() % UInt64(lines[l2].utf16.count + 2))
            let start = TextPosition(line: l1, character: c1)
            let end = l1 == l2 ? TextPosition(line: l2, character: max(c1, c2)) : TextPosition(line: l2, character: c2)
            let insert = random(Int(rng.next() % 4))
            shadow.replace(TextRange(start: start, end: end), with: insert)
            _ = client.change("file:///r.md", version: version, [LSPClient.edit(start.line, start.character, end.line, end.character, insert)])
        }
        text = shadow.text
        #expect(client.server.text(of: "file:///r.md") == text)
        let fresh = try LSPClient()
        _ = fresh.open("file:///r.md", text, languageId: languageId)
        #expect(client.found("file:///r.md") == fresh.found("file:///r.md"))
    }
}
