#!/usr/bin/env python3
"""Hostile-but-valid inputs at full size (Docs/Limits.md, "Work budgets").

Each case writes small files that stay inside every size limit yet used to
cost minutes or gigabytes, runs one `livery` command on them, and checks that
it ends within 10 s and 1 GiB with exit status 0, or 1 and a located
diagnostic (`path:line:column: error: … [code]`); `livery import` exits 1
with a located warning when a call is not converted, 2 with a located error.

Usage: Scripts/stress.py [LIVERY] [CASE...]   (run by `make stress`)
"""

import hashlib
import json
import os
import re
import resource
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib

SECONDS = 10
BYTES = 1 << 30
LOCATED = re.compile(r"^[^\n]+:\d+:\d+: error: .+ \[[a-z-]+\]$", re.M)
# `livery import` exits 1 when a call is not converted (a located warning) and 2 on errors.
IMPORT_LOCATED = re.compile(r"^[^\n]+:\d+:\d+: (error|warning): .+ \[[a-z-]+\]$", re.M)
# `livery render`'s errors about the render as a whole (Docs/Limits.md) are not located.
RENDER_ERROR = re.compile(r"^error: .+$", re.M)


def png(path, width, height, idat=None):
    """A grey RGBA PNG; `idat` replaces the compressed pixel data."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    if idat is None:
        raw = (b"\0" + b"\x80" * (width * 4)) * height
        idat = zlib.compress(raw, 9)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b""))


def zeros_stream(gib):
    """zlib data that inflates to `gib` GiB of zeros (about 1 MB per GiB)."""
    z = zlib.compressobj(9)
    block = b"\0" * (1 << 24)
    out = [z.compress(block) for _ in range(gib * 64)]
    return b"".join(out) + z.flush()


def tree(root_type="UIView", children="", width=10, height=10):
    return f"livery-tree: 1\nroot:\n  type: {root_type}\n  frame: [0, 0, {width}, {height}]\n{children}"


def write(folder, name, text):
    path = os.path.join(folder, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    return path


# Each case: name, what it reproduces, and a function(folder) -> argument list for livery.

SWIFT_VALUE = "import UIKit\nfunc apply() {{\n    UINavigationBar.appearance().alpha = {}\n}}\n"
OBJC_VALUE = "void apply(void) {{\n    [UINavigationBar appearance].alpha = {};\n}}\n"


def import_value(name, language, value):
    def make(d):
        template = SWIFT_VALUE if language == "swift" else OBJC_VALUE
        return ["import", write(d, f"{name}.{language}", template.format(value))]
    return make


def import_text(name, text):
    return lambda d: ["import", write(d, name, text)]


def import_helpers(d):
    # h0 calls h1 120 times, h1 calls h2 120 times, …: 120⁴ statements if followed in full.
    source = "import UIKit\n"
    for level in range(5):
        source += f"func h{level}() -> UINavigationBarAppearance {{\n    let a = UINavigationBarAppearance()\n"
        if level < 4:
            source += f"    let b = h{level + 1}()\n" * 120
        source += "    a.backgroundColor = .red\n    return a\n}\n"
    source += "func apply() {\n    UINavigationBar.appearance().standardAppearance = h0()\n}\n"
    return ["import", write(d, "Helpers.swift", source)]


def import_hard_links(d):
    # One 1.8 MB file of 12,000 calls under 40 names.
    calls = "".join(f"    UILabel.appearance(whenContainedInInstancesOf: [Container{i}.self]).textColor = "
                    f"UIColor(red: 0.{i % 10}, green: 0.5, blue: 0.25, alpha: 1) // {'x' * 8}\n" for i in range(12_000))
    original = write(d, "Theme0.swift", "import UIKit\nfunc apply() {\n" + calls + "}\n")
    for i in range(1, 40):
        os.link(original, os.path.join(d, f"Theme{i}.swift"))
    return ["import", d, "-o", os.path.join(d, "out", "Imported.style.yaml")]


def import_fifo(d):
    fifo = os.path.join(d, "x.swift")
    os.mkfifo(fifo)
    return ["import", fifo]

def images(d):
    png(os.path.join(d, "Images/a.png"), 16384, 4096)
    views = "".join(
        f"    - {{ type: UIImageView, frame: [0, 0, 10, 10], set: {{ image: Images/{'./' * i}a.png }} }}\n" for i in range(20))
    return ["render", write(d, "s.style.yaml", "livery: 1\n"), write(d, "t.tree.yaml", tree(children="  children:\n" + views)),
            "-o", os.path.join(d, "out.png")]


def imports(d):
    write(d, "Constants.style.yaml", "livery: 1\nconstants:\n" + "".join(f"  c{i}: {i}\n" for i in range(230_000)))
    for i in range(62):
        write(d, f"F{i}.style.yaml", "livery: 1\nimports: [Constants.style.yaml]\n")
    root = "livery: 1\nimports: [" + ", ".join(f"F{i}.style.yaml" for i in range(62)) + "]\n"
    return ["lint", write(d, "Root.style.yaml", root)]


def aliases(d):
    big = "x" * (2 << 20)
    rules = "".join("  - type: UILabel\n    set: { text: *big }\n" for _ in range(1_500))
    return ["lint", write(d, "s.style.yaml", f"livery: 1\nconstants:\n  big: &big {big}\nrules:\n{rules}")]


def sheet(d):
    return ["render", write(d, "s.style.yaml", "livery: 1\n"), write(d, "t.tree.yaml", tree(width=16000, height=16000)),
            "-o", os.path.join(d, "out.png"), "--sheet", "--scales", "1,2,3"]


def types(d):
    lines = ["livery: 1", "types:"]
    for c in range(3):
        for level in range(31):
            lines += [f"  C{c}L{level}:", f"    inherits: {'UIView' if level == 0 else f'C{c}L{level - 1}'}", "    properties:"]
            lines += [f"      p{c}_{level}_{p}: {{ type: number }}" for p in range(1_200)]
    lines += ["rules:"] + [f"  - type: C{c}L30\n    set: {{ p{c}_0_0: 1 }}" for c in range(3)]
    style = write(d, "s.style.yaml", "\n".join(lines) + "\n")
    children = "  children:\n" + "".join(f"    - {{ type: C{c}L30, size: [1, 1] }}\n" for c in range(3))
    return ["apply", style, write(d, "t.tree.yaml", tree(children=children))]


def diagnostics(d):
    rules = ", ".join("{type: UIView, set: {layer.borderWidth: 0.5}}" for _ in range(4_000))
    return ["lint", write(d, "s.style.yaml", f"livery: 1\nrules: [{rules}]\n")]


def sharing(d):
    views = "".join(f"    - {{ type: UIView, size: [1, 1], set: {{ alpha: {i / 10_000:.4f} }} }}\n" for i in range(9_999))
    return ["apply", write(d, "s.style.yaml", "livery: 1\nrules:\n  - type: UIView\n    set: { layer.cornerRadius: 2 }\n"),
            write(d, "t.tree.yaml", tree(children="  children:\n" + views))]


def suggestions(d):
    types = "".join(f"  T{'q' * 380}{i}:\n    inherits: UIView\n" for i in range(5_000))
    views = "".join(f"    - {{ type: U{'q' * 399}{i} }}\n" for i in range(10))
    return ["apply", write(d, "s.style.yaml", f"livery: 1\ntypes:\n{types}"),
            write(d, "t.tree.yaml", tree(children="  children:\n" + views))]


def png_bomb(d):
    png(os.path.join(d, "bomb.png"), 8, 8, idat=zeros_stream(2))
    views = "  children:\n    - { type: UIImageView, frame: [0, 0, 8, 8], set: { image: bomb.png } }\n"
    return ["render", write(d, "s.style.yaml", "livery: 1\n"), write(d, "t.tree.yaml", tree(children=views)),
            "-o", os.path.join(d, "out.png")]


def enum_cases(d):
    cases = ", ".join(f"c{i}" for i in range(200_000))
    return ["lint", write(d, "s.style.yaml", f"livery: 1\ntypes:\n  E:\n    inherits: UIView\n    properties:\n"
                                             f"      mode: {{ enum: [{cases}] }}\nrules:\n  - type: E\n    set: {{ mode: c199999 }}\n")]


def style_classes(d):
    classes = ", ".join(f"k{i}" for i in range(150_000))
    return ["lint", write(d, "s.style.yaml", f"livery: 1\nrules:\n  - type: UIView\n    class: [{classes}]\n    set: {{ alpha: 1 }}\n")]


def matching(d):
    # Labels 30 views deep, each distinct (so no two share a style), against
    # 10,000 rules whose 25-long containment chains all match.
    chain = ", ".join(["UIView"] * 25)
    rules = "".join(f"  - type: UILabel\n    inside: [{chain}]\n    class: [c{i % 15}]\n    set: {{ layer.cornerRadius: {i} }}\n"
                    for i in range(10_000))
    classes = ", ".join(f"c{i}" for i in range(15))
    lines, indent = ["  children:"], "    "
    for _ in range(30):
        lines += [f"{indent}- type: UIView", f"{indent}  size: [1, 1]", f"{indent}  children:"]
        indent += "    "
    lines += [f"{indent}- {{ type: UILabel, size: [1, 1], classes: [{classes}], set: {{ alpha: {i / 10_000:.4f} }} }}"
              for i in range(9_000)]
    return ["apply", write(d, "s.style.yaml", "livery: 1\nrules:\n" + rules), write(d, "t.tree.yaml", tree(children="\n".join(lines) + "\n"))]


def render_work(d):
    style = "livery: 1\nrules:\n  - type: UIView\n    set: { layer.shadowOpacity: 1, layer.shadowRadius: 20, layer.shadowPath: { ellipse: [0, 0, 8192, 2048] } }\n"
    return ["render", write(d, "s.style.yaml", style), write(d, "t.tree.yaml", tree(width=8192, height=2048)),
            "-o", os.path.join(d, "out.png"), "--scale", "2"]


def nested_offscreens(d):
    style = ("livery: 1\nrules:\n  - type: UIView\n    set: { alpha: 0.5, layer.mask: { roundedRect: [0, 0, 4096, 4096], radius: 40 }, "
             "layer.shadowOpacity: 0.5, layer.shadowPath: bounds, layer.shadowRadius: 30 }\n")
    inner = "      children:\n        - { type: UIView, frame: [0, 0, 4096, 4096] }\n"
    children = "  children:\n    - type: UIView\n      frame: [0, 0, 4096, 4096]\n" + inner
    return ["render", write(d, "s.style.yaml", style), write(d, "t.tree.yaml", tree(width=4096, height=4096, children=children)),
            "-o", os.path.join(d, "out.png"), "--scale", "2"]


def deep_tree(d):
    # 3,531 views, 31 deep: a chain of 31 with 113 leaves under each level.
    lines = ["livery-tree: 1", "root:", "  type: UIView", "  frame: [0, 0, 10, 10]"]
    indent = "  "
    for level in range(31):
        lines.append(f"{indent}children:")
        lines += [f"{indent}  - {{ type: UILabel, size: [1, 1] }}"] * 113
        lines.append(f"{indent}  - type: UIView")
        lines.append(f"{indent}    size: [1, 1]")
        indent += "    "
    return ["apply", write(d, "s.style.yaml", "livery: 1\n"), write(d, "t.tree.yaml", "\n".join(lines) + "\n")]


def layout(d):
    # 1,428 rows of nested stacks (icon, two labels, value, chevron): 9,997 views laid out.
    row = ("    - type: UIStackView\n      set: { spacing: 12, alignment: center }\n      children:\n"
           "        - { type: UIView, size: [29, 29], set: { backgroundColor: systemBlue } }\n"
           "        - type: UIStackView\n          set: { axis: vertical }\n          children:\n"
           "            - { type: UILabel, set: { text: \"Row title that may wrap\", numberOfLines: 0 } }\n"
           "            - { type: UILabel, set: { text: \"مرحبا — subtitle 😀\", font: footnote } }\n"
           "        - { type: UILabel, set: { text: \"On\" } }\n        - { type: UILabel, set: { text: \"›\" } }\n")
    text = ("livery-tree: 1\nroot:\n  type: UIStackView\n  size: [390, null]\n  set: { axis: vertical }\n  children:\n"
            + row * 1_428)
    # `apply` resolves and lays out every view (the drawn list would pass the canvas limit).
    return ["apply", write(d, "s.style.yaml", "livery: 1\n"), write(d, "t.tree.yaml", text)]


def includes(d):
    # One style of 2,000 values included by 10,000 rules: 20 million values recorded.
    props = "".join(f"      p{i}: {{ type: number }}\n" for i in range(2_000))
    values = ", ".join(f"p{i}: {i}" for i in range(2_000))
    rules = "".join("  - type: Big\n    include: all\n" for _ in range(10_000))
    return ["lint", write(d, "s.style.yaml", f"livery: 1\ntypes:\n  Big:\n    inherits: UIView\n    properties:\n{props}"
                                             f"styles:\n  all: {{ set: {{ {values} }} }}\nrules:\n{rules}")]


def system_import(d):
    return ["lint", write(d, "s.style.yaml", "livery: 1\nimports: [/etc/passwd]\n")]


def canvas_shadow(d):
    # A label inside makes the shadow the general case: the blurred alpha of
    # the whole composited body, in an offscreen the size of the canvas.
    style = ("livery: 1\nrules:\n  - type: UIView\n    class: top\n"
             "    set: { layer.shadowOpacity: 1, layer.shadowRadius: 40, backgroundColor: white }\n")
    children = ("  children:\n    - type: UIView\n      classes: [top]\n      frame: [0, 0, 16384, 4096]\n"
                "      children:\n        - { type: UILabel, frame: [10, 10, 200, 40], set: { text: Hello } }\n")
    return ["render", write(d, "s.style.yaml", style), write(d, "t.tree.yaml", tree(width=16384, height=4096, children=children)),
            "-o", os.path.join(d, "out.png"), "--scale", "1"]


def tokens(d):
    # 4 MB of tokens: 40,000 colours each aliasing the next (cut at 64), and a
    # dark mode file overriding all of them, imported by one stylesheet.
    def token_file(colour):
        entries = ",".join(f'"c{i}": {{ "$value": "{{g.c{i + 1}}}" }}' for i in range(40_000))
        return f'{{ "g": {{ "$type": "color", {entries}, "c40000": {{ "$value": "{colour}" }} }} }}'
    write(d, "base.tokens.json", token_file("#112233"))
    write(d, "dark.tokens.json", token_file("#445566"))
    return ["lint", write(d, "s.style.yaml", "livery: 1\nimports:\n  - base.tokens.json\n"
                                             "  - { tokens: dark.tokens.json, when: { userInterfaceStyle: dark } }\n"
                                             "rules:\n  - type: UIView\n    set: { backgroundColor: g.c39990 }\n")]


def deep_table(d):
    # A compiled table whose 10,000 declared classes chain one below the other
    # (the compiler stops at 32): compile 10,000 siblings of UIView, then point
    # each stored superclass at the class stored before it.
    names = [f"T{i}" for i in range(10_000)]
    style = write(d, "s.style.yaml", "livery: 1\ntypes:\n" + "".join(f"  {n}: {{ inherits: UIView }}\n" for n in names))
    table = os.path.join(d, "s.liverytable")
    subprocess.run([LIVERY, "compile", style, "-o", table], check=True, stdout=subprocess.DEVNULL)
    data = bytearray(open(table, "rb").read())
    u32 = lambda at: struct.unpack_from("<I", data, at)[0]
    # Header: magic (8), version (4), string count, then each string's length and bytes.
    at, strings = 12, []
    count = u32(at); at += 4
    for _ in range(count):
        length = u32(at); at += 4
        strings.append(bytes(data[at:at + length]).decode()); at += length
    index = {s: i for i, s in enumerate(strings)}
    for _ in range(2):  # the keypath and axis-key lists
        at += 4 + 4 * u32(at)
    types = u32(at); at += 4
    previous = None
    for _ in range(types):
        name = strings[u32(at)]
        if previous is not None:
            struct.pack_into("<I", data, at + 4, index[previous])
        previous = name
        at += 8
        if data[at]: at += 12
        at += 1
        assert u32(at) == 0; at += 4  # no properties
    open(table, "wb").write(data)
    return ["apply", table, write(d, "t.tree.yaml", tree())]


def token_budget(d):
    # 63 token files of 60,000 colours each (each under the 4 MiB file limit).
    names = []
    for f in range(63):
        entries = ",".join(f'"c{i}":{{"$value":"#1{i % 100000:05X}"}}' for i in range(60_000))
        names.append(os.path.basename(write(d, f"t{f}.tokens.json", f'{{"g{f}":{{"$type":"color",{entries}}}}}')))
    return ["lint", write(d, "s.style.yaml", "livery: 1\nimports: [" + ", ".join(names) + "]\n")]


def effect_margin(d):
    # Every view casts a shadow: the root's, blurred from a child as large as the
    # canvas whose own shadow overhangs it, needs the blur's margin past the canvas.
    style = "livery: 1\nrules:\n  - type: UIView\n    set: { layer.shadowOpacity: 1 }\n"
    children = ("  children:\n    - type: UIView\n      frame: [0, 0, 8190, 8190]\n      set: { backgroundColor: white }\n"
                "      children:\n        - { type: UILabel, frame: [10, 10, 200, 40], set: { text: Hello } }\n")
    return ["render", write(d, "s.style.yaml", style), write(d, "t.tree.yaml", tree(width=8190, height=8190, children=children)),
            "-o", os.path.join(d, "out.png"), "--scale", "1"]


def long_labels(d):
    # 9,999 wrapping labels of 9,990 characters each in one vertical stack.
    text = ("lorem ipsum dolor " * 555)[:9_990]
    style = f"livery: 1\nrules:\n  - type: UILabel\n    set: {{ numberOfLines: 0, text: \"{text}\" }}\n"
    labels = "".join("    - { type: UILabel }\n" for _ in range(9_999))
    text_tree = ("livery-tree: 1\nroot:\n  type: UIStackView\n  size: [390, null]\n  set: { axis: vertical }\n  children:\n"
                 + labels)
    return ["apply", write(d, "s.style.yaml", style), write(d, "t.tree.yaml", text_tree)]


def git_unused_image(d):
    # A revision that holds a 1 GiB PNG no stylesheet names: `git:REV:path`
    # copies only what the stylesheet reads (Docs/Review.md). The blob is
    # written as a loose object here, in a few seconds (`git add` would
    # hash and deflate it for much longer); the diff runs in the repository.
    repo = os.path.join(d, "repo")
    write(repo, "styles/App.style.yaml", "livery: 1\nrules:\n  - type: UIView\n    set: { backgroundColor: systemBlue }\n")
    write(repo, "screen.tree.yaml", tree())
    def git(*args):
        subprocess.run(["git", "-C", repo, *args], check=True, stdout=subprocess.DEVNULL)
    git("init", "-q")
    size, block = 1 << 30, bytes(1 << 24)
    header = b"blob %d\0" % size
    sha, z = hashlib.sha1(header), zlib.compressobj(1)
    data = [z.compress(header)]
    for i in range(size // len(block)):
        chunk = b"\x89PNG\r\n\x1a\n" + block[8:] if i == 0 else block
        sha.update(chunk)
        data.append(z.compress(chunk))
    data.append(z.flush())
    oid = sha.hexdigest()
    os.makedirs(os.path.join(repo, ".git", "objects", oid[:2]), exist_ok=True)
    with open(os.path.join(repo, ".git", "objects", oid[:2], oid[2:]), "wb") as f:
        f.write(b"".join(data))
    git("update-index", "--add", "--cacheinfo", f"100644,{oid},Art/Unused.png")
    git("add", "styles", "screen.tree.yaml")
    git("-c", "user.name=stress", "-c", "user.email=stress@livery", "commit", "-qm", "art")
    return ["diff", "git:HEAD:styles/App.style.yaml", "styles/App.style.yaml", "screen.tree.yaml"], repo


def stretched_noise(d):
    # 16 MB of incompressible pixels (2048×2048) stretched over an 8190×8190 canvas.
    side = 2048
    rows = os.urandom(side * side * 4)
    raw = b"".join(b"\0" + rows[y * side * 4:(y + 1) * side * 4] for y in range(side))
    png(os.path.join(d, "noise.png"), side, side, idat=zlib.compress(raw, 1))
    views = "  children:\n    - { type: UIImageView, frame: [0, 0, 8190, 8190], set: { image: noise.png } }\n"
    return ["render", write(d, "s.style.yaml", "livery: 1\n"), write(d, "t.tree.yaml", tree(width=8190, height=8190, children=views)),
            "-o", os.path.join(d, "out.png"), "--scale", "1"]


def canvas_group_shadow(d):
    # A faded view as large as the largest canvas (an offscreen of the canvas's size), casting a
    # shadow from a body that overhangs it: the shadow's source is worked out in bands.
    style = ("livery: 1\nrules:\n  - type: UIView\n    class: top\n"
             "    set: { alpha: 0.9, layer.shadowOpacity: 1, layer.shadowRadius: 3 }\n"
             "  - type: UIView\n    class: over\n    set: { backgroundColor: \"rgba(0, 0, 255, 0.5)\" }\n")
    children = ("  children:\n    - type: UIView\n      classes: [top]\n      frame: [0, 0, 8192, 8192]\n"
                "      children:\n        - { type: UIView, classes: [over], frame: [-100, 4000, 8400, 200] }\n"
                "        - { type: UILabel, frame: [10, 10, 200, 40], set: { text: Hello } }\n")
    return ["render", write(d, "s.style.yaml", style), write(d, "t.tree.yaml", tree(width=8192, height=8192, children=children)),
            "-o", os.path.join(d, "out.png"), "--scale", "1"]


def catalog_sets(d, count):
    """An asset catalog of `count` colour sets of just under 1 MiB of entries each."""
    entry = ('{"color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}},'
             '"idiom":"universal"}')
    text = '{"colors":[' + ",".join([entry] * ((1 << 20) // (len(entry) + 1) - 10)) + "]}"
    for i in range(count):
        write(d, f"A.xcassets/C{i}.colorset/Contents.json", text)
    return os.path.join(d, "A.xcassets")


def catalog_lint(d):
    catalog_sets(d, 200)
    return ["lint", write(d, "s.style.yaml", "livery: 1\nimports: [A.xcassets]\n")]


def catalog_import(d):
    catalog = catalog_sets(d, 100)
    return ["import", write(d, "a.swift", 'UINavigationBar.appearance().tintColor = UIColor(named: "C1")\n'), "--assets", catalog,
            "-o", os.path.join(d, "out.style.yaml")]


def gallery_pair(d):
    # Two 8190×8190 screens in one gallery: rendered in parallel only while
    # their estimated bytes fit the gallery's budget (one alone peaks near 550 MB).
    style = write(d, "s.style.yaml", "livery: 1\nrules:\n  - type: UIView\n    set: { backgroundColor: white }\n")
    trees = [write(d, f"{n}.tree.yaml", tree(width=8190, height=8190)) for n in ("a", "b")]
    return ["render", style, *trees, "-o", os.path.join(d, "gallery"), "--variants", "light", "--scales", "1", "--quiet"]


def serve_many_files(d):
    # 50,000 watched files in one folder beside a tree: the server starts, lists,
    # notices a saved tree at once, and its watcher stays near a fifth of a core.
    crowd = os.path.join(d, "crowd")
    os.makedirs(crowd)
    for i in range(50_000):
        open(os.path.join(crowd, f"f{i}.yaml"), "w").close()
    write(d, "A.style.yaml", "livery: 1\n")
    tree_path = write(d, "A.tree.yaml", tree())

    def probe(port, pid):
        if b"A.tree.yaml" not in http(port, "/trees"):
            return "the tree is not listed"
        events = socket.create_connection(("127.0.0.1", port))
        events.sendall(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        events.settimeout(10)
        events.recv(4096)
        saved = time.monotonic()
        with open(tree_path, "a") as f:
            f.write("# saved\n")
        data = b""
        while b"event: change" not in data:
            chunk = events.recv(4096)
            if not chunk:
                return "the event stream closed"
            data += chunk
        late = time.monotonic() - saved
        events.close()
        before = cpu_seconds(pid)
        time.sleep(3)
        share = (cpu_seconds(pid) - before) / 3
        if late > 2 or share > 0.3:
            return f"the saved tree's event came {late:.1f} s late, the idle watcher took {share:.0%} of a core"
        return None
    return ("serve", d, probe)


def serve_idle_connections(d):
    # 1,100 connections that send nothing: a real request still gets through at once.
    write(d, "A.style.yaml", "livery: 1\n")
    write(d, "A.tree.yaml", tree())

    def probe(port, pid):
        idle = [socket.create_connection(("127.0.0.1", port)) for _ in range(1_100)]
        try:
            started = time.monotonic()
            if b"A.tree.yaml" not in http(port, "/trees"):
                return "the tree list did not come"
            if time.monotonic() - started > 2:
                return f"the tree list took {time.monotonic() - started:.1f} s behind idle connections"
            return None
        finally:
            for s in idle:
                s.close()
    return ("serve", d, probe)


def serve_stop(d):
    # 20 pages holding the event stream and a render under way: SIGTERM stops it, exit 0, within a second.
    write(d, "Big.style.yaml", "livery: 1\n")
    write(d, "Big.tree.yaml", SLOW_TREE)

    def probe(port, pid):
        streams = []
        for _ in range(20):
            s = socket.create_connection(("127.0.0.1", port))
            s.sendall(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            s.settimeout(10)
            s.recv(4096)
            streams.append(s)
        render = socket.create_connection(("127.0.0.1", port))
        render.sendall(b"GET /render?tree=Big.tree.yaml&scale=2 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        time.sleep(0.3)
        signalled = time.monotonic()
        os.kill(pid, signal.SIGTERM)
        deadline = signalled + 5
        while time.monotonic() < deadline:
            if exited(pid):
                took = time.monotonic() - signalled
                closed = all(reaches_end(s) for s in streams)
                if took > 1 or not closed:
                    return f"stopped {took:.2f} s after SIGTERM; event streams closed: {closed}"
                print(f"     stopped {took * 1000:.0f} ms after SIGTERM", flush=True)
                return None
            time.sleep(0.01)
        return "still running 5 s after SIGTERM"
    return ("serve", d, probe)


def serve_trees_during_renders(d):
    # Three slow renders on a 2-core machine: the tree list answers within a second all the while.
    write(d, "Big.style.yaml", "livery: 1\n")
    write(d, "Big.tree.yaml", SLOW_TREE)

    def probe(port, pid):
        threads = [threading.Thread(target=http, args=(port, f"/render?tree=Big.tree.yaml&scale={scale}"), daemon=True)
                   for scale in (1, 2, 2)]
        for t in threads:
            t.start()
        worst = 0
        while any(t.is_alive() for t in threads):
            started = time.monotonic()
            if b"Big.tree.yaml" not in http(port, "/trees"):
                return "the tree list did not come"
            worst = max(worst, time.monotonic() - started)
            time.sleep(0.05)
        print(f"     the tree list took at most {worst * 1000:.0f} ms while the renders ran", flush=True)
        return None if worst < 1 else f"the tree list took {worst:.2f} s while renders ran"
    return ("serve", d, probe)


# A screen that takes a while to render at 2×: a large general-case shadow.
SLOW_TREE = ("livery-tree: 1\nroot:\n  type: UIView\n  frame: [0, 0, 3000, 3000]\n  children:\n"
             "    - { type: UIView, frame: [100, 100, 2800, 2800], set: { backgroundColor: white, layer.shadowOpacity: 1, "
             "layer.shadowRadius: 60 } }\n"
             "    - { type: UILabel, frame: [200, 200, 2000, 400], set: { text: Hello, layer.shadowOpacity: 0.5, "
             "layer.shadowRadius: 20 } }\n")


def http(port, path):
    """One GET on loopback; the whole response."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := s.recv(65536):
            data += chunk
        return data


