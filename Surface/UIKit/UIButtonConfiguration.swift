// UIButtonConfiguration.h: UIKIT_EXTERN API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIButtonConfiguration : NSObject <NSCopying, NSSecureCoding>
//
// Swift: the class is NS_REFINED_FOR_SWIFT; UIKit's Swift overlay vends the value
// type `UIButton.Configuration` (developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct:
// `@MainActor struct Configuration`, Hashable). Stub: which factory made it, and imagePadding.
extension UIButton {
    // UIButtonConfiguration.h (refined for Swift): struct UIButton.Configuration, API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos)
    @available(iOS 15.0, tvOS 15.0, *)
    @MainActor
    public struct Configuration: Hashable {
        /// Stub only: the factory the configuration came from.
        private let style: String

        private init(style: String) { self.style = style }

        // UIButtonConfiguration.h: /// The distance between the image and any adjacent text.
        // @property (nonatomic, readwrite, assign) CGFloat imagePadding;
        public var imagePadding: CGFloat = 0

        // UIButtonConfiguration.h: + (instancetype)plainButtonConfiguration;
        // Swift: static func plain() -> UIButton.Configuration
        public static func plain() -> UIButton.Configuration { Configuration(style: "plain") }

        // UIButtonConfiguration.h: + (instancetype)filledButtonConfiguration;
        // Swift: static func filled() -> UIButton.Configuration
        public static func filled() -> UIButton.Configuration { Configuration(style: "filled") }
    }
}
