import Foundation
import GameKernel
import Spelling
import Testing
import WordKitPlay
import WordKitTestSupport

/// `GameFactory` sets games up from a `PlayEnvironment` exactly as the
/// terminal does: the CLI's `--json` start event is the oracle.
@Suite struct GameFactoryTests {
    /// An environment over the repository's content and dictionaries, with an in-memory storage.
    static func environment(seed: UInt64?, dictionaries: String = Repository.dictionaries.path) -> PlayEnvironment {
        PlayEnvironment(
            storage: .inMemory(), content: { GameContent(directory: Repository.content) },
            dictionaries: DictionaryFolder(path: dictionaries, environment: [:]), seed: seed)
    }

    /// A folder holding one tiny dictionary per name, each of the words given.
    static func dictionaryFolder(_ dictionaries: [String: [String]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-factory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, words) in dictionaries {
            try Data("SET UTF-8\n".utf8).write(to: folder.appendingPathComponent("\(name).aff"))
            try Data(("\(words.count)\n" + words.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("\(name).dic"))
        }
        return folder
    }

    /// Runs the `wordkit` built beside the tests with `input`, returning its standard output lines.
    static func wordkit(_ arguments: [String], input text: String) throws -> [String] {
        let binary = Repository.root.appendingPathComponent(".build/debug/wordkit")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-factory-home-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["WORDKIT_HOME"] = home.path
        environment["WORDKIT_CONTENT"] = Repository.content.path
        environment["WORDKIT_DICTIONARIES"] = Repository.dictionaries.path
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// One JSON line as a dictionary.
    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test(arguments: [(UInt64(7), "es"), (UInt64(3), "en"), (UInt64(11), "it")])
    func aSeededFactoryStartsTheRoundTheCLIStarts(seed: UInt64, language: String) throws {
        let cli = try Self.wordkit(["play", "scramble", "--json", "--seed", String(seed), "--lang", language], input: "")
        let factory = GameFactory(environment: Self.environment(seed: seed))
        let session = try factory.scramble(GameChoices(language: GameLanguage(language)), at: Date())
        var player = JSONLinesPlayer(session: session)
        // The start event, whole: root, letters, the words it counts, rank, seed.
        let opening = player.openingLines.joined().split(separator: "\n").map(String.init)
        #expect(try Self.object(#require(opening.first))["event"] as? String == "start")
        #expect(opening == Array(cli.prefix(opening.count)))
        // The counted words: everything missed when the round ends at once.
        let end = try #require(player.finish(at: Date()).joined().split(separator: "\n").map(String.init).last)
        let cliEnd = try #require(cli.last)
        #expect(try Self.object(end)["missed"] as? [String] == Self.object(cliEnd)["missed"] as? [String])
        #expect((try Self.object(cliEnd)["missed"] as? [String])?.isEmpty == false)
    }

    @Test func aMissingDictionaryFolderIsAnErrorNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-no-such-\(UUID().uuidString)").path
        let factory = GameFactory(environment: Self.environment(seed: 1, dictionaries: folder))
        #expect(throws: PlayEnvironmentError.dictionaryFolderMissing(path: folder)) {
            try factory.scramble(GameChoices(), at: Date())
        }
        #expect(throws: PlayEnvironmentError.dictionaryFolderMissing(path: folder)) { try factory.checkLanguage("en") }
        #expect(PlayEnvironmentError.dictionaryFolderMissing(path: folder).description == "dictionary folder \(folder) does not exist")
    }

    @Test func anEmptyDictionaryFolderIsAnErrorNamingIt() throws {
        let folder = try Self.dictionaryFolder([:])
        let factory = GameFactory(environment: Self.environment(seed: 1, dictionaries: folder.path))
        #expect(throws: PlayEnvironmentError.dictionaryFolderEmpty(path: folder.path)) { try factory.checkLanguage("en") }
    }

    /// The `:lang` check looks in the environment's folder, not the shipped one.
    @Test func aLanguageIsCheckedInTheEnvironmentsFolder() throws {
        let folder = try Self.dictionaryFolder(["xx_YY": ["hello"]])
        let factory = GameFactory(environment: Self.environment(seed: 1, dictionaries: folder.path))
        try factory.checkLanguage("xx")
        #expect(throws: SpellingError.unknownLanguage("es", available: ["xx_YY"])) { try factory.checkLanguage("es") }
        // The shipped folder is the other way round.
        let shipped = GameFactory(environment: Self.environment(seed: 1))
        try shipped.checkLanguage("es")
        #expect(throws: SpellingError.self) { try shipped.checkLanguage("xx") }
    }

    @Test func aRootThatIsNotAWordOfTheGameIsRefusedWithIt() throws {
        var factory = GameFactory(environment: Self.environment(seed: 1))
        factory.root = "qqqqqqqq"
        #expect(throws: PlayEnvironmentError.rootNotAWord(root: "qqqqqqqq", language: "en", lengths: ScrambleConfiguration.lengths)) {
            try factory.scramble(GameChoices(length: 8), at: Date())
        }
        factory.root = "molestia"
        let session = try factory.scramble(GameChoices(language: GameLanguage("es_ES"), length: 8), at: Date())
        #expect(session.game.root == "molestia")
        #expect(session.game.configuration.language == "es")
    }

    /// The language is resolved once: the dictionary name picks the
    /// dictionary, its language code the game's words.
    @Test func aDictionaryNameResolvesToItsLanguage() {
        #expect(GameLanguage("es_MX") == GameLanguage("es_MX"))
        #expect([GameLanguage("es_MX").code, GameLanguage("pt-BR").code, GameLanguage("it").code] == ["es", "pt", "it"])
        #expect(GameLanguage("es_MX").name == "es_MX")
    }

    /// The in-memory storage keeps the history an app would show, and lights
    /// out resumes from it.
    @Test func anInMemoryStorageKeepsTheHistory() throws {
        let factory = GameFactory(environment: Self.environment(seed: 4))
        var session = try factory.guess(GameChoices(lives: 1), at: Date())
        _ = session.end(at: Date())
        let games = try factory.environment.storage.games()
        #expect(games.map(\.game) == [.guess])
        #expect(factory.lightsProgress() == LightsProgress(records: games))
    }
}
