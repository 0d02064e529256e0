#!/usr/bin/env python3
"""Compares two `livery apply --format json` outputs of the same tree's
captures, view by view and property by property: the usual capture (what
the adapter applied left for the stylesheet to resolve) and the one that
kept it (every value the views showed written explicitly). Any difference
is a value the capture or the resolver got wrong.

Usage: Scripts/compare-apply.py CAPTURED.json SHOWN.json
Prints the number of views and properties compared; exits 1 on a difference.
"""
import json
import sys


def main(captured_path, shown_path):
    with open(captured_path) as f:
        captured = json.load(f)["views"]
    with open(shown_path) as f:
        shown = json.load(f)["views"]
    differences = []
    if [(v["path"], v["type"]) for v in captured] != [(v["path"], v["type"]) for v in shown]:
        differences.append("the two captures do not have the same views")
    compared = 0
    for resolved, live in zip(captured, shown):
        where = f'{live["type"]} {live["id"] or "at " + (live["path"] or "the root")}'
        for key in sorted(set(resolved["properties"]) | set(live["properties"])):
            compared += 1
            a = resolved["properties"].get(key, "(none)")
            b = live["properties"].get(key, "(none)")
            if a != b:
                differences.append(f"{where}: {key} resolves to {json.dumps(a)}, the view showed {json.dumps(b)}")
        if resolved["frame"] != live["frame"]:
            differences.append(f"{where}: frame {resolved['frame']} != {live['frame']}")
    for line in differences:
        print("differs: " + line)
    print(f"compared {compared} properties of {len(shown)} views: {len(differences)} differ")
    return 1 if differences or compared == 0 else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
