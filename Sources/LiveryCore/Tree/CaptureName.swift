/// The names captured screens are stored under, one rule wherever they are
/// written: a unit test's `ViewRecorder.record`, and an app's post to
/// `livery serve`. A name never leads into another folder or hides the file.
public enum CaptureName {
    /// The folder captures are written in (beside a test file, or in the served folder).
    public static let folder = "Captures"
    /// The end of a capture's file name.
    public static let fileExtension = ".tree.yaml"

    /// Whether `name` (without ``fileExtension``) is a plain file name:
    /// letters, digits, `-`, `_` and `.`, not starting with `.` (no folder,
    /// no `..`, not hidden), and short enough for a file name with the
    /// extension (255 bytes).
    public static func isPlain(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != ".", name.utf8.count + fileExtension.utf8.count <= 255 else {
            return false
        }
        return name.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)
        }
    }
}
