import Testing
import Livery
@testable import LiveryRender

@Suite struct ImageTests {
    let renderer = Renderer()

    func draw(
        _ image: Canvas, width: Double, height: Double, mode: ContentMode = .scaleToFill,
        contentsRect: Rect = Scenes.rect(0, 0, 1, 1), filter: SamplingFilter
    ) throws -> Canvas {
        let contents = RenderContents(
            image: RenderImage(canvas: image), mode: mode, contentsRect: contentsRect,
            minificationFilter: filter, magnificationFilter: filter)
        let layer = RenderLayer(frame: Scenes.rect(0, 0, width, height), contents: contents)
        return try renderer.render(layer, scale: 1)
    }

    /// A 2×2 image (red green / blue white) magnified to 4×4.
    @Test func nearestAndLinearMagnification() throws {
        let image = try Scenes.image(width: 2, height: 2, [Scenes.red, Scenes.green, Scenes.blue, .white])
        let nearest = try draw(image, width: 4, height: 4, filter: .nearest)
        #expect(Scenes.pixel(nearest, 0, 0) == Scenes.opaque(255, 0, 0))
        #expect(Scenes.pixel(nearest, 1, 0) == Scenes.opaque(255, 0, 0))
        #expect(Scenes.pixel(nearest, 2, 0) == Scenes.opaque(0, 255, 0))
        #expect(Scenes.pixel(nearest, 1, 2) == Scenes.opaque(0, 0, 255))
        let linear = try draw(image, width: 4, height: 4, filter: .linear)
        // Pixel centres at 0.25 and 0.75 source pixels: the edge clamps, then ¾·red + ¼·green.
        #expect(Scenes.pixel(linear, 0, 0) == Scenes.opaque(255, 0, 0))
        #expect(Scenes.pixel(linear, 1, 0) == Scenes.opaque(191, 64, 0))
        // Weights 9/16 red, 3/16 green, 3/16 blue, 1/16 white: R = 255·10/16, G = B = 255·4/16.
        #expect(Scenes.pixel(linear, 1, 1) == Scenes.opaque(159, 64, 64))
    }

    @Test func contentsRectSelectsAndExtendsEdgePixels() throws {
        let image = try Scenes.image(width: 2, height: 1, [Scenes.red, Scenes.blue])
        let rightHalf = try draw(image, width: 4, height: 1, contentsRect: Scenes.rect(0.5, 0, 0.5, 1), filter: .nearest)
        #expect((0..<4).allSatisfy { Scenes.pixel(rightHalf, $0, 0) == Scenes.opaque(0, 0, 255) })
        let doubled = try draw(image, width: 4, height: 1, contentsRect: Scenes.rect(0, 0, 2, 1), filter: .nearest)
        #expect(Scenes.pixel(doubled, 0, 0) == Scenes.opaque(255, 0, 0))
        #expect(Scenes.pixel(doubled, 1, 0) == Scenes.opaque(0, 0, 255))
        #expect(Scenes.pixel(doubled, 3, 0) == Scenes.opaque(0, 0, 255))
    }

    @Test func trilinearAveragesWhenMinifying() throws {
        // An 8×8 checkerboard shown in 1 pixel: mipmapping averages it to grey,
        // nearest picks one square.
        let checker = try Scenes.image(width: 8, height: 8, (0..<64).map { ($0 / 8 + $0 % 8) % 2 == 0 ? .white : .black })
        let tri = Scenes.pixel(try draw(checker, width: 1, height: 1, filter: .trilinear), 0, 0)
        #expect(tri == Scenes.opaque(128, 128, 128))
        let near = Scenes.pixel(try draw(checker, width: 1, height: 1, filter: .nearest), 0, 0)
        #expect(near == Scenes.opaque(255, 255, 255) || near == Scenes.opaque(0, 0, 0))
    }

    @Test func contentModesPlaceContent() {
        let b = DeviceRect(x: 0, y: 0, width: 100, height: 50)
        func place(_ m: ContentMode) -> DeviceRect { ContentPlacement.rect(for: m, contentWidth: 20, contentHeight: 20, in: b) }
        #expect(place(.scaleToFill) == b)
        #expect(place(.scaleAspectFit) == DeviceRect(x: 25, y: 0, width: 50, height: 50))
        #expect(place(.scaleAspectFill) == DeviceRect(x: 0, y: -25, width: 100, height: 100))
        #expect(place(.center) == DeviceRect(x: 40, y: 15, width: 20, height: 20))
        #expect(place(.top) == DeviceRect(x: 40, y: 0, width: 20, height: 20))
        #expect(place(.bottom) == DeviceRect(x: 40, y: 30, width: 20, height: 20))
        #expect(place(.left) == DeviceRect(x: 0, y: 15, width: 20, height: 20))
        #expect(place(.right) == DeviceRect(x: 80, y: 15, width: 20, height: 20))
        #expect(place(.topLeft) == DeviceRect(x: 0, y: 0, width: 20, height: 20))
        #expect(place(.topRight) == DeviceRect(x: 80, y: 0, width: 20, height: 20))
        #expect(place(.bottomLeft) == DeviceRect(x: 0, y: 30, width: 20, height: 20))
        #expect(place(.bottomRight) == DeviceRect(x: 80, y: 30, width: 20, height: 20))
        #expect(ContentsGravity(rawValue: "resizeAspectFill")?.contentMode == .scaleAspectFill)
        #expect(ContentsGravity(rawValue: "bottomLeft")?.contentMode == .bottomLeft)
        #expect(ContentsGravity(rawValue: "scaleToFill") == nil)
    }

    @Test func contentsAreNotClippedToCornersUnlessMasksToBounds() throws {
        let white = try Scenes.image(width: 1, height: 1, [.white])
        func corner(_ masks: Bool) throws -> UInt8 {
            let layer = RenderLayer(
                frame: Scenes.rect(0, 0, 20, 20), cornerRadius: 10, masksToBounds: masks,
                contents: RenderContents(image: RenderImage(canvas: white)))
            return Scenes.pixel(try renderer.render(layer, scale: 1), 0, 0).alpha
        }
        #expect(try corner(false) == 255)
        #expect(try corner(true) == 0)
    }

    @Test func imageScaleSetsThePointSize() throws {
        // A 4×4 px image at 2× is 2×2 points; centred in 4×4 points at scale 1 it covers 1…3.
        let image = try Scenes.image(width: 4, height: 4, Array(repeating: Scenes.red, count: 16))
        let layer = RenderLayer(
            frame: Scenes.rect(0, 0, 4, 4),
            contents: RenderContents(image: RenderImage(canvas: image, scale: 2), mode: .center))
        let c = try renderer.render(layer, scale: 1)
        #expect(Scenes.pixel(c, 0, 0).alpha == 0)
        #expect(Scenes.pixel(c, 1, 1) == Scenes.opaque(255, 0, 0))
        #expect(Scenes.pixel(c, 3, 3).alpha == 0)
    }
}
