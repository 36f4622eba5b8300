#!/usr/bin/env bash
# Screen tests of the counts a screen shows: each says what it counts, so
# that two counts with like names can be told apart (Peking's victory
# hexes, all of them and the primary ones, as the log names them), and
# the story page (engine/ui/storypage.c, chart.c) over the finished games
# of tests/data/saves/watch charts only the armies in play, on a count
# axis of whole numbers. Prints "ok NAME" / "FAIL NAME" lines.
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

# The race of two armies (British and Russians, the other seats empty):
# only their lines and bars on its story page, only they in the legends.
story="click-on Story
assert-text The story of the game"
run race_story_only_armies_in_play race "$story
assert-text British hexes
assert-text Russian units
assert-no-text Japanese hexes
assert-no-text Japanese units
assert-no-text American hexes
assert-no-text American units" --load tests/data/saves/watch/race.json

# The chart's count axis: legation hexes (3 at most) are counted in whole
# numbers, so the middle tick is 2 of 4, never "2.5" of 5.
run race_story_count_axis_whole race "$story
assert-no-text 2.5
assert-text 4" --load tests/data/saves/watch/race.json