def cpu_seconds(pid):
    """User and system CPU time of a process so far (Linux /proc)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def reaches_end(connection):
    """Whether the server has closed the connection: reading ends (or is reset) within its timeout."""
    try:
        while connection.recv(65536):
            pass
        return True
    except ConnectionResetError:
        return True
    except OSError:
        return False


def exited(pid):
    """Whether a child has exited and waits to be reaped (Linux /proc: state Z)."""
    with open(f"/proc/{pid}/stat") as f:
        return f.read().rsplit(")", 1)[1].split()[0] == "Z"


def run_serve(livery, name, what, folder, probe):
    """Starts `livery serve` on a free port, runs the probe, stops the server."""
    proc = subprocess.Popen([os.path.abspath(livery), "serve", folder, "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL,
                            preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (4 * BYTES, 4 * BYTES)))
    start = time.monotonic()
    killer = threading.Timer(SECONDS * 3, proc.kill)
    killer.start()
    problem = "it printed no address"
    try:
        line = proc.stdout.readline().decode()
        match = re.search(r":(\d+)/$", line.strip())
        if match:
            problem = probe(int(match.group(1)), proc.pid)
    except OSError as error:
        problem = str(error)
    seconds = time.monotonic() - start
    proc.terminate()
    _, wait_status, usage = os.wait4(proc.pid, 0)
    killer.cancel()
    peak = usage.ru_maxrss * 1024
    # SIGTERM stops the server in order: exit status 0.
    status = os.waitstatus_to_exitcode(wait_status)
    if problem is None and status != 0:
        problem = f"exit status {status} after SIGTERM"
    ok = problem is None and seconds <= SECONDS and peak <= BYTES
    print(f"{'ok  ' if ok else 'FAIL'} {name:<14} {seconds:6.2f} s {peak / (1 << 20):6.0f} MiB  {what}; {problem or 'answered'}",
          flush=True)
    return ok


class LSP:
    """`livery lsp` over pipes: framed messages in, a thread reading framed messages out."""

    def __init__(self, livery, folder):
        self.proc = subprocess.Popen([os.path.abspath(livery), "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL,
                                     preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (4 * BYTES, 4 * BYTES)))
        self.messages, self.seen, self.lock = [], threading.Condition(), threading.Lock()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()
        self.request("initialize", {"capabilities": {}, "rootUri": "file://" + folder})
        self.notify("initialized", {})

    def _read(self):
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            message = json.loads(out.read(length))
            with self.seen:
                self.messages.append((time.monotonic(), message))
                self.seen.notify_all()

    def send(self, message):
        body = json.dumps(dict(message, jsonrpc="2.0")).encode()
        with self.lock:
            self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            self.proc.stdin.flush()

    def notify(self, method, params):
        self.send({"method": method, "params": params})

    def ask(self, method, params):
        """Sends a request; returns its id."""
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        return self.next_id

    def wait(self, test, timeout=SECONDS * 3):
        """The first message that passes `test`, with when it came."""
        deadline = time.monotonic() + timeout
        with self.seen:
            while True:
                for when, message in self.messages:
                    if test(message):
                        return when, message
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError("no answer")
                self.seen.wait(left)

    def request(self, method, params):
        """Sends a request and waits for its answer: (seconds, answer)."""
        start = time.monotonic()
        asked = self.ask(method, params)
        when, answer = self.wait(lambda m: m.get("id") == asked and "method" not in m)
        return when - start, answer

    def open(self, uri, text, version=1):
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": version, "text": text}})

    def stop(self):
        """shutdown and exit; the peak memory."""
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
        except (OSError, TimeoutError):
            self.proc.kill()
        _, _, usage = os.wait4(self.proc.pid, 0)
        return usage.ru_maxrss * 1024


def run_lsp(livery, name, what, folder, probe):
    """Starts `livery lsp` in the case's folder, runs the probe, stops the server."""
    start = time.monotonic()
    session = LSP(livery, folder)
    killer = threading.Timer(SECONDS * 3, session.proc.kill)
    killer.start()
    try:
        problem = probe(session)
    except (OSError, TimeoutError, ValueError) as error:
        problem = f"{type(error).__name__}: {error}"
    peak = session.stop()
    killer.cancel()
    seconds = time.monotonic() - start
    ok = not problem.startswith("!") and seconds <= SECONDS and peak <= BYTES
    print(f"{'ok  ' if ok else 'FAIL'} {name:<14} {seconds:6.2f} s {peak / (1 << 20):6.0f} MiB  {what}; {problem.lstrip('!')}",
          flush=True)
    return ok


