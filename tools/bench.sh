#!/usr/bin/env bash
# bench: the app's figures. Time to the first frame of the launcher and of
# each game against a bare SDL2 + SDL_ttf program (see first_frames), the
# launcher's CPU use while idle in a real window under
# Xvfb, and the bots' speed per game (`legation sim`).
#   tools/bench.sh [BIN]      (default build/legation; `make bench` builds it)
# RUNS (7), TARGETS (e.g. "bare colonial"), SIM_GAMES (10000) narrow it.
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

# first frame: the program's start to its first present, as the app
# prints it with LEGATION_TIMING=1 ("first frame presented at N ms (cpu M
# ms)"), for a bare SDL2 + SDL_ttf program (build/bench-bare, the
# yardstick), the launcher and every game with a screen; median of RUNS
# runs each, wall and CPU time, and the ratio to the bare program. Every
# program gets the same font file, so none pays for asking fontconfig.
# The first run of each starts with an empty cache folder and fills it
# (gfx_rcache.c: rasterised SVGs, a board's static layer, the launcher's
# pictures): that one run is the cold start, printed beside; the median of
# the RUNS runs after it is the warm start (a second launch), the figure
# the ratios are of.
FONT=$(fc-match -f '%{file}' 'DejaVu Sans' 2>/dev/null)
[ -f "$FONT" ] || FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
export LEGATION_FONT=$FONT XDG_CACHE_HOME="$T/cache"
: > "$T/empty.script"
targets=("bare" "launcher")
while read -r id rest; do
    case "$rest" in *"no screens"*) ;; *) targets+=("$id") ;; esac
done < <("$BIN" list 2>/dev/null | grep -E '^[a-z0-9_]+ ')
# TARGETS="bare colonial" times only those (bare first, for the ratios)
[ -n "${TARGETS:-}" ] && read -r -a targets <<< "$TARGETS"
BARE=build/bench-bare

# one run of target $1 in mode $2 (dummy: scripted, headless; x11: a real
# window, stopped once READY): prints "WALL CPU"
one_run() {
    local args=()
    [ "$1" = launcher ] || args=(play "$1")
    if [ "$2" = dummy ]; then
        if [ "$1" = bare ]; then SDL_VIDEODRIVER=dummy "$BARE" "$FONT" 2>&1
        else SDL_VIDEODRIVER=dummy LEGATION_TIMING=1 timeout 30 "$BIN" "${args[@]}" \
                 --script "$T/empty.script" 2>&1; fi
    else
        if [ "$1" = bare ]; then READY=1 "$BARE" "$FONT" > "$T/x.log" 2>&1 &
        else LEGATION_TIMING=1 "$BIN" "${args[@]}" --ready > "$T/x.log" 2>&1 & fi
        APP=$!
        for _ in $(seq 500); do grep -q READY "$T/x.log" && break; sleep 0.02; done
        kill $APP 2>/dev/null; wait $APP 2>/dev/null; APP=""
        cat "$T/x.log"
    fi | sed -n 's/^timing: first frame presented at \([0-9.]*\) ms (cpu \([0-9.]*\) ms)$/\1 \2/p'
}

first_frames() { # MODE
    local bw=0 bc=0
    for t in "${targets[@]}"; do
        export XDG_CACHE_HOME="$T/cache-$1-$t"   # empty: the first run is cold
        cold=$(one_run "$t" "$1")
        for _ in $(seq "$RUNS"); do one_run "$t" "$1"; done > "$T/runs"
        w=$(cut -d' ' -f1 "$T/runs" | median); c=$(cut -d' ' -f2 "$T/runs" | median)
        [ "$t" = bare ] && { bw=$w; bc=$c; }
        awk -v t="$t" -v w="$w" -v c="$c" -v bw="$bw" -v bc="$bc" -v cw="${cold%% *}" \
            -v cc="${cold##* }" 'BEGIN {
            printf "  %-9s %7.1f ms  %4.2fx   cpu %6.1f ms  %4.2fx   (cold: %s ms, cpu %s ms  %4.2fx)\n",
                   t, w, (bw > 0 ? w / bw : 0), c, (bc > 0 ? c / bc : 0), cw, cc,
                   (bc > 0 ? cc / bc : 0) }'
    done
}

echo "first frame, warm start (median of $RUNS; ratio to the bare SDL2 + SDL_ttf program; cold: the one run that filled the cache):"
echo " dummy driver:"
first_frames dummy

if command -v Xvfb > /dev/null; then
    Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3> "$T/dpy" 2> /dev/null &
    XPID=$!
    for _ in $(seq 500); do [ -s "$T/dpy" ] && break; sleep 0.02; done
    export DISPLAY=":$(cat "$T/dpy")"
    export SDL_RENDER_DRIVER=software SDL_FRAMEBUFFER_ACCELERATION=0
    echo " Xvfb window:"
    first_frames x11

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
