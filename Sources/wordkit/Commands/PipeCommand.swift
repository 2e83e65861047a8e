import ArgumentParser
import Foundation
import Spelling
import WordKitStore
import WordKitTerminal

/// `wordkit pipe`: the ispell / `hunspell -a` pipe protocol, for editors.
struct PipeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pipe",
        abstract: "Speak the ispell pipe protocol (ispell -a, hunspell -a) on stdin/stdout, for editors.",
        discussion: """
        Prints ispell's version line, then answers each line of text: '*' for a correct \
        word, '& word count offset: corrections' or '# word offset' for a misspelled one, \
        and an empty line after each input line. Lines starting with '^' are checked as \
        text; '*word', '&word', '@word', '#', '!', '%' add, accept, save, and switch terse \
        mode, as in ispell. Options of ispell that change nothing here (-a, -m, -B, -C, \
        -S, -t, -n, -H, …) are accepted and ignored, so that 'ispell-program-name' can \
        name a script that runs 'wordkit pipe "$@"'. With -l, prints the misspelled words \
        of standard input, one a line, like 'ispell -l'. Lines are UTF-8, or ISO 8859-1 \
        when not valid UTF-8 (answered in the same encoding), unless -i says which.
        """
    )

    @Option(name: [.customLong("lang"), .customShort("d")], help: "Language: en, es, it, or a dictionary name such as es_MX (ispell's -d).")
    var language: String = "en"

    @Option(name: .customLong("dictionaries"), help: ArgumentHelp("Folder of Hunspell dictionaries (default: WORDKIT_DICTIONARIES, else the ones shipped with WordKit).", valueName: "dir"))
    var dictionaries: String?

    @Option(name: .customShort("p"), help: ArgumentHelp("A personal word list, one word a line: accepted, and '#' appends to it (default: WordKit's learned words).", valueName: "file"))
    var personalDictionary: String?

    @Option(
        name: .customShort("i"),
        help: PipeEncoding.help(ArgumentHelp("The encoding of input and output (default: UTF-8, else ISO 8859-1 line by line).", valueName: "encoding")),
        completion: PipeEncoding.completion, transform: PipeEncoding.parser("-i"))
    var encoding: PipeEncoding?

    @Flag(name: .customShort("l"), help: "List mode: print the misspelled words of standard input, one a line.")
    var list = false

    @Flag(name: .customShort("v"), help: "Print the version line and exit.")
    var version: Int

    @Flag(name: .customShort("a"), help: "Pipe mode (the default; accepted for ispell's sake).")
    var pipeMode = false

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var ignored: [String] = []

    func run() throws {
        if version > 0 {
            try Output.write(IspellPipe.banner(version: WordKit.configuration.version))
            return
        }
        let pipeEncoding = encoding?.encoding ?? .automatic
        var arguments = ["--lang", language]
        if let dictionaries { arguments += ["--dictionaries", dictionaries] }
        let options = try DictionaryOptions.parse(arguments)
        let files = try options.dictionaryFiles()
        let channel = LineChannel()
        do {
            // ispell.el waits for this line before it sends anything.
            if !list {
                try channel.write(IspellPipe.banner(version: WordKit.configuration.version))
                try channel.flush()
            }
            let checker = try options.openChecker(for: files)
            LexiconLoading.attachExisting(to: checker)
            checker.cacheCorrectionData(in: WordKitPaths().lexiconCacheDirectory)
            var session = IspellPipe(checker: checker, encoding: pipeEncoding, personalDictionary: personalDictionary.map { URL(fileURLWithPath: $0) })
            while let line = try channel.readLine() {
                if list {
                    try channel.write(bytes: session.misspelledWords(in: line))
                } else {
                    try channel.write(bytes: try session.respond(to: line))
                }
            }
            try channel.flush()
        } catch let error as CocoaError {
            throw CLIFailure("cannot save the personal dictionary: \(error.localizedDescription)", code: CLIFailure.ioError)
        }
    }
}
