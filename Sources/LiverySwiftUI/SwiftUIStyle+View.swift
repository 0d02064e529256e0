#if canImport(SwiftUI)
    import Foundation
    import LiveryCore
    import SwiftUI

    extension View {
        /// This view wearing `style` through SwiftUI's own modifiers, in the
        /// order a layer draws: text attributes, then padding, the background
        /// in its rounded rectangle (behind the content, not clipping it, as a
        /// layer's corner radius does not clip its sublayers), the border
        /// inside the bounds, the shadow of the whole, opacity. What `style`
        /// leaves unset is not applied, so the environment's font and colour stay.
        func styled(_ style: SwiftUIStyle) -> some View {
            let shape = RoundedRectangle(cornerRadius: style.cornerRadius, style: style.continuousCorners ? .continuous : .circular)
            return
                self
                .typography(style.typography)
                .applying(style.font) { $0.font(Font($1)) }
                .applying(style.foregroundColor) { $0.foregroundColor(SwiftUI.Color($1)) }
                .applying(style.textAlignment) { $0.multilineTextAlignment(SwiftUI.TextAlignment($1)) }
                .applying(style.lineLimit) { $0.lineLimit($1 == 0 ? nil : $1) }
                .applying(style.tint) { $0.tint(SwiftUI.Color($1)) }
                .applying(style.padding) { $0.padding(EdgeInsets($1)) }
                .listBackground(hidden: style.hidesListBackground)
                .applying(style.backgroundColor) { $0.background(SwiftUI.Color($1), in: shape) }
                .applying(style.listRowBackground) { $0.listRowBackground(SwiftUI.Color($1)) }
                .applying(style.border) { view, border in
                    view.overlay { shape.strokeBorder(SwiftUI.Color(border.color), lineWidth: border.width) }
                }
                .applying(style.shadow) { view, shadow in
                    view.shadow(color: SwiftUI.Color(shadow.color), radius: shadow.radius, x: shadow.offset.width, y: shadow.offset.height)
                }
                .applying(style.isHidden || style.opacity < 1 ? style : nil) { view, style in
                    // A hidden view keeps its place, as a hidden UIView keeps its frame.
                    view.opacity(style.isHidden ? 0 : style.opacity).allowsHitTesting(!style.isHidden)
                }
        }

        /// A text's kern, baseline offset, underline and strikethrough (iOS 16's
        /// view modifiers; on iOS 15 only its line spacing) and line spacing.
        @ViewBuilder func typography(_ typography: TextTypography?) -> some View {
            if let typography {
                if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                    self.applying(typography.kern == 0 ? nil : typography.kern) { $0.kerning($1) }
                        .applying(typography.baselineOffset == 0 ? nil : typography.baselineOffset) { $0.baselineOffset($1) }
                        .applying(LineDecoration(typography.underlineStyle, typography.underlineColor)) {
                            $0.underline(true, color: $1.color)
                        }
                        .applying(LineDecoration(typography.strikethroughStyle, typography.strikethroughColor)) {
                            $0.strikethrough(true, color: $1.color)
                        }
                        .applying(typography.lineSpacing == 0 ? nil : typography.lineSpacing) { $0.lineSpacing($1) }
                } else {
                    self.applying(typography.lineSpacing == 0 ? nil : typography.lineSpacing) { $0.lineSpacing($1) }
                }
            } else {
                self
            }
        }

        /// A list's own background hidden, so the colour behind it shows
        /// (iOS 16 and later; on iOS 15 a `List` is a `UITableView`, whose own
        /// background still covers the colour: Docs/SwiftUI.md).
        @ViewBuilder func listBackground(hidden: Bool) -> some View {
            #if os(tvOS)
                self
            #else
                if hidden, #available(iOS 16.0, macOS 13.0, watchOS 9.0, *) { self.scrollContentBackground(.hidden) } else { self }
            #endif
        }

        /// `transform` applied when there is a value; else this view as it is.
        @ViewBuilder func applying<Value, Modified: View>(_ value: Value?, _ transform: (Self, Value) -> Modified) -> some View {
            if let value { transform(self, value) } else { self }
        }
    }

    /// An underline or strikethrough as SwiftUI draws one: a solid line in a
    /// colour (nil: the text's). UIKit's `thick` and `double` have no SwiftUI
    /// line: they draw single.
    private struct LineDecoration {
        var color: SwiftUI.Color?

        init?(_ style: UnderlineStyle, _ color: LiveryCore.Color?) {
            guard style != .none else { return nil }
            self.color = color.map(SwiftUI.Color.init)
        }
    }

    extension SwiftUI.Color {
        /// A resolved Livery colour: sRGB, 8 bits a channel.
        nonisolated init(_ color: LiveryCore.Color) {
            self.init(
                .sRGB, red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
                opacity: Double(color.alpha) / 255)
        }
    }

    extension SwiftUI.TextAlignment {
        init(_ alignment: SwiftUIStyle.Alignment) {
            switch alignment {
            case .leading: self = .leading
            case .center: self = .center
            case .trailing: self = .trailing
            }
        }
    }

    extension EdgeInsets {
        /// UIKit's left and right are leading and trailing, as a `UIView`'s layout margins follow the layout direction.
        init(_ insets: Insets) {
            self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
    }

    extension Font {
        init(_ font: SwiftUIFont) {
            switch font {
            case .textStyle(let name): self = .system(Font.TextStyle(livery: name))
            case .system(let size, let weight): self = .system(size: size, weight: Font.Weight(weight))
            case .custom(let family, let size, let relativeTo):
                self = .custom(family, size: size, relativeTo: Font.TextStyle(livery: relativeTo))
            case .fixed(let family, let size): self = .custom(family, fixedSize: size)
            }
        }
    }

    extension Font.TextStyle {
        /// UIKit's text style names (`title1`, `caption1`) as SwiftUI's; an unknown name is body, as Livery reads it.
        init(livery name: String) {
            let styles: [String: Font.TextStyle] = [
                "largeTitle": .largeTitle, "title1": .title, "title2": .title2, "title3": .title3, "headline": .headline,
                "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption1": .caption,
                "caption2": .caption2,
            ]
            self = styles[name] ?? .body
        }
    }

    extension Font.Weight {
        init(_ weight: FontWeight) {
            switch weight {
            case .ultraLight: self = .ultraLight
            case .thin: self = .thin
            case .light: self = .light
            case .regular: self = .regular
            case .medium: self = .medium
            case .semibold: self = .semibold
            case .bold: self = .bold
            case .heavy: self = .heavy
            case .black: self = .black
            }
        }
    }
#endif
