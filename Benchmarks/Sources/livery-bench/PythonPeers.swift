import Foundation

/// Skia and Blend2D on the card scene, through `Benchmarks/Peers/render_peers.py`
/// (`make bench` installs skia-python and blend2d-python): the scene is
/// handed over as JSON, Cairo's picture as straight RGBA for the agreement
/// figures, and the script answers with one JSON object.
enum PythonPeers {
    struct Peer: Decodable {
        var version: String
        var geometry_ms: Double
        var shadow_ms: Double?
        var mean_abs_diff: Double?
        var off_share: Double?
    }

    struct Result: Decodable {
        var skia: Peer
        var blend2d: Peer
        var call_overhead_ms: Double
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Peers/render_peers.py").path

    /// Runs the peers, or says why it cannot (the modules are missing).
    static func run(_ scene: CardScene, scale: Double) throws -> Swift.Result<Result, BenchError> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-peers-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try json(scene, scale: scale).write(toFile: folder + "/scene.json", atomically: true, encoding: .utf8)
        guard let cairo = CairoPeer.render(scene, scale: scale, read: rgba) else {
            throw BenchError.invalidWorkload("Cairo could not draw the scene")
        }
        FileManager.default.createFile(atPath: folder + "/cairo.rgba", contents: Data(cairo))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, folder + "/scene.json", folder + "/cairo.rgba"]
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-peers-\(UUID().uuidString).json")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let data = try? Data(contentsOf: output),
            let result = try? JSONDecoder().decode(Result.self, from: data)
        else {
            return .failure(.invalidWorkload("Skia and Blend2D peers unavailable: python3 -m pip install skia-python blend2d-python"))
        }
        return .success(result)
    }

    /// The scene as the script reads it.
    static func json(_ scene: CardScene, scale: Double) -> String {
        let cards = scene.cards.map { c in
            """
            {"x":\(c.x),"y":\(c.y),"width":\(c.width),"height":\(c.height),"radius":\(c.radius),\
            "borderWidth":\(c.borderWidth),"fill":[\(c.fill.0),\(c.fill.1),\(c.fill.2)],\
            "border":[\(c.border.0),\(c.border.1),\(c.border.2)],"shadowRadius":\(c.shadowRadius)}
            """
        }
        let b = scene.background
        let offset = CardLayers.shadowOffset
        return """
            {"width":\(scene.width),"height":\(scene.height),"scale":\(scale),"background":[\(b.0),\(b.1),\(b.2)],\
            "shadow":{"opacity":\(CardLayers.shadowOpacity),"offset":[\(offset.width),\(offset.height)]},\
            "cards":[\(cards.joined(separator: ","))]}
            """
    }

    /// Cairo's premultiplied BGRA rows as straight RGBA (the scene is opaque).
    private static func rgba(_ pixels: UnsafeBufferPointer<UInt8>, stride _: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: pixels.count)
        for i in 0..<(pixels.count / 4) {
            out[i * 4] = pixels[i * 4 + 2]
            out[i * 4 + 1] = pixels[i * 4 + 1]
            out[i * 4 + 2] = pixels[i * 4]
            out[i * 4 + 3] = pixels[i * 4 + 3]
        }
        return out
    }
}
