import LiveryYAML

/// Builds the names a file's values may use: its imports' constants and
/// colors (later imports win), then its asset catalogs' colours and images,
/// then its design tokens, then its own, each
/// entry seeing only those above it. A file's own definitions shadow
/// imported ones of the same name; imported names are shared, not copied
/// (``ScopedNames``).
enum FileScope {
    static func reader(
        for file: SourceFile, imports: [ValueContext], catalogs: [AssetCatalog], tokens: TokenSet?, limits: StylesheetLimits
    ) -> ValueReader {
        var context = ValueContext(
            file: file.path, baseDirectory: file.directory,
            maxExpressionLength: limits.maxExpressionLength, maxPathCommands: limits.maxPathCommands)
        for imported in imports {
            context.colors.importing(imported.colors, from: imported.file)
            context.constants.importing(imported.constants, from: imported.file)
            context.shadows.importing(imported.shadows, from: imported.file)
            context.images.importing(imported.images, from: imported.file)
            context.undrawableImages.merge(imported.undrawableImages) { _, new in new }
        }
        for catalog in catalogs {
            context.colors.importing(ScopedNames(catalog.colors), from: catalog.path)
            context.images.importing(ScopedNames(catalog.images), from: catalog.path)
            context.undrawableImages.merge(catalog.undrawable) { _, new in new }
        }
        if let tokens {
            // The token layer is named after the file that imports it, so an importer shares it.
            let layer = file.path + " tokens"
            context.colors.importing(ScopedNames(tokens.colors), from: layer)
            context.constants.importing(ScopedNames(tokens.constants), from: layer)
            context.shadows.importing(ScopedNames(tokens.shadows), from: layer)
        }
        context.readableRoot = limits.readableRoot
        var reader = ValueReader(context: context)
        // Constants first: colors may use them (`rgba(0, 0, 0, $shadowAlpha)`).
        for (name, node) in entries(file["constants"], section: "constants", reader: &reader) {
            if let value = reader.constant(node) { reader.context.constants[name] = value }
        }
        for (name, node) in entries(file["colors"], section: "colors", reader: &reader) {
            if let color = reader.color(node, depth: 0) { reader.context.colors[name] = color }
        }
        return reader
    }

    /// The name/value entries of a `colors:` or `constants:` section, names checked.
    private static func entries(_ node: YAMLNode?, section: String, reader: inout ValueReader) -> [(String, YAMLNode)] {
        guard let node, !node.isNull else { return [] }
        guard let pairs = node.mapping else {
            reader.sink.report(.wrongKind, "'\(section)' is a mapping of names to values, found a \(node.kindName)", at: node)
            return []
        }
        var result: [(String, YAMLNode)] = []
        for pair in pairs {
            guard let name = pair.key.text, Names.isIdentifier(name) else {
                reader.sink.report(
                    .badName, "'\(pair.key.text ?? pair.key.kindName)' is not a valid name in \(section)", at: pair.key,
                    hint: "a name is a letter or '_' followed by letters, digits or '_'")
                continue
            }
            result.append((name, pair.value))
        }
        return result
    }
}
