#!/usr/bin/env bash
# Builds and runs the example app (Examples/StyledApp) the way a user's app
# builds: LiveryPlugin compiles its stylesheets, LiveryUIKit's appliers apply
# them to a window holding every control kind (on Linux, against Livery's
# UIKit surface, Surface/). Checks that
#   1. it runs, prints what UIKit's views now hold, and every value the
#      stylesheet sets reached its view through an applier;
#   2. its binary links none of libyaml, libpng, FreeType (ldd);
#   3. a stylesheet error fails `swift build` at the stylesheet's line;
#   4. the window it styled, captured into out/StyledApp.tree.yaml, renders
#      with its stylesheet (out/StyledApp.png), and `livery apply` of the
#      capture gives every view the values it showed in the app;
#   5. StyledSwiftUIApp, the same screen in SwiftUI styled by the same
#      stylesheet through LiverySwiftUI (on Linux, evaluated against Livery's
#      SwiftUI surface), resolves the card, the Buy button's states and the
#      switch to exactly the values the UIKit app printed, and links no
#      system library either;
#   6. a misspelt style name in a SwiftUI view (`.style(.cardVeiw)`) fails
#      `swift build` at its Swift line.
# Usage: Scripts/check-example.sh   (run by `make test`)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
example=Examples/StyledApp
fail() { echo "check-example: $*" >&2; exit 1; }

echo "== building $example"
# SwiftPM can keep a path dependency's old file list in the example's build
# plan after a source file is added to Livery; the plan is rebuilt without it.
rm -f "$example"/.build/debug.yaml
swift build --package-path "$example" --product StyledApp
bin=$(swift build --package-path "$example" --show-bin-path)/StyledApp
mkdir -p out
capture=out/StyledApp.tree.yaml
checked=out/StyledApp.capture-check
mkdir -p "$checked"
output=$("$bin" --capture "$capture" --check-capture "$checked")
echo "$output"
for expected in \
    "re-style on: userInterfaceStyle, accessibilityContrast, preferredContentSizeCategory" \
    "light: card #FFFFFFFF, radius 12.0" \
    "dark: card #1C1C1EFF, radius 12.0" \
    "light: card shadow #00000026, radius 8.0, offset 0.0, 4.0" \
    "light: BuyButton titleColor normal #FFFFFFFF, highlighted #FFFFFFD9, disabled #FFFFFFFF" \
    "light: BuyButton disabled title Sold out" \
    "light: switch onTintColor #5856D6FF" \
    "dark: switch onTintColor #5E5CE6FF" \
    "light: slider 0.0…10.0 at 4.0" \
    "light: segments Day, Week, Month, selected 0"; do
    grep -qxF "$expected" <<<"$output" || fail "the example did not print '$expected'"
done
grep -qE '^applied: all [0-9]+ values the stylesheet sets reached their 20 views$' <<<"$output" \
    || fail "a value the stylesheet sets did not reach its view (an applier is missing): $(grep '^not applied' <<<"$output")"

# The window the app styled, captured (ViewRecorder) and drawn by the CLI with
# the app's own stylesheet: the capture must load and render.
echo "== the captured window, rendered"
grep -qxF "captured: $capture" <<<"$output" || fail "the example did not capture its window"
swift build --product livery
livery=$(swift build --show-bin-path)/livery
"$livery" render "$example/Sources/StyledApp/App.style.yaml" "$capture" -o out/StyledApp.png
echo "check-example: the captured window is $capture, drawn as out/StyledApp.png"
# Resolved from the stylesheet, the capture must give each view, property by
# property, what it showed: the same capture with every shown value explicit.
style="$example/Sources/StyledApp/App.style.yaml"
for name in captured shown; do
    "$livery" apply --quiet "$style" "$checked/$name.tree.yaml" >"$checked/$name.json"
done
python3 Scripts/compare-apply.py "$checked/captured.json" "$checked/shown.json" \
    || fail "livery apply of the capture differs from what the app's views showed"

echo "== ldd $bin"
if ldd "$bin" | grep -E 'libyaml|libpng|libfreetype'; then
    fail "an app that links only LiveryCore must not link a system library"
