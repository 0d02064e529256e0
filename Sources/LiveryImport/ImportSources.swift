import Foundation
import Livery
import LiveryCore

/// The source files an import reads: files as named, folders walked for
/// `.swift`, `.m`, `.mm`, `.h` and `.pch` files (headers and prefix headers for their class declarations and
/// macros) (hidden folders, dependencies' `Pods`, `Carthage`, `Vendor` and `ThirdParty`, in any case, build
/// products, and test targets' folders skipped: a
/// folder named `Tests`, or ending in `Tests` or `Specs`; symbolic links not followed), each
/// file read once however many names it has, within ``maxFileBytes``, as UTF-8. A folder named on the
/// command line is read whatever its name.
enum ImportSources {
    /// Largest source file read.
    static let maxFileBytes = 2 << 20
    /// Most source files one import reads.
    static let maxFiles = 5_000
    /// Deepest folder nesting walked.
    static let maxDepth = 32

    static let extensions: Set<String> = ["swift", "m", "mm", "h", "pch"]
    /// Lowercased: `Thirdparty`, `third_party` and `Vendors` are dependencies too.
    private static let skippedFolders: Set<String> = [
        "pods", "carthage", "vendor", "vendors", "thirdparty", "third_party", "third-party", "3rdparty", "deriveddata", "build",
    ]

