// swift-tools-version:6.1
import PackageDescription

// An app that uses a macro package pinning swift-syntax 602 (the CLI's importer
// uses 603) and links what an app links from Livery: the core, the UIKit and
// SwiftUI bindings and the plugin. `Scripts/check-app-dependencies.sh` resolves it in `make test`:
// with `traits: []` Livery brings no package of its own, so the pin holds.
let package = Package(
    name: "PinnedSwiftSyntax",
    platforms: [.macOS(.v13), .iOS(.v15)],
    dependencies: [
        .package(name: "Livery", path: "../../..", traits: []),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    ],
    targets: [
        .target(
            name: "PinnedApp",
            dependencies: [
                .product(name: "LiveryCore", package: "Livery"), .product(name: "LiveryUIKit", package: "Livery"),
                .product(name: "LiverySwiftUI", package: "Livery"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            plugins: [.plugin(name: "LiveryPlugin", package: "Livery")]
        )
    ],
    swiftLanguageModes: [.v6]
)
