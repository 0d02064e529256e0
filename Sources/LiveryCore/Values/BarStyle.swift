/// UIBarStyle: `black` is a dark bar with light content, whatever the
/// appearance around it.
public enum BarStyle: String, Sendable, Hashable, CaseIterable {
    case `default`, black
}
