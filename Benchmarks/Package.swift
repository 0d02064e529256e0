// swift-tools-version:6.0
// The benchmark harness: Livery against its peers in one run. A separate
// package so that the product never links a peer (Yams, Cairo).
import PackageDescription

let package = Package(
    name: "LiveryBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Livery", path: ".."),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .systemLibrary(name: "CYAMLPeer", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CCairoPeer", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPNGPeer", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .executableTarget(
            name: "livery-bench",
            dependencies: [
                .product(name: "Livery", package: "Livery"),
                .product(name: "LiveryRender", package: "Livery"),
                .product(name: "LiveryGallery", package: "Livery"),
                .product(name: "LiveryPreview", package: "Livery"),
                .product(name: "LiveryLanguageServer", package: "Livery"),
                .product(name: "Yams", package: "Yams"),
                "CYAMLPeer", "CCairoPeer", "CPNGPeer",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
