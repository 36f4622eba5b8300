#!/usr/bin/env bash
# Runs every test: unit programs, the same under the sanitizers, then the
# shell suites in tests/suites/ (data validation, screens, real window).
# Every test prints "ok NAME" or "FAIL NAME"; this counts them and ends with
# "N passed, N failed". A program that crashes counts as a failure too.
set -u
cd "$(dirname "$0")/.."
pass=0; fail=0
out=$(mktemp); trap 'rm -f "$out"' EXIT

count() { # $1 label, $2 status; output in $out
    local p f
    p=$(grep -c '^ok ' "$out"); f=$(grep -c '^FAIL ' "$out")
    grep -E '^(FAIL |  )' "$out" | sed "s|^|[$1] |"
    if [ "$2" -ne 0 ] && [ "$f" -eq 0 ]; then
        echo "[$1] FAIL exited with status $2"; tail -5 "$out" | sed "s|^|[$1]   |"; f=1
    fi
    pass=$((pass + p)); fail=$((fail + f))
    printf '%-34s %4d passed, %d failed\n' "$1" "$p" "$f"
}

for t in build/tests/test_*; do
    [ -x "$t" ] || continue
    "$t" > "$out" 2>&1; count "unit/$(basename "$t")" $?
done
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1
for t in build/asan/test_*; do
    [ -x "$t" ] || continue
    LEGATION_SANITIZED=1 "$t" > "$out" 2>&1; count "asan/$(basename "$t")" $?
done
unset ASAN_OPTIONS UBSAN_OPTIONS
for s in tests/suites/*.sh; do
    [ -f "$s" ] || continue
    bash "$s" > "$out" 2>&1; count "suite/$(basename "$s" .sh)" $?
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
