import Foundation
import Livery

/// What a document's imports declare for the editor: the design tokens of
/// its token files and the colour names of its asset catalogs. Each file is
/// read once and kept until it changes on disk.
final class ImportedDeclarations {
    private var tokens: [String: (modified: Date?, entries: [DesignTokenEntry])] = [:]
    private var catalogs: [String: (modified: Date?, colors: [String])] = [:]

    /// The tokens of every token file the document imports.
    func tokens(importedBy names: DeclaredNames, folder: String) -> [DesignTokenEntry] {
        names.importPaths(folder: folder).filter(StylesheetCompiler.isTokenFile).flatMap { path -> [DesignTokenEntry] in
            let modified = ImportedDeclarations.modified(path)
            if let cached = tokens[path], cached.modified == modified { return cached.entries }
            let entries = DesignTokenEntry.entries(ofTokenFile: path)
            tokens[path] = (modified, entries)
            return entries
        }
    }

    /// The colour names of every asset catalog the document imports.
    func catalogColors(importedBy names: DeclaredNames, folder: String) -> [String] {
        names.importPaths(folder: folder).filter { $0.hasSuffix(".xcassets") }.flatMap { path -> [String] in
            let modified = ImportedDeclarations.modified(path)
            if let cached = catalogs[path], cached.modified == modified { return cached.colors }
            let colors = StylesheetCompiler.assetCatalogNames(path: path).colors.sorted()
            catalogs[path] = (modified, colors)
            return colors
        }
    }

    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
