/// A JSON Schema (draft 2020-12) of the stylesheet format, for editors'
/// completion and checks (`livery schema`). It is generated from the same
/// registry, trait list and Dynamic Type table the compiler uses, so it cannot
/// drift from what `lint` accepts; `lint` remains the authority on values
/// (expressions, palette names, colors) that a schema cannot check.
public enum StylesheetSchema {
    public static func jsonText(registry: TypeRegistry = .builtIn) -> String {
        JSONWriter(inlineDepth: .max).write(document(registry: registry))
    }

    static func document(registry: TypeRegistry) -> OutputValue {
        let classes = registry.typeNames
        var keyPaths: [String: PropertySpec] = [:]
        for name in classes {
            for (keyPath, spec) in registry.allProperties(of: name) { keyPaths[keyPath] = spec }
        }
        for (alias, canonical) in TypeRegistry.aliases {
            if let spec = keyPaths[canonical] { keyPaths[alias] = spec }
        }
        let className = object([
            ("description", .string("A built-in UIKit class or one declared under types:")),
            ("anyOf", .array([object([("enum", strings(classes))]), object([("type", .string("string"))])])),
        ])
        let traits = OutputValue.object(
            TraitSetting.names.map { name in
                let values = TraitSetting.values(of: name)
                // displayScale is written as a number.
                let numbers = values.compactMap(Double.init)
                return (name, object([("enum", numbers.count == values.count ? .array(numbers.map(OutputValue.number)) : strings(values))]))
            })
        let setProperties = OutputValue.object(
            keyPaths.keys.sorted().compactMap { key in
                keyPaths[key].map { (key, property($0)) }
            })
        let rule = object([
            ("type", .string("object")),
            ("required", strings(["type", "set"])),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                object([
                    ("type", ref("className")),
                    (
                        "inside",
                        object([
                            ("type", .string("array")), ("items", ref("className")),
                            ("description", .string("Container classes, innermost first")),
                        ])
                    ),
                    ("when", object([("type", .string("object")), ("properties", traits), ("additionalProperties", .bool(false))])),
                    (
                        "class",
                        object([
                            (
                                "anyOf",
                                .array([
                                    object([("type", .string("string"))]),
                                    object([
                                        ("type", .string("array")),
                                        ("items", object([("type", .string("string"))])),
                                    ]),
                                ])
                            )
                        ])
                    ),
                    (
                        "set",
                        object([
                            ("type", .string("object")), ("properties", setProperties),
                            ("description", .string("Property keypath → value; custom types add their own")),
                        ])
                    ),
                ])
            ),
        ])
        let kinds = ["number", "bool", "string", "color", "image", "font", "size", "point", "rect", "insets", "shape"]
        let typeDeclaration = object([
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                object([
                    ("inherits", ref("className")),
                    (
                        "properties",
                        object([
                            ("type", .string("object")),
                            (
                                "additionalProperties",
                                object([
                                    ("type", .string("object")),
                                    (
                                        "properties",
                                        object([
                                            ("type", object([("enum", strings(kinds))])),
                                            (
                                                "enum",
                                                object([("type", .string("array")), ("items", object([("type", .string("string"))]))])
                                            ),
                                            ("default", object([])),
                                            ("keyedBy", object([("type", .string("string"))])),
                                            ("target", object([("type", .string("string"))])),
                                        ])
                                    ),
                                ])
                            ),
                        ])
                    ),
                ])
            ),
        ])
        let variants = ["light", "dark", "lightHighContrast", "darkHighContrast", "darkElevated", "darkElevatedHighContrast"]
        let color = object([
            (
                "anyOf",
                .array([
                    object([
                        ("type", .string("string")),
                        ("description", .string("#RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla(), a UIKit or palette name")),
                        ("examples", strings(SystemColors.allNames.sorted())),
                    ]),
                    object([
                        ("type", .string("object")), ("required", strings(["light", "dark"])),
                        ("properties", .object(variants.map { ($0, ref("color")) })), ("additionalProperties", .bool(false)),
                    ]),
                    object([
                        ("type", .string("object")), ("required", strings(["color", "alpha"])),
                        ("properties", object([("color", ref("color")), ("alpha", object([("type", .string("number"))]))])),
                        ("additionalProperties", .bool(false)),
                    ]),
                ])
            )
        ])
        return object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("Livery stylesheet, version 1")),
            ("type", .string("object")),
            ("required", strings(["livery"])),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                object([
                    ("livery", object([("const", .number(1))])),
                    ("imports", object([("type", .string("array")), ("items", object([("type", .string("string"))]))])),
                    ("colors", object([("type", .string("object")), ("additionalProperties", ref("color"))])),
                    ("constants", object([("type", .string("object"))])),
                    ("types", object([("type", .string("object")), ("additionalProperties", ref("typeDeclaration"))])),
                    ("rules", object([("type", .string("array")), ("items", ref("rule"))])),
                ])
            ),
            (
                "$defs",
                object([
                    ("className", className), ("color", color), ("rule", rule), ("typeDeclaration", typeDeclaration),
                ])
            ),
        ])
    }

    /// A property's value schema; keyed properties also take a mapping of keys.
    private static func property(_ spec: PropertySpec) -> OutputValue {
        var value = kindSchema(spec.kind)
        if let axis = spec.keyedBy {
            let keys = axis == "state" ? "state keys (normal, highlighted, selected+highlighted, …)" : "\(axis) cases"
            value = object([
                (
                    "anyOf",
                    .array([
                        value,
                        object([
                            ("type", .string("object")),
                            ("description", .string("One value per \(keys)")),
                        ]),
                    ])
                )
            ])
        }
        return value
    }

    private static func kindSchema(_ kind: ValueKind) -> OutputValue {
        let expression = object([("type", .string("string")), ("description", .string("$constant or arithmetic"))])
        switch kind {
        case .number: return object([("anyOf", .array([object([("type", .string("number"))]), expression]))])
        case .bool: return object([("type", .string("boolean"))])
        case .string, .image: return object([("type", .string("string"))])
        case .color: return ref("color")
        case .font:
            return object([
                (
                    "anyOf",
                    .array([
                        object([("enum", strings(DynamicType.styles.keys.sorted()))]),
                        object([
                            ("type", .string("object")),
                            (
                                "properties",
                                object([
                                    ("size", object([])),
                                    ("weight", object([("enum", strings(FontWeight.allCases.map(\.rawValue)))])),
                                    ("family", object([("type", .string("string"))])),
                                ])
                            ),
                        ]),
                    ])
                )
            ])
        case .size, .point, .rect, .insets, .shape, .shapeOrImage:
            return object([("description", .string("a \(kind) (see Docs/Stylesheets.md)"))])
        case .enumeration(let cases): return object([("enum", strings(cases))])
        case .enumList(let cases):
            return object([("type", .string("array")), ("items", object([("enum", strings(cases))]))])
        }
    }

    private static func object(_ pairs: [(String, OutputValue)]) -> OutputValue { .object(pairs.map { (key: $0.0, value: $0.1) }) }
    private static func strings(_ items: [String]) -> OutputValue { .array(items.map(OutputValue.string)) }
    private static func ref(_ name: String) -> OutputValue { object([("$ref", .string("#/$defs/\(name)"))]) }
}
