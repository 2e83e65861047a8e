import Foundation

/// Where the data WordKit ships lives at run time: the package's top-level
/// `Dictionaries/` and `Content/` folders.
///
/// SwiftPM copies both into this target's resource bundle, which it places
/// beside the products it builds (`WordKit_WordKitResources.resources` on
/// Linux, `….bundle` on Apple platforms), so every program built against a
/// WordKit product carries them. The generated `Bundle.module` accessor stops
/// the process when that bundle is missing; WordKit looks for it itself, in
/// this order, and says where it looked when nothing is found:
///
/// 1. the resource bundle beside the running program (or in its app bundle's
///    resources), as SwiftPM builds and as a program is shipped with it;
/// 2. `../share/wordkit/` beside the program, where `make install` puts the data;
/// 3. the package checkout this module was compiled from (a development build
///    or a `.package(path:)` dependency, until that checkout is deleted).
package enum BundledData {
    /// A folder holding `Dictionaries/` (and usually `Content/`), with the places searched.
    package struct Location: Sendable {
        /// The folder found, or nil.
        package let root: URL?
        /// The places looked in, for an error message.
        package let searched: [String]

        /// The shipped `Dictionaries` folder, if found.
        package var dictionaries: URL? { root?.appendingPathComponent("Dictionaries", isDirectory: true) }

        /// The shipped `Content` folder, if found and present.
        package var content: URL? {
            guard let folder = root?.appendingPathComponent("Content", isDirectory: true),
                  isDirectory(folder) else { return nil }
            return folder
        }
    }

    /// The data's location, looked up once per process.
    package static let location: Location = locate()

    /// The name SwiftPM gives this target's resource bundle, without its extension.
    static let bundleSuffix = "_WordKitResources"

    /// Looks for the data in the places listed in the type's documentation.
    ///
    /// - Parameter executable: The running program's path (its folder is searched).
    /// - Returns: The first folder that holds a `Dictionaries` folder, and where it looked.
    package static func locate(executable: URL = runningProgram) -> Location {
        var searched: [String] = []
        let programFolders = uniqueFolders([
            executable.deletingLastPathComponent(),
            executable.resolvingSymlinksInPath().deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.resourceURL,
        ])
        for folder in programFolders {
            for bundle in resourceBundles(in: folder) where holdsDictionaries(bundle) {
                return Location(root: bundle, searched: searched)
            }
            searched.append("a WordKit resource bundle in \(folder.path)")
        }
        for folder in uniqueFolders([executable.deletingLastPathComponent(), executable.resolvingSymlinksInPath().deletingLastPathComponent()]) {
            let installed = folder.deletingLastPathComponent().appendingPathComponent("share/wordkit", isDirectory: true).standardizedFileURL
            if holdsDictionaries(installed) { return Location(root: installed, searched: searched) }
            searched.append(installed.path)
        }
        let checkout = packageCheckout
        if holdsDictionaries(checkout) { return Location(root: checkout, searched: searched) }
        searched.append("the WordKit checkout it was built from, \(checkout.path)")
        return Location(root: nil, searched: searched)
    }

    /// The running program's path, symbolic links resolved (`/proc/self/exe` on Linux).
    package static var runningProgram: URL {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: resolved)
        }
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
    }

    /// The WordKit checkout this module was compiled from, when it still
    /// holds `Dictionaries/` (the source `wordkit content build` reads and writes).
    package static var sourceCheckout: URL? {
        holdsDictionaries(packageCheckout) ? packageCheckout : nil
    }

    /// The package root this file was compiled from (`Sources/WordKitResources/` is two levels down).
    static var packageCheckout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The folders in `folder` named like this target's resource bundle, their
    /// resource folder resolved (an Apple `.bundle` keeps it in `Contents/Resources`).
    private static func resourceBundles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            name.hasSuffix(bundleSuffix + ".resources") || name.hasSuffix(bundleSuffix + ".bundle")
        }.sorted().map { name in
            let url = folder.appendingPathComponent(name, isDirectory: true)
            return Bundle(url: url)?.resourceURL ?? url
        }
    }

    private static func holdsDictionaries(_ folder: URL) -> Bool {
        isDirectory(folder.appendingPathComponent("Dictionaries", isDirectory: true))
    }

    private static func uniqueFolders(_ folders: [URL?]) -> [URL] {
        var seen = Set<String>()
        return folders.compactMap { $0?.standardizedFileURL }.filter { seen.insert($0.path).inserted }
    }
}

private func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
}
