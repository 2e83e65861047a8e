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
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    ],
    targets: [
        // The system Hunspell C library (libhunspell-dev), found through pkg-config.
        .systemLibrary(
            name: "CHunspell",
            pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"])]
        ),
        .target(name: "Spelling", dependencies: ["CHunspell", "Lexicon"]),
        .target(name: "Lexicon"),
        .target(name: "GameKernel"),
        .target(name: "ContentPipeline", dependencies: ["Spelling", "Lexicon", "GameKernel"]),
        .executableTarget(
            name: "wordkit",
            dependencies: [
                "Spelling",
                "Lexicon",
                "GameKernel",
                "ContentPipeline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "SpellingTests", dependencies: ["Spelling"]),
        .testTarget(name: "LexiconTests", dependencies: ["Lexicon"]),
        .testTarget(name: "GameKernelTests", dependencies: ["GameKernel"], exclude: ["Scheduling/Oracles"]),
        .testTarget(name: "ContentPipelineTests", dependencies: ["ContentPipeline"], exclude: ["Oracles"]),
        .testTarget(name: "WordKitCLITests", dependencies: ["wordkit"]),
    ],
    swiftLanguageModes: [.v6]
)
