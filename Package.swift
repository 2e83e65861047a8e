// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WordKit",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "wordkit", targets: ["wordkit"]),
        .library(name: "Spelling", targets: ["Spelling"]),
        .library(name: "Lexicon", targets: ["Lexicon"]),
        .library(name: "GameKernel", targets: ["GameKernel"]),
        .library(name: "ContentPipeline", targets: ["ContentPipeline"]),
        .library(name: "WordKitStore", targets: ["WordKitStore"]),
        .library(name: "WordKitPlay", targets: ["WordKitPlay"]),
        .library(name: "WordKitLSP", targets: ["WordKitLSP"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // The system Hunspell C library (libhunspell-dev), found through pkg-config.
        .systemLibrary(
            name: "CHunspell",
            pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"])]
        ),
        // The data WordKit ships, the top-level Dictionaries/ and Content/ folders,
        // copied into a resource bundle that travels with every product using it.
        // Resources must lie inside their target's folder, so this target is the
        // package root with everything else excluded (a new top-level folder or
        // module joins the list; SwiftPM warns about it until it does).
        .target(
            name: "WordKitResources",
            path: ".",
            exclude: [
                "Sources/CHunspell", "Sources/Spelling", "Sources/Lexicon", "Sources/GameKernel",
                "Sources/ContentPipeline", "Sources/WordKitStore", "Sources/WordKitPlay", "Sources/WordKitLSP", "Sources/WordKitTerminal", "Sources/wordkit",
                "Tests", "Examples", "Benchmarks", "docs", "README.md", "Makefile",
            ],
            sources: ["Sources/WordKitResources"],
            resources: [.copy("Dictionaries"), .copy("Content")]
        ),
        .target(
            name: "Spelling",
            dependencies: [
                "CHunspell", "Lexicon", "WordKitResources",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "Lexicon"),
        // Pure rules; from Lexicon it uses only the one definition of accent folding.
        .target(name: "GameKernel", dependencies: ["Lexicon"]),
        .target(name: "ContentPipeline", dependencies: ["Spelling", "Lexicon", "GameKernel"]),
        // Sessions for every front end; they record games through a GameRecorder,
        // so they never depend on where games are kept.
        .target(name: "WordKitPlay", dependencies: ["GameKernel", "Lexicon", "Spelling"]),
        // What a player's games leave behind; the only module that imports GRDB.
        .target(
            name: "WordKitStore",
            dependencies: [
                "WordKitPlay", "ContentPipeline", "GameKernel", "Spelling",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The language server (`wordkit lsp`): messages, documents, prose and diagnostics, no I/O.
        .target(name: "WordKitLSP", dependencies: ["Spelling"]),
        // The terminal side of play: raw mode, keys, signals, bounded line input, and the
        // game screens painted from the WordKitPlay reducers. Its API is `package`: only
        // `wordkit` uses it, and its tests import it in-process.
        .target(name: "WordKitTerminal", dependencies: ["GameKernel", "Spelling", "WordKitPlay", "WordKitStore"]),
        .executableTarget(
            name: "wordkit",
            dependencies: [
                "Spelling", "Lexicon", "GameKernel", "ContentPipeline", "WordKitStore", "WordKitPlay", "WordKitLSP", "WordKitTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers every test target shares: the repository's folders and the `hunspell` oracle.
        .target(name: "WordKitTestSupport", dependencies: ["GameKernel"], path: "Tests/WordKitTestSupport"),
        .testTarget(name: "SpellingTests", dependencies: ["Spelling", "WordKitTestSupport"]),
        .testTarget(name: "LexiconTests", dependencies: ["Lexicon", "WordKitTestSupport"]),
        // The Python oracles (py-fsrs, Anki) beside the tests that run them.
        .testTarget(name: "GameKernelTests", dependencies: ["GameKernel", "Lexicon", "WordKitTestSupport"], exclude: ["Scheduling/Oracles"]),
        .testTarget(name: "ContentPipelineTests", dependencies: ["ContentPipeline", "WordKitTestSupport"], exclude: ["Oracles"]),
        .testTarget(name: "WordKitStoreTests", dependencies: ["WordKitStore", "WordKitTestSupport"]),
        .testTarget(name: "WordKitPlayTests", dependencies: ["WordKitPlay", "WordKitTestSupport"]),
        .testTarget(name: "WordKitLSPTests", dependencies: ["WordKitLSP", "Spelling", "WordKitTestSupport"]),
        .testTarget(name: "WordKitCLITests", dependencies: ["wordkit", "WordKitTestSupport"]),
        .testTarget(name: "WordKitTerminalTests", dependencies: ["WordKitTerminal", "WordKitPlay", "WordKitStore", "Spelling"]),
        // Coverage-guided fuzzing (`make fuzz`, Tests/Fuzz/README.md): one harness per input
        // surface, a driver that is a libFuzzer binary when built with `-sanitize=fuzzer` and
        // `-D WORDKIT_FUZZING` and otherwise replays input files, and a test target that runs
        // every seed and every kept crash through the same harnesses in `swift test`.
        .systemLibrary(name: "CLibFuzzer", path: "Tests/Fuzz/CLibFuzzer"),
        .target(
            name: "WordKitFuzzing",
            dependencies: [
                "Spelling", "Lexicon", "GameKernel", "ContentPipeline", "WordKitPlay", "WordKitStore",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/Fuzz/WordKitFuzzing"
        ),
        .executableTarget(name: "wordkit-fuzz", dependencies: ["WordKitFuzzing", "CLibFuzzer"], path: "Tests/Fuzz/wordkit-fuzz"),
        .testTarget(name: "FuzzReplayTests", dependencies: ["WordKitFuzzing", "WordKitTestSupport"], path: "Tests/Fuzz/FuzzReplayTests"),
    ],
    swiftLanguageModes: [.v6]
)
