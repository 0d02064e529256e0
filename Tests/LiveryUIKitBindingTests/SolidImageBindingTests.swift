import Foundation
import Livery
import Testing
import UIKit

@testable import LiveryUIKit

/// A stylesheet's solid colour image (`{color: …}`) on the device: one point filled with the
/// colour by `UIGraphicsImageRenderer`, its light and dark fills registered on one image asset.
@MainActor @Suite struct SolidImageBindingTests {
    func image(_ value: String) throws -> UIImage? { try SymbolBindingTests.styledImage(value) }

    @Test func aSolidColourIsAOnePointImageFilledWithItInEachAppearance() throws {
        let image = try #require(try image(##"{color: {light: "#FF0000", dark: "#0000FF"}}"##))
        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(!image.isSymbolImage)
        let asset = try #require(image.imageAsset)
        let light = asset.image(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = asset.image(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light.stubFill == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(dark.stubFill == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    @Test func aFixedColourFillsBothAppearancesAlike() throws {
        let asset = try #require(try image(##"{color: "#33669980"}"##)?.imageAsset)
        for style in [UIUserInterfaceStyle.light, .dark] {
            let fill = try #require(asset.image(with: UITraitCollection(userInterfaceStyle: style)).stubFill)
            var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
            #expect(fill.getRed(&r, green: &g, blue: &b, alpha: &a))
            #expect(abs(r - 0x33 / 255.0) < 0.002 && abs(g - 0x66 / 255.0) < 0.002 && abs(b - 0x99 / 255.0) < 0.002)
            #expect(abs(a - 0x80 / 255.0) < 0.002)
        }
    }
}
