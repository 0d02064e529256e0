/// A built-in property as a typed key, for reads such as
/// `style[.backgroundColor]` (a `Color?`) and `style[.layerCornerRadius]` (a `Double?`).
///
/// Keys are named after their keypath with the dots dropped
/// (`layer.cornerRadius` → `layerCornerRadius`). The kind, default and range
/// stay in the schema (``BuiltInTypes``); a key only names the property and
/// the Swift type its resolved value reads as. The keys live on this base
/// class so that `.backgroundColor` is found from `PropertyKey<Color>`.
public class PropertyKeys: @unchecked Sendable {
    /// The property's id in every registry.
    public let id: PropertyID
    /// The canonical dotted keypath.
    public let keyPath: String

    init(builtIn keyPath: String) {
        self.keyPath = keyPath
        id = TypeRegistry.builtIn.names.id(keyPath) ?? .unknown
    }
}

/// A typed key: ``PropertyKeys`` for a property whose resolved value reads as `Value`.
public final class PropertyKey<Value: PropertyValue>: PropertyKeys, @unchecked Sendable {}

extension PropertyKeys {
    // UIView
    public static let backgroundColor = PropertyKey<Color>(builtIn: "backgroundColor")
    public static let alpha = PropertyKey<Double>(builtIn: "alpha")
    public static let isHidden = PropertyKey<Bool>(builtIn: "isHidden")
    public static let layoutMargins = PropertyKey<Insets>(builtIn: "layoutMargins")
    public static let contentHuggingPriorityHorizontal = PropertyKey<Double>(builtIn: "contentHuggingPriority.horizontal")
    public static let contentHuggingPriorityVertical = PropertyKey<Double>(builtIn: "contentHuggingPriority.vertical")
    public static let contentCompressionResistancePriorityHorizontal = PropertyKey<Double>(
        builtIn: "contentCompressionResistancePriority.horizontal")
    public static let contentCompressionResistancePriorityVertical = PropertyKey<Double>(
        builtIn: "contentCompressionResistancePriority.vertical")
    public static let tintColor = PropertyKey<Color>(builtIn: "tintColor")
    public static let cornerStyle = PropertyKey<CornerStyle>(builtIn: "cornerStyle")
    public static let contentMasksToBounds = PropertyKey<Bool>(builtIn: "contentMasksToBounds")
    public static let overrideUserInterfaceStyle = PropertyKey<String>(builtIn: "overrideUserInterfaceStyle")
    public static let layerCornerRadius = PropertyKey<Double>(builtIn: "layer.cornerRadius")
    public static let layerCornerCurve = PropertyKey<CornerCurve>(builtIn: "layer.cornerCurve")
    public static let layerMaskedCorners = PropertyKey<CornerMask>(builtIn: "layer.maskedCorners")
    public static let layerBorderWidth = PropertyKey<Double>(builtIn: "layer.borderWidth")
    public static let layerBorderColor = PropertyKey<Color>(builtIn: "layer.borderColor")
    public static let layerShadowColor = PropertyKey<Color>(builtIn: "layer.shadowColor")
    public static let layerShadowOpacity = PropertyKey<Double>(builtIn: "layer.shadowOpacity")
    public static let layerShadowRadius = PropertyKey<Double>(builtIn: "layer.shadowRadius")
    public static let layerShadowOffset = PropertyKey<Size>(builtIn: "layer.shadowOffset")
    public static let layerShadowPath = PropertyKey<ShapeValue>(builtIn: "layer.shadowPath")
    public static let layerMasksToBounds = PropertyKey<Bool>(builtIn: "layer.masksToBounds")
    public static let layerOpacity = PropertyKey<Double>(builtIn: "layer.opacity")
    public static let layerAllowsGroupOpacity = PropertyKey<Bool>(builtIn: "layer.allowsGroupOpacity")
    public static let layerShouldRasterize = PropertyKey<Bool>(builtIn: "layer.shouldRasterize")
    public static let layerRasterizationScale = PropertyKey<Double>(builtIn: "layer.rasterizationScale")
    /// A shape or an image.
    public static let layerMask = PropertyKey<ResolvedValue>(builtIn: "layer.mask")
    public static let layerContents = PropertyKey<ImageReference>(builtIn: "layer.contents")
    public static let layerContentsGravity = PropertyKey<ContentsGravity>(builtIn: "layer.contentsGravity")
    public static let layerContentsRect = PropertyKey<Rect>(builtIn: "layer.contentsRect")
    public static let layerMinificationFilter = PropertyKey<SamplingFilter>(builtIn: "layer.minificationFilter")
    public static let layerMagnificationFilter = PropertyKey<SamplingFilter>(builtIn: "layer.magnificationFilter")

