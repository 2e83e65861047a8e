/// Arguments that start with a dash but are not options: a word to check
/// (`-teh`), a negative-looking value. The argument parser reads `-teh` as
/// the short flags `-t -e -h`, and a group holding `h` asked for help: `wordkit
/// check -teh` printed help and exited 0, "all correct". Only `-h` alone and
/// `--help` ask for help now; every other unknown dash argument is a usage
/// error (64) that names it and shows where `--` goes. (Messages reach
/// standard error through `StandardError`, which escapes control characters.)
enum DashArguments {
    /// A usage failure for the first argument before `--` that groups short
    /// flags with `h` (`-teh`, `-help`), which the parser would take for help.
    ///
    /// - Parameter arguments: The arguments, without the program name.
    /// - Returns: The failure, or nil when there is no such argument.
    static func helpLookalike(in arguments: [String]) -> CLIFailure? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            guard argument.count > 2, argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.dropFirst().contains("h")
            else { continue }
            return CLIFailure(
                "unknown option '\(argument)' (-h alone or --help asks for help); "
                    + hint(forArgumentAt: index, in: arguments),
                code: CLIFailure.usage)
        }
        return nil
    }

    /// How to pass `arguments[index]` as a word: the command line with `--` before it.
    ///
    /// - Parameters:
    ///   - index: The dash argument's place.
    ///   - arguments: The arguments, without the program name.
    /// - Returns: `to give a word that starts with a dash, put -- before it: wordkit … -- -teh`.
    static func hint(forArgumentAt index: Int, in arguments: [String]) -> String {
        let command = ["wordkit"] + arguments[..<index] + ["--", arguments[index]]
        return "to give a word that starts with a dash, put -- before it: \(command.joined(separator: " "))"
    }

    /// The same hint for the parser's `Unknown option '-x'` message, when it names an argument given.
    ///
    /// - Parameters:
    ///   - message: The parser's error message.
    ///   - arguments: The arguments, without the program name.
    /// - Returns: The hint, or nil when the message is about something else.
    static func hint(forParserMessage message: String, arguments: [String]) -> String? {
        let marker = "Unknown option '"
        guard let start = message.range(of: marker)?.upperBound,
              let end = message[start...].firstIndex(of: "'")
        else { return nil }
        let option = String(message[start..<end])
        guard let index = arguments.firstIndex(of: option), !arguments[..<index].contains("--") else { return nil }
        return hint(forArgumentAt: index, in: arguments)
    }
}
