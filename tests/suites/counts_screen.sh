#!/usr/bin/env bash
# Screen tests of the counts a screen shows: each says what it counts, so
# that two counts with like names can be told apart (Peking's victory
# hexes, all of them and the primary ones, as the log names them).
# Prints "ok NAME" / "FAIL NAME" lines.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

# run NAME GAME SCRIPT-TEXT [ARGS...]: the script passes, or FAIL with its output
run() {
    local name=$1 game=$2 text=$3
    shift 3
    printf '%s\n' "$text" > "$T/$name.script"
    if timeout 120 "$BIN" play "$game" --script "$T/$name.script" "$@" > "$T/$name.out" 2>&1; then
        ok "$name"
    else
        fail "$name" "script failed" "$T/$name.out"
    fi
}

# Peking's status panel: all victory hexes (21.1) on the bold line, what
# wins now and the primary count (21.2) under it, the words of the log
run peking_status_names_both_victory_counts peking "wait 100
assert-text Victory hexes 0 of all 11
assert-text Wins at 1; primary 0 of 7" --seed 3 --option seats=human,human

# Tuan's orders list, scrolled one down in a 1024x640 window: beside its
# arrows it says which orders are shown ("orders 2-6 of 8"), where a bare
# "6/8" read as odds. The platoon faces two enemies (a saved position).
mkdir -p "$XDG_DATA_HOME/legation/saves"
cat > "$T/empty.json" <<'EOF2'
{"format":"legation-save","version":1,"game":"tuan","scenario":"appendix-a","options":{"seats":["human","computer"]},"seed":"3","actions":[]}
EOF2
"$BIN" replay "$T/empty.json" --json > "$T/start.json" 2> "$T/replay.err"
python3 - "$T/start.json" "$T/tuan-two.json" <<'EOF2'
import json, sys
st = json.load(open(sys.argv[1]))
st['side'] = 'allies'
for t in st['trays']:
    if t['id'] == 'bx':
        t['at'] = {'x': 4, 'y': 12, 'facing': 270}
    if t['id'] == 'cn1':
        t['at'] = {'x': 7.2, 'y': 12, 'facing': 270}
json.dump({"format": "legation-save", "version": 1, "game": "tuan", "scenario": "appendix-a",
           "options": {"seats": ["human", "computer"]}, "seed": "3", "rolls": [6],
           "start": st, "actions": []}, open(sys.argv[2], 'w'))
EOF2
run tuan_orders_scroll_says_what_it_counts tuan 'wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp1"]}
click-on {"type":"activate","trays":["jp1"]}
wait-text "2 actions" 2000
assert-text orders
assert-text 1-5
assert-text of 8
click-on orders down
assert-text 2-6
assert-no-text 6/8' --load "$T/tuan-two.json" --size 1024x640
