#!/usr/bin/env bash
# The set-up screen shows the scenario (issue 28): the picture beside the
# scenario list is the chosen scenario's own table as a new game of it
# begins, not one picture for every scenario (Tuan's three battles showed
# the same little table). For each game with several scenarios, the
# picture (the named part "scenario picture ID") is cut out of a
# screenshot per scenario and the pictures differ pairwise; and the
# picture follows an option that changes the start (Colonial's Forces).
# Dummy video driver, 1280x800 (and 1024x640). Prints "ok NAME" / "FAIL
# NAME".
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

# The picture follows the options: Colonial's Two Legations, full forces
# begins with eight squads (Forces: Tuned) or ten (the rules' literal
# doubling); switching Forces redraws the picture, and switching back
# draws the first picture again. At 1280x800 and 1024x640.
# forces_follow NAME SIZE
forces_follow() {
    local name=$1 size=$2 i h geo why="" d
    run_script "$name" --size "$size" <<EOF2
click-on "Colonial Siege"
wait 200
click-on "Two Legations, full forces (double-sized)"
wait 100
save-parts $T/$name.0.parts
screenshot $T/$name.0.png
click-on "Forces: The rules' literal doubling"
wait 100
save-parts $T/$name.1.parts
screenshot $T/$name.1.png
click-on "Forces: Tuned (eight squads)"
wait 100
save-parts $T/$name.2.parts
screenshot $T/$name.2.png
quit
EOF2
    [ $rc -eq 0 ] || why="status $rc"
    for i in 0 1 2; do
        [ -z "$why" ] || break
        # the parts are logical (800 high): to the screenshot's pixels
        h=$(png_size "$T/$name.$i.png") && h=${h#*x} || h=0
        geo=$(awk -v h="$h" '$1 == "part" && $6 == "scenario" && $7 == "picture" && $8 == "double-full" { s = h / 800; printf "%dx%d+%d+%d", $4 * s, $5 * s, $2 * s, $3 * s; exit }' "$T/$name.$i.parts")
        [ -n "$geo" ] && [ "$h" -gt 0 ] || { why="screenshot $i: no picture of double-full"; break; }
        convert "$T/$name.$i.png" -crop "$geo" +repage "$T/$name.pic$i.png"
    done
    if [ -z "$why" ]; then
        d=$(compare -metric AE "$T/$name.pic0.png" "$T/$name.pic1.png" null: 2>&1)
        [ "$d" != 0 ] || why="Forces switched to the literal doubling: the picture stayed the same"
    fi
    if [ -z "$why" ]; then
        d=$(compare -metric AE "$T/$name.pic0.png" "$T/$name.pic2.png" null: 2>&1)
        [ "$d" = 0 ] || why="Forces switched back to Tuned: $d pixels differ from the first picture"
    fi
    if [ -z "$why" ]; then ok "$name"; else fail "$name" "$why" "$T/$name.out"; fi
}
forces_follow setup_preview_follows_forces 1280x800
forces_follow setup_preview_follows_forces_small 1024x640
