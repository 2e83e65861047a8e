import Foundation
import Testing
import WordKitTestSupport

/// `wordkit suggest` (one word and batch), `wordkit complete` and `wordkit
/// pipe`, run as a user or an editor runs them.
@Suite struct CorrectionCommandTests {
    struct Report: Decodable, Equatable {
        let word: String
        let correct: Bool
        let suggestions: [String]
    }

    @Test func batchSuggestAnswersEachLineInOrder() throws {
        let result = try WordKitProcess.run(["suggest", "--lang", "en", "--json"], stdin: "teh\nrecieve\nhouse\n\nTeh\n")
        #expect(result.status == 1)
        let reports = try result.lines.map { try JSONDecoder().decode(Report.self, from: Data($0.utf8)) }
        #expect(reports.map(\.word) == ["teh", "recieve", "house", "", "Teh"])
        #expect(reports[0].suggestions.first == "the" && !reports[0].correct)
        #expect(reports[1].suggestions.first == "receive")
        #expect(reports[2].correct)
        #expect(reports[4].suggestions.first == "The")
        // The same object as suggest --json WORD.
        let one = try WordKitProcess.run(["suggest", "--lang", "en", "--json", "recieve"])
        #expect(try JSONDecoder().decode(Report.self, from: Data(one.stdout.utf8)) == reports[1])
    }

    @Test func batchSuggestPlainLinesAndCase() throws {
        let result = try WordKitProcess.run(["suggest", "--lang", "es", "--limit", "2"], stdin: "CANCION\ncancion\nperro\n")
        #expect(result.lines.count == 3)
        #expect(result.lines[0].hasPrefix("CANCION\tCANCIÓN, "))
        #expect(result.lines[1].hasPrefix("cancion\tcanción, "))
        #expect(result.lines[2].hasPrefix("perro\t"))
        #expect(result.status == 1)
        let allCorrect = try WordKitProcess.run(["suggest", "--lang", "es"], stdin: "perro\ngato\n")
        #expect(allCorrect.status == 0 && allCorrect.lines.count == 2)
    }

    @Test func batchSuggestRefusesBadInputWithItsLine() throws {
        let result = try WordKitProcess.run(["suggest"], input: Data("teh\nb\u{7}d\n".utf8))
        #expect(result.status == 65)
        #expect(result.stderr.contains("line 2"))
        let invalid = try WordKitProcess.run(["suggest"], input: Data([0x74, 0x65, 0x68, 0x0A, 0xFF, 0x0A]))
        #expect(invalid.status == 65 && invalid.stderr.contains("line 2: invalid UTF-8"))
    }

    @Test func suggestHunspellPrintsHunspellsOwnList() throws {
        let result = try WordKitProcess.run(["suggest", "--hunspell", "--lang", "en", "teh"])
        #expect(result.lines == (try HunspellOracle.suggestions(for: ["teh"], dictionary: "en_US"))[0])
    }

    /// A huge `--limit` is a bound like any other, in every form of the
    /// command (before: exit 132, an overflow trap, or 134, an allocation).
    @Test(arguments: ["9223372036854775807", "1000000000000", "4611686018427387904"])
    func aHugeLimitIsABoundNotATrap(limit: String) throws {
        let one = try WordKitProcess.run(["suggest", "--lang", "en", "teh", "--limit", limit])
        #expect(one.status == 1, "\(one.stderr)")
        #expect(one.lines.first == "the")
        let batch = try WordKitProcess.run(["suggest", "--lang", "en", "--json", "--limit", limit], stdin: "teh\nhouse\n")
        #expect(batch.status == 1 && batch.lines.count == 2, "\(batch.stderr)")
        let complete = try WordKitProcess.run(["complete", "--lang", "en", "a", "--limit", limit])
        #expect(complete.status == 0 && complete.lines.count > 1000, "\(complete.stderr)")
        let json = try WordKitProcess.run(["complete", "--lang", "en", "--json", "Feb", "--limit", limit])
        #expect(json.status == 0 && json.stdout.contains("February"), "\(json.stderr)")
    }

    @Test func completeRanksByFrequency() throws {
        let house = try WordKitProcess.run(["complete", "hous"])
        #expect(house.status == 0)
        #expect(house.lines.first == "house")
        #expect(house.lines.count == 10)
        #expect(house.lines.allSatisfy { $0.hasPrefix("hous") && $0 != "hous" })
        let february = try WordKitProcess.run(["complete", "Feb", "--limit", "3"])
        #expect(february.lines.first == "February" && february.lines.count == 3)
        let json = try WordKitProcess.run(["complete", "--json", "--lang", "es", "canci", "--limit", "2"])
        #expect(json.stdout == #"{"completions":["canción","canciones"],"prefix":"canci"}"# + "\n")
        #expect(try WordKitProcess.run(["complete", " "]).status == 64)
        #expect(try WordKitProcess.run(["complete", "x", "--limit", "0"]).status == 64)
    }

    @Test func completionsAreDictionaryWordsMostFrequentFirst() throws {
        let result = try WordKitProcess.run(["complete", "wor", "--limit", "20"])
        #expect(try HunspellOracle.misspelled(result.stdout, dictionary: "en_US") == [])
        // The frequency list is the oracle of the order.
        let list = try String(contentsOf: Repository.dictionaries.appendingPathComponent("frequency/en.tsv"), encoding: .utf8)
        var rank: [String: Int] = [:]
        for (index, line) in list.split(separator: "\n").enumerated() {
            let word = String(line.split(separator: "\t")[0])
            if rank[word] == nil { rank[word] = index }
        }
        let ranks = result.lines.compactMap { rank[$0] }
        #expect(ranks == ranks.sorted())
        #expect(result.lines.first == "work")
    }

