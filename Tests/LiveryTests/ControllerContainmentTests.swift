import Foundation
import LiveryYAML
import Testing

@testable import Livery

/// View controllers as containers (Docs/Stylesheets.md, "View controllers as
/// containers"): `inside:` names them, `controller:` in a tree says whose
/// root view a view is, and `type:` may not name one.
@Suite struct ControllerContainmentTests {
    static let stylesheet = """
        livery: 1
        types:
          SettingsController: { inherits: UITableViewController }
        rules:
          - type: UINavigationBar
            inside: [UINavigationController]
            set: { tintColor: systemOrange }
          - type: UIView
            inside: [SettingsController]
            set: { alpha: 0.5 }
          - type: UILabel
            inside: [UITableView, UIViewController]
            set: { textColor: systemRed }
        """

    /// Resolves through the compiled form, as an app does: a declared
    /// controller keeps its kind through the table.
    func resolve(_ tree: String) throws -> (tree: ResolvedTree, diagnostics: [Diagnostic]) {
        let (compiled, diagnostics) = StylesheetCompiler.compile(source: Self.stylesheet, path: "/tmp/c.style.yaml")
        #expect(diagnostics == [])
        let table = try InvocationTable(compiled: try #require(compiled).compiled())
        #expect(table.registry.kind(of: "SettingsController") == .controller)
        var treeDiagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(tree), file: "c.tree.yaml", registry: table.registry, diagnostics: &treeDiagnostics))
        return (Resolver(table: table).resolve(document.root), treeDiagnostics)
    }

    @Test func insideAControllerMatchesOnlyUnderItsRootView() throws {
        let (resolved, diagnostics) = try resolve(
            """
            livery-tree: 1
            root:
              type: UIView
              frame: [0, 0, 100, 100]
              children:
                - type: UIView
                  controller: UINavigationController
                  size: [100, 50]
                  children:
                    - { type: UINavigationBar, id: underNavigation, size: [100, 44] }
                - type: UIView
                  size: [100, 50]
                  children:
                    - { type: UINavigationBar, id: loose, size: [100, 44] }
            """)
        #expect(diagnostics == [])
        #expect(resolved.value("underNavigation", "tintColor") != nil)
        #expect(resolved.value("loose", "tintColor") == nil)
    }

    @Test func theRootViewIsInsideItsOwnControllerAndSubclassesCount() throws {
        let (resolved, _) = try resolve(
            """
            livery-tree: 1
            root:
              type: UIView
              id: settings
              controller: SettingsController
              frame: [0, 0, 100, 100]
              children:
                - type: UITableView
                  id: table
                  size: [100, 100]
                  children: [{ type: UILabel, id: label, size: [10, 10] }]
            """)
        #expect(resolved.value("settings", "alpha") == .value(.number(0.5)))
        #expect(resolved.value("table", "alpha") == .value(.number(0.5)))
        // SettingsController is a UIViewController: the label is in a table inside one.
        #expect(resolved.value("label", "textColor") != nil)
    }

    /// Containers are ordered: a table whose controller is inside the table does not match.
    @Test func controllersTakeTheirPlaceInTheContainerOrder() throws {
        let (resolved, _) = try resolve(
            """
            livery-tree: 1
            root:
              type: UITableView
              frame: [0, 0, 100, 100]
              children:
                - type: UIView
                  controller: UIViewController
                  size: [100, 100]
                  children: [{ type: UILabel, id: label, size: [10, 10] }]
            """)
        #expect(resolved.value("label", "textColor") == nil)
    }

    @Test func typeNamingAControllerIsNotStylableWithAHint() throws {
        let (_, diagnostics) = StylesheetCompiler.compile(
            source: "livery: 1\nrules:\n  - type: UINavigationController\n    set: { alpha: 1 }\n", path: "/tmp/n.style.yaml")
        let problem = try #require(diagnostics.first)
        #expect(problem.code == .notStylable)
        #expect(problem.hint?.contains("inside: [UINavigationController]") == true)
    }

    /// An unknown name suggests among its own kind: a misspelt controller a controller.
    @Test func unknownControllerSuggestsAController() throws {
        let (_, diagnostics) = StylesheetCompiler.compile(
            source: "livery: 1\nrules:\n  - type: UILabel\n    inside: [UINavigationControler]\n    set: { alpha: 1 }\n",
            path: "/tmp/n.style.yaml")
        let problem = try #require(diagnostics.first)
        #expect(problem.code == .unknownType)
        #expect(problem.hint?.contains("UINavigationController") == true)
    }

    @Test func treesCheckWhatControllerAndTypeName() throws {
        var diagnostics: [Diagnostic] = []
        _ = TreeLoader.load(
            try YAMLReader.parse(
                """
                livery-tree: 1
                root:
                  type: UIView
                  frame: [0, 0, 10, 10]
                  children:
                    - { type: UIView, controller: UIButton, size: [1, 1] }
                    - { type: UIView, controller: UINavigationControler, size: [1, 1] }
                    - { type: UITabBarController, size: [1, 1] }
                """), file: "t.tree.yaml", registry: .builtIn, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.code) == [.notStylable, .unknownType, .notStylable])
        #expect(diagnostics.map(\.location.line) == [6, 7, 8])
        #expect(diagnostics[1].hint?.contains("UINavigationController") == true)
    }
}
