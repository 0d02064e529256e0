import Foundation
import Livery
import LiveryRender
import Testing
import UIKit

@testable import LiveryUIKit

/// A private subclass UIKit or the app could have: the registry does not know it.
private final class _PrivateBadgeButton: UIButton {}
/// The app's own classes, which the stylesheet declares.
private final class CardView: UIView {}
private final class ProfileController: UIViewController {}
/// A private view UIKit puts in a table beside its cells.
private final class _PrivateScrollIndicator: UIView {}
/// SwiftUI's hosting controller as UIKit sees it, generic in its content: a
/// stand-in, as SwiftUI is not on Linux.
private final class UIHostingController<Content>: UIViewController {}
private struct ProfileCard {}

/// Capturing a window of stub views styled by the adapter: the document
/// loads with Livery's tree loader, resolves to what the adapter applied,
/// keeps what code set, hides personal text, and is the same bytes twice.
@MainActor @Suite struct ViewRecorderTests {
    static let stylesheet = """
        types:
          CardView: { inherits: UIView }
          ProfileController: { inherits: UIViewController }
        traits: { density: { values: [roomy, compact], default: roomy } }
        rules:
          - { type: UILabel, inside: [CardView], when: { density: compact }, set: { alpha: 0.5 } }
          - { type: UILabel, set: { textColor: "#336699", font: { size: 15, weight: semibold }, numberOfLines: 2 } }
          - { type: UIButton, set: { layer.cornerRadius: 8, backgroundColor: "#FF0000", titleColor: { highlighted: "#00FF00" } } }
          - { type: UIStackView, set: { spacing: 8, axis: vertical } }
          - { type: UITableViewCell, set: { accessoryType: disclosureIndicator, textLabel.textColor: "#112233" } }
          - { type: UITextField, set: { borderStyle: roundedRect } }
          - { type: UITabBarItem, set: { badgeColor: "#FF0000" } }
        """

    /// Personal strings seeded into the screen: none may reach a document unless allowed.
    static let personal = ["Jane Appleseed", "jane.appleseed@example.com", "+1 555 0100", "Appleseed"]

    let table: InvocationTable
    let adapter: StyleAdapter<UIView>

    init() throws {
        let (table, diagnostics) = StylesheetCompiler.compile(source: "livery: 1\n" + Self.stylesheet, path: "capture.style.yaml")
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        self.table = try #require(table)
        adapter = StyleAdapter(table: self.table, appliers: PropertyApplier.uiKit, report: { _ in })
    }

    /// A window with labels, a field, a cell, a stack and a private button,
    /// styled by the adapter, then changed in code as an app does.
    func screen() -> (window: UIWindow, views: [String: UIView], controller: UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.accessibilityIdentifier = "window"
        let card = CardView(frame: CGRect(x: 16, y: 100.3, width: 358, height: 200.2))
        let controller = ProfileController()
        controller.view = card
        let tabs = UISegmentedControl(items: ["Jane Appleseed", "Work"])
        // A photo the app decoded: its pixels never leave the device.
        let photo = UIImageView(image: UIImage.stubDrawn(size: CGSize(width: 120, height: 80)))
        let tabBar = UITabBar()
        let people = UITabBarItem()
        people.title = "Jane Appleseed"
        people.accessibilityIdentifier = "people"
        let inbox = UITabBarItem()
        inbox.badgeValue = "3"
        tabBar.items = [people, inbox]
        let name = UILabel()
        name.text = "Jane Appleseed"
        let email = UILabel()
        email.text = "jane.appleseed@example.com"
        let greeting = UILabel()
        greeting.text = "Welcome back"
        let phone = UITextField()
        phone.text = "+1 555 0100"
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Jane Appleseed"
        cell.detailTextLabel?.text = "Appleseed"
        let badge = _PrivateBadgeButton(type: .custom)
        let stack = UIStackView(arrangedSubviews: [])
        let stacked = UILabel()
        stack.addArrangedSubview(stacked)
        let views: [String: UIView] = [
            "card": card, "name": name, "email": email, "greeting": greeting, "phone": phone, "cell": cell, "badge": badge,
            "stack": stack, "stacked": stacked, "tabs": tabs, "tabBar": tabBar, "photo": photo,
        ]
        for (id, view) in views {
            view.accessibilityIdentifier = id
            if view !== card && view.frame == .zero { view.frame = CGRect(x: 8, y: 8, width: 120, height: 24) }
        }
        for view in [name, email, greeting, phone, cell, badge, stack, tabs, photo] { card.addSubview(view) }
        window.addSubview(tabBar)
        window.addSubview(card)
        adapter.style(window)
        // The app's code, after styling: its own colour and title.
        email.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        badge.setTitle("Buy", for: .normal)
        return (window, views, controller)
    }

