#!/usr/bin/env bash
# The language server's client tests: pytest-lsp (from PyPI) drives
# `livery lsp` over stdio (Tests/LSP). The first run installs pytest-lsp into
# .build/lsp-venv (Debian's python3-venv too, if python3 has no venv).
# Usage: Scripts/lsp-test.sh [path/to/livery]
set -euo pipefail
cd "$(dirname "$0")/.."
livery=$(realpath "${1:-.build/debug/livery}")
venv=.build/lsp-venv
if ! "$venv/bin/python" -c "import pytest_lsp" 2>/dev/null; then
    rm -rf "$venv"
    python3 -m venv "$venv" 2>/dev/null || { Scripts/install-deps.sh python3-venv; rm -rf "$venv"; python3 -m venv "$venv"; }
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "pytest-lsp==1.0.1"
fi
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
LIVERY="$livery" LSP_TEST_FOLDER="$folder" "$venv/bin/python" -m pytest -q -p no:cacheprovider Tests/LSP
