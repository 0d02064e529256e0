import Foundation
import Livery
import LiveryRender

/// The render workload: a 390 × 844 pt screen at 2× with 200 cards, against
/// Cairo on the same geometry and libpng on the same image; shadows through
/// the closed form and through the blur; a batch on both cores.
enum RenderBench {
    static let scale = 2.0
    static let batchSize = 100

    /// Peak memory of one full render and its PNG encode, measured before
    /// anything else has grown the process.
    static func memory(_ scene: CardScene, into report: inout Report) throws {
        let full = CardLayers.root(scene, .full)
        let baseline = Measure.residentMiB()
        Measure.resetPeak()
        let renderer = Renderer()
        let canvas = try renderer.render(full, scale: scale)
        _ = try PNGCodec.encode(canvas)
        let peak = Measure.peakMiB()
        let canvasMiB = Double(canvas.pixels.count) / 1_048_576
        let growth = peak - baseline
        report.record("canvas_mb", canvasMiB)
        report.record("peak_rss_mb", peak)
        report.record("render_rss_baseline_mb", baseline)
        report.record("render_rss_growth_mb", growth)
        report.row(
            "memory: render + encode, cold", livery: "peak RSS \(Report.trim(peak, decimals: 1)) MiB",
            peer: "+\(Report.trim(growth, decimals: 1)) MiB over \(Report.trim(baseline, decimals: 1))",
            ratio: Report.ratio(growth / canvasMiB) + " canvas",
            goal: report.goal("render memory < 4 × canvas", growth / canvasMiB, below: 4))
    }

    /// Skia and Blend2D on the same scene, through Python (`PythonPeers`).
    static func peers(_ scene: CardScene, livery: Double, shadowed: Double, into report: inout Report) throws {
        switch try PythonPeers.run(scene, scale: scale) {
        case .failure(let why):
            report.note("\(why)")
        case .success(let peers):
            let skia = peers.skia.geometry_ms / (livery * 1000)
            let blend2d = peers.blend2d.geometry_ms / (livery * 1000)
            report.record("skia_render_ms", peers.skia.geometry_ms)
            report.record("blend2d_render_ms", peers.blend2d.geometry_ms)
            report.record("render_vs_skia", skia)
            report.record("render_vs_blend2d", blend2d)
            report.row(
                "  the geometry in Skia \(peers.skia.version)", livery: ms(livery), peer: "Skia " + ms(peers.skia.geometry_ms / 1000),
                ratio: Report.ratio(skia), goal: report.goal("render ≥ 1.0 × Skia", skia, atLeast: 1))
            report.row(
                "  the geometry in Blend2D \(peers.blend2d.version)", livery: ms(livery),
                peer: "Blend2D " + ms(peers.blend2d.geometry_ms / 1000), ratio: Report.ratio(blend2d),
                goal: report.goal("render ≥ 0.8 × Blend2D", blend2d, atLeast: 0.8))
            if let shadow = peers.skia.shadow_ms {
                report.record("skia_render_shadow_ms", shadow)
                report.record("render_shadow_vs_skia", shadow / (shadowed * 1000))
                report.row(
                    "  the shadowed screen in Skia (blur mask filter)", livery: ms(shadowed), peer: "Skia " + ms(shadow / 1000),
                    ratio: Report.ratio(shadow / (shadowed * 1000)),
                    goal: report.goal("shadowed ≥ 2 × Skia's blur", shadow / (shadowed * 1000), atLeast: 2))
            }
            for (name, peer) in [("skia", peers.skia), ("blend2d", peers.blend2d)] {
                if let mean = peer.mean_abs_diff { report.record("\(name)_cairo_mean_abs_diff", mean) }
                if let off = peer.off_share { report.record("\(name)_cairo_off_share", off) }
            }
            report.note(
                "Skia vs Cairo: mean |difference| \(Report.trim(peers.skia.mean_abs_diff ?? -1, decimals: 3))/255, "
                    + "\(Report.trim((peers.skia.off_share ?? -1) * 100, decimals: 2))% of pixels off by more than 8; "
                    + "Blend2D vs Cairo: \(Report.trim(peers.blend2d.mean_abs_diff ?? -1, decimals: 3))/255, "
                    + "\(Report.trim((peers.blend2d.off_share ?? -1) * 100, decimals: 2))%; "
                    + "Python call overhead \(Report.trim(peers.call_overhead_ms * 1000, decimals: 1)) µs")
        }
    }