def lsp_case(text, ask):
    """A case that opens `text` as App.style.yaml, asks what `ask(session, uri)` asks
    and reports its answer's seconds; a reply over 1 s or an error fails."""
    def make(d):
        uri = "file://" + write(d, "App.style.yaml", text)

        def probe(session):
            session.open(uri, text)
            seconds, answer, summary = ask(session, uri)
            slow = seconds > 1
            return f"{'!' if slow else ''}answered in {seconds:.2f} s: {summary(answer)}"
        return ("lsp", d, probe)
    return make


def count_result(answer):
    result = answer.get("result")
    if "error" in answer:
        return f"error {answer['error']['code']} {answer['error']['message'][:100]}"
    if isinstance(result, dict):
        return f"{sum(len(v) for v in result.get('changes', {}).values())} edits"
    return f"{len(result or [])} items"


def colors_of(session, uri):
    seconds, answer = session.request("textDocument/documentColor", {"textDocument": {"uri": uri}})
    return seconds, answer, count_result


lsp_colors_rules = lsp_case(
    "livery: 1\ncolors:\n  brand: \"#1E6FD9\"\nrules:\n"
    + "".join(f"  - type: UILabel\n    class: c{i}\n    set:\n      textColor: brand\n      backgroundColor: systemRed\n"
              for i in range(10_000)), colors_of)
