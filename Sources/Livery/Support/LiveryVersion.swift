/// Livery's version, as `livery --version` and SARIF reports print it.
public enum LiveryVersion {
    public static let current = "0.19.0"
}
