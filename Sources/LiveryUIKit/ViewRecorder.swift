#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    /// Captures a live view hierarchy (a window, a view controller's view, any
    /// view) as a tree document that `livery render`, `apply` and `diff` read
    /// as they read a typed one (Docs/Capture.md), through public UIKit API only.
    ///
    /// Each view is written as the nearest class the registry knows (a
    /// private subclass as its known ancestor, its own class in a comment),
    /// with its frame on the pixel grid, its accessibility identifier as `id`,
    /// its style classes and control state. A view Livery draws as a unit (a
    /// label, a switch, a bar, …) is written without its private subviews; a
    /// cell without its built-in labels and image, which its properties carry;
    /// a bar with its items as its children.
    ///
    /// Of every property an applier reads, what the app set in code goes in
    /// the node's `set:`, and what the adapter applied (``AppliedStyleRecord``)
    /// or the schema's default is left for the stylesheet to resolve again.
    /// Text is private by default (``CapturePrivacy``); an image is written by
    /// name when it is one of the app's named images, else as a placeholder.
    @MainActor public struct ViewRecorder {
        /// The stylesheet's classes (its table's registry): what a view is written as.
        public var registry: TypeRegistry
        /// The trait axes the stylesheet declares: the only custom traits a tree may set.
        public var customTraits: [CustomTraitAxis]
        /// The appliers the adapter styled with: the properties read back.
        public var appliers: [PropertyApplier<UIView>]
        /// The bar items' appliers (``StyleItemContainer/itemAppliers``).
        public var itemAppliers: [PropertyApplier<UIBarItem>]
        public var privacy: CapturePrivacy
        /// Also writes what the adapter applied, so every value the views
        /// show is explicit: the screen as it is, to compare with what the
        /// stylesheet resolves for the usual capture (Docs/Capture.md, "Checking a capture").
        public var keepsAppliedValues = false
        /// The app's images a capture writes by name (a view's image from
        /// `UIImage(named:)` of one); any other image is written as a
        /// placeholder of its size. At first, the image sets the stylesheet's
        /// catalogs hold and the images its rules name (as the device loads
        /// them); add the app's other catalog images, or names it opts in.
        public var imageNames: Set<String>

        /// A recorder for screens styled from `table` (the adapter's) through `appliers`.
        public init(
            table: InvocationTable, appliers: [PropertyApplier<UIView>] = PropertyApplier.uiKit,
            itemAppliers: [PropertyApplier<UIBarItem>] = UIView.itemAppliers, privacy: CapturePrivacy = CapturePrivacy()
        ) {
            registry = table.registry
            customTraits = table.customTraits
            self.appliers = appliers
            self.itemAppliers = itemAppliers
            self.privacy = privacy
            imageNames = Set(table.images.keys).union(
                table.invocations.compactMap { invocation in
                    guard case .image(let reference) = invocation.value, !reference.isEmptyImage, reference.fill == nil else { return nil }
                    return reference.deviceName
                })
        }

        /// The screen `root` shows (a window, or any view), with its traits and,
        /// when its size and scale are one of Livery's devices', that device.
        public func capture(_ root: UIView) -> CapturedDocument {
            var traits = TraitCollection(root.traitCollection)
            traits.custom = traits.custom.filter { declares($0.key) }
            let size = Size(width: root.frame.width, height: root.frame.height)
            let device = Device.all.lazy.flatMap { device in
                Device.Orientation.allCases.map { orientation in
                    var turned = device
                    turned.orientation = orientation
                    return turned
                }
            }.first { $0.size == size && $0.scale == traits.displayScale }
            var ids: Set<String> = []
            let images = CapturedImages(names: imageNames)
            return CapturedDocument(
                traits: traits, device: device?.description, root: capturedView(root, arranged: false, images: images, ids: &ids))
        }

        /// Whether the stylesheet declares the trait axis: a tree may set no other custom trait.
        private func declares(_ name: String) -> Bool { customTraits.contains { $0.name == name } }

        /// The view a controller shows; nil before its view is loaded.
        public func capture(_ controller: UIViewController) -> CapturedDocument? {
            controller.viewIfLoaded.map(capture)
        }

        /// `ids` are the identifiers written so far: a tree's ids are unique, so
        /// a repeated identifier (every cell's label) is written the first time only.
        private func capturedView(_ view: UIView, arranged: Bool, images: CapturedImages, ids: inout Set<String>) -> CapturedView {
            let chain = [view.styleTypeName] + view.styleSuperclassNames
            let type = chain.first { registry.kind(of: $0) == .view } ?? "UIView"
            var node = CapturedView(type: type, frame: pixelAligned(view.frame, scale: view.traitCollection.displayScale))
            node.runtimeClass = chain[0] == type ? nil : chain[0]
            node.controller = view.styleControllerClassNames?.first { registry.kind(of: $0) == .controller }
            node.id = view.accessibilityIdentifier.flatMap { ids.insert($0).inserted ? $0 : nil }
            node.placement = arranged ? .arranged : .frame
            node.classes = view.styleClasses
            node.state = view.styleState
            node.traits = view.styleTraitOverrides.filter { declares($0.name) }
            let keepsText = privacy.allows(identifier: view.accessibilityIdentifier, classes: chain)
            node.settings = settings(
                of: view, parent: view.superview, appliers: appliers, type: type, traits: view.traitCollection, keepsText: keepsText,
                images: images)
            node.settings = (node.settings + contentSettings(of: view, type: type, keepsText: keepsText)).sorted()
            if ViewRecorder.hostsSwiftUI(view) {
                // SwiftUI draws it: what its accessibility elements say, no subviews.
                node.hosting = HostedContent(labels: ViewRecorder.accessibilityLabels(of: view).map { keepsText ? $0 : PlaceholderText.replacing($0) })
                return node
            }
            // A bar's items are its children in a tree, as they are its content; a navigation bar's, the top item's at their ends.
            node.children = ViewRecorder.shownItems(of: view).map { item, side in
                var captured = capturedItem(item, traits: view.traitCollection, images: images, ids: &ids)
                captured.barSide = side
                return captured
            }
            let isUnit = ViewRecorder.units.contains { registry.isKind(type, of: $0) }
            let parts = builtInParts(of: view)
            let subviews =
                isUnit || view is UITableView ? content(of: view) : view.subviews.filter { subview in !parts.contains { $0 === subview } }
            let arranged = registry.arrangement(of: type) == nil ? [] : self.arranged(by: view)
            // A cell places its accessory view: written with its part and size, not a frame.
            let accessory = (view as? UITableViewCell)?.accessoryView
            node.children += subviews.map { subview in
                let isAccessory = subview === accessory
                var child = capturedView(subview, arranged: isAccessory || arranged.contains { $0 === subview }, images: images, ids: &ids)
                if isAccessory { child.part = CellAppearance.accessoryViewPart }
                return child
            }
            #if !os(tvOS)
                // A search bar's Cancel button is UIKit's own view; a tree draws it, and styles it, as a bar item.
                if let bar = view as? UISearchBar, bar.showsCancelButton {
                    var cancel = CapturedView(type: "UIBarButtonItem", frame: Rect(x: 0, y: 0, width: 0, height: 0))
                    cancel.placement = .item
                    cancel.settings = [CapturedView.Setting(keyPath: PropertyKeys.systemItem.keyPath, value: .value(.enumCase("cancel")))]
                    node.children.append(cancel)
                }
            #endif
            return node
        }

        /// The items a bar shows, each with its end on a navigation bar: the
        /// top navigation item's (the back button of the item below it, then
        /// its left items, leading; its right items, trailing); a toolbar's
        /// and a tab bar's items as they are.
        static func shownItems(of view: UIView) -> [(UIBarItem, BarItemSide?)] {
            guard let bar = view as? UINavigationBar else { return view.styleItems.map { ($0, nil) } }
            guard let stack = bar.items, let top = stack.last else { return [] }
            var leading: [UIBarItem] = []
            #if !os(tvOS)
                if stack.count > 1, let back = stack[stack.count - 2].backBarButtonItem { leading.append(back) }
            #endif
            leading += top.leftBarButtonItems ?? []
            return leading.map { ($0, .leading) } + (top.rightBarButtonItems ?? []).map { ($0, .trailing) }
        }

        /// Whether the view shows SwiftUI content: a `UIHostingController`'s
        /// view, or SwiftUI's hosting view (`_UIHostingView<Content>`, named
        /// by its class name, as public API has no type to test) anywhere else.
        static func hostsSwiftUI(_ view: UIView) -> Bool {
            view.styleControllerClassNames?.contains(UIKitClasses.hostingController) == true
                || ([view.styleTypeName] + view.styleSuperclassNames).contains { $0.hasPrefix("_UIHostingView") }
        }

        /// The labels of a view's accessibility elements, in order, each
        /// element's own elements followed in place (depth first, bounded).
        static func accessibilityLabels(of view: UIView) -> [String] {
            var labels: [String] = []
            var pending: [Any] = (view.accessibilityElements ?? []).reversed()
            var visited = 0
            while let element = pending.popLast(), visited < maxAccessibilityElements {
                visited += 1
                guard let object = element as? NSObject else { continue }
                if let label = object.accessibilityLabel, !label.isEmpty { labels.append(label) }
                pending += (object.accessibilityElements ?? []).reversed()
            }
            return labels
        }

        /// Most accessibility elements read from one hosting view.
        static let maxAccessibilityElements = 1_000

        /// The subviews a view places itself (Docs/Layout.md): a stack's
        /// arranged subviews, a table's rows, a search bar's field.
        private func arranged(by view: UIView) -> [UIView] {
            (view as? UIStackView)?.arrangedSubviews ?? content(of: view)
        }

        /// The views a unit or a table is drawn with that a tree writes as its
        /// children: a table's cells and header views (its rows), a search
        /// bar's field. Their other subviews are UIKit's own (scroll indicators, separators).
        private func content(of view: UIView) -> [UIView] {
            if view is UITableView { return view.subviews.filter { $0 is UITableViewCell || $0 is UITableViewHeaderFooterView } }
            #if !os(tvOS)
                if let bar = view as? UISearchBar { return [bar.searchTextField] }
            #endif
            return []
        }

        /// The classes Livery draws whole, from their properties: their subviews are UIKit's own.
        /// Containers (tables, cells, header views, stacks) hold the app's views and are not units.
        private static let units: [String] = [
            LabelAppearance.kind, ImageViewAppearance.kind, ButtonAppearance.kind, SwitchAppearance.kind, SliderAppearance.kind,
            ProgressAppearance.kind, PageControlAppearance.kind, StepperAppearance.kind, DatePickerAppearance.kind,
            ActivityIndicatorAppearance.kind, SegmentedControlAppearance.kind, TextFieldAppearance.kind,
            SearchBarAppearance.kind, NavigationBarAppearance.kind, TabBarAppearance.kind, BarSlot.Bar.toolbar.className,
            UIKitClasses.refreshControl, UIKitClasses.searchTextField,
        ]

        /// A bar item: its nearest known class, state and the values code set on it.
        private func capturedItem(
            _ item: UIBarItem, traits: UITraitCollection, images: CapturedImages, ids: inout Set<String>
        ) -> CapturedView {
            let chain = [item.styleTypeName] + item.styleSuperclassNames
            let type = chain.first { registry.kind(of: $0) == .item } ?? "UIBarItem"
            var node = CapturedView(type: type, frame: Rect(x: 0, y: 0, width: 0, height: 0))
            node.runtimeClass = chain[0] == type ? nil : chain[0]
            node.id = item.accessibilityIdentifier.flatMap { ids.insert($0).inserted ? $0 : nil }
            node.placement = .item
            node.state = item.styleState
            node.settings = settings(
                of: item, parent: nil, appliers: itemAppliers, type: type, traits: traits,
                keepsText: privacy.allows(identifier: item.accessibilityIdentifier, classes: chain), images: images)
            return node
        }

        /// A cell's or header's built-in labels and image, drawn from its `textLabel.*` properties.
        private func builtInParts(of view: UIView) -> [UIView] {
            if let cell = view as? UITableViewCell { return [cell.textLabel, cell.detailTextLabel, cell.imageView].compactMap { $0 } }
            if let header = view as? UITableViewHeaderFooterView { return [header.textLabel].compactMap { $0 } }
            return []
        }

        /// The values the app set on `view` (a view or a bar item): every
        /// applied property's current value, less what equals the adapter's
        /// last value for it or, where the adapter set none, its parent's (an
        /// inherited property) or the schema's default. In keypath order.
        private func settings<Host: StyleHostView>(
            of view: Host, parent: Host?, appliers: [PropertyApplier<Host>], type: String, traits: UITraitCollection,
            keepsText: Bool, images: CapturedImages
        ) -> [CapturedView.Setting] {
            let record = view.styleRecord
            let defaultsTraits = TraitCollection(traits)
            var seen: Set<String> = []
            var settings: [CapturedView.Setting] = []
            for applier in appliers where !seen.contains(applier.keyPath) && applier.accepts(view) {
                guard let spec = registry.property(applier.keyPath, on: type)?.spec, applier.isKeyed == (spec.keyedBy != nil)
                else { continue }
                // The adapter sets a keypath through the first applier that accepts the view.
                seen.insert(applier.keyPath)
                for axis in slots(of: applier, spec: spec, record: record) {
                    let slot = AppliedStyleRecord.Slot(keyPath: applier.keyPath, axisKey: axis?.name)
                    func captured(_ value: Any?) -> ResolvedValue? {
                        value.flatMap {
                            CapturedValue.resolved($0, kind: spec.kind, traits: traits, convert: applier.convert, images: images)
                        }
                    }
                    guard var value = captured(applier.read(view, axis)) else { continue }
                    // A number the schema's range excludes (UIKit's sentinel `automaticDimension`, −1) has no stylesheet spelling.
                    if case .value(.number(let number)) = value, let range = spec.range, !range.contains(number) { continue }
                    if let applied = record?.applied[slot] {
                        if !keepsAppliedValues && captured(applied) == value { continue }
                    } else if let applied = ViewRecorder.sameValue(as: slot, in: record) {
                        // Another name for a value the adapter applied: the stylesheet set it by that name, and the
                        // capture writes it (when it keeps applied values) by that name only.
                        if captured(applied) == value { continue }
                    } else if spec.inherited || applier.keyPath == PropertyKeys.tintColor.keyPath, let parent, applier.accepts(parent) {
                        // What the view shows is its parent's, which the parent's node carries. UIKit's
                        // tintColor getter answers the superview's tint for every class, a switch's too,
                        // whose schema spec does not inherit.
                        if captured(applier.read(parent, axis)) == value { continue }
                    } else if let defaultValue = spec.defaultValue, axis?.key.state ?? .normal == .normal,
                        ResolvedValue(defaultValue, traits: defaultsTraits) == value
                    {
                        continue
                    }
                    if !keepsText, spec.kind == .string || spec.kind == .stringList { value = ViewRecorder.placeholder(for: value) }
                    settings.append(CapturedView.Setting(keyPath: applier.keyPath, axisKey: axis?.name, value: value))
                }
            }
            return settings.sorted()
        }

        /// Properties that read one UIKit value under two names: a bar's
        /// `shadowColor` is its standard appearance's, a text field's
        /// `placeholderColor` its placeholder's foreground colour.
        static let sameValues: [[String]] = [
            [PropertyKeys.barShadowColor.keyPath, BarSlot.standard.keyPath(BarSlot.shadowColor)],
            [PropertyKeys.placeholderColor.keyPath, PropertyKeys.placeholderTextColor.keyPath],
        ]

        /// What the adapter applied to a property that reads the same UIKit value as `slot` (``sameValues``).
        static func sameValue(as slot: AppliedStyleRecord.Slot, in record: AppliedStyleRecord?) -> Any? {
            guard let record, slot.axisKey == nil, let names = sameValues.first(where: { $0.contains(slot.keyPath) }) else { return nil }
            return names.lazy.compactMap { record.applied[AppliedStyleRecord.Slot(keyPath: $0)] }.first
        }

        /// The slots an applier is read in: a plain property's one; a keyed
        /// property's control-state `normal` and every slot the adapter set.
        private func slots<Host>(
            of applier: PropertyApplier<Host>, spec: PropertySpec, record: AppliedStyleRecord?
        ) -> [PropertyApplier<Host>.AxisSlot?] {
            guard applier.isKeyed else { return [nil] }
            var names = Set(record?.slots.filter { $0.keyPath == applier.keyPath }.compactMap(\.axisKey) ?? [])
            if spec.keyedBy == "state" { names.insert(ControlState.normal.key) }
            return names.sorted().compactMap { name in
                let key = ControlState(key: name).map(AxisKey.init) ?? registry.names.axisKey(name)
                return key.map { PropertyApplier<Host>.AxisSlot(key: $0, name: name) }
            }
        }

        /// Text as placeholder text; any other value as it is.
        static func placeholder(for value: ResolvedValue) -> ResolvedValue {
            switch value {
            case .value(.string(let text)): return .value(.string(PlaceholderText.replacing(text)))
            case .value(.enumList(let texts)): return .value(.enumList(texts.map(PlaceholderText.replacing)))
            default: return value
            }
        }

        /// A frame with its edges on the nearest device pixel.
        private func pixelAligned(_ frame: CGRect, scale: CGFloat) -> Rect {
            let scale = scale > 0 ? Double(scale) : 1
            func aligned(_ x: CGFloat) -> Double { (Double(x) * scale).rounded() / scale }
            let minX = aligned(frame.minX)
            let minY = aligned(frame.minY)
            return Rect(x: minX, y: minY, width: aligned(frame.maxX) - minX, height: aligned(frame.maxY) - minY)
        }
    }
#endif
