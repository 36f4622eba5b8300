#!/usr/bin/env bash
# "Roll my own dice" through the real screens: a KUTF turn (play
# --own-dice) and a race round (chosen on the setup screen, a computer
# seat among the humans), every die entered in the dice tray. The
# autosave must replay to the very position the screen ended on.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
export LEGATION_BOT_DELAY=0

# own NAME GAME SCRIPT LOGGED HOW ARGS...: run, then replay the game's
# autosave; its log must say a die for LOGGED was HOW ("entered by hand",
# "rolled by the program")
own() {
    local name=$1 game=$2 script=$3 logged=$4 how=$5
    shift 5
    # the script's save-state file, moved into this run's own folder
    local state="$T/$game.state.json"
    run_script "$name" "$@" < <(sed "s|/tmp/legation-own-dice-$game.json|$state|" "$script")
    if [ "$rc" -ne 0 ]; then
        fail "$name" "the script failed" "$T/$name.out"
        return
    fi
    local save="$XDG_DATA_HOME/legation/saves/$game-autosave.json"
    if ! grep -q '"own_dice": true' "$save" 2>/dev/null ||
       ! grep -qE '"rolls": \[[0-9]' "$save"; then
        fail "$name" "the autosave does not record the entered faces" "$save"
        return
    fi
    "$BIN" replay "$save" > "$T/$name.log" 2>&1
    if ! grep -q "Die $how: [0-9]* for $logged" "$T/$name.log"; then
        fail "$name" "the replay's log does not say a die for $logged was $how" "$T/$name.log"
        return
    fi
    "$BIN" replay "$save" --json > "$T/$name.replay.json" 2> "$T/$name.replay.err"
    if cmp -s "$state" "$T/$name.replay.json"; then
        ok "$name"
    else
        diff "$state" "$T/$name.replay.json" > "$T/$name.diff" 2>&1
        fail "$name" "the autosave replays to another position" "$T/$name.diff"
    fi
}

own own-dice-kutf-turn kutf tests/screen/kutf_own_dice.txt "casualties of the fire at the North track" \
    "entered by hand" \
    play kutf --seed 3 --own-dice
# the Japanese are a computer seat: their dice are asked for too
own own-dice-race-round race tests/screen/race_own_dice.txt "movement: Japanese" "entered by hand"
# the program rolls the computer's dice when asked to (Roll it for me)
own own-dice-roll-for-the-computer race tests/screen/race_roll_for_me.txt "movement: Russians" \
    "rolled by the program" \
    play race --seed 3 --own-dice --option seats=human,computer,empty,empty

# A broken position in the Load list: refused with file:line: path, and
# the game on screen goes on.
rm -rf "$XDG_DATA_HOME/legation/saves"
mkdir -p "$XDG_DATA_HOME/legation/saves"
cp tests/data/saves/kutf-pos-two-units.json "$XDG_DATA_HOME/legation/saves/kutf-broken.json"
run_script load-broken-position play kutf --seed 3 < tests/screen/kutf_load_broken_position.txt
if [ "$rc" -eq 0 ] && cmp -s tests/data/saves/kutf-pos-two-units.json \
       "$XDG_DATA_HOME/legation/saves/kutf-broken.json"; then
    ok load-broken-position-refused
else
    fail load-broken-position-refused "the script failed or the save changed" "$T/load-broken-position.out"
fi
