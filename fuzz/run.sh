#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer + AddressSanitizer and runs each one in turn for
# FUZZ_SECONDS (default 60), starting from the committed seeds in fuzz/corpus/<target>/.
#
#   FUZZ_SECONDS=600 fuzz/run.sh                 # ten minutes each
#   FUZZ_TARGETS="FuzzSlots FuzzJSON" fuzz/run.sh
#   FUZZ_FLAGS="-len_control=0" fuzz/run.sh     # extra libFuzzer flags (here: long inputs at once)
#
# New inputs go to fuzz/artifacts/corpus/<target>/, crashes and hangs to
# fuzz/artifacts/<target>/ (neither is committed), logs to fuzz/artifacts/<target>.log.
# A crash input becomes a regression test in Tests/OTPFillTests/Robustness/; replay any file
# with the plain build: `.build/debug/<target> FILE`. Exit status 1 when a target crashed.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_EACH=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-"FuzzExtractor FuzzNormalizer FuzzSlots FuzzJSON FuzzLines FuzzEmail FuzzXML"}
SWIFT=${SWIFT:-swift}
FLAGS=(-c debug --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING --scratch-path .build-fuzz)
# The Swift backtracer hangs on ASan reports; libFuzzer reports crashes itself.
export SWIFT_BACKTRACE=enable=no

for target in $TARGETS; do
    "$SWIFT" build "${FLAGS[@]}" --product "$target"
done
bin=$("$SWIFT" build "${FLAGS[@]}" --show-bin-path)

failed=()
for target in $TARGETS; do
    mkdir -p "fuzz/artifacts/$target" "fuzz/artifacts/corpus/$target"
    log="fuzz/artifacts/$target.log"
    echo "== $target: ${SECONDS_EACH}s"
    status=0
    "$bin/$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
        -print_final_stats=1 -artifact_prefix="fuzz/artifacts/$target/" ${FUZZ_FLAGS:-} \
        "fuzz/artifacts/corpus/$target" "fuzz/corpus/$target" >"$log" 2>&1 || status=$?
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" || true
    if [ "$status" -ne 0 ]; then
        echo "$target FAILED (status $status):"
        grep -E 'invariant violated|ERROR: |SUMMARY|Test unit written' "$log" | head -5 || true
        failed+=("$target")
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "crashed: ${failed[*]}"
    exit 1
fi
