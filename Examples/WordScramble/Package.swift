// swift-tools-version:6.0
import PackageDescription

// Hacking with Swift's "Word Scramble" played through WordKit's `GameFactory`,
// as the `wordkit` terminal plays it: roots, counted words, hints, scoring and
// an in-memory history all come from the libraries.
let package = Package(
    name: "WordScramble",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "WordKit", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "WordScramble",
            dependencies: [
                .product(name: "GameKernel", package: "WordKit"),
                .product(name: "WordKitPlay", package: "WordKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
