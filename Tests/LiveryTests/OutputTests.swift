import Testing
import Foundation
@testable import Livery
@testable import LiveryCore
import LiveryYAML

/// `livery apply`'s output format (Docs/CLI.md).
@Suite struct OutputTests {
    static func resolved() -> ResolvedTree {
        var b = TableBuilder()
        b.rule(
            "UIButton", set("titleColor", for: "normal", .color(SystemColors.table["label"]!)),
            set("layer.cornerRadius", .number(8)), set("layer.shadowOffset", .size(Size(width: 0, height: 2))),
            set("contentEdgeInsets", .insets(Insets(top: 1, left: 2, bottom: 3, right: 4.5))),
            set("titleFont", .font(.textStyle("headline"))), set("title", for: "normal", .string("Buy \"now\"")))
        b.rule(
            "UIView", classes: ["card"], set("layer.maskedCorners", .enumList(["minXMinY", "maxXMinY"])),
            set("layer.cornerCurve", .enumCase("continuous")), set("isHidden", .bool(false)),
            set("layer.shadowPath", .shape(.roundedRect(Rect(x: 0, y: 0, width: 10, height: 5), radius: 2))),
            set("layer.contentsRect", .rect(Rect(x: 0, y: 0, width: 0.5, height: 1))),
            set("layer.contents", .image(ImageReference(written: "img/Card.png", resolvedPath: "/abs/img/Card.png"))))
        let tree = view(
            "UIView",
            view(
                "UIView", id: "card", classes: ["card"],
                view("UILabel"),
                view("UIButton", id: "buy", traits: [.userInterfaceStyle(.dark)])))
        return b.resolver.resolve(tree)
    }

    @Test func jsonMatchesTheCLIContract() {
        #expect(
            OutputTests.resolved().jsonText() == """
                {
                  "views": [
                    {
                      "id": null,
                      "type": "UIView",
                      "path": "",
                      "properties": {}
                    },
                    {
                      "id": "card",
                      "type": "UIView",
                      "path": "0",
                      "properties": {
                        "isHidden": false,
                        "layer.contents": "img/Card.png",
                        "layer.contentsRect": [0, 0, 0.5, 1],
                        "layer.cornerCurve": "continuous",
                        "layer.maskedCorners": ["minXMinY", "maxXMinY"],
                        "layer.shadowPath": {"roundedRect": [0, 0, 10, 5], "radius": 2}
                      }
                    },
                    {
                      "id": null,
                      "type": "UILabel",
                      "path": "0.0",
                      "properties": {}
                    },
                    {
                      "id": "buy",
                      "type": "UIButton",
                      "path": "0.1",
                      "properties": {
                        "contentEdgeInsets": [1, 2, 3, 4.5],
                        "layer.cornerRadius": 8,
                        "layer.shadowOffset": [0, 2],
                        "title": "Buy \\"now\\"",
                        "titleColor": "#FFFFFFFF",
                        "titleFont": {"family": "system", "size": 17, "weight": "semibold"}
                      }
                    }
                  ]
                }

                """)
    }

    @Test func yamlSaysTheSameInYAML() {
        #expect(
            OutputTests.resolved().yamlText() == """
                views:
                  - id: null
                    type: "UIView"
                    path: ""
                    properties: {}
                  - id: "card"
                    type: "UIView"
                    path: "0"
                    properties:
                      isHidden: false
                      layer.contents: "img/Card.png"
                      layer.contentsRect: [0, 0, 0.5, 1]
                      layer.cornerCurve: "continuous"
                      layer.maskedCorners: ["minXMinY", "maxXMinY"]
                      layer.shadowPath: {roundedRect: [0, 0, 10, 5], radius: 2}
                  - id: null
                    type: "UILabel"
                    path: "0.0"
                    properties: {}
                  - id: "buy"
                    type: "UIButton"
                    path: "0.1"
                    properties:
                      contentEdgeInsets: [1, 2, 3, 4.5]
                      layer.cornerRadius: 8
                      layer.shadowOffset: [0, 2]
                      title: "Buy \\"now\\""
                      titleColor: "#FFFFFFFF"
                      titleFont: {family: "system", size: 17, weight: "semibold"}

                """)
    }

    @Test func yamlOutputReadsBack() throws {
        let doc = try YAMLReader.parse(OutputTests.resolved().yamlText())
        let views = try #require(doc["views"]?.sequence)
        #expect(views.count == 4)
        #expect(views[0]["id"]?.scalar?.isNull == true)
        #expect(views[3]["path"]?.scalar == YAMLScalar(value: "0.1", style: .doubleQuoted))
        #expect(views[3]["properties"]?["titleFont"]?["size"]?.scalar?.value == "17")
        #expect(views[3]["properties"]?["title"]?.scalar?.value == "Buy \"now\"")
    }

    @Test func emptyTreeListIsStillADocument() {
        #expect(ResolvedTree(views: []).jsonText() == "{\n  \"views\": []\n}\n")
        #expect(ResolvedTree(views: []).yamlText() == "views: []\n")
    }

    @Test func tableJSONUsesTheSameValueEncoding() throws {
        let (table, diagnostics) = StylesheetCompiler.compile(
            source: """
                livery: 1
                rules:
                  - type: UILabel
                    when: { displayScale: 2.0 }
                    class: title
                    set: { font: headline, layer.shadowOffset: [0, 2], textColor: { light: black, dark: white } }
                """, path: "t.style.yaml")
        #expect(diagnostics.isEmpty)
        let records = try #require(table).jsonText().components(separatedBy: "\"records\": [")
        #expect(records.first == "{\n  \"files\": [\"t.style.yaml\"],\n  ")
        #expect(
            records.last?.hasPrefix(
                """

                    {
                      "rule": 0,
                      "selector": {
                        "type": "UILabel",
                        "inside": [],
                        "when": {
                          "displayScale": "2"
                        },
                        "class": ["title"]
                      },
                      "keyPath": "font",
                      "axisKey": null,
                      "value": {
                        "textStyle": "headline"
                      },
                      "origin": "t.style.yaml:6:18"
                    },
                """) == true)
        #expect(try #require(table).invocations.map(\.value.listingText) == ["headline", "[0, 2]", "{light: #000000FF, dark: #FFFFFFFF}"])
    }

    @Test func diagnosticsJSONIsAnArrayOfObjects() {
        let diagnostics = [Diagnostic.error("bad", code: .wrongKind, at: SourceLocation(file: "f", line: 2, column: 3), hint: "h")]
        #expect(
            diagnostics.jsonText() == """
                [
                  {
                    "file": "f",
                    "line": 2,
                    "column": 3,
                    "severity": "error",
                    "message": "bad",
                    "code": "wrong-kind",
                    "hint": "h"
                  }
                ]

                """)
        #expect([Diagnostic]().jsonText() == "[]\n")
    }
}
