// swift-tools-version:6.0
import PackageDescription

// An app that checks spelling as UIKit code does, with WordKit's `Spelling`
// product standing in for UIKit where UIKit does not exist.
let package = Package(
    name: "SpellCheck",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "WordKit", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "SpellCheck",
            dependencies: [.product(name: "Spelling", package: "WordKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
