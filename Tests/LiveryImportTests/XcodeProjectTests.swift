import Foundation
import Testing

@testable import LiveryImport

/// The Xcode project says which platform each source file is built for: a
/// file only a tvOS, watchOS or macOS target compiles styles no iOS screen.
@Suite struct XcodeProjectTests {
    let sources = SourceFolder("livery-xcodeproj")

    /// A project whose iOS target compiles `App/Appearance.swift` and `Shared/Colors.swift`, whose tvOS target
    /// compiles `TV/Appearance.swift` and the shared file, and whose watchOS target keeps the `Watch` folder in step.
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                P1 /* Project object */ = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, T3, ); };
                PL = {isa = XCConfigurationList; buildConfigurations = (PC, ); };
                PC = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
                G0 = {isa = PBXGroup; children = (G1, G2, G3, W1, ); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, ); path = App; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F2, ); path = TV; sourceTree = "<group>"; };
                G3 = {isa = PBXGroup; children = (F3, ); name = Shared; path = "Shared"; sourceTree = "<group>"; };
                W1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Watch; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Appearance.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Appearance.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Colors.swift"; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F3; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, B3, ); };
                S2 = {isa = PBXSourcesBuildPhase; files = (B2, B4, ); };
                S3 = {isa = PBXSourcesBuildPhase; files = (); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, ); name = App; };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2, ); name = "App TV"; };
                T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (S3, ); fileSystemSynchronizedGroups = (W1, ); name = Watch; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
                L3 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = App; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = appletvos; }; name = Debug; };
                C3 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; }; name = Debug; };
            };
            rootObject = P1;
        }

        """

    @Test func filesOnlyAnotherPlatformsTargetsCompileAreReportedAsNeverRunningOnIOS() throws {
        sources.write("App.xcodeproj/project.pbxproj", Self.project)
        sources.write(
            "App/Appearance.swift",
            "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {\n    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n        UINavigationBar.appearance().tintColor = .white\n        accent()\n        return true\n    }\n}\n")
        sources.write(
            "TV/Appearance.swift",
            "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {\n    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n        UINavigationBar.appearance().tintColor = .blue\n        return true\n    }\n}\n")
        sources.write("Shared/Colors.swift", "import UIKit\nfunc accent() {\n    UISwitch.appearance().onTintColor = .systemGreen\n}\n")
        sources.write("Watch/Face.swift", "import UIKit\nfunc face() {\n    UILabel.appearance().textColor = .red\n}\n")
        let result = AppearanceImporter.run(.init(paths: [sources.path], output: sources.path + "/Out/App.style.yaml"))
        #expect(result.diagnostics.isEmpty)
        func call(_ file: String, _ line: Int) throws -> AppearanceImporter.Call {
            try #require(result.calls.first { $0.file.hasSuffix("/" + file) && $0.line == line }, "no call at \(file):\(line)")
        }
        // No conflict with the tvOS app's tint: the iOS app's is written.
        #expect(try call("App/Appearance.swift", 4).status == .converted)
        #expect(result.stylesheet.contains("tintColor: white"))
        let tv = try call("TV/Appearance.swift", 4)
        #expect(tv.status == .obsolete)
        #expect(tv.reason == "in a file only the project's tvOS targets compile: it never runs on iOS")
        // A file the iOS target compiles too is read.
        #expect(try call("Shared/Colors.swift", 3).status == .converted)
        #expect(try call("Watch/Face.swift", 3).reason == "in a file only the project's watchOS targets compile: it never runs on iOS")
    }

    /// An implementation file in the project's folder that no target compiles (left behind when it was taken
    /// out of the project) never runs; a Swift package's files, CocoaPods' and headers are built otherwise.
    @Test func filesNoTargetCompilesAreReportedAsNeverRunning() throws {
        sources.write("App.xcodeproj/project.pbxproj", Self.project)
        sources.write("App/Appearance.swift", "import UIKit\nfunc style() {\n    UINavigationBar.appearance().tintColor = .white\n}\n")
        sources.write("App/OldAppDelegate.m", "@implementation OldAppDelegate\n- (void)style {\n    [[UITabBar appearance] setTintColor:[UIColor redColor]];\n}\n@end\n")
        sources.write("Kit/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n")
        sources.write("Kit/Sources/Kit/Theme.swift", "import UIKit\npublic func kit() {\n    UISwitch.appearance().onTintColor = .green\n}\n")
        let result = AppearanceImporter.run(.init(paths: [sources.path], output: sources.path + "/Out/App.style.yaml"))
        func call(_ file: String, _ line: Int) throws -> AppearanceImporter.Call {
            try #require(result.calls.first { $0.file.hasSuffix("/" + file) && $0.line == line }, "no call at \(file):\(line)")
        }
        let old = try call("App/OldAppDelegate.m", 3)
        #expect(old.status == .obsolete)
        #expect(old.reason == "in a file no target of App.xcodeproj compiles: it never runs on iOS")
        #expect(try call("App/Appearance.swift", 3).status == .converted)
        #expect(try call("Kit/Sources/Kit/Theme.swift", 3).status == .converted)
        #expect(!result.stylesheet.contains("red"))
    }

    /// A group's path spelt in another case than the folder on disk (`path = App` for the folder `app`) names that
    /// folder, as Apple's disks ignore case: its files are the target's.
    @Test func aGroupsPathInAnotherCaseNamesTheFolder() throws {
        sources.write("App.xcodeproj/project.pbxproj", Self.project)
        sources.write("app/Appearance.swift", "import UIKit\nfunc style() {\n    UINavigationBar.appearance().tintColor = .white\n}\n")
        let result = AppearanceImporter.run(.init(paths: [sources.path], output: sources.path + "/Out/App.style.yaml"))
        let call = try #require(result.calls.first { $0.file.hasSuffix("/app/Appearance.swift") && $0.line == 3 })
        #expect(call.status == .converted)
    }

    @Test func theProjectFolderAndGroupsSpellTheFilesPaths() {
        let project = sources.write("Nested/App.xcodeproj/project.pbxproj", Self.project)
        let members = XcodeProject.membership(project)
        #expect(members.problem == nil)
        #expect(members.members[XcodeProject.resolve(sources.path + "/Nested/App/Appearance.swift")] == ["iOS"])
        #expect(members.members[XcodeProject.resolve(sources.path + "/Nested/Shared/Colors.swift")] == ["iOS", "tvOS"])
        #expect(members.members[XcodeProject.resolve(sources.path + "/Nested/Watch") + "/"] == ["watchOS"])
    }

    /// Of a synchronized folder no target holds, the files an exception set lists for a target are that target's
    /// (a file ticked for one target in Xcode 16); the folder's other files are no target's.
    @Test func aSynchronizedFoldersExceptionsForATargetNotHoldingItAreThatTargetsFiles() throws {
        let project = Self.project
            .replacingOccurrences(of: "children = (G1, G2, G3, W1, );", with: "children = (G1, G2, G3, W1, K1, );")
            .replacingOccurrences(
                of: "W1 = {isa",
                with: """
                    K1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = Kit; sourceTree = "<group>"; };
                            E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Styles/Bar.swift, ); target = T1; };
                            W1 = {isa
                    """)
        let path = sources.write("App.xcodeproj/project.pbxproj", project)
        let members = XcodeProject.membership(path)
        #expect(members.problem == nil)
        #expect(members.members[XcodeProject.resolve(sources.path + "/Kit/Styles/Bar.swift")] == ["iOS"])
        #expect(members.members[XcodeProject.resolve(sources.path + "/Kit") + "/"] == nil)
        sources.write("Kit/Styles/Bar.swift", "import UIKit\nfunc bar() {\n    UINavigationBar.appearance().tintColor = .white\n}\n")
        sources.write("Kit/Other.swift", "import UIKit\nfunc other() {\n    UITabBar.appearance().tintColor = .red\n}\n")
        let result = AppearanceImporter.run(.init(paths: [sources.path], output: sources.path + "/Out/App.style.yaml"))
        #expect(result.calls.first { $0.file.hasSuffix("/Kit/Styles/Bar.swift") }?.status == .converted)
        #expect(result.calls.first { $0.file.hasSuffix("/Kit/Other.swift") }?.reason == "in a file no target of App.xcodeproj compiles: it never runs on iOS")
    }

    /// A project that does not parse, nests past the limit, or is too large names no platform: every file is read,
    /// and the import says why, at the project.
    @Test func aHostileProjectNamesNoPlatformAndStopsNothing() throws {
        let deep = sources.write("Deep.xcodeproj/project.pbxproj", String(repeating: "{a=", count: 100_000))
        let broken = sources.write("Broken.xcodeproj/project.pbxproj", "{ objects = { P1 = { isa = PBXProject; ")
        let large = sources.write("Large.xcodeproj/project.pbxproj", "// " + String(repeating: "x", count: XcodeProject.maxBytes) + "\n{}")
        sources.write("TV/Appearance.swift", "import UIKit\nfunc tv() {\n    UINavigationBar.appearance().tintColor = .blue\n}\n")
        let result = AppearanceImporter.run(.init(paths: [sources.path], output: sources.path + "/Out/App.style.yaml"))
        let codes = Dictionary(uniqueKeysWithValues: result.diagnostics.map { ($0.location.file, "\($0.location.line):\($0.location.column) \($0.code)") })
        #expect(codes[deep] == "1:1 nesting-too-deep")
        #expect(codes[broken] == "1:1 source-syntax")
        #expect(codes[large] == "1:1 input-too-large")
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        // Read as before: no project says it is another platform's.
        #expect(result.calls.first { $0.file.hasSuffix("/TV/Appearance.swift") }?.status == .converted)
    }
}
