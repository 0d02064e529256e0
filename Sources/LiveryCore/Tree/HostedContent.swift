/// SwiftUI content hosted in UIKit (a `UIHostingController`'s view): a
/// capture writes what its accessibility elements say, not views, since
/// SwiftUI draws it on the device. A preview draws a placeholder box with
/// these labels over the view's own layer: approximate by definition
/// (Docs/Capture.md, "SwiftUI hosted in UIKit").
public struct HostedContent: Sendable, Hashable {
    /// Its accessibility elements' labels, in their order.
    public var labels: [String]

    public init(labels: [String]) {
        self.labels = labels
    }
}
