// A scrollable view's own background, transcribed from
// developer.apple.com/documentation/swiftui/<path>; the modifier records its call.

// visibility: @frozen enum Visibility (iOS 15), CaseIterable, Hashable, Sendable
@frozen public enum Visibility: CaseIterable, Hashable, Sendable {
    // visibility/automatic, visibility/visible, visibility/hidden
    case automatic, visible, hidden
}

extension View {
    // view/scrollcontentbackground(_:): nonisolated func scrollContentBackground(_ visibility: Visibility) -> some View
    // (iOS 16.0+, macOS 13.0+, watchOS 9.0+; tvOS unavailable)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        stubModified("scrollContentBackground", visibility)
    }
}
