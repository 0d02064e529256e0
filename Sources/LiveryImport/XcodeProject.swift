import Foundation
import Livery
import LiveryCore

/// What an Xcode project (`X.xcodeproj/project.pbxproj`) says of the source
/// files the import reads: which targets compile each, and for which
/// platform. A file that only targets for another platform compile (a tvOS
/// or watchOS app's, a macOS one's, visionOS's own) styles no iOS screen: the
/// import passes it over, as it does a file importing only AppKit. A file no
/// target names is read as before, and so is every file where the project
/// does not parse.
///
/// Foundation reads the project's old-style property list; its nesting is
/// checked first (``maxNesting``), as that parser recurses once per level.
enum XcodeProject {
    /// Largest project file read: a large app's is a few MiB.
    static let maxBytes = 16 << 20
    /// Deepest nesting of dictionaries and lists read: Xcode writes four or five levels.
    static let maxNesting = 64
    /// Deepest group chain followed from a file up to the project's folder.
    static let maxGroupDepth = 64

    /// Of `files`, those no iOS target compiles, by the projects given, each with why: only targets for
    /// another platform compile it (`only the project's tvOS targets compile`), or, being a Swift or
    /// Objective-C implementation file in a project's folder, no target of the projects read does (a file
    /// left in the folder after it was taken out of the project). A file of a Swift package (a folder with
    /// a `Package.swift` above it) or of CocoaPods is built by them, not by the project, and a header is
    /// never compiled on its own: neither is one. Paths are compared without letter case, as Apple's disks do. And the
    /// problems reading the projects.
    static func otherPlatformFiles(_ files: [String], projects: [String]) -> (files: [String: String], diagnostics: [Diagnostic]) {
        var byPath: [String: Set<String>] = [:]
        var diagnostics: [Diagnostic] = []
        var roots: [(folder: String, name: String)] = []
        for project in projects {
            let read = membership(project)
            // Apple's disks ignore letter case: a group's `path = Views` is the folder `views`.
            byPath.merge(read.members.map { ($0.key.lowercased(), $0.value) }) { $0.union($1) }
            if let problem = read.problem { diagnostics.append(problem) }
            if read.problem == nil, !read.members.isEmpty {
                roots.append((resolve(FilePath.directory(of: FilePath.directory(of: project))), (FilePath.directory(of: project) as NSString).lastPathComponent))
            }
        }
        // A synchronized folder's key ends in `/`: every file below it is its targets'.
        let folders = byPath.filter { $0.key.hasSuffix("/") }
        let packages = Set(files.map(resolve).filter { ($0 as NSString).lastPathComponent == "Package.swift" }.map(FilePath.directory))
        var other: [String: String] = [:]
        for file in files {
            let path = resolve(file)
            let key = path.lowercased()
            var platforms = byPath[key] ?? []
            for (folder, found) in folders where key.hasPrefix(folder) { platforms.formUnion(found) }
            if !platforms.contains(iOS), let platform = platforms.sorted().first {
                other[file] = "only the project's \(platform) targets compile"
            } else if platforms.isEmpty, ["swift", "m", "mm"].contains((path as NSString).pathExtension),
                let root = roots.first(where: { path.hasPrefix($0.folder + "/") }), !path.contains("/Pods/"),
                !packages.contains(where: { path.hasPrefix($0 + "/") })
            {
                other[file] = "no target of \(root.name) compiles"
            }
        }
        return (other, diagnostics)
    }

    /// A file's path as the import compares it: `..` and `.` taken out.
    static func resolve(_ path: String) -> String { FilePath.resolve(path, relativeTo: "") }

    /// The platform name of a target that builds for iOS (iPhone, iPad, and a Mac through Catalyst).
    static let iOS = "iOS"

    /// `SDKROOT` names, as the import reports them.
    private static let platforms = ["iphoneos": iOS, "appletvos": "tvOS", "watchos": "watchOS", "macosx": "macOS", "xros": "visionOS"]

