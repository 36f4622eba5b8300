#!/usr/bin/env bash
# The game starts when the player is looking (issue 28): a computer side
# that moves first waits until the table and the opening have been on
# show, then plays at its usual pace, in every game with a computer
# player. Langfang opened with the Chinese computer having rolled,
# activated and fired before the first picture had been seen. Time is
# simulated; the computer's pace is the game's own (no
# LEGATION_BOT_DELAY). Prints "ok NAME" / "FAIL NAME".
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY LEGATION_BOT_DELAY
export SDL_VIDEODRIVER=dummy

# saved NAME K: the number of actions in the K-th save (oldest first) of
# the run NAME (Ctrl+S writes the session: its actions, not its state)
saved() {
    local f
    f=$(find "$T/$1" -name '*.json' ! -name '*autosave*' -printf '%T@ %p\n' 2>/dev/null | sort -n |
        sed -n "$2p" | cut -d' ' -f2-)
    python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["actions"]))' "$f" 2>/dev/null || echo -1
}

# first_look NAME ARGS...: a save 300 ms after the first frame holds no
# action (the computer has not moved), and one 6 s later does (it plays
# at its pace, not never).
first_look() {
    local name=$1; shift
    mkdir -p "$T/$name"
    XDG_DATA_HOME="$T/$name" run_script "$name" "$@" --size 1280x800 \
        <<< $'wait 300\nkey ctrl+s\nwait 6000\nkey ctrl+s\nquit'
    local n0 n1
    n0=$(saved "$name" 1); n1=$(saved "$name" 2)
    if [ $rc -eq 0 ] && [ "$n0" = 0 ] && [ "$n1" -ge 1 ]; then
        ok "$name"
    else
        fail "$name" "status $rc; actions at 300 ms: $n0 (want 0), at 6.3 s: $n1 (want 1 or more)" "$T/$name.out"
    fi
}

# Tuan's Langfang, seed 1: the Chinese computer rolls for the first
# activation (on the old code its roll, activation and shots came before
# the player had seen the table)
first_look first_look_tuan_langfang play tuan --scenario langfang --seed 1
# the computer sets up first (the Allies played by the computer)
first_look first_look_peking play peking --seed 3 --option seats=computer,human
# the race with every army but the Americans played by the computer
first_look first_look_race play race --seed 3 --option seats=computer,computer,computer,human
# Colonial's defender played by the computer sets up first
first_look first_look_colonial play colonial --seed 3 --option seats=computer,human
