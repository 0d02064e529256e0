// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets, one per input path (Docs/Fuzzing.md). A separate package
// so that sanitizer builds (`Scripts/fuzz.sh`, scratch path Fuzz/.build) never
// mix with normal ones. `name:` is needed: the clone's folder name is unknown.
let package = Package(
    name: "LiveryFuzz",
    dependencies: [
        .package(name: "Livery", path: "..")
    ],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "Livery", package: "Livery"),
                .product(name: "LiveryYAML", package: "Livery"),
            ]),
        fuzzTarget("FuzzStylesheet"),
        fuzzTarget("FuzzTree"),
        fuzzTarget("FuzzPNG"),
        fuzzTarget("FuzzPDF"),
        fuzzTarget("FuzzPath"),
        fuzzTarget("FuzzExpression"),
        fuzzTarget("FuzzRender"),
        fuzzTarget("FuzzTable"),
        fuzzTarget("FuzzTokens"),
        fuzzTarget("FuzzAssetCatalog"),
        fuzzTarget("FuzzYAMLSplit"),
        fuzzTarget("FuzzReadBeneath"),
        // `livery import`, apart: only these link swift-syntax.
        .target(
            name: "FuzzImportSupport",
            dependencies: [.product(name: "LiveryImport", package: "Livery")]),
        .executableTarget(name: "FuzzImportSwift", dependencies: ["FuzzSupport", "FuzzImportSupport"]),
        .executableTarget(name: "FuzzImportObjC", dependencies: ["FuzzSupport", "FuzzImportSupport"]),
        fuzzTarget("FuzzLanguageServer", products: ["LiveryLanguageServer"]),
    ],
    swiftLanguageModes: [.v6]
)

/// A fuzz executable: one `LLVMFuzzerTestOneInput` and its `<module>_main`,
/// with Livery's libraries and any other `products` of it.
func fuzzTarget(_ name: String, products: [String] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            "FuzzSupport",
            .product(name: "Livery", package: "Livery"),
            .product(name: "LiveryYAML", package: "Livery"),
            .product(name: "LiveryRender", package: "Livery"),
        ] + products.map { .product(name: $0, package: "Livery") })
}
