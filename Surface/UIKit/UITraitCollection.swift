// UITraitCollection.h (iOS 18 SDK): UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_SENDABLE
// @interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>
//
// Swift: `class UITraitCollection: NSObject, Sendable` (NS_SWIFT_SENDABLE); the
// `+traitCollectionWith...:` factories import as convenience initializers.
// Stub: a plain value holder with Apple's "unspecified" defaults; isEqual:/hash
// compare every trait.
// @unchecked because the class is open (as Apple's); every stored property is
// an immutable Sendable value.
open class UITraitCollection: NSObject, @unchecked Sendable {
    // UITraitCollection.h: @property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom; // unspecified: UIUserInterfaceIdiomUnspecified
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    // UITraitCollection.h: @property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle API_AVAILABLE(tvos(10.0)) API_AVAILABLE(ios(12.0)) API_UNAVAILABLE(watchos); // unspecified: UIUserInterfaceStyleUnspecified
    public let userInterfaceStyle: UIUserInterfaceStyle
    // UITraitCollection.h: @property (nonatomic, readonly) UITraitEnvironmentLayoutDirection layoutDirection API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos); // unspecified: UITraitEnvironmentLayoutDirectionUnspecified
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    // UITraitCollection.h: @property (nonatomic, readonly) CGFloat displayScale; // unspecified: 0.0
    public let displayScale: CGFloat
    // UITraitCollection.h: @property (nonatomic, readonly) UIUserInterfaceSizeClass horizontalSizeClass; // unspecified: UIUserInterfaceSizeClassUnspecified
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    // UITraitCollection.h: @property (nonatomic, readonly) UIUserInterfaceSizeClass verticalSizeClass; // unspecified: UIUserInterfaceSizeClassUnspecified
    public let verticalSizeClass: UIUserInterfaceSizeClass
    // UITraitCollection.h: @property (nonatomic, copy, readonly) UIContentSizeCategory preferredContentSizeCategory API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos); // unspecified: UIContentSizeCategoryUnspecified
    public let preferredContentSizeCategory: UIContentSizeCategory
    // UITraitCollection.h: @property (nonatomic, readonly) UIAccessibilityContrast accessibilityContrast API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);// unspecified: UIAccessibilityContrastUnspecified
    public let accessibilityContrast: UIAccessibilityContrast
    // UITraitCollection.h: @property (nonatomic, readonly) UIUserInterfaceLevel userInterfaceLevel API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos); // unspecified: UIUserInterfaceLevelUnspecified
    @available(tvOS, unavailable)
    public var userInterfaceLevel: UIUserInterfaceLevel { level }
    private let level: UIUserInterfaceLevel
    // UITraitCollection.h: @property (nonatomic, readonly) UILegibilityWeight legibilityWeight API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos); // unspecified: UILegibilityWeightUnspecified
    public let legibilityWeight: UILegibilityWeight
    /// Stub only: custom traits' values (iOS 17), by trait type.
    let stubCustom: StubTraitValues

    // developer.apple.com/documentation/uikit/uitraitcollection/subscript(_:) (Swift overlay, iOS 17):
    //   subscript<T>(trait: T.Type) -> T.Value where T : UITraitDefinition { get }
    // Stub: the value set on the way down, else the trait's defaultValue.
    @available(iOS 17.0, tvOS 17.0, *)
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        stubCustom.values[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue
    }

    // UITraitCollection.h: - (instancetype)init NS_DESIGNATED_INITIALIZER;
    public override init() {
        userInterfaceIdiom = .unspecified
        userInterfaceStyle = .unspecified
        layoutDirection = .unspecified
        displayScale = 0
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        preferredContentSizeCategory = .unspecified
        accessibilityContrast = .unspecified
        level = .unspecified
        legibilityWeight = .unspecified
        stubCustom = StubTraitValues()
        super.init()
    }

