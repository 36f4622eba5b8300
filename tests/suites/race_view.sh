#!/usr/bin/env bash
# Screen tests of Race to the Legations through the real view, on SDL's
# dummy video driver: a four-seat game (two humans in hot seat, two
# computers) for three full rounds with its hand-over screens, the
# controls around the map, save and load (a broken save too), an
# all-computer game, and the opening picture.
# Prints "ok NAME" / "FAIL NAME" lines.
set -u
cd "$(dirname "$0")/../.."
BIN=${LEGATION_BIN:-build/legation}
# saves go to a throwaway folder (in memory when there is one: every
# human move autosaves)
tmp=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config"

if [ ! -x "$BIN" ]; then
    echo "FAIL race_view_build ($BIN is missing: run make first)"
    exit 1
fi

# run NAME COMMAND...: ok when the command succeeds, else FAIL and its tail
run() {
    local name=$1
    shift
    if "$@" >"$tmp/out" 2>&1; then
        echo "ok $name"
    else
        echo "FAIL $name"
        tail -5 "$tmp/out" | sed 's/^/  /'
    fi
}

start=$(date +%s.%N)
run race_view_four_seats_three_rounds \
    "$BIN" play race --option seats=human,human,computer,computer --seed 5 \
    --script tests/screen/race_rounds.txt
end=$(date +%s.%N)
echo "  four-seat game, three rounds: $(echo "$end - $start" | bc) s"

run race_view_controls "$BIN" play race --seed 3 --script tests/screen/race_controls.txt

# Computer seats play by themselves: nothing to click, no hand-over.
cat >"$tmp/computers.txt" <<'EOF'
bot-until Round 3 20
assert-no-text Pass to the
assert-text computer moving
EOF
run race_view_computers_alone \
    "$BIN" play race --option seats=computer,computer,computer,computer --seed 2 \
    --script "$tmp/computers.txt"

# Save, play on, then Load the save back from the list (the Load button).
run race_view_save_and_load "$BIN" play race --seed 3 --script tests/screen/race_load.txt

# A broken save is named with its problems and left as it was.
broken() {
    local d="$tmp/broken/legation/saves"
    mkdir -p "$d" || return 1
    printf '{\n  "game": "race",\n  "seed": "three"\n}\n' >"$d/race-broken.json"
    cp "$d/race-broken.json" "$tmp/broken.orig"
    XDG_DATA_HOME="$tmp/broken" "$BIN" play race --seed 3 \
        --script tests/screen/race_load_broken.txt || return 1
    cmp "$tmp/broken.orig" "$d/race-broken.json" || { echo "the broken save was changed"; return 1; }
    [ "$(ls "$d")" = race-broken.json ] || { echo "files appeared: $(ls "$d")"; return 1; }
}
run race_view_load_broken_save broken

# The opening screen: the right size, and not a blank picture.
shot() {
    "$BIN" play race --seed 3 --screenshot "$tmp/open.png" || return 1
    [ "$(identify -format '%wx%h' "$tmp/open.png")" = 1280x800 ] || { echo "wrong size"; return 1; }
    sd=$(convert "$tmp/open.png" -colorspace Gray -format '%[fx:standard_deviation]' info:)
    echo "$sd" | awk '{ exit !($1 > 0.05) }' || { echo "picture is flat (sd $sd)"; return 1; }
}
run race_view_opening_picture shot

# A real window under Xvfb, driven by xdotool: the board sits idle without
# using the CPU, and a real click on the End-phase button plays the action
# (the game autosaves after every human move, so the save file appears).
window_test() {
    local d xpid app wid xy n c0 c1 hz save
    for tool in Xvfb xdotool; do
        command -v $tool >/dev/null || { echo "$tool is missing"; return 1; }
    done
    d="$tmp/x"
    mkdir -p "$d"
    Xvfb -displayfd 3 -screen 0 1400x900x24 -nolisten tcp 3>"$d/dpy" 2>/dev/null &
    xpid=$!
    n=500; while [ ! -s "$d/dpy" ] && [ $n -gt 0 ]; do sleep 0.02; n=$((n - 1)); done
    [ -s "$d/dpy" ] || { kill $xpid; echo "Xvfb did not start"; return 1; }
    (
        export DISPLAY=":$(cat "$d/dpy")" SDL_RENDER_DRIVER=software SDL_FRAMEBUFFER_ACCELERATION=0
        export DBUS_SESSION_BUS_ADDRESS=disabled: LEGATION_TARGETS="$d/targets"
        unset SDL_VIDEODRIVER
        "$BIN" play race --seed 3 --size 1280x800 --ready >"$d/app.log" 2>&1 &
        app=$!
        trap 'kill $app 2>/dev/null' EXIT
        n=750; while ! grep -q READY "$d/app.log" && [ $n -gt 0 ]; do sleep 0.02; n=$((n - 1)); done
        grep -q READY "$d/app.log" || { echo "no READY"; exit 1; }
        n=250; while [ ! -s "$d/targets" ] && [ $n -gt 0 ]; do sleep 0.02; n=$((n - 1)); done
        sleep 1
        hz=$(getconf CLK_TCK)
        c0=$(awk '{ print $14 + $15 }' "/proc/$app/stat")
        sleep 3
        c1=$(awk '{ print $14 + $15 }' "/proc/$app/stat")
        [ $(( (c1 - c0) * 100 )) -le $(( 2 * 3 * hz )) ] || { echo "idle board used $((c1 - c0)) ticks in 3 s"; exit 1; }
        xy=$(awk '{ name = $0; sub(/^[-0-9]+ [-0-9]+ [-0-9]+ [-0-9]+ /, "", name) }
                  name == "{\"type\":\"end_phase\"}" { print int($1 + $3 / 2), int($2 + $4 / 2); exit }' "$d/targets")
        [ -n "$xy" ] || { echo "no end_phase target"; exit 1; }
        wid=$(xdotool search --sync --pid "$app" 2>/dev/null | head -1)
        # shellcheck disable=SC2086
        xdotool mousemove --window "$wid" $xy click 1
        # units could still move: the question comes first (issue 28)
        n=250; while ! grep -q ' next$' "$d/targets" && [ $n -gt 0 ]; do sleep 0.02; n=$((n - 1)); done
        xy=$(awk '{ name = $0; sub(/^[-0-9]+ [-0-9]+ [-0-9]+ [-0-9]+ /, "", name) }
                  name == "next" { print int($1 + $3 / 2), int($2 + $4 / 2); exit }' "$d/targets")
        [ -n "$xy" ] || { echo "no question before the turn ends"; exit 1; }
        # shellcheck disable=SC2086
        xdotool mousemove --window "$wid" $xy click 1
        save="$XDG_DATA_HOME/legation/saves/race-autosave.json"
        n=250; while [ ! -s "$save" ] && [ $n -gt 0 ]; do sleep 0.02; n=$((n - 1)); done
        [ -s "$save" ] || { echo "the click played nothing (no autosave)"; exit 1; }
        grep -q end_phase "$save" || { echo "autosave lacks the action"; exit 1; }
    )
    local st=$?
    kill $xpid 2>/dev/null
    return $st
}
rm -rf "$XDG_DATA_HOME"
run race_view_real_window window_test
