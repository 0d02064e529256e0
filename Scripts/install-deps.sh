#!/usr/bin/env bash
# Installs what Livery builds and tests against, only what is missing: on
# Debian and Ubuntu with apt-get, on macOS with Homebrew. Also the Python
# modules the tests validate JSON Schemas with (jsonschema, PyYAML).
# Usage: Scripts/install-deps.sh [extra...]   (extra: chromium, for the browser test)
#        Scripts/install-deps.sh --check      (names what is missing and the line
#                                             that installs it; installs nothing)
set -euo pipefail

check_only=false
if [ "${1:-}" = "--check" ]; then
    check_only=true
    shift
fi

# The schema tests run python3 from PATH: give that interpreter its modules,
# through pip where it has one (a pyenv or venv Python), else from the system.
python_modules() {
    python3 -c "import jsonschema, yaml" 2>/dev/null && return 0
    $check_only && { missing_python=true; return 0; }
    echo "installing the Python modules jsonschema and PyYAML"
    if python3 -m pip --version >/dev/null 2>&1 \
        && python3 -m pip install --quiet --disable-pip-version-check jsonschema pyyaml 2>/dev/null; then
        return 0
    fi
    missing_python=true
}
missing_python=false
python_modules

# Text: FreeType, HarfBuzz, FriBidi, fontconfig; Inter as the system font,
# DejaVu and Noto (with colour emoji) for coverage; Material Icons (Apache-2.0)
# for the glyphs previews draw SF Symbols with (Docs/Rendering.md, "Symbols").
if [ "$(uname -s)" = Darwin ]; then
    # Homebrew: the libraries as formulae, the fonts as casks (into ~/Library/Fonts,
    # which Homebrew's fontconfig reads).
    formulae=(libyaml libpng pkg-config freetype harfbuzz fribidi fontconfig poppler)
    casks=(font-inter font-dejavu font-noto-sans font-noto-color-emoji font-material-icons)
    for extra in "$@"; do
        case "$extra" in
            chromium) casks+=(chromium) ;;
            *) formulae+=("$extra") ;;
        esac
    done
    if $missing_python; then
        echo "warning: the schema tests need jsonschema and PyYAML for $(command -v python3), and pip did not install them;" >&2
        echo "  python3 -m venv .venv && . .venv/bin/activate && pip install jsonschema pyyaml" >&2
    fi
    if ! command -v brew >/dev/null; then
        echo "error: Livery needs Homebrew on macOS to install ${formulae[*]} and ${casks[*]}" >&2
        echo '  install it: /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"' >&2
        exit 1
    fi
    missing_formulae=()
    for f in "${formulae[@]}"; do
        brew list --formula "$f" >/dev/null 2>&1 || missing_formulae+=("$f")
    done
    missing_casks=()
    for c in "${casks[@]}"; do
        brew list --cask "$c" >/dev/null 2>&1 || missing_casks+=("$c")
    done
    [ ${#missing_formulae[@]} -eq 0 ] && [ ${#missing_casks[@]} -eq 0 ] && exit 0
    if $check_only; then
        echo "missing: ${missing_formulae[*]} ${missing_casks[*]}" >&2
        [ ${#missing_formulae[@]} -gt 0 ] && echo "  brew install ${missing_formulae[*]}" >&2
        [ ${#missing_casks[@]} -gt 0 ] && echo "  brew install --cask ${missing_casks[*]}" >&2
        exit 1
    fi
    if [ ${#missing_formulae[@]} -gt 0 ]; then
        echo "installing: ${missing_formulae[*]}"
        brew install --quiet "${missing_formulae[@]}"
    fi
    if [ ${#missing_casks[@]} -gt 0 ]; then
        echo "installing: ${missing_casks[*]}"
        brew install --quiet --cask "${missing_casks[@]}"
    fi
    exit 0
fi

extra_python=()
$missing_python && extra_python=(python3-jsonschema python3-yaml)
packages=(
    libyaml-dev libpng-dev pkg-config
    libfreetype-dev libharfbuzz-dev libfribidi-dev libfontconfig-dev libpoppler-glib-dev
    fonts-inter fonts-dejavu-core fonts-noto-core fonts-noto-color-emoji fonts-material-design-icons-iconfont
    "${extra_python[@]}" "$@"
)
missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if $check_only || ! command -v apt-get >/dev/null; then
    echo "missing: ${missing[*]}" >&2
    echo "  sudo apt-get install ${missing[*]}" >&2
    $check_only || echo "error: no apt-get here to install them; install the equivalents with your package manager" >&2
    exit 1
fi
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
