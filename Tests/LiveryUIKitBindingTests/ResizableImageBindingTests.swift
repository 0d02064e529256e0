import Foundation
import Livery
import Testing
import UIKit

@testable import LiveryUIKit

/// A stylesheet's resizable image (`{image: …, capInsets: …}`) on the device: the named image
/// made resizable with the caps and mode, as the preview draws it.
@MainActor @Suite struct ResizableImageBindingTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Stylesheets/Screens/Reader.xcassets").path

    func image(_ value: String) throws -> UIImage? {
        UIImage.stubCatalog = ["King"]
        return try SymbolBindingTests.styledImage(value, imports: [Self.catalog])
    }

    @Test func theNamedImageIsMadeResizableWithTheCapsAndMode() throws {
        let stretched = try #require(try image("{image: King, capInsets: [1, 2, 3, 4], resizingMode: stretch}"))
        #expect(stretched.stubName == "King")
        #expect(stretched.capInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(stretched.resizingMode == .stretch)
        let tiled = try #require(try image("{image: King, capInsets: 6}"))
        #expect(tiled.capInsets == UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6))
        #expect(tiled.resizingMode == .tile)
        let whole = try #require(try image("King"))
        #expect(whole.capInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
