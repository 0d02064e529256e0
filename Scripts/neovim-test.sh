#!/usr/bin/env bash
# One headless Neovim session (Debian's `neovim`, its built-in LSP client)
# against `livery lsp`: it opens a stylesheet, introduces a typo and reads
# the diagnostic, then asks for a hover (Tests/Editors/neovim-test.lua).
# Usage: Scripts/neovim-test.sh [path/to/livery]
set -euo pipefail
cd "$(dirname "$0")/.."
livery=$(realpath "${1:-.build/debug/livery}")
command -v nvim >/dev/null || Scripts/install-deps.sh neovim
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
cat > "$folder/App.style.yaml" <<'YAML'
livery: 1
rules:
  - type: UILabel
    set:
      textColor: systemBlue
      layer:
        cornerRadius: 4
YAML
report=$(LIVERY="$livery" STYLESHEET="$folder/App.style.yaml" timeout 60 nvim --headless --clean -c "luafile Tests/Editors/neovim-test.lua" 2>&1)
echo "$report"
expected_diagnostic="diagnostic 4:17-26 livery [unknown-color]: unknown color 'sytemBlue' | hint: did you mean 'systemBlue'?"
expected_hover="hover **layer.cornerRadius** on UIView |  | The radius of the layer's rounded corners, in points (CALayer.cornerRadius). Kind: number. Default: 0. Range: ≥ 0."
if grep -qxF "$expected_diagnostic" <<<"$report" && grep -qxF "$expected_hover" <<<"$report"; then
    echo "neovim test: passed"
else
    echo "neovim test: FAILED; expected the lines" >&2
    echo "$expected_diagnostic" >&2
    echo "$expected_hover" >&2
    exit 1
fi
