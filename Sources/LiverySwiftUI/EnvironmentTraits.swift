#if canImport(SwiftUI)
    import Foundation
    import LiveryCore
    import SwiftUI

    /// The traits a stylesheet's `when:` tests, read from SwiftUI's
    /// environment where a styled view is: a dynamic property, so a change of
    /// colour scheme or Dynamic Type size re-styles the view. SwiftUI has no
    /// idiom or interface level in the environment: those keep their defaults
    /// (a phone, the base level).
    struct EnvironmentTraits: DynamicProperty {
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var contrast
        #if !os(macOS) && !os(watchOS)
            @Environment(\.horizontalSizeClass) private var horizontalSizeClass
            @Environment(\.verticalSizeClass) private var verticalSizeClass
        #endif
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.legibilityWeight) private var legibilityWeight
        @Environment(\.displayScale) private var displayScale

        var traits: TraitCollection {
            let traits = TraitCollection(
                colorScheme: colorScheme, contrast: contrast, dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection,
                legibilityWeight: legibilityWeight, displayScale: displayScale)
            #if !os(macOS) && !os(watchOS)
                return traits.withSizeClasses(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
            #else
                return traits
            #endif
        }
    }

    extension TraitCollection {
        /// SwiftUI's environment values as the traits UIKit would give a view
        /// in the same place; a legibility weight SwiftUI leaves unset is regular.
        public init(
            colorScheme: ColorScheme, contrast: ColorSchemeContrast, dynamicTypeSize: DynamicTypeSize,
            layoutDirection: SwiftUI.LayoutDirection, legibilityWeight: SwiftUI.LegibilityWeight?, displayScale: CGFloat
        ) {
            self.init()
            userInterfaceStyle = colorScheme == .dark ? .dark : .light
            accessibilityContrast = contrast == .increased ? .high : .normal
            preferredContentSizeCategory = ContentSizeCategory(dynamicTypeSize)
            self.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            self.legibilityWeight = legibilityWeight == .bold ? .bold : .regular
            self.displayScale = displayScale.isFinite ? max(1, min(3, Int(displayScale.rounded()))) : 2
        }
    }

    #if !os(macOS) && !os(watchOS)
        extension TraitCollection {
            /// These traits with SwiftUI's size classes (macOS and watchOS have
            /// none); one SwiftUI leaves unset keeps the default (compact
            /// width, regular height).
            public func withSizeClasses(horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?) -> TraitCollection {
                var traits = self
                if let horizontal { traits.horizontalSizeClass = horizontal == .regular ? .regular : .compact }
                if let vertical { traits.verticalSizeClass = vertical == .regular ? .regular : .compact }
                return traits
            }
        }
    #endif

    extension TraitCollection.ContentSizeCategory {
        /// SwiftUI's Dynamic Type size as UIKit's content size category: the
        /// same twelve sizes in the same order (`accessibility1` is `accessibilityMedium`).
        init(_ size: DynamicTypeSize) {
            let index = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
            let categories = TraitCollection.ContentSizeCategory.allCases
            self = categories.indices.contains(index) ? categories[index] : .large
        }
    }
#endif
