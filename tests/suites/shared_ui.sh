#!/usr/bin/env bash
# Screen tests of what every game's screen shares (engine/ui): the log
# panel (eight rows, three rows a wheel notch, keeping the reader's place
# and a "newer lines" bar that jumps back, the grip that enlarges it), the
# confirm step before an action that gives up something, refusals with
# their reasons, and the setup screen. Dummy video driver. Prints
# "ok NAME" / "FAIL NAME".
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

result() { # NAME: ok when the last run_script passed
    if [ $rc -eq 0 ]; then ok "$1"; else fail "$1" "status $rc" "$T/$1.out"; fi
}

# 1. The log shows eight rows (eight one-line entries: 8 x 20 + 12) at
# 1280x800 in every game; at 1280x800 Tuan and Colonial showed three to
# five while their orders had a list, Peking six.
for g in kutf race peking tuan colonial; do
    run_script log_rows_$g play $g --seed 3 --size 1280x800 <<'EOF'
wait 300
assert-size "log panel" 300 172
quit
EOF
    result log_eight_rows_$g
done

# A wheel notch over the log reads three rows further up (one notch went
# from the newest line to the oldest); lines written while the reader is
# up there keep his place, and a "newer lines" bar says how many are
# below and jumps back to the newest.
run_script log_wheel play tuan --seed 3 --size 1280x800 --option seats=human,human <<'EOF'
wait 500
bot-click 12
move-on-part "log panel"
wheel 1
assert-text 3 newer lines
assert-text 1st Japanese platoon moves 6.0".
bot-click 2
assert-text 5 newer lines
click-on "newer lines"
assert-no-text newer lines
assert-text 2nd Japanese platoon moves 6.0".
quit
EOF
result log_wheel_three_rows_keeps_place

# The grip on the log's top edge enlarges it over the orders.
run_script log_grip play tuan --seed 3 --size 1280x800 <<'EOF'
wait 500
drag-part "log grip" 0 -120
assert-size "log panel" 300 240
quit
EOF
result log_grip_enlarges
