/// `livery apply`'s output (Docs/CLI.md): views in pre-order, each with its id
/// (null if none), type, path, laid-out frame and effective properties under
/// sorted keypaths. `frames` are the layout stage's, in the same order.
extension ResolvedTree {
    /// The `--format json` text.
    public func jsonText(frames: [Rect] = []) -> String {
        JSONWriter(inlineDepth: ResolvedTree.valueDepth).write(output(frames: frames))
    }

    /// The `--format yaml` text: the same document in YAML.
    public func yamlText(frames: [Rect] = []) -> String {
        YAMLWriter(inlineDepth: ResolvedTree.valueDepth).write(output(frames: frames))
    }

    /// Property values sit at depth 4 (document, views, view, properties) and
    /// are written on one line.
    private static let valueDepth = 4

    func output(frames: [Rect]) -> OutputValue {
        .object([
            (
                "views",
                .array(
                    views.enumerated().map { index, view in
                        var fields: [(String, OutputValue)] = [
                            ("id", view.id.map(OutputValue.string) ?? .null),
                            ("type", .string(view.type)),
                            ("path", .string(view.path)),
                        ]
                        if frames.indices.contains(index) { fields.append(("frame", Value.rect(frames[index]).output)) }
                        fields.append(
                            ("properties", .object(view.style.propertiesByKeyPath.map { ($0.keyPath, $0.property.value.output) })))
                        return .object(fields)
                    })
            )
        ])
    }
}
