import Foundation
import Testing

/// `wordkit lsp` driven by language clients nobody here wrote: Neovim's
/// built-in client and pygls's `LanguageClient` (Python), each starting the
/// built binary, opening a Markdown file, reading the diagnostics, taking a
/// quick fix, editing, and shutting the server down.
@Suite struct LanguageServerClientTests {
    /// Whether a Python with pygls is on the PATH (`make deps-test` installs it).
    static let hasPygls: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import pygls.lsp.client"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// A fresh folder for one client's files and WORDKIT_HOME.
    private static func folder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `arguments` under `timeout 90` and returns its standard output and status.
    private static func run(_ arguments: [String], environment extra: [String: String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["90"] + arguments
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/nvim"), "needs nvim (make deps-test installs neovim)"),
          .timeLimit(.minutes(2)))
    func neovimShowsDiagnosticsAndAppliesAQuickFix() throws {
        let folder = try Self.folder("nvim")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.md")
        try Data("# Notes\n\nThis is a tset of 😀 recieve.\n\n```\nnot chekced\n```\n".utf8).write(to: file)
        let script = folder.appendingPathComponent("client.lua")
        try Data(Self.neovimClient.utf8).write(to: script)
        let out = folder.appendingPathComponent("out.txt")
        let result = try Self.run(
            ["/usr/bin/nvim", "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile \(script.path)"],
            environment: [
                "WORDKIT_BIN": WordKitProcess.binary.path, "WORDKIT_FILE": file.path, "WORDKIT_OUT": out.path,
                "WORDKIT_HOME": folder.appendingPathComponent("home").path, "HOME": folder.path,
                "XDG_CONFIG_HOME": folder.path, "XDG_STATE_HOME": folder.path, "XDG_DATA_HOME": folder.path,
            ])
        #expect(result.status == 0)
        let lines = try String(contentsOf: out, encoding: .utf8).split(separator: "\n").map(String.init)
        // Neovim turns the server's UTF-16 columns into byte columns: "recieve" after the
        // emoji (4 bytes, 2 UTF-16 units) is at byte 23, UTF-16 unit 21.
        #expect(lines.filter { $0.hasPrefix("OPEN ") } == ["OPEN tset 2 10 3 wordkit", "OPEN recieve 2 23 3 wordkit"], "\(lines)")
        #expect(lines.contains("ACTION Change to test"), "\(lines)")
        #expect(lines.contains("TEXT This is a test of 😀 recieve."), "\(lines)")
        #expect(lines.filter { $0.hasPrefix("AFTER ") } == ["AFTER recieve 2 23 3 wordkit"], "\(lines)")
        #expect(lines.filter { $0.hasPrefix("TYPED ") } == ["TYPED Wrongg 0 0 3 wordkit", "TYPED recieve 2 23 3 wordkit"], "\(lines)")
        #expect(lines.contains("UNKNOWN -32601"), "\(lines)")
        #expect(lines.contains("STOPPED true"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("ERROR") }, "\(lines)")
    }

    @Test(.enabled(if: hasPygls, "needs pygls (make deps-test installs it)"), .timeLimit(.minutes(2)))
    func pyglsClientDrivesTheWholeSession() throws {
        let folder = try Self.folder("pygls")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("client.py")
        try Data(Self.pyglsClient.utf8).write(to: script)
        let home = folder.appendingPathComponent("home")
        let result = try Self.run(["/usr/bin/env", "python3", script.path, WordKitProcess.binary.path], environment: ["WORDKIT_HOME": home.path])
        #expect(result.status == 0)
        let answer = try JSONValueDecoding.object(result.output)
        #expect("\(answer["sync"] ?? "")" == "2")
        #expect(answer["commands"] as? [String] == ["wordkit.addToDictionary", "wordkit.ignoreInDocument"])
        // Each diagnostic: the word the range covers (sliced in UTF-16 by Python), line, start, end, severity, source.
        #expect(JSONValueDecoding.rows(answer["opened"]) == ["tset 2 10 14 3 wordkit", "recieve 2 21 28 3 wordkit"])
        #expect(JSONValueDecoding.rows(answer["changed"]) == ["tset 2 10 14 3 wordkit", "zwork 2 15 20 3 wordkit", "recieve 2 27 34 3 wordkit"])
        let actions = answer["actions"] as? [String] ?? []
        #expect(actions.first == "Change to test")
        #expect(actions.suffix(2) == ["Add tset to the dictionary", "Ignore tset in this document"])
        #expect(JSONValueDecoding.rows([answer["fix"] ?? []]) == ["test 10 14"])
        #expect(JSONValueDecoding.rows(answer["afterAdd"]) == ["zwork 2 15 20 3 wordkit", "recieve 2 27 34 3 wordkit"])
        #expect("\(answer["unknown"] ?? "")" == "-32601")
        #expect("\(answer["exit"] ?? "")" == "0")
        // "Add to dictionary" wrote the learned-words file `wordkit check` reads.
        let learned = try String(contentsOf: home.appendingPathComponent("config/learned-words.txt"), encoding: .utf8)
        #expect(learned.split(separator: "\n").contains("tset"))
        let check = try WordKitProcess.run(["check", "tset", "zwork"], environment: ["WORDKIT_HOME": home.path])
        #expect(check.lines == ["zwork"])
    }

    /// The Neovim 0.7+ client (Debian's `neovim`): `vim.lsp.start_client`, the
    /// diagnostics Neovim keeps, a code action applied with Neovim's own
    /// workspace-edit code, typed text sent as an incremental change.
    static let neovimClient = #"""
        local wordkit = os.getenv("WORDKIT_BIN")
        local file = os.getenv("WORDKIT_FILE")
        local outfile = os.getenv("WORDKIT_OUT")
        local out = {}
        local function say(line) table.insert(out, line) end
        local function finish()
          vim.fn.writefile(out, outfile)
          vim.cmd("qa!")
        end
        local ok, err = pcall(function()
          vim.cmd("edit " .. vim.fn.fnameescape(file))
          local buf = vim.api.nvim_get_current_buf()
          vim.bo[buf].filetype = "markdown"
          local id = vim.lsp.start_client({
            name = "wordkit",
            cmd = { wordkit, "lsp" },
            root_dir = vim.fn.fnamemodify(file, ":h"),
            init_options = { language = "en" },
          })
          vim.lsp.buf_attach_client(buf, id)
          local client = vim.lsp.get_client_by_id(id)
          vim.wait(20000, function() return #vim.diagnostic.get(buf) >= 2 end, 50)
          local function dump(tag)
            local diagnostics = vim.diagnostic.get(buf)
            table.sort(diagnostics, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
            for _, d in ipairs(diagnostics) do
              local line = vim.api.nvim_buf_get_lines(buf, d.lnum, d.lnum + 1, false)[1]
              say(string.format("%s %s %d %d %d %s", tag, string.sub(line, d.col + 1, d.end_col), d.lnum, d.col, d.severity, d.source))
            end
          end
          dump("OPEN")
          -- The first diagnostic's preferred quick fix, applied as Neovim applies workspace edits.
          local first = vim.diagnostic.get(buf)[1]
          for _, d in ipairs(vim.diagnostic.get(buf)) do
            if d.lnum < first.lnum or (d.lnum == first.lnum and d.col < first.col) then first = d end
          end
          local params = {
            textDocument = { uri = vim.uri_from_bufnr(buf) },
            range = {
              start = { line = first.lnum, character = vim.str_utfindex(vim.api.nvim_buf_get_lines(buf, first.lnum, first.lnum + 1, false)[1], first.col) },
              ["end"] = { line = first.lnum, character = vim.str_utfindex(vim.api.nvim_buf_get_lines(buf, first.lnum, first.lnum + 1, false)[1], first.end_col) },
            },
            context = { diagnostics = {} },
          }
          local response = client.request_sync("textDocument/codeAction", params, 20000, buf)
          local action = response.result[1]
          say("ACTION " .. action.title)
          vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
          -- Neovim sends the edit as an incremental didChange; the diagnostics follow.
          local before = #vim.diagnostic.get(buf)
          vim.wait(20000, function() return #vim.diagnostic.get(buf) == before - 1 end, 50)
          for _, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do say("TEXT " .. line) end
          dump("AFTER")
          -- Typing: a new misspelled word at the start of the last line.
          vim.api.nvim_buf_set_text(buf, 0, 0, 0, 0, { "Wrongg " })
          vim.wait(20000, function() return #vim.diagnostic.get(buf) == before end, 50)
          dump("TYPED")
          local unknown = client.request_sync("wordkit/noSuchMethod", {}, 5000, buf)
          say("UNKNOWN " .. tostring(unknown and unknown.err and unknown.err.code))
          client.stop()
          vim.wait(5000, function() return client.is_stopped() end, 50)
          say("STOPPED " .. tostring(client.is_stopped()))
        end)
        if not ok then say("ERROR " .. tostring(err)) end
        finish()
        """#

    /// The pygls client: initialize with initializationOptions, open, an
    /// incremental change after an emoji, code actions, executeCommand, an
    /// unknown request, shutdown and exit. Prints one JSON object.
    static let pyglsClient = #"""
        import asyncio, json, os, sys
        from lsprotocol import types
        from pygls.lsp.client import LanguageClient

        WORDKIT = sys.argv[1]
        URI = "file:///tmp/wordkit-pygls/notes.md"
        TEXT = "# Notes\n\nThis is a tset of 😀 recieve.\n\n```\nnot chekced\n```\nSee `codde` at https://exmple.com here.\n"

        async def main():
            out = {}
            client = LanguageClient("wordkit-pygls-test", "v1")
            published = {}
            changed = asyncio.Event()

            @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
            def on_diagnostics(*args):
                params = args[-1]
                published[params.uri] = params
                changed.set()

            async def wait_for(predicate):
                for _ in range(200):
                    params = published.get(URI)
                    if params is not None and predicate(params):
                        return params
                    changed.clear()
                    try:
                        await asyncio.wait_for(changed.wait(), 0.1)
                    except asyncio.TimeoutError:
                        pass
                raise RuntimeError("no such diagnostics")

            def words(params, text):
                lines = text.split("\n")
                result = []
                for d in params.diagnostics:
                    line = lines[d.range.start.line].encode("utf-16-le")
                    word = line[d.range.start.character * 2:d.range.end.character * 2].decode("utf-16-le")
                    result.append([word, d.range.start.line, d.range.start.character, d.range.end.character, int(d.severity), d.source])
                return result

            await client.start_io(WORDKIT, "lsp")
            result = await client.initialize_async(types.InitializeParams(
                capabilities=types.ClientCapabilities(), initialization_options={"language": "en"}))
            out["sync"] = int(result.capabilities.text_document_sync.change)
            out["commands"] = result.capabilities.execute_command_provider.commands
            client.initialized(types.InitializedParams())
            client.text_document_did_open(types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=URI, language_id="markdown", version=1, text=TEXT)))
            params = await wait_for(lambda p: p.version == 1)
            out["opened"] = words(params, TEXT)

            # An incremental edit after the emoji: "a tset" becomes "a tset zwork".
            text = TEXT.replace("tset of", "tset zwork of")
            client.text_document_did_change(types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
                content_changes=[types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=2, character=14), end=types.Position(line=2, character=14)),
                    text=" zwork")]))
            params = await wait_for(lambda p: p.version == 2)
            out["changed"] = words(params, text)

            first = params.diagnostics[0]
            actions = await client.text_document_code_action_async(types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=URI), range=first.range,
                context=types.CodeActionContext(diagnostics=[first])))
            out["actions"] = [a.title for a in actions]
            edit = actions[0].edit.changes[URI][0]
            out["fix"] = [edit.new_text, edit.range.start.character, edit.range.end.character]

            # lsprotocol reads any action with a "command" member as a bare Command, so
            # the command is sent as the action's title names it.
            add = next(a for a in actions if a.title.startswith("Add "))
            word = add.title.split(" ")[1]
            await client.workspace_execute_command_async(types.ExecuteCommandParams(
                command="wordkit.addToDictionary", arguments=[word]))
            params = await wait_for(lambda p: all(w[0] != "tset" for w in words(p, text)))
            out["afterAdd"] = words(params, text)

            try:
                await client.protocol.send_request_async("wordkit/noSuchMethod", {})
                out["unknown"] = "answered"
            except Exception as error:
                out["unknown"] = getattr(error, "code", str(error))

            await client.shutdown_async(None)
            client.exit(None)
            await client.stop()
            out["exit"] = client._server.returncode
            print(json.dumps(out))

        asyncio.run(main())
        """#
}

/// Reads the pygls client's JSON answer with Foundation (numbers as `Int`).
enum JSONValueDecoding {
    struct NotAnObject: Error { let text: String }

    static func object(_ text: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { throw NotAnObject(text: text) }
        return object
    }

    /// Each inner array as its elements joined by spaces.
    static func rows(_ value: Any?) -> [String] {
        guard let rows = value as? [Any] else { return [] }
        return rows.map { row in ((row as? [Any]) ?? []).map { "\($0)" }.joined(separator: " ") }
    }
}

/// `wordkit lsp` on raw bytes: framing problems are answered or logged and
/// the session goes on; `exit` after `shutdown` ends with 0, without it 1.
@Suite struct LanguageServerStdioTests {
    private static func framed(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }

    @Test func badFramesDoNotStopTheServer() throws {
        let input = "Content-Length: nope\r\n\r\n"
            + "Content-Length: 400\r\n\r\n" + String(repeating: "x", count: 400)
            + Self.framed("{bad json")
            + Self.framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + Self.framed(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///x.txt","languageId":"plaintext","version":1,"text":"teh 😀 end"}}}"#)
            + Self.framed(#"{"jsonrpc":"2.0","id":2,"method":"nope"}"#)
            + Self.framed(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
            + Self.framed(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try WordKitProcess.run(["lsp", "--max-message-bytes", "300"], input: Data(input.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let bodies = result.stdout.components(separatedBy: "\r\n\r\n").dropFirst().map { $0.components(separatedBy: "Content-Length:").first ?? "" }
        #expect(bodies.count == 7, "\(result.stdout)")
        #expect(bodies[0].contains(#""code":-32600"#) && bodies[0].contains("Content-Length"))
        #expect(bodies[1].contains(#""code":-32600"#) && bodies[1].contains("over the limit"))
        #expect(bodies[2].contains(#""code":-32700"#))
        #expect(bodies[3].contains(#""id":1"#) && bodies[3].contains(#""capabilities""#))
        #expect(bodies[4].contains("publishDiagnostics") && bodies[4].contains(#""word":"teh""#))
        #expect(bodies[5].contains(#""code":-32601"#) && bodies[5].contains(#""id":2"#))
        #expect(bodies[6].contains(#""id":3"#) && bodies[6].contains(#""result":null"#))
        #expect(result.stderr.contains("over the limit"))
    }

    @Test func endOfInputWithoutShutdownExitsWithOne() throws {
        let input = Self.framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#) + "Content-Length: 10\r\n\r\n{"
        let result = try WordKitProcess.run(["lsp"], input: Data(input.utf8))
        #expect(result.status == 1)
        #expect(result.stdout.contains(#""id":1"#))
        #expect(result.stderr.contains("ended inside a message"))
    }
}