fi

# The same screen in SwiftUI, styled by the same stylesheet: each line it
# prints for the card, the Buy button or the switch must be one the UIKit app
# printed, value for value.
echo "== building StyledSwiftUIApp"
swift build --package-path "$example" --product StyledSwiftUIApp
swiftui_bin=$(swift build --package-path "$example" --show-bin-path)/StyledSwiftUIApp
swiftui_output=$("$swiftui_bin")
echo "$swiftui_output"
for expected in \
    "light: card #FFFFFFFF, radius 12.0" \
    "dark: card #1C1C1EFF, radius 12.0" \
    "light: card shadow #00000026, radius 8.0, offset 0.0, 4.0" \
    "light: BuyButton titleColor normal #FFFFFFFF, highlighted #FFFFFFD9, disabled #FFFFFFFF" \
    "light: switch onTintColor #5856D6FF" \
    "dark: switch onTintColor #5E5CE6FF"; do
    grep -qxF "$expected" <<<"$swiftui_output" || fail "the SwiftUI example did not print '$expected'"
done
shared=0
while IFS= read -r line; do
    case "$line" in
        *": card "* | *": BuyButton titleColor "* | *": switch onTintColor "*)
            grep -qxF "$line" <<<"$output" || fail "the SwiftUI path resolved '$line'; the UIKit path printed no such line"
            shared=$((shared + 1))
            ;;
    esac
done <<<"$swiftui_output"
echo "check-example: $shared lines the SwiftUI path resolved equal the UIKit path's"
echo "== ldd $swiftui_bin"
if ldd "$swiftui_bin" | grep -E 'libyaml|libpng|libfreetype'; then
    fail "a SwiftUI app that links LiveryCore, LiverySwiftUI and LiveryUIKit must not link a system library"
fi

# A copy with a broken stylesheet, in a scratch folder of its own (sharing
# the example's can reuse its build plan): the build must fail at the broken line.
echo "== a stylesheet error fails the build"
broken=$(mktemp -d)
trap 'rm -rf "$broken"' EXIT
cp -R "$example/Package.swift" "$example/Sources" "$broken/"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$broken/Package.swift"
sed -i 's/layer.cornerRadius: 12/layer.cornerRadius: -12/' "$broken/Sources/StyledApp/App.style.yaml"
line=$(grep -n 'layer.cornerRadius: -12' "$broken/Sources/StyledApp/App.style.yaml" | cut -d: -f1)
if log=$(swift build --package-path "$broken" 2>&1); then
    fail "swift build succeeded with a negative corner radius"
fi
grep -E "App\.style\.yaml:$line:[0-9]+: error: .*\[out-of-range\]" <<<"$log" \
    || { echo "$log" | tail -30; fail "the build did not report the error at App.style.yaml:$line"; }

# The same copy with the stylesheet mended and a SwiftUI view's style name
# misspelt: the plugin's StyleType statics make it a compile error at its line.
echo "== a misspelt style name fails the build at its Swift line"
cp "$example/Sources/StyledApp/App.style.yaml" "$broken/Sources/StyledApp/App.style.yaml"
view="$broken/Sources/StyledSwiftUIApp/ContentView.swift"
sed -i 's/\.style(\.cardView)/.style(.cardVeiw)/' "$view"
line=$(grep -n '\.style(\.cardVeiw)' "$view" | cut -d: -f1)
[ -n "$line" ] || fail "ContentView.swift has no .style(.cardView) to misspell"
column=$(($(sed -n "${line}p" "$view" | grep -bo 'cardVeiw' | cut -d: -f1) + 1))
if log=$(swift build --package-path "$broken" --product StyledSwiftUIApp 2>&1); then
    fail "swift build succeeded with .style(.cardVeiw)"
fi
grep -E "ContentView\.swift:$line:$column: error: type 'StyleType' has no member 'cardVeiw'" <<<"$log" \
    || { echo "$log" | tail -30; fail "the build did not report the misspelt name at ContentView.swift:$line:$column"; }
echo "check-example: ok"