    func recorder(_ privacy: CapturePrivacy = CapturePrivacy()) -> ViewRecorder {
        ViewRecorder(table: table, privacy: privacy)
    }

    /// The document loaded by Livery's tree loader, with the stylesheet's registry.
    func load(_ yaml: String) throws -> TreeDocument {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("livery-capture-\(UUID().uuidString).tree.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var diagnostics: [Diagnostic] = []
        let document = TreeLoader.load(contentsOf: path, registry: table.registry, axes: table.customTraits, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics)\n\(yaml)")
        return try #require(document)
    }

    /// Each id's resolved style when the captured document is resolved with the stylesheet.
    func resolved(_ document: TreeDocument) -> [String: ResolvedStyle] {
        let tree = Resolver(table: table).resolve(document.root, traits: document.traits)
        return Dictionary(tree.views.compactMap { view in view.id.map { ($0, view.style) } }, uniquingKeysWith: { first, _ in first })
    }

    /// (a) Resolving the capture with the same stylesheet gives every view,
    /// property by property, the value it has on screen: what the adapter
    /// applied, and what code set over it.
    @Test func theCaptureResolvesToWhatTheViewsShow() throws {
        let (window, views, _) = screen()
        let document = try load(recorder(CapturePrivacy(allowedClasses: ["UIView"])).capture(window).yaml)
        let styles = resolved(document)
        var compared = 0
        for (id, view) in views.sorted(by: { $0.key < $1.key }) where view.styleRecord != nil {
            let style = try #require(styles[id], "\(id) is in the document")
            for (slot, _) in try #require(view.styleRecord).applied {
                let applier = try #require(PropertyApplier.uiKit.first { $0.keyPath == slot.keyPath && $0.accepts(view) })
                let spec = try #require(table.registry.property(slot.keyPath, on: style.schema.typeName)?.spec)
                let axis = slot.axisKey.flatMap { ControlState(key: $0) }.map {
                    PropertyApplier<UIView>.AxisSlot(key: AxisKey($0), name: slot.axisKey ?? "")
                }
                let shown = applier.read(view, axis).flatMap {
                    CapturedValue.resolved($0, kind: spec.kind, traits: view.traitCollection, convert: applier.convert)
                }
                let propertyID = try #require(table.registry.id(of: slot.keyPath))
                let value = axis.map { style.keyedSlots[propertyID]?[$0.key]?.value } ?? style.property(slot.keyPath)?.value
                #expect(value == shown, "\(id).\(slot.keyPath) \(slot.axisKey ?? "")")
                compared += 1
            }
        }
        #expect(compared >= 10)
    }

    /// (b) A colour the app's code set is written in `set:`; one Livery set is not.
    @Test func codeSetValuesAreKeptAndLiverySetValuesAreNot() throws {
        let (window, _, _) = screen()
        let root = recorder().capture(window).root
        let email = try #require(find("email", in: root))
        let name = try #require(find("name", in: root))
        #expect(email.settings.contains(CapturedView.Setting(keyPath: "textColor", value: .color(Color(red: 255, green: 0, blue: 0)))))
        #expect(!name.settings.contains { $0.keyPath == "textColor" || $0.keyPath == "font" || $0.keyPath == "numberOfLines" })
        let badge = try #require(find("badge", in: root))
        #expect(badge.settings.contains(CapturedView.Setting(keyPath: "title", axisKey: "normal", value: .value(.string("Aaa")))))
        #expect(!badge.settings.contains { $0.keyPath == "titleColor" || $0.keyPath == "backgroundColor" })
    }

