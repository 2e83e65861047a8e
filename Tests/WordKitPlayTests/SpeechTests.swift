import Foundation
import GameKernel
import Testing
import WordKitPlay

/// What the games say, in which voice, and how espeak-ng is run, checked
/// with a fake `espeak-ng` that writes down its arguments.
@Suite struct SpeechTests {
    func made(_ result: GuessResult, guess: Int = 50, min: Int = 0, max: Int = 49) -> GuessMade {
        GuessMade(guess: guess, result: result, min: min, max: max, lives: 5)
    }

    @Test func theGuessGameSaysItsVerdictsInItsLanguage() {
        let english = Phrasebook(.english)
        #expect(english.guess(made(.tooHigh)) == Utterance(text: "Too high. 0 to 49.", voice: "en"))
        #expect(english.guess(made(.tooLow, guess: 10, min: 11, max: 100)).text == "Too low. 11 to 100.")
        #expect(english.guess(made(.correct, guess: 37)).text == "You won! The number was 37.")
        #expect(english.lost(answer: 12).text == "Out of lives. The answer was 12.")
        #expect(english.range(3, 9).text == "3 to 9.")
        #expect(Phrasebook("es").guess(made(.tooHigh)) == Utterance(text: "Demasiado alto. De 0 a 49.", voice: "es"))
        #expect(Phrasebook("it").guess(made(.tooLow)) == Utterance(text: "Troppo basso. Da 0 a 49.", voice: "it"))
        #expect(Phrasebook("es_MX").lost(answer: 4) == Utterance(text: "Sin vidas. La respuesta era 4.", voice: "es"))
        // A language without phrases speaks English.
        #expect(Phrasebook("fr").range(1, 2) == Utterance(text: "1 to 2.", voice: "en"))
    }

    @Test func scrambleSaysTheRootAndEachRejectionsTitle() {
        #expect(Phrasebook("it").word("ragazzo") == Utterance(text: "ragazzo", voice: "it"))
        let rejected = ScrambleRejected(word: "zzz", reason: .impossible, title: "Word not possible", message: "…")
        #expect(Phrasebook(.english).rejection(rejected) == Utterance(text: "Word not possible", voice: "en"))
        #expect(Phrasebook(.spanish).rejection(rejected) == Utterance(text: "Palabra imposible", voice: "es"))
        for reason in ScrambleRejectionReason.allCases {
            let rejected = ScrambleRejected(word: "x", reason: reason, title: "T", message: "M")
            #expect(Phrasebook(.italian).rejection(rejected).voice == "it")
            #expect(Phrasebook(.italian).rejection(rejected).text != "T")
        }
    }

    /// A folder with an `espeak-ng` that appends its arguments to `spoken.log`.
    static func fakeEspeak() throws -> (program: String, log: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-speech-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("spoken.log")
        let program = folder.appendingPathComponent("espeak-ng")
        try Data("#!/bin/sh\nprintf '%s|' \"$@\" >> '\(log.path)'\necho >> '\(log.path)'\n".utf8).write(to: program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        return (program.path, log)
    }

    @Test func theSpeakerRunsEspeakWithTheVoice() throws {
        let (program, log) = try Self.fakeEspeak()
        #expect(Speaker.find(environment: ["PATH": "/nonexistent:" + URL(fileURLWithPath: program).deletingLastPathComponent().path]) == program)
        let speaker = Speaker(isOn: true, program: program)
        #expect(speaker.say(Utterance(text: "Demasiado alto.", voice: "es")) == .spoken)
        let deadline = Date().addingTimeInterval(10)
        while (try? String(contentsOf: log, encoding: .utf8))?.isEmpty ?? true, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(try String(contentsOf: log, encoding: .utf8) == "-v|es|Demasiado alto.|\n")
    }

    @Test func speechIsOffUnlessTurnedOnAndAMissingProgramIsToldOnce() {
        let off = Speaker(isOn: false, program: "/bin/true")
        #expect(off.say(Utterance(text: "x", voice: "en")) == .silent)
        let missing = Speaker(isOn: true, program: nil)
        #expect(missing.say(Utterance(text: "x", voice: "en")) == .missing)
        #expect(missing.say(Utterance(text: "y", voice: "en")) == .silent)
        missing.isOn = false
        #expect(!missing.isOn)
        #expect(Speaker.find(environment: ["PATH": "/nonexistent"]) == nil)
    }
}
