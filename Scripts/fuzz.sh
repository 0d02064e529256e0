#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (AddressSanitizer, LeakSanitizer) and
# runs each for SECONDS over its committed seed corpus (Fuzz/Corpus/<target>,
# read only) plus a scratch folder for what it discovers (Fuzz/corpus-run).
# Exits non-zero if any target crashes, traps, hangs, leaks or runs out of
# memory; the input that did it is kept as Fuzz/artifacts/<target>/crash-… etc.
# Usage: Scripts/fuzz.sh [SECONDS] [TARGET...]   (docs: Docs/Fuzzing.md)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(FuzzStylesheet FuzzTree FuzzPNG FuzzPDF FuzzPath FuzzExpression FuzzRender FuzzTable FuzzTokens FuzzAssetCatalog FuzzYAMLSplit FuzzReadBeneath FuzzImportSwift FuzzImportObjC FuzzLanguageServer)
flags=(--package-path Fuzz --scratch-path Fuzz/.build -c release
       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)

# SwiftPM can keep a path dependency's old file list after a source file is
# added ("cannot find … in scope"); dropping the build manifest re-plans it.
rm -f Fuzz/.build/release.yaml
swift build "${flags[@]}"
bin=$(swift build "${flags[@]}" --show-bin-path)

failed=()
for target in "${targets[@]}"; do
    work=Fuzz/corpus-run/$target
    artifacts=Fuzz/artifacts/$target
    rm -rf "$work"
    mkdir -p "$work" "$artifacts"
    echo "== $target: $seconds s"
    log=Fuzz/artifacts/$target.log
    dict=()
    [ -f "Fuzz/Dictionaries/$target.dict" ] && dict=(-dict="Fuzz/Dictionaries/$target.dict")
    # Seeds: the target's own, and for the importer its test fixtures, read where they are.
    seeds=()
    [ -d "Fuzz/Corpus/$target" ] && seeds+=("Fuzz/Corpus/$target")
    case $target in FuzzImport*) seeds+=(Tests/LiveryImportTests/Fixtures/App) ;; esac
    # The Swift backtracer and ASan's fight over a trap garble both reports: leave it to ASan.
    if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=Fuzz/lsan.supp \
        "$bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" "${dict[@]}" "$work" "${seeds[@]}" >"$log" 2>&1; then
        grep -E '^#[0-9]+[[:space:]]+DONE|^Done [0-9]+ runs' "$log" || true
    else
        echo "!! $target failed; log: $log"
        grep -E 'ERROR: |SUMMARY: |Test unit written to|Fatal error' "$log" | head -n 20 || true
        failed+=("$target")
    fi
done

if [ ${#failed[@]} -ne 0 ]; then
    echo "fuzzing failed: ${failed[*]}" >&2
    exit 1
fi
echo "fuzzing passed: ${targets[*]}, $seconds s each"