    /// Each source file the project's targets compile, by path, with their platforms; or why the project says none.
    static func membership(_ project: String) -> (members: [String: Set<String>], problem: Diagnostic?) {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFileReader.read(project, maxBytes: maxBytes)
        } catch .tooLarge {
            return ([:],
                .warning(
                    "the Xcode project is over the \(maxBytes >> 20) MiB limit: which platform each file is for is not read from it",
                    code: .inputTooLarge, at: ImportSources.start(of: project)))
        } catch {
            return ([:], .warning("cannot read '\(project)': \(error)", code: .fileNotFound, at: ImportSources.start(of: project)))
        }
        guard nesting(bytes) <= maxNesting else {
            return ([:],
                .warning(
                    "the Xcode project nests deeper than \(maxNesting) levels: which platform each file is for is not read from it",
                    code: .nestingTooDeep, at: ImportSources.start(of: project)))
        }
        var format = PropertyListSerialization.PropertyListFormat.openStep
        guard let root = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format) as? [String: Any],
            let objects = root["objects"] as? [String: Any], let rootID = root["rootObject"] as? String,
            let projectObject = objects[rootID] as? [String: Any]
        else {
            return ([:],
                .warning(
                    "the Xcode project is not a property list Xcode writes: which platform each file is for is not read from it",
                    code: .sourceSyntax, at: ImportSources.start(of: project)))
        }
        // The folder holding `X.xcodeproj`, and the project's own folder below it.
        let folder = FilePath.directory(of: FilePath.directory(of: project))
        let projectFolder = FilePath.resolve((projectObject["projectDirPath"] as? String) ?? "", relativeTo: folder)
        let paths = Paths(objects: objects, projectFolder: projectFolder)
        let projectPlatform = platform(objects, (projectObject["buildConfigurationList"] as? String) ?? "")
        var members: [String: Set<String>] = [:]
        let exceptions = synchronizedExceptions(objects)
        for id in (projectObject["targets"] as? [String]) ?? [] {
            guard let target = objects[id] as? [String: Any], target["isa"] as? String == "PBXNativeTarget" else { continue }
            // A target that does not say is the project's; one neither says is taken for iOS.
            let platform = platform(objects, (target["buildConfigurationList"] as? String) ?? "") ?? projectPlatform ?? iOS
            for phase in (target["buildPhases"] as? [String]) ?? [] {
                guard let object = objects[phase] as? [String: Any], object["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFile in (object["files"] as? [String]) ?? [] {
                    guard let reference = (objects[buildFile] as? [String: Any])?["fileRef"] as? String, let path = paths.path(of: reference)
                    else { continue }
                    members[path, default: []].insert(platform)
                }
            }
            // Xcode 16's folders kept in step with the disk: every file below one is the target's. Of a folder the target
            // does not hold, the files its exceptions for the target list are the target's (a file ticked for it alone).
            let held = (target["fileSystemSynchronizedGroups"] as? [String]) ?? []
            for group in held {
                if let path = paths.path(of: group) { members[path + "/", default: []].insert(platform) }
            }
            for (group, files) in exceptions[id] ?? [:] where !held.contains(group) {
                guard let folder = paths.path(of: group) else { continue }
                for file in files { members[resolve(FilePath.resolve(file, relativeTo: folder)), default: []].insert(platform) }
            }
        }
        return (members, nil)
    }

    /// By target, per synchronized folder, the files the folder's exception sets for the target list (`membershipExceptions`,
    /// relative to the folder).
    private static func synchronizedExceptions(_ objects: [String: Any]) -> [String: [String: [String]]] {
        var found: [String: [String: [String]]] = [:]
        for (id, object) in objects {
            guard let group = object as? [String: Any], group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" else { continue }
            for exception in (group["exceptions"] as? [String]) ?? [] {
                guard let set = objects[exception] as? [String: Any], let target = set["target"] as? String else { continue }
                found[target, default: [:]][id, default: []] += (set["membershipExceptions"] as? [String]) ?? []
            }
        }
        return found
    }

    /// The platform a configuration list's first configuration names (`SDKROOT`, or `SUPPORTED_PLATFORMS` where it
    /// lists iOS among others); nil where it names none.
    private static func platform(_ objects: [String: Any], _ list: String) -> String? {
        guard let configurations = (objects[list] as? [String: Any])?["buildConfigurations"] as? [String] else { return nil }
        for id in configurations {
            guard let settings = (objects[id] as? [String: Any])?["buildSettings"] as? [String: Any] else { continue }
            let supported = ((settings["SUPPORTED_PLATFORMS"] as? String) ?? "").split(separator: " ")
            if supported.contains("iphoneos") { return iOS }
            if let root = settings["SDKROOT"] as? String, let platform = platforms[root] { return platform }
        }
        return nil
    }

    /// The deepest nesting of `{` and `(` outside strings and comments.
    static func nesting(_ bytes: [UInt8]) -> Int {
        var depth = 0
        var deepest = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                depth = max(0, depth - 1)
            default: break
            }
            index += 1
        }
        return deepest
    }

    /// The paths of a project's file references and groups, through the groups holding them.
    private struct Paths {
        let objects: [String: Any]
        let projectFolder: String
        /// Each group's or file's group.
        let parents: [String: String]

        init(objects: [String: Any], projectFolder: String) {
            self.objects = objects
            self.projectFolder = projectFolder
            var parents: [String: String] = [:]
            for (id, object) in objects {
                for child in ((object as? [String: Any])?["children"] as? [String]) ?? [] where parents[child] == nil { parents[child] = id }
            }
            self.parents = parents
        }

        /// The object's path, as `resolve` spells it; nil where it is not under a folder the project names
        /// (a built product, an SDK's file) or its groups go round.
        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < XcodeProject.maxGroupDepth, let object = objects[id] as? [String: Any] else { return nil }
            let own = (object["path"] as? String) ?? ""
            switch (object["sourceTree"] as? String) ?? "<group>" {
            case "<absolute>": return XcodeProject.resolve(own)
            case "SOURCE_ROOT": return XcodeProject.resolve(FilePath.resolve(own, relativeTo: projectFolder))
            case "<group>":
                // The main group has no group: it is the project's folder.
                guard let parent = parents[id] else { return XcodeProject.resolve(FilePath.resolve(own, relativeTo: projectFolder)) }
                guard let folder = path(of: parent, depth: depth + 1) else { return nil }
                return XcodeProject.resolve(own.isEmpty ? folder : FilePath.resolve(own, relativeTo: folder))
            default: return nil
            }
        }
    }
}
