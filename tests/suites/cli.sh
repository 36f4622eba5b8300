#!/usr/bin/env bash
# Command-line tests: --help, refusals of bad arguments (non-zero status
# and a message), `list`, `play` option checking, `sim --json` for every
# game with a computer player, and `replay` of a save made by a scripted
# game. None of these needs a display.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy

# expect_fail NAME PATTERN ARGS... : non-zero status, PATTERN in the output
expect_fail() {
    local name=$1 pat=$2; shift 2
    "$BIN" "$@" > "$T/o" 2>&1
    local st=$?
    if [ $st -ne 0 ] && grep -qE -- "$pat" "$T/o"; then ok "$name"
    else fail "$name" "status $st, wanted non-zero and /$pat/" "$T/o"; fi
}

"$BIN" --help > "$T/help" 2>&1
st=$?
missing=""
for w in play list validate replay sim gallery --screenshot --script --size --ready \
         --option --scenario --seed --games --json "Esc" "F11" "Ctrl+Z" "Ctrl+S"; do
    grep -qF -- "$w" "$T/help" || missing="$missing $w"
done
if [ $st -eq 0 ] && [ -z "$missing" ]; then ok help-documents-everything
else fail help-documents-everything "status $st, missing:$missing" "$T/help"; fi

expect_fail bad-verb 'unknown command "frobnicate"' frobnicate
expect_fail bad-option 'unknown option --colour' --colour red
expect_fail option-of-other-verb '--games does not go with the launcher' --games 5
expect_fail json-with-play '--json does not go with play' play x --json
expect_fail missing-value '--screenshot needs a value' --screenshot
expect_fail bad-size '--size needs WxH' --size 10x10 --screenshot "$T/x.png"
expect_fail size-below-legible '--size needs WxH from 1024x640' --size 800x500 --screenshot "$T/x.png"
expect_fail bad-seed '--seed needs a whole number' sim x --seed minus-one
expect_fail bad-games '--games needs a number' sim x --games 0
expect_fail validate-nothing 'name at least one file' validate
expect_fail sim-no-game 'sim needs one GAME' sim
expect_fail sim-unknown-game 'no game called "nosuch"' sim nosuch --games 3
expect_fail play-unknown-game 'no game called "nosuch"' play nosuch --screenshot "$T/x.png"
expect_fail replay-missing 'cannot read' replay "$T/none.json" --json
expect_fail stray-argument 'gallery takes no arguments' gallery extra
expect_fail script-missing 'cannot read the script' --script "$T/none.txt"

"$BIN" list > "$T/list" 2>&1
check list-runs [ $? -eq 0 ]