    /// Stub only: the memberwise initializer the convenience initializers share.
    init(
        idiom: UIUserInterfaceIdiom, style: UIUserInterfaceStyle, direction: UITraitEnvironmentLayoutDirection,
        scale: CGFloat, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
        contentSize: UIContentSizeCategory, contrast: UIAccessibilityContrast, level: UIUserInterfaceLevel,
        legibility: UILegibilityWeight, custom: StubTraitValues = StubTraitValues()
    ) {
        userInterfaceIdiom = idiom
        userInterfaceStyle = style
        layoutDirection = direction
        displayScale = scale
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = contentSize
        accessibilityContrast = contrast
        self.level = level
        legibilityWeight = legibility
        stubCustom = custom
        super.init()
    }

    /// Stub only: a copy with one trait changed (what the factories below build).
    func replacing(
        idiom: UIUserInterfaceIdiom? = nil, style: UIUserInterfaceStyle? = nil,
        direction: UITraitEnvironmentLayoutDirection? = nil, scale: CGFloat? = nil,
        horizontal: UIUserInterfaceSizeClass? = nil, vertical: UIUserInterfaceSizeClass? = nil,
        contentSize: UIContentSizeCategory? = nil, contrast: UIAccessibilityContrast? = nil,
        level: UIUserInterfaceLevel? = nil, legibility: UILegibilityWeight? = nil, custom: StubTraitValues? = nil
    ) -> UITraitCollection {
        UITraitCollection(
            idiom: idiom ?? userInterfaceIdiom, style: style ?? userInterfaceStyle,
            direction: direction ?? layoutDirection, scale: scale ?? displayScale,
            horizontal: horizontal ?? horizontalSizeClass, vertical: vertical ?? verticalSizeClass,
            contentSize: contentSize ?? preferredContentSizeCategory, contrast: contrast ?? accessibilityContrast,
            level: level ?? self.level, legibility: legibility ?? legibilityWeight, custom: custom ?? stubCustom)
    }

    private convenience init(_ traits: UITraitCollection) {
        self.init(
            idiom: traits.userInterfaceIdiom, style: traits.userInterfaceStyle, direction: traits.layoutDirection,
            scale: traits.displayScale, horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass,
            contentSize: traits.preferredContentSizeCategory, contrast: traits.accessibilityContrast,
            level: traits.level, legibility: traits.legibilityWeight, custom: traits.stubCustom)
    }

