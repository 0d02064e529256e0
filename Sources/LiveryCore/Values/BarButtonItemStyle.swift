/// UIBarButtonItem.Style: `done` draws the title semibold.
public enum BarButtonItemStyle: String, Sendable, Hashable, CaseIterable {
    case plain, done
}