games > "$T/games"
while IFS=$'\t' read -r id title; do
    [ -n "$id" ] || continue
    grep -q "^$id " "$T/list" && grep -qF "$title" "$T/list" && ok "list-names-$id" ||
        fail "list-names-$id" "id or title missing" "$T/list"
    expect_fail "play-$id-unknown-option" "unknown option \"nokey\" .*\(allowed: " \
        play "$id" --option nokey=1 --screenshot "$T/x.png"
    expect_fail "play-$id-unknown-scenario" "has no scenario \"nosuch\" \(scenarios: " \
        play "$id" --scenario nosuch --screenshot "$T/x.png"
    expect_fail "play-$id-option-syntax" '--option needs KEY=VALUE' \
        play "$id" --option novalue --screenshot "$T/x.png"

    # sim: JSON with games, seconds, games_per_second and outcomes that
    # add up to the games played (games without a computer player say so)
    "$BIN" sim "$id" --games 200 --seed 7 --json > "$T/sim.json" 2> "$T/sim.err"
    st=$?
    if [ $st -ne 0 ] && grep -q 'no computer player' "$T/sim.err"; then
        echo "  $id has no computer player: sim not tested"
    else
        flat=$(tr -d ' \t\n' < "$T/sim.json")
        sum=$(echo "$flat" | sed -E 's/.*"outcomes":\{([^}]*)\}.*/\1/' | tr ',' '\n' |
              awk -F: '{ n += $NF } END { print n }')
        if [ $st -eq 0 ] && echo "$flat" | grep -q '"games":200,' &&
           echo "$flat" | grep -qE '"seconds":[0-9.e+-]+,' &&
           echo "$flat" | grep -qE '"wall_seconds":[0-9.e+-]+,' &&
           echo "$flat" | grep -qE '"games_per_second":[0-9.e+-]+,' &&
           [ "${sum:-0}" = 200 ]; then
            ok "sim-json-$id"
        else
            fail "sim-json-$id" "status $st, outcomes add to ${sum:-?}" "$T/sim.json"
        fi
        "$BIN" sim "$id" --games 50 > "$T/sim.txt" 2>&1
        # the time is said to be CPU time, with the wall time beside
        if grep -qE '^[0-9.]+ s of CPU \([0-9.]+ s wall\), [0-9]+ games per second$' "$T/sim.txt" &&
           grep -qE '%$' "$T/sim.txt"; then
            ok "sim-text-$id"
        else
            fail "sim-text-$id" "no outcome table" "$T/sim.txt"
        fi
        # same seed, same outcomes
        "$BIN" sim "$id" --games 200 --seed 7 --json > "$T/sim2.json" 2>/dev/null
        a=$(tr -d ' \t\n' < "$T/sim.json" | sed -E 's/.*"outcomes"//')
        b=$(tr -d ' \t\n' < "$T/sim2.json" | sed -E 's/.*"outcomes"//')
        check "sim-deterministic-$id" [ "$a" = "$b" ]
    fi

    # replay: a scripted game's autosave replays to the same state twice
    rm -rf "$XDG_DATA_HOME"
    printf 'bot-click 4\n' > "$T/play.script"
    "$BIN" play "$id" --seed 11 --script "$T/play.script" > "$T/play.out" 2>&1
    save="$XDG_DATA_HOME/legation/saves/$id-autosave.json"
    if [ ! -f "$save" ] && grep -q 'has no screens yet' "$T/play.out"; then
        # a game without screens yet: replay a save written by hand
        scen=$(awk -v g="$id" '$1 == g { f = 1; next } f && /^  / { print $1; exit }' "$T/list")
        save="$T/$id-hand.json"
        printf '{"format": "legation-save", "version": 1, "game": "%s", "scenario": "%s", "seed": "11", "actions": []}\n' \
            "$id" "$scen" > "$save"
    fi
    if [ -f "$save" ]; then
        "$BIN" replay "$save" --json > "$T/r1.json" 2>&1; r1=$?
        "$BIN" replay "$save" --json > "$T/r2.json" 2>&1
        if [ $r1 -eq 0 ] && [ "$(head -c1 "$T/r1.json")" = "{" ] && cmp -s "$T/r1.json" "$T/r2.json"; then
            ok "replay-json-$id"
        else
            fail "replay-json-$id" "replay failed or differed" "$T/r1.json"
        fi
        "$BIN" replay "$save" > "$T/r.txt" 2>&1
        check "replay-text-$id" grep -qE ', [0-9]+ actions' "$T/r.txt"
    elif grep -q 'the game screen could not open' "$T/play.out"; then
        # a game whose screens are not written yet has no scripted play
        echo "  skipped replay-json-$id: no game screen yet"
    else
        fail "replay-json-$id" "the scripted game left no autosave" "$T/play.out"
    fi
done < "$T/games"

# A new Colonial game writes the rules edition it is played by (a hidden
# option: no --option, no setup row); a save without it is replayed by the
# rules of the first edition (tests/data/saves/v1, own_dice.sh)
rm -rf "$XDG_DATA_HOME"
printf 'bot-click 2\n' > "$T/play.script"
"$BIN" play colonial --seed 11 --script "$T/play.script" > "$T/play.out" 2>&1
check colonial-save-writes-edition \
    grep -q '"deploy":true,"edition":3}' "$XDG_DATA_HOME/legation/saves/colonial-autosave.json"
expect_fail colonial-edition-not-an-option \
    'unknown option "edition" for scenario compound \(allowed: seats, [a-z, -]*deploy, seed\)$' \
    play colonial --option edition=1 --screenshot "$T/x.png"

# Likewise a new Peking game writes edition 2 (the order of battle of 28
# Boxer counters, re-tuned against the hard Allies; test_peking_options);
# saves without the key keep 26 (tests/data, data.sh, own_dice.sh)
rm -rf "$XDG_DATA_HOME"
"$BIN" play peking --seed 11 --script "$T/play.script" > "$T/play.out" 2>&1
check peking-save-writes-edition \
    grep -q '"tartar_ramps":false,"edition":2}' "$XDG_DATA_HOME/legation/saves/peking-autosave.json"
expect_fail peking-edition-not-an-option \
    'unknown option "edition" for scenario siege \(allowed: seats, [a-z_, ]*tartar_ramps, seed\)$' \
    play peking --option edition=1 --screenshot "$T/x.png"

# sim takes the options play takes (issue #14): the historical deck is
# measured, and its games are not the two-epoch deck's
"$BIN" sim kutf --games 200 --seed 7 --json > "$T/simd.json" 2>&1
"$BIN" sim kutf --games 200 --seed 7 --option deck=historical --json > "$T/simh.json" 2>&1
a=$(tr -d ' \t\n' < "$T/simd.json" | sed -E 's/.*"outcomes"//')
b=$(tr -d ' \t\n' < "$T/simh.json" | sed -E 's/.*"outcomes"//')
grep -q '"games":[[:space:]]*200' "$T/simh.json"; g=$?
check sim-option-deck [ -n "$b" -a "$b" != "$a" -a $g -eq 0 ]