    // UITraitCollection.h: + (UITraitCollection *)traitCollectionWithTraitsFromCollections:(NSArray<UITraitCollection *> *)traitCollections API_DEPRECATED("Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections", ios(8.0, 17.0), visionos(1.0, 1.0));
    // "The last trait along any given axis (e.g. interface usage) will supersede any others": a later
    // collection's specified (non-unspecified) value wins.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections")
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var merged = UITraitCollection()
        for t in traitCollections {
            merged = merged.replacing(
                idiom: t.userInterfaceIdiom == .unspecified ? nil : t.userInterfaceIdiom,
                style: t.userInterfaceStyle == .unspecified ? nil : t.userInterfaceStyle,
                direction: t.layoutDirection == .unspecified ? nil : t.layoutDirection,
                scale: t.displayScale == 0 ? nil : t.displayScale,
                horizontal: t.horizontalSizeClass == .unspecified ? nil : t.horizontalSizeClass,
                vertical: t.verticalSizeClass == .unspecified ? nil : t.verticalSizeClass,
                contentSize: t.preferredContentSizeCategory == .unspecified ? nil : t.preferredContentSizeCategory,
                contrast: t.accessibilityContrast == .unspecified ? nil : t.accessibilityContrast,
                level: t.level == .unspecified ? nil : t.level,
                legibility: t.legibilityWeight == .unspecified ? nil : t.legibilityWeight)
        }
        self.init(merged)
    }

    // UITraitCollection.h: + (UITraitCollection *)traitCollectionWithUserInterfaceIdiom:(UIUserInterfaceIdiom)idiom;
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(UITraitCollection().replacing(idiom: idiom))
    }

    // UITraitCollection.h: + (UITraitCollection *)traitCollectionWithUserInterfaceStyle:(UIUserInterfaceStyle)userInterfaceStyle API_AVAILABLE(tvos(10.0)) API_AVAILABLE(ios(12.0)) API_UNAVAILABLE(watchos);
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(UITraitCollection().replacing(style: userInterfaceStyle))
    }

    // UITraitCollection.h: + (UITraitCollection *)traitCollectionWithLayoutDirection:(UITraitEnvironmentLayoutDirection)layoutDirection API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos);
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(UITraitCollection().replacing(direction: layoutDirection))
    }

    // UITraitCollection.h: + (UITraitCollection *)traitCollectionWithDisplayScale:(CGFloat)scale;
    public convenience init(displayScale scale: CGFloat) {
        self.init(UITraitCollection().replacing(scale: scale))
    }

    // UITraitCollection.h: + (UITraitCollection *)traitCollectionWithHorizontalSizeClass:(UIUserInterfaceSizeClass)horizontalSizeClass;
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitCollection().replacing(horizontal: horizontalSizeClass))
    }

    // UITraitCollection.h: + (UITraitCollection *)traitCollectionWithVerticalSizeClass:(UIUserInterfaceSizeClass)verticalSizeClass;
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitCollection().replacing(vertical: verticalSizeClass))
    }

    // UITraitCollection.h: + (UITraitCollection *)traitCollectionWithPreferredContentSizeCategory:(UIContentSizeCategory)preferredContentSizeCategory API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos);
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(UITraitCollection().replacing(contentSize: preferredContentSizeCategory))
    }

    // UITraitCollection.h: + (UITraitCollection *)traitCollectionWithAccessibilityContrast:(UIAccessibilityContrast)accessibilityContrast API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(UITraitCollection().replacing(contrast: accessibilityContrast))
    }

    // UITraitCollection.h: + (UITraitCollection *)traitCollectionWithUserInterfaceLevel:(UIUserInterfaceLevel)userInterfaceLevel API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos) API_UNAVAILABLE(watchos);
    @available(tvOS, unavailable)
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(UITraitCollection().replacing(level: userInterfaceLevel))
    }

    // UITraitCollection.h: + (UITraitCollection *)traitCollectionWithLegibilityWeight:(UILegibilityWeight)legibilityWeight API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(UITraitCollection().replacing(legibility: legibilityWeight))
    }

    // NSObject.h: - (BOOL)isEqual:(id)object; (equal when every trait is equal)
    open override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UITraitCollection else { return false }
        let lhs = self
        return lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.layoutDirection == rhs.layoutDirection && lhs.displayScale == rhs.displayScale
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.accessibilityContrast == rhs.accessibilityContrast && lhs.level == rhs.level
            && lhs.legibilityWeight == rhs.legibilityWeight
    }

    // NSObject.h: @property (readonly) NSUInteger hash;
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    // NSObject.h: @property (readonly, copy) NSString *description;
    open override var description: String {
        "<UITraitCollection; UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceStyle = \(userInterfaceStyle), UserInterfaceLayoutDirection = \(layoutDirection), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), "
            + "AccessibilityContrast = \(accessibilityContrast), UserInterfaceLevel = \(level), "
            + "LegibilityWeight = \(legibilityWeight)>"
    }
}

extension UITraitCollection {
    /// Stub only: not Apple API — the traits UIKit gives a window on an iPhone
    /// in portrait at the default text size: light, @2x, phone, large, left to
    /// right, normal contrast, base level, compact width, regular height,
    /// regular legibility. A root view (and `UIWindow.stubTraits` by default)
    /// has these; `UIColor.cgColor` resolves dynamic colours with them.
    static let stubDeviceDefault = UITraitCollection(
        idiom: .phone, style: .light, direction: .leftToRight, scale: 2, horizontal: .compact, vertical: .regular,
        contentSize: .large, contrast: .normal, level: .base, legibility: .regular)
}