    // UILabel
    public static let text = PropertyKey<String>(builtIn: "text")
    public static let textColor = PropertyKey<Color>(builtIn: "textColor")
    public static let font = PropertyKey<ResolvedFont>(builtIn: "font")
    public static let textAlignment = PropertyKey<TextAlignment>(builtIn: "textAlignment")
    public static let numberOfLines = PropertyKey<Double>(builtIn: "numberOfLines")
    public static let lineBreakMode = PropertyKey<LineBreakMode>(builtIn: "lineBreakMode")
    public static let shadowColor = PropertyKey<Color>(builtIn: "shadowColor")
    public static let shadowOffset = PropertyKey<Size>(builtIn: "shadowOffset")

    // UIImageView (and UIButton's keyed `image`)
    public static let image = PropertyKey<ImageReference>(builtIn: "image")
    public static let contentMode = PropertyKey<ContentMode>(builtIn: "contentMode")

    // UIControl
    public static let isEnabled = PropertyKey<Bool>(builtIn: "isEnabled")
    public static let isSelected = PropertyKey<Bool>(builtIn: "isSelected")
    public static let isHighlighted = PropertyKey<Bool>(builtIn: "isHighlighted")

    // UIButton
    public static let title = PropertyKey<String>(builtIn: "title")
    public static let titleColor = PropertyKey<Color>(builtIn: "titleColor")
    public static let titleShadowColor = PropertyKey<Color>(builtIn: "titleShadowColor")
    public static let backgroundImage = PropertyKey<ImageReference>(builtIn: "backgroundImage")
    public static let contentEdgeInsets = PropertyKey<Insets>(builtIn: "contentEdgeInsets")
    public static let titleFont = PropertyKey<ResolvedFont>(builtIn: "titleFont")

    // UIStackView
    public static let axis = PropertyKey<StackAxis>(builtIn: "axis")
    public static let spacing = PropertyKey<Double>(builtIn: "spacing")
    public static let alignment = PropertyKey<StackAlignment>(builtIn: "alignment")
    public static let distribution = PropertyKey<StackDistribution>(builtIn: "distribution")
    public static let isLayoutMarginsRelativeArrangement = PropertyKey<Bool>(builtIn: "isLayoutMarginsRelativeArrangement")

    // UIImageView, UIButton (more)
    public static let renderingMode = PropertyKey<RenderingMode>(builtIn: "renderingMode")
    public static let buttonType = PropertyKey<ButtonType>(builtIn: "buttonType")

