/// UIKit's classes that Livery's schema does not model, which appearance code
/// names as containers (`appearance(whenContainedInInstancesOf:
/// [UIDocumentBrowserViewController.self])`) or sets proxies of: a rule can
/// name one once it is declared, with its real superclass, and a property
/// Livery does not know on it is UIKit's, not the app's.
enum UIKitClasses {
    /// Superclasses as UIKit's headers declare them (`UITextView : UIScrollView`).
    static let superclasses: [String: String] = [
        "UITextView": "UIScrollView", "UIPickerView": "UIView", "UIVisualEffectView": "UIView", "UIInputView": "UIView",
        "UICollectionReusableView": "UIView", "UIPopoverBackgroundView": "UIView", "UIContentUnavailableView": "UIView",
        "UICalendarView": "UIView", "UIColorWell": "UIControl", "UIWebView": "UIView",
        "UIImagePickerController": "UINavigationController", "UIVideoEditorController": "UINavigationController",
        "UIDocumentBrowserViewController": "UIViewController", "UIDocumentPickerViewController": "UIViewController",
        "UIReferenceLibraryViewController": "UIViewController", "UIInputViewController": "UIViewController",
        "UIFontPickerViewController": "UIViewController", "UIColorPickerViewController": "UIViewController",
        "UIHostingController": "UIViewController",
    ]

    /// Whether `name` is UIKit's: one of ``superclasses``, or spelt as UIKit names its classes (`UI` and a capital).
    static func isUIKit(_ name: String) -> Bool {
        if superclasses[name] != nil { return true }
        let scalars = Array(name.unicodeScalars.prefix(3))
        return scalars.count == 3 && scalars[0] == "U" && scalars[1] == "I" && scalars[2].properties.isUppercase
    }
}
