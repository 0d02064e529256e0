#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    extension ViewRecorder {
        /// A value a tree must carry that no applier sets: the schema's
        /// preview-only properties, which belong to the app's view
        /// controllers or are fixed when a view is made, read where UIKit keeps them.
        struct ContentReader {
            var keyPath: String
            var read: @MainActor (UIView) -> ResolvedValue?
        }

        static let contentReaders: [ContentReader] = [
            // The navigation controller's top view controller's title.
            ContentReader(keyPath: PropertyKeys.navigationTitle.keyPath) { view in
                ((view as? UINavigationBar)?.topItem?.title).map { .value(.string($0)) }
            },
            // The tab bar controller's selected tab.
            ContentReader(keyPath: PropertyKeys.selectedIndex.keyPath) { view in
                guard let bar = view as? UITabBar, let selected = bar.selectedItem,
                    let index = bar.items?.firstIndex(where: { $0 === selected })
                else { return nil }
                return .value(.number(Double(index)))
            },
            ContentReader(keyPath: PropertyKeys.tableStyle.keyPath) { view in
                guard let table = view as? UITableView else { return nil }
                let style: TableStyle? =
                    switch table.style {
                    case .plain: .plain
                    case .grouped: .grouped
                    case .insetGrouped: .insetGrouped
                    @unknown default: nil
                    }
                return style.map { .value(.enumCase($0.rawValue)) }
            },
            ContentReader(keyPath: PropertyKeys.buttonType.keyPath) { view in
                guard let button = view as? UIButton else { return nil }
                let type: ButtonType? =
                    switch button.buttonType {
                    case .custom: .custom
                    case .system: .system
                    default: nil
                    }
                return type.map { .value(.enumCase($0.rawValue)) }
            },
        ]

        /// The content values of `view` that differ from the schema's defaults for `type`.
        func contentSettings(of view: UIView, type: String, keepsText: Bool) -> [CapturedView.Setting] {
            let traits = TraitCollection(view.traitCollection)
            return ViewRecorder.contentReaders.compactMap { reader in
                guard let spec = registry.property(reader.keyPath, on: type)?.spec, var value = reader.read(view) else { return nil }
                if let defaultValue = spec.defaultValue, ResolvedValue(defaultValue, traits: traits) == value { return nil }
                if !keepsText, spec.kind == .string { value = ViewRecorder.placeholder(for: value) }
                return CapturedView.Setting(keyPath: reader.keyPath, value: value)
            }
        }
    }
#endif
