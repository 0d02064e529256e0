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
                    PropertySpec("backgroundColor", .color)
                        .described("The view's background colour (UIView.backgroundColor)."),
                    PropertySpec("alpha", .number, default: .number(1), range: .unit)
                        .described("The view's opacity, applied to it and its subviews (UIView.alpha)."),
                    PropertySpec("isHidden", .bool, default: .bool(false))
                        .described(
                            "Hides the view and its subviews; a hidden arranged view takes no space in its stack (UIView.isHidden)."),
                    PropertySpec("layoutMargins", .insets, default: .insets(Insets(top: 8, left: 8, bottom: 8, right: 8)))
                        .described(
                            "Insets [top, left, bottom, right] a stack arranges inside when it is margins-relative (UIView.layoutMargins)."),
                    PropertySpec("contentHuggingPriority.horizontal", .number, default: .number(250), range: .priority)
                        .described(
                            "How strongly the view keeps to its intrinsic width rather than stretch, 1–1000 (setContentHuggingPriority)."),
                    PropertySpec("contentHuggingPriority.vertical", .number, default: .number(250), range: .priority)
                        .described(
                            "How strongly the view keeps to its intrinsic height rather than stretch, 1–1000 (setContentHuggingPriority)."),
                    PropertySpec(
                        "contentCompressionResistancePriority.horizontal", .number, default: .number(750), range: .priority
                    )
                    .described(
                        "How strongly the view keeps its intrinsic width rather than shrink, 1–1000 (setContentCompressionResistancePriority)."
                    ),
                    PropertySpec(
                        "contentCompressionResistancePriority.vertical", .number, default: .number(750), range: .priority
                    )
                    .described(
                        "How strongly the view keeps its intrinsic height rather than shrink, 1–1000 (setContentCompressionResistancePriority)."
                    ),
                    PropertySpec(
                        "tintColor", .color, default: .color(SystemColors.named("systemBlue")?.named("systemBlue") ?? DynamicColor(.black)),
                        inherited: true
                    )
                    .described("The tint of template images, system buttons and controls; inherited by subviews that set none."),
                    PropertySpec("cornerStyle", .enumeration(cases(CornerStyle.self)), default: .enumCase("none"))
                        .described("Livery's corner shorthand: none, a fixed radius, or fully rounded (half the shorter side).")
                        .previewOnly(
                            "UIKit has no radius that follows the view's size: set layer.cornerRadius to half the shorter side in layoutSubviews"
                        ),
                    PropertySpec("contentMasksToBounds", .bool, default: .bool(false))
                        .described("Clips the contents and subviews to the rounded bounds while keeping the layer's shadow.")
                        .previewOnly(
                            "one layer cannot both clip and cast a shadow: on a device, clip a content subview and put the shadow on its container"
                        ),
                    PropertySpec(
                        "overrideUserInterfaceStyle", .enumeration(["unspecified", "light", "dark"]),
                        default: .enumCase("unspecified")
                    )
                    .described("Forces light or dark for the view and its subtree (UIView.overrideUserInterfaceStyle)."),
                    PropertySpec("layer.cornerRadius", .number, default: .number(0), range: .nonNegative)
                        .described("The radius of the layer's rounded corners, in points (CALayer.cornerRadius)."),
                    PropertySpec("layer.cornerCurve", .enumeration(cases(CornerCurve.self)), default: .enumCase("circular"))
                        .described("circular, or continuous for Apple's squircle corners (CALayer.cornerCurve)."),
                    PropertySpec("layer.maskedCorners", .enumList(corners), default: .enumList(corners))
                        .described("Which corners cornerRadius rounds (CALayer.maskedCorners)."),
                    PropertySpec("layer.borderWidth", .number, default: .number(0), range: .nonNegative)
                        .described("The width of the border drawn inside the bounds, in points (CALayer.borderWidth)."),
                    PropertySpec("layer.borderColor", .color, default: .color(DynamicColor(.black)))
                        .described("The border's colour (CALayer.borderColor)."),
                    PropertySpec("layer.shadowColor", .color, default: .color(DynamicColor(.black)))
                        .described("The shadow's colour (CALayer.shadowColor)."),
                    PropertySpec("layer.shadowOpacity", .number, default: .number(0), range: .unit)
                        .described("The shadow's opacity; 0 draws no shadow (CALayer.shadowOpacity)."),
                    PropertySpec("layer.shadowRadius", .number, default: .number(3), range: .nonNegative)
                        .described("The shadow's blur radius in points (CALayer.shadowRadius)."),
                    PropertySpec("layer.shadowOffset", .size, default: .size(Size(width: 0, height: -3)))
                        .described("The shadow's offset in points; positive height is down (CALayer.shadowOffset)."),
                    PropertySpec("layer.shadowPath", .shape)
                        .described("The shape that casts the shadow, instead of the layer's own (CALayer.shadowPath).")
                        .previewOnly(
                            "a path follows the view's bounds, which styling does not see: set layer.shadowPath in layoutSubviews"),
                    PropertySpec("layer.masksToBounds", .bool, default: .bool(false))
                        .described("Clips sublayers and contents to the bounds, and the shadow with them (CALayer.masksToBounds)."),
                    PropertySpec("layer.opacity", .number, default: .number(1), range: .unit)
                        .described("The layer's opacity (CALayer.opacity); the same as alpha."),
                    PropertySpec("layer.allowsGroupOpacity", .bool, default: .bool(true))
                        .described("Composites the layer and its sublayers as one before applying opacity."),
                    PropertySpec("layer.shouldRasterize", .bool, default: .bool(false))
                        .described("Renders the layer to a bitmap before compositing (CALayer.shouldRasterize)."),
                    PropertySpec("layer.rasterizationScale", .number, default: .number(1), range: .nonNegative)
                        .described("The scale of the rasterized bitmap (CALayer.rasterizationScale)."),
                    PropertySpec("layer.mask", .shapeOrImage)
                        .described("A shape or image whose alpha masks the layer (CALayer.mask).")
                        .previewOnly(
                            "a mask layer is sized to the view's bounds, which styling does not see: set layer.mask in layoutSubviews"),
                    PropertySpec("layer.contents", .image)
                        .described("An image drawn as the layer's contents (CALayer.contents)."),
                    PropertySpec("layer.contentsGravity", .enumeration(gravities), default: .enumCase("resize"))
                        .described("How the contents image fits the bounds (CALayer.contentsGravity)."),
                    PropertySpec("layer.contentsRect", .rect, default: .rect(Rect(x: 0, y: 0, width: 1, height: 1)))
                        .described("The part of the contents image shown, in unit coordinates (CALayer.contentsRect)."),
                    PropertySpec("layer.minificationFilter", .enumeration(filters), default: .enumCase("linear"))
                        .described("The filter used when the contents are drawn smaller."),
                    PropertySpec("layer.magnificationFilter", .enumeration(filters), default: .enumCase("linear"))
                        .described("The filter used when the contents are drawn larger."),
                ]),
            TypeSpec(
                name: "UILabel", superclass: "UIView",
                properties: [
                    PropertySpec("text", .string)
                        .described("The label's text (UILabel.text)."),
                    PropertySpec("textColor", .color, default: .color(SystemColors.named("label")?.named("label") ?? DynamicColor(.black)))
                        .described("The label's text colour (UILabel.textColor)."),
                    PropertySpec("font", .font, default: .font(.textStyle("body")))
                        .described("The label's font: a Dynamic Type text style, or a fixed size, weight and family (UILabel.font)."),
                    PropertySpec("textAlignment", .enumeration(cases(TextAlignment.self)), default: .enumCase("natural"))
                        .described("How lines are aligned; natural follows the layout direction (UILabel.textAlignment)."),
                    PropertySpec("numberOfLines", .number, default: .number(1), range: .count)
                        .described("The most lines the label draws; 0 for no limit (UILabel.numberOfLines)."),
                    PropertySpec(
                        "lineBreakMode", .enumeration(cases(LineBreakMode.self)), default: .enumCase("byTruncatingTail")
                    )
                    .described("How lines wrap and where text that does not fit is cut (UILabel.lineBreakMode)."),
                    // UIKit gives a label a horizontal hugging one above a plain view's.
                    PropertySpec("contentHuggingPriority.horizontal", .number, default: .number(251), range: .priority)
                        .described(
                            "How strongly the label keeps to its intrinsic width rather than stretch; 251 by default (setContentHuggingPriority)."
                        ),
                    PropertySpec("shadowColor", .color)
                        .described("The text shadow's colour; none when unset (UILabel.shadowColor)."),
                    PropertySpec("shadowOffset", .size, default: .size(Size(width: 0, height: -1)))
                        .described("The offset of the text's shadow, in points (UILabel.shadowOffset)."),
                ]),
            TypeSpec(
                name: "UIImageView", superclass: "UIView",
                properties: [
                    PropertySpec("image", .image)
                        .described("The image shown (UIImageView.image)."),
                    PropertySpec("contentMode", .enumeration(contentModes), default: .enumCase("scaleToFill"))
                        .described("How the image fits the view (UIView.contentMode)."),
                    // alwaysTemplate draws the image's alpha in the view's tintColor.
                    PropertySpec(
                        "renderingMode", .enumeration(cases(RenderingMode.self)), default: .enumCase("automatic")
                    )
                    .described("How the image is drawn: alwaysTemplate fills its shape with the view's tintColor (UIImage.RenderingMode)."),
                ]),
            TypeSpec(
                name: "UIControl", superclass: "UIView",
                properties: [
                    PropertySpec("isEnabled", .bool, default: .bool(true))
                        .described("Whether the control responds; a disabled control uses its disabled state's values."),
                    PropertySpec("isSelected", .bool, default: .bool(false))
                        .described("The control's selected state."),
                    PropertySpec("isHighlighted", .bool, default: .bool(false))
                        .described("The control's highlighted state (pressed)."),
                ]),
            TypeSpec(
                name: "UIButton", superclass: "UIControl",
                properties: [
                    PropertySpec("title", .string, keyedBy: "state")
                        .described("The button's title, per state (UIButton.setTitle(_:for:))."),
                    PropertySpec("titleColor", .color, keyedBy: "state", default: .color(DynamicColor(.white)))
                        .described("The title's colour, per state (UIButton.setTitleColor(_:for:))."),
                    PropertySpec("titleShadowColor", .color, keyedBy: "state")
                        .described("The title's shadow colour, per state (UIButton.setTitleShadowColor(_:for:))."),
                    PropertySpec("image", .image, keyedBy: "state")
                        .described("The image beside the title, per state (UIButton.setImage(_:for:))."),
                    PropertySpec("backgroundImage", .image, keyedBy: "state")
                        .described("An image stretched behind the title, per state (UIButton.setBackgroundImage(_:for:))."),
                    PropertySpec("contentEdgeInsets", .insets, default: .insets(.zero))
                        .described("Space between the button's edges and its content (UIButton.contentEdgeInsets)."),
                    PropertySpec("titleFont", .font, default: .font(.fixed(size: 15, weight: .regular, family: "system")))
                        .described("The title's font (UIButton.titleLabel.font)."),
                    // A system button's title defaults to its tintColor (custom: titleColor's white).
                    PropertySpec("buttonType", .enumeration(cases(ButtonType.self)), default: .enumCase("custom"))
                        .described("system: the title defaults to the tintColor, dimmed while highlighted (UIButton.ButtonType).")
                        .previewOnly("a button's type is fixed when it is made: UIButton(type:) or the storyboard"),
                    // Shift the title and the image from where they would sit; the padding is the gap between them.
                    PropertySpec("titleEdgeInsets", .insets, default: .insets(.zero))
                        .described("Moves the title by half the difference of opposite insets (UIButton.titleEdgeInsets)."),
                    PropertySpec("imageEdgeInsets", .insets, default: .insets(.zero))
                        .described("Moves the image by half the difference of opposite insets (UIButton.imageEdgeInsets)."),
                    PropertySpec("imagePadding", .number, default: .number(0), range: .nonNegative)
                        .described("The gap between the image and the title, in points (UIButton.Configuration.imagePadding)."),
                ]),
            TypeSpec(
                name: "UIStackView", superclass: "UIView",
                arrangement: .stack,
                properties: [
                    PropertySpec("axis", .enumeration(cases(StackAxis.self)), default: .enumCase("horizontal"))
                        .described("Whether the stack lays out its views in a row or a column (UIStackView.axis)."),
                    PropertySpec("spacing", .number, default: .number(0))
                        .described("The space between arranged views, in points (UIStackView.spacing)."),
                    PropertySpec("alignment", .enumeration(cases(StackAlignment.self)), default: .enumCase("fill"))
                        .described("How arranged views are placed across the axis (UIStackView.alignment)."),
                    PropertySpec(
                        "distribution", .enumeration(cases(StackDistribution.self)), default: .enumCase("fill")
                    )
                    .described("How arranged views share the space along the axis (UIStackView.distribution)."),
                    PropertySpec("isLayoutMarginsRelativeArrangement", .bool, default: .bool(false))
                        .described("Arrange inside layoutMargins rather than the bounds (UIStackView.isLayoutMarginsRelativeArrangement)."),
                ]),
            // Common containers with no appearance properties of their own, so
            // `inside:` can name them.
            TypeSpec(name: "UIScrollView", superclass: "UIView"),
            TypeSpec(name: "UICollectionView", superclass: "UIScrollView"),
            TypeSpec(name: "UICollectionViewCell", superclass: "UIView"),
        ] + BuiltInTypes.controls + BuiltInTypes.search + BuiltInTypes.controllers + BuiltInTypes.barItems
}
