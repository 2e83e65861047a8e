import Testing

@testable import wordkit

/// `DashArguments` in-process: which dash arguments the parser would take
/// for help, and the `--` hint that shows how to pass them as words.
@Suite struct DashArgumentsTests {
    @Test func aGroupOfShortFlagsHoldingHIsAUsageErrorWithTheHint() throws {
        let failure = try #require(DashArguments.helpLookalike(in: ["check", "-teh"]))
        #expect(failure.code == 64)
        #expect(
            failure.message
                == "unknown option '-teh' (-h alone or --help asks for help); "
                + "to give a word that starts with a dash, put -- before it: wordkit check -- -teh")
        let help = try #require(DashArguments.helpLookalike(in: ["suggest", "--lang", "es", "-help", "later"]))
        #expect(help.message.contains("'-help'"))
        #expect(help.message.hasSuffix("wordkit suggest --lang es -- -help"))
    }

    @Test func helpItselfOtherFlagsAndWordsAfterTheSeparatorAreLeftToTheParser() {
        let allowed: [[String]] = [
            ["check", "-h"], ["check", "--help"], ["check", "--", "-teh"], ["check", "-x"], ["check", "-abc"],
            ["check", "--hidden-thing"], ["check", "teh"], [],
        ]
        for arguments in allowed { #expect(DashArguments.helpLookalike(in: arguments) == nil, "\(arguments)") }
        // Only the first such argument is named.
        #expect(DashArguments.helpLookalike(in: ["check", "-ah", "-bh"])?.message.contains("'-ah'") == true)
    }

    @Test func theHintPutsTheSeparatorJustBeforeTheArgument() {
        #expect(
            DashArguments.hint(forArgumentAt: 2, in: ["check", "--lang", "-teh"])
                == "to give a word that starts with a dash, put -- before it: wordkit check --lang -- -teh")
        #expect(DashArguments.hint(forArgumentAt: 0, in: ["-x"]) == "to give a word that starts with a dash, put -- before it: wordkit -- -x")
    }

    @Test func theParsersUnknownOptionMessageGetsTheHintOnlyForAnArgumentGivenBeforeTheSeparator() {
        let arguments = ["check", "-x", "word"]
        #expect(
            DashArguments.hint(forParserMessage: "Error: Unknown option '-x'", arguments: arguments)
                == "to give a word that starts with a dash, put -- before it: wordkit check -- -x")
        #expect(DashArguments.hint(forParserMessage: "Error: Unknown option '-y'", arguments: arguments) == nil)
        #expect(DashArguments.hint(forParserMessage: "Error: Missing expected argument '<word>'", arguments: arguments) == nil)
        #expect(DashArguments.hint(forParserMessage: "Error: Unknown option '-x'", arguments: ["check", "--", "-x"]) == nil)
    }
}
