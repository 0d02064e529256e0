#if canImport(UIKit)
    import Foundation
    import LiveryCore
    import LiveryUIKit
    import UIKit

    // An app's screen with every control kind the showcase draws, styled by
    // LiveryUIKit's appliers from the table LiveryPlugin compiled. On Linux
    // `UIKit` is Livery's surface of Apple's declarations (Surface/), so CI
    // runs the same appliers an iOS build does.

    /// The app's own views, declared under `types:` in App.style.yaml.
    final class CardView: UIView {}
    final class BuyButton: UIButton {}

    @MainActor func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        let stack = UIStackView(arrangedSubviews: [])
        let card = CardView(frame: .zero)
        let title = UILabel()
        title.text = "Livery"
        let buy = BuyButton(type: .custom)
        buy.setTitle("Buy", for: .normal)
        for view in [title, buy] as [UIView] { card.addSubview(view) }
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.addSubview(UITableViewCell())
        let controls: [UIView] = [
            card, UIImageView(image: nil), UISwitch(), UISlider(), UIProgressView(), UIPageControl(),
            UISegmentedControl(items: nil), UIActivityIndicatorView(style: .medium), UITextField(), UIStepper(),
            UIDatePicker(), table,
        ]
        for view in controls { stack.addArrangedSubview(view) }
        // Identifiers as UI tests give them: a capture writes them as the views' ids.
        let named: [(String, UIView)] = [
            ("card", card), ("title", title), ("buy", buy), ("photo", controls[1]), ("toggle", controls[2]), ("volume", controls[3]),
            ("progress", controls[4]), ("pages", controls[5]), ("range", controls[6]), ("spinner", controls[7]),
            ("field", controls[8]), ("stepper", controls[9]), ("date", controls[10]), ("list", table),
        ]
        for (id, view) in named { view.accessibilityIdentifier = id }
        // Frames as the app's layout would give them on an iPhone 16 Pro's screen
        // (the surface does no Auto Layout); the stack places its arranged views.
        stack.axis = .vertical
        let bars: [(UIView, CGRect)] = [
            (UINavigationBar(), CGRect(x: 0, y: 62, width: 402, height: 44)),
            (stack, CGRect(x: 0, y: 106, width: 402, height: 620)),
            (UIToolbar(), CGRect(x: 0, y: 726, width: 402, height: 44)),
            (UITabBar(), CGRect(x: 0, y: 770, width: 402, height: 104)),
        ]
        for (view, frame) in bars {
            view.frame = frame
            window.addSubview(view)
        }
        return window
    }

    @MainActor func views(_ root: UIView) -> [UIView] {
        [root] + root.subviews.flatMap(views)
    }

    @MainActor func hex(_ color: UIColor?, in view: UIView) -> String {
        guard let color = color?.resolvedColor(with: view.traitCollection) else { return "none" }
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return "?" }
        let byte = { (v: CGFloat) in UInt8(max(0, min(255, (v * 255).rounded()))) }
        return Color(red: byte(r), green: byte(g), blue: byte(b), alpha: byte(a)).hex
    }

    /// A layer's shadow colour with its opacity applied, as one colour: what a SwiftUI shadow takes.
    @MainActor func shadowHex(_ layer: CALayer) -> String {
        guard let rgba = layer.shadowColor?.components, rgba.count == 4 else { return "none" }
        let byte = { (v: CGFloat) in UInt8(max(0, min(255, (v * 255).rounded()))) }
        return Color(red: byte(rgba[0]), green: byte(rgba[1]), blue: byte(rgba[2]), alpha: byte(rgba[3] * CGFloat(layer.shadowOpacity))).hex
    }

    /// Every applied property the resolved styles set has a record on its
    /// view: the appliers reached it. Returns what did not.
    @MainActor func unapplied(_ table: InvocationTable, in window: UIWindow) -> (checked: Int, missing: [String]) {
        let resolved = Resolver(table: table).resolve(window, traits: window.styleEnvironment)
        var checked = 0
        var missing: [String] = []
        for (node, view) in zip(resolved.views, views(window)) {
            let style = node.style
            let slots = view.styleRecord?.slots ?? []
            var expected: [AppliedStyleRecord.Slot] = []
            // A keyed property's values are its slots, below.
            for entry in style.properties
            where style.schema.reach(of: entry.key) == .applied
                && table.registry.property(entry.key, on: style.schema.typeName)?.keyedBy == nil
            {
                expected.append(.init(keyPath: table.registry.names.keyPath(entry.key)))
            }
            for slot in style.keyed where style.schema.reach(of: slot.property) == .applied {
                expected.append(.init(keyPath: table.registry.names.keyPath(slot.property), axisKey: style.name(slot.axisKey)))
            }
            checked += expected.count
            missing += expected.filter { !slots.contains($0) }.map { "\(style.schema.typeName).\($0.keyPath) \($0.axisKey ?? "")" }
        }
        return (checked, missing)
    }

    @MainActor func main() throws {
        #if os(Linux)
            // The surface's stand-in for the app's asset catalog.
            UIImage.stubCatalog = ["Crown"]
        #endif
        // The table the plugin compiled from App.style.yaml (and Palette.style.yaml) at build time.
        let table = try LiveryStylesheets.app.table()
        var failures: [ConversionFailure] = []
        let adapter = StyleAdapter<UIView>(table: table, appliers: PropertyApplier.uiKit) { failures.append($0) }
        let window = makeWindow()
        let all = views(window)
        print("re-style on: " + table.traitDependencies.sorted().map(\.rawValue).joined(separator: ", "))
        adapter.style(window)
        for style in [UIUserInterfaceStyle.light, .dark] {
            let previous = window.traitCollection
            window.overrideUserInterfaceStyle = style
            adapter.traitsDidChange(window, previous: previous)
            let name = style == .dark ? "dark" : "light"
            for view in all {
                switch view {
                case let card as CardView:
                    print("\(name): card \(hex(card.backgroundColor, in: card)), radius \(card.layer.cornerRadius)")
                    print(
                        "\(name): card shadow \(shadowHex(card.layer)), radius \(card.layer.shadowRadius), "
                            + "offset \(card.layer.shadowOffset.width), \(card.layer.shadowOffset.height)")
                case let buy as BuyButton:
                    print(
                        "\(name): BuyButton titleColor normal \(hex(buy.titleColor(for: .normal), in: buy)), "
                            + "highlighted \(hex(buy.titleColor(for: .highlighted), in: buy)), "
                            + "disabled \(hex(buy.titleColor(for: .disabled), in: buy))")
                    print("\(name): BuyButton disabled title \(buy.title(for: .disabled) ?? "none")")
                case let label as UILabel:
                    print("\(name): label font \(label.font.fontName) \(label.font.pointSize)")
                case let toggle as UISwitch:
                    print("\(name): switch onTintColor \(hex(toggle.onTintColor, in: toggle))")
                case let slider as UISlider:
                    print("\(name): slider \(slider.minimumValue)…\(slider.maximumValue) at \(slider.value)")
                case let stepper as UIStepper:
                    print("\(name): stepper \(stepper.minimumValue)…\(stepper.maximumValue) by \(stepper.stepValue) at \(stepper.value)")
                case let segments as UISegmentedControl:
                    print("\(name): segments \(segments.segmentTitlesForPrinting), selected \(segments.selectedSegmentIndex)")
                default: break
                }
            }
        }
        let (checked, missing) = unapplied(table, in: window)
        for failure in failures { print(failure) }
        if missing.isEmpty {
            print("applied: all \(checked) values the stylesheet sets reached their \(all.count) views")
        } else {
            print("not applied: " + missing.joined(separator: ", "))
        }
        // `StyledApp --capture FILE`: the styled window as a tree document (Docs/Capture.md),
        // which `livery render` draws with the app's stylesheet.
        let arguments = CommandLine.arguments
        if let flag = arguments.firstIndex(of: "--capture"), arguments.indices.contains(flag + 1) {
            let document = ViewRecorder(table: table).capture(window)
            try document.yaml.write(toFile: arguments[flag + 1], atomically: true, encoding: .utf8)
            print("captured: \(arguments[flag + 1])")
        }
        // `StyledApp --check-capture DIR`: the window captured with all its text twice, as
        // usual (captured.tree.yaml) and with what the adapter applied kept (shown.tree.yaml),
        // which `livery apply` must resolve alike, view by view (Docs/Capture.md).
        if let flag = arguments.firstIndex(of: "--check-capture"), arguments.indices.contains(flag + 1) {
            var recorder = ViewRecorder(table: table, privacy: CapturePrivacy(allowedClasses: ["UIView", "UIBarItem"]))
            for (name, keeps) in [("captured", false), ("shown", true)] {
                recorder.keepsAppliedValues = keeps
                let path = arguments[flag + 1] + "/\(name).tree.yaml"
                try recorder.capture(window).yaml.write(toFile: path, atomically: true, encoding: .utf8)
                print("captured: \(path)")
            }
        }
    }

    extension UISegmentedControl {
        var segmentTitlesForPrinting: String {
            (0..<numberOfSegments).map { titleForSegment(at: $0) ?? "" }.joined(separator: ", ")
        }
    }

    try MainActor.assumeIsolated { try main() }
#else
    print("StyledApp styles UIKit views: build it for iOS, or on Linux against Livery's UIKit surface")
#endif
