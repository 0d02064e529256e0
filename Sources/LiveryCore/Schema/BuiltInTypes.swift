/// UIKit's classes and appearance properties (Docs/Stylesheets.md §6), as data.
/// Defaults are UIKit's.
enum BuiltInTypes {
    static let all: [TypeSpec] =
        [
            TypeSpec(
                name: "UIView", superclass: nil,
                properties: [
                    PropertySpec(.backgroundColor)
                        .described("The view's background colour (UIView.backgroundColor)."),
                    PropertySpec(.alpha, default: .number(1), range: .unit)
                        .described("The view's opacity, applied to it and its subviews (UIView.alpha)."),
                    PropertySpec(.isHidden, default: .bool(false))
                        .described(
                            "Hides the view and its subviews; a hidden arranged view takes no space in its stack (UIView.isHidden)."),
                    PropertySpec(.isOpaque, default: .bool(true))
                        .described(
                            "A drawing hint: the view promises to fill its bounds with opaque content (UIView.isOpaque). "
                                + "Previews draw the same either way."),
                    PropertySpec(.layoutMargins, default: .insets(Insets(top: 8, left: 8, bottom: 8, right: 8)))
                        .described(
                            "Insets [top, left, bottom, right] a stack arranges inside when it is margins-relative (UIView.layoutMargins)."),
                    PropertySpec(.contentHuggingPriorityHorizontal, default: .number(250), range: .priority)
                        .described(
                            "How strongly the view keeps to its intrinsic width rather than stretch, 1–1000 (setContentHuggingPriority)."),
                    PropertySpec(.contentHuggingPriorityVertical, default: .number(250), range: .priority)
                        .described(
                            "How strongly the view keeps to its intrinsic height rather than stretch, 1–1000 (setContentHuggingPriority)."),
                    PropertySpec(
                        .contentCompressionResistancePriorityHorizontal, default: .number(750), range: .priority
                    )
                    .described(
                        "How strongly the view keeps its intrinsic width rather than shrink, 1–1000 (setContentCompressionResistancePriority)."
                    ),
                    PropertySpec(
                        .contentCompressionResistancePriorityVertical, default: .number(750), range: .priority
                    )
                    .described(
                        "How strongly the view keeps its intrinsic height rather than shrink, 1–1000 (setContentCompressionResistancePriority)."
                    ),
                    PropertySpec(
                        .tintColor, default: .color(SystemColors.named("systemBlue")?.named("systemBlue") ?? DynamicColor(.black)),
                        inherited: true
                    )
                    .described("The tint of template images, system buttons and controls; inherited by subviews that set none."),
                    PropertySpec(.cornerStyle, default: .enumCase("none"))
                        .described("Livery's corner shorthand: none, a fixed radius, or fully rounded (half the shorter side).")
                        .previewOnly(
                            "UIKit has no radius that follows the view's size: set layer.cornerRadius to half the shorter side in layoutSubviews"
                        ),
                    PropertySpec(.contentMasksToBounds, default: .bool(false))
                        .described("Clips the contents and subviews to the rounded bounds while keeping the layer's shadow.")
                        .previewOnly(
                            "one layer cannot both clip and cast a shadow: on a device, clip a content subview and put the shadow on its container"
                        ),
                    PropertySpec(
                        .overrideUserInterfaceStyle, default: .enumCase("unspecified")
                    )
                    .described("Forces light or dark for the view and its subtree (UIView.overrideUserInterfaceStyle)."),
                    PropertySpec(.semanticContentAttribute, default: .enumCase("unspecified"))
                        .described(
                            "Whether the view flips for right-to-left; forced, its subviews are laid out that way whatever the language (UIView.semanticContentAttribute)."
                        ),
                    PropertySpec(.layerCornerRadius, default: .number(0), range: .nonNegative)
                        .described("The radius of the layer's rounded corners, in points (CALayer.cornerRadius)."),
                    PropertySpec(.layerCornerCurve, default: .enumCase("circular"))
                        .described("circular, or continuous for Apple's squircle corners (CALayer.cornerCurve)."),
                    PropertySpec(.layerMaskedCorners, default: .enumList(CornerMask.names.map(\.0)))
                        .described("Which corners cornerRadius rounds (CALayer.maskedCorners)."),
                    PropertySpec(.layerBorderWidth, default: .number(0), range: .nonNegative)
                        .described("The width of the border drawn inside the bounds, in points (CALayer.borderWidth)."),
                    PropertySpec(.layerBorderColor, default: .color(DynamicColor(.black)))
                        .described("The border's colour (CALayer.borderColor)."),
                    PropertySpec(.layerShadowColor, default: .color(DynamicColor(.black)))
                        .described("The shadow's colour (CALayer.shadowColor)."),
                    PropertySpec(.layerShadowOpacity, default: .number(0), range: .unit)
                        .described("The shadow's opacity; 0 draws no shadow (CALayer.shadowOpacity)."),
                    PropertySpec(.layerShadowRadius, default: .number(3), range: .nonNegative)
                        .described("The shadow's blur radius in points (CALayer.shadowRadius)."),
                    PropertySpec(.layerShadowOffset, default: .size(Size(width: 0, height: -3)))
                        .described("The shadow's offset in points; positive height is down (CALayer.shadowOffset)."),
                    PropertySpec(.layerShadowPath)
                        .described("The shape that casts the shadow, instead of the layer's own (CALayer.shadowPath).")
                        .previewOnly(
                            "a path follows the view's bounds, which styling does not see: set layer.shadowPath in layoutSubviews"),
                    PropertySpec(.layerMasksToBounds, default: .bool(false))
                        .described("Clips sublayers and contents to the bounds, and the shadow with them (CALayer.masksToBounds)."),
                    PropertySpec(.layerOpacity, default: .number(1), range: .unit)
                        .described("The layer's opacity (CALayer.opacity); the same as alpha."),
                    PropertySpec(.layerAllowsGroupOpacity, default: .bool(true))
                        .described("Composites the layer and its sublayers as one before applying opacity."),
                    PropertySpec(.layerShouldRasterize, default: .bool(false))
                        .described("Renders the layer to a bitmap before compositing (CALayer.shouldRasterize)."),
                    PropertySpec(.layerRasterizationScale, default: .number(1), range: .nonNegative)
                        .described("The scale of the rasterized bitmap (CALayer.rasterizationScale)."),
                    PropertySpec(.layerMask)
                        .described("A shape or image whose alpha masks the layer (CALayer.mask).")
                        .previewOnly(
                            "a mask layer is sized to the view's bounds, which styling does not see: set layer.mask in layoutSubviews"),
                    PropertySpec(.layerContents)
                        .described("An image drawn as the layer's contents (CALayer.contents)."),
                    PropertySpec(.layerContentsGravity, default: .enumCase("resize"))
                        .described("How the contents image fits the bounds (CALayer.contentsGravity)."),
                    PropertySpec(.layerContentsRect, default: .rect(Rect(x: 0, y: 0, width: 1, height: 1)))
                        .described("The part of the contents image shown, in unit coordinates (CALayer.contentsRect)."),
                    PropertySpec(.layerMinificationFilter, default: .enumCase("linear"))
                        .described("The filter used when the contents are drawn smaller."),
                    PropertySpec(.layerMagnificationFilter, default: .enumCase("linear"))
                        .described("The filter used when the contents are drawn larger."),
                ]),
            TypeSpec(
                name: "UILabel", superclass: "UIView",
                properties: [
                    PropertySpec(.text)
                        .described("The label's text (UILabel.text)."),
                    PropertySpec(.textColor, default: .color(SystemColors.named("label")?.named("label") ?? DynamicColor(.black)))
                        .described("The label's text colour (UILabel.textColor)."),
                    PropertySpec(.font, default: .font(.textStyle("body")))
                        .described("The label's font: a Dynamic Type text style, or a fixed size, weight and family (UILabel.font)."),
                    PropertySpec(.textAlignment, default: .enumCase("natural"))
                        .described("How lines are aligned; natural follows the layout direction (UILabel.textAlignment)."),
                    PropertySpec(.numberOfLines, default: .number(1), range: .count)
                        .described("The most lines the label draws; 0 for no limit (UILabel.numberOfLines)."),
                    PropertySpec(
                        .lineBreakMode, default: .enumCase("byTruncatingTail")
                    )
                    .described("How lines wrap and where text that does not fit is cut (UILabel.lineBreakMode)."),
                    PropertySpec(.adjustsFontSizeToFitWidth, default: .bool(false))
                        .described(
                            "Whether the label shrinks its font, down to minimumScaleFactor, to fit its width; previews draw the font unshrunk (UILabel.adjustsFontSizeToFitWidth)."
                        ),
                    PropertySpec(.minimumScaleFactor, default: .number(0), range: .unit)
                        .described(
                            "The smallest fraction of its font size the label shrinks to when adjustsFontSizeToFitWidth is on; 0 for the font's minimum (UILabel.minimumScaleFactor)."
                        ),
                    PropertySpec(.adjustsFontForContentSizeCategory, default: .bool(false))
                        .described(
                            "Whether UIKit rescales the label's Dynamic Type font itself when the user's text size changes; previews draw each text size afresh either way (UIContentSizeCategoryAdjusting)."
                        ),
                    // UIKit gives a label a horizontal hugging one above a plain view's.
                    PropertySpec(.contentHuggingPriorityHorizontal, default: .number(251), range: .priority)
                        .described(
                            "How strongly the label keeps to its intrinsic width rather than stretch; 251 by default (setContentHuggingPriority)."
                        ),
                    PropertySpec(.shadowColor)
                        .described("The text shadow's colour; none when unset (UILabel.shadowColor)."),
                    PropertySpec(.shadowOffset, default: .size(Size(width: 0, height: -1)))
                        .described("The offset of the text's shadow, in points (UILabel.shadowOffset)."),
                ] + TextAttribute.specs(TextAttribute.label, in: nil)),
            TypeSpec(
                name: "UIImageView", superclass: "UIView",
                properties: [
                    PropertySpec(.image)
                        .described("The image shown (UIImageView.image)."),
                    PropertySpec(.contentMode, default: .enumCase("scaleToFill"))
                        .described("How the image fits the view (UIView.contentMode)."),
                    // alwaysTemplate draws the image's alpha in the view's tintColor.
                    PropertySpec(
                        .renderingMode, default: .enumCase("automatic")
                    )
                    .described("How the image is drawn: alwaysTemplate fills its shape with the view's tintColor (UIImage.RenderingMode)."),
                ]),
            TypeSpec(
                name: "UIControl", superclass: "UIView",
                properties: [
                    PropertySpec(.isEnabled, default: .bool(true))
                        .described("Whether the control responds; a disabled control uses its disabled state's values."),
                    PropertySpec(.isSelected, default: .bool(false))
                        .described("The control's selected state."),
                    PropertySpec(.isHighlighted, default: .bool(false))
                        .described("The control's highlighted state (pressed)."),
                ]),
            TypeSpec(
                name: "UIButton", superclass: "UIControl",
                properties: [
                    PropertySpec(.title, keyedBy: "state")
                        .described("The button's title, per state (UIButton.setTitle(_:for:))."),
                    PropertySpec(.titleColor, keyedBy: "state", default: .color(DynamicColor(.white)))
                        .described("The title's colour, per state (UIButton.setTitleColor(_:for:))."),
                    PropertySpec(.titleShadowColor, keyedBy: "state")
                        .described("The title's shadow colour, per state (UIButton.setTitleShadowColor(_:for:))."),
                    PropertySpec(.image, keyedBy: "state")
                        .described("The image beside the title, per state (UIButton.setImage(_:for:))."),
                    PropertySpec(.backgroundImage, keyedBy: "state")
                        .described("An image stretched behind the title, per state (UIButton.setBackgroundImage(_:for:))."),
                    PropertySpec(.contentEdgeInsets, default: .insets(.zero))
                        .described("Space between the button's edges and its content (UIButton.contentEdgeInsets)."),
                    PropertySpec(.titleFont, default: .font(.fixed(size: 15, weight: .regular, family: "system")))
                        .described("The title's font (UIButton.titleLabel.font)."),
                    // A system button's title defaults to its tintColor (custom: titleColor's white).
                    PropertySpec(.buttonType, default: .enumCase("custom"))
                        .described("system: the title defaults to the tintColor, dimmed while highlighted (UIButton.ButtonType).")
                        .previewOnly("a button's type is fixed when it is made: UIButton(type:) or the storyboard"),
                    // Shift the title and the image from where they would sit; the padding is the gap between them.
                    PropertySpec(.titleEdgeInsets, default: .insets(.zero))
                        .described("Moves the title by half the difference of opposite insets (UIButton.titleEdgeInsets)."),
                    PropertySpec(.imageEdgeInsets, default: .insets(.zero))
                        .described("Moves the image by half the difference of opposite insets (UIButton.imageEdgeInsets)."),
                    PropertySpec(.imagePadding, default: .number(0), range: .nonNegative)
                        .described("The gap between the image and the title, in points (UIButton.Configuration.imagePadding)."),
                ]
                    + TextAttribute.specs(
                        TextAttribute.character, in: TextAttribute.buttonTitle, keyedBy: "state",
                        of: "the title's attributes, per state (applied as setAttributedTitle(_:for:))")),
            TypeSpec(
                name: "UIStackView", superclass: "UIView",
                arrangement: .stack,
                properties: [
                    PropertySpec(.axis, default: .enumCase("horizontal"))
                        .described("Whether the stack lays out its views in a row or a column (UIStackView.axis)."),
                    PropertySpec(.spacing, default: .number(0))
                        .described("The space between arranged views, in points (UIStackView.spacing)."),
                    PropertySpec(.alignment, default: .enumCase("fill"))
                        .described("How arranged views are placed across the axis (UIStackView.alignment)."),
                    PropertySpec(
                        .distribution, default: .enumCase("fill")
                    )
                    .described("How arranged views share the space along the axis (UIStackView.distribution)."),
                    PropertySpec(.isLayoutMarginsRelativeArrangement, default: .bool(false))
                        .described("Arrange inside layoutMargins rather than the bounds (UIStackView.isLayoutMarginsRelativeArrangement)."),
                ]),
            // Common containers with no appearance properties of their own, so
            // `inside:` can name them.
            TypeSpec(
                name: "UIScrollView", superclass: "UIView",
                properties: [
                    PropertySpec(.indicatorStyle, default: .enumCase("default"))
                        .described("The scroll indicators' colour (UIScrollView.indicatorStyle); previews draw no indicators."),
                    PropertySpec(.keyboardDismissMode, default: .enumCase("none"))
                        .described("Whether dragging the content puts the keyboard away (UIScrollView.keyboardDismissMode); previews draw no keyboard."),
                    PropertySpec(.bounces, default: .bool(true))
                        .described("Whether scrolling past the content's edge springs back (UIScrollView.bounces); a preview does not scroll."),
                    PropertySpec(.alwaysBounceVertical, default: .bool(false))
                        .described(
                            "Lets content shorter than the view be dragged vertically, with bounces on (UIScrollView.alwaysBounceVertical); a preview does not scroll."
                        ),
                    PropertySpec(.alwaysBounceHorizontal, default: .bool(false))
                        .described(
                            "Lets content narrower than the view be dragged horizontally, with bounces on (UIScrollView.alwaysBounceHorizontal); a preview does not scroll."
                        ),
                ]),
            TypeSpec(name: "UICollectionView", superclass: "UIScrollView"),
            TypeSpec(name: "UICollectionViewCell", superclass: "UIView"),
        ] + BuiltInTypes.controls + BuiltInTypes.search + BuiltInTypes.controllers + BuiltInTypes.barItems
}