lsp_colors_line = lsp_case(
    "livery: 1\ncolors: { " + ", ".join(f"c{i}: {'systemRed' if i % 2 else chr(34) + '#123456' + chr(34)}" for i in range(90_000))
    + " }\n", colors_of)
lsp_colors_chain = lsp_case(
    "livery: 1\ncolors:\n" + "".join(f"  c{i}: c{i + 1}\n" for i in range(20_000)) + "  c20000: \"#102030\"\n"
    + "rules:\n  - { type: UIView, set: { tintColor: c0, backgroundColor: c19995 } }\n", colors_of)


def quote_line(session, uri):
    diagnostic = {"range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 1}}, "severity": 1,
                  "code": "duplicate-key", "source": "livery", "message": "hint: quote a value that has commas"}
    seconds, answer = session.request("textDocument/codeAction", {
        "textDocument": {"uri": uri}, "range": diagnostic["range"], "context": {"diagnostics": [diagnostic]}})
    return seconds, answer, lambda a: ", ".join(f"{x['title']} ({sum(len(v) for v in x['edit']['changes'].values())} edits)"
                                               for x in a.get("result") or []) or "no action"


lsp_quote = lsp_case("livery: 1\nrules: [ { type: UIView, set: { " + "backgroundColor: rgba(1, 2, 3, 0.5), " * 28_000 + "} } ]\n",
                     quote_line)
