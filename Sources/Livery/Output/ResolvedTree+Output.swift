/// `livery apply`'s output (Docs/CLI.md): views in pre-order, each with its id
/// (null if none), type, path and effective properties under sorted keypaths.
extension ResolvedTree {
    /// The `--format json` text.
    public func jsonText() -> String {
        JSONWriter(inlineDepth: ResolvedTree.valueDepth).write(output)
    }

    /// The `--format yaml` text: the same document in YAML.
    public func yamlText() -> String {
        YAMLWriter(inlineDepth: ResolvedTree.valueDepth).write(output)
    }

    /// Property values sit at depth 4 (document, views, view, properties) and
    /// are written on one line.
    private static let valueDepth = 4

    var output: OutputValue {
        .object([
            (
                "views",
                .array(
                    views.map { view in
                        .object([
                            ("id", view.id.map(OutputValue.string) ?? .null),
                            ("type", .string(view.type)),
                            ("path", .string(view.path)),
                            ("properties", .object(view.style.propertiesByKeyPath.map { ($0.keyPath, $0.property.value.output) })),
                        ])
                    })
            )
        ])
    }
}
