/// What of a screen's content a capture may keep. By default no text the
/// user typed or was shown leaves the device: every text is written as
/// ``PlaceholderText`` of the same length and script. A view listed here,
/// by accessibility identifier or by class (its own or the nearest the
/// stylesheet knows), keeps its real text.
public struct CapturePrivacy: Sendable, Hashable {
    public var allowedIdentifiers: Set<String>
    public var allowedClasses: Set<String>

    public init(allowedIdentifiers: Set<String> = [], allowedClasses: Set<String> = []) {
        self.allowedIdentifiers = allowedIdentifiers
        self.allowedClasses = allowedClasses
    }

    /// Whether a view with this identifier and these class names keeps its text.
    func allows(identifier: String?, classes: [String]) -> Bool {
        identifier.map(allowedIdentifiers.contains) == true || classes.contains(where: allowedClasses.contains)
    }
}
