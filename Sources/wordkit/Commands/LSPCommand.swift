import ArgumentParser
import Foundation
import Spelling
import WordKitLSP
import WordKitStore
import WordKitTerminal

/// `wordkit lsp`: a language server on stdin and stdout.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a Language Server (LSP 3.17 over stdio) that spell-checks prose in editors.",
        discussion: """
        Speaks JSON-RPC with Content-Length framing on standard input and output; \
        problems go to standard error. Checks plain text, git commit messages, Markdown \
        prose and the comments and strings of source code, and offers corrections, \
        'Add to dictionary' (WordKit's learned words) and 'Ignore in this document'. \
        The language comes from initializationOptions or the 'wordkit.language' setting, \
        else --lang; a 'wordkit: lang=es' line near the top of a document overrides it. \
        See docs/lsp.md.
        """
    )

    @Option(name: [.customLong("lang"), .customShort("l")], help: "The language of documents that name none, until the client configures one: en, es, it.")
    var language: String = "en"

    @Option(name: .customLong("dictionaries"), help: ArgumentHelp("Folder of Hunspell dictionaries (default: WORDKIT_DICTIONARIES, else the ones shipped with WordKit).", valueName: "dir"))
    var dictionaries: String?

    @Flag(help: "Accepted for clients that pass it; stdio is the only transport.")
    var stdio = false

    @Option(help: ArgumentHelp("The largest message accepted, in bytes (larger ones are skipped with an error).", valueName: "bytes"))
    var maxMessageBytes = 16 << 20

    @Option(help: ArgumentHelp("The most documents kept open at once.", valueName: "count"))
    var maxDocuments = 1000

    func validate() throws {
        guard maxMessageBytes >= 1 else { throw ValidationError("--max-message-bytes must be at least 1 (got \(maxMessageBytes))") }
        guard maxDocuments >= 1 else { throw ValidationError("--max-documents must be at least 1 (got \(maxDocuments))") }
    }

    func run() throws {
        let learned = PlayerContext.learnedWords()
        let folder = dictionaries
        var options = LanguageServer.Options()
        options.defaultLanguage = language
        options.maximumDocuments = maxDocuments
        options.version = WordKit.configuration.version
        let server = LanguageServer(options: options, learnedWords: learned) { language in
            var arguments = ["--lang", language]
            if let folder { arguments += ["--dictionaries", folder] }
            do {
                let files = try DictionaryOptions.parse(arguments).dictionaryFiles()
                let checker = SpellChecker(dictionary: files, learnedWords: learned)
                LexiconLoading.attachExisting(to: checker)
                checker.cacheCorrectionData(in: WordKitPaths().lexiconCacheDirectory)
                return checker
            } catch let failure as CLIFailure {
                throw LanguageFailure(message: failure.message)
            }
        }
        server.log = { StandardError.write($0 + "\n") }
        var framer = MessageFramer(maximumBodyLength: maxMessageBytes)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while server.exitCode == nil {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            framer.append(chunk[0..<count])
            while server.exitCode == nil, let frame = framer.next() {
                let replies: [[UInt8]]
                switch frame {
                case .message(let body): replies = server.respond(to: body)
                case .problem(let problem): replies = server.framingProblem(problem).map { $0.serialized() }
                }
                for reply in replies {
                    guard DescriptorWrite.all(MessageFramer.frame(reply)) else {
                        throw CLIFailure("wordkit lsp: cannot write to standard output (the client went away)", code: CLIFailure.ioError)
                    }
                }
            }
        }
        if framer.hasPartialMessage { StandardError.write("wordkit lsp: standard input ended inside a message\n") }
        // Without `exit` the client went away: 1, as LSP asks for an exit without shutdown.
        throw ExitCode(server.exitCode ?? 1)
    }

    /// A language the server cannot open, with the reason the client is shown.
    struct LanguageFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