    // Controls (Docs/Controls.md)
    public static let isOn = PropertyKey<Bool>(builtIn: "isOn")
    public static let onTintColor = PropertyKey<Color>(builtIn: "onTintColor")
    public static let thumbTintColor = PropertyKey<Color>(builtIn: "thumbTintColor")
    public static let value = PropertyKey<Double>(builtIn: "value")
    public static let minimumValue = PropertyKey<Double>(builtIn: "minimumValue")
    public static let maximumValue = PropertyKey<Double>(builtIn: "maximumValue")
    public static let minimumTrackTintColor = PropertyKey<Color>(builtIn: "minimumTrackTintColor")
    public static let maximumTrackTintColor = PropertyKey<Color>(builtIn: "maximumTrackTintColor")
    public static let progress = PropertyKey<Double>(builtIn: "progress")
    public static let progressTintColor = PropertyKey<Color>(builtIn: "progressTintColor")
    public static let trackTintColor = PropertyKey<Color>(builtIn: "trackTintColor")
    public static let numberOfPages = PropertyKey<Double>(builtIn: "numberOfPages")
    public static let currentPage = PropertyKey<Double>(builtIn: "currentPage")
    public static let pageIndicatorTintColor = PropertyKey<Color>(builtIn: "pageIndicatorTintColor")
    public static let currentPageIndicatorTintColor = PropertyKey<Color>(builtIn: "currentPageIndicatorTintColor")
    public static let activityIndicatorStyle = PropertyKey<ActivityIndicatorStyle>(builtIn: "style")
    public static let stepValue = PropertyKey<Double>(builtIn: "stepValue")
    public static let wraps = PropertyKey<Bool>(builtIn: "wraps")
    public static let datePickerMode = PropertyKey<DatePickerMode>(builtIn: "datePickerMode")
    public static let preferredDatePickerStyle = PropertyKey<DatePickerStyle>(builtIn: "preferredDatePickerStyle")
    public static let date = PropertyKey<String>(builtIn: "date")
    public static let color = PropertyKey<Color>(builtIn: "color")
    public static let placeholder = PropertyKey<String>(builtIn: "placeholder")
    public static let placeholderColor = PropertyKey<Color>(builtIn: "placeholderColor")
    public static let borderStyle = PropertyKey<TextBorderStyle>(builtIn: "borderStyle")
    public static let tableStyle = PropertyKey<TableStyle>(builtIn: "style")
    public static let separatorColor = PropertyKey<Color>(builtIn: "separatorColor")
    public static let separatorInset = PropertyKey<Insets>(builtIn: "separatorInset")
    public static let sectionHeaderTopPadding = PropertyKey<Double>(builtIn: "sectionHeaderTopPadding")
    public static let accessoryType = PropertyKey<AccessoryType>(builtIn: "accessoryType")
    public static let selectionStyle = PropertyKey<CellSelectionStyle>(builtIn: "selectionStyle")
    public static let cellStyle = PropertyKey<CellStyle>(builtIn: "cellStyle")
    public static let textLabelText = PropertyKey<String>(builtIn: "textLabel.text")
    public static let textLabelColor = PropertyKey<Color>(builtIn: "textLabel.textColor")
    public static let textLabelFont = PropertyKey<ResolvedFont>(builtIn: "textLabel.font")
    public static let detailTextLabelText = PropertyKey<String>(builtIn: "detailTextLabel.text")
    public static let detailTextLabelColor = PropertyKey<Color>(builtIn: "detailTextLabel.textColor")
    public static let detailTextLabelFont = PropertyKey<ResolvedFont>(builtIn: "detailTextLabel.font")
    public static let imageViewImage = PropertyKey<ImageReference>(builtIn: "imageView.image")
    public static let titleEdgeInsets = PropertyKey<Insets>(builtIn: "titleEdgeInsets")
    public static let imageEdgeInsets = PropertyKey<Insets>(builtIn: "imageEdgeInsets")
    public static let imagePadding = PropertyKey<Double>(builtIn: "imagePadding")

    public static let segments = PropertyKey<[String]>(builtIn: "segments")
    public static let selectedSegmentIndex = PropertyKey<Double>(builtIn: "selectedSegmentIndex")
    public static let selectedSegmentTintColor = PropertyKey<Color>(builtIn: "selectedSegmentTintColor")
    public static let selectedIndex = PropertyKey<Double>(builtIn: "selectedIndex")
    public static let unselectedItemTintColor = PropertyKey<Color>(builtIn: "unselectedItemTintColor")
    public static let navigationTitle = PropertyKey<String>(builtIn: "title")
    public static let prefersLargeTitles = PropertyKey<Bool>(builtIn: "prefersLargeTitles")
    public static let barTintColor = PropertyKey<Color>(builtIn: "barTintColor")
    public static let isTranslucent = PropertyKey<Bool>(builtIn: "isTranslucent")
    public static let barShadowColor = PropertyKey<Color>(builtIn: "shadowColor")
    public static let titleTextFont = PropertyKey<ResolvedFont>(builtIn: "titleTextAttributes.font")
    public static let titleTextColor = PropertyKey<Color>(builtIn: "titleTextAttributes.foregroundColor")
    public static let largeTitleTextFont = PropertyKey<ResolvedFont>(builtIn: "largeTitleTextAttributes.font")
    public static let largeTitleTextColor = PropertyKey<Color>(builtIn: "largeTitleTextAttributes.foregroundColor")

