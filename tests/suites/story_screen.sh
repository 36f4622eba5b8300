#!/usr/bin/env bash
# Screen tests of the story page (engine/ui/storypage.c, chart.c) over the
# finished games of tests/data/saves/watch: what its charts and legends
# show. Prints "ok NAME" / "FAIL NAME" lines.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

# story NAME GAME SCRIPT-LINES: open GAME's finished save, its story page,
# then the lines; the script passes, or FAIL with its output
story() {
    local name=$1 game=$2
    printf 'click-on Story\nassert-text The story of the game\n%s\n' "$3" > "$T/$name.script"
    if timeout 120 "$BIN" play "$game" --load "tests/data/saves/watch/$game.json" \
        --script "$T/$name.script" > "$T/$name.out" 2>&1; then
        ok "$name"
    else
        fail "$name" "script failed" "$T/$name.out"
    fi
}

# The race of two armies (British and Russians, the other seats empty):
# only their lines and bars, and only they in the legends.
story race_story_only_armies_in_play race 'assert-text British hexes
assert-text Russian units
assert-no-text Japanese hexes
assert-no-text Japanese units
assert-no-text American hexes
assert-no-text American units'

# The chart's count axis: legation hexes (3 at most) are counted in whole
# numbers, so the middle tick is 2 of 4, never "2.5" of 5.
story race_story_count_axis_whole race 'assert-no-text 2.5
assert-text 4'