    static func run(_ settings: Settings, _ scene: CardScene, into report: inout Report) throws {
        let renderer = Renderer()
        let blurRenderer = Renderer(options: RenderOptions(analyticShadows: false))
        let geometry = CardLayers.root(scene, .geometry)
        let shadowed = CardLayers.root(scene, .shadowed)
        let full = CardLayers.root(scene, .full)
        let canvas = try renderer.render(full, scale: scale)
        let px = "\(canvas.width)×\(canvas.height) px"

        // Geometry: Livery and Cairo must be drawing the same picture.
        let drawn = try renderer.render(geometry, scale: scale)
        guard let difference = CairoPeer.render(scene, scale: scale, read: { compare(drawn, cairo: $0, stride: $1) }) else {
            throw BenchError.invalidWorkload("Cairo could not draw the scene")
        }
        guard difference.mean < 0.5 else {
            throw BenchError.mismatch("Livery and Cairo draw different pictures: mean difference \(difference.mean)")
        }
        let firstWindow = try settings.time { _ = try renderer.render(geometry, scale: scale) }
        let cairo = try settings.time { _ = CairoPeer.render(scene, scale: scale) { p, _ in p.count } }
        let card = singleCard()
        let analyticCard = try settings.time { _ = try renderer.render(card, scale: scale) }
        let blurCard = try settings.time { _ = try blurRenderer.render(card, scale: scale) }
        let firstShadowWindow = try settings.time { _ = try renderer.render(shadowed, scale: scale) }
        let withBlur = try settings.time(slow: true) { _ = try blurRenderer.render(shadowed, scale: scale) }
        let fullTime = try settings.time { _ = try renderer.render(full, scale: scale) }
        // The geometry again, after the shadowed screens, and the shadowed
        // screen once more after that: a slow spell of a shared machine over
        // one window of a second or two decides neither side of a ratio.
        let livery = min(firstWindow, try settings.time { _ = try renderer.render(geometry, scale: scale) })
        let withShadows = min(firstShadowWindow, try settings.time { _ = try renderer.render(shadowed, scale: scale) })

        report.record("render_ms", livery * 1000)
        report.record("cairo_render_ms", cairo * 1000)
        report.record("render_vs_cairo", cairo / livery)
        report.record("render_cairo_mean_abs_diff", difference.mean)
        report.row(
            "render \(scene.cards.count) cards, geometry, \(px)", livery: ms(livery), peer: "Cairo " + ms(cairo),
            ratio: Report.ratio(cairo / livery),
            goal: report.goal("render ≥ 1.0 × Cairo", cairo / livery, atLeast: 1))
        report.note(
            "geometry vs Cairo: mean |difference| \(Report.trim(difference.mean, decimals: 3))/255 per channel; "
                + "\(Report.trim(difference.offShare * 100, decimals: 2))% of pixels differ by more than 8/255 (anti-aliasing)")

        // Shadows: one card's, closed form against blur; then the whole screen.
        report.record("shadow_analytic_ms", analyticCard * 1000)
        report.record("shadow_blur_ms", blurCard * 1000)
        report.record("analytic_shadow_speedup", blurCard / analyticCard)
        report.row(
            "one card's shadow, σ = 16 px", livery: "analytic " + ms(analyticCard), peer: "blur " + ms(blurCard),
            ratio: Report.ratio(blurCard / analyticCard),
            goal: report.goal("analytic shadow ≥ 5 × blur", blurCard / analyticCard, atLeast: 5))

        report.record("render_shadow_ms", withShadows * 1000)
        report.record("render_shadow_blur_ms", withBlur * 1000)
        report.record("render_full_ms", fullTime * 1000)
        report.record("render_shadow_vs_geometry", withShadows / livery)
        report.row(
            "render \(scene.cards.count) cards + shadows", livery: ms(withShadows), peer: "blur path " + ms(withBlur),
            ratio: Report.ratio(withBlur / withShadows))
        report.row(
            "  against the same cards without shadows", livery: ms(withShadows), peer: "geometry " + ms(livery),
            ratio: Report.ratio(withShadows / livery),
            goal: report.goal("shadows ≤ 2 × geometry", withShadows / livery, atMost: 2))
        // What occlusion saves: every fill drawn whole (the same pixels, to the byte).
        let whole = Renderer(options: RenderOptions(occlusion: false))
        let geometryWhole = try settings.time { _ = try whole.render(geometry, scale: scale) }
        let shadowedWhole = try settings.time { _ = try whole.render(shadowed, scale: scale) }
        report.record("render_no_occlusion_ms", geometryWhole * 1000)
        report.record("render_shadow_no_occlusion_ms", shadowedWhole * 1000)
        report.row(
            "  without occlusion: geometry, + shadows", livery: ms(geometryWhole) + ", " + ms(shadowedWhole))
        report.row("render \(scene.cards.count) cards + shadows + labels", livery: ms(fullTime))
        try peers(scene, livery: livery, shadowed: withShadows, into: &report)

        // PNG: the same straight-alpha image through Livery's encoder and bare libpng.
        let mpix = Double(canvas.width * canvas.height) / 1_000_000
        let straight = unpremultiplied(canvas)
        let encode = try settings.time { _ = try PNGCodec.encode(canvas) }
        let libpng = try settings.time { _ = PNGPeer.encode(rgba: straight, width: canvas.width, height: canvas.height) }
        report.record("png_bytes", Double(try PNGCodec.encode(canvas).count))
        report.record("png_encode_mpix_s", mpix / encode)
        report.record("libpng_encode_mpix_s", mpix / libpng)
        report.record("png_vs_libpng", libpng / encode)
        report.row(
            "PNG encode \(Report.trim(mpix)) Mpx", livery: "\(Report.trim(mpix / encode, decimals: 1)) Mpx/s",
            peer: "libpng \(Report.trim(mpix / libpng, decimals: 1)) Mpx/s", ratio: Report.ratio(libpng / encode))

        // Batch: the full screen 100 times, on one thread and on two.
        let n = settings.quick ? 10 : batchSize
        let before = Machine.Sample.now()
        let (speedup, sequential, concurrent) = try Measure.pairedSpeedup(
            pairs: settings.quick ? 1 : 3,
            base: { for _ in 0..<n { _ = try renderer.render(full, scale: scale) } },
            fast: { try renderConcurrently(full, count: n, threads: 2, renderer) })
        let room = Machine.room(for: 2, from: before, to: Machine.Sample.now())
        report.record("batch_renders", Double(n))
        report.record("batch_sequential_s", sequential)
        report.record("batch_concurrent_s", concurrent)
        report.record("batch_speedup", speedup)
        report.record("batch_load_1m", room.load)
        report.record("batch_cores_taken", room.taken)
        report.row(
            "batch of \(n) full renders, 2 threads", livery: "\(Report.trim(concurrent, decimals: 2)) s",
            peer: "1 thread \(Report.trim(sequential, decimals: 2)) s", ratio: Report.ratio(speedup),
            goal: report.parallelGoal("batch ≥ 1.7 × one core", speedup, atLeast: 1.7, room: room))
    }

