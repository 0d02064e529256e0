#!/usr/bin/env bash
# Installs the Debian packages Livery builds against, only those missing.
# Usage: Scripts/install-deps.sh [extra-package...]
set -euo pipefail

packages=(libyaml-dev libpng-dev libfreetype-dev fonts-dejavu-core pkg-config "$@")
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
