import Foundation

/// A stylesheet compiled at build time by `LiveryPlugin`: the generated
/// accessor (`LiveryStylesheets.showcase`) holds its table's bytes, so the
/// app needs no file path and no YAML at run time.
public struct CompiledStylesheet: Sendable {
    /// The stylesheet's file name without `.style.yaml` (`Showcase`).
    public let name: String
    /// The compiled table, base64 in the generated source.
    private let base64: String

    public init(name: String, base64: String) {
        self.name = name
        self.base64 = base64
    }

    /// Decodes the table; decode once and keep it. Throws only when the
    /// generated source was edited by hand or built by another Livery.
    public func table() throws(TableFormatError) -> InvocationTable {
        guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
            throw TableFormatError.notBase64(name)
        }
        return try InvocationTable(compiled: [UInt8](data))
    }
}

/// The namespace the plugin's generated accessors extend, one static
/// property per stylesheet of the target.
public enum LiveryStylesheets {}
