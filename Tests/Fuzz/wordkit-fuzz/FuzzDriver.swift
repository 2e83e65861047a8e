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
///
/// In either build, `wordkit-fuzz TARGET --gate N [--seed S] --inputs DIR
/// [--artifacts DIR]` is CI's deterministic gate: every seed and regression
/// of the target under `DIR` (`Tests/Fuzz/Inputs`), then `N` inputs
/// ``FuzzMutator`` makes from them with seed `S` (1), each run once. The
/// same arguments run the same inputs every time. The input being run is
/// kept in `artifacts/last-input` (a trap leaves it there), and every input
/// that breaks a property is written to `artifacts/gate-<n>`.
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
        if arguments.contains("--gate") {
            exit(gate(target, arguments))
        }
        exit(run(arguments))
    }

    /// The deterministic gate: seeds, regressions, then `--gate N` generated inputs.
    static func gate(_ target: FuzzTarget, _ arguments: [String]) -> CInt {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[$0 + 1] : nil }
        }
        guard let count = value("--gate").flatMap(Int.init), count >= 0, let inputs = value("--inputs"),
              let seed = UInt64(value("--seed") ?? "1") else {
            FileHandle.standardError.write(Data("usage: wordkit-fuzz TARGET --gate N [--seed S] --inputs DIR [--artifacts DIR]\n".utf8))
            return 64
        }
        let artifacts = URL(fileURLWithPath: value("--artifacts") ?? FileManager.default.currentDirectoryPath, isDirectory: true)
        let started = Date()
        var failures = 0
        // One descriptor, rewritten in place for each input: a file written anew
        // each time cost 5 ms an input on this machine's disk.
        var lastInput: CInt = -1
        defer { if lastInput >= 0 { close(lastInput) } }
        func attempt(_ data: Data, name: String) {
            if lastInput >= 0 {
                _ = ftruncate(lastInput, 0)
                _ = data.withUnsafeBytes { pwrite(lastInput, $0.baseAddress, $0.count, 0) }
            }
            do {
                try target.run(data)
            } catch {
                failures += 1
                let kept = artifacts.appendingPathComponent("gate-\(name)")
                try? data.write(to: kept)
                print("\(name): \(error) (input: \(kept.path))")
            }
        }
        do {
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            lastInput = open(artifacts.appendingPathComponent("last-input").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            let corpus = try FuzzCorpus(target: target, inputs: URL(fileURLWithPath: inputs, isDirectory: true))
            for file in corpus.seeds + corpus.regressions {
                attempt(try Data(contentsOf: file), name: file.lastPathComponent)
            }
            var generator = try corpus.generator(seed: seed)
            for index in 0..<count {
                attempt(generator.next(), name: "\(index)")
            }
            print("wordkit-fuzz \(target.rawValue): gate ran \(corpus.seeds.count) seeds, \(corpus.regressions.count) regressions and \(count) generated inputs (seed \(seed)) in \(Int(Date().timeIntervalSince(started))) s; \(failures) failed")
        } catch {
            FileHandle.standardError.write(Data("wordkit-fuzz: cannot read the inputs of \(target.rawValue): \(error)\n".utf8))
            return 66
        }
        try? FileManager.default.removeItem(at: artifacts.appendingPathComponent("last-input"))
        return failures == 0 ? 0 : 1
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
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? FuzzCorpus.files(in: url) : [url]
    }
    #endif
}