    /// One card of the workload's kind, large, on a transparent screen.
    static func singleCard() -> RenderLayer {
        let card = RenderLayer(
            frame: Rect(x: 40, y: 40, width: 180, height: 100), backgroundColor: .white,
            cornerRadius: 14, shadowOpacity: CardLayers.shadowOpacity, shadowRadius: 8,
            shadowOffset: Size(width: 0, height: 4))
        return RenderLayer(frame: Rect(x: 0, y: 0, width: 260, height: 180), sublayers: [card])
    }

    /// Renders `count` times split over `threads` threads sharing one renderer.
    static func renderConcurrently(_ root: RenderLayer, count: Int, threads: Int, _ renderer: Renderer) throws {
        let failures = FailureBox()
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            for _ in stride(from: worker, to: count, by: threads) {
                do { _ = try renderer.render(root, scale: scale) } catch { failures.record(error) }
            }
        }
        if let error = failures.first { throw error }
    }

    /// Mean absolute channel difference (0…255) between a Livery canvas and a
    /// Cairo ARGB32 surface, and the share of pixels off by more than 8 in any channel.
    static func compare(_ canvas: Canvas, cairo: UnsafeBufferPointer<UInt8>, stride: Int) -> (mean: Double, offShare: Double) {
        var total = 0
        var off = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let l = (y * canvas.width + x) * 4
                let c = y * stride + x * 4
                // Cairo stores B, G, R, A in memory on little-endian machines.
                let d = [
                    abs(Int(canvas.pixels[l]) - Int(cairo[c + 2])), abs(Int(canvas.pixels[l + 1]) - Int(cairo[c + 1])),
                    abs(Int(canvas.pixels[l + 2]) - Int(cairo[c])), abs(Int(canvas.pixels[l + 3]) - Int(cairo[c + 3])),
                ]
                total += d.reduce(0, +)
                if d.contains(where: { $0 > 8 }) { off += 1 }
            }
        }
        let pixels = Double(canvas.width * canvas.height)
        return (Double(total) / (pixels * 4), Double(off) / pixels)
    }

    /// Straight-alpha RGBA, what libpng is handed (the card screen is opaque,
    /// so this is the same bytes; the loop keeps it right for any scene).
    static func unpremultiplied(_ canvas: Canvas) -> [UInt8] {
        var p = canvas.pixels
        var i = 0
        while i < p.count {
            let a = Int(p[i + 3])
            if a == 0 {
                p[i] = 0
                p[i + 1] = 0
                p[i + 2] = 0
            } else if a < 255 {
                for c in 0..<3 { p[i + c] = UInt8(min(255, (Int(p[i + c]) * 255 + a / 2) / a)) }
            }
            i += 4
        }
        return p
    }

    static func ms(_ seconds: Double) -> String { "\(Report.trim(seconds * 1000, decimals: 2)) ms" }
}

/// The first error any render thread hit.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var error: Error?

    func record(_ e: Error) {
        lock.lock()
        defer { lock.unlock() }
        if error == nil { error = e }
    }

    var first: Error? {
        lock.lock()
        defer { lock.unlock() }
        return error
    }
}
