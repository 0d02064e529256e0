#!/usr/bin/env python3
"""Writes the tiny rank badges used by Stylesheets/Avatars.style.yaml.

Each is a 16x16 RGBA PNG: a filled disc with a darker ring, drawn with the
standard library only (zlib + struct), so the images are reproducible.
Usage: Scripts/make-badge-images.py [output-folder]  (default Stylesheets/Images)
"""
import os
import struct
import sys
import zlib

BADGES = {
    "Adventurer.png": ((176, 112, 64), (120, 72, 32)),   # bronze
    "Knight.png": ((192, 192, 200), (112, 112, 124)),    # silver
    "Crown.png": ((250, 200, 40), (184, 134, 11)),       # gold
}
SIZE = 16


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def badge(fill, ring):
    rows = []
    center = (SIZE - 1) / 2
    for y in range(SIZE):
        row = bytearray([0])  # filter: none
        for x in range(SIZE):
            d = ((x - center) ** 2 + (y - center) ** 2) ** 0.5
            if d <= 5.5:
                row += bytes(fill) + b"\xff"
            elif d <= 7.5:
                row += bytes(ring) + b"\xff"
            else:
                row += b"\x00\x00\x00\x00"
        rows.append(bytes(row))
    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join("Stylesheets", "Images")
    os.makedirs(folder, exist_ok=True)
    for name, (fill, ring) in BADGES.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(badge(fill, ring))


if __name__ == "__main__":
    main()
