#!/usr/bin/env bash
# One click never throws a turn away, in the games beside Tuan and Peking
# (issue 28): ending what still has something to use asks first, saying
# what is lost (engine/ui ui_forfeit), Go back keeps it; and the race's
# end button, which takes the place of "Hurry them up" under the pointer,
# takes no click while new under a pointer standing still. Dummy video
# driver. Prints "ok NAME" / "FAIL NAME".
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

result() { # NAME SCRIPT: ok when the last run_script (SCRIPT) passed
    if [ $rc -eq 0 ]; then ok "$1"; else fail "$1" "status $rc" "$T/$2.out"; fi
}

# Colonial: "End the card" with the card's actions not taken asks; Go back
# keeps the card, the second answer ends it.
run_script col_end play colonial --seed 3 --size 1280x800 <<'EOF'
wait 200
bot-until "End the card" 80
wait 300
click-on {"type":"end"}
assert-text End the card with 3 actions not taken (5 groups could still act)
click-on "Go back"
assert-no-text Give this up?
assert-no-text The defender ends the card's actions.
click-on {"type":"end"}
click-on "End the card"
wait 300
assert-text The defender ends the card's actions.
quit
EOF
result forfeit_colonial_end_card_asks col_end

# The race: "End turn" with units that could still move asks (Enter too).
run_script race_end play race --seed 3 --size 1280x800 --option seats=human,computer,computer,computer <<'EOF'
wait 300
bot-until "End turn" 200
wait 300
click-on {"type":"end_phase"}
assert-text End the turn: 9 units that could still move will stay where they are this turn.
click-on "Go back"
assert-no-text Give this up?
key Return
assert-text Give this up?
key Escape
assert-no-text Give this up?
assert-text Action phase - British
click-on {"type":"end_phase"}
click-on "End turn"
wait 300
assert-no-text Action phase - British
quit
EOF
result forfeit_race_end_turn_asks race_end

# The race's end button stands where "Hurry them up" was during the
# computer's turn: with the pointer left on it (hurrying the three
# computer armies), the click that lands as it becomes "End Rebel phase"
# is not taken; a click a moment later is (and asks: Chinese units could
# still be roused against the rivals).
LEGATION_BOT_DELAY=300 run_script race_fresh play race --seed 3 --size 1280x800 \
    --option seats=human,computer,computer,computer <<'EOF'
move 1160 429
wait-text "Hurry them up" 5000
press 1160 429
release 1160 429
wait 500
wait-text "Hurry them up" 5000
press 1160 429
release 1160 429
wait 500
wait-text "Hurry them up" 5000
press 1160 429
release 1160 429
wait-text "Rebel phase - British" 20000
press 1160 429
release 1160 429
wait 100
assert-no-text Give this up?
assert-text Rebel phase - British
wait 600
press 1160 429
release 1160 429
wait 100
assert-text End the Rebel phase without rousing a Chinese unit
quit
EOF
result race_end_button_ignores_click_under_still_pointer race_fresh

# Keep Up The Fire!: ending the Actions segment with actions left asks,
# by the button and by Enter.
run_script kutf_end play kutf --seed 3 --size 1280x800 <<'EOF'
wait 300
click-on "Quick placement"
wait 500
bot-until "End Actions" 60
wait 300
click-on {"type":"end"}
assert-text End the Actions segment with 4 actions unused: they are lost
click-on "Go back"
assert-no-text Give this up?
key Return
assert-text Give this up?
click-on "End Actions"
wait 300
assert-no-text Legation Actions: 4 left
quit
EOF
result forfeit_kutf_end_actions_asks kutf_end
