import Foundation
import Livery
import Testing
import UIKit

@testable import LiveryUIKit

/// The app's own button that the import fixture's appearance code styles
/// (Tests/LiveryImportTests/Fixtures/App/AppearanceSetup.swift), as the app
/// declares it.
final class GlowButton: UIButton {
    var glowColor: UIColor?
    var glowRadius: CGFloat = 0
}

/// The appliers `livery import` writes for an app's own properties
/// (ImportedAppliers.swift, its output for that fixture, held equal to it by
/// AppearanceImporterTests) compile against UIKit and set what the
/// stylesheet resolves.
@MainActor @Suite struct ImportedAppliersTests {
    @Test func theGeneratedAppliersSetTheAppsOwnProperties() throws {
        let stylesheet = """
            livery: 1
            types:
              GlowButton:
                inherits: UIButton
                properties: { glowColor: { type: color }, glowRadius: { type: number } }
            rules:
              - { type: GlowButton, set: { glowColor: "#FFFFFFCC", glowRadius: 6 } }
            """
        let (compiled, diagnostics) = StylesheetCompiler.compile(source: stylesheet, path: "/tmp/imported.style.yaml")
        #expect(diagnostics == [])
        let adapter = StyleAdapter<UIView>(table: try #require(compiled), appliers: PropertyApplier.uiKit + PropertyApplier.imported)
        let button = GlowButton(type: .custom)
        let window = UIWindow(frame: .zero)
        window.addSubview(button)
        adapter.style(window)
        #expect(button.glowRadius == 6)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = try #require(button.glowColor).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a].map { Int(($0 * 255).rounded()) } == [255, 255, 255, 204])
    }
}
