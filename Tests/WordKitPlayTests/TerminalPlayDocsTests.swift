import Foundation
import GameKernel
import Testing
import WordKitPlay
import WordKitTestSupport

/// `docs/terminal-play.md` stays true to the program: each screen's key
/// table lists exactly the keys ``GameHelp`` gives that screen, and every
/// command the document names is one the program takes, and the other way round.
@Suite struct TerminalPlayDocsTests {
    static let document = (try? String(contentsOf: Repository.root.appendingPathComponent("docs/terminal-play.md"), encoding: .utf8)) ?? ""

    /// The document's `## ` sections, by heading.
    static var sections: [String: String] {
        var sections: [String: String] = [:]
        for part in document.components(separatedBy: "\n## ").dropFirst() {
            let heading = part.prefix { $0 != "\n" }
            sections[String(heading)] = String(part.dropFirst(heading.count))
        }
        return sections
    }

    /// The first cells of a section's tables: `| `Tab` | … |` gives `Tab`.
    static func keys(in section: String) -> [String] {
        section.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
    }

    @Test(arguments: [
        ("The menu", PlayScreen.menu), ("Word scramble", .game(.scramble)), ("Flashcards", .game(.flashcards)),
        ("Guess the number", .game(.guess)), ("Lights out", .game(.lights)), ("Study", .study),
    ])
    func eachScreensKeyTableIsTheProgramsKeys(heading: String, screen: PlayScreen) throws {
        let section = try #require(Self.sections[heading], "no section \(heading)")
        let own = GameHelp.keys(on: screen).filter { !GameHelp.common.contains($0) }.map(\.syntax)
        #expect(Self.keys(in: section) == own)
    }

    @Test func theKeysOfEveryGameAreThoseEveryScreenTakes() throws {
        let section = try #require(Self.sections["Every game"])
        #expect(Self.keys(in: section) == GameHelp.common.map(\.syntax))
    }

    @Test func everyCommandNamedIsTakenAndEveryCommandIsNamed() throws {
        let regex = try Regex(#"`(:[a-z?-]+)"#)
        let named = Set(Self.document.matches(of: regex).compactMap { $0.output[1].substring.map(String.init) })
        #expect(named.count > 15)
        for name in named {
            let command = InGameCommand.parse(name)
            if case .unknown = command { Issue.record("the document names \(name), which is not a command") }
        }
        let screens = [PlayScreen.menu] + GameCatalog.entries
        for entry in screens.flatMap(InGameCommand.commands(on:)) {
            let name = String(entry.syntax.prefix { $0 != " " })
            #expect(named.contains(name), "\(name) is not in docs/terminal-play.md")
        }
    }
}
