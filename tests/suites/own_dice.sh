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

# The dice rolled before the first decision (Tuan's first dice for who
# activates, Colonial Siege's opening roll without the set-up) are asked
# for too: the game opens with them as its first move ("start").
own own-dice-tuan-opening tuan tests/screen/tuan_own_dice_opening.txt "activation: Allies" \
    "entered by hand" \
    play tuan --seed 5 --own-dice
# after Continue and after Load the opening is not asked again, the faces
# entered stand, and the game goes on from them
run_script own-dice-tuan-opening-continue <<'EOS'
click-on "continue tuan"
wait 500
assert-no-text "roll a d6"
assert-text "Last dice for who activates: Allies 7, Chinese 2"
EOS
[ "$rc" -eq 0 ] && ok own-dice-tuan-opening-continue ||
    fail own-dice-tuan-opening-continue "status $rc" "$T/own-dice-tuan-opening-continue.out"
# a new game asks at once; Esc puts the tray away, so Load is in reach
run_script own-dice-tuan-opening-load play tuan --seed 9 --own-dice <<'EOS'
assert-text "for activation: Allies"
key Escape
click-on "Load"
click-on-part "tuan-autosave"
click-on "Load"
wait 500
assert-no-text "roll a d6"
assert-text "Last dice for who activates: Allies 7, Chinese 2"
EOS
[ "$rc" -eq 0 ] && ok own-dice-tuan-opening-load ||
    fail own-dice-tuan-opening-load "status $rc" "$T/own-dice-tuan-opening-load.out"
own own-dice-tuan-opening-computer tuan tests/screen/tuan_own_dice_opening_computer.txt \
    "activation: Allies" "rolled by the program" \
    play tuan --scenario langfang --seed 5 --own-dice
own own-dice-colonial-opening colonial tests/screen/colonial_own_dice_opening.txt \
    "composition, north edge: first average die" "rolled by the program" \
    play colonial --seed 7 --own-dice --option deploy=false
own own-dice-colonial-opening-human colonial tests/screen/colonial_own_dice_opening_human.txt \
    "composition, north edge: second average die" "entered by hand" \
    play colonial --seed 7 --own-dice --option deploy=false --option seats=human,human
# Without own dice a new game's opening roll is made by the screen, not by
# the player: it is not autosaved, so opening a game never writes over the
# autosave Continue takes up.
cp "$XDG_DATA_HOME/legation/saves/tuan-autosave.json" "$T/tuan-before.json"
run_script opening-not-autosaved play tuan --seed 3 <<'EOS'
wait 300
assert-text "Last dice for who activates"
EOS
if [ "$rc" -eq 0 ] && cmp -s "$T/tuan-before.json" "$XDG_DATA_HOME/legation/saves/tuan-autosave.json"; then
    ok opening-not-autosaved
else
    fail opening-not-autosaved "the script failed or a new game's opening wrote the autosave" \
        "$T/opening-not-autosaved.out"
fi

# Saves from before "start" (tests/data/saves/v1, own dice and not)
# replay to the very position the build that wrote them printed.
for f in tests/data/saves/v1/*.replay.json; do
    save=${f%.replay.json}.json name=$(basename "${f%.replay.json}")
    if "$BIN" replay "$save" --json > "$T/$name.v1.json" 2>&1 && cmp -s "$f" "$T/$name.v1.json"; then
        ok "old-save-replays-as-before $name"
    else
        diff "$f" "$T/$name.v1.json" > "$T/$name.v1.diff" 2>&1
        fail "old-save-replays-as-before $name" "another position than before" "$T/$name.v1.diff"
    fi
done

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
