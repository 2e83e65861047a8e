// swift-tools-version:6.0
import PackageDescription

// Hacking with Swift's "Word Scramble" game logic, written against WordKit:
// the root word comes from WordKit's shipped root list, the word check from
// `UITextChecker` as UIKit code does it.
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
                .product(name: "Spelling", package: "WordKit"),
                .product(name: "WordKitPlay", package: "WordKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