/// The keys of the properties these classes introduce (``PropertyKeys``).
extension PropertyKeys {
    // UIView
    public static let backgroundColor = PropertyKey<Color>("backgroundColor")
    public static let alpha = PropertyKey<Double>("alpha")
    public static let isHidden = PropertyKey<Bool>("isHidden")
    public static let isOpaque = PropertyKey<Bool>("isOpaque")
    public static let layoutMargins = PropertyKey<Insets>("layoutMargins")
    public static let contentHuggingPriorityHorizontal = PropertyKey<Double>("contentHuggingPriority.horizontal")
    public static let contentHuggingPriorityVertical = PropertyKey<Double>("contentHuggingPriority.vertical")
    public static let contentCompressionResistancePriorityHorizontal = PropertyKey<Double>(
        "contentCompressionResistancePriority.horizontal")
    public static let contentCompressionResistancePriorityVertical = PropertyKey<Double>("contentCompressionResistancePriority.vertical")
    public static let tintColor = PropertyKey<Color>("tintColor")
    public static let cornerStyle = PropertyKey<CornerStyle>("cornerStyle")
    public static let contentMasksToBounds = PropertyKey<Bool>("contentMasksToBounds")
    public static let overrideUserInterfaceStyle = PropertyKey<UserInterfaceStyleOverride>("overrideUserInterfaceStyle")
    public static let semanticContentAttribute = PropertyKey<SemanticContentAttribute>("semanticContentAttribute")
    public static let indicatorStyle = PropertyKey<ScrollIndicatorStyle>("indicatorStyle")
    public static let keyboardDismissMode = PropertyKey<KeyboardDismissMode>("keyboardDismissMode")
    public static let bounces = PropertyKey<Bool>("bounces")
    public static let alwaysBounceVertical = PropertyKey<Bool>("alwaysBounceVertical")
    public static let alwaysBounceHorizontal = PropertyKey<Bool>("alwaysBounceHorizontal")
    public static let layerCornerRadius = PropertyKey<Double>("layer.cornerRadius")
    public static let layerCornerCurve = PropertyKey<CornerCurve>("layer.cornerCurve")
    public static let layerMaskedCorners = PropertyKey<CornerMask>("layer.maskedCorners")
    public static let layerBorderWidth = PropertyKey<Double>("layer.borderWidth")
    public static let layerBorderColor = PropertyKey<Color>("layer.borderColor")
    public static let layerShadowColor = PropertyKey<Color>("layer.shadowColor")
    public static let layerShadowOpacity = PropertyKey<Double>("layer.shadowOpacity")
    public static let layerShadowRadius = PropertyKey<Double>("layer.shadowRadius")
    public static let layerShadowOffset = PropertyKey<Size>("layer.shadowOffset")
    public static let layerShadowPath = PropertyKey<ShapeValue>("layer.shadowPath")
    public static let layerMasksToBounds = PropertyKey<Bool>("layer.masksToBounds")
    public static let layerOpacity = PropertyKey<Double>("layer.opacity")
    public static let layerAllowsGroupOpacity = PropertyKey<Bool>("layer.allowsGroupOpacity")
    public static let layerShouldRasterize = PropertyKey<Bool>("layer.shouldRasterize")
    public static let layerRasterizationScale = PropertyKey<Double>("layer.rasterizationScale")
    /// A shape or an image.
    public static let layerMask = PropertyKey<LayerMaskSource>("layer.mask")
    public static let layerContents = PropertyKey<ImageReference>("layer.contents")
    public static let layerContentsGravity = PropertyKey<ContentsGravity>("layer.contentsGravity")
    public static let layerContentsRect = PropertyKey<Rect>("layer.contentsRect")
    public static let layerMinificationFilter = PropertyKey<SamplingFilter>("layer.minificationFilter")
    public static let layerMagnificationFilter = PropertyKey<SamplingFilter>("layer.magnificationFilter")

