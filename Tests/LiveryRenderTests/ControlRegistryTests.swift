import Foundation
import LiveryCore
import Testing

@testable import LiveryRender

/// Every kind of view the renderer draws is a control in ``Controls/all``,
/// and every control draws a class of the schema: a class or an appearance
/// added without a control, or a control whose class the schema lacks,
/// fails here rather than drawing nothing.
@Suite struct ControlRegistryTests {
    static let registry = TypeRegistry.builtIn
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every appearance of a kind of view (held to LiveryCore's sources below).
    static let appearances: [any KindAppearance.Type] = [
        LabelAppearance.self, ImageViewAppearance.self, ButtonAppearance.self, BarItemAppearance.self, StackAppearance.self,
        SwitchAppearance.self, SliderAppearance.self, ProgressAppearance.self, PageControlAppearance.self, StepperAppearance.self,
        DatePickerAppearance.self, ActivityIndicatorAppearance.self, SegmentedControlAppearance.self, TextFieldAppearance.self,
        TableAppearance.self, CellAppearance.self, HeaderFooterAppearance.self, NavigationBarAppearance.self, TabBarAppearance.self,
        SearchBarAppearance.self,
    ]

    /// Whether the renderer draws views of `name`: the control it looks up for one.
    static func isDrawn(_ name: String) -> Bool {
        Controls.control(for: ResolvedStyle(schema: registry.schema(of: name))) != nil
    }

    /// Whether the schema gives `name` only an arrangement of its
    /// subviews to draw: a stack view, which the layout alone reads.
    static func isLaidOutOnly(_ name: String) -> Bool {
        registry.arrangement(of: name) == .stack
    }

    @Test func everyControlDrawsOneViewOrBarItemClassOfTheSchema() {
        for control in Controls.all {
            let kind = Self.registry.kind(of: control.kind)
            #expect(kind == .view || kind == .item, "\(control) draws '\(control.kind)', which is no view or bar item of the schema")
        }
        let kinds = Controls.all.map { $0.kind }
        #expect(Set(kinds).count == kinds.count, "a class with two controls: \(kinds)")
    }

    @Test func theListedAppearancesAreEveryKindAppearance() throws {
        let folder = Self.sources.appendingPathComponent("LiveryCore")
        let conformance = try Regex(#"(?:struct|class|enum)\s+(\w+)\s*:[^{]*\bKindAppearance\b"#)
        var declared: Set<String> = []
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            for match in try String(contentsOf: file, encoding: .utf8).matches(of: conformance) {
                if let name = match.output[1].substring { declared.insert(String(name)) }
            }
        }
        #expect(declared == Set(Self.appearances.map { String(describing: $0) }))
    }

    @Test(arguments: ControlRegistryTests.appearances.map { $0.kind })
    func everyAppearanceIsDrawnByAControl(kind: String) {
        #expect(
            Self.isLaidOutOnly(kind) || Controls.all.contains { $0.kind == kind },
            "views of '\(kind)' have an appearance but no control of their own")
    }

    /// A class whose schema declares properties of its own is drawn: by its
    /// control or its superclass's, or, for a base class such as `UIControl`,
    /// by its subclasses'; a stack view only arranges its subviews.
    @Test func everyClassThatDeclaresPropertiesIsDrawn() {
        let registry = Self.registry
        let classes = registry.typeNames(of: .view) + registry.typeNames(of: .item)
        for name in classes where registry.type(named: name)?.properties.isEmpty == false && !Self.isLaidOutOnly(name) {
            let drawn = Self.isDrawn(name) || classes.contains { $0 != name && registry.isKind($0, of: name) && Self.isDrawn($0) }
            #expect(drawn, "'\(name)' declares properties, but no control draws it")
        }
    }

    /// Class names live in the schema and in the appearances' `kind`s, not
    /// in the renderer's sources.
    @Test func theRendererSpellsNoClassOfTheSchema() throws {
        let folder = Self.sources.appendingPathComponent("LiveryRender")
        let literal = try Regex(#""([A-Za-z]+)""#)
        var spelt: [String] = []
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            for (n, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for match in line.matches(of: literal) {
                    if let name = match.output[1].substring, Self.registry.contains(String(name)) {
                        spelt.append("\(file.lastPathComponent):\(n + 1): \(name)")
                    }
                }
            }
        }
        #expect(spelt.isEmpty, "class names spelt in LiveryRender: \(spelt)")
    }
}
