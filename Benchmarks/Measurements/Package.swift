// swift-tools-version:6.0
import PackageDescription

// Measurements that only print (they used to be test suites in Tests/, which
// could not fail): a package of its own, so that neither `swift build` nor
// `swift test` of WordKit builds them. See Benchmarks/README.md#measurements.
//
//   lexicon-measure     Lexicon's expansion, word-set build and queries (Benchmarks/lexicon.sh)
//   correction-measure  the correction search under settings; it reaches the
//                       search's internals, so it is built with -enable-testing:
//     swift run -c release -Xswiftc -enable-testing --package-path Benchmarks/Measurements \
//         correction-measure es:Benchmarks/corrections/es-dev.tsv
let package = Package(
    name: "WordKitMeasurements",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "WordKit", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "lexicon-measure",
            dependencies: [
                .product(name: "Lexicon", package: "WordKit"),
                .product(name: "GameKernel", package: "WordKit"),
            ]
        ),
        .executableTarget(
            name: "correction-measure",
            dependencies: [
                .product(name: "Spelling", package: "WordKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
