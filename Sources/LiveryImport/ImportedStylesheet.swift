import LiveryCore

/// What an import writes, before it is spelt as YAML: rules in the order
/// the code first reached them, the custom classes they name, and the
/// palette colours and constants the code named.
struct ImportedStylesheet {
    /// One rule: one proxy (class, containment, traits).
    struct Rule {
        var target: ProxyTarget
        var source: SourceLocation
        /// Keypath → its values (one per state for a keyed property), in first-set order.
        var settings: [Setting] = []

        /// Records another call setting the value a property already has for a state.
        mutating func share(_ keyPath: String, state: String?, call: Int) {
            guard let index = settings.firstIndex(where: { $0.keyPath == keyPath }),
                let entry = settings[index].entries.firstIndex(where: { ($0.state ?? "normal") == (state ?? "normal") })
            else { return }
            settings[index].entries[entry].calls.append(call)
        }

        /// Takes a property's value for a state out (a later `nil` sets it back to UIKit's default), and
        /// returns the calls that had set it: each must be reported as something other than written.
        @discardableResult
        mutating func remove(_ keyPath: String, state: String?) -> [Int] {
            guard let index = settings.firstIndex(where: { $0.keyPath == keyPath }) else { return [] }
            let removed = settings[index].entries.filter { ($0.state ?? "normal") == (state ?? "normal") }.flatMap(\.calls)
            settings[index].entries.removeAll { ($0.state ?? "normal") == (state ?? "normal") }
            if settings[index].entries.isEmpty { settings.remove(at: index) }
            return removed
        }

        /// Sets a property's value for a state, and returns the calls whose value it replaces.
        @discardableResult
        mutating func set(_ keyPath: String, state: String?, value: String, source: SourceLocation, call: Int) -> [Int] {
            let entry = Setting.Entry(state: state, value: value, source: source, calls: [call])
            guard let index = settings.firstIndex(where: { $0.keyPath == keyPath }) else {
                settings.append(Setting(keyPath: keyPath, entries: [entry]))
                return []
            }
            // UIKit keeps the last value set for a property and state.
            let replaced = settings[index].entries.filter { ($0.state ?? "normal") == (state ?? "normal") }.flatMap(\.calls)
            settings[index].entries.removeAll { ($0.state ?? "normal") == (state ?? "normal") }
            settings[index].entries.append(entry)
            return replaced
        }
    }

    struct Setting {
        struct Entry {
            var state: String?
            var value: String
            var source: SourceLocation
            /// The indices of the calls that set it, for the report's stylesheet lines.
            var calls: [Int]
        }
        var keyPath: String
        var entries: [Entry]
    }

    /// A class the code names that Livery does not know: a `types:` entry.
    struct CustomType {
        var name: String
        var superclass: String
        /// Set when the superclass was not found in the files read.
        var superclassGuessed: Bool
        /// UIKit's class, which Livery's schema does not model: declared so a rule can name it.
        var isUIKit = false
        /// Property name → its kind, as `types:` spells it (`color`, `number`).
        var properties: [(name: String, kind: String, swiftType: String?)] = []
    }

    /// A theme the code picks at run time (``ThemeModel``): a trait of the stylesheet's own, a value per instance.
    struct Trait {
        var name: String
        var values: [String]
        var defaultValue: String
    }

    var traits: [Trait] = []
    var rules: [Rule] = []
    var types: [CustomType] = []
    var colors: [(name: String, value: String)] = []
    var constants: [(name: String, value: String)] = []
    /// Asset catalogs to import, as the stylesheet names them.
    var imports: [String] = []
    /// The files read, for the header.
    var sourceFiles: [String] = []
}
