import Foundation
import Testing

/// `--device` and `--devices`: a tree on a device's screen, at its scale,
/// in every command that renders; an unknown name is a usage error that
/// names the devices.
extension CLITests {
    /// A PNG's width and height, from its header.
    func pixelSize(_ path: String) throws -> (width: Int, height: Int) {
        let data = try #require(FileManager.default.contents(atPath: path))
        let bytes = [UInt8](data)
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func renderOnADeviceTakesItsScreenAndScale() throws {
        let style = file("d.style.yaml", "livery: 1\n")
        let tree = file(
            "d.tree.yaml",
            "livery-tree: 1\nroot: { type: UIView, size: [100, 100], children: [ { type: UIView, frame: safeArea } ] }\n")
        let out = directory.appendingPathComponent("d.png").path
        let run = try livery(["render", style, tree, "--device", "iphone 16 pro landscape", "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        let size = try pixelSize(out)
        #expect(size.width == 874 * 3 && size.height == 402 * 3)

        let bad = try livery(["render", style, tree, "--device", "iPhone 61 Pro", "-o", out])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("no device 'iPhone 61 Pro'") && bad.stderr.contains("iPad mini (A17 Pro)"))
    }

    /// On a device the root fills the screen, so it may omit its frame,
    /// whether the document or `--device` names the device.
    @Test func onADeviceTheRootMayOmitItsFrame() throws {
        let style = file("f.style.yaml", "livery: 1\n")
        let tree = file("f.tree.yaml", "livery-tree: 1\nroot: { type: UIView, set: { backgroundColor: red } }\n")
        let out = directory.appendingPathComponent("f.png").path
        let run = try livery(["render", style, tree, "--device", "iPhone 16 Pro", "--scale", "1", "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try pixelSize(out) == (402, 874))
        let bare = try livery(["render", style, tree, "-o", out])
        #expect(bare.status == 1 && bare.stderr.contains("the root view needs 'frame:' or 'size:'"), "off a device it still needs one")
        let gallery = directory.appendingPathComponent("f-devices").path
        let devices = try livery(["render", style, tree, "--devices", "iPhone 16 Pro,iPhone SE (3rd generation)", "--variants", "light", "-o", gallery])
        #expect(devices.status == 0, "\(devices.stderr)")
        #expect(try pixelSize(gallery + "/f.iPhone-SE-3rd-generation.light@2x.png") == (750, 1334))
    }

    @Test func aGalleryRendersEachTreeOnEachDevice() throws {
        let style = file("g.style.yaml", Self.galleryStylesheet)
        let out = directory.appendingPathComponent("devices").path
        let run = try livery(
            ["render", style] + galleryTrees() + ["-o", out, "--devices", "iPhone 16 Pro,iPhone SE (3rd generation)", "--variants", "dark"])
        #expect(run.status == 0, "\(run.stderr)")
        let files = pngs(in: out)
        #expect(files.count == 3 * 2)
        #expect(files.contains("Home.iPhone-16-Pro.dark@3x.png") && files.contains("Home.iPhone-SE-3rd-generation.dark@2x.png"))
        let se = try pixelSize(out + "/Profile.iPhone-SE-3rd-generation.dark@2x.png")
        #expect(se.width == 750 && se.height == 1334)
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(index.contains("iPhone 16 Pro · dark"))
    }

    @Test func aTreeDocumentNamesItsDevice() throws {
        let style = file("t.style.yaml", "livery: 1\n")
        let tree = file("t.tree.yaml", "livery-tree: 1\ndevice: iPad mini (A17 Pro)\nroot: { type: UIView, frame: [0, 0, 10, 10] }\n")
        let out = directory.appendingPathComponent("t.png").path
        let run = try livery(["render", style, tree, "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        let size = try pixelSize(out)
        #expect(size.width == 744 * 2 && size.height == 1133 * 2)
        let wrong = file("w.tree.yaml", "livery-tree: 1\ndevice: iPhone 17 Pro\nroot: { type: UIView, frame: [0, 0, 10, 10] }\n")
        let failed = try livery(["render", style, wrong, "-o", out])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("w.tree.yaml:2:9: error: 'device' names one of Livery's devices"))
        #expect(failed.stderr.contains("did you mean 'iPhone 16 Pro'?"))
    }
}
