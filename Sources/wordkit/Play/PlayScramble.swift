import ArgumentParser
import Foundation
import GameKernel
import Spelling

/// `wordkit play scramble`: word scramble.
struct PlayScramble: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scramble",
        abstract: "Make words from the letters of a root word.",
        discussion: """
        Send a word a line. Commands: :hint (the start of a word not found yet), \
        :shuffle (the letters in a new order), :new (end the round, start one with a \
        new root), :quit. Roots come from Content/roots/<lang>-<length>.txt; words are \
        checked against the language's lexicon (built once from the dictionary and \
        cached). In Spanish and Italian, a word typed without accents counts as the \
        accented word it stands for.
        """
    )

    @OptionGroup var play: PlayOptions

    @OptionGroup var dictionary: DictionaryOptions

    @Option(help: "The root word's length, 6 to 9.")
    var length = 8

    @Option(help: "The root's difficulty: easy (the most common words), normal (common headwords) or hard (rare words and inflected forms).")
    var difficulty = RootDifficulty.normal.rawValue

    @Option(help: "The rules: classic (3+ letters, not the root, bonus for using every letter), hws (Hacking with Swift) or packt.")
    var rules = ScrambleRuleSet.classic.rawValue

    @Flag(help: "At the terminal, ring the bell when a word is rejected.")
    var bell = false

    func validate() throws {
        guard ScrambleConfiguration.lengths.contains(length) else {
            throw ValidationError(
                "--length \(length) is not available; choose \(ScrambleConfiguration.lengths.lowerBound) to \(ScrambleConfiguration.lengths.upperBound)")
        }
        guard RootDifficulty(rawValue: difficulty) != nil else {
            throw ValidationError("--difficulty \(difficulty) is unknown; choose one of " + RootDifficulty.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard ScrambleRuleSet(rawValue: rules) != nil else {
            throw ValidationError("--rules \(rules) is unknown; choose one of " + ScrambleRuleSet.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }

    func run() throws {
        // Fail before the slow lexicon load when there is no terminal to play at.
        let terminal = play.json ? nil : try Terminal(noColor: play.noColor, game: "scramble")
        let checker = try dictionary.openChecker()
        let language = LanguageCode(rawValue: String(checker.language.prefix { $0 != "_" && $0 != "-" }))
        let tier = RootDifficulty(rawValue: difficulty) ?? .normal
        let roots = try Self.roots(language: language, length: length, difficulty: tier)
        let configuration = ScrambleConfiguration(
            language: language, length: length, ruleSet: ScrambleRuleSet(rawValue: rules) ?? .classic, difficulty: tier)
        let lexicon: GameWords
        do {
            lexicon = try Self.gameWords(
                LexiconWordSource(words: try LexiconStore().lexicon(for: checker), foldsAccents: configuration.accentFolding),
                language: language)
        } catch let failure as CLIFailure {
            throw failure
        } catch {
            throw CLIFailure("cannot load the \(checker.language) word list: \(error)", code: CLIFailure.dictionary)
        }
        if let terminal {
            var clock = GameClock()
            var game = try InteractiveScramble(
                configuration: configuration, environment: ScrambleEnvironment(roots: roots, words: lexicon),
                seed: play.resolvedSeed(), bell: bell, at: clock.now)
            InteractiveLoop.run(&game, on: terminal, clock: &clock)
            return
        }
        var session = try ScrambleSession(
            configuration: configuration, environment: ScrambleEnvironment(roots: roots, words: lexicon),
            seed: play.resolvedSeed(), at: Date())
        try JSONPlayLoop.run(&session)
    }

    /// Reads `Content/roots/<language>-<length>.txt`.
    ///
    /// - Throws: ``CLIFailure``: no input when the file is missing, data error
    ///   when it holds no usable root.
    static func roots(language: LanguageCode, length: Int, difficulty: RootDifficulty? = nil) throws -> RootWords {
        let url = try PlayContent.file("roots/\(language.rawValue)-\(length).txt")
        let text = String(decoding: try PlayContent.read(url), as: UTF8.self)
        do {
            return try RootWords(lines: text.components(separatedBy: "\n"), length: length, difficulty: difficulty)
        } catch {
            throw CLIFailure("\(url.path): \(error)", code: CLIFailure.dataError)
        }
    }

    /// The language's words less `Content/gamewords/<language>-excluded.txt`
    /// (no filter when the content has no such file).
    static func gameWords(_ words: any WordSource, language: LanguageCode) throws -> GameWords {
        guard let url = try? PlayContent.file("gamewords/\(language.rawValue)-excluded.txt") else {
            return GameWords(base: words, excluded: [])
        }
        return GameWords(base: words, excludedLines: String(decoding: try PlayContent.read(url), as: UTF8.self).components(separatedBy: "\n"))
    }
}
