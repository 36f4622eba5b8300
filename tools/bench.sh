#!/usr/bin/env bash
# bench: the app's figures. Time to the first frame (from the program's
# start to its first present, as reported by LEGATION_TIMING=1; median of
# several runs), the launcher's CPU use while idle in a real window under
# Xvfb, and the bots' speed per game (`legation sim`).
#   tools/bench.sh [BIN]      (default build/legation; `make bench` builds it)
set -u
cd "$(dirname "$0")/.."
BIN=${1:-${LEGATION_BIN:-build/legation}}
RUNS=${RUNS:-7}
IDLE_S=${IDLE_S:-10}
[ -x "$BIN" ] || { echo "bench: $BIN is missing (run make)" >&2; exit 1; }
T=$(mktemp -d)
XPID=""; APP=""
trap '[ -n "$APP" ] && kill $APP 2>/dev/null; [ -n "$XPID" ] && kill $XPID 2>/dev/null; rm -rf "$T"' EXIT
export XDG_CONFIG_HOME="$T/config" XDG_DATA_HOME="$T/data" DBUS_SESSION_BUS_ADDRESS=disabled:

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# first frame: the app prints "timing: first frame presented at N ms"
first_frame() { # extra environment for the run, as NAME=VALUE words
    for _ in $(seq "$RUNS"); do
        env "$@" LEGATION_TIMING=1 timeout 20 "$BIN" --ready --script /dev/null 2>&1 |
            sed -n 's/^timing: first frame presented at \([0-9.]*\) ms$/\1/p'
    done | median
}
echo "first frame, dummy driver:  $(first_frame SDL_VIDEODRIVER=dummy) ms (median of $RUNS; the first"
echo "                            run also asks fontconfig, later ones use the remembered font)"

if command -v Xvfb > /dev/null; then
    Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3> "$T/dpy" 2> /dev/null &
    XPID=$!
    for _ in $(seq 500); do [ -s "$T/dpy" ] && break; sleep 0.02; done
    export DISPLAY=":$(cat "$T/dpy")"
    export SDL_RENDER_DRIVER=software SDL_FRAMEBUFFER_ACCELERATION=0
    # in a window the app runs until closed: start it, read its timing, stop it
    for _ in $(seq "$RUNS"); do
        LEGATION_TIMING=1 "$BIN" --ready > "$T/x.log" 2>&1 &
        APP=$!
        for _ in $(seq 500); do grep -q READY "$T/x.log" && break; sleep 0.02; done
        kill $APP 2>/dev/null; wait $APP 2>/dev/null; APP=""
        sed -n 's/^timing: first frame presented at \([0-9.]*\) ms$/\1/p' "$T/x.log"
    done | median > "$T/xff"
    echo "first frame, Xvfb window:   $(cat "$T/xff") ms (median of $RUNS)"

    "$BIN" --ready > "$T/idle.log" 2>&1 &
    APP=$!
    for _ in $(seq 500); do grep -q READY "$T/idle.log" && break; sleep 0.02; done
    sleep 1
    hz=$(getconf CLK_TCK)
    c0=$(awk '{ print $14 + $15 }' "/proc/$APP/stat")
    sleep "$IDLE_S"
    c1=$(awk '{ print $14 + $15 }' "/proc/$APP/stat")
    kill $APP; wait $APP 2>/dev/null; APP=""
    awk -v t=$((c1 - c0)) -v hz="$hz" -v s="$IDLE_S" \
        'BEGIN { printf "idle launcher, Xvfb:        %.2f%% of one core over %d s (%d ticks)\n", 100 * t / (hz * s), s, t }'
else
    echo "Xvfb is not installed: window figures skipped (tools/install-deps.sh)"
fi

"$BIN" list 2>/dev/null | grep -E '^[a-z0-9_]+ ' | cut -d' ' -f1 | while read -r id; do
    out=$("$BIN" sim "$id" --games "${SIM_GAMES:-10000}" --seed 1 2>&1 | grep 'games per second')
    echo "sim $id:$(printf '%*s' $((23 - ${#id})) '')${out:-no computer player}"
done
# the race's strongest computer player (the default level is normal)
if "$BIN" list 2>/dev/null | grep -q '^race '; then
    out=$("$BIN" sim race --games "${SIM_GAMES:-10000}" --seed 1 --option difficulty=hard 2>&1 |
        grep 'games per second')
    echo "sim race, hard:          ${out:-failed}"
fi
