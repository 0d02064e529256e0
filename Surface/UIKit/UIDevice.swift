// UIDevice.h: the idiom enum (the trait collection's userInterfaceIdiom).
// UIDevice itself is not stubbed: LiveryUIKit does not use it.

// UIDevice.h (iOS 17 SDK): typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom) {
//     UIUserInterfaceIdiomUnspecified = -1,
//     UIUserInterfaceIdiomPhone API_AVAILABLE(ios(3.2)), // iPhone and iPod touch style UI
//     UIUserInterfaceIdiomPad API_AVAILABLE(ios(3.2)), // iPad style UI
//     UIUserInterfaceIdiomTV API_AVAILABLE(ios(9.0)), // Apple TV style UI
//     UIUserInterfaceIdiomCarPlay API_AVAILABLE(ios(9.0)), // CarPlay style UI
//     UIUserInterfaceIdiomMac API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos) = 5, // Optimized for Mac UI
//     UIUserInterfaceIdiomVision API_AVAILABLE(ios(17.0)) API_UNAVAILABLE(watchos) = 6, // Vision UI
// } API_UNAVAILABLE(watchos);
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1  // UIDevice.h: UIUserInterfaceIdiomUnspecified = -1,
    case phone = 0  // UIDevice.h: UIUserInterfaceIdiomPhone API_AVAILABLE(ios(3.2)), // iPhone and iPod touch style UI
    case pad = 1  // UIDevice.h: UIUserInterfaceIdiomPad API_AVAILABLE(ios(3.2)), // iPad style UI
    case tv = 2  // UIDevice.h: UIUserInterfaceIdiomTV API_AVAILABLE(ios(9.0)), // Apple TV style UI
    case carPlay = 3  // UIDevice.h: UIUserInterfaceIdiomCarPlay API_AVAILABLE(ios(9.0)), // CarPlay style UI
    @available(iOS 14.0, *)
    case mac = 5  // UIDevice.h: UIUserInterfaceIdiomMac API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos) = 5, // Optimized for Mac UI
    @available(iOS 17.0, *)
    case vision = 6  // UIDevice.h: UIUserInterfaceIdiomVision API_AVAILABLE(ios(17.0)) API_UNAVAILABLE(watchos) = 6, // Vision UI
}