    // UILabel
    public static let text = PropertyKey<String>("text")
    public static let textColor = PropertyKey<Color>("textColor")
    public static let font = PropertyKey<ResolvedFont>("font")
    public static let textAlignment = PropertyKey<TextAlignment>("textAlignment")
    public static let numberOfLines = PropertyKey<Double>("numberOfLines")
    public static let lineBreakMode = PropertyKey<LineBreakMode>("lineBreakMode")
    public static let adjustsFontSizeToFitWidth = PropertyKey<Bool>("adjustsFontSizeToFitWidth")
    public static let minimumScaleFactor = PropertyKey<Double>("minimumScaleFactor")
    public static let adjustsFontForContentSizeCategory = PropertyKey<Bool>("adjustsFontForContentSizeCategory")
    public static let shadowColor = PropertyKey<Color>("shadowColor")
    public static let shadowOffset = PropertyKey<Size>("shadowOffset")

    // UIImageView
    public static let image = PropertyKey<ImageReference>("image")
    public static let contentMode = PropertyKey<ContentMode>("contentMode")

    // UIControl
    public static let isEnabled = PropertyKey<Bool>("isEnabled")
    public static let isSelected = PropertyKey<Bool>("isSelected")
    public static let isHighlighted = PropertyKey<Bool>("isHighlighted")