# 20,000 functions (within the budget: 40,000 edits) on a line padded to 1 MB.
lsp_quote_fit = lsp_case("livery: 1\nrules: [ { type: UIView, set: { " + "backgroundColor: rgba(255, 255, 255, 0.50), " * 20_000
                         + "accessibilityLabel: " + "x" * 100_000 + " } } ]\n", quote_line)


def rename_long(session, uri):
    seconds, answer = session.request("textDocument/rename", {
        "textDocument": {"uri": uri}, "position": {"line": 2, "character": 3}, "newName": "a" * (1 << 20)})
    return seconds, answer, count_result


lsp_rename_long = lsp_case("livery: 1\ncolors:\n  brand: \"#1E6FD9\"\nrules:\n" + "  - { type: UIView, set: { tintColor: brand } }\n" * 2_000,
                           rename_long)


def references_in(make_workspace):
    """References to a palette colour from a document in a workspace that `make_workspace(d)` fills."""
    def make(d):
        make_workspace(d)
        return lsp_case("livery: 1\ncolors:\n  brand: \"#1E6FD9\"\nrules:\n  - { type: UIView, set: { tintColor: brand } }\n",
                        lambda session, uri: (*session.request("textDocument/references", {
                            "textDocument": {"uri": uri}, "position": {"line": 2, "character": 3}}), count_result))(d)
    return make


