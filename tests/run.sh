#!/usr/bin/env bash
# Runs every test: unit programs, the same under the sanitizers, then the
# shell suites in tests/suites/ (data validation, screens, real window).
# Every test prints "ok NAME" or "FAIL NAME"; this counts them and ends with
# "N passed, N failed". A program that crashes counts as a failure too.
#
# Two lanes share the machine's cores: the long sanitizer suites (the monkey
# and the fuzz-corpus replays) run beside everything else, and their lines
# are printed after the others'. Each line gives the seconds it took.
set -u
cd "$(dirname "$0")/.."
HEAVY="monkey robust"   # suites of the second lane
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

count() { # $1 label, $2 status, $3 start second; output in $out
    local p f
    p=$(grep -c '^ok ' "$out"); f=$(grep -c '^FAIL ' "$out")
    grep -E '^(FAIL |  )' "$out" | sed "s|^|[$1] |"
    if [ "$2" -ne 0 ] && [ "$f" -eq 0 ]; then
        echo "[$1] FAIL exited with status $2"; tail -5 "$out" | sed "s|^|[$1]   |"; f=1
    fi
    pass=$((pass + p)); fail=$((fail + f))
    printf '%-34s %4d passed, %d failed  (%d s)\n' "$1" "$p" "$f" $((SECONDS - $3))
}

# lane NAME ITEM... : runs the items (unit:PATH, asan:PATH, suite:PATH) one
# after another, prints their lines, and leaves "pass fail" in $tmp/NAME
lane() {
    local name=$1 item kind path t0; shift
    local pass=0 fail=0 out="$tmp/$name.out"
    for item; do
        kind=${item%%:*}; path=${item#*:}; t0=$SECONDS
        case $kind in
        unit) "$path" > "$out" 2>&1; count "unit/$(basename "$path")" $? $t0 ;;
        asan) ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
                  LEGATION_SANITIZED=1 "$path" > "$out" 2>&1
              count "asan/$(basename "$path")" $? $t0 ;;
        suite) bash "$path" > "$out" 2>&1; count "suite/$(basename "$path" .sh)" $? $t0 ;;
        esac
    done
    echo "$pass $fail" > "$tmp/$name"
}

main=() heavy=()
for t in build/tests/test_*; do [ -x "$t" ] && main+=("unit:$t"); done
for t in build/asan/test_*; do [ -x "$t" ] && main+=("asan:$t"); done
for s in tests/suites/*.sh; do
    [ -f "$s" ] || continue
    case " $HEAVY " in
    *" $(basename "$s" .sh) "*) heavy+=("suite:$s") ;;
    *) main+=("suite:$s") ;;
    esac
done

lane heavy "${heavy[@]}" > "$tmp/heavy.lines" 2>&1 &
lane main "${main[@]}"
wait
cat "$tmp/heavy.lines"
read -r p1 f1 < "$tmp/main" || { p1=0; f1=1; }
read -r p2 f2 < "$tmp/heavy" || { p2=0; f2=1; }
# no test found is a failure too (a build that made nothing, a wrong folder)
[ $((p1 + p2 + f1 + f2)) -eq 0 ] && { echo "FAIL no tests were found"; f1=1; }
echo "$((p1 + p2)) passed, $((f1 + f2)) failed"
[ $((f1 + f2)) -eq 0 ]