    // UIButton
    public static let title = PropertyKey<String>("title")
    public static let titleColor = PropertyKey<Color>("titleColor")
    public static let titleShadowColor = PropertyKey<Color>("titleShadowColor")
    public static let backgroundImage = PropertyKey<ImageReference>("backgroundImage")
    public static let contentEdgeInsets = PropertyKey<Insets>("contentEdgeInsets")
    public static let titleFont = PropertyKey<ResolvedFont>("titleFont")

    // UIStackView
    public static let axis = PropertyKey<StackAxis>("axis")
    public static let spacing = PropertyKey<Double>("spacing")
    public static let alignment = PropertyKey<StackAlignment>("alignment")
    public static let distribution = PropertyKey<StackDistribution>("distribution")
    public static let isLayoutMarginsRelativeArrangement = PropertyKey<Bool>("isLayoutMarginsRelativeArrangement")

    // UIImageView
    public static let renderingMode = PropertyKey<RenderingMode>("renderingMode")

    // UIButton
    public static let buttonType = PropertyKey<ButtonType>("buttonType")
    public static let titleEdgeInsets = PropertyKey<Insets>("titleEdgeInsets")
    public static let imageEdgeInsets = PropertyKey<Insets>("imageEdgeInsets")
    public static let imagePadding = PropertyKey<Double>("imagePadding")
}