    // Search bars, text attributes, bar images, refresh controls
    public static let searchBarStyle = PropertyKey<SearchBarStyle>(builtIn: "searchBarStyle")
    public static let barStyle = PropertyKey<BarStyle>(builtIn: "barStyle")
    public static let showsCancelButton = PropertyKey<Bool>(builtIn: "showsCancelButton")
    public static let atScrollEdge = PropertyKey<Bool>(builtIn: "atScrollEdge")
    public static let searchFieldBackgroundImage = PropertyKey<ImageReference>(builtIn: "searchFieldBackgroundImage")
    public static let searchIcon = PropertyKey<ImageReference>(builtIn: "searchIcon")
    public static let clearIcon = PropertyKey<ImageReference>(builtIn: "clearIcon")
    public static let bookmarkIcon = PropertyKey<ImageReference>(builtIn: "bookmarkIcon")
    public static let shadowImage = PropertyKey<ImageReference>(builtIn: "shadowImage")
    public static let defaultTextColor = PropertyKey<Color>(builtIn: "defaultTextAttributes.foregroundColor")
    public static let defaultTextFont = PropertyKey<ResolvedFont>(builtIn: "defaultTextAttributes.font")
    public static let placeholderTextColor = PropertyKey<Color>(builtIn: "placeholderTextAttributes.foregroundColor")
    public static let placeholderTextFont = PropertyKey<ResolvedFont>(builtIn: "placeholderTextAttributes.font")
    public static let refreshTitle = PropertyKey<String>(builtIn: "attributedTitle.text")
    public static let refreshTitleColor = PropertyKey<Color>(builtIn: "attributedTitle.foregroundColor")
    public static let refreshTitleFont = PropertyKey<ResolvedFont>(builtIn: "attributedTitle.font")

    // Bar items
    public static let barButtonItemStyle = PropertyKey<BarButtonItemStyle>(builtIn: "style")
    public static let systemItem = PropertyKey<BarButtonSystemItem>(builtIn: "systemItem")
    public static let selectedImage = PropertyKey<ImageReference>(builtIn: "selectedImage")
    public static let badgeValue = PropertyKey<String>(builtIn: "badgeValue")
    public static let badgeColor = PropertyKey<Color>(builtIn: "badgeColor")
    public static let titlePositionAdjustment = PropertyKey<Point>(builtIn: "titlePositionAdjustment")

    /// Every key above, for the test that each names a built-in property of its kind.
    static let all: [PropertyKeys] = [
        backgroundColor, alpha, isHidden, layoutMargins, contentHuggingPriorityHorizontal,
        contentHuggingPriorityVertical, contentCompressionResistancePriorityHorizontal,
        contentCompressionResistancePriorityVertical, tintColor, cornerStyle, contentMasksToBounds, overrideUserInterfaceStyle,
        layerCornerRadius, layerCornerCurve, layerMaskedCorners, layerBorderWidth, layerBorderColor, layerShadowColor,
        layerShadowOpacity, layerShadowRadius, layerShadowOffset, layerShadowPath, layerMasksToBounds, layerOpacity,
        layerAllowsGroupOpacity, layerShouldRasterize, layerRasterizationScale, layerMask, layerContents,
        layerContentsGravity, layerContentsRect, layerMinificationFilter, layerMagnificationFilter,
        text, textColor, font, textAlignment, numberOfLines, lineBreakMode, shadowColor, shadowOffset, image, contentMode,
        isEnabled, isSelected, isHighlighted, title, titleColor, titleShadowColor, backgroundImage, contentEdgeInsets,
        titleFont, axis, spacing, alignment, distribution, isLayoutMarginsRelativeArrangement, renderingMode, buttonType,
        isOn, onTintColor, thumbTintColor, value, minimumValue, maximumValue, minimumTrackTintColor,
        maximumTrackTintColor, progress, progressTintColor, trackTintColor, numberOfPages, currentPage,
        pageIndicatorTintColor, currentPageIndicatorTintColor, activityIndicatorStyle, stepValue, wraps, datePickerMode,
        preferredDatePickerStyle, date, color, placeholder,
        placeholderColor, borderStyle, tableStyle, separatorColor, separatorInset, sectionHeaderTopPadding, accessoryType, selectionStyle,
        cellStyle, textLabelText, textLabelColor, textLabelFont, detailTextLabelText, detailTextLabelColor, detailTextLabelFont,
        imageViewImage,
        titleEdgeInsets, imageEdgeInsets, imagePadding, navigationTitle,
        selectedIndex, unselectedItemTintColor, segments, selectedSegmentIndex, selectedSegmentTintColor, prefersLargeTitles, barTintColor,
        isTranslucent, barShadowColor,
        titleTextFont, titleTextColor,
        largeTitleTextFont, largeTitleTextColor,
        barButtonItemStyle, systemItem, selectedImage, badgeValue, badgeColor, titlePositionAdjustment,
        searchBarStyle, barStyle, showsCancelButton, atScrollEdge, searchFieldBackgroundImage, searchIcon, clearIcon, bookmarkIcon, shadowImage,
        defaultTextColor, defaultTextFont, placeholderTextColor, placeholderTextFont, refreshTitle, refreshTitleColor, refreshTitleFont,
    ]
}
