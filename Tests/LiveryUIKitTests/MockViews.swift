import LiveryCore
import LiveryUIKit

// A mock of the UIKit surface the adapter touches, named like UIKit's
// classes so the built-in registry knows them. Every setter counts its
// calls, so a test can tell "not re-styled" from "re-styled to the same value".

@MainActor class UIView {
    private(set) var subviews: [UIView] = []
    private(set) weak var superview: UIView?
    var traits = TraitCollection()
    var record: AppliedStyleRecord?
    var writes = 0

    var backgroundColor: Color? { didSet { writes += 1 } }
    var alpha = 1.0 { didSet { writes += 1 } }
    var cornerRadius = 0.0 { didSet { writes += 1 } }

    init(_ subviews: UIView...) {
        for view in subviews { addSubview(view) }
    }

    func addSubview(_ view: UIView) {
        subviews.append(view)
        view.superview = self
    }
}

@MainActor class UILabel: UIView {
    var textColor: Color? { didSet { writes += 1 } }
    /// A font by family name; nil is UIKit's "the default font".
    var fontFamily: String? = "Original" { didSet { writes += 1 } }
}

/// The families this mock "device" has installed.
let installedFamilies: Set<String> = ["Original", "Georgia"]

@MainActor class UIButton: UIView {
    private var titleColors: [UInt8: Color] = [:]
    var isHighlighted = false

    func titleColor(for state: ControlState) -> Color? { titleColors[state.rawValue] }
    func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state.rawValue] = color
        writes += 1
    }
}

/// An app's subclass the registry does not know: styled as a `UIButton`.
@MainActor final class PrimaryButton: UIButton {}

/// An app's own view with a custom property a stylesheet declares.
@MainActor final class BadgeView: UIView {
    var badgeCount = 0 { didSet { writes += 1 } }
}

extension UIView: @MainActor StylableNode {
    var styleChildren: [UIView] { subviews }
    var styleState: ControlState { (self as? UIButton)?.isHighlighted == true ? .highlighted : .normal }
}

extension UIView: StyleHostView {
    var styleSuperview: UIView? { superview }
    var styleEnvironment: TraitCollection { traits }
    var styleRecord: AppliedStyleRecord? {
        get { record }
        set { record = newValue }
    }
}

/// The appliers a UIKit binding would declare, one line per property.
@MainActor let mockAppliers: [PropertyApplier<UIView>] = [
    PropertyApplier(.backgroundColor, on: UIView.self, \.backgroundColor) { Color(resolved: $0.value) },
    PropertyApplier(.alpha, on: UIView.self, \.alpha) { Double(resolved: $0.value) },
    PropertyApplier(.layerCornerRadius, on: UIView.self, \.cornerRadius) { Double(resolved: $0.value) },
    PropertyApplier(.textColor, on: UILabel.self, \.textColor) { Color(resolved: $0.value) },
    // An optional property whose conversion can fail, as `UIFont(name:size:)` does.
    PropertyApplier(.font, on: UILabel.self, \.fontFamily) {
        ResolvedFont(resolved: $0.value).map(\.family).flatMap { installedFamilies.contains($0) ? $0 : nil }
    },
    PropertyApplier(
        keyed: .titleColor, on: UIButton.self, get: { $0.titleColor(for: $1.state ?? .normal) },
        set: { $0.setTitleColor($1, for: $2.state ?? .normal) }, convert: { Color(resolved: $0.value) }),
]
