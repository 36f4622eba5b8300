#!/usr/bin/env bash
# Screen tests of the counts a screen shows: each says what it counts, so
# that two counts with like names can be told apart (Peking's victory
# hexes, all of them and the primary ones, as the log names them).
# Prints "ok NAME" / "FAIL NAME" lines.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

# run NAME GAME SCRIPT-TEXT [ARGS...]: the script passes, or FAIL with its output
run() {
    local name=$1 game=$2 text=$3
    shift 3
    printf '%s\n' "$text" > "$T/$name.script"
    if timeout 120 "$BIN" play "$game" --script "$T/$name.script" "$@" > "$T/$name.out" 2>&1; then
        ok "$name"
    else
        fail "$name" "script failed" "$T/$name.out"
    fi
}

# Peking's status panel: all victory hexes (21.1) on the bold line, what
# wins now and the primary count (21.2) under it, the words of the log
run peking_status_names_both_victory_counts peking "wait 100
assert-text Victory hexes 0 of all 11
assert-text Wins at 1; primary 0 of 7" --seed 3 --option seats=human,human