def sparse_workspace(d):
    with open(os.path.join(d, "Huge.style.yaml"), "wb") as f:
        f.truncate(3 << 30)


def crowded_workspace(d):
    # Each 4,000,000 bytes of rules using brand: twenty of them pass the workspace budget.
    rule = "  - { type: UIView, set: { tintColor: brand } }\n"
    text = "livery: 1\nrules:\n" + rule * ((4_000_000 - 18) // len(rule))
    for i in range(20):
        write(d, f"F{i}.style.yaml", text)


def edit_flood(d):
    # 1,000 edits a second for 5 s on a 2,000-rule stylesheet, then a completion and the last version's diagnostics.
    text = "livery: 1\nrules:\n" + "".join(f"  - type: UILabel\n    class: c{i}\n    set:\n      textColor: systemBlue\n"
                                         for i in range(2_000))
    uri = "file://" + write(d, "App.style.yaml", text)

    def probe(session):
        session.open(uri, text)
        version, started = 1, time.monotonic()
        while time.monotonic() - started < 5:
            for _ in range(10):
                version += 1
                adding = version % 2 == 0
                session.notify("textDocument/didChange", {
                    "textDocument": {"uri": uri, "version": version},
                    "contentChanges": [{"range": {"start": {"line": 0, "character": 9},
                                                  "end": {"line": 0, "character": 9 if adding else 10}}, "text": " " if adding else ""}]})
            time.sleep(max(0, started + (version - 1) / 1000 - time.monotonic()))
        flooded = time.monotonic()
        seconds, _ = session.request("textDocument/completion", {"textDocument": {"uri": uri},
                                                                  "position": {"line": 5, "character": 17}})
        when, _ = session.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                               and m["params"].get("version") == version)
        late = when - flooded
        published = sum(1 for _, m in session.messages if m.get("method") == "textDocument/publishDiagnostics")
        slow = seconds > 1 or late > 2
        return (f"{'!' if slow else ''}{version - 1} edits; completion after {seconds:.2f} s, the last diagnostics {late:.2f} s "
                f"after the flood ({published} published)")
    return ("lsp", d, probe)


