import Foundation

/// A folder outside which nothing may be read: `livery serve` compiles and
/// renders only files under its folder, so a stylesheet's import, token
/// file or image — or a symbolic link — that points elsewhere is refused.
public struct ReadableRoot: Sendable, Hashable {
    /// The folder, made absolute with symbolic links resolved.
    public let path: String

    public init(_ folder: String) {
        path = ReadableRoot.canonical(folder)
    }

    /// Whether `file`, with symbolic links resolved, is the folder or inside it.
    public func contains(_ file: String) -> Bool {
        let resolved = ReadableRoot.canonical(file)
        return resolved == path || resolved.hasPrefix(path.hasSuffix("/") ? path : path + "/")
    }

    /// Absolute, standardized (`..` removed), every symbolic link resolved.
    public static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
