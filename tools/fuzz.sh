#!/usr/bin/env bash
# Runs each fuzz target for SECONDS (make fuzz), from the seeds
# (build/fuzz/seeds, tools/fuzz-seeds.sh) and the kept corpus
# (tests/fuzz/corpus/<target>); new inputs go to build/fuzz/found/<target>,
# crashes to build/fuzz/crash/<target>-*. Prints per target the inputs run
# and the coverage libFuzzer reports, then the total.
# Usage: tools/fuzz.sh SECONDS TARGET...
set -u
cd "$(dirname "$0")/.."
secs=$1; shift
total=0; bad=0
mkdir -p build/fuzz/crash
export ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=16}
for t in "$@"; do
    found=build/fuzz/found/$t; mkdir -p "$found" "tests/fuzz/corpus/$t"
    log=build/fuzz/$t.log
    seeds=build/fuzz/seeds/$t; [ -d "$seeds" ] || seeds=
    build/fuzz/"$t" -max_total_time="$secs" -rss_limit_mb=2048 -max_len=16384 \
        -timeout=20 -print_final_stats=1 -artifact_prefix="$PWD/build/fuzz/crash/$t-" \
        "$found" "tests/fuzz/corpus/$t" $seeds > "$log" 2>&1
    rc=$?
    n=$(grep -a 'stat::number_of_executed_units' "$log" | awk '{print $2}')
    cov=$(grep -aE '^#[0-9]+.*(DONE|cov:)' "$log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+')
    total=$((total + ${n:-0}))
    if [ $rc -ne 0 ]; then
        bad=$((bad + 1))
        echo "FAIL fuzz $t after ${n:-?} inputs: see $log"
        grep -aE '^(SUMMARY|==[0-9]+==ERROR)|^[a-z].*: ' "$log" | head -3 | sed 's/^/  /'
    else
        echo "ok fuzz $t: ${n:-0} inputs, $cov"
    fi
done
echo "fuzz: $total inputs in all"
[ $bad -eq 0 ]
