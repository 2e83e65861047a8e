import Foundation
import Testing
import WordKitTestSupport

/// `wordkit check`, `suggest`, `words` and `anagrams`, run as a user runs them.
@Suite struct SpellingCommandTests {
    /// A word that starts with a dash never means "all correct": `-teh` was
    /// read as the flags `-t -e -h`, printed help and exited 0.
    @Test func aWordThatStartsWithADashIsAUsageErrorWithAHint() throws {
        for arguments in [["check", "-teh"], ["check", "--lang", "en", "-help"], ["suggest", "-theh"], ["check", "-x"]] {
            let result = try WordKitProcess.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stdout)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            let word = try #require(arguments.last)
            #expect(result.stderr.contains("'\(word)'"), "\(arguments): \(result.stderr)")
            let fixed = (["wordkit"] + arguments.dropLast() + ["--", word]).joined(separator: " ")
            #expect(result.stderr.contains("put -- before it: \(fixed)"), "\(arguments): \(result.stderr)")
        }
        let dashed = try WordKitProcess.run(["check", "--lang", "en", "--", "-teh"])
        #expect(dashed.status == 1 && dashed.lines == ["teh"])
        for help in [["check", "-h"], ["check", "--help"], ["suggest", "-h"]] {
            let result = try WordKitProcess.run(help)
            #expect(result.status == 0 && result.stdout.contains("USAGE"), "\(help)")
        }
    }

    @Test(arguments: [("es", "es_ES"), ("en", "en_US"), ("it", "it_IT")])
    func checkPrintsWhatHunspellPrints(language: String, dictionary: String) throws {
        let text = "perro gatto house xyzzy\nNel mezzo del cammin, the quick brwn fox; ¿Qué tal? città 😀 naïve\n"
        let result = try WordKitProcess.run(["check", "--lang", language], stdin: text)
        let expected = try HunspellOracle.misspelled(text, dictionary: dictionary)
        #expect(result.lines == expected)
        #expect(result.status == (expected.isEmpty ? 0 : 1))
    }

    @Test func checkExitsZeroWhenAllWordsAreCorrect() throws {
        let result = try WordKitProcess.run(["check", "--lang", "en", "all good words here"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func checkOfEmptyInputSucceedsSilently() throws {
        let result = try WordKitProcess.run(["check"], stdin: "")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
    }

    @Test func checkJSONGivesLineColumnAndLength() throws {
        let result = try WordKitProcess.run(["check", "--json", "--lang", "en"], stdin: "fine\n😀 wrld yes\n")
        #expect(result.status == 1)
        #expect(result.lines == [#"{"column":4,"length":4,"line":2,"word":"wrld"}"#])
    }

    @Test func italianElisionsAreNotReportedInPieces() throws {
        let result = try WordKitProcess.run(["check", "--lang", "it"], stdin: "dell'acqua nell’anno zz'acqua\n")
        #expect(result.lines == ["zz"])
        let strict = try WordKitProcess.run(["check", "--lang", "it", "--hunspell-tokens"], stdin: "dell'acqua\n")
        #expect(strict.lines == ["dell"])
    }

    @Test func invalidUTF8IsAnErrorNamingLineAndColumn() throws {
        let result = try WordKitProcess.run(["check"], input: Data("ok\nbad ".utf8) + Data([0xFF]) + Data(" word\n".utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("line 2, column 5"))
        #expect(result.stderr.contains("invalid UTF-8"))
    }

    @Test func controlCharactersAreRefused() throws {
        let result = try WordKitProcess.run(["check"], stdin: "ok\nbell\u{7} ring\n")
        #expect(result.status == 65)
        #expect(result.stderr.contains("line 2, column 5"))
        #expect(result.stderr.contains("U+0007"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aFiveMegabyteLineIsCheckedWithoutTrouble() throws {
        let line = String(repeating: "house wrld ", count: 480_000) + "\n"
        let result = try WordKitProcess.run(["check", "--lang", "en"], stdin: line)
        #expect(result.status == 1)
        #expect(result.lines.count == 480_000)
        #expect(Set(result.lines) == ["wrld"])
    }

    @Test func unknownLanguageIsAUsageErrorListingLanguages() throws {
        let result = try WordKitProcess.run(["check", "--lang", "xx", "word"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown language 'xx'"))
        #expect(result.stderr.contains("en_US, es_ES, it_IT"))
    }

    @Test func missingOrEmptyDictionaryFoldersAreNamed() throws {
        let missing = try WordKitProcess.run(["check", "--dictionaries", "/nonexistent/dicts", "word"])
        #expect(missing.status == 72)
        #expect(missing.stderr.contains("/nonexistent/dicts"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-dicts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en_US"), withIntermediateDirectories: true)
        try Data("SET UTF-8\n".utf8).write(to: folder.appendingPathComponent("en_US/en_US.aff"))
        try Data("1\nhello\n".utf8).write(to: folder.appendingPathComponent("en_US/en_US.dic"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("en_US/en_US.dic"))
        let broken = try WordKitProcess.run(["check", "--dictionaries", folder.path, "word"])
        #expect(broken.status == 72)
    }

    @Test func environmentVariablePointsAtOtherDictionaries() throws {
        let result = try WordKitProcess.run(["check", "--lang", "en", "wrld"], environment: ["WORDKIT_DICTIONARIES": "/nonexistent"])
        // As --dictionaries /nonexistent: a dictionary problem naming the folder.
        #expect(result.status == 72)
        #expect(result.stderr.contains("/nonexistent does not exist"))
    }

    @Test func invalidUTF8ArgumentIsRefused() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" check \"$(printf 'bad\\377')\"", WordKitProcess.binary.path]
        let err = Pipe()
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 65)
        #expect(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("argument 2 is not valid UTF-8"))
    }

    @Test func suggestPrintsCorrectionsBestFirst() throws {
        let result = try WordKitProcess.run(["suggest", "gatto", "--lang", "es", "--limit", "3"])
        #expect(result.status == 1)
        #expect(result.lines.first == "gato")
        #expect(result.lines.count <= 3)
        let json = try WordKitProcess.run(["suggest", "--json", "house"])
        #expect(json.status == 0)
        #expect(json.stdout.hasPrefix(#"{"correct":true,"#))
    }

    @Test func suggestPutsTheAccentedFormFirst() throws {
        let spanish = try WordKitProcess.run(["suggest", "cancion", "--lang", "es"])
        #expect(spanish.lines.first == "canción")
        let italian = try WordKitProcess.run(["suggest", "citta", "--lang", "it"])
        #expect(italian.lines.first == "città")
    }

    @Test func suggestRefusesAnEmptyWordAndBadLimits() throws {
        #expect(try WordKitProcess.run(["suggest", " "]).status == 64)
        #expect(try WordKitProcess.run(["suggest", "x", "--limit", "0"]).status == 64)
    }

    @Test func anagramsMatchABruteForceSearchOverTheWordList() throws {
        let words = try WordKitProcess.run(["words", "--lang", "en", "--min-length", "3", "--max-length", "8"])
        #expect(words.status == 0)
        func counts(_ word: String) -> [Character: Int] { word.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
        let rack = counts("silkworm")
        let expected = words.lines.filter { word in counts(word).allSatisfy { rack[$0.key, default: 0] >= $0.value } }
        let result = try WordKitProcess.run(["anagrams", "silkworm", "--lang", "en"])
        #expect(result.status == 0)
        #expect(result.lines.sorted() == expected.sorted())
        #expect(result.lines.first == "silkworm")
        #expect(result.lines.contains("worm") && result.lines.contains("milk"))
    }

    @Test func everyWordPrintedIsOneHunspellAccepts() throws {
        let result = try WordKitProcess.run(["anagrams", "camiones", "--lang", "es"])
        #expect(result.status == 0)
        #expect(result.lines.contains("camión") || result.lines.contains("camiones"))
        #expect(try HunspellOracle.misspelled(result.lines.joined(separator: "\n"), dictionary: "es_ES") == [])
    }

    @Test func spanishAnagramsFoldAccentsLikeTheGameUnlessAskedNotTo() throws {
        let words = try WordKitProcess.run(["words", "--lang", "es", "--min-length", "3", "--max-length", "8"])
        // Accents are dropped; ñ is a letter of its own (DESIGN.md), not an n with a mark.
        func folded(_ word: String) -> [Character: Int] {
            word.map { $0 == "ñ" ? "ñ" : Character($0.description.decomposedStringWithCanonicalMapping.unicodeScalars.first.map(String.init) ?? "") }
                .reduce(into: [:]) { $0[$1, default: 0] += 1 }
        }
        let rack = folded("camiones")
        let expected = words.lines.filter { folded($0).allSatisfy { rack[$0.key, default: 0] >= $0.value } }
        let result = try WordKitProcess.run(["anagrams", "camiones", "--lang", "es"])
        #expect(result.lines.sorted() == expected.sorted())
        #expect(result.lines.contains("camión"))
        #expect(try !WordKitProcess.run(["anagrams", "anos", "--lang", "es"]).lines.contains("años"))
        let exact = try WordKitProcess.run(["anagrams", "camiones", "--lang", "es", "--no-fold-accents"])
        #expect(!exact.lines.contains("camión"))
        #expect(exact.lines.contains("camiones"))
    }

    @Test func wordsAreSortedLowercaseLettersAndRespectLengths() throws {
        let result = try WordKitProcess.run(["words", "--lang", "en", "--min-length", "9", "--max-length", "9"])
        #expect(result.status == 0)
        #expect(result.lines.count > 1_000)
        #expect(result.lines.allSatisfy { $0.count == 9 && $0.allSatisfy { $0.isLetter && $0.isLowercase } })
        #expect(result.lines == result.lines.sorted { Array($0.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.unicodeScalars.map(\.value)) })
    }

    @Test func badLengthsAndRacksAreUsageErrors() throws {
        #expect(try WordKitProcess.run(["words", "--min-length", "0"]).status == 64)
        #expect(try WordKitProcess.run(["words", "--min-length", "5", "--max-length", "2"]).status == 64)
        #expect(try WordKitProcess.run(["anagrams", "ab1"]).status == 64)
        #expect(try WordKitProcess.run(["anagrams", ""]).status == 64)
    }
}
