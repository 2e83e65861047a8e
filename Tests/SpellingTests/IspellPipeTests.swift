import Foundation
import Spelling
import Testing
import WordKitTestSupport

/// The ispell pipe protocol, line for line against `hunspell -a`: the same
/// kinds of answer for the same words at the same offsets (the corrections
/// themselves are WordKit's).
@Suite struct IspellPipeTests {
    /// An answer line without its corrections: `*`, `& word offset`, `# word offset`, or empty.
    static func shape(_ line: String) -> String {
        guard let kind = line.first, kind == "&" else { return line }
        // "& word count offset: …" → "? word offset": hunspell and WordKit
        // may differ in whether corrections exist, not in which word or where.
        let fields = line.split(separator: " ")
        return "? \(fields[1]) \(fields[3].dropLast())"
    }

    static func shapeOfMiss(_ line: String) -> String {
        guard line.first == "#" else { return shape(line) }
        let fields = line.split(separator: " ")
        return "? \(fields[1]) \(fields[2])"
    }

    static func answer(_ input: String, checker: SpellChecker) throws -> [String] {
        var session = IspellPipe(checker: checker)
        var output = IspellPipe.banner(version: "test")
        for line in input.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            output += try session.respond(to: String(line))
        }
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(arguments: [("en", "en_US"), ("es", "es_ES"), ("it", "it_IT")])
    func answersHaveHunspellsShape(language: String, dictionary: String) throws {
        let input = """
            hello teh worlld, 2nd 21th tiem
            ^recieve it
            ^*not a command
            !
            good bad badd
            %
            ¿Qué pasó con la cancion? Él cantaa.
            città perchè

              spaced   words  
            *wordkit
            wordkit WordKit
            @zzq
            zzq ZZQ

            """
        let checker = LexiconCheckers.checker(language)
        let wordkit = try Self.answer(input, checker: checker)
        let hunspell = try HunspellOracle.pipe(input, dictionary: dictionary)
        #expect(wordkit.first?.hasPrefix("@(#) International Ispell Version 3.2.06 (but really WordKit") == true)
        #expect(hunspell.first?.hasPrefix("@(#) International Ispell Version 3.2.06 (but really Hunspell") == true)
        #expect(wordkit.dropFirst().map(Self.shapeOfMiss) == hunspell.dropFirst().map(Self.shapeOfMiss))
    }

    @Test func misspelledWordsCarryTheirCorrections() throws {
        let lines = try Self.answer("hello teh\n^recieve\nxqzxqzxqzxqzxqzxqz\n", checker: LexiconCheckers.english)
        #expect(lines[1] == "*")
        #expect(lines[2].hasPrefix("& teh ") && lines[2].contains(" 6: the, "))
        #expect(lines[3] == "")
        #expect(lines[4].hasPrefix("& recieve ") && lines[4].contains(" 1: receive"))
        #expect(lines[6] == "# xqzxqzxqzxqzxqzxqz 0")
    }

    @Test func offsetsCountCharactersNotBytes() throws {
        let lines = try Self.answer("ñandú niño cancion\n", checker: LexiconCheckers.spanish)
        #expect(lines[3].hasPrefix("& cancion ") && lines[3].contains(" 11: canción"))
    }

    @Test func latin1LinesAreAnsweredInLatin1() throws {
        var session = IspellPipe(checker: LexiconCheckers.spanish)
        // "niño cancion" in ISO 8859-1: 0xF1 is ñ.
        let answer = try session.respond(to: Array("ni".utf8) + [0xF1] + Array("o cancion".utf8))
        #expect(String(validating: answer, as: UTF8.self) == nil)
        #expect(answer.starts(with: Array("*\n& cancion ".utf8)))
        #expect(answer.contains(0xF3), "canción's ó as one byte")
    }

    @Test func personalDictionaryWordsAreSavedByHash() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-personal-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("zorblax\n".utf8).write(to: file)
        var session = IspellPipe(checker: LexiconCheckers.english, personalDictionary: file)
        #expect(try session.respond(to: "zorblax") == "*\n\n")
        #expect(try session.respond(to: "*quuxly") == "")
        #expect(try session.respond(to: "&Blorft") == "")
        #expect(try session.respond(to: "quuxly Blorft blorft") == "*\n*\n*\n\n")
        #expect(try session.respond(to: "#") == "")
        #expect(try String(contentsOf: file, encoding: .utf8) == "zorblax\nquuxly\nblorft\n")
        let next = IspellPipe(checker: LexiconCheckers.english, personalDictionary: file)
        var reopened = next
        #expect(try reopened.respond(to: "^quuxly") == "*\n\n")
    }
}
