// UIImageConfiguration.h: UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0), watchos(6.0)) NS_SWIFT_SENDABLE
// @interface UIImageConfiguration : NSObject <NSCopying, NSSecureCoding>
//
// Swift: `class UIImage.Configuration: NSObject, Sendable` (the header's
// type, named by UIKit's API notes; developer.apple.com/documentation/uikit/uiimage/configuration-swift.class).
// Stub: the symbol configuration's parts are stored, so tests can read what
// the binding asked for; `applying(_:)` merges as the header says.
extension UIImage {
    open class Configuration: NSObject, @unchecked Sendable {
        /// Stub only: not Apple API — the designated initializer the factories
        /// share (UIImageConfiguration.h: `- (instancetype)init NS_UNAVAILABLE;`);
        /// required so `Self`-returning factories can make one.
        public required init(stub: Void) { super.init() }

        // UIImageConfiguration.h: - (instancetype)configurationByApplyingConfiguration:(nullable UIImageConfiguration *)otherConfiguration;
        // ("Any specified values in the other configuration will overwrite the values in this one.")
        // Swift: func applying(_ otherConfiguration: UIImage.Configuration?) -> Self
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self { self }
    }

    // UIImageSymbolConfiguration.h: UIKIT_EXTERN API_AVAILABLE(ios(13.0),tvos(13.0),watchos(6.0)) NS_SWIFT_SENDABLE
    // @interface UIImageSymbolConfiguration : UIImageConfiguration
    // Swift: `class UIImage.SymbolConfiguration: UIImage.Configuration, Sendable`
    // (developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class).
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// Stub only: not Apple API — the point size given (0: unspecified).
        public private(set) var stubPointSize: CGFloat = 0
        /// Stub only: not Apple API — the weight given.
        public private(set) var stubWeight: UIImage.SymbolWeight = .unspecified
        /// Stub only: not Apple API — the scale given.
        public private(set) var stubScale: UIImage.SymbolScale = .unspecified
        /// Stub only: not Apple API — the text style given.
        public private(set) var stubTextStyle: UIFont.TextStyle?
        /// Stub only: not Apple API — the colours of a palette or hierarchical configuration.
        public private(set) var stubColors: [UIColor] = []
        /// Stub only: not Apple API — which colour configuration was made.
        public private(set) var stubColorMode: StubColorMode?

        /// Stub only: not Apple API — the colour configuration's factory.
        public enum StubColorMode: Sendable { case hierarchical, palette, multicolor }

        convenience init() { self.init(stub: ()) }