    /// A folder the walk passes over: a dependency, a build product, or a test target's
    /// (`MyAppTests`, `MyAppUITests`, `Tests`, `MyAppSpecs`), whose code styles no screen the app ships.
    static func isSkipped(folder name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name.lowercased()) || name.hasSuffix("Tests") || name.hasSuffix("Specs")
    }

    /// The skipped folders an app keeps others' code in, by hand (`Vendors/KeeperExample`, a sample app kept beside a
    /// library) or through a package manager (`Pods`, `Carthage`, whose libraries set their own defaults through
    /// proxies, `+[IQToolbar initialize]`): their appearance calls are listed, not read (``Found/vendored``), so no
    /// call the app may run goes unmentioned.
    private static let vendoredFolders: Set<String> = [
        "vendor", "vendors", "thirdparty", "third_party", "third-party", "3rdparty", "pods", "carthage",
    ]

    /// Most source files of vendored folders one import lists calls of (``Found/vendored``); those past it are passed over.
    static let maxVendoredFiles = 2_000

    /// Whether a file is a macOS target's: it imports AppKit or Cocoa, and not UIKit, outside any `#if`
    /// (`import AppKit`, `#import <Cocoa/Cocoa.h>`, `@import AppKit;`). Its `window.backgroundColor` is an
    /// `NSWindow`'s, and nothing in it styles an iOS screen. A file importing both is read.
    static func isMacOnly(_ text: String) -> Bool {
        var depth = 0
        var appKit = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let code = line.drop { $0 == " " || $0 == "\t" }
            if code.hasPrefix("#if") { depth += 1 } else if code.hasPrefix("#endif") { depth = max(0, depth - 1) }
            guard depth == 0, code.hasPrefix("import ") || code.hasPrefix("#import ") || code.hasPrefix("@import ") else { continue }
            // The module: `import UIKit`, `import class UIKit.UIColor`, `@import AppKit;`, `#import <Cocoa/Cocoa.h>`.
            let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            guard let module = code.hasPrefix("#import ") ? (code.contains("<") ? words.dropFirst().first : nil) : words.dropFirst().first(where: {
                !["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains($0)
            })
            else { continue }
            if module == "UIKit" { return false }
            if module == "AppKit" || module == "Cocoa" { appKit = true }
        }
        return appKit
    }

    /// Most storyboards and `Info.plist` files one import reads (``StoryboardRoots``); those past it are passed over.
    static let maxInterfaceFiles = 200
    /// Most `.xib` files one import finds (``Found/nibs``); only those an `Info.plist` names are read.
    static let maxNibs = 5_000

    /// Whether a file tells which screen an app starts with: a storyboard, or an `Info.plist` naming the main one.
    static func isInterface(_ name: String) -> Bool {
        (name.hasSuffix(".storyboard") && name != "LaunchScreen.storyboard") || name.hasSuffix("Info.plist")
    }

    /// Most Xcode projects one import reads (``Found/projects``); those past it are passed over.
    static let maxProjects = 64

    /// Most PNG files outside asset catalogs one import indexes (``Found/images``); those past it are passed over.
    static let maxLooseImages = 20_000

    /// What the walk finds under the paths imported.
    struct Found {
        /// The source files, sorted within each folder.
        var files: [String] = []
        /// The storyboards and `Info.plist` files (``isInterface(_:)``).
        var interface: [String] = []
        /// PNG files outside asset catalogs: images an app bundles as files and loads by name (`UIImage(named: "tabbar")`).
        var images: [String] = []
        /// Xcode projects (`X.xcodeproj/project.pbxproj`): which platform each source file is for (``XcodeProject``).
        var projects: [String] = []
        /// Interface Builder's `.xib` files, found but not read: an `Info.plist` may name one the app starts with.
        var nibs: [String] = []
        /// The source files of vendored folders (``vendoredFolders``), each with the folder: not read as the app's,
        /// their appearance calls are listed as not converted.
        var vendored: [(file: String, folder: String)] = []
        var diagnostics: [Diagnostic] = []
    }

    /// The files under `paths` and the problems finding them.
    static func collect(_ paths: [String]) -> Found {
        var projects: [String] = []
        var images: [String] = []
        var interface: [String] = []
        var nibs: [String] = []
        var files: [String] = []
        var vendored: [(file: String, folder: String)] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(.error("cannot read '\(path)': no such file or folder", code: .fileNotFound, at: start(of: path)))
                continue
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            var folder = path
            while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
            walk(
                folder, depth: 0, into: &files, interface: &interface, images: &images, projects: &projects, nibs: &nibs, vendored: &vendored,
                diagnostics: &diagnostics)
        }
        files = readOnce(files)
        if files.count > maxFiles {
            diagnostics.append(
                .error(
                    "\(files.count) source files is over the limit of \(maxFiles) for one import", code: .importLimit,
                    at: start(of: paths.first ?? "."), hint: "import the folders that set the app's appearance"))
            files = Array(files.prefix(maxFiles))
        }
        return Found(
            files: files, interface: interface, images: images, projects: projects, nibs: nibs, vendored: vendored, diagnostics: diagnostics)
    }

    private static func walk(
        _ folder: String, depth: Int, into files: inout [String], interface: inout [String], images: inout [String],
        projects: inout [String], nibs: inout [String], vendored: inout [(file: String, folder: String)], diagnostics: inout [Diagnostic]
    ) {
        guard depth < maxDepth, files.count <= maxFiles else { return }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let path = folder == "." ? name : folder + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let type = attributes[.type] as? FileAttributeType
            else { continue }
            if type == .typeDirectory {
                if vendoredFolders.contains(name.lowercased()) {
                    vendored += sources(under: path, depth: depth + 1, limit: maxVendoredFiles - vendored.count).map { ($0, path) }
                }
                guard !isSkipped(folder: name) else { continue }
                walk(
                    path, depth: depth + 1, into: &files, interface: &interface, images: &images, projects: &projects, nibs: &nibs,
                    vendored: &vendored, diagnostics: &diagnostics)
            } else if type == .typeRegular, extensions.contains((name as NSString).pathExtension) {
                files.append(path)
            } else if type == .typeRegular, name.lowercased().hasSuffix(".png"), !path.contains(".xcassets/"), images.count < maxLooseImages {
                images.append(path)
            } else if type == .typeRegular, isInterface(name), interface.count < maxInterfaceFiles {
                interface.append(path)
            } else if type == .typeRegular, name == "project.pbxproj", folder.hasSuffix(".xcodeproj"), projects.count < maxProjects {
                projects.append(path)
            } else if type == .typeRegular, name.hasSuffix(".xib"), nibs.count < maxNibs {
                nibs.append(path)
            }
        }
    }

    /// The source files under `folder`, at most `limit`, hidden folders, package managers' and tests' passed over.
    private static func sources(under folder: String, depth: Int, limit: Int) -> [String] {
        guard depth < maxDepth, limit > 0 else { return [] }
        var found: [String] = []
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            guard found.count < limit, let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            else { continue }
            if type == .typeDirectory, !isSkipped(folder: name) || vendoredFolders.contains(name.lowercased()) {
                found += sources(under: path, depth: depth + 1, limit: limit - found.count)
            } else if type == .typeRegular, extensions.contains((name as NSString).pathExtension) {
                found.append(path)
            }
        }
        return found
    }

    /// `files` without a second name (a hard or symbolic link, a path spelt
    /// another way) of a file named before it: each is read once.
    private static func readOnce(_ files: [String]) -> [String] {
        var seen: Set<[UInt64]> = []
        return files.filter { file in
            var info = stat()
            guard stat(file, &info) == 0 else { return true }
            return seen.insert([UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino)]).inserted
        }
    }

    /// The file's text, or the located reason it cannot be read.
    enum Contents {
        case text(String)
        /// Text in another encoding than UTF-8 (a library's GBK or Latin-1 header): read with each byte UTF-8 does not
        /// take replaced by U+FFFD, so code written in ASCII reads as written, and a warning saying so.
        case recoded(String, Diagnostic)
        case unreadable(Diagnostic)

        /// The text, as written or recoded.
        var text: String? {
            switch self {
            case .text(let text), .recoded(let text, _): return text
            case .unreadable: return nil
            }
        }
    }

    /// Reads only a regular file (a FIFO named `x.swift` would block the
    /// import), opened without blocking and checked before any byte is read.
    static func read(_ path: String) -> Contents {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFileReader.read(path, maxBytes: maxFileBytes)
        } catch .tooLarge {
            return .unreadable(
                .error(
                    "the file is over the \(maxFileBytes >> 20) MiB limit for a source file", code: .inputTooLarge, at: start(of: path),
                    hint: "appearance code lives in smaller files; import those"))
        } catch {
            return .unreadable(.error("cannot read '\(path)': \(error)", code: .fileNotFound, at: start(of: path)))
        }
        guard let text = String(data: Data(bytes), encoding: .utf8) else {
            return .recoded(
                String(decoding: bytes, as: UTF8.self),
                .warning(
                    "the file is not UTF-8 text; it is read with the bytes UTF-8 does not take replaced, so its code written in "
                        + "ASCII reads as written", code: .encoding, at: start(of: path), hint: "save it as UTF-8"))
        }
        return .text(text)
    }

    static func start(of path: String) -> SourceLocation { SourceLocation(file: path, line: 1, column: 1) }
}
