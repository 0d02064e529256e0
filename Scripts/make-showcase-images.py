#!/usr/bin/env python3
"""Draws the showcase's small PNG assets with nothing but the standard library.

Run from the repository root: Scripts/make-showcase-images.py
The output is deterministic, so the committed files only change when this does.
"""
import math
import struct
import zlib

OUT = "Stylesheets/Showcase/Images/"


def write_png(path, width, height, pixel):
    rows = b""
    for y in range(height):
        rows += b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def mix(a, b, t):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(len(a)))


# An 8x8 pixel-art face: nearest keeps the pixels crisp, linear blurs them.
FACE = [
    "..YYYY..",
    ".YYYYYY.",
    "YYKYYKYY",
    "YYYYYYYY",
    "YKYYYYKY",
    "YYKKKKYY",
    ".YYYYYY.",
    "..YYYY..",
]
PALETTE = {".": (0, 0, 0, 0), "Y": (255, 204, 0, 255), "K": (40, 30, 20, 255)}
write_png(OUT + "Pixel.png", 8, 8, lambda x, y: PALETTE[FACE[y][x]])


# A 96x64 landscape: sky gradient, sun, hills. Used for clipped content.
def landscape(x, y):
    sky = mix((90, 170, 250, 255), (200, 230, 255, 255), y / 63)
    if (x - 70) ** 2 + (y - 18) ** 2 < 100:
        return (255, 220, 90, 255)
    hill = 44 + 8 * math.sin(x / 11.0)
    if y > hill:
        return mix((70, 160, 80, 255), (30, 110, 50, 255), (y - hill) / 20)
    return sky


write_png(OUT + "Landscape.png", 96, 64, landscape)


# A 48x48 avatar: a head and shoulders on a soft background.
def avatar(x, y):
    cx, cy = 23.5, 23.5
    if (x - cx) ** 2 + (y - 19) ** 2 < 90:
        return (240, 200, 160, 255)
    if (x - cx) ** 2 / 300 + (y - 48) ** 2 / 200 < 1:
        return (80, 120, 200, 255)
    return mix((220, 225, 235, 255), (180, 190, 210, 255), math.hypot(x - cx, y - cy) / 34)


write_png(OUT + "Avatar.png", 48, 48, avatar)


# 16x16 rank badges: a knight's shield and a king's crown.
def shield(x, y):
    inside = y < 9 and 2 <= x <= 13 or y >= 9 and abs(x - 7.5) < 13.5 - y
    if not inside:
        return (0, 0, 0, 0)
    if abs(x - 7.5) < 1.2 or abs(y - 6) < 1.2:
        return (250, 250, 250, 255)
    return (60, 90, 180, 255)


def crown(x, y):
    band = 9 <= y <= 13 and 1 <= x <= 14
    points = 3 <= y < 9 and any(abs(x - px) <= (y - 3) * 0.45 for px in (2, 7.5, 13))
    if band or points:
        return (230, 170, 20, 255) if not (y == 11 and x % 4 == 2) else (200, 30, 60, 255)
    return (0, 0, 0, 0)


write_png(OUT + "Knight.png", 16, 16, shield)
write_png(OUT + "King.png", 16, 16, crown)
