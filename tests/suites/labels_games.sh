#!/usr/bin/env bash
# Labels fight (issue 28), the games beside Peking and Tuan: words on the
# table or the map go through the engine's label placer (engine/ui
# lplace.c) and keep off what must stay seen. Dummy video driver, at
# 1280x800 and 1024x640. Prints "ok NAME" / "FAIL NAME".
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

result() { # NAME SCRIPT: ok when the last run_script (SCRIPT) passed
    if [ $rc -eq 0 ]; then ok "$1"; else fail "$1" "status $rc" "$T/$2.out"; fi
}

# Colonial's fire plates ("burning: 2 matches, 1 smoke", "burnt out") were
# drawn in the building's middle over the figures inside it (and the
# charred roof over them): now labels, clear of every figure and of the
# other words. The position of seed 7 with the chancery alight and the
# godown burnt.
for size in 1280x800 1024x640; do
    run_script col_fire_$size play colonial --load tests/screen/colonial_fires.json --size $size <<'EOF'
wait 300
assert-size "label: fire the chancery" 60 10
assert-size "label: fire the godown" 40 10
assert-text burning: 2 matches, 1 smoke
assert-clear "label: fire" "figure "
assert-apart "label"
quit
EOF
    result colonial_fire_plates_clear_of_figures_$size col_fire_$size
done

# KUTF's route map: the towns' names were put above or below their town
# by hand, and the army and its blocker, standing at Taku at the start,
# covered "Taku"; through the placer no name lies under the army at the
# start, nor under the blocker, the note or a town's disc at two moments
# of seed 3 with a blocker on the road (with the blocker at Taku, the
# name may touch a corner of the army's square, where its diamond leaves
# the map bare).
for size in 1280x800 1024x640; do
    run_script kutf_towns_$size play kutf --seed 3 --size $size <<'EOF'
click-on "Quick placement"
wait 500
assert-clear "label town" "keep clear: army"
assert-clear "label town" "label disc"
assert-apart "label town"
bot-click 35
assert-clear "label town" "blocker piece"
assert-clear "label town" "label disc"
assert-clear "label town" "label relief need"
bot-click 125
assert-clear "label town" "blocker piece"
assert-clear "label town" "label disc"
assert-clear "label town" "label relief need"
quit
EOF
    result kutf_town_names_clear_of_army_and_discs_$size kutf_towns_$size
done

# The race: the hovered hex's words (its verdict) were fixed in the map's
# lower left corner, over the Russians standing at the left edge when the
# view is zoomed there; through the placer they go where they cover no
# counter (here the upper right corner).
run_script race_verdict play race --seed 3 --size 1280x800 <<'EOF'
wait 300
key =
key =
key Left
key Left
key Left
key Down
wait 200
move-on-part "unit 14 "
wait 100
move-on-part "unit 14 "
wait 100
assert-text 0124  Fields: Russian troops
assert-size "label: verdict: hover" 100 15
assert-clear "label: verdict" "unit "
quit
EOF
result race_hover_verdict_clear_of_counters race_verdict
