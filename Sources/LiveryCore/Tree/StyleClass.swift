/// A style-class name a stylesheet's rules use (`class: card`), as a value a
/// SwiftUI view names in `.style(…)`. LiveryPlugin generates one static per
/// class the target's stylesheets use (`StyleClass.card`), so a misspelt
/// class does not compile; `StyleClass("card")` names one the build did not see.
public struct StyleClass: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ name: String) { rawValue = name }
    public init(stringLiteral name: String) { rawValue = name }
}
