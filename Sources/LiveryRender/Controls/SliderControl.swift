import LiveryCore

/// `UISlider`, as iOS 17–18 draws it (Docs/Controls.md): 34 points tall; a
/// 4-point rounded track from 3 points inside each end, filled to the thumb;
/// a 27-point thumb whose edges travel along the track. Mirrored right to left.
/// A thumb image replaces the thumb at its own size, its edges travelling the
/// track as the thumb's do; a track image replaces its side of the track at
/// its own height, stretched (by its cap insets) to the thumb's centre.
struct SliderControl: Control {
    static let kind = SliderAppearance.kind
    /// The view's height, the track's inset from each end and its thickness, the thumb's diameter.
    static let height = 34.0
    static let trackInset = 3.0
    static let trackThickness = 4.0
    static let thumbDiameter = 27.0

    let appearance: SliderAppearance

    init(_ style: ResolvedStyle) { appearance = SliderAppearance(style) }

    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] {
        [(appearance.thumbImage, PropertyKeys.thumbImage), (appearance.minimumTrackImage, .minimumTrackImage),
            (appearance.maximumTrackImage, .maximumTrackImage)]
            .compactMap { reference, key in reference.map { ($0, key) } }
    }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .fixed(width: nil, height: Self.height) }

    /// Where the centre of a thumb `thumbWidth` wide is, from the leading end, in a slider `width` wide.
    static func thumbCentre(fraction: Double, width: Double, thumbWidth: Double = thumbDiameter) -> Double {
        let start = trackInset + thumbWidth / 2
        return start + max(0, width - 2 * start) * fraction
    }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        let s = appearance
        let size = context.size
        let rtl = context.isRightToLeft
        let inset = Self.trackInset
        let thumb = s.thumbImage.flatMap { context.images[$0] }
        let thumbSize = thumb?.size ?? Size(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let centre = Self.thumbCentre(fraction: rtl ? 1 - s.fraction : s.fraction, width: size.width, thumbWidth: thumbSize.width)
        // The leading part is the minimum track, the trailing the maximum; right to left, the other way round.
        let minimum = (color: s.minimumTrackTintColor, image: s.minimumTrackImage)
        let maximum = (color: s.maximumTrackTintColor, image: s.maximumTrackImage)
        let parts = [(rtl ? maximum : minimum, inset, max(0, centre - inset)), (rtl ? minimum : maximum, centre, max(0, size.width - inset - centre))]
        var layers = parts.map { part, x, width in
            if let reference = part.image, let image = context.images[reference] {
                return context.imageLayer(image, in: Rect(x: x, y: (size.height - image.size.height) / 2, width: width, height: image.size.height))
            }
            let thickness = Self.trackThickness
            return RenderLayer(
                frame: Rect(x: x, y: (size.height - thickness) / 2, width: width, height: thickness), backgroundColor: part.color,
                cornerRadius: thickness / 2)
        }
        if let thumb {
            layers.append(
                context.imageLayer(
                    thumb,
                    in: Rect(
                        x: centre - thumbSize.width / 2, y: (size.height - thumbSize.height) / 2, width: thumbSize.width,
                        height: thumbSize.height)))
        } else {
            let d = Self.thumbDiameter
            layers.append(ControlThumb.layer(x: centre - d / 2, y: (size.height - d) / 2, diameter: d, color: s.thumbTintColor))
        }
        return layers
    }
}
