#!/usr/bin/env bash
# Installs the Debian packages Livery builds against, only those missing, and
# the Python modules the tests validate JSON Schemas with (jsonschema, PyYAML).
# Usage: Scripts/install-deps.sh [extra-package...]
set -euo pipefail

# The schema tests run python3 from PATH: give that interpreter its modules,
# through pip where it has one (a pyenv or venv Python), else from Debian.
python_modules() {
    python3 -c "import jsonschema, yaml" 2>/dev/null && return 0
    echo "installing the Python modules jsonschema and PyYAML"
    if python3 -m pip --version >/dev/null 2>&1 \
        && python3 -m pip install --quiet --disable-pip-version-check jsonschema pyyaml 2>/dev/null; then
        return 0
    fi
    extra_python=(python3-jsonschema python3-yaml)
}
extra_python=()
python_modules

# Text: FreeType, HarfBuzz, FriBidi, fontconfig; Inter as the system font,
# DejaVu and Noto (with colour emoji) for coverage.
packages=(
    libyaml-dev libpng-dev pkg-config
    libfreetype-dev libharfbuzz-dev libfribidi-dev libfontconfig-dev
    fonts-inter fonts-dejavu-core fonts-noto-core fonts-noto-color-emoji
    "${extra_python[@]}" "$@"
)
missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
    echo "error: missing system packages (${missing[*]}) and no apt-get to install them" >&2
    exit 1
fi
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