CASES = [
    ("images", "one 16384×4096 PNG under 20 spellings", images),
    ("imports", "a 230,000-constant file imported by 62 files", imports),
    ("aliases", "1,500 aliases of a 2 MiB scalar", aliases),
    ("sheet", "--sheet of a 16000-point tree at 1, 2 and 3", sheet),
    ("types", "three 31-level chains of 1,200 properties a level", types),
    ("diagnostics", "4,000 warnings on one 200 KB line", diagnostics),
    ("sharing", "9,999 siblings with distinct explicit values", sharing),
    ("suggestions", "10 unknown 400-character types among 5,000", suggestions),
    ("png-bomb", "an 8×8 PNG whose IDAT inflates 2 GiB", png_bomb),
    ("enum-cases", "an enum of 200,000 cases", enum_cases),
    ("style-classes", "a rule with 150,000 classes", style_classes),
    ("matching", "10,000 rules with 25-long inside chains, 9,000 distinct views 30 deep with 15 classes", matching),
    ("render-work", "an 8192×2048 view with an elliptical shadow path at 2×", render_work),
    ("offscreens", "three nested 8192-pixel views with mask, shadow path and alpha", nested_offscreens),
    ("deep-tree", "a tree of 3,531 views 31 deep", deep_tree),
    ("layout", "9,997 views in nested stacks with wrapping, Arabic and emoji labels, laid out", layout),
    ("includes", "a style of 2,000 values included by 10,000 rules", includes),
    ("system-import", "an import of /etc/passwd", system_import),
    ("canvas-shadow", "a canvas at the size limit with a shadow", canvas_shadow),
    ("tokens", "40,000 aliased colour tokens in two modes", tokens),
    ("git-unused-image", "livery diff git:HEAD:… in a repository holding a 1 GiB PNG no stylesheet names", git_unused_image),
    ("deep-table", "a compiled table whose declared classes chain 10,000 deep", deep_table),
    ("token-budget", "63 token files of 60,000 colours each", token_budget),
    ("effect-margin", "shadows on every view of an 8190×8190 canvas, a child overhanging it", effect_margin),
    ("stretched-noise", "a 16 MB noise PNG stretched over an 8190×8190 canvas", stretched_noise),
    ("gallery-pair", "a gallery of two 8190×8190 screens on every core", gallery_pair),
    ("serve-files", "livery serve on a folder of 50,000 watched files: list, a save's event, the idle watcher", serve_many_files),
    ("serve-idle", "livery serve with 1,100 idle connections open", serve_idle_connections),
    ("serve-stop", "livery serve stopped by SIGTERM with 20 event streams and a render under way", serve_stop),
    ("serve-trees", "livery serve's tree list while three slow renders run", serve_trees_during_renders),
    ("canvas-group-shadow", "a faded 8192×8192 view with a shadow from a body overhanging it", canvas_group_shadow),
    ("catalog-lint", "lint of a stylesheet importing 200 colour sets of just under 1 MiB", catalog_lint),
    ("catalog-import", "livery import --assets with 100 colour sets of just under 1 MiB", catalog_import),
    ("long-labels", "9,999 wrapping labels of 9,990 characters in one stack", long_labels),
    ("import-sum-swift", "livery import of a Swift value of 50,000 terms", import_value("sum", "swift", " + ".join(["1"] * 50_000))),
    ("import-sum-objc", "livery import of an Objective-C value of 50,000 terms", import_value("sum", "m", " + ".join(["1"] * 50_000))),
    ("import-casts-swift", "livery import of a Swift value of 200,000 casts", import_value("casts", "swift", "x" + " as! T" * 200_000)),
    ("import-casts-objc", "livery import of an Objective-C value of 200,000 casts", import_value("casts", "m", "(CGFloat)" * 200_000 + "x")),
    ("import-signs-swift", "livery import of a Swift value of 900,000 unary minuses", import_value("signs", "swift", "- " * 900_000 + "1")),
    ("import-signs-objc", "livery import of an Objective-C value of 900,000 unary minuses", import_value("signs", "m", "-" * 900_000 + "1")),
    ("import-blocks-swift", "livery import of 300,000 nested Swift blocks",
     import_text("Blocks.swift", "func apply() {\n" + "{" * 300_000 + "}" * 300_000 + "\n}\n")),
    ("import-blocks-objc", "livery import of 300,000 nested Objective-C blocks",
     import_text("Blocks.m", "void apply(void) {\n" + "{" * 300_000 + "}" * 300_000 + "\n}\n")),
    ("import-ifs-swift", "livery import of 150,000 nested Swift ifs",
     import_text("Ifs.swift", "func apply() {\n" + "if a {\n" * 150_000 + "}\n" * 150_000 + "}\n")),
    ("import-ifs-objc", "livery import of 150,000 nested Objective-C ifs",
     import_text("Ifs.m", "void apply(void) {\n" + "if (a) {\n" * 150_000 + "}\n" * 150_000 + "}\n")),
    ("import-generic", "livery import of a Swift generic type 200,000 deep",
     import_text("Generic.swift", "let x: " + "A<" * 200_000 + "B" + ">" * 200_000 + "\n")),
    ("import-pound-if", "livery import of #if nested 100,000 deep",
     import_text("If.swift", "#if A\n" * 100_000 + "let x = 1\n" + "#endif\n" * 100_000)),
    ("import-helpers", "livery import of helpers each calling the next 120 times, 5 deep", import_helpers),
    ("import-links", "livery import of 40 hard links to a 1.8 MB file of 12,000 calls", import_hard_links),
    ("import-fifo", "livery import of a FIFO named x.swift", import_fifo),
    ("lsp-colors", "livery lsp: documentColor on 10,000 rules", lsp_colors_rules),
    ("lsp-color-line", "livery lsp: documentColor on a 1.1 MB line of 90,000 colours", lsp_colors_line),
    ("lsp-color-chain", "livery lsp: documentColor on 20,001 palette colours each naming the next", lsp_colors_chain),
    ("lsp-quote", "livery lsp: the quote fix on a 1 MB line of 28,000 colour functions (past the budget)", lsp_quote),
    ("lsp-quote-fit", "livery lsp: the quote fix on a 1 MB line of 20,000 colour functions", lsp_quote_fit),
    ("lsp-rename", "livery lsp: a rename to a 1 MB name", lsp_rename_long),
    ("lsp-sparse", "livery lsp: references in a workspace holding a 3 GiB sparse stylesheet", references_in(sparse_workspace)),
    ("lsp-workspace", "livery lsp: references in a workspace of twenty 4 MB stylesheets", references_in(crowded_workspace)),
    ("lsp-flood", "livery lsp: 1,000 edits a second for 5 s, then a completion", edit_flood),
]


