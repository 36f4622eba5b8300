#!/usr/bin/env bash
# Tuan's artillery spotter on the screen (issue 27): a Russian field gun
# whose leader has fallen stands behind a grove (a position with a tray
# and a table of its own, tests/screen/tuan_spotter.json); its panel has
# a Fire button for each leader within 6" who could spot, and the one
# clicked spots (the log names him). Prints "ok NAME" / "FAIL NAME".
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

run_script tuan_spotter play tuan --load tests/screen/tuan_spotter.json <<'EOF2'
wait-text "2 actions" 3000
click-on-part tray ru1
wait 200
move 1040 360
wheel -2
wait 200
assert-text "Fire at cn2, jp3 spotting"
click-on Fire at cn2, jp3 spotting
wait-text "spotted by the leader of 3rd" 2000
quit
EOF2
if [ $rc -eq 0 ]; then ok tuan_screen_spotter_chosen
else fail tuan_screen_spotter_chosen "status $rc" "$T/tuan_spotter.out"; fi
