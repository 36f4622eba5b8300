#!/usr/bin/env bash
# The set-up screen shows the scenario (issue 28): the picture beside the
# scenario list is the chosen scenario's own table as a new game of it
# begins, not one picture for every scenario (Tuan's three battles showed
# the same little table). For each game with several scenarios, the
# picture (the named part "scenario picture ID") is cut out of a
# screenshot per scenario and the pictures differ pairwise. Dummy video
# driver, 1280x800. Prints "ok NAME" / "FAIL NAME".
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy

# previews NAME GAME-TITLE SCENARIO-TITLE...: a screenshot and the parts
# of the set-up screen with each scenario chosen in turn
previews() {
    local name=$1 title=$2 k=0 s script=""
    shift 2
    script="click-on \"$title\""$'\n'"wait 200"$'\n'
    for s; do
        script+="click-on \"$s\""$'\n'"wait 100"$'\n'
        script+="save-parts $T/$name.$k.parts"$'\n'"screenshot $T/$name.$k.png"$'\n'
        k=$((k + 1))
    done
    script+="quit"
    run_script "$name" --size 1280x800 <<< "$script"
}

# differ NAME N: the N pictures were drawn (one part each, named by its
# scenario) and no two are the same
differ() {
    local name=$1 n=$2 i j geo why=""
    [ $rc -eq 0 ] || why="status $rc"
    for ((i = 0; i < n; i++)); do
        [ -z "$why" ] || break
        geo=$(awk '$1 == "part" && $6 == "scenario" && $7 == "picture" && $8 != "(the" { print $4 "x" $5 "+" $2 "+" $3; exit }' "$T/$name.$i.parts")
        [ -n "$geo" ] || { why="scenario $i: no picture of the scenario itself"; break; }
        convert "$T/$name.$i.png" -crop "$geo" +repage "$T/$name.pic$i.png"
    done
    for ((i = 0; i < n; i++)); do
        for ((j = i + 1; j < n; j++)); do
            [ -z "$why" ] || break 2
            if [ "$(compare -metric AE "$T/$name.pic$i.png" "$T/$name.pic$j.png" null: 2>&1)" = 0 ]; then
                why="scenarios $i and $j show the same picture"
            fi
        done
    done
    if [ -z "$why" ]; then ok "$name"; else fail "$name" "$why" "$T/$name.out"; fi
}

previews setup_preview_tuan "Tuan" "The Hill and the Trench" "Langfang, 18 June 1900" \
    "Beicang, 5 August 1900"
differ setup_preview_tuan 3
previews setup_preview_colonial "Colonial Siege" "The Legation Compound" \
    "Two Legations (double-sized)" "Two Legations, full forces (double-sized)"
differ setup_preview_colonial 3
