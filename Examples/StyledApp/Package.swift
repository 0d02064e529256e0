// swift-tools-version:6.1
import PackageDescription

// An app that ships Livery styles the way it ships asset catalogs: its
// stylesheets are compiled when it builds (LiveryPlugin) and applied at run
// time by LiveryUIKit's appliers over LiveryCore, no system library.
// `make example` builds and runs it (on Linux against Livery's UIKit surface).
let package = Package(
    name: "StyledApp",
    platforms: [.macOS(.v13), .iOS(.v15)],
    dependencies: [
        // No traits: the app resolves none of the CLI's packages.
        .package(name: "Livery", path: "../..", traits: [])
    ],
    targets: [
        .executableTarget(
            name: "StyledApp",
            dependencies: [
                .product(name: "LiveryCore", package: "Livery"), .product(name: "LiveryUIKit", package: "Livery"),
            ],
            // An iOS app keeps its images in an asset catalog; here they are only what the stylesheet names.
            exclude: ["Images"],
            plugins: [.plugin(name: "LiveryPlugin", package: "Livery")]
        ),
        // The same screen in SwiftUI, styled by the same stylesheet (its own imports the UIKit
        // app's): LiverySwiftUI's `.style(…)`, and LiveryUIKit for the system chrome.
        .executableTarget(
            name: "StyledSwiftUIApp",
            dependencies: [
                .product(name: "LiveryCore", package: "Livery"), .product(name: "LiverySwiftUI", package: "Livery"),
                .product(name: "LiveryUIKit", package: "Livery"),
            ],
            plugins: [.plugin(name: "LiveryPlugin", package: "Livery")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
