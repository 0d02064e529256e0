import Foundation
import Livery
import Testing
import UIKit

@testable import LiveryUIKit

/// The UIKit binding, compiled against Surface/UIKit (Apple's declarations,
/// transcribed) and run against its stubs' behaviour: every applied property
/// has its applier, conversions that fail leave the view alone, states and
/// traits map as UIKit numbers them.
@MainActor @Suite struct UIKitBindingTests {
    /// A folder with the image files the tests' stylesheets name (the
    /// compiler checks they exist); one fixed folder, so runs leave no litter.
    static let folder: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-binding-images")
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("Images"), withIntermediateDirectories: true)
        for name in ["Crown", "Missing"] {
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("Images/\(name).png").path, contents: Data([0x89]))
        }
        return folder.path
    }()

    func table(_ yaml: String) throws -> InvocationTable {
        let path = Self.folder + "/app.style.yaml"
        let (table, diagnostics) = StylesheetCompiler.compile(source: "livery: 1\n" + yaml, path: path)
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        return try #require(table)
    }

    func adapter(_ yaml: String, report: @escaping (ConversionFailure) -> Void = { _ in }) throws -> StyleAdapter<UIView> {
        StyleAdapter(table: try table(yaml), appliers: PropertyApplier.uiKit, report: report)
    }

    /// One view of every built-in class that has properties of its own.
    static func instances() -> [String: UIView] {
        [
            "UIView": UIView(), "UILabel": UILabel(), "UIImageView": UIImageView(image: nil), "UIControl": UIControl(),
            "UIButton": UIButton(type: .system), "UIStackView": UIStackView(arrangedSubviews: []), "UISwitch": UISwitch(),
            "UISlider": UISlider(), "UIProgressView": UIProgressView(), "UIPageControl": UIPageControl(),
            "UISegmentedControl": UISegmentedControl(items: nil), "UIActivityIndicatorView": UIActivityIndicatorView(style: .medium),
            "UITextField": UITextField(), "UITableView": UITableView(frame: .zero, style: .plain),
            "UITableViewCell": UITableViewCell(), "UINavigationBar": UINavigationBar(), "UITabBar": UITabBar(),
            "UIToolbar": UIToolbar(), "UIStepper": UIStepper(), "UIDatePicker": UIDatePicker(),
            "UITableViewHeaderFooterView": UITableViewHeaderFooterView(reuseIdentifier: nil),
            "UISearchBar": UISearchBar(frame: .zero), "UISearchTextField": UISearchTextField(), "UIRefreshControl": UIRefreshControl(),
            "UIScrollView": UIScrollView(),
        ]
    }

    /// The binding's appliers are exactly the schema's applied properties:
    /// for every built-in class, each applied property (own or inherited)
    /// has an applier that accepts the class, keyed as the schema keys it,
    /// and no applier sets a property the schema says is preview-only.
    @Test func everyAppliedPropertyHasAnApplierAndNoOtherDoes() {
        let registry = TypeRegistry.builtIn
        let views = PropertyApplier<UIView>.uiKit
        let items = PropertyApplier<UIBarItem>.uiKit
        let instances = Self.instances()
        let itemInstances: [String: UIBarItem] = ["UIBarItem": UIBarItem(), "UIBarButtonItem": UIBarButtonItem(), "UITabBarItem": UITabBarItem()]
        let withProperties = registry.typeNames.filter { !(registry.type(named: $0)?.properties.isEmpty ?? true) }
        #expect(
            Set(instances.keys).union(itemInstances.keys) == Set(withProperties),
            "a view or an item for every class with properties")
        var missing: [String] = []
        var covered: (views: Set<String>, items: Set<String>) = ([], [])
        /// Checks one class's properties against the appliers of its kind.
        func check(_ name: String, found: (String, PropertySpec) -> Bool, cover: (String) -> Void) {
            for (keyPath, spec) in registry.allProperties(of: name) {
                let has = found(keyPath, spec)
                switch spec.reach {
                case .applied:
                    if has { cover(keyPath) } else { missing.append("\(name).\(keyPath)") }
                case .previewOnly:
                    #expect(!has, "\(name).\(keyPath) is preview-only but has an applier")
                }
            }
        }
        for (name, view) in instances.sorted(by: { $0.key < $1.key }) {
            check(
                name, found: { keyPath, spec in views.contains { $0.keyPath == keyPath && $0.isKeyed == (spec.keyedBy != nil) && $0.accepts(view) } },
                cover: { covered.views.insert($0) })
        }
        for (name, item) in itemInstances.sorted(by: { $0.key < $1.key }) {
            check(
                name, found: { keyPath, spec in items.contains { $0.keyPath == keyPath && $0.isKeyed == (spec.keyedBy != nil) && $0.accepts(item) } },
                cover: { covered.items.insert($0) })
        }
        #expect(missing == [])
        #expect(Set(views.map(\.keyPath)) == covered.views, "every view applier sets an applied property")
        #expect(Set(items.map(\.keyPath)) == covered.items, "every item applier sets an applied property")
        func applied(_ names: [String]) -> Set<String> {
            Set(names.flatMap { registry.allProperties(of: $0).filter { $0.value.reach == .applied }.keys })
        }
        #expect(covered.views == applied(Array(instances.keys)) && covered.items == applied(Array(itemInstances.keys)))
    }

    /// A search bar's field is a text field inside it; text attributes go
    /// over the placeholder's text; `none` is the empty image apps use to
    /// hide a hairline.
    @Test func searchBarsTextAttributesAndTheEmptyImage() throws {
        let adapter = try adapter(
            """
            rules:
              - { type: UITextField, inside: [UISearchBar], set: { placeholder: Search, placeholderTextAttributes.foregroundColor: red } }
              - { type: UISearchBar, set: { searchBarStyle: minimal, showsCancelButton: true, keyboardAppearance: dark } }
              - { type: UINavigationBar, set: { shadowImage: none, barStyle: black } }
            """)
        let search = UISearchBar(frame: .zero)
        let bar = UINavigationBar()
        let window = host(search)
        window.addSubview(bar)
        adapter.style(window)
        #expect(search.searchBarStyle == .minimal && search.showsCancelButton)
        #expect(search.keyboardAppearance == .dark)
        #expect(search.searchTextField.placeholder == "Search")
        #expect(search.searchTextField.attributedPlaceholder?.foregroundColor != nil)
        #expect(bar.shadowImage != nil && bar.shadowImage?.cgImage == nil, "UIImage(): an empty image")
        #expect(bar.barStyle == .black)
    }

    /// A slot is set on a copy of the bar's appearance object, made (with
    /// the default background) when the slot was nil; `configure` starts it;
    /// a tab bar's stacked items take their state's attributes.
    @Test func barAppearanceObjectsAreSetSlotBySlot() throws {
        let adapter = try adapter(
            """
            rules:
              - type: UINavigationBar
                set:
                  appearance: { backgroundColor: red }
                  scrollEdgeAppearance: { configure: transparent, titleTextAttributes.foregroundColor: blue }
              - type: UITabBar
                set: { standardAppearance.stackedLayoutAppearance.iconColor: { selected: orange } }
            """)
        let bar = UINavigationBar()
        let tabs = UITabBar()
        let window = host(bar)
        window.addSubview(tabs)
        #expect(bar.scrollEdgeAppearance == nil)
        adapter.style(window)
        #expect(bar.standardAppearance.backgroundColor != nil && bar.compactAppearance?.backgroundColor != nil)
        let edge = try #require(bar.scrollEdgeAppearance)
        // The shorthand's colour, after configure cleared it: appliers run configure first.
        #expect(edge.backgroundColor != nil && edge.shadowColor == nil && edge.titleTextAttributes[.foregroundColor] is UIColor)
        #expect(tabs.standardAppearance.stackedLayoutAppearance.selected.iconColor != nil)
        #expect(tabs.standardAppearance.stackedLayoutAppearance.normal.iconColor == nil)
    }

    /// A slot's `backgroundEffect` is UIKit's blur of that style, an always-dark material included.
    @Test func aSlotsBackgroundEffectIsUIKitsBlur() throws {
        let adapter = try adapter(
            """
            rules:
              - { type: UIToolbar, set: { standardAppearance.backgroundEffect: systemMaterialDark, compactAppearance.backgroundEffect: none } }
            """)
        let bar = UIToolbar()
        let window = host(bar)
        adapter.style(window)
        #expect(bar.standardAppearance.backgroundEffect?.stubStyle == .systemMaterialDark)
        #expect(bar.compactAppearance?.backgroundEffect == nil)
    }

    /// A bar's items are styled through the bar: `inside: [UIToolbar]`
    /// reaches a toolbar's items and no navigation bar's, a tab item's
    /// `selected` attributes go to `setTitleTextAttributes(_:for: .selected)`,
    /// a background's vertical offset to the default bar metrics, and a
    /// disabled item is in the disabled state.
    @Test func barItemsAreStyledThroughTheirBars() throws {
        let adapter = try adapter(
            """
            rules:
              - { type: UIBarButtonItem, inside: [UIToolbar], set: { tintColor: red, style: done, backgroundVerticalPositionAdjustment: 2 } }
              - { type: UIBarButtonItem, inside: [UINavigationBar], set: { backButtonBackgroundVerticalPositionAdjustment: -1.5 } }
              - { type: UITabBarItem, set: { badgeValue: "2", titleTextAttributes.foregroundColor: { selected: blue } } }
              - { type: UITabBarItem, set: { badgeTextAttributes.foregroundColor: { normal: black }, badgeTextAttributes.font: { normal: { size: 11 } } } }
              - { type: UIBarButtonItem, set: { titleTextAttributes.foregroundColor: { disabled: gray } } }
            """)
        let toolbar = UIToolbar()
        let share = UIBarButtonItem()
        toolbar.items = [share]
        let navigation = UINavigationBar()
        let edit = UIBarButtonItem()
        let item = UINavigationItem(title: "Inbox")
        item.rightBarButtonItems = [edit]
        navigation.items = [item]
        let tabs = UITabBar()
        let inbox = UITabBarItem()
        tabs.items = [inbox]
        let window = host(toolbar)
        window.addSubview(navigation)
        window.addSubview(tabs)
        adapter.style(window)
        #expect(share.tintColor != nil && share.style == .done)
        #expect(edit.tintColor == nil && edit.style == .plain)
        #expect(share.backgroundVerticalPositionAdjustment(for: .default) == 2 && edit.backgroundVerticalPositionAdjustment(for: .default) == 0)
        #expect(edit.backButtonBackgroundVerticalPositionAdjustment(for: .default) == -1.5)
        #expect(edit.backButtonBackgroundVerticalPositionAdjustment(for: .compact) == 0)
        #expect(inbox.badgeValue == "2")
        #expect(inbox.titleTextAttributes(for: .selected)?[.foregroundColor] is UIColor)
        #expect(inbox.titleTextAttributes(for: .normal) == nil)
        // Badge text attributes go to setBadgeTextAttributes(_:for:), the colour and the font in one dictionary.
        #expect(inbox.badgeTextAttributes(for: .normal)?[.foregroundColor] is UIColor)
        #expect((inbox.badgeTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 11)
        #expect(inbox.badgeTextAttributes(for: .selected) == nil)
        #expect(edit.titleTextAttributes(for: .disabled)?[.foregroundColor] is UIColor)
        // A new table puts back what the old one set.
        adapter.reload(try table("rules: []"))
        #expect(share.tintColor == nil && share.style == .plain && inbox.badgeValue == nil)
        #expect(inbox.badgeTextAttributes(for: .normal)?[.foregroundColor] == nil)
        #expect(share.backgroundVerticalPositionAdjustment(for: .default) == 0 && edit.backButtonBackgroundVerticalPositionAdjustment(for: .default) == 0)
    }

    /// An unknown family: `UIFont(name:size:)` is nil, and the label and the
    /// field keep their fonts (a nil `UITextField.font` would reset it to
    /// UIKit's default), reported once for both.
    @Test func anUnknownFontFamilyLeavesTheFontAlone() throws {
        var failures: [ConversionFailure] = []
        let adapter = try adapter(
            """
            rules:
              - { type: UILabel, set: { font: { size: 20, family: NoSuchFamily } } }
              - { type: UITextField, set: { font: { size: 20, family: NoSuchFamily } } }
            """, report: { failures.append($0) })
        let georgia = try #require(UIFont(name: "Georgia", size: 12))
        let label = UILabel()
        label.font = georgia
        let field = UITextField()
        field.font = georgia
        adapter.style(host(label, field))
        #expect(label.font === georgia)
        #expect(field.font === georgia)
        #expect(failures == [ConversionFailure(keyPath: "font", value: "NoSuchFamily")])
    }

    /// A known family and the system font are applied at the resolved size and weight.
    @Test func fontsAreAppliedByFamilyOrAsTheSystemFont() throws {
        let serif = UILabel()
        try adapter("rules:\n  - { type: UILabel, set: { font: { size: 20, family: Georgia } } }").style(host(serif))
        #expect(serif.font.fontName == "Georgia" && serif.font.pointSize == 20)
        let body = UILabel()
        try adapter("rules:\n  - { type: UILabel, set: { font: { size: 15, weight: semibold } } }").style(host(body))
        #expect(body.font.pointSize == 15 && body.font.fontName != "Georgia")
    }

    /// A missing image: `UIImage(named:)` is nil, and the image view keeps its image.
    @Test func aMissingImageLeavesTheImageAlone() throws {
        UIImage.stubCatalog = ["Existing"]
        var failures: [ConversionFailure] = []
        let adapter = try adapter(
            "rules:\n  - { type: UIImageView, set: { image: Images/Missing.png } }", report: { failures.append($0) })
        let existing = UIImage(named: "Existing")
        let view = UIImageView(image: existing)
        let window = UIWindow(frame: .zero)
        window.addSubview(view)
        adapter.style(window)
        #expect(view.image === existing)
        #expect(failures.map(\.value) == ["Images/Missing.png"])
    }

    /// An asset catalog's colour stays `UIColor(named:)` on the device: the
    /// app ships the catalog. A name the app's catalog lacks is reported and
    /// leaves the colour alone.
    @Test func catalogColoursAreTheAppsNamedColours() throws {
        let set = Self.folder + "/Assets.xcassets/Brand.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        let json = #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.000", "green" : "0.500", "blue" : "1.000", "alpha" : "1.000" } }, "idiom" : "universal" } ] }"#
        _ = FileManager.default.createFile(atPath: set + "/Contents.json", contents: Data(json.utf8))
        var failures: [ConversionFailure] = []
        let adapter = try adapter(
            "imports: [Assets.xcassets]\nrules:\n  - { type: UILabel, set: { textColor: Brand } }", report: { failures.append($0) })
        let device = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        UIColor.stubCatalog = ["Brand": device]
        let label = UILabel()
        adapter.style(host(label))
        #expect(label.textColor?.resolvedColor(with: label.traitCollection) == device)
        UIColor.stubCatalog = [:]
        let other = UILabel()
        let own = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        other.textColor = own
        adapter.style(host(other))
        #expect(other.textColor === own)
        #expect(failures.map(\.value) == ["Brand"])
    }

    /// The image is set before its rendering mode, so a template image is the one the view shows.
    @Test func aTemplateImageIsTheImageTheViewShows() throws {
        UIImage.stubCatalog = ["Crown"]
        let adapter = try adapter("rules:\n  - { type: UIImageView, set: { image: Images/Crown.png, renderingMode: alwaysTemplate } }")
        let view = UIImageView(image: nil)
        let window = UIWindow(frame: .zero)
        window.addSubview(view)
        adapter.style(window)
        #expect(view.image?.renderingMode == .alwaysTemplate)
    }

    /// `userInterfaceIdiom` reads visionOS's idiom as `vision`, not `phone`.
    @Test func theVisionIdiomIsVision() {
        #expect(TraitCollection(UITraitCollection(userInterfaceIdiom: .vision)).userInterfaceIdiom == .vision)
        #expect(TraitCollection(UITraitCollection(userInterfaceIdiom: .pad)).userInterfaceIdiom == .pad)
        #expect(TraitCollection(UITraitCollection(userInterfaceIdiom: .unspecified)).userInterfaceIdiom == .phone)
    }

    /// UIKit's traits read as Livery's, each by its own rule.
    @Test func traitsConvert() {
        let traits = TraitCollection(
            UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
                UITraitCollection(accessibilityContrast: .high), UITraitCollection(userInterfaceLevel: .elevated),
                UITraitCollection(preferredContentSizeCategory: .accessibilityLarge), UITraitCollection(layoutDirection: .rightToLeft),
                UITraitCollection(legibilityWeight: .bold), UITraitCollection(horizontalSizeClass: .regular),
            ]))
        #expect(traits.userInterfaceStyle == .dark && traits.displayScale == 3 && traits.accessibilityContrast == .high)
        #expect(traits.userInterfaceLevel == .elevated && traits.preferredContentSizeCategory == .accessibilityLarge)
        #expect(traits.layoutDirection == .rightToLeft && traits.legibilityWeight == .bold && traits.horizontalSizeClass == .regular)
    }

    /// Every state a stylesheet names is set with UIKit's state bits, and a
    /// dynamic colour keeps its dark variant for UIKit to resolve.
    @Test func keyedStatesMapToUIControlState() throws {
        let adapter = try adapter(
            """
            rules:
              - type: UIButton
                set:
                  titleColor: { normal: { light: "#FF0000", dark: "#00FF00" }, highlighted: "#0000FF", selected+disabled: "#808080" }
                  title: { normal: Buy, disabled: Sold out }
              - type: UISegmentedControl
                set: { titleTextAttributes.foregroundColor: { selected: "#FF0000" } }
            """)
        let button = UIButton(type: .custom)
        let segments = UISegmentedControl(items: ["A", "B"])
        adapter.style(host(button, segments))
        let normal = try #require(button.titleColor(for: .normal))
        #expect(components(normal.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))) == [255, 0, 0, 255])
        #expect(components(normal.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [0, 255, 0, 255])
        #expect(components(try #require(button.titleColor(for: .highlighted))) == [0, 0, 255, 255])
        #expect(components(try #require(button.titleColor(for: [.selected, .disabled]))) == [128, 128, 128, 255])
        #expect(button.title(for: .disabled) == "Sold out")
        let selected = segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor
        #expect(selected.map(components) == [255, 0, 0, 255])
        #expect(segments.titleTextAttributes(for: .normal) == nil, "a state the stylesheet does not name is left alone")
    }

    /// Livery's enum cases and values arrive as UIKit's, raw values included.
    @Test func valuesConvertToUIKits() throws {
        let adapter = try adapter(
            """
            rules:
              - type: UIView
                set:
                  overrideUserInterfaceStyle: dark
                  layoutMargins: [1, 2, 3, 4]
                  contentHuggingPriority.vertical: 700
                  contentCompressionResistancePriority.horizontal: 20
                  layer.cornerCurve: continuous
                  layer.maskedCorners: [minXMinY, maxXMaxY]
                  layer.contentsGravity: bottomLeft
                  layer.minificationFilter: nearest
                  layer.contentsRect: [0.25, 0, 0.5, 1]
                  layer.shadowOffset: [0, 4]
                  layer.shadowOpacity: 0.25
              - { type: UIImageView, set: { contentMode: bottomRight } }
              - { type: UILabel, set: { textAlignment: natural, lineBreakMode: byTruncatingMiddle, numberOfLines: 3, adjustsFontForContentSizeCategory: true } }
              - { type: UIStackView, set: { axis: vertical, alignment: lastBaseline, distribution: equalCentering, spacing: 6 } }
              - { type: UIActivityIndicatorView, set: { style: large } }
              - { type: UITextField, set: { borderStyle: roundedRect, textAlignment: center, adjustsFontForContentSizeCategory: true } }
              - { type: UITableViewCell, set: { accessoryType: checkmark, selectionStyle: none, selectedBackgroundColor: "#FF0000" } }
            """)
        let view = UIView()
        let image = UIImageView(image: nil)
        let label = UILabel()
        let stack = UIStackView(arrangedSubviews: [])
        let spinner = UIActivityIndicatorView(style: .medium)
        let field = UITextField()
        let cell = UITableViewCell()
        adapter.style(host(view, image, label, stack, spinner, field, cell))
        #expect(view.overrideUserInterfaceStyle == .dark && view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.contentHuggingPriority(for: .vertical) == UILayoutPriority(700))
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(20))
        #expect(view.layer.cornerCurve == .continuous && view.layer.maskedCorners.rawValue == 9)
        #expect(view.layer.contentsGravity == .bottomLeft && view.layer.minificationFilter == .nearest)
        #expect(view.layer.contentsRect == CGRect(x: 0.25, y: 0, width: 0.5, height: 1))
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: 4) && view.layer.shadowOpacity == 0.25)
        #expect(image.contentMode == .bottomRight && image.contentMode.rawValue == 12)
        #expect(label.textAlignment == .natural && label.lineBreakMode == .byTruncatingMiddle && label.numberOfLines == 3)
        #expect(label.adjustsFontForContentSizeCategory && field.adjustsFontForContentSizeCategory)
        #expect(stack.axis == .vertical && stack.alignment == .lastBaseline && stack.distribution == .equalCentering && stack.spacing == 6)
        #expect(spinner.style == .large)
        #expect(field.borderStyle == .roundedRect && field.textAlignment == .center)
        #expect(cell.accessoryType == .checkmark && cell.selectionStyle == .none)
        #expect(cell.selectedBackgroundView?.backgroundColor?.resolvedColor(with: cell.traitCollection) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    /// A control's state as the resolver sees it: UIKit's state bits.
    @Test func aControlsStateIsItsUIKitState() {
        let button = UIButton(type: .custom)
        button.isHighlighted = true
        button.isSelected = true
        #expect(button.styleState == [.highlighted, .selected])
        #expect(UIView().styleState == .normal)
    }

    /// A controller's root view is found through the responder chain, with
    /// the controller's class chain: `inside:` a controller reaches its root
    /// view and the views under it, and nothing else.
    @Test func controllersContainTheirViewsThroughTheResponderChain() throws {
        final class SettingsController: UIViewController {}
        let adapter = try adapter("rules:\n  - { type: UILabel, inside: [UIViewController], set: { alpha: 0.5 } }")
        let controller = SettingsController()
        let inside = UILabel()
        controller.view.addSubview(inside)
        let outside = UILabel()
        let window = host(controller.view)
        window.addSubview(outside)
        #expect(controller.view.styleControllerClassNames == ["SettingsController", "UIViewController"])
        #expect(inside.styleControllerClassNames == nil)
        adapter.style(window)
        #expect(inside.alpha == 0.5)
        #expect(outside.alpha == 1)
    }

    /// A declared theme reaches the device both ways: as an iOS 17 custom
    /// trait set with `traitOverrides` on a subtree, and through the
    /// adapter's own setter; either re-styles only what it covers.
    @Test func themesAreCustomTraitsOrTheAdaptersSetter() throws {
        struct Mood: UITraitDefinition { static let defaultValue = "calm" }
        let adapter = try adapter(
            """
            traits: { mood: { values: [calm, loud], default: calm } }
            rules:
              - { type: UILabel, when: { mood: loud }, set: { alpha: 0.5 } }
            """)
        #expect(adapter.traitDependencies.contains(TraitName(rawValue: "mood")))
        StyleTraits.bind("mood", to: Mood.self)
        let loud = UIView()
        let inLoud = UILabel()
        loud.addSubview(inLoud)
        let outside = UILabel()
        let window = host(loud)
        window.addSubview(outside)
        loud.traitOverrides[Mood.self] = "loud"
        #expect(TraitCollection(inLoud.traitCollection).custom["mood"] == "loud")
        adapter.style(window)
        #expect(inLoud.alpha == 0.5 && outside.alpha == 1)

        // The setter, for systems before iOS 17: on the outside label alone.
        adapter.setTrait("mood", "loud", on: outside)
        #expect(outside.alpha == 0.5)
        adapter.setTrait("mood", nil, on: outside)
        #expect(outside.alpha == 1, "put back when the theme goes")
    }

    /// The record of what Livery set lives on the view (an associated
    /// object) and puts back the original when a new table stops setting it.
    @Test func theRecordLivesOnTheViewAndRevertsWhatANewTableDropped() throws {
        let adapter = try adapter("rules:\n  - { type: UIView, set: { alpha: 0.5, layer.cornerRadius: 12 } }")
        let card = UIView()
        card.alpha = 0.9
        let window = host(card)
        adapter.style(window)
        #expect(card.alpha == 0.5 && card.layer.cornerRadius == 12)
        #expect(card.styleRecord?.slots == [.init(keyPath: "alpha"), .init(keyPath: "layer.cornerRadius")])
        adapter.reload(try table("rules:\n  - { type: UIView, set: { alpha: 0.5 } }"))
        #expect(card.layer.cornerRadius == 0, "put back")
        #expect(card.styleRecord?.slots == [.init(keyPath: "alpha")])
        adapter.reload(try table("rules: []"))
        #expect(card.alpha == 0.9 && card.styleRecord == nil)
    }

    /// Properties that depend on one another are set in UIKit's order: a
    /// slider's range before its value, a page count before the page, the
    /// placeholder before its colour.
    @Test func dependentPropertiesAreSetInOrder() throws {
        let adapter = try adapter(
            """
            rules:
              - { type: UISlider, set: { value: 50, maximumValue: 100, minimumValue: 10 } }
              - { type: UIPageControl, set: { currentPage: 3, numberOfPages: 5 } }
              - { type: UITextField, set: { placeholderColor: "#FF0000", placeholder: Email } }
              - { type: UISegmentedControl, set: { selectedSegmentIndex: 1, segments: [Day, Week] } }
            """)
        let slider = UISlider()
        let pages = UIPageControl()
        let field = UITextField()
        let segments = UISegmentedControl(items: nil)
        let window = UIWindow(frame: .zero)
        for view in [slider, pages, field, segments] as [UIView] { window.addSubview(view) }
        adapter.style(window)
        #expect(slider.minimumValue == 10 && slider.maximumValue == 100 && slider.value == 50)
        #expect(pages.numberOfPages == 5 && pages.currentPage == 3)
        #expect(field.attributedPlaceholder?.string == "Email")
        #expect(field.attributedPlaceholder?.foregroundColor.map(components) == [255, 0, 0, 255])
        #expect(segments.numberOfSegments == 2 && segments.titleForSegment(at: 1) == "Week" && segments.selectedSegmentIndex == 1)
    }

    /// A stepper takes its range before its value (UIKit clamps the value
    /// to it), and a step of 0, which UIKit raises for, is reported and not
    /// applied; a date picker takes its mode and style.
    @Test func steppersAndDatePickersAreApplied() throws {
        var failures: [ConversionFailure] = []
        let adapter = try adapter(
            """
            rules:
              - { type: UIStepper, set: { value: 150, maximumValue: 200, minimumValue: 100 } }
              - { type: UIStepper, inside: [UIStackView], set: { stepValue: 0 } }
              - { type: UIDatePicker, set: { datePickerMode: time, preferredDatePickerStyle: compact } }
            """, report: { failures.append($0) })
        let stepper = UIStepper()
        let stepped = UIStepper()
        let stack = UIStackView(arrangedSubviews: [stepped])
        let picker = UIDatePicker()
        let window = UIWindow(frame: .zero)
        for view in [stepper, stack, picker] as [UIView] { window.addSubview(view) }
        adapter.style(window)
        #expect(stepper.minimumValue == 100 && stepper.maximumValue == 200 && stepper.value == 150)
        #expect(stepped.stepValue == 1)
        #expect(failures == [ConversionFailure(keyPath: "stepValue", value: "0")])
        #expect(picker.datePickerMode == .time && picker.preferredDatePickerStyle == .compact)
    }

    @Test func scrollViewsTakeTheirBounceFlagsAndKeyboardDismissMode() throws {
        let adapter = try adapter(
            """
            rules:
              - { type: UIScrollView, set: { bounces: false, alwaysBounceVertical: true, keyboardDismissMode: interactiveWithAccessory } }
              - { type: UISlider, set: { thumbImage: { normal: none, highlighted: { color: red } } } }
            """)
        let scroll = UIScrollView()
        let slider = UISlider()
        let window = UIWindow(frame: .zero)
        for view in [scroll, slider] as [UIView] { window.addSubview(view) }
        adapter.style(window)
        #expect(!scroll.bounces && scroll.alwaysBounceVertical && !scroll.alwaysBounceHorizontal)
        #expect(scroll.keyboardDismissMode == .interactiveWithAccessory)
        #expect(slider.thumbImage(for: .normal) != nil && slider.thumbImage(for: .highlighted) != nil)
        #expect(slider.minimumTrackImage(for: .normal) == nil)
    }

    /// A cell's built-in labels take their text, colour and font; a
    /// default-style cell has no detail label, so its detail values set
    /// nothing (as on a device); header and footer views take their text.
    @Test func cellPartsAreApplied() throws {
        let adapter = try adapter(
            """
            rules:
              - { type: UITableViewCell, set: { textLabel.text: Wi-Fi, textLabel.textColor: "#FF0000", detailTextLabel.text: Home } }
              - { type: UITableViewHeaderFooterView, set: { textLabel.text: Network } }
            """)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let window = UIWindow(frame: .zero)
        for view in [subtitle, plain, header] as [UIView] { window.addSubview(view) }
        adapter.style(window)
        #expect(subtitle.textLabel?.text == "Wi-Fi" && subtitle.detailTextLabel?.text == "Home")
        #expect(subtitle.textLabel?.textColor.map(components) == [255, 0, 0, 255])
        #expect(plain.textLabel?.text == "Wi-Fi" && plain.detailTextLabel == nil)
        #expect(header.textLabel?.text == "Network")
    }

    /// Layers take the colour resolved for the view's traits (CGColor has no variants).
    @Test func layerColoursAreResolvedForTheViewsTraits() throws {
        let adapter = try adapter(
            "rules:\n  - { type: UIView, set: { layer.borderColor: { light: \"#FF0000\", dark: \"#00FF00\" }, layer.borderWidth: 1 } }"
        )
        let card = UIView()
        let window = host(card)
        window.stubTraits = UITraitCollection(userInterfaceStyle: .dark)
        adapter.style(window)
        #expect(card.layer.borderColor?.components == [0, 1, 0, 1])
    }

    /// A window holding the views.
    private func host(_ views: UIView...) -> UIWindow {
        let window = UIWindow(frame: .zero)
        for view in views { window.addSubview(view) }
        return window
    }

    private func components(_ color: UIColor) -> [Int] {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { Int(($0 * 255).rounded()) }
    }
}

extension Sequence where Element: Hashable {
    fileprivate func count(unique: Bool) -> Int { Set(self).count }
}
