#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    /// A view's current value as the resolved value a tree document writes:
    /// the inverse of ResolvedProperty+UIKit's conversions, by the schema's
    /// kind of the property. Where a conversion picks among values (an
    /// enum's case, a system font's weight) the inverse asks the applier's
    /// own conversion which value gives the view's, so the two cannot drift apart.
    @MainActor enum CapturedValue {
        /// The value `boxed` (what an applier's `read` returned) stands for;
        /// nil for no value (`nil`, an empty image) or one a tree cannot write.
        /// Colours are resolved in `traits`: a dynamic colour is written as the
        /// variant the screen shows.
        /// Images are written as `images` names them; without it, not at all.
        static func resolved(
            _ boxed: Any, kind: ValueKind, traits: UITraitCollection, convert: (ResolvedProperty) -> Any?,
            images: CapturedImages? = nil
        ) -> ResolvedValue? {
            guard let value = unwrapped(boxed) else { return nil }
            switch kind {
            case .color:
                if let color = value as? UIColor { return color.resolvedColor(with: traits).captured.map(ResolvedValue.color) }
                return cgColor(value).flatMap(\.captured).map(ResolvedValue.color)
            case .number: return number(value).map { .value(.number($0)) }
            case .bool: return (value as? Bool).map { .value(.bool($0)) }
            case .string: return (value as? String).map { .value(.string($0)) }
            case .stringList: return (value as? [String]).map { .value(.enumList($0)) }
            case .size: return (value as? CGSize).map { .value(.size(Size(width: $0.width, height: $0.height))) }
            case .point: return (value as? UIOffset).map { .value(.point(Point(x: $0.horizontal, y: $0.vertical))) }
            case .rect:
                return (value as? CGRect).map {
                    .value(.rect(Rect(x: $0.origin.x, y: $0.origin.y, width: $0.size.width, height: $0.size.height)))
                }
            case .insets:
                return (value as? UIEdgeInsets).map {
                    .value(.insets(Insets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right)))
                }
            case .enumList:
                guard let mask = value as? CACornerMask else { return nil }
                return .value(.enumList(CornerMask.names.filter { mask.contains(CACornerMask(rawValue: UInt($0.1.rawValue))) }.map(\.0)))
            case .enumeration(let names):
                return first(of: names.map { .value(.enumCase($0)) }, giving: value, convert: convert)
            case .font:
                guard let font = value as? UIFont else { return nil }
                let system = FontWeight.allCases.map {
                    ResolvedValue.font(ResolvedFont(family: "system", size: font.pointSize, weight: $0))
                }
                let named = ResolvedValue.font(ResolvedFont(family: font.fontName, size: font.pointSize, weight: .regular))
                return first(of: system + [named], giving: value, convert: convert)
            case .image:
                guard let images, let image = value as? UIImage else { return nil }
                return images.value(of: image)
            case .shape, .shapeOrImage:
                return nil
            }
        }

        /// The first candidate the conversion turns into `value`.
        private static func first(
            of candidates: [ResolvedValue], giving value: Any, convert: (ResolvedProperty) -> Any?
        ) -> ResolvedValue? {
            guard let target = value as? AnyHashable else { return nil }
            return candidates.first { candidate in
                let property = ResolvedProperty(value: candidate, specified: candidate.specified, source: .explicit, axisKey: nil)
                return convert(property).flatMap(unwrapped).flatMap { $0 as? AnyHashable } == target
            }
        }

        /// A number of any of the types UIKit stores numbers in. A `Float` is
        /// written as its shortest decimal, which converts back to the same `Float`.
        private static func number(_ value: Any) -> Double? {
            switch value {
            case let x as CGFloat: return Double(x)
            case let x as Double: return x
            case let x as Float: return Double("\(x)")
            case let x as Int: return Double(x)
            case let x as UILayoutPriority: return number(x.rawValue)
            default: return nil
            }
        }

        /// A layer's colour. A cast from `Any` to a Core Foundation type is not
        /// checked on Apple platforms (it "always succeeds"), so there the type is
        /// checked by its id first; the Linux surface's `CGColor` is a Swift class.
        private static func cgColor(_ value: Any) -> CGColor? {
            #if canImport(CoreGraphics)
                let object = value as AnyObject
                guard CFGetTypeID(object) == CGColor.typeID else { return nil }
                return unsafeDowncast(object, to: CGColor.self)
            #else
                return value as? CGColor
            #endif
        }

        /// The value inside any depth of optionals; nil for `nil`.
        static func unwrapped(_ value: Any) -> Any? {
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional else { return value }
            return mirror.children.first.flatMap { unwrapped($0.value) }
        }
    }

    extension ResolvedValue {
        /// The compiled value this resolves from, for a conversion that reads it.
        fileprivate var specified: Value {
            switch self {
            case .color(let color): return .color(DynamicColor(color))
            case .font(let font): return .font(.fixed(size: font.size, weight: font.weight, family: font.family))
            case .value(let value): return value
            }
        }
    }

    extension UIColor {
        /// The 8-bit colour whose `UIColor(_:)` this is; nil outside RGB.
        fileprivate var captured: Color? {
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 0
            guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
            return Color(
                red: Color.channel(Double(red)), green: Color.channel(Double(green)), blue: Color.channel(Double(blue)),
                alpha: Color.channel(Double(alpha)))
        }
    }

    extension CGColor {
        /// The 8-bit colour of an RGBA or grey-and-alpha colour.
        fileprivate var captured: Color? {
            guard let components else { return nil }
            let unit = components.map { Color.channel(Double($0)) }
            switch unit.count {
            case 4: return Color(red: unit[0], green: unit[1], blue: unit[2], alpha: unit[3])
            case 2: return Color(red: unit[0], green: unit[0], blue: unit[0], alpha: unit[1])
            default: return nil
            }
        }
    }
#endif
