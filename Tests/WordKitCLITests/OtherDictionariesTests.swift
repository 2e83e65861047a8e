import Foundation
import Testing
import WordKitTestSupport

/// Dictionaries other than the shipped ones, through `--dictionaries`: exact
/// names, regional fallbacks, 8-bit encodings, hostile files.
@Suite struct OtherDictionariesTests {
    /// A temporary folder holding the given files (name → bytes).
    static func folder(_ files: [String: Data]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-dicts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    static let upstream = Repository.hunspellUpstreamCases.path

    @Test func namesOfAnyShapeOpenExactlyThatDictionary() throws {
        // IJ and 1748408-1 used to be unknown; opentaal_keepcase used to open opentaal_cpdpat.
        for (name, word) in [("IJ", "ijs"), ("1748408-1", "xxxx"), ("opentaal_keepcase", "tv-word"), ("utf8_nonbmp", "x")] {
            let result = try WordKitProcess.run(["check", "--dictionaries", Self.upstream, "--lang", name, word])
            #expect(result.status == 0 || result.status == 1, "\(name): \(result.stderr)")
            #expect(!result.stderr.contains("note:"), "\(name): \(result.stderr)")
            let expected = try HunspellOracle.misspelled(word + "\n", dictionaryBase: "\(Self.upstream)/\(name)", inputEncoding: "UTF-8")
            #expect(result.lines == expected, "\(name)")
        }
        // A name sharing only the part before "_" is not served by another dictionary.
        let unknown = try WordKitProcess.run(["check", "--dictionaries", Self.upstream, "--lang", "utf8_missing", "word"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown language 'utf8_missing'"))
        let escape = try WordKitProcess.run(["check", "--dictionaries", Self.upstream, "--lang", "../cases/base", "word"])
        #expect(escape.status == 64)
    }

    @Test func aRegionalFallbackIsSaidOnceOnStderrAndInJSON() throws {
        let aff = Data("SET UTF-8\n".utf8)
        let folder = try Self.folder(["es_ES.aff": aff, "es_ES.dic": Data("1\nperro\n".utf8), "en_US.aff": aff, "en_US.dic": Data("1\ndog\n".utf8)])
        let plain = try WordKitProcess.run(["check", "--dictionaries", folder.path, "--lang", "es_MX", "perro gato"])
        #expect(plain.lines == ["gato"])
        #expect(plain.stderr == "wordkit: note: no dictionary es_MX in \(folder.path); using es_ES (the same language)\n")
        let json = try WordKitProcess.run(["check", "--json", "--dictionaries", folder.path, "--lang", "es_MX", "perro gato"])
        #expect(json.lines == [
            #"{"dictionary":"es_ES","notice":"no dictionary es_MX in \#(folder.path); using es_ES (the same language)","requested":"es_MX"}"#,
            #"{"column":7,"length":4,"line":1,"word":"gato"}"#,
        ])
        // Exact names and bare language codes are no fallback; another language never is.
        let exact = try WordKitProcess.run(["check", "--json", "--dictionaries", folder.path, "--lang", "es", "perro"])
        #expect(exact.stdout.isEmpty && exact.stderr.isEmpty && exact.status == 0)
        let other = try WordKitProcess.run(["check", "--dictionaries", folder.path, "--lang", "fr_FR", "perro"])
        #expect(other.status == 64)
    }

    @Test func aCountOfNineHundredMillionNeitherAbortsNorReserves() throws {
        let folder = try Self.folder(["xx.aff": Data("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n".utf8), "xx.dic": Data("999999999\ncat/S\n".utf8),
                                      "yy.aff": Data("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n".utf8), "yy.dic": Data("200000000\r\ncat/S\r\ndog/S\r\n".utf8)])
        // Hunspell loads no word from a .dic whose count is beyond its limit; WordKit follows it.
        let huge = try WordKitProcess.run(["words", "--dictionaries", folder.path, "--lang", "xx"], timeout: 60)
        #expect(huge.status == 0 && huge.stdout.isEmpty, "\(huge.stderr)")
        let large = try WordKitProcess.run(["words", "--dictionaries", folder.path, "--lang", "yy"], timeout: 60)
        #expect(large.lines == ["cat", "cats", "dog", "dogs"], "\(large.stderr)")
        let anagrams = try WordKitProcess.run(["anagrams", "stac", "--dictionaries", folder.path, "--lang", "yy"], timeout: 60)
        #expect(anagrams.lines == ["cats", "cat"], "\(anagrams.stderr)")
    }

    /// Files libhunspell 1.7.1 crashes on, and the line WordKit names.
    static let hostile: [(name: String, aff: String, dic: String, line: Int, input: String)] = [
        ("rep", "SET UTF-8\nTRY ab\nREP 2147483647\nREP a b\n", "1\nword\n", 3, "word\n"),
        ("break", "SET UTF-8\nBREAK 999999999\n", "1\nword\n", 2, "word\n"),
        ("cpdpattern", "SET UTF-8\nCHECKCOMPOUNDPATTERN 2147483647\n", "1\nword\n", 2, "word\n"),
        ("map", "SET UTF-8\nMAP 2147483647\n", "1\nword\n", 2, "word\n"),
        ("cpdrule", "SET UTF-8\nCOMPOUNDRULE 2147483647\n", "1\nword\n", 2, "word\n"),
        ("phone", "SET UTF-8\nTRY ab\nPHONE 1\nPHONE A(B A\n", "3\naaab\nabba\nbaba\n", 4, "abab\n"),
        ("casecut", "COMPOUNDBEGIN U\nCOMPOUNDPERMITFLAG P\nCHECKCOMPOUNDCASE\nSFX B Y 2\nSFX B 0 0/UPX .\nSFX B 0 0/VWXDP .\nPFX D Z z/PX Z\n",
         "4\nComputer/BC-\n", 7, "ComputerComputer\n"),
        ("casetwice", "CHECKCOMPOUNDCASE\nCOMPOUNDFLAG A\nCOMPOUNDFLAG A\n", "2\nfoo/A\nBar/A\n", 3, "foofoo\n"),
    ]

    @Test(arguments: hostile.map(\.name))
    func hostileDictionariesEndInExit72NamingFileAndLine(_ name: String) throws {
        let item = try #require(Self.hostile.first { $0.name == name })
        let folder = try Self.folder(["\(name).aff": Data(item.aff.utf8), "\(name).dic": Data(item.dic.utf8)])
        let result = try WordKitProcess.run(["check", "--dictionaries", folder.path, "--lang", name], input: Data(item.input.utf8))
        #expect(result.status == 72, "\(result.stderr)")
        #expect(result.stderr.contains("\(folder.path)/\(name).aff:\(item.line): "), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        // The oracle: libhunspell itself dies on the file (a signal, not an exit
        // code). A heap overrun kills it or not by the memory layout of the run
        // (`phone` survived once in CI), so it has three runs to die in.
        if HunspellOracle.isAvailable {
            // Input from a file: a pipe to a process that crashes would end this one with SIGPIPE.
            let input = folder.appendingPathComponent("input.txt")
            try Data(item.input.utf8).write(to: input)
            var died = false
            for _ in 0..<3 where !died {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: HunspellOracle.path)
                process.arguments = ["-d", folder.appendingPathComponent(name).path, "-a"]
                process.environment = ["LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]
                process.standardInput = try FileHandle(forReadingFrom: input)
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                died = process.terminationReason == .uncaughtSignal
            }
            #expect(died, "hunspell survived \(name) three times")
        }
    }

    /// Affix files that made every command hang in libhunspell are exit 72
    /// naming the file, the line and the count.
    @Test func affixRulesThatWouldHangLibhunspellAreExit72() throws {
        let many = "SET UTF-8\nSFX S Y 200000\n" + String(repeating: "SFX S 0 s .\n", count: 200_000)
        let identical = "SET UTF-8\nSFX S Y 10000\n" + String(repeating: "SFX S 0 s .\n", count: 10_000)
        let folder = try Self.folder([
            "many.aff": Data(many.utf8), "many.dic": Data("1\ncat/S\n".utf8),
            "same.aff": Data(identical.utf8), "same.dic": Data("1\ncat/S\n".utf8),
        ])
        let first = try WordKitProcess.run(["check", "--dictionaries", folder.path, "--lang", "many", "cats"], timeout: 30)
        #expect(first.status == 72 && first.stderr.contains("many.aff:1: the file has 200000 affix rules"), "\(first.stderr)")
        let second = try WordKitProcess.run(["suggest", "--dictionaries", folder.path, "--lang", "same", "cats"], timeout: 30)
        #expect(second.status == 72 && second.stderr.contains("same.aff:3: 10000 of its 10000 SFX rules"), "\(second.stderr)")
    }

    /// 300 prefixes crossed with 300 suffixes over 5,000 capitalised stems
    /// (a 9 KB affix file, 450 million forms): `suggest` grew past 3.2 GB and
    /// ran for minutes building its table of capitalised forms; now the
    /// table stops at 400,000 forms, and the command ends under a 2 GiB cap
    /// on its address space (62 MB, 5 s in the debug build; 1.8 s release).
    @Test func correctionsOfAnAffixCrossProductAreBounded() throws {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        func text(_ n: Int, _ length: Int) -> String { String((0..<length).map { letters[(n / Int(pow(26, Double($0)))) % 26] }) }
        var aff = "SET UTF-8\nTRY esianrtolcdugmphbyfvkwzx\nPFX A Y 300\n"
        for n in 0..<300 { aff += "PFX A 0 \(text(n * 7, 2)) .\n" }
        aff += "SFX B Y 300\n"
        for n in 0..<300 { aff += "SFX B 0 \(text(n * 11 + 3, 2)) .\n" }
        let dic = "5000\n" + (0..<5_000).map { "Q\(text($0 * 13, 5))/AB\n" }.joined()
        let folder = try Self.folder(["xx_XX.aff": Data(aff.utf8), "xx_XX.dic": Data(dic.utf8)])
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-cross-\(UUID().uuidString)")
        let capped = ProcessInfo.processInfo.environment["WORDKIT_TESTS_SANITIZED"] == nil ? "ulimit -v 2097152; " : ""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(capped)exec timeout -k 5 60 '\(WordKitProcess.binary.path)' suggest --dictionaries '\(folder.path)' --lang xx_XX teh"]
        process.environment = ProcessInfo.processInfo.environment.merging(["WORDKIT_HOME": home.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // 1: the word is misspelled (and corrected); a memory cap or the timeout would end it otherwise.
        #expect(process.terminationStatus == 1, "\(process.terminationStatus): \(stderr)")
    }

    /// The probe child ends with the command that started it: its standard
    /// input is a pipe the parent holds, and it exits when that closes (a
    /// killed parent left `wordkit probe-dictionary` running for minutes).
    /// Here the probe hangs inside libhunspell, which waits to open a FIFO as
    /// its `.dic`, until its parent, this test, closes the pipe.
    @Test func aProbeEndsWithItsParent() throws {
        let folder = try Self.folder(["xx.aff": Data("SET UTF-8\n".utf8)])
        let fifo = folder.appendingPathComponent("xx.dic").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let process = Process()
        process.executableURL = WordKitProcess.binary
        process.arguments = ["probe-dictionary", folder.appendingPathComponent("xx.aff").path, fifo]
        let lifeline = Pipe()
        process.standardInput = lifeline
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        Thread.sleep(forTimeInterval: 1)
        #expect(process.isRunning, "the probe should wait on its FIFO")
        try lifeline.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!process.isRunning, "the probe outlived its parent's end")
    }

    /// Text in an 8-bit encoding, converted by glibc's iconv (independent of WordKit's tables).
    static func iconv(_ text: String, to encoding: String) throws -> Data {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-iconv-\(UUID().uuidString)")
        try Data(text.utf8).write(to: source)
        defer { try? FileManager.default.removeItem(at: source) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/iconv")
        process.arguments = ["-f", "UTF-8", "-t", encoding, source.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// A dictionary per 8-bit character set: its `SET` name, glibc's name for
    /// it, an affix file and word list (UTF-8 here, converted on disk), and
    /// text to check, in UTF-8 as a user types it.
    static let encoded: [(set: String, iconv: String, aff: String, dic: String, text: String)] = [
        ("KOI8-R", "KOI8-R", "TRY оеаи\nWORDCHARS -\nSFX S Y 1\nSFX S 0 ы .\n", "2\nжук/S\nкот/S\n", "жук жуки жуки котов кот-кот Жук ЖУК naïve\n"),
        ("KOI8-U", "KOI8-U", "SFX S Y 1\nSFX S 0 ів .\n", "1\nїжак/S\n", "їжак їжаків їжакив ЇЖАК\n"),
        ("microsoft-cp1251", "CP1251", "SFX S Y 1\nSFX S 0 ы .\n", "1\nжук/S\n", "жук жуки жукы Жук\n"),
        ("ISO8859-7", "ISO8859-7", "SFX S Y 1\nSFX S 0 ς .\n", "1\nλόγο/S\n", "λόγος λόγο λογος ΛΌΓΟΣ\n"),
        ("ISO8859-5", "ISO8859-5", "SFX S Y 1\nSFX S 0 а .\n", "1\nдом/S\n", "дом дома домы\n"),
        ("ISO8859-13", "ISO8859-13", "SFX S Y 1\nSFX S 0 ų .\n", "1\nžodis/S\n", "žodis žodisų zodis Žodis\n"),
        ("TIS620-2533", "TIS620", "", "1\nภาษา\n", "ภาษา ภาษ\n"),
        ("ISO8859-9", "ISO8859-9", "LANG tr_TR\nSFX S Y 1\nSFX S 0 ler .\n", "1\nkedi/S\n", "kediler KEDİLER Kedi kedi kedy\n"),
    ]

    @Test(.enabled(if: HunspellOracle.isAvailable), arguments: encoded.map(\.set))
    func eightBitDictionariesGiveHunspellsVerdicts(_ set: String) throws {
        let item = try #require(Self.encoded.first { $0.set == set })
        let name = "xx_" + set.filter { $0.isLetter || $0.isNumber }
        let folder = try Self.folder([
            "\(name).aff": Data("SET \(set)\n".utf8) + Self.iconv(item.aff, to: item.iconv),
            "\(name).dic": try Self.iconv(item.dic, to: item.iconv),
            // The oracle's copy names the set as glibc's iconv knows it (the
            // hunspell command cannot convert text for microsoft-cp1251).
            "oracle.aff": Data("SET \(item.iconv)\n".utf8) + Self.iconv(item.aff, to: item.iconv),
            "oracle.dic": try Self.iconv(item.dic, to: item.iconv),
        ])
        let result = try WordKitProcess.run(["check", "--dictionaries", folder.path, "--lang", name], input: Data(item.text.utf8))
        let expected = try HunspellOracle.misspelled(item.text, dictionaryBase: folder.appendingPathComponent("oracle").path, inputEncoding: "UTF-8")
        #expect(result.lines == expected, "\(set): \(result.stderr)")
        #expect(!expected.isEmpty && expected.count < item.text.split(separator: " ").count, "\(set): a test that says something")
        // The lexicon is decoded into Unicode too, and Hunspell accepts every
        // form (Thai has no lowercase letters, so its lexicon is empty).
        let words = try WordKitProcess.run(["words", "--dictionaries", folder.path, "--lang", name])
        #expect(words.status == 0 && (!words.lines.isEmpty || set.hasPrefix("TIS")), "\(set): \(words.stderr)")
        #expect(try HunspellOracle.misspelled(words.stdout, dictionaryBase: folder.appendingPathComponent("oracle").path, inputEncoding: "UTF-8").isEmpty)
    }

    /// The `-i` with which the `hunspell` command hands an ISCII byte to
    /// libhunspell untouched, as part of a word: converting to
    /// ISCII-DEVANAGARI fails (glibc has no such table), so the bytes pass as
    /// they are, and the command's tokenizer reads them in the `-i` set, where
    /// they must be letters. In ISO8859-5 every byte 0xA1...0xFA is a letter
    /// but 0xAD (soft hyphen) and 0xF0 (№); in KOI8-U 0xAD is ґ.
    static func hunspellPassThrough(_ byte: UInt8) -> String { byte == 0xAD ? "KOI8-U" : "ISO8859-5" }

    /// ISCII-DEVANAGARI, byte by byte: a dictionary holding one word per
    /// character (two ASCII letters naming it, then its byte), the same words
    /// typed in UTF-8 as ICU reads the bytes, each followed by the word with
    /// the next character's byte instead. `wordkit check` must print exactly
    /// what `hunspell -l` prints for the dictionary's own bytes: every word
    /// accepted, every swapped one reported.
    @Test(.enabled(if: HunspellOracle.isAvailable && ICUOracle.isAvailable))
    func isciiDevanagariWordsGiveHunspellsVerdictsOnTheDictionarysOwnBytes() throws {
        // Every byte ICU reads as a character, but INV (0xD9: ICU's ZWJ, which
        // WordKit's table leaves out; TextEncodingTests pins the two together).
        var characters: [(byte: UInt8, text: String)] = []
        for byte in UInt8(0xA1)...0xFA where byte != 0xD9 {
            if let text = try ICUOracle.isciiDevanagari(byte) { characters.append((byte, text)) }
        }
        #expect(characters.count == 83)
        func tag(_ index: Int) -> String { String(UnicodeScalar(UInt8(97 + index / 26))) + String(UnicodeScalar(UInt8(97 + index % 26))) }
        // WORDCHARS: marks, digits and the danda are then word characters to WordKit's tokenizer too.
        let aff = Data("SET ISCII-DEVANAGARI\nWORDCHARS ".utf8) + Data(characters.map(\.byte)) + Data("\n".utf8)
        var dic = Data("\(characters.count)\n".utf8)
        for (index, character) in characters.enumerated() { dic += Data(tag(index).utf8) + [character.byte, 0x0A] }
        let folder = try Self.folder(["xx_ISCII.aff": aff, "xx_ISCII.dic": dic])
        // Each word and its swapped twin: (bytes, UTF-8 text, the byte).
        var lines: [(bytes: Data, text: String, byte: UInt8)] = []
        for (index, character) in characters.enumerated() {
            let next = characters[(index + 1) % characters.count]
            lines.append((Data(tag(index).utf8) + [character.byte], tag(index) + character.text, character.byte))
            lines.append((Data(tag(index).utf8) + [next.byte], tag(index) + next.text, next.byte))
        }
        var rejected = Set<Data>()
        for encoding in Set(lines.map { Self.hunspellPassThrough($0.byte) }) {
            let bytes = lines.filter { Self.hunspellPassThrough($0.byte) == encoding }.reduce(Data()) { $0 + $1.bytes + [0x0A] }
            let base = folder.appendingPathComponent("xx_ISCII").path
            rejected.formUnion(try HunspellOracle.misspelledBytes(bytes, dictionaryBase: base, inputEncoding: encoding))
        }
        let expected = lines.filter { rejected.contains($0.bytes) }.map(\.text)
        #expect(expected == lines.indices.filter { $0 % 2 == 1 }.map { lines[$0].text }, "Hunspell: every word accepted, every swapped one rejected")
        let text = lines.map { $0.text + "\n" }.joined()
        let result = try WordKitProcess.run(["check", "--dictionaries", folder.path, "--lang", "xx_ISCII"], input: Data(text.utf8))
        // Strings compare canonical equivalents as equal (U+095F and U+092F U+093C): compare the scalars.
        #expect(result.lines.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) }, "\(result.stderr)")
        #expect(result.status == 1)
        // Why the oracle is fed the dictionary's bytes: with `-i UTF-8` the
        // command converts nothing to ISCII and rejects every word.
        let unconverted = try HunspellOracle.misspelled(text, dictionaryBase: folder.appendingPathComponent("xx_ISCII").path, inputEncoding: "UTF-8")
        #expect(unconverted.count == lines.count)
    }
}
