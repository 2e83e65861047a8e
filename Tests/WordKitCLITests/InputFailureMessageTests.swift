import Foundation
import Testing
import WordKitTerminal

@testable import wordkit

/// `CLIFailure`'s phrasing of WordKitTerminal's input failures, in-process:
/// the message each case prints on standard error (with the flag that helps
/// `check`) and its exit code (65 bad data, 66 no input, 74 an I/O error).
@Suite struct InputFailureMessageTests {
    @Test func aLineChannelsFailuresKeepTheirMessagesAndCodes() {
        let tooLong = CLIFailure(LineChannel.Failure.lineTooLong(line: 7, limit: 1_048_576))
        #expect(tooLong.message == "standard input, line 7: longer than 1048576 bytes")
        #expect(tooLong.code == 65)
        let unreadable = CLIFailure(LineChannel.Failure.unreadable(reason: "Is a directory"))
        #expect(unreadable.message == "cannot read standard input: Is a directory")
        #expect(unreadable.code == 66)
        let full = CLIFailure(LineChannel.Failure.writeFailed(code: ENOSPC, reason: "No space left on device"))
        #expect(full.message == "cannot write to standard output: No space left on device")
        #expect(full.code == 74)
        // A reader that went away ends the command quietly, still with 74.
        let gone = CLIFailure(LineChannel.Failure.writeFailed(code: EPIPE, reason: "Broken pipe"))
        #expect(gone.message.isEmpty)
        #expect(gone.code == 74)
    }

    @Test func textInputsFailuresNameTheFlagThatHelps() {
        let tooLong = CLIFailure(TextInput.Failure.lineTooLong(line: 3, limit: 50))
        #expect(tooLong.message == "standard input, line 3: longer than 50 bytes; raise --max-line-length to check it")
        #expect(tooLong.code == 65)
        let tooLarge = CLIFailure(TextInput.Failure.tooLarge(limit: 199))
        #expect(tooLarge.message == "standard input is larger than 199 bytes; check it in parts or raise --max-input-bytes")
        #expect(tooLarge.code == 65)
        let unreadable = CLIFailure(TextInput.Failure.unreadable(reason: "Bad file descriptor"))
        #expect(unreadable.message == "cannot read standard input: Bad file descriptor")
        #expect(unreadable.code == 66)
        let unkeepable = CLIFailure(TextInput.Failure.unkeepable(reason: "disk full"))
        #expect(unkeepable.message == "cannot keep standard input in a temporary file (disk full); check it in parts")
        #expect(unkeepable.code == 74)
    }

    @Test func mappingTurnsThemIntoCLIFailures() {
        do {
            try CLIFailure.mapping { throw TextInput.Failure.tooLarge(limit: 10) }
            Issue.record("nothing was thrown")
        } catch let failure as CLIFailure {
            #expect(failure.code == 65)
            #expect(failure.message.hasPrefix("standard input is larger than 10 bytes"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        do {
            try CLIFailure.mapping { throw LineChannel.Failure.unreadable(reason: "gone") }
            Issue.record("nothing was thrown")
        } catch let failure as CLIFailure {
            #expect(failure.code == 66)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
