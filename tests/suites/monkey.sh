#!/usr/bin/env bash
# Monkey test: for every game, a few thousand random commands (clicks
# anywhere, right clicks, wheel, Esc, Ctrl+Z, Ctrl+S, F11, Enter, window
# resizes, and bot moves so the game goes somewhere) through the real view
# of the sanitized program (build/asan/legation) with the dummy driver.
# Every 25 commands `verify` checks the invariants every game keeps (the
# state equals a replay of its actions; a game not over has a move). Any
# sanitizer report, crash, hang or broken invariant fails. The commands are
# from a fixed seed (MONKEY_SEED changes it; MONKEY_N their number).
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy
export ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=32 UBSAN_OPTIONS=print_stacktrace=1
SAN=build/asan/legation
N=${MONKEY_N:-2000}
if [ ! -x "$SAN" ]; then
    echo "FAIL monkey"; echo "  $SAN is missing (make asan builds it)"; exit 1
fi

monkey_script() { # SEED N
    awk -v seed="$1" -v n="$2" 'BEGIN {
        srand(seed)
        for (i = 1; i <= n; i++) {
            if (i % 25 == 0) { print "verify"; continue }
            r = rand()
            x = int(rand() * 1024); y = int(rand() * 640)
            if (r < 0.30) print "click " x " " y
            else if (r < 0.33) print "rclick " x " " y
            else if (r < 0.36) print "move " x " " y
            else if (r < 0.38) print "wheel " (int(rand() * 7) - 3)
            else if (r < 0.78) print "bot-try"
            else if (r < 0.81) {
                print "key Escape"
                # mostly change one'"'"'s mind: a second Esc closes what the first opened
                if (rand() < 0.6) print "key Escape"
            }
            else if (r < 0.84) print "key ctrl+z"
            else if (r < 0.87) print "key ctrl+s"
            else if (r < 0.89) print "key F11"
            else if (r < 0.94) print "key Return"
            else print "resize " (1024 + int(rand() * 400)) " " (640 + int(rand() * 260))
        }
        print "verify"
    }'
}

sanitized() { grep -qE '==[0-9]+==ERROR|runtime error|LeakSanitizer' "$1"; }

# Each game gets RUNS runs of N/RUNS commands from its own seeds, each
# run starting in the game (a monkey that left the game stays out).
RUNS=4
for g in $(screen_games | cut -f1); do
    base=${MONKEY_SEED:-$(( $(printf '%s' "$g" | cksum | cut -d' ' -f1) % 100000 ))}
    s0=$(date +%s)
    v=0; most=0; bad=""
    for run in $(seq 1 $RUNS); do
        seed=$((base + run))
        monkey_script "$seed" $((N / RUNS)) > "$T/$g.monkey"
        timeout 300 "$SAN" play "$g" --seed "$seed" --size 1024x640 --script "$T/$g.monkey" \
            > "$T/$g.out" 2>&1
        st=$?
        v=$((v + $(grep -c '^verify ok' "$T/$g.out")))
        m=$(grep '^verify ok' "$T/$g.out" | grep -oE '[0-9]+ actions' | sort -n | tail -1 | cut -d' ' -f1)
        [ "${m:-0}" -gt "$most" ] && most=$m
        if sanitized "$T/$g.out"; then
            bad="sanitizer report (monkey seed $seed)"
        elif [ $st -ne 0 ] && ! grep -q 'the app has already closed' "$T/$g.out"; then
            bad="status $st (monkey seed $seed; 124 = hung)"
        fi
        [ -n "$bad" ] && break
    done
    secs=$(( $(date +%s) - s0 ))
    if [ -n "$bad" ]; then
        fail "monkey $g" "$bad" "$T/$g.out"
        grep -m1 -A14 -E '==[0-9]+==ERROR|runtime error|script:' "$T/$g.out" | sed 's/^/    /'
    elif [ "$v" -lt 10 ]; then
        fail "monkey $g" "only $v invariant checks ran (the game left the screen early?)" "$T/$g.out"
    else
        ok "monkey $g ($N commands, $v invariant checks, games up to $most actions, ${secs}s)"
    fi
done
