import Foundation

/// Runs an oracle command to its end, for the oracles in this target.
enum OracleProcess {
    /// What a finished command left.
    struct Result {
        /// Its exit status.
        var status: Int32
        /// Its standard output.
        var output: Data
        /// Its standard error.
        var errors: Data
    }

    /// Runs `path` with `arguments` (and `environment`, else this process's)
    /// and waits for it to end.
    ///
    /// - Throws: When the command cannot be started.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: data, errors: errorData)
    }
}
