// UIGraphicsRenderer.h and UIGraphicsImageRenderer.h (iOS 17 SDK): the block-based bitmap drawing
// an app fills a one-point image with a colour by.
//
// Stub: nothing is drawn. A context records the rectangles filled and the fill colour each was
// filled with (`UIColor.setFill()`), and the image a renderer returns keeps the last fill's colour,
// so tests can read what an image was filled with.

// UIGraphicsRenderer.h: UIKIT_EXTERN API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos)
// @interface UIGraphicsRendererContext : NSObject
open class UIGraphicsRendererContext: NSObject {
    /// Stub only: not Apple API — the context blocks draw in now (UIKit pushes it as the current context).
    nonisolated(unsafe) static var stubCurrent: UIGraphicsRendererContext?
    /// Stub only: not Apple API — the colour `setFill()` set while this context was current.
    var stubFillColor: UIColor?
    /// Stub only: not Apple API — each rectangle filled, with the fill colour then set.
    public private(set) var stubFills: [(rect: CGRect, color: UIColor?)] = []

    // UIGraphicsRenderer.h: - (void)fillRect:(CGRect)rect;
    // Swift: func fill(_ rect: CGRect)
    open func fill(_ rect: CGRect) {
        stubFills.append((rect, stubFillColor))
    }
}

// UIGraphicsImageRenderer.h: UIKIT_EXTERN API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos)
// @interface UIGraphicsImageRendererContext : UIGraphicsRendererContext
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

// UIGraphicsRenderer.h: UIKIT_EXTERN API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos)
// @interface UIGraphicsRenderer : NSObject
open class UIGraphicsRenderer: NSObject {}

// UIGraphicsImageRenderer.h: UIKIT_EXTERN API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos)
// @interface UIGraphicsImageRenderer : UIGraphicsRenderer
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private let size: CGSize

    // UIGraphicsImageRenderer.h: - (instancetype)initWithSize:(CGSize)size;
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    // UIGraphicsImageRenderer.h: - (UIImage *)imageWithActions:(NS_NOESCAPE UIGraphicsImageDrawingActions)actions;
    // typedef void (^UIGraphicsImageDrawingActions)(UIGraphicsImageRendererContext *rendererContext);
    // Swift: func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage
    // Stub: a drawn image of the renderer's size, keeping the last fill's colour.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext()
        let outer = UIGraphicsRendererContext.stubCurrent
        UIGraphicsRendererContext.stubCurrent = context
        actions(context)
        UIGraphicsRendererContext.stubCurrent = outer
        let image = UIImage.stubDrawn(size: size)
        image.stubFill = context.stubFills.last?.color
        return image
    }
}

extension UIColor {
    // UIColor.h: // Set the fill or stroke colors individually. These should be implemented by subclassers.
    // UIColor.h: - (void)setFill;
    // Swift: func setFill()
    public func setFill() {
        UIGraphicsRendererContext.stubCurrent?.stubFillColor = self
    }
}
