/// A JSON Schema (draft 2020-12) of the stylesheet format, for editors'
/// completion, hover and checks (`livery schema`, Docs/Editors.md). It is
/// generated from the registry the compiler checks against — classes, each
/// class's properties with their kinds, defaults and ranges, traits, text
/// styles — so it cannot drift from what `lint` accepts. A rule's `set:` is
/// checked against the properties of its `type:`; every key and enum value
/// has a description. `lint` stays the authority on what a schema cannot
/// check: expressions, palette names, imports.
public enum StylesheetSchema {
    public static func jsonText(registry: TypeRegistry = .builtIn) -> String {
        JSONWriter(inlineDepth: .max).write(document(registry: registry))
    }

    static func document(registry: TypeRegistry) -> OutputValue {
        // What `type:` styles, and what `inside:` may name (views and controllers).
        let classes = registry.typeNames.filter { registry.kind(of: $0) != .controller }
        let containers = registry.typeNames.filter { registry.kind(of: $0) != .item }
        var catalogue = PropertyCatalogue()
        let sets =
            [("set", anySet(registry: registry, catalogue: &catalogue))]
            + classes.map { ("set." + $0, classSet($0, registry: registry, catalogue: &catalogue)) }
        let defs: [(String, OutputValue)] =
            [
                ("className", className(classes, "A built-in UIKit class or one declared under types:")),
                ("containerName", className(containers, "A view or view controller class, built-in or declared under types:")),
                ("color", color), ("font", font), ("image", image), ("when", when), ("rule", rule(classes)),
                ("style", style), ("typeDeclaration", typeDeclaration), ("traitDeclaration", traitDeclaration), ("import", importEntry),
                ("shadow", shadow),
            ] + sets + catalogue.definitions
        return object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("Livery stylesheet, version 1")),
            ("description", .string("A Livery stylesheet (Docs/Stylesheets.md).")),
            ("type", .string("object")),
            ("required", strings(["livery"])),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                object([
                    ("livery", described("livery", [("const", .number(1))])),
                    (
                        "imports",
                        described("imports", [("anyOf", .array([ref("import"), array(of: ref("import"))]))])
                    ),
                    ("traits", described("traits", [("type", .string("object")), ("additionalProperties", ref("traitDeclaration"))])),
                    ("colors", described("colors", [("type", .string("object")), ("additionalProperties", ref("color"))])),
                    ("constants", described("constants", [("type", .string("object"))])),
                    (
                        "types",
                        described("types", [("type", .string("object")), ("additionalProperties", ref("typeDeclaration"))])
                    ),
                    ("styles", described("styles", [("type", .string("object")), ("additionalProperties", ref("style"))])),
                    ("rules", described("rules", [("type", .string("array")), ("items", ref("rule"))])),
                ])
            ),
            ("$defs", object(defs)),
        ])
    }

    // MARK: Rules and styles

    /// A rule; its `set:` is checked against its class's properties when the
    /// class is known to the schema, else against every class's (declared
    /// types bring their own).
    private static func rule(_ classes: [String]) -> OutputValue {
        let perClass = classes.map { name in
            object([
                ("if", object([("properties", object([("type", object([("const", .string(name))]))])), ("required", strings(["type"]))])),
                ("then", object([("properties", object([("set", ref("set." + name))]))])),
            ])
        }
        let declared = object([
            ("if", object([("properties", object([("type", object([("not", object([("enum", strings(classes))]))]))]))])),
            ("then", object([("properties", object([("set", ref("set"))]))])),
        ])
        return object([
            ("type", .string("object")),
            ("required", strings(["type"])),
            ("anyOf", .array([object([("required", strings(["set"]))]), object([("required", strings(["include"]))])])),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                object([
                    ("type", described("type", [("$ref", .string("#/$defs/className"))])),
                    ("inside", described("inside", [("anyOf", .array([ref("containerName"), array(of: ref("containerName"))]))])),
                    ("when", described("when", [("$ref", .string("#/$defs/when"))])),
                    ("class", described("class", [("anyOf", .array([styleClass, array(of: styleClass)]))])),
                    ("include", described("include", [("anyOf", .array([text, array(of: text)]))])),
                    ("set", described("set", [("type", .string("object"))])),
                ])
            ),
            ("allOf", .array(perClass + [declared])),
        ])
    }

    private static let style = object([
        ("type", .string("object")),
        ("additionalProperties", .bool(false)),
        (
            "properties",
            object([
                ("include", described("include", [("anyOf", .array([text, array(of: text)]))])),
                ("set", described("set", [("$ref", .string("#/$defs/set"))])),
            ])
        ),
    ])

    /// `path.tokens.json`, a stylesheet path, or `{ tokens:, when: }`.
    private static let importEntry = object([
        (
            "anyOf",
            .array([
                object([("type", .string("string")), ("description", .string("A stylesheet (.style.yaml) or token file (.tokens.json)."))]),
                object([
                    ("type", .string("object")), ("required", strings(["tokens"])), ("additionalProperties", .bool(false)),
                    (
                        "properties",
                        object([
                            ("tokens", described("tokens", [("type", .string("string"))])),
                            (
                                "when",
                                object([
                                    ("description", .string("The mode the token file applies in.")),
                                    ("type", .string("object")), ("additionalProperties", .bool(false)),
                                    (
                                        "properties",
                                        object(TokenImport.modeTraits.map { ($0.rawValue, traitValues($0.rawValue)) })
                                    ),
                                ])
                            ),
                        ])
                    ),
                ]),
            ])
        )
    ])

    // MARK: Sets

    /// Every property of every class, for completion where the class is one
    /// the schema does not know (a type declared in the stylesheet).
    private static func anySet(registry: TypeRegistry, catalogue: inout PropertyCatalogue) -> OutputValue {
        var specs: [String: PropertySpec] = [:]
        for name in registry.typeNames {
            for (keyPath, spec) in registry.allProperties(of: name) { specs[keyPath] = spec }
        }
        return object([
            ("type", .string("object")),
            ("description", .string(SchemaDescriptions.keys["set"] ?? "")),
            ("properties", properties(specs, catalogue: &catalogue)),
        ])
    }

    /// Exactly the properties `name` has, in dotted and nested spellings.
    private static func classSet(_ name: String, registry: TypeRegistry, catalogue: inout PropertyCatalogue) -> OutputValue {
        object([
            ("type", .string("object")),
            ("description", .string("Properties of \(name).")),
            ("properties", properties(registry.allProperties(of: name), catalogue: &catalogue)),
            ("additionalProperties", .bool(false)),
        ])
    }

    /// Each property's schema once, under `$defs`, for the sets to refer to:
    /// a class's set names every property it inherits.
    private struct PropertyCatalogue {
        private(set) var definitions: [(String, OutputValue)] = []
        private var names: [PropertySpec: String] = [:]
        private var taken: Set<String> = []

        mutating func ref(_ spec: PropertySpec, as keyPath: String) -> OutputValue {
            var key = spec
            key.keyPath = keyPath
            if let name = names[key] { return StylesheetSchema.ref(name) }
            var name = "property." + keyPath
            // Two classes may declare the same keypath differently.
            var n = 2
            while taken.contains(name) {
                name = "property." + keyPath + "." + String(n)
                n += 1
            }
            taken.insert(name)
            names[key] = name
            let alias = keyPath == spec.keyPath ? nil : "UIView's name for \(spec.keyPath)."
            definitions.append((name, StylesheetSchema.property(spec, alias: alias)))
            return StylesheetSchema.ref(name)
        }
    }

    /// Property schemas by keypath, with the aliases, the shadow shorthand and
    /// the nested groups (`layer: { cornerRadius: … }`).
    private static func properties(_ specs: [String: PropertySpec], catalogue: inout PropertyCatalogue) -> OutputValue {
        var entries: [String: OutputValue] = [:]
        for (keyPath, spec) in specs { entries[keyPath] = catalogue.ref(spec, as: keyPath) }
        for (alias, canonical) in TypeRegistry.aliases {
            if let spec = specs[canonical] { entries[alias] = catalogue.ref(spec, as: alias) }
        }
        if specs["layer.shadowColor"] != nil { entries["layer.shadow"] = ref("shadow") }
        // `appearance:` takes what a slot takes, for every slot (the standard one's schema).
        let slot = BarSlot.standard.name + "."
        for (keyPath, spec) in specs where keyPath.hasPrefix(slot) {
            entries[PropertySetReader.appearanceShorthand + "." + keyPath.dropFirst(slot.count)] = catalogue.ref(spec, as: keyPath)
        }
        var groups: [String: [String: OutputValue]] = [:]
        for (keyPath, value) in entries {
            guard let dot = keyPath.firstIndex(of: ".") else { continue }
            groups[String(keyPath[..<dot]), default: [:]][String(keyPath[keyPath.index(after: dot)...])] = value
        }
        for (group, members) in groups where entries[group] == nil {
            entries[group] = object([
                ("type", .string("object")),
                ("description", .string("The \(group) properties, nested: `\(group): { \(members.keys.sorted()[0]): … }`.")),
                ("properties", object(members.keys.sorted().compactMap { key in members[key].map { (key, $0) } })),
                ("additionalProperties", .bool(false)),
            ])
        }
        return object(entries.keys.sorted().compactMap { key in entries[key].map { (key, $0) } })
    }

    /// A property's value schema and its hover text: what it is, its kind,
    /// default and range (from the registry). Keyed properties also take a
    /// mapping of keys.
    private static func property(_ spec: PropertySpec, alias: String?) -> OutputValue {
        var pairs = kindSchema(spec.kind, range: spec.range, cases: spec.caseSummaries)
        if let axis = spec.keyedBy {
            var keyed: [(String, OutputValue)] = [
                ("type", .string("object")),
                ("additionalProperties", object(kindSchema(spec.kind, range: spec.range, cases: spec.caseSummaries))),
            ]
            if axis == "state" {
                let flag = "(" + ControlState.flagNames.map(\.0).joined(separator: "|") + ")"
                keyed.append(("propertyNames", object([("pattern", .string("^(normal|\(flag)(\\+\(flag))*)$"))])))
            }
            pairs = [("anyOf", .array([object(pairs), object(keyed)]))]
        }
        return object([("description", .string(hoverText(spec, alias: alias)))] + pairs)
    }

    /// A property's hover text, for the schema and the language server: what
    /// it is, why only previews draw it, its kind, default, range and keys.
    public static func hoverText(_ spec: PropertySpec, alias: String? = nil) -> String {
        var notes = [alias ?? spec.summary ?? "Declared under types:."]
        if let reason = spec.reach.previewOnlyReason { notes.append("Preview only: \(reason).") }
        notes.append("Kind: \(kindName(spec.kind)).")
        if let value = spec.defaultValue { notes.append("Default: \(value.listingText).") }
        if let range = spec.range { notes.append("Range: \(range).") }
        if let axis = spec.keyedBy {
            let keys = axis == "state" ? "control state (normal, highlighted, selected+highlighted, …)" : "\(axis) case"
            notes.append("Keyed by \(keys): one value, or a mapping of keys to values.")
        }
        return notes.joined(separator: " ")
    }

    private static func kindName(_ kind: ValueKind) -> String {
        switch kind {
        case .enumeration: return "enum"
        case .enumList: return "list of enum cases"
        case .shapeOrImage: return "shape or image"
        default: return "\(kind)"
        }
    }

    private static func kindSchema(
        _ kind: ValueKind, range: NumberRange?, cases summaries: [String: String] = [:]
    ) -> [(String, OutputValue)] {
        switch kind {
        case .number:
            var number: [(String, OutputValue)] = [("type", .string(range?.wholeNumbers == true ? "integer" : "number"))]
            if let low = range?.lowerBound { number.append(("minimum", .number(low))) }
            if let high = range?.upperBound { number.append(("maximum", .number(high))) }
            return [("anyOf", .array([object(number), expression]))]
        case .bool: return [("anyOf", .array([object([("type", .string("boolean"))]), constant]))]
        case .string: return [("type", .string("string"))]
        case .image: return [("$ref", .string("#/$defs/image"))]
        case .color: return [("$ref", .string("#/$defs/color"))]
        case .font: return [("$ref", .string("#/$defs/font"))]
        case .size, .point, .rect, .insets, .shape, .shapeOrImage:
            return [("description", .string("a \(kindName(kind)) (see Docs/Stylesheets.md)"))]
        case .enumeration(let cases): return [("anyOf", .array(cases.map { choice($0, summaries) } + [constant]))]
        case .enumList(let cases):
            return [("type", .string("array")), ("items", object([("anyOf", .array(cases.map { choice($0, summaries) }))]))]
        case .stringList:
            return [
                (
                    "anyOf",
                    .array([
                        object([("type", .string("array")), ("items", object([("type", .string("string"))]))]),
                        object([("type", .string("string"))]),
                    ])
                )
            ]
        }
    }

    /// The `layer.shadow` shorthand, or a shadow token.
    private static let shadow = object([
        ("description", .string(SchemaDescriptions.keys["layer.shadow"] ?? "")),
        (
            "anyOf",
            .array([
                object([
                    ("type", .string("object")), ("additionalProperties", .bool(false)),
                    (
                        "properties",
                        object([
                            ("color", object([("description", .string("layer.shadowColor")), ("$ref", .string("#/$defs/color"))])),
                            ("opacity", object([("description", .string("layer.shadowOpacity"))] + kindSchema(.number, range: .unit))),
                            ("radius", object([("description", .string("layer.shadowRadius"))] + kindSchema(.number, range: .nonNegative))),
                            ("offset", object([("description", .string("layer.shadowOffset: [width, height] or { width, height }"))])),
                        ])
                    ),
                ]),
                constant,
            ])
        ),
    ])

    // MARK: Values

    private static func className(_ classes: [String], _ description: String) -> OutputValue {
        object([
            ("description", .string(description)),
            (
                "anyOf",
                .array(
                    classes.map { object([("const", .string($0)), ("description", .string("\($0) and its subclasses."))]) }
                        + [object([("type", .string("string"))])])
            ),
        ])
    }

    private static let color: OutputValue = {
        let variants = ["light", "dark", "lightHighContrast", "darkHighContrast", "darkElevated", "darkElevatedHighContrast"]
        return object([
            (
                "anyOf",
                .array([
                    object([
                        ("type", .string("string")),
                        (
                            "description",
                            .string("#RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla(), a UIKit, palette or token name")
                        ),
                        ("examples", strings(SystemColors.allNames.sorted())),
                    ]),
                    object([
                        ("type", .string("object")), ("required", strings(["light", "dark"])),
                        ("description", .string("A dynamic colour: one value per appearance.")),
                        (
                            "properties",
                            object(
                                variants.map {
                                    ($0, object([("description", .string("The \($0) variant.")), ("$ref", .string("#/$defs/color"))]))
                                })
                        ),
                        ("additionalProperties", .bool(false)),
                    ]),
                    object([
                        ("type", .string("object")), ("required", strings(["color", "alpha"])),
                        ("description", .string("A colour with its alpha replaced.")),
                        (
                            "properties",
                            object([
                                ("color", object([("description", .string("The colour.")), ("$ref", .string("#/$defs/color"))])),
                                ("alpha", object([("description", .string("Its alpha, 0…1."))] + kindSchema(.number, range: .unit))),
                            ])
                        ),
                        ("additionalProperties", .bool(false)),
                    ]),
                ])
            )
        ])
    }()

    /// An image: a path or image set name, an SF Symbol's map (Docs/Stylesheets.md, "Symbols"), a solid colour's
    /// or a resizable image's.
    private static let image: OutputValue = {
        func choices(_ names: [String], _ description: String) -> OutputValue {
            object([("description", .string(description)), ("enum", strings(names))])
        }
        let symbol = object([
            ("type", .string("object")), ("required", strings(["symbol"])), ("additionalProperties", .bool(false)),
            ("description", .string("An SF Symbol, UIImage(systemName:withConfiguration:).")),
            (
                "properties",
                object([
                    ("symbol", object([("type", .string("string")), ("description", .string("The symbol's name, as SF Symbols shows it."))])),
                    (
                        "pointSize",
                        object([
                            ("description", .string("The symbol's point size (SymbolConfiguration(pointSize:weight:scale:)); not with textStyle.")),
                            ("type", .string("number")), ("exclusiveMinimum", .number(0)), ("maximum", .number(ValueReader.maxSymbolPointSize)),
                        ])
                    ),
                    (
                        "textStyle",
                        choices(DynamicType.styles.keys.sorted(), "The text style whose size it follows (SymbolConfiguration(textStyle:scale:)).")
                    ),
                    ("weight", choices(FontWeight.allCases.map(\.rawValue), "The symbol's weight.")),
                    ("scale", choices(SymbolImage.Scale.allCases.map(\.rawValue), "small, medium or large, against its point size.")),
                    (
                        "renderingMode",
                        choices(
                            SymbolImage.RenderingMode.allCases.map(\.rawValue),
                            "monochrome (the tint), hierarchical (one colour), palette (a colour per layer) or multicolor.")
                    ),
                    (
                        "colors",
                        object([
                            ("description", .string("palette's colours, a layer each, or hierarchical's one.")),
                            ("type", .string("array")), ("items", object([("$ref", .string("#/$defs/color"))])),
                        ])
                    ),
                ])
            ),
        ])
        let solid = object([
            ("type", .string("object")), ("required", strings(["color"])), ("additionalProperties", .bool(false)),
            ("description", .string("A solid colour's image, one point filled with the colour.")),
            ("properties", object([("color", object([("description", .string("The colour, any a colour property takes.")), ("$ref", .string("#/$defs/color"))]))])),
        ])
        let resizable = object([
            ("type", .string("object")), ("required", strings(["image", "capInsets"])), ("additionalProperties", .bool(false)),
            ("description", .string("An image made resizable, resizableImage(withCapInsets:resizingMode:).")),
            (
                "properties",
                object([
                    ("image", object([("type", .string("string")), ("description", .string("An image set's name or a PNG path."))])),
                    (
                        "capInsets",
                        object([
                            ("description", .string("[top, left, bottom, right] in points of the image, 0 to 10,000, or one number for all four."))
                        ])
                    ),
                    ("resizingMode", choices(ImageResizing.Mode.allCases.map(\.rawValue), "tile (UIKit's default) or stretch: how the middle fills.")),
                ])
            ),
        ])
        return object([("anyOf", .array([object([("type", .string("string"))]), symbol, solid, resizable]))])
    }()

    private static let font: OutputValue = {
        let styles = DynamicType.styles.keys.sorted().map { name in
            let sizes = DynamicType.styles[name]?.sizes ?? []
            let large = TraitCollection.ContentSizeCategory.allCases.firstIndex(of: .large).flatMap {
                sizes.indices.contains($0) ? sizes[$0] : nil
            }
            return object([
                ("const", .string(name)),
                (
                    "description",
                    .string("The \(name) text style: \(large.map(formatNumber) ?? "?") pt at the default size, scaled by Dynamic Type.")
                ),
            ])
        }
        return object([
            (
                "anyOf",
                .array(
                    styles + [
                        object([
                            ("type", .string("object")), ("required", strings(["size"])), ("additionalProperties", .bool(false)),
                            ("description", .string("A font of a fixed size, scaled by Dynamic Type only with relativeTo.")),
                            (
                                "properties",
                                object([
                                    (
                                        "size",
                                        object([("description", .string("Points, greater than 0."))] + kindSchema(.number, range: nil))
                                    ),
                                    (
                                        "weight",
                                        object([
                                            ("description", .string("The weight (default regular).")),
                                            (
                                                "anyOf",
                                                .array(
                                                    FontWeight.allCases.map { choice($0.rawValue, SchemaDescriptions.fontWeights) } + [
                                                        constant
                                                    ])
                                            ),
                                        ])
                                    ),
                                    (
                                        "family",
                                        object([("description", .string("A font family (default system).")), ("type", .string("string"))])
                                    ),
                                    (
                                        "relativeTo",
                                        object([
                                            (
                                                "description",
                                                .string("Scale the size with Dynamic Type as this text style scales (UIFontMetrics).")
                                            ),
                                            ("enum", strings(DynamicType.styles.keys.sorted())),
                                        ])
                                    ),
                                ])
                            ),
                        ]),
                        constant,
                    ])
            )
        ])
    }()

    /// Trait conditions: each trait's values, the text-size range and `isAccessibilityCategory`.
    private static let when: OutputValue = {
        var traits = TraitSetting.names.map { ($0, traitValues($0)) }
        if let index = traits.firstIndex(where: { $0.0 == TraitName.preferredContentSizeCategory.rawValue }) {
            let category = object([("anyOf", .array(TraitSetting.values(of: traits[index].0).map(sizeChoice)))])
            traits[index].1 = object([
                ("description", .string("The text size, or a range of sizes.")),
                (
                    "anyOf",
                    .array([
                        category,
                        object([
                            ("type", .string("object")), ("additionalProperties", .bool(false)), ("minProperties", .number(1)),
                            (
                                "properties",
                                object(
                                    TraitCondition.rangeKeys.map {
                                        (
                                            $0,
                                            described(
                                                $0,
                                                [("anyOf", .array(TraitSetting.values(of: "preferredContentSizeCategory").map(sizeChoice)))]
                                            )
                                        )
                                    })
                            ),
                        ]),
                    ])
                ),
            ])
        }
        traits.append(
            (TraitCondition.accessibilityCategoryKey, described(TraitCondition.accessibilityCategoryKey, [("type", .string("boolean"))])))
        // Any other name is a trait the stylesheet declares under `traits:`.
        let declared = object([("type", .string("string")), ("description", .string("A trait the stylesheet declares under traits:."))])
        return object([("type", .string("object")), ("properties", object(traits)), ("additionalProperties", declared)])
    }()

    /// `theme: { values: [light, sepia], default: light }`.
    private static let traitDeclaration = object([
        ("type", .string("object")), ("required", strings(["values"])), ("additionalProperties", .bool(false)),
        (
            "properties",
            object([
                ("values", described("values", [("type", .string("array")), ("minItems", .number(1)), ("items", text)])),
                ("default", described("default", [("type", .string("string"))])),
            ])
        ),
    ])

    private static func traitValues(_ name: String) -> OutputValue {
        let values = TraitSetting.values(of: name)
        if name == TraitName.displayScale.rawValue {
            return described(
                name,
                [
                    (
                        "anyOf",
                        .array(
                            values.compactMap(Double.init).map {
                                object([("const", .number($0)), ("description", .string("@\(formatNumber($0))x"))])
                            })
                    )
                ])
        }
        if name == TraitName.preferredContentSizeCategory.rawValue {
            return described(name, [("anyOf", .array(values.map(sizeChoice)))])
        }
        return described(name, [("anyOf", .array(values.map { choice($0, SchemaDescriptions.traitValues) }))])
    }

    /// A content-size category, described by the body size it gives.
    private static func sizeChoice(_ name: String) -> OutputValue {
        let index = TraitSetting.values(of: "preferredContentSizeCategory").firstIndex(of: name)
        let body = index.flatMap { i in
            DynamicType.styles["body"]?.sizes.indices.contains(i) == true ? DynamicType.styles["body"]?.sizes[i] : nil
        }
        let kind = name.hasPrefix("accessibility") ? "an accessibility size" : "a standard size"
        return object([("const", .string(name)), ("description", .string("\(kind): body text \(body.map(formatNumber) ?? "?") pt"))])
    }

    private static let typeDeclaration: OutputValue = {
        let kinds = TypeDeclarations.valueTypes.keys.sorted().map {
            object([("const", .string($0)), ("description", .string("A \($0) value."))])
        }
        return object([
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                object([
                    ("inherits", described("inherits", [("$ref", .string("#/$defs/className"))])),
                    (
                        "properties",
                        described(
                            "properties",
                            [
                                ("type", .string("object")),
                                (
                                    "additionalProperties",
                                    object([
                                        ("type", .string("object")),
                                        ("additionalProperties", .bool(false)),
                                        (
                                            "properties",
                                            object([
                                                ("type", object([("description", .string("The value type.")), ("anyOf", .array(kinds))])),
                                                (
                                                    "enum",
                                                    object([
                                                        ("description", .string("An enum's cases (instead of type).")),
                                                        ("type", .string("array")), ("items", text),
                                                    ])
                                                ),
                                                ("default", object([("description", .string("The value when no rule sets it."))])),
                                                (
                                                    "keyedBy",
                                                    object([
                                                        (
                                                            "description",
                                                            .string("state, or an enum property of the type: one value per key.")
                                                        ), ("type", .string("string")),
                                                    ])
                                                ),
                                                (
                                                    "target",
                                                    object([
                                                        (
                                                            "description",
                                                            .string("The property this one drives: own.keyPath or part.keyPath.")
                                                        ), ("type", .string("string")),
                                                    ])
                                                ),
                                            ])
                                        ),
                                    ])
                                ),
                            ])
                    ),
                ])
            ),
        ])
    }()

    // MARK: Helpers

    /// An enum case with its hover text.
    private static func choice(_ name: String, _ summaries: [String: String]) -> OutputValue {
        let text = summaries[name] ?? name
        return object([("const", .string(name)), ("description", .string(text))])
    }

    /// A key's schema with its hover text.
    private static func described(_ key: String, _ pairs: [(String, OutputValue)]) -> OutputValue {
        object([("description", .string(SchemaDescriptions.keys[key] ?? key))] + pairs)
    }

    /// A `$name` constant or token where a value goes.
    private static let constant = object([
        ("type", .string("string")), ("pattern", .string("^\\$[A-Za-z_][A-Za-z0-9_.-]*$")),
        ("description", .string("A constant or design token: $name")),
    ])
    private static let expression = object([
        ("type", .string("string")), ("description", .string("A $constant or arithmetic: $gutter * 2 + 1")),
    ])
    private static let text = object([("type", .string("string"))])
    private static let styleClass = object([("type", .string("string")), ("pattern", .string("^[A-Za-z_][A-Za-z0-9_-]*$"))])

    private static func array(of item: OutputValue) -> OutputValue { object([("type", .string("array")), ("items", item)]) }
    private static func object(_ pairs: [(String, OutputValue)]) -> OutputValue { .object(pairs.map { (key: $0.0, value: $0.1) }) }
    private static func strings(_ items: [String]) -> OutputValue { .array(items.map(OutputValue.string)) }
    private static func ref(_ name: String) -> OutputValue { object([("$ref", .string("#/$defs/\(name)"))]) }
}