        // UIImageSymbolConfiguration.h: - (BOOL)isEqualToConfiguration:(nullable UIImageSymbolConfiguration *)otherConfiguration;
        // ("checks if the other configuration is equal to this one. the values have to match exactly.")
        // Swift: func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool
        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return (stubPointSize, stubWeight, stubScale, stubTextStyle, stubColors, stubColorMode)
                == (other.stubPointSize, other.stubWeight, other.stubScale, other.stubTextStyle, other.stubColors, other.stubColorMode)
        }

        // UIImageSymbolConfiguration.h: + (instancetype)configurationWithPointSize:(CGFloat)pointSize weight:(UIImageSymbolWeight)weight scale:(UIImageSymbolScale)scale;
        // Swift: convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale)
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init()
            stubPointSize = pointSize
            stubWeight = weight
            stubScale = scale
        }

        // UIImageSymbolConfiguration.h: + (instancetype)configurationWithTextStyle:(UIFontTextStyle)textStyle scale:(UIImageSymbolScale)scale;
        // Swift: convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale)
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init()
            stubTextStyle = textStyle
            stubScale = scale
        }

        // UIImageSymbolConfiguration.h: + (instancetype)configurationWithScale:(UIImageSymbolScale)scale;
        // Swift: convenience init(scale: UIImage.SymbolScale)
        public convenience init(scale: UIImage.SymbolScale) {
            self.init()
            stubScale = scale
        }

        // UIImageSymbolConfiguration.h: + (instancetype)configurationWithWeight:(UIImageSymbolWeight)weight;
        // Swift: convenience init(weight: UIImage.SymbolWeight)
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init()
            stubWeight = weight
        }

        // UIImageSymbolConfiguration.h: + (instancetype)configurationWithHierarchicalColor:(UIColor *)hierarchicalColor
        //     API_AVAILABLE(ios(15.0),tvos(15.0),watchos(8.0));
        // Swift: convenience init(hierarchicalColor: UIColor)
        @available(iOS 15.0, *)
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            stubColors = [hierarchicalColor]
            stubColorMode = .hierarchical
        }

        // UIImageSymbolConfiguration.h: + (instancetype)configurationWithPaletteColors:(NSArray<UIColor *> *)paletteColors API_AVAILABLE(ios(15.0),tvos(15.0),watchos(8.0));
        // Swift: convenience init(paletteColors: [UIColor])
        @available(iOS 15.0, *)
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            stubColors = paletteColors
            stubColorMode = .palette
        }

        // UIImageSymbolConfiguration.h: + (instancetype)configurationPreferringMulticolor API_AVAILABLE(ios(15.0),tvos(15.0),watchos(8.0));
        // Swift: class func preferringMulticolor() -> Self
        @available(iOS 15.0, *)
        open class func preferringMulticolor() -> Self {
            let configuration = Self(stub: ())
            configuration.stubColorMode = .multicolor
            return configuration
        }

        /// Stub only: not Apple API (see ``UIImage/Configuration/init(stub:)``).
        public required init(stub: Void) { super.init(stub: ()) }

        // UIImageConfiguration.h: - (instancetype)configurationByApplyingConfiguration:(nullable UIImageConfiguration *)otherConfiguration;
        // Stub: the other's specified size, weight, scale and colour configuration overwrite this one's.
        open override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration as? UIImage.SymbolConfiguration else { return self }
            let merged = Self(stub: ())
            if other.stubPointSize != 0 || other.stubTextStyle != nil {
                (merged.stubPointSize, merged.stubTextStyle) = (other.stubPointSize, other.stubTextStyle)
            } else {
                (merged.stubPointSize, merged.stubTextStyle) = (stubPointSize, stubTextStyle)
            }
            merged.stubWeight = other.stubWeight != .unspecified ? other.stubWeight : stubWeight
            merged.stubScale = other.stubScale != .unspecified ? other.stubScale : stubScale
            merged.stubColorMode = other.stubColorMode ?? stubColorMode
            merged.stubColors = other.stubColorMode != nil ? other.stubColors : stubColors
            return merged
        }
    }

    // UIImageSymbolConfiguration.h: typedef NS_ENUM(NSInteger, UIImageSymbolScale) {
    //     UIImageSymbolScaleDefault = -1,      // use the system default size
    //     UIImageSymbolScaleUnspecified = 0,   // allow the system to pick a size based on the context
    //     UIImageSymbolScaleSmall = 1,
    //     UIImageSymbolScaleMedium,
    //     UIImageSymbolScaleLarge,
    // } API_AVAILABLE(ios(13.0),tvos(13.0),watchos(6.0));
    // Swift name UIImage.SymbolScale.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }

    // UIImageSymbolConfiguration.h: typedef NS_ENUM(NSInteger, UIImageSymbolWeight) {
    //     UIImageSymbolWeightUnspecified = 0,
    //     UIImageSymbolWeightUltraLight = 1,
    //     UIImageSymbolWeightThin, UIImageSymbolWeightLight, UIImageSymbolWeightRegular, UIImageSymbolWeightMedium,
    //     UIImageSymbolWeightSemibold, UIImageSymbolWeightBold, UIImageSymbolWeightHeavy, UIImageSymbolWeightBlack
    // } API_AVAILABLE(ios(13.0),tvos(13.0),watchos(6.0));
    // Swift name UIImage.SymbolWeight.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9
    }
}

extension UIFont {
    // UIFontDescriptor.h: typedef NSString * UIFontTextStyle NS_TYPED_ENUM;
    // Swift: struct UIFont.TextStyle: Hashable, Equatable, RawRepresentable { init(rawValue: String) }
    // The constants are `extern` in the header (UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody …);
    // their values are UIKit's runtime strings (`largeTitle` is `…Title0`, `subheadline` `…Subhead`).
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        // UIFontDescriptor.h: UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleLargeTitle API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(watchos);
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        // UIFontDescriptor.h: UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle1 API_AVAILABLE(ios(9.0));
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        // UIFontDescriptor.h: UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle2 API_AVAILABLE(ios(9.0));
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        // UIFontDescriptor.h: UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle3 API_AVAILABLE(ios(9.0));
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        // UIFontDescriptor.h: UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleHeadline API_AVAILABLE(ios(7.0));
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        // UIFontDescriptor.h: UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleSubheadline API_AVAILABLE(ios(7.0));
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        // UIFontDescriptor.h: UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody API_AVAILABLE(ios(7.0));
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        // UIFontDescriptor.h: UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCallout API_AVAILABLE(ios(9.0));
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        // UIFontDescriptor.h: UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleFootnote API_AVAILABLE(ios(7.0));
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        // UIFontDescriptor.h: UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCaption1 API_AVAILABLE(ios(7.0));
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        // UIFontDescriptor.h: UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCaption2 API_AVAILABLE(ios(7.0));
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}
