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
        @Environment(\.horizontalSizeClass) private var horizontalSizeClass
        @Environment(\.verticalSizeClass) private var verticalSizeClass
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.legibilityWeight) private var legibilityWeight
        @Environment(\.displayScale) private var displayScale

        var traits: TraitCollection {
            TraitCollection(
                colorScheme: colorScheme, contrast: contrast, horizontalSizeClass: horizontalSizeClass,
                verticalSizeClass: verticalSizeClass, dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection,
                legibilityWeight: legibilityWeight, displayScale: displayScale)
        }
    }

    extension TraitCollection {
        /// SwiftUI's environment values as the traits UIKit would give a view
        /// in the same place; a size class or legibility weight SwiftUI leaves
        /// unset keeps the default (compact width, regular height, regular weight).
        public init(
            colorScheme: ColorScheme, contrast: ColorSchemeContrast, horizontalSizeClass: UserInterfaceSizeClass?,
            verticalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize, layoutDirection: SwiftUI.LayoutDirection,
            legibilityWeight: SwiftUI.LegibilityWeight?, displayScale: CGFloat
        ) {
            self.init()
            userInterfaceStyle = colorScheme == .dark ? .dark : .light
            accessibilityContrast = contrast == .increased ? .high : .normal
            if let horizontalSizeClass { self.horizontalSizeClass = horizontalSizeClass == .regular ? .regular : .compact }
            if let verticalSizeClass { self.verticalSizeClass = verticalSizeClass == .regular ? .regular : .compact }
            preferredContentSizeCategory = ContentSizeCategory(dynamicTypeSize)
            self.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            self.legibilityWeight = legibilityWeight == .bold ? .bold : .regular
            self.displayScale = displayScale.isFinite ? max(1, min(3, Int(displayScale.rounded()))) : 2
        }
    }

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
