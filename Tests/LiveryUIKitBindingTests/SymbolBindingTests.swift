import Foundation
import Livery
import Testing
import UIKit

@testable import LiveryUIKit

/// A stylesheet's symbol image on the device (Docs/Stylesheets.md,
/// "Symbols"): `UIImage(systemName:withConfiguration:)` with the
/// configuration its keys make, through the image appliers.
@MainActor @Suite struct SymbolBindingTests {
    /// The image an image view is given by `image: <value>`.
    func image(_ value: String) throws -> UIImage? { try Self.styledImage(value) }

    /// The image an image view is given by `image: <value>` (any image value: a symbol, a solid colour, an
    /// image set of a catalog the stylesheet `imports`).
    static func styledImage(_ value: String, imports: [String] = []) throws -> UIImage? {
        let header = imports.isEmpty ? "" : "imports: [" + imports.map(\.jsonQuoted).joined(separator: ", ") + "]\n"
        let (table, diagnostics) = StylesheetCompiler.compile(
            source: "livery: 1\n" + header + "rules:\n  - { type: UIImageView, set: { image: \(value) } }\n", path: "/tmp/symbols.style.yaml")
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        let adapter = StyleAdapter<UIView>(table: try #require(table), appliers: PropertyApplier.uiKit, report: { _ in })
        let view = UIImageView(image: nil)
        let window = UIWindow(frame: .zero)
        window.addSubview(view)
        adapter.style(window)
        return view.image
    }

    @Test func aPointSizeSymbolIsASystemImageWithItsSizeWeightAndScale() throws {
        let image = try #require(try image("{symbol: star.fill, pointSize: 17, weight: semibold, scale: large}"))
        #expect(image.isSymbolImage)
        #expect(image.stubName == "star.fill")
        let configuration = try #require(image.symbolConfiguration)
        #expect(configuration.stubPointSize == 17)
        #expect(configuration.stubWeight == .semibold)
        #expect(configuration.stubScale == .large)
        #expect(configuration.stubTextStyle == nil)
        #expect(configuration.stubColorMode == nil)
    }

    @Test func aTextStyleSymbolFollowsTheStyleWithItsWeightApplied() throws {
        let configuration = try #require(try image("{symbol: gear, textStyle: title1, weight: bold, scale: small}")?.symbolConfiguration)
        #expect(configuration.stubTextStyle == .title1)
        #expect(configuration.stubTextStyle?.rawValue == "UICTFontTextStyleTitle1")
        #expect(configuration.stubWeight == .bold)
        #expect(configuration.stubScale == .small)
        #expect(configuration.stubPointSize == 0)
        let plain = try #require(try image("{symbol: gear}")?.symbolConfiguration)
        #expect(plain.stubScale == .unspecified && plain.stubWeight == .unspecified && plain.stubTextStyle == nil)
    }

    @Test func aPaletteIsAppliedOverTheSizeWithItsColours() throws {
        let configuration = try #require(
            try image("{symbol: heart.fill, pointSize: 20, renderingMode: palette, colors: [\"#FF0000\", \"#0000FF\"]}")?.symbolConfiguration)
        #expect(configuration.stubPointSize == 20, "the size survives the colour configuration applied over it")
        #expect(configuration.stubColorMode == .palette)
        #expect(configuration.stubColors.count == 2)
        let red = try #require(configuration.stubColors.first).resolvedColor(with: UITraitCollection())
        #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func hierarchicalAndMulticolorUseTheirOwnFactories() throws {
        let hierarchical = try #require(
            try image("{symbol: bell.fill, renderingMode: hierarchical, colors: [systemBlue]}")?.symbolConfiguration)
        #expect(hierarchical.stubColorMode == .hierarchical && hierarchical.stubColors.count == 1)
        let multicolor = try #require(try image("{symbol: sun.max.fill, renderingMode: multicolor}")?.symbolConfiguration)
        #expect(multicolor.stubColorMode == .multicolor)
        let monochrome = try #require(try image("{symbol: sun.max, renderingMode: monochrome}")?.symbolConfiguration)
        #expect(monochrome.stubColorMode == nil)
    }

    @Test func aButtonsImageIsTheSymbolToo() throws {
        let (table, _) = StylesheetCompiler.compile(
            source: "livery: 1\nrules:\n  - { type: UIButton, set: { image: {symbol: plus, pointSize: 22, weight: light} } }\n",
            path: "/tmp/symbols.style.yaml")
        let adapter = StyleAdapter<UIView>(table: try #require(table), appliers: PropertyApplier.uiKit, report: { _ in })
        let button = UIButton(type: .system)
        let window = UIWindow(frame: .zero)
        window.addSubview(button)
        adapter.style(window)
        let image = try #require(button.image(for: .normal))
        #expect(image.isSymbolImage && image.stubName == "plus")
        #expect(image.symbolConfiguration?.stubWeight == .light)
    }
}
