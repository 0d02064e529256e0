#!/usr/bin/env bash
# An app resolves only what it links (Docs/Embedding.md, "What an app resolves").
#
# Resolves Tests/Packages/PinnedSwiftSyntax, an app that pins a swift-syntax other
# than the CLI's and depends on LiveryCore, LiveryUIKit, LiverySwiftUI and the plugin with
# `traits: []`, and checks that swift-syntax is all it resolved. Then resolves the
# same app with Livery's default traits, which must fail: the check can fail.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A copy, so nothing is written into the source tree; it names Livery by the root's path.
cp -R "$root/Tests/Packages/PinnedSwiftSyntax" "$work/"
app="$work/PinnedSwiftSyntax"
sed -i.bak "s|path: \"../../..\"|path: \"$root\"|" "$app/Package.swift"

if ! swift package --package-path "$app" resolve >"$work/resolve.log" 2>&1; then
    cat "$work/resolve.log" >&2
    echo "check-app-dependencies: an app pinning swift-syntax 602 does not resolve against Livery with traits: []" >&2
    exit 1
fi
resolved="$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(" ".join(sorted(p["identity"]+"@"+p["state"].get("version","?") for p in d["pins"])))' "$app/Package.resolved")"
if [ "$resolved" != "swift-syntax@602.0.0" ]; then
    echo "check-app-dependencies: the app resolved '$resolved'; expected only its own swift-syntax@602.0.0" >&2
    exit 1
fi

sed -i.bak 's|, traits: \[\])|)|' "$app/Package.swift"
rm -rf "$app/.build" "$app/Package.resolved"
if swift package --package-path "$app" resolve >"$work/default.log" 2>&1; then
    echo "check-app-dependencies: with Livery's default traits the pin resolved too; the check proves nothing" >&2
    exit 1
fi
if ! grep -q "depends on 'swift-syntax' 603" "$work/default.log"; then
    cat "$work/default.log" >&2
    echo "check-app-dependencies: with the default traits resolving failed, but not on the swift-syntax versions" >&2
    exit 1
fi
echo "check-app-dependencies: an app resolves only its own swift-syntax@602.0.0 (with the CLI's traits it would not resolve)"
