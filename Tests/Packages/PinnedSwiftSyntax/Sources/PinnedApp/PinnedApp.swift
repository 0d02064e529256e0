import LiveryCore
import SwiftSyntax

/// Uses both sides of the pin, so the package means what it says.
public let resolvedTogether = (TokenKind.self, ResolvedStyle.self)
