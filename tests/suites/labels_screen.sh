#!/usr/bin/env bash
# The label placer on the screens (issue 28, "labels fight"): words on the
# hex map and the table keep apart and off what must stay seen. Tuan's
# trays after moves: a tray's tag fell on the tray beside it. Peking's
# building names covered counters and victory stars. (Colonial's shot
# verdict: colonial_screen.sh, colonial_screen_verdict_clear_of_labels_*.)
# Prints "ok NAME" / "FAIL NAME" lines.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

# Tuan: both seats played by the computer's choices, 8 clicks at a time;
# after each, no tag or plate over another or over a tray. Before, the
# 3rd Japanese platoon's "jp3" lay on jp4 once they had moved (The Hill
# and the Trench, seed 1), and "us1" on the Maxim at Langfang (seed 2).
for game in "appendix-a 1" "langfang 2"; do
    set -- $game
    run_script tuan_tags_$1 play tuan --scenario "$1" --seed "$2" --option seats=human,human <<'EOF2'
wait 300
bot-click 8
wait 300
assert-apart "label"
assert-clear "label: " "tray "
bot-click 8
wait 300
assert-apart "label"
assert-clear "label: " "tray "
bot-click 8
wait 300
assert-apart "label"
assert-clear "label: " "tray "
quit
EOF2
    check "labels_tuan_tags_clear_of_trays_$1" [ $rc -eq 0 ]
done

# Peking, zoomed in two notches (building names show): no name covers a
# stack's counters or a victory star, and no two names touch; at both
# window sizes.
for size in 1280x800 1024x640; do
    run_script pk_names_$size play peking --seed 1 --size $size <<'EOF2'
wait 300
move 400 400
wheel 1
wheel 1
wait 200
assert-text Japanese Legation
assert-clear "label: " "counters at"
assert-clear "label: " "victory star"
assert-apart "label: "
quit
EOF2
    check "labels_peking_names_clear_of_counters_$size" [ $rc -eq 0 ]
done