    /// The render of a capture shows the colour the app's code set, and the
    /// stylesheet's where Livery set it.
    @Test func theRenderOfACaptureShowsWhatCodeSet() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let styled = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 30))
        let coded = UILabel(frame: CGRect(x: 10, y: 60, width: 280, height: 30))
        for label in [styled, coded] {
            label.text = "Jane Appleseed"
            window.addSubview(label)
        }
        adapter.style(window)
        coded.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let document = try load(recorder().capture(window).yaml)
        let canvas = try Renderer().render(document.root, styledBy: Resolver(table: table), traits: document.traits, scale: 1)
        func count(rows: Range<Int>, _ test: (Pixel) -> Bool) -> Int {
            rows.reduce(0) { sum, y in sum + (10..<290).filter { x in canvas.pixel(x: x, y: y).map(test) == true }.count }
        }
        let red = { (p: Pixel) in p.red > 180 && p.green < 90 && p.blue < 90 }
        let blue = { (p: Pixel) in p.red < 110 && p.blue > 120 && Int(p.blue) > Int(p.red) + 40 }
        #expect(count(rows: 60..<90, red) > 10, "the app's red")
        #expect(count(rows: 60..<90, blue) == 0)
        #expect(count(rows: 10..<40, blue) > 10, "the stylesheet's #336699")
        #expect(count(rows: 10..<40, red) == 0)
    }

    /// A switch shows its window's tint through UIKit's inheriting getter: not
    /// a value the app set, so not written (its spec's own default differs).
    @Test func anInheritedTintIsNotWrittenOnASwitch() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let toggle = UISwitch()
        toggle.accessibilityIdentifier = "toggle"
        window.addSubview(toggle)
        let captured = try #require(find("toggle", in: recorder().capture(window).root))
        #expect(!captured.settings.contains { $0.keyPath == "tintColor" })
        toggle.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let set = try #require(find("toggle", in: recorder().capture(window).root))
        #expect(set.settings.contains { $0.keyPath == "tintColor" }, "one the app set is kept")
    }

    /// The capture resolved with an edited stylesheet shows the edit where
    /// Livery styled the view, and keeps what the app's code set.
    @Test func anEditedStylesheetRestylesTheCapture() throws {
        let (window, _, _) = screen()
        let yaml = recorder().capture(window).yaml
        let edited = Self.stylesheet.replacingOccurrences(of: "textColor: \"#336699\"", with: "textColor: \"#00AA00\"")
        let (table, diagnostics) = StylesheetCompiler.compile(source: "livery: 1\n" + edited, path: "edited.style.yaml")
        #expect(!diagnostics.hasErrors && edited != Self.stylesheet)
        let document = try load(yaml)
        let tree = Resolver(table: try #require(table)).resolve(document.root, traits: document.traits)
        #expect(tree.view(id: "name")?.style.property("textColor")?.value == .color(Color(red: 0, green: 0xAA, blue: 0)))
        #expect(tree.view(id: "email")?.style.property("textColor")?.value == .color(Color(red: 255, green: 0, blue: 0)))
    }

    /// (c) Names, e-mail addresses and phone numbers in labels, fields and a
    /// cell never reach the document; a view the allow-list names keeps its text.
    @Test func personalTextIsReplacedUnlessAllowed() throws {
        let (window, _, _) = screen()
        let yaml = recorder(CapturePrivacy(allowedIdentifiers: ["greeting"])).capture(window).yaml
        for text in Self.personal { #expect(!yaml.contains(text), "\(text) leaked") }
        #expect(
            find("photo", in: recorder().capture(window).root)?.settings.contains {
                $0.keyPath == "image" && $0.value == .value(.image(.placeholder(Size(width: 120, height: 80))))
            } == true, "a photo is a placeholder of its size")
        #expect(yaml.contains("image: {placeholder: [120, 80]}"))
        #expect(yaml.contains("\"Welcome back\""))
        #expect(yaml.contains("\"Aaaa Aaaaaaaaa\""), "a name keeps its length and shape")
        #expect(yaml.contains("\"+0 000 0000\""))
        #expect(yaml.contains("segments: [\"Aaaa Aaaaaaaaa\", \"Aaaa\"]"), "segment titles are text too")
        let allowed = recorder(CapturePrivacy(allowedIdentifiers: ["email", "phone"], allowedClasses: ["UITableViewCell"])).capture(window)
            .yaml
        for text in Self.personal { #expect(allowed.contains(text), "\(text) is allowed") }
    }

    /// A navigation bar's shown items are the top item's, each at its end:
    /// one right item is written trailing, not as the bar's first (leading) item.
    @Test func navigationItemsAreWrittenAtTheirEnds() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let bar = UINavigationBar()
        bar.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        bar.accessibilityIdentifier = "bar"
        let below = UINavigationItem(title: "Inbox")
        let back = UIBarButtonItem()
        back.title = "Inbox"
        below.backBarButtonItem = back
        let top = UINavigationItem(title: "Message")
        let reply = UIBarButtonItem()
        reply.title = "Reply"
        top.rightBarButtonItems = [reply]
        bar.items = [below, top]
        window.addSubview(bar)
        let captured = try #require(find("bar", in: recorder(CapturePrivacy(allowedClasses: ["UIView", "UIBarItem"])).capture(window).root))
        #expect(captured.children.map(\.barSide) == [.leading, .trailing])
        #expect(captured.settings.contains(CapturedView.Setting(keyPath: "title", value: .value(.string("Message")))))
        let yaml = recorder().capture(window).yaml
        #expect(yaml.contains("side: trailing"))
        #expect(try load(yaml).root.children.first?.children.map(\.barSide) == [.leading, .trailing])
    }

    /// SwiftUI hosted in UIKit is one hosting node: its frame, its
    /// controller and what its accessibility elements say (redacted like
    /// text), never SwiftUI's own subviews, never dropped.
    @Test func swiftUIHostedInUIKitIsAHostingNodeWithItsLabels() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let hosting = UIHostingController<ProfileCard>()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 120))
        view.accessibilityIdentifier = "profile"
        hosting.view = view
        view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let name = UIAccessibilityElement(accessibilityContainer: view)
        name.accessibilityLabel = "Jane Appleseed"
        let follow = UIAccessibilityElement(accessibilityContainer: view)
        follow.accessibilityLabel = "Follow"
        view.accessibilityElements = [name, follow]
        window.addSubview(view)
        try withExtendedLifetime(hosting) {
            let captured = try #require(find("profile", in: recorder().capture(window).root))
            #expect(captured.hosting == HostedContent(labels: ["Aaaa Aaaaaaaaa", "Aaaaaa"]))
            #expect(captured.children.isEmpty && captured.controller == "UIHostingController")
            let yaml = recorder(CapturePrivacy(allowedIdentifiers: ["profile"])).capture(window).yaml
            #expect(yaml.contains(#"hosting: {labels: ["Jane Appleseed", "Follow"]}"#), "\(yaml)")
            #expect(try load(yaml).root.children.first?.hosting?.labels == ["Jane Appleseed", "Follow"])
        }
    }

    /// An asset-catalog image the app names is written by name, the empty
    /// image as `none`, any other as a placeholder of its size; a tree loads
    /// the name from the stylesheet's catalog, and the placeholder as itself.
    @Test func catalogImagesAreWrittenByNameAndOthersAsPlaceholders() throws {
        UIImage.stubCatalog = ["Crown"]
        defer { UIImage.stubCatalog = [] }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let views: [(String, UIImage)] = [
            ("crown", UIImage(named: "Crown")!.withRenderingMode(.alwaysTemplate)), ("empty", UIImage()),
            ("drawn", UIImage.stubDrawn(size: CGSize(width: 40, height: 30))),
            ("pill", UIImage(named: "Crown")!.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), resizingMode: .stretch)),
        ]
        for (id, image) in views {
            let view = UIImageView(image: image)
            view.accessibilityIdentifier = id
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            window.addSubview(view)
        }
        var recorder = recorder()
        #expect(!recorder.imageNames.contains("Crown"), "the test's stylesheet names no catalog")
        recorder.imageNames.insert("Crown")
        let document = recorder.capture(window)
        func image(_ id: String) -> ResolvedValue? { find(id, in: document.root)?.settings.first { $0.keyPath == "image" }?.value }
        #expect(image("crown") == .value(.image(ImageReference(written: "Crown", resolvedPath: ""))))
        #expect(image("empty") == .value(.image(.empty)))
        #expect(image("drawn") == .value(.image(.placeholder(Size(width: 40, height: 30)))))
        #expect(document.yaml.contains(#"image: "Crown""#) && document.yaml.contains("image: none"))
        // A resizable copy keeps its caps and mode, as the preview draws it.
        var pill = ImageReference(written: "Crown", resolvedPath: "")
        pill.resizing = ImageResizing(capInsets: Insets(top: 4, left: 8, bottom: 4, right: 8), mode: .stretch)
        #expect(image("pill") == .value(.image(pill)))
        #expect(document.yaml.contains(#"image: {image: "Crown", capInsets: [4, 8, 4, 8], resizingMode: stretch}"#))
        #expect(ViewRecorder(table: table).capture(window).yaml.contains("image: {placeholder: [0, 0]}"), "an unnamed catalog image is private too")
    }

    /// Placeholder text keeps length, script and line breaks.
    @Test func placeholderTextKeepsLengthScriptAndLineBreaks() {
        #expect(PlaceholderText.replacing("Jane Doe\nжена 42") == "Aaaa Aaa\nаааа 00")
        let arabic = PlaceholderText.replacing("مرحبا")
        #expect(arabic.unicodeScalars.count == 5 && arabic.unicodeScalars.allSatisfy { (0x600...0x6FF).contains($0.value) })
        let han = PlaceholderText.replacing("東京")
        #expect(han != "東京" && han.unicodeScalars.count == 2 && han.unicodeScalars.allSatisfy { (0x4E00...0x9FFF).contains($0.value) })
    }

    /// (d) The same screen captured twice is the same bytes; a private
    /// subclass is written as its known ancestor, its class in a comment.
    /// One call per screen from a test: the capture lands in its folder,
    /// replaced whole; a name that is not a plain file name writes nothing.
    @Test func aTestRecordsAScreenIntoItsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (window, _, _) = screen()
        let path = try recorder().record(window, as: "Profile", in: folder + "/Captures")
        #expect(path == folder + "/Captures/Profile.tree.yaml")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == recorder().capture(window).yaml)
        try recorder().record(window, as: "Profile", in: folder + "/Captures")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/Captures") == ["Profile.tree.yaml"],
            "replaced, no temporary left")
        for name in ["../Profile", "a/b", ".hidden", "", "x\u{1B}"] {
            #expect(throws: ViewRecorder.RecordError.self) { try recorder().record(window, as: name, in: folder + "/Other") }
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/Other"))
    }

    @Test func capturesAreDeterministicAndPrivateClassesAreTheirAncestor() throws {
        let (window, _, _) = screen()
        let first = recorder().capture(window).yaml
        let second = recorder().capture(window).yaml
        #expect(first == second)
        let (other, _, _) = screen()
        #expect(recorder().capture(other).yaml == first, "another window with the same content")
        #expect(first.contains("type: UIButton\n") && first.contains("runtimeClass: \"_PrivateBadgeButton\""))
        #expect(!first.contains("0x"), "no addresses")
        let root = recorder().capture(window).root
        #expect(find("badge", in: root)?.type == "UIButton")
        #expect(find("tabs", in: root)?.children.isEmpty == true, "a unit has no private subviews")
        #expect(find("card", in: root)?.frame == Rect(x: 16, y: 100.5, width: 358, height: 200))
        #expect(find("stacked", in: root)?.placement == .arranged)
        #expect(find("cell", in: root)?.children.isEmpty == true, "the cell's built-in labels are its properties")
    }

    /// The app's declared classes keep their names, and a controller's root
    /// view names its controller; a controller captures as its view.
    @Test func declaredClassesAndControllersKeepTheirNames() throws {
        let (window, _, controller) = screen()
        let card = try #require(find("card", in: recorder().capture(window).root))
        #expect(card.type == "CardView" && card.runtimeClass == nil && card.controller == "ProfileController")
        let document = try #require(recorder().capture(controller))
        #expect(document.root.id == "card" && document.root.controller == "ProfileController")
        #expect(try load(document.yaml).root.controller == "ProfileController")
    }

    /// A bar's items are its children, placed by the bar: what the adapter
    /// set on them is left out, what code set is kept, their titles private.
    @Test func barItemsAreTheirBarsChildren() throws {
        let (window, _, _) = screen()
        let document = recorder().capture(window)
        let bar = try #require(find("tabBar", in: document.root))
        #expect(bar.children.map(\.type) == ["UITabBarItem", "UITabBarItem"])
        #expect(bar.children.allSatisfy { $0.placement == .item && $0.children.isEmpty })
        #expect(bar.children[0].id == "people")
        #expect(bar.children[0].settings == [CapturedView.Setting(keyPath: "title", value: .value(.string("Aaaa Aaaaaaaaa")))])
        #expect(bar.children[1].settings == [CapturedView.Setting(keyPath: "badgeValue", value: .value(.string("0")))])
        let loaded = try load(document.yaml)
        let styles = resolved(loaded)
        #expect(styles["people"]?.property("badgeColor")?.value == .color(Color(red: 255, green: 0, blue: 0)))
    }

    /// A tree's ids are unique: an identifier views share (every cell's
    /// label) is written for the first of them only, and the document loads.
    @Test func aRepeatedIdentifierIsWrittenOnce() throws {
        let (window, _, _) = screen()
        for index in 0..<2 {
            let row = UILabel(frame: CGRect(x: 0, y: 300 + 30 * Double(index), width: 100, height: 30))
            row.accessibilityIdentifier = "row"
            window.addSubview(row)
        }
        let document = recorder().capture(window)
        #expect(document.root.children.suffix(2).map(\.id) == ["row", nil])
        _ = try load(document.yaml)
    }

    /// A declared trait a view sets for its subtree is written as the node's
    /// `traits:`, and the loaded document styles the subtree by it.
    @Test func aViewsDeclaredTraitIsItsNodesTraits() throws {
        let (window, views, _) = screen()
        adapter.setTrait("density", "compact", on: try #require(views["card"]))
        let document = recorder().capture(window)
        let card = try #require(find("card", in: document.root))
        #expect(card.traits == [.custom(name: "density", value: "compact")])
        #expect(document.yaml.contains("traits: {density: \"compact\"}"))
        #expect(find("name", in: document.root)?.settings.contains { $0.keyPath == "alpha" } == false, "alpha is the rule's")
        #expect(resolved(try load(document.yaml))["name"]?.property("alpha")?.value == .value(.number(0.5)))
    }

    /// A table's rows are its cells, which it places; a private view in it
    /// is not written (the table would take it for a row). A search bar is
    /// written with its field, whose text is private.
    @Test func tablesArrangeTheirCellsAndSearchBarsKeepTheirField() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let search = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        search.searchTextField.placeholder = "Find Jane Appleseed"
        let table = UITableView(frame: CGRect(x: 0, y: 56, width: 390, height: 700), style: .plain)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        let toggle = UISwitch(frame: CGRect(x: 323, y: 6.5, width: 51, height: 31))
        cell.accessoryView = toggle
        let indicator = _PrivateScrollIndicator(frame: CGRect(x: 384, y: 0, width: 3, height: 100))
        table.addSubview(cell)
        table.addSubview(indicator)
        window.addSubview(search)
        window.addSubview(table)
        adapter.style(window)
        let document = recorder().capture(window)
        let bar = try #require(document.root.children.first)
        #expect(bar.children.map(\.type) == ["UISearchTextField"] && bar.children.first?.placement == .arranged)
        #expect(
            bar.children.first?.settings.contains(
                CapturedView.Setting(keyPath: "placeholder", value: .value(.string("Aaaa Aaaa Aaaaaaaaa"))))
                == true)
        let rows = try #require(document.root.children.last).children
        #expect(rows.map(\.type) == ["UITableViewCell"] && rows.first?.placement == .arranged)
        // The cell's accessory view: its part and size; the cell places it.
        let accessory = try #require(rows.first?.children.first { $0.type == "UISwitch" })
        #expect(accessory.part == "accessoryView" && accessory.placement == .arranged)
        #expect(document.yaml.contains("part: accessoryView"))
        _ = try load(document.yaml)
    }

    /// A window of a device's size and scale names the device, in either
    /// orientation; traits other than the defaults are written.
    @Test func aDeviceSizedWindowNamesItsDevice() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        window.stubTraits = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceStyle: .dark),
        ])
        var document = recorder().capture(window)
        document.stylesheet = "App.style.yaml"
        #expect(document.device == "iPhone 16 Pro")
        #expect(
            document.yaml.hasPrefix(
                "livery-tree: 1\nstylesheet: \"App.style.yaml\"\ndevice: \"iPhone 16 Pro\"\ntraits:\n  userInterfaceStyle: \"dark\"\n  displayScale: \"3\""
            ))
        let loaded = try load(document.yaml)
        #expect(loaded.traits.userInterfaceStyle == .dark && loaded.traits.displayScale == 3)
        #expect(loaded.stylesheet == "App.style.yaml")
        window.frame = CGRect(x: 0, y: 0, width: 874, height: 402)
        #expect(recorder().capture(window).device == "iPhone 16 Pro landscape")
        window.stubTraits = UITraitCollection(displayScale: 2)
        #expect(recorder().capture(window).device == nil, "the size at another scale is no device")
    }

    private func find(_ id: String, in root: CapturedView) -> CapturedView? {
        var stack = [root]
        while let view = stack.popLast() {
            if view.id == id { return view }
            stack += view.children
        }
        return nil
    }
}
