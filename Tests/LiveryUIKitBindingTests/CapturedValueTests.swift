import Foundation
import Livery
import Testing
import UIKit

@testable import LiveryUIKit

/// A view's value read back through its applier and inverted is the value
/// that was applied, for every kind of value; and applying it again gives
/// the view the same value.
@MainActor @Suite struct CapturedValueTests {
    /// Every kind's reverse conversion is the exact inverse of the forward one.
    @Test func reverseConversionsInvertTheForwardOnes() throws {
        let traits = UITraitCollection()
        let cases: [(String, String, ResolvedValue)] = [
            ("UIView", "backgroundColor", .color(Color(red: 0x33, green: 0x66, blue: 0x99, alpha: 0x80))),
            ("UIView", "layer.borderColor", .color(Color(red: 1, green: 2, blue: 3))),
            ("UIView", "alpha", .value(.number(0.25))),
            ("UIView", "layer.shadowOpacity", .value(.number(0.3))),
            ("UIView", "isHidden", .value(.bool(true))),
            ("UIView", "layoutMargins", .value(.insets(Insets(top: 1, left: 2, bottom: 3, right: 4)))),
            ("UIView", "layer.shadowOffset", .value(.size(Size(width: 2, height: -3)))),
            ("UIView", "layer.contentsRect", .value(.rect(Rect(x: 0, y: 0.5, width: 1, height: 0.5)))),
            ("UIView", "layer.maskedCorners", .value(.enumList(["minXMinY", "maxXMaxY"]))),
            ("UIImageView", "contentMode", .value(.enumCase("scaleAspectFill"))),
            ("UIView", "layer.cornerCurve", .value(.enumCase("continuous"))),
            ("UIView", "contentHuggingPriority.horizontal", .value(.number(251))),
            ("UILabel", "text", .value(.string("Hello"))),
            ("UILabel", "font", .font(ResolvedFont(family: "system", size: 17, weight: .semibold))),
            ("UILabel", "font", .font(ResolvedFont(family: "Georgia", size: 12, weight: .regular))),
            ("UILabel", "numberOfLines", .value(.number(3))),
            ("UILabel", "textAlignment", .value(.enumCase("center"))),
            ("UISegmentedControl", "segments", .value(.enumList(["One", "Two"]))),
        ]
        let instances = UIKitBindingTests.instances()
        for (type, keyPath, value) in cases {
            let view = try #require(instances[type])
            let applier = try #require(PropertyApplier.uiKit.first { $0.keyPath == keyPath && $0.accepts(view) }, "\(keyPath)")
            let spec = try #require(TypeRegistry.builtIn.property(keyPath, on: type)?.spec, "\(type).\(keyPath)")
            let specified: Value
            switch value {
            case .color(let color): specified = .color(DynamicColor(color))
            case .font(let font): specified = .font(.fixed(size: font.size, weight: font.weight, family: font.family))
            case .value(let value): specified = value
            }
            let property = ResolvedProperty(value: value, specified: specified, source: .explicit, axisKey: nil)
            #expect(applier.write(view, property, nil), "\(keyPath)")
            let read = try #require(applier.read(view, nil))
            let back = CapturedValue.resolved(read, kind: spec.kind, traits: traits, convert: applier.convert)
            #expect(back == value, "\(type).\(keyPath)")
            // And the other way: writing what was captured gives the view the same value.
            if let back {
                let again = ResolvedProperty(value: back, specified: specified, source: .explicit, axisKey: nil)
                #expect(applier.write(view, again, nil))
                let reread = try #require(applier.read(view, nil))
                #expect(CapturedValue.resolved(reread, kind: spec.kind, traits: traits, convert: applier.convert) == back)
            }
        }
    }
}
