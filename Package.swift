// swift-tools-version:6.1
import PackageDescription

/// A product of an outside package, used only when the `Tools` trait is on.
let tools = TargetDependencyCondition.when(traits: ["Tools"])

let package = Package(
    name: "Livery",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        // What an app links: values, schema, tables, the node protocol and the resolver; no system library.
        .library(name: "LiveryCore", targets: ["LiveryCore"]),
        .library(name: "Livery", targets: ["Livery"]),
        // Applies styles to real UIViews; its logic builds and is tested everywhere.
        .library(name: "LiveryUIKit", targets: ["LiveryUIKit"]),
        // Styles SwiftUI views (`.style(…)`, button and toggle styles); links no UIKit.
        .library(name: "LiverySwiftUI", targets: ["LiverySwiftUI"]),
        .library(name: "LiveryRender", targets: ["LiveryRender"]),
        // Many trees × variants × scales rendered on every core: `livery render --gallery`, `diff`, `serve`.
        .library(name: "LiveryGallery", targets: ["LiveryGallery"]),
        // `livery serve`'s server, for tools that embed the preview.
        .library(name: "LiveryPreview", targets: ["LiveryPreview"]),
        // The located YAML nodes that ValueParser and TreeLoader take.
        .library(name: "LiveryYAML", targets: ["LiveryYAML"]),
        // `livery lsp`'s server, for the benchmarks and for tools that embed it.
        .library(name: "LiveryLanguageServer", targets: ["LiveryLanguageServer"]),
        // `livery import`'s importer, for the fuzz targets and tools that embed the importer.
        .library(name: "LiveryImport", targets: ["LiveryImport"]),
        .executable(name: "livery", targets: ["livery"]),
        // Compiles a target's `*.style.yaml` at build time into generated accessors.
        .plugin(name: "LiveryPlugin", targets: ["LiveryPlugin"]),
    ],
    // `Tools` (on by default) builds the CLI and its libraries. An app depends on Livery with
    // `traits: []` and resolves none of the packages below: LiveryCore, LiveryUIKit, LiverySwiftUI,
    // the plugin and `livery-compile` use no outside package (Docs/Embedding.md, "What an app resolves").
    traits: [
        .trait(name: "Tools", description: "The livery CLI and its libraries: serve, import, diff, snapshot, lsp."),
        .default(enabledTraits: ["Tools"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The preview server's HTTP (`livery serve`).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        // Hummingbird's own: the preview server reads a request's target before Hummingbird's HTTP types drop its authority.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        // `livery import` reads Swift appearance code with Apple's own parser.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // SHA-256 for snapshot baselines' digests (fonts, stylesheets, trees, images); Hummingbird's own.
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.0.0"),
    ],
    targets: [
        // System libraries: found through pkg-config, installed by `make deps` on Debian (Homebrew on macOS).
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CText", pkgConfig: "harfbuzz",
            providers: [
                .apt(["libfreetype-dev", "libharfbuzz-dev", "libfribidi-dev", "libfontconfig-dev"]),
                .brew(["freetype", "harfbuzz", "fribidi", "fontconfig"]),
            ]),
        // Vector images: image sets' PDFs, read by poppler and drawn by cairo.
        .systemLibrary(
            name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]),

        .target(name: "LiveryYAML", dependencies: ["CLibYAML"]),
        .target(name: "LiveryCore"),
        .target(name: "Livery", dependencies: ["LiveryCore", "LiveryYAML"]),
        .target(name: "LiveryUIKit", dependencies: ["LiveryCore"]),
        .target(name: "LiverySwiftUI", dependencies: ["LiveryCore"]),
        // The renderer draws styled trees: it needs the resolved styles, not the compiler.
        .target(name: "CShadowKernel"),
        // libpng's write API for fast encodes: its errors longjmp, so the calls live in C.
        .target(name: "CPNGWriter", dependencies: ["CLibPNG"]),
        .target(name: "LiveryRender", dependencies: ["LiveryCore", "CLibPNG", "CText", "CPoppler", "CShadowKernel", "CPNGWriter"]),
        .target(name: "LiveryGallery", dependencies: ["Livery", "LiveryRender"]),
        // `livery serve`: the gallery page, live reload through server-sent events, tables for apps.
        // The page's markup, style and script are files in Page/, compiled into the module: a
        // relocated `livery` binary needs no resource bundle beside it.
        .target(
            name: "LiveryPreview",
            dependencies: [
                "Livery", "LiveryRender", "LiveryGallery", "LiveryReview", .product(name: "Hummingbird", package: "hummingbird", condition: tools),
                .product(name: "HummingbirdCore", package: "hummingbird", condition: tools), .product(name: "NIOCore", package: "swift-nio", condition: tools),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: tools), .product(name: "Logging", package: "swift-log", condition: tools),
            ],
            resources: [
                .embedInCode("Page/PreviewPage.html"), .embedInCode("Page/PreviewPage.css"), .embedInCode("Page/PreviewPage.js"),
            ]
        ),
        // `livery diff`: the comparison, its report folder, and the files `git:REV:path` names,
        // copied through git into a temporary folder; apart from the CLI so its tests need no binary.
        .target(
            name: "LiveryReview",
            dependencies: ["Livery", "LiveryYAML", "LiveryRender", "LiveryGallery", .product(name: "Crypto", package: "swift-crypto", condition: tools)]),
        // `livery lsp`: JSON-RPC framing and the protocol's types, apart from the features.
        .target(name: "LiveryLSPProtocol"),
        // The language server's features, on the real compiler.
        .target(name: "LiveryLanguageServer", dependencies: ["Livery", "LiveryCore", "LiveryLSPProtocol"]),
        // `livery import`: appearance code (Swift and Objective-C) to a stylesheet.
        // Its own target, so nothing else links swift-syntax.
        .target(
            name: "LiveryImport",
            dependencies: [
                "Livery", "LiveryCore", .product(name: "SwiftSyntax", package: "swift-syntax", condition: tools),
                .product(name: "SwiftParser", package: "swift-syntax", condition: tools),
            ]
        ),
        .executableTarget(
            name: "livery",
            dependencies: [
                "Livery", "LiveryRender", "LiveryGallery", "LiveryReview", "LiveryPreview", "LiveryImport", "LiveryLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: tools),
            ]
        ),

        // The compiler the plugin runs: the stylesheet compiler without the renderer.
        .executableTarget(name: "livery-compile", dependencies: ["Livery"]),
        .plugin(name: "LiveryPlugin", capability: .buildTool(), dependencies: ["livery-compile"]),

        // What several test targets share: a seeded generator for their generated inputs.
        .target(name: "LiveryTestSupport", path: "Tests/LiveryTestSupport"),
        .testTarget(name: "LiveryYAMLTests", dependencies: ["LiveryYAML"]),
        .testTarget(name: "LiveryTests", dependencies: ["Livery", "LiveryTestSupport"]),
        .testTarget(name: "LiveryUIKitTests", dependencies: ["LiveryUIKit", "Livery"]),
        .testTarget(name: "LiverySwiftUITests", dependencies: ["LiverySwiftUI", "Livery"]),
        .testTarget(name: "LiveryRenderTests", dependencies: ["LiveryRender", "Livery", "LiveryYAML"], exclude: ["Golden"]),
        .testTarget(name: "LiveryGalleryTests", dependencies: ["LiveryGallery"]),
        .testTarget(name: "LiveryPreviewTests", dependencies: ["LiveryPreview", "LiveryTestSupport"]),
        .testTarget(name: "LiveryReviewTests", dependencies: ["LiveryReview", "Livery", "LiveryGallery", "LiveryRender"]),
        .testTarget(name: "CLITests", dependencies: ["Livery", "LiveryRender"]),
        .testTarget(name: "LiveryLanguageServerTests", dependencies: ["LiveryLanguageServer", "LiveryLSPProtocol", "Livery"]),
        // Fixtures are appearance code in Swift and Objective-C, read as text.
        .testTarget(
            name: "LiveryImportTests", dependencies: ["LiveryImport", "Livery", "LiveryYAML", "LiveryTestSupport"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
    // UIKit's and SwiftUI's surfaces, transcribed from Apple's declarations
    // with each one's source cited (Surface/README.md), so the UIKit and
    // SwiftUI bindings compile and their tests run on Linux in `make test`: a
    // call the surface lacks does not compile. Apple platforms build against
    // the SDK's frameworks instead.
    package.targets += [
        .target(name: "ObjectiveC", path: "Surface/ObjectiveC"),
        .target(name: "UIKit", path: "Surface/UIKit"),
        .target(name: "SwiftUI", path: "Surface/SwiftUI"),
        // swift-testing's UIKit overlay exists only on Apple platforms: not looked for here.
        .testTarget(
            name: "LiveryUIKitBindingTests", dependencies: ["LiveryUIKit", "Livery", "LiveryRender", "UIKit"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ]
    package.targets += [
        .testTarget(
            name: "LiverySwiftUIBindingTests", dependencies: ["LiverySwiftUI", "Livery", "SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ]
    for target in package.targets where target.name == "LiveryUIKit" {
        target.dependencies += ["UIKit", "ObjectiveC"]
    }
    for target in package.targets where target.name == "LiverySwiftUI" {
        target.dependencies += ["SwiftUI"]
    }
#endif
