#!/usr/bin/env python3
"""Skia and Blend2D drawing livery-bench's card scene, handed over as data.

    render_peers.py SCENE.json CAIRO.rgba

SCENE.json is what livery-bench writes: the canvas in points, the scale, the
background, each card (x, y, width, height, radius, border width, fill,
border, shadow radius) and the shadow's opacity and offset. CAIRO.rgba is
Cairo's picture of the geometry as straight RGBA bytes, for the agreement
figures. Prints one JSON object: per peer the best time of the geometry
(fills and inner borders, a fresh surface each frame, as Livery and Cairo
do), Skia's shadowed screen (a blur mask filter per card, its cache defeated
so that every frame computes its blurs, as Livery does), and each peer's
mean |difference| per channel from Cairo and its share of pixels more than
8/255 off. Timings are best-of, at least 5 runs and 0.5 s.
"""
import json
import sys
import time


def best(body, min_runs=5, min_seconds=0.5):
    times = []
    started = time.perf_counter()
    while len(times) < min_runs or time.perf_counter() - started < min_seconds:
        t0 = time.perf_counter()
        body(len(times))
        times.append(time.perf_counter() - t0)
        if len(times) >= 400:
            break
    return min(times) * 1000


def agreement(rgba, cairo):
    """Mean |difference| per channel and the share of pixels off by more than 8."""
    import numpy
    a = numpy.frombuffer(rgba, dtype=numpy.uint8).astype(numpy.int16)
    b = numpy.frombuffer(cairo, dtype=numpy.uint8).astype(numpy.int16)
    if a.shape != b.shape:
        return None, None
    diff = numpy.abs(a - b).reshape(-1, 4)
    return float(diff.mean()), float((diff.max(axis=1) > 8).mean())


def skia_peer(scene, cairo):
    import skia
    s = scene["scale"]
    width, height = round(scene["width"] * s), round(scene["height"] * s)
    background = skia.Color(*scene["background"])
    cards = scene["cards"]
    fills = [skia.Paint(Color=skia.Color(*c["fill"]), AntiAlias=True) for c in cards]
    borders = [skia.Paint(Color=skia.Color(*c["border"]), AntiAlias=True, Style=skia.Paint.kStroke_Style,
                          StrokeWidth=c["borderWidth"]) for c in cards]
    shapes = []
    for c in cards:
        r = min(c["radius"], c["width"] / 2, c["height"] / 2)
        w = c["borderWidth"]
        outer = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(c["x"], c["y"], c["width"], c["height"]), r, r)
        inner_r = max(r - w / 2, 0)
        inner = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(c["x"] + w / 2, c["y"] + w / 2, c["width"] - w, c["height"] - w),
                                      inner_r, inner_r)
        shapes.append((outer, inner))
    shadow = scene["shadow"]
    alpha = round(shadow["opacity"] * 255)
    dx, dy = shadow["offset"]

    def draw(frame, shadows):
        surface = skia.Surface(width, height)
        canvas = surface.getCanvas()
        canvas.scale(s, s)
        canvas.clear(background)
        for i, (outer, inner) in enumerate(shapes):
            if shadows:
                # A σ unique to the frame: Skia's blur-mask cache cannot serve it.
                sigma = cards[i]["shadowRadius"] * s * (1 + frame * 1e-7) / s
                paint = skia.Paint(Color=skia.Color(0, 0, 0, alpha), AntiAlias=True,
                                   MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, sigma))
                canvas.drawRRect(outer.makeOffset(dx, dy), paint)
            canvas.drawRRect(outer, fills[i])
            canvas.drawRRect(inner, borders[i])
        return surface

    geometry = best(lambda frame: draw(frame, False))
    shadowed = best(lambda frame: draw(frame, True))
    image = draw(0, False).makeImageSnapshot()
    pixels = image.toarray(colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kUnpremul_AlphaType).tobytes()
    mean, off = agreement(pixels, cairo)
    return {"version": skia.__version__, "geometry_ms": geometry, "shadow_ms": shadowed, "mean_abs_diff": mean,
            "off_share": off}


def blend2d_peer(scene, cairo):
    import blend2d as bl
    s = scene["scale"]
    width, height = round(scene["width"] * s), round(scene["height"] * s)
    cards = scene["cards"]
    # blend2d-python takes colours as RGBA floats in 0…1.
    def color(rgb):
        return tuple(c / 255 for c in rgb) + (1.0,)

    background = color(scene["background"])

    def rounded(x, y, w, h, r):
        path = bl.BLPath()
        path.add_round_rect(bl.BLRect(x * s, y * s, w * s, h * s), r * s, r * s)
        return path

    shapes = []
    for c in cards:
        r = min(c["radius"], c["width"] / 2, c["height"] / 2)
        w = c["borderWidth"]
        outer = rounded(c["x"], c["y"], c["width"], c["height"], r)
        inner = rounded(c["x"] + w / 2, c["y"] + w / 2, c["width"] - w, c["height"] - w, max(r - w / 2, 0))
        shapes.append((outer, inner, color(c["fill"]), color(c["border"]), w * s))

    def draw(frame):
        image = bl.BLImage(width, height, bl.BLFormat.PRGB32)
        context = bl.BLContext(image)
        context.set_fill_style(background)
        context.fill_all()
        for outer, inner, fill, border, stroke in shapes:
            context.set_fill_style(fill)
            context.fill_path(outer)
            context.set_stroke_style(border)
            context.stroke_width = stroke
            context.stroke_path(inner)
        context.flush()
        return image

    geometry = best(draw)
    import numpy
    # The numpy view is RGBA already (and the scene is opaque, so premultiplied is straight).
    rgba = numpy.asarray(draw(0).getDataAsNumPy(), dtype=numpy.uint8).tobytes()
    mean, off = agreement(rgba, cairo)
    return {"version": ".".join(map(str, bl.BL_VERSION)), "geometry_ms": geometry, "mean_abs_diff": mean, "off_share": off}


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(argv[1]) as f:
        scene = json.load(f)
    with open(argv[2], "rb") as f:
        cairo = f.read()
    overhead = best(lambda frame: None, min_runs=100, min_seconds=0.05)
    print(json.dumps({"skia": skia_peer(scene, cairo), "blend2d": blend2d_peer(scene, cairo), "call_overhead_ms": overhead}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
