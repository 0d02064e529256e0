#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    /// How a capture writes a view's image: by name when it is one of the
    /// app's named images (an asset catalog's, `UIImage(named:)`) or an SF
    /// Symbol a preview can draw (`UIImage(systemName:)`), else as a
    /// placeholder of its size, so no photo or drawn content leaves the device.
    @MainActor struct CapturedImages {
        /// Each named image's asset, which every image loaded by that name
        /// (and its `withRenderingMode` copies) shares. Held, so no other
        /// asset can take an identity while the capture runs.
        private let named: [(asset: UIImageAsset, name: String)]

        /// The images `UIImage(named:)` finds among `names`, in name order.
        init(names: Set<String>) {
            named = names.sorted().compactMap { name in UIImage(named: name)?.imageAsset.map { ($0, name) } }
        }

        /// `none` for the empty image (`UIImage()`), the name of a named one
        /// (with its cap insets where it was made resizable) or of a symbol,
        /// else a placeholder of the image's size in points.
        func value(of image: UIImage) -> ResolvedValue {
            if image.cgImage == nil && image.size == .zero && !image.isSymbolImage { return .value(.image(.empty)) }
            if let asset = image.imageAsset, let match = named.first(where: { $0.asset === asset }) {
                var reference = ImageReference(written: match.name, resolvedPath: "")
                // A resizable copy (`resizableImage(withCapInsets:resizingMode:)`) keeps its caps, which a preview draws.
                let caps = image.capInsets
                if caps != UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) {
                    reference.resizing = ImageResizing(
                        capInsets: Insets(top: Double(caps.top), left: Double(caps.left), bottom: Double(caps.bottom), right: Double(caps.right)),
                        mode: image.resizingMode == .stretch ? .stretch : .tile)
                }
                return .value(.image(reference))
            }
            if let name = symbolName(of: image) { return .value(.image(.symbol(SymbolImage(name: name)))) }
            return .value(.image(.placeholder(Size(width: Double(image.size.width), height: Double(image.size.height)))))
        }

        /// The symbol's name, among those a preview draws (``SymbolGlyphs``):
        /// UIKit keeps no name a symbol image can be asked for, so each is
        /// loaded with the image's configuration and compared, as
        /// `isEqual(_:)` compares images' contents. Its configuration is not
        /// written: the stylesheet's or the app's code gives it again.
        private func symbolName(of image: UIImage) -> String? {
            guard image.isSymbolImage else { return nil }
            return SymbolGlyphs.names.first { name in
                UIImage(systemName: name, withConfiguration: image.symbolConfiguration)?.isEqual(image) == true
            }
        }
    }
#endif
