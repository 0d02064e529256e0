import Foundation
import Livery
import LiveryYAML

extension FuzzDriver {
    /// `livery apply` prints these texts for other programs to read: whatever
    /// strings a stylesheet or tree holds, the YAML must parse as YAML and the
    /// JSON as JSON. Traps otherwise, so libFuzzer keeps the input.
    public static func checkOutput(of tree: ResolvedTree) {
        let yaml = tree.yamlText()
        do {
            _ = try YAMLReader.parse(yaml)
        } catch {
            fatalError("apply's YAML does not parse: \(error)\n\(yaml)")
        }
        let json = tree.jsonText()
        if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil {
            fatalError("apply's JSON does not parse:\n\(json)")
        }
    }
}
