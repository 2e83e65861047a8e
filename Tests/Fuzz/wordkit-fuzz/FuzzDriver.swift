import CLibFuzzer
import Foundation
import WordKitFuzzing

/// `wordkit-fuzz TARGET [libFuzzer options] [corpus folders or files]`.
///
/// Built by `make fuzz` with `-sanitize=fuzzer,address -D WORDKIT_FUZZING`,
/// it is a libFuzzer binary: `main` hands the arguments after the target's
/// name to `LLVMFuzzerRunDriver` with that target's harness. (SwiftPM links
/// an executable's `main` to the module's own entry point, so libFuzzer's
/// `main` cannot be used; its driver function can.) The target's name is
/// also put in `WORDKIT_FUZZ_TARGET`, so that the processes libFuzzer starts
/// for `-fork`, `-jobs` and `-merge` run the same target.
///
/// Built plainly (`swift build`), it replays files: every file named, and
/// every file in every folder named, goes through the harness once, and a
/// property that does not hold is printed and makes the exit status 1, so a
/// crash file can be reproduced without libFuzzer.
@main
enum FuzzDriver {
    static func main() {
        var arguments = CommandLine.arguments
        let named = arguments.count > 1 ? FuzzTarget(rawValue: arguments[1]) : nil
        guard let target = named ?? ProcessInfo.processInfo.environment["WORDKIT_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:)) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: wordkit-fuzz \(names) [libFuzzer options] [corpus…]\n".utf8))
            exit(64)
        }
        if named != nil { arguments.remove(at: 1) }
        setenv("WORDKIT_FUZZ_TARGET", target.rawValue, 1)
        do {
            try target.prepare()
        } catch {
            FileHandle.standardError.write(Data("wordkit-fuzz: cannot prepare \(target.rawValue): \(error)\n".utf8))
            exit(66)
        }
        FuzzDriver.target = target
        exit(run(arguments))
    }

    /// The target being fuzzed, for the C callback (which cannot capture it).
    nonisolated(unsafe) static var target = FuzzTarget.affix

    /// Runs one input; a property that does not hold is a crash, so libFuzzer keeps the input.
    static func fuzzOne(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        do {
            try target.run(data)
        } catch {
            fatalError("wordkit-fuzz \(target.rawValue): \(error)")
        }
        return 0
    }

    #if WORDKIT_FUZZING
    /// Hands the arguments to libFuzzer.
    static func run(_ arguments: [String]) -> CInt {
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var argc = CInt(arguments.count)
        return pointers.withUnsafeMutableBufferPointer { buffer in
            var argv = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv) { FuzzDriver.fuzzOne($0, $1) }
        }
    }
    #else
    /// Replays the files named, and the files in the folders named.
    static func run(_ arguments: [String]) -> CInt {
        var failures = 0
        var count = 0
        for path in arguments.dropFirst() where !path.hasPrefix("-") {
            for file in files(at: path) {
                count += 1
                do {
                    try target.run(try Data(contentsOf: file))
                } catch {
                    failures += 1
                    print("\(file.path): \(error)")
                }
            }
        }
        print("wordkit-fuzz \(target.rawValue): replayed \(count) inputs, \(failures) failed")
        return failures == 0 ? 0 : 1
    }

    /// The file at `path`, or the files in the folder at `path`, sorted.
    private static func files(at path: String) -> [URL] {
        let url = URL(fileURLWithPath: path)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [url] }
        return names.sorted().filter { !$0.hasPrefix(".") }.map { url.appendingPathComponent($0) }
    }
    #endif
}