def run(livery, name, what, make):
    folder = tempfile.mkdtemp(prefix=f"livery-stress-{name}-")
    try:
        args = make(folder)
        if isinstance(args, tuple) and args[0] == "serve":
            return run_serve(livery, name, what, args[1], args[2])
        if isinstance(args, tuple) and args[0] == "lsp":
            return run_lsp(livery, name, what, args[1], args[2])
        # A case may also name the folder to run in (a repository, for `livery diff git:…`).
        args, cwd = args if isinstance(args, tuple) else (args, None)
        err_path = os.path.join(folder, "stderr")
        with open(err_path, "wb") as err_file, open(os.devnull, "wb") as out_file:
            start = time.monotonic()
            proc = subprocess.Popen([os.path.abspath(livery)] + args, stdout=out_file, stderr=err_file, cwd=cwd,
                                    preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (4 * BYTES, 4 * BYTES)))
            killer = threading.Timer(SECONDS * 3, proc.kill)
            killer.start()
            # wait4 gives this child's own peak memory.
            _, wait_status, usage = os.wait4(proc.pid, 0)
            killer.cancel()
            seconds = time.monotonic() - start
        status = os.waitstatus_to_exitcode(wait_status)
        peak = usage.ru_maxrss * 1024
        with open(err_path, encoding="utf-8", errors="replace") as f:
            err = f.read(1 << 20)
        located = LOCATED.search(err) or (RENDER_ERROR.search(err) if args[0] == "render" else None)
        failures = (1,)
        if args[0] == "import":
            located, failures = IMPORT_LOCATED.search(err), (1, 2)
        ok = seconds <= SECONDS and peak <= BYTES and (status == 0 or (status in failures and located))
        outcome = "exit 0" if status == 0 else (f"exit {status}: {located.group(0)[:160]}" if located else f"exit {status} {err[:200]!r}")
        print(f"{'ok  ' if ok else 'FAIL'} {name:<14} {seconds:6.2f} s {peak / (1 << 20):6.0f} MiB  {what}; {outcome}", flush=True)
        return ok
    finally:
        shutil.rmtree(folder, ignore_errors=True)


LIVERY = ".build/release/livery"


def main():
    global LIVERY
    livery = LIVERY = sys.argv[1] if len(sys.argv) > 1 else LIVERY
    wanted = set(sys.argv[2:])
    failed = [name for name, what, make in CASES if (not wanted or name in wanted) and not run(livery, name, what, make)]
    if failed:
        print("stress: failed: " + ", ".join(failed))
        sys.exit(1)
    print(f"stress: every case within {SECONDS} s and {BYTES >> 20} MiB")


if __name__ == "__main__":
    main()
