import Testing
@testable import Livery
@testable import LiveryCore

/// Matching has a work budget: rules with long containment chains against
/// many distinct views stop with a located error instead of running for minutes.
@Suite struct ResolutionBudgetTests {
    static func tree(leaves: Int) -> ViewNode {
        var leaf: [ViewNode] = (0..<leaves).map { i in
            ViewNode(
                type: "UILabel", classes: ["a"], explicitValues: ["alpha": .number(Double(i) / 1000)],
                origin: SourceLocation(file: "t.tree.yaml", line: 10 + i, column: 7))
        }
        for _ in 0..<6 { leaf = [ViewNode(type: "UIView", children: leaf)] }
        return leaf[0]
    }

    static var resolver: Resolver {
        var b = TableBuilder()
        for i in 0..<200 {
            b.rule("UILabel", inside: Array(repeating: "UIView", count: 5), classes: ["a"], set("layer.cornerRadius", .number(Double(i))))
        }
        return b.resolver
    }

    @Test func pastTheLimitResolutionStopsAtAView() throws {
        let root = Self.tree(leaves: 100)
        #expect(throws: Never.self) { try Self.resolver.resolve(root, workLimit: Resolver.defaultWorkLimit) }
        do {
            _ = try Self.resolver.resolve(root, workLimit: 10_000)
            Issue.record("expected the work budget to stop resolution")
        } catch {
            guard case .workBudget(let path, 10_000) = error else { return }
            #expect(path.hasPrefix("0.0.0.0.0."))
            let diagnostic = error.diagnostic(in: root, file: "t.tree.yaml")
            #expect(diagnostic.code == .resolutionBudget && diagnostic.location.file == "t.tree.yaml" && diagnostic.location.line > 10)
            #expect(diagnostic.message.hasSuffix("took more than 10000 rule checks"))
        }
        #expect(throws: ResolutionError.self) { try Self.resolver.explain(.path("0.0.0.0.0.99"), in: root, workLimit: 10_000) }
    }

    @Test func theDefaultLimitLeavesRoomForRealTrees() throws {
        // 100 distinct labels against 200 five-deep rules: about 200 × 7 checks a view.
        let root = Self.tree(leaves: 100)
        let unlimited = Self.resolver.resolve(root)
        let limited = try Self.resolver.resolve(root, workLimit: 200_000)
        #expect(limited == unlimited)
    }
}
