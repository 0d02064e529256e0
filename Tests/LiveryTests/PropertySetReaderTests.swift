import Testing
@testable import Livery
@testable import LiveryCore
import LiveryYAML

/// The `set:` reader on its own, as a tree node's explicit values use it.
@Suite struct PropertySetReaderTests {
    @Test func readsATreeNodesSetMapping() throws {
        let yaml = """
            set:
              title: Buy
              titleColor: { highlighted: red }
              layer: { cornerRadius: 4 }
              clipsToBounds: true
              tintColour: red
            """
        let node = try #require(try YAMLReader.parse(yaml)["set"])
        var reader = ValueReader(context: ValueContext(file: "tree.yaml", baseDirectory: ""))
        var sets = PropertySetReader(registry: .builtIn)
        var assignments: [PropertyAssignment] = []
        sets.read(node, type: "UIButton", reader: &reader) { assignments.append($0) }
        #expect(
            assignments == [
                PropertyAssignment(
                    property: PropertyKeys.title.id, axisKey: .normal, value: .string("Buy"),
                    origin: SourceLocation(file: "tree.yaml", line: 2, column: 10)),
                PropertyAssignment(
                    property: PropertyKeys.titleColor.id, axisKey: AxisKey(.highlighted),
                    value: .color(DynamicColor(Color(red: 255, green: 0, blue: 0))),
                    origin: SourceLocation(file: "tree.yaml", line: 3, column: 30)),
                PropertyAssignment(
                    property: PropertyKeys.layerCornerRadius.id, axisKey: nil, value: .number(4),
                    origin: SourceLocation(file: "tree.yaml", line: 4, column: 26)),
                PropertyAssignment(
                    property: PropertyKeys.layerMasksToBounds.id, axisKey: nil, value: .bool(true),
                    origin: SourceLocation(file: "tree.yaml", line: 5, column: 18)),
            ])
        #expect(reader.diagnostics.summary == ["unknown-property@6:3"])
        #expect(reader.diagnostics.first?.hint == "did you mean 'tintColor'?")
    }
}
