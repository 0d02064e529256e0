import FuzzSupport
import Livery
import LiveryRender

/// Builds a small layer tree from a fuzz input: every property the renderer
/// reads, with values from ordinary to absurd, on at most `maxLayers` layers.
struct LayerGenerator {
    private var input: ByteStream
    private var layersLeft = 16
    private let maxDepth = 5

    init(_ bytes: [UInt8]) {
        input = ByteStream(bytes)
    }

    /// The root (its size is the canvas, so kept small) and the scale to render at.
    mutating func scene() -> (root: RenderLayer, scale: Double) {
        let scale = input.pick([1, 2, 3, 0.5, 1.5, 16, 0.01])
        var root = layer(depth: 0)
        root.frame = Rect(
            x: input.coordinate(), y: input.coordinate(),
            width: Double(input.byte() % 64), height: Double(input.byte() % 64))
        return (root, scale)
    }

    private mutating func layer(depth: Int) -> RenderLayer {
        layersLeft -= 1
        var layer = RenderLayer(frame: rect())
        let groups = input.byte()
        if groups & 1 != 0 {
            layer.backgroundColor = color()
            layer.cornerRadius = input.length()
            layer.cornerCurve = input.pick(CornerCurve.allCases)
            layer.maskedCorners = CornerMask(rawValue: input.byte() & 15)
            layer.cornerStyleRounded = input.bool()
        }
        if groups & 2 != 0 {
            layer.borderWidth = input.length()
            layer.borderColor = color()
        }
        if groups & 4 != 0 {
            layer.shadowColor = color()
            layer.shadowOpacity = input.unit()
            layer.shadowRadius = input.length()
            layer.shadowOffset = Size(width: input.coordinate(), height: input.coordinate())
            if input.bool() { layer.shadowPath = shape() }
        }
        if groups & 8 != 0 {
            layer.masksToBounds = input.bool()
            layer.contentMasksToBounds = input.bool()
            layer.opacity = input.unit()
            layer.allowsGroupOpacity = input.bool()
            layer.isHidden = input.byte() == 255
        }
        if groups & 16 != 0 {
            layer.shouldRasterize = input.bool()
            layer.rasterizationScale = input.pick([1, 2, 3, 0.25, 0, -1, 100, .nan, .infinity])
        }
        if groups & 32 != 0 {
            layer.mask = input.bool() ? .shape(shape()) : .image(image(), frame: input.bool() ? rect() : nil)
        }
        if groups & 64 != 0 {
            layer.contents = RenderContents(
                image: image(), mode: input.pick(ContentMode.allCases),
                contentsRect: input.bool() ? Rect(x: 0, y: 0, width: 1, height: 1) : rect(),
                minificationFilter: input.pick(SamplingFilter.allCases),
                magnificationFilter: input.pick(SamplingFilter.allCases))
        }
        if groups & 128 != 0 {
            layer.text = text()
        }
        let children = Int(input.byte() % 4)
        for _ in 0..<children where layersLeft > 0 && depth < maxDepth {
            layer.sublayers.append(self.layer(depth: depth + 1))
        }
        return layer
    }

    private mutating func rect() -> Rect {
        Rect(x: input.coordinate(), y: input.coordinate(), width: input.length(), height: input.length())
    }

    private mutating func color() -> Color {
        Color(red: input.byte(), green: input.byte(), blue: input.byte(), alpha: input.byte())
    }

    private mutating func point() -> Point { Point(x: input.coordinate(), y: input.coordinate()) }

    private mutating func shape() -> ShapeValue {
        switch input.byte() % 6 {
        case 0: return .bounds
        case 1: return .roundedBounds(radius: input.length())
        case 2: return .rect(rect())
        case 3: return .roundedRect(rect(), radius: input.length())
        case 4: return .ellipse(rect())
        default:
            var commands: [PathCommand] = []
            for _ in 0..<Int(input.byte() % 12) {
                switch input.byte() % 5 {
                case 0: commands.append(.move(point()))
                case 1: commands.append(.line(point()))
                case 2: commands.append(.quad(control: point(), to: point()))
                case 3: commands.append(.cubic(control1: point(), control2: point(), to: point()))
                default: commands.append(.close)
                }
            }
            return .path(commands, source: "")
        }
    }

    private mutating func image() -> RenderImage {
        RenderImage(canvas: input.pick(LayerGenerator.canvases), scale: input.pick([1, 2, 3, 0, -1, 0.001, .nan]))
    }

    /// Opaque, translucent and transparent images, 1×1 up to 17×9.
    private static let canvases: [Canvas] = [(1, 1), (3, 2), (17, 9), (2, 16)].map { w, h in
        let pixels = (0..<w * h).flatMap { i -> [UInt8] in
            let a = UInt8(truncatingIfNeeded: i * 37 + 255)
            return [a / 2, a / 3, UInt8(truncatingIfNeeded: i) & a, a]
        }
        guard let canvas = try? Canvas(width: w, height: h, premultipliedPixels: pixels) else {
            fatalError("bad fixture image")
        }
        return canvas
    }

    private mutating func text() -> TextContent {
        let samples = [
            "", "Hello", "Show more of this text, which wraps across several lines", "e\u{301}\u{302}",
            "שלום עולם", "😀👍🏽", "\n\n\t", String(repeating: "W", count: 300),
        ]
        let string = input.bool() ? input.pick(samples) : input.string(maxLength: 40)
        let font = ResolvedFont(
            family: input.pick(["system", "Menlo", ""]), size: input.length(),
            weight: input.pick(FontWeight.allCases))
        if input.bool() {
            return .label(
                LabelContent(
                    text: string, color: color(), font: font, alignment: input.pick(TextAlignment.allCases),
                    numberOfLines: input.pick([0, 1, 2, 3, -1, Int.max, Int.min]),
                    shadowColor: input.bool() ? color() : nil, shadowOffset: Size(width: input.coordinate(), height: input.coordinate())))
        }
        return .button(
            ButtonContent(
                title: input.bool() ? string : nil, titleColor: color(), font: font,
                titleShadowColor: input.bool() ? color() : nil,
                titleShadowOffset: Size(width: input.coordinate(), height: input.coordinate()),
                image: input.bool() ? image() : nil,
                contentEdgeInsets: Insets(
                    top: input.coordinate(), left: input.coordinate(),
                    bottom: input.coordinate(), right: input.coordinate())))
    }
}