    @Test func pipeSpeaksTheIspellProtocol() throws {
        let result = try WordKitProcess.run(["pipe", "-a", "-m", "-B"], stdin: "hello teh\n!\ngood badd\n")
        #expect(result.status == 0)
        #expect(result.lines.first == "@(#) International Ispell Version 3.2.06 (but really WordKit 0.1.0)")
        #expect(result.lines[1] == "*")
        #expect(result.lines[2].hasPrefix("& teh ") && result.lines[2].contains(" 6: the, "))
        #expect(result.lines[3] == "")
        #expect(result.lines[4].hasPrefix("& badd "))
        let version = try WordKitProcess.run(["pipe", "-vv"])
        #expect(version.stdout.hasPrefix("@(#) International Ispell Version 3.2.06 (but really WordKit"))
        let list = try WordKitProcess.run(["pipe", "-l", "-d", "es"], stdin: "el niño canta una cancion\nperro gatto\n")
        #expect(list.status == 0 && list.lines == ["cancion", "gatto"])
        #expect(try WordKitProcess.run(["pipe", "-i", "EBCDIC"]).status == 64)
    }

    /// Emacs's ispell.el and flyspell drive `wordkit pipe` as they drive
    /// ispell: a real client of the protocol that nobody here wrote.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/emacs"), "needs emacs (make deps-test installs emacs-nox)"),
          .timeLimit(.minutes(2)))
    func emacsChecksABufferThroughWordkitPipe() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-emacs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrapper = folder.appendingPathComponent("wordkit-ispell")
        try Data("#!/bin/sh\nexec '\(WordKitProcess.binary.path)' pipe \"$@\"\n".utf8).write(to: wrapper)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        let script = folder.appendingPathComponent("client.el")
        try Data(Self.emacsClient.utf8).write(to: script)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["90", "/usr/bin/emacs", "-Q", "--batch", "-l", script.path]
        var environment = ProcessInfo.processInfo.environment
        environment["WORDKIT_ISPELL"] = wrapper.path
        environment["WORDKIT_HOME"] = folder.appendingPathComponent("home").path
        environment["HOME"] = folder.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(process.terminationStatus == 0)
        #expect(lines.contains(#"SMALL ("teh" "tset")"#), "\(lines)")
        #expect(lines.contains { $0.hasPrefix(#"GUESS ("recieve" 1 ("receive""#) }, "\(lines)")
        #expect(lines.contains("CORRECT t"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix(#"LARGE ("jumpz" "jumpz""#) }, "\(lines)")
        #expect(lines.contains(#"ES ("cancion")"#), "\(lines)")
        #expect(lines.contains { $0.hasPrefix(#"ESGUESS ("cancion" 1 ("canción""#) }, "\(lines)")
    }

    /// flyspell-buffer over a short buffer (word by word through the pipe)
    /// and a long one (flyspell's `-l` list mode), and ispell-word's own
    /// exchange parsed by ispell.el; Spanish through a UTF-8 dictionary entry.
    static let emacsClient = """
        (require 'ispell)
        (require 'flyspell)
        (setq ispell-program-name (getenv "WORDKIT_ISPELL"))
        (setq ispell-local-dictionary-alist
              '(("wordkit-es" "[[:alpha:]]" "[^[:alpha:]]" "['’]" nil ("-d" "es") nil utf-8)))
        (defun wordkit-flyspell (text &optional dictionary)
          (with-temp-buffer
            (insert text)
            (text-mode)
            (when dictionary (ispell-change-dictionary dictionary))
            (flyspell-buffer)
            (let (words)
              (dolist (overlay (overlays-in (point-min) (point-max)))
                (when (flyspell-overlay-p overlay)
                  (push (buffer-substring-no-properties (overlay-start overlay) (overlay-end overlay)) words)))
              (sort words #'string<))))
        (defun wordkit-guesses (word &optional dictionary)
          (with-temp-buffer
            (when dictionary (ispell-change-dictionary dictionary))
            (ispell-set-spellchecker-params)
            (ispell-init-process)
            (ispell-send-string "%\\n")
            (ispell-send-string (concat "^" word "\\n"))
            (while (progn (ispell-accept-output 10) (not (string= "" (car ispell-filter)))))
            (setq ispell-filter (cdr ispell-filter))
            (ispell-parse-output (car ispell-filter))))
        (princ (format "SMALL %S\\n" (wordkit-flyspell "This is a tset of teh pipe, it works.\\n")))
        (princ (format "GUESS %S\\n" (wordkit-guesses "recieve")))
        (princ (format "CORRECT %S\\n" (wordkit-guesses "house")))
        (princ (format "LARGE %S\\n" (wordkit-flyspell (apply #'concat (make-list 40 "The quick brown fox jumpz over the lazy dog. ")))))
        (princ (format "ES %S\\n" (wordkit-flyspell "El niño canta una cancion muy bonita.\\n" "wordkit-es")))
        (princ (format "ESGUESS %S\\n" (wordkit-guesses "cancion" "wordkit-es")))
        """
}
