import Foundation
import Testing
@testable import Livery
@testable import LiveryCore

/// A ``StylePath`` (how a SwiftUI view wearing styles stands to the
/// stylesheet) resolves its last element to exactly what the same view gets
/// in a tree: types, classes, ids, containment, control states, light and
/// dark, a stylesheet's own trait and inherited values.
@Suite struct StylePathTests {
    static let stylesheet = """
        livery: 1
        traits:
          theme: { values: [plain, sepia], default: plain }
        types:
          Card: { inherits: UIView }
        colors:
          accent: { light: "#1E6FD9", dark: "#5E9EFF" }
        rules:
          - type: UIView
            class: screen
            set: { tintColor: accent }
          - type: Card
            set: { backgroundColor: secondarySystemBackground, layer.cornerRadius: 12, layer.shadowOpacity: 0.2 }
          - type: Card
            when: { theme: sepia }
            set: { backgroundColor: "#F4ECD8" }
          - type: UILabel
            inside: [Card]
            set: { textColor: secondaryLabel, font: footnote }
          - type: UILabel
            class: title
            set: { font: headline }
          - type: UIButton
            class: primary
            set:
              titleColor: { normal: white, highlighted: "#FFFFFFAA", disabled: tertiaryLabel, selected: "#FFD700" }
              backgroundColor: "#0A4FA8"
          - type: UISwitch
            inside: [Card]
            when: { userInterfaceStyle: dark }
            set: { onTintColor: systemGreen }
        """

    static let tree = """
        livery-tree: 1
        root:
          type: UIView
          classes: [screen]
          frame: [0, 0, 390, 300]
          children:
            - type: Card
              frame: [16, 16, 358, 200]
              children:
                - { type: UILabel, id: title, classes: [title], frame: [16, 16, 300, 22] }
                - { type: UILabel, frame: [16, 44, 300, 18] }
                - { type: UIButton, classes: [primary], state: [highlighted], frame: [16, 80, 120, 44] }
                - { type: UIButton, classes: [primary], state: [disabled], frame: [150, 80, 120, 44] }
                - { type: UIButton, classes: [primary], state: [selected], frame: [280, 80, 60, 44] }
                - { type: UISwitch, frame: [16, 140, 51, 31] }
        """

    /// Each node's path: its ancestors' elements and its own, as a SwiftUI
    /// view's `.style(…)` modifiers would push them.
    static func paths(_ node: ViewNode, above: [StyleElement] = []) -> [(path: String, elements: [StyleElement])] {
        func visit(_ node: ViewNode, _ above: [StyleElement], _ path: String, _ into: inout [(String, [StyleElement])]) {
            let element = StyleElement(node.type, classes: node.classes, id: node.id, state: node.state, traits: node.traits)
            into.append((path, above + [element]))
            for (i, child) in node.children.enumerated() {
                visit(child, above + [element], path.isEmpty ? String(i) : path + "." + String(i), &into)
            }
        }
        var result: [(String, [StyleElement])] = []
        visit(node, above, "", &result)
        return result
    }

    /// What a style decided, plain and keyed, without where inherited values came from.
    static func values(_ style: ResolvedStyle) -> [String: ResolvedValue] {
        var values = Dictionary(uniqueKeysWithValues: style.propertiesByKeyPath.map { ($0.keyPath, $0.property.value) })
        for (property, slots) in style.keyedSlots {
            for (axisKey, slot) in slots { values["\(property)[\(axisKey)]"] = slot.value }
        }
        return values
    }

    @Test(arguments: [
        [TraitSetting](), [.userInterfaceStyle(.dark)], [.custom(name: "theme", value: "sepia")],
        [.userInterfaceStyle(.dark), .custom(name: "theme", value: "sepia")],
    ])
    func aPathResolvesAsItsViewInATree(settings: [TraitSetting]) throws {
        let (compiled, diagnostics) = StylesheetCompiler.compile(source: Self.stylesheet, path: "/tmp/path.style.yaml")
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        let table = try #require(compiled)
        var loaded: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(
                Array(Self.tree.utf8), file: "path.tree.yaml", registry: table.registry, axes: table.customTraits, diagnostics: &loaded),
            "\(loaded)")
        let resolver = Resolver(table: table)
        let traits = document.traits.overriding(settings)
        let whole = Dictionary(uniqueKeysWithValues: resolver.resolve(document.root, traits: traits).views.map { ($0.path, $0.style) })
        let paths = Self.paths(document.root)
        #expect(paths.count == 8)
        for (path, elements) in paths {
            let viaPath = try #require(resolver.resolve(StylePath(elements), traits: traits))
            let inTree = try #require(whole[path])
            #expect(Self.values(viaPath) == Self.values(inTree), "view '\(path)' in \(settings)")
            #expect(viaPath.traits == inTree.traits)
        }
        // The parity covers what matters: containment, states, dark, the theme.
        let pressed = try #require(resolver.resolve(StylePath(paths[4].elements), traits: traits))
        #expect(!Self.values(pressed).isEmpty)
        let selected = try #require(resolver.resolve(StylePath(paths[6].elements), traits: traits))
        #expect(ButtonAppearance.of(selected)?.titleColor == Color(red: 0xFF, green: 0xD7, blue: 0))
        #expect(resolver.resolve(StylePath(), traits: traits) == nil)
    }
}
