/// UIKit's classes and appearance properties (Docs/Stylesheets.md §6), as data.
/// Defaults are UIKit's.
enum BuiltInTypes {
    static let contentModes = cases(ContentMode.self)
    static let gravities = cases(ContentsGravity.self)
    static let filters = cases(SamplingFilter.self)
    static let corners = CornerMask.names.map(\.0)

    /// An enum's case names, in declaration order: the enum the typed reads use is the schema's list.
    static func cases<E: CaseIterable & RawRepresentable>(_: E.Type) -> [String] where E.RawValue == String {
        E.allCases.map(\.rawValue)
    }

    static let all: [TypeSpec] =
        [
            TypeSpec(
                name: "UIView", superclass: nil,
                properties: [
                    PropertySpec("backgroundColor", .color),
                    PropertySpec("alpha", .number, default: .number(1), range: .unit),
                    PropertySpec("isHidden", .bool, default: .bool(false)),
                    PropertySpec("layoutMargins", .insets, default: .insets(Insets(top: 8, left: 8, bottom: 8, right: 8))),
                    PropertySpec("contentHuggingPriority.horizontal", .number, default: .number(250), range: .priority),
                    PropertySpec("contentHuggingPriority.vertical", .number, default: .number(250), range: .priority),
                    PropertySpec(
                        "contentCompressionResistancePriority.horizontal", .number, default: .number(750), range: .priority),
                    PropertySpec(
                        "contentCompressionResistancePriority.vertical", .number, default: .number(750), range: .priority),
                    PropertySpec(
                        "tintColor", .color, default: .color(SystemColors.named("systemBlue")?.named("systemBlue") ?? DynamicColor(.black)),
                        inherited: true),
                    PropertySpec("cornerStyle", .enumeration(cases(CornerStyle.self)), default: .enumCase("none")),
                    PropertySpec("contentMasksToBounds", .bool, default: .bool(false)),
                    PropertySpec(
                        "overrideUserInterfaceStyle", .enumeration(["unspecified", "light", "dark"]),
                        default: .enumCase("unspecified")),
                    PropertySpec("layer.cornerRadius", .number, default: .number(0), range: .nonNegative),
                    PropertySpec("layer.cornerCurve", .enumeration(cases(CornerCurve.self)), default: .enumCase("circular")),
                    PropertySpec("layer.maskedCorners", .enumList(corners), default: .enumList(corners)),
                    PropertySpec("layer.borderWidth", .number, default: .number(0), range: .nonNegative),
                    PropertySpec("layer.borderColor", .color, default: .color(DynamicColor(.black))),
                    PropertySpec("layer.shadowColor", .color, default: .color(DynamicColor(.black))),
                    PropertySpec("layer.shadowOpacity", .number, default: .number(0), range: .unit),
                    PropertySpec("layer.shadowRadius", .number, default: .number(3), range: .nonNegative),
                    PropertySpec("layer.shadowOffset", .size, default: .size(Size(width: 0, height: -3))),
                    PropertySpec("layer.shadowPath", .shape),
                    PropertySpec("layer.masksToBounds", .bool, default: .bool(false)),
                    PropertySpec("layer.opacity", .number, default: .number(1), range: .unit),
                    PropertySpec("layer.allowsGroupOpacity", .bool, default: .bool(true)),
                    PropertySpec("layer.shouldRasterize", .bool, default: .bool(false)),
                    PropertySpec("layer.rasterizationScale", .number, default: .number(1), range: .nonNegative),
                    PropertySpec("layer.mask", .shapeOrImage),
                    PropertySpec("layer.contents", .image),
                    PropertySpec("layer.contentsGravity", .enumeration(gravities), default: .enumCase("resize")),
                    PropertySpec("layer.contentsRect", .rect, default: .rect(Rect(x: 0, y: 0, width: 1, height: 1))),
                    PropertySpec("layer.minificationFilter", .enumeration(filters), default: .enumCase("linear")),
                    PropertySpec("layer.magnificationFilter", .enumeration(filters), default: .enumCase("linear")),
                ]),
            TypeSpec(
                name: "UILabel", superclass: "UIView",
                properties: [
                    PropertySpec("text", .string),
                    PropertySpec("textColor", .color, default: .color(SystemColors.named("label")?.named("label") ?? DynamicColor(.black))),
                    PropertySpec("font", .font, default: .font(.textStyle("body"))),
                    PropertySpec("textAlignment", .enumeration(cases(TextAlignment.self)), default: .enumCase("natural")),
                    PropertySpec("numberOfLines", .number, default: .number(1), range: .count),
                    PropertySpec(
                        "lineBreakMode", .enumeration(cases(LineBreakMode.self)), default: .enumCase("byTruncatingTail")),
                    // UIKit gives a label a horizontal hugging one above a plain view's.
                    PropertySpec("contentHuggingPriority.horizontal", .number, default: .number(251), range: .priority),
                    PropertySpec("shadowColor", .color),
                    PropertySpec("shadowOffset", .size, default: .size(Size(width: 0, height: -1))),
                ]),
            TypeSpec(
                name: "UIImageView", superclass: "UIView",
                properties: [
                    PropertySpec("image", .image),
                    PropertySpec("contentMode", .enumeration(contentModes), default: .enumCase("scaleToFill")),
                    // alwaysTemplate draws the image's alpha in the view's tintColor.
                    PropertySpec(
                        "renderingMode", .enumeration(cases(RenderingMode.self)), default: .enumCase("automatic")),
                ]),
            TypeSpec(
                name: "UIControl", superclass: "UIView",
                properties: [
                    PropertySpec("isEnabled", .bool, default: .bool(true)),
                    PropertySpec("isSelected", .bool, default: .bool(false)),
                    PropertySpec("isHighlighted", .bool, default: .bool(false)),
                ]),
            TypeSpec(
                name: "UIButton", superclass: "UIControl",
                properties: [
                    PropertySpec("title", .string, keyedBy: "state"),
                    PropertySpec("titleColor", .color, keyedBy: "state", default: .color(DynamicColor(.white))),
                    PropertySpec("titleShadowColor", .color, keyedBy: "state"),
                    PropertySpec("image", .image, keyedBy: "state"),
                    PropertySpec("backgroundImage", .image, keyedBy: "state"),
                    PropertySpec("contentEdgeInsets", .insets, default: .insets(.zero)),
                    PropertySpec("titleFont", .font, default: .font(.fixed(size: 15, weight: .regular, family: "system"))),
                    // A system button's title defaults to its tintColor (custom: titleColor's white).
                    PropertySpec("buttonType", .enumeration(cases(ButtonType.self)), default: .enumCase("custom")),
                    // Shift the title and the image from where they would sit; the padding is the gap between them.
                    PropertySpec("titleEdgeInsets", .insets, default: .insets(.zero)),
                    PropertySpec("imageEdgeInsets", .insets, default: .insets(.zero)),
                    PropertySpec("imagePadding", .number, default: .number(0), range: .nonNegative),
                ]),
            TypeSpec(
                name: "UIStackView", superclass: "UIView",
                properties: [
                    PropertySpec("axis", .enumeration(cases(StackAxis.self)), default: .enumCase("horizontal")),
                    PropertySpec("spacing", .number, default: .number(0)),
                    PropertySpec("alignment", .enumeration(cases(StackAlignment.self)), default: .enumCase("fill")),
                    PropertySpec(
                        "distribution", .enumeration(cases(StackDistribution.self)), default: .enumCase("fill")),
                    PropertySpec("isLayoutMarginsRelativeArrangement", .bool, default: .bool(false)),
                ]),
            // Common containers with no appearance properties of their own, so
            // `inside:` can name them.
            TypeSpec(name: "UIScrollView", superclass: "UIView"),
            TypeSpec(name: "UICollectionView", superclass: "UIScrollView"),
            TypeSpec(name: "UICollectionViewCell", superclass: "UIView"),
        ] + BuiltInTypes.controls
}
