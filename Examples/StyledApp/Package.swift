// swift-tools-version:6.0
import PackageDescription

// An app that ships Livery styles the way it ships asset catalogs: its
// stylesheets are compiled when it builds (LiveryPlugin) and applied at
// run time by LiveryCore alone. `make example` builds and runs it.
let package = Package(
    name: "StyledApp",
    platforms: [.macOS(.v13), .iOS(.v15)],
    dependencies: [
        .package(name: "Livery", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "StyledApp",
            dependencies: [.product(name: "LiveryCore", package: "Livery")],
            plugins: [.plugin(name: "LiveryPlugin", package: "Livery")]
        )
    ],
    swiftLanguageModes: [.v6]
)
