#!/usr/bin/env bash
# The one real-window test: the launcher under Xvfb, driven by xdotool like
# a person would. It must print READY after its first frame, sit idle
# without using the CPU, open a game's setup on a click on its card, and
# exit with status 0 on a click on Quit. The app writes its click targets
# in window coordinates to $LEGATION_TARGETS, so clicks follow the layout.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh

for tool in Xvfb xdotool import; do
    if ! command -v $tool > /dev/null; then
        echo "FAIL window-tools"
        echo "  $tool is missing: run tools/install-deps.sh"
        exit 1
    fi
done

XPID=""; APP=""
cleanup() {
    [ -n "$APP" ] && kill "$APP" 2> /dev/null
    [ -n "$XPID" ] && kill "$XPID" 2> /dev/null
    rm -rf "$T"
}
trap cleanup EXIT

# wait_for SECONDS COMMAND... : poll every 20 ms
wait_for() {
    local n=$(( $1 * 50 )); shift
    while [ $n -gt 0 ]; do "$@" && return 0; sleep 0.02; n=$((n - 1)); done
    return 1
}

Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3> "$T/dpy" 2> /dev/null &
XPID=$!
if ! wait_for 10 test -s "$T/dpy"; then
    echo "FAIL window-xvfb"; echo "  Xvfb did not start"; exit 1
fi
export DISPLAY=":$(cat "$T/dpy")"
export SDL_RENDER_DRIVER=software SDL_FRAMEBUFFER_ACCELERATION=0
unset SDL_VIDEODRIVER

start_app() { # [ARGS...] after the window size (none: the launcher)
    rm -f "$T/targets"
    LEGATION_TARGETS="$T/targets" "$BIN" --ready --size 1280x800 "$@" > "$T/app.log" 2>&1 &
    APP=$!
    wait_for 15 grep -q READY "$T/app.log"
}
# target_center NAME: the middle of a target, "x y" in window coordinates
target_center() {
    awk -v n="$1" '{ name = $0; sub(/^[-0-9]+ [-0-9]+ [-0-9]+ [-0-9]+ /, "", name) }
                   name == n { print int($1 + $3 / 2), int($2 + $4 / 2); exit }' "$T/targets"
}
has_target() { [ -n "$(target_center "$1")" ]; }
click() { # NAME
    local xy
    xy=$(target_center "$1")
    [ -n "$xy" ] || return 1
    # shellcheck disable=SC2086
    xdotool mousemove --window "$WID" $xy click 1
}

if start_app; then ok window-ready; else
    fail window-ready "no READY within 15 s" "$T/app.log"; exit 1
fi
WID=$(xdotool search --sync --onlyvisible --pid "$APP" 2> /dev/null | head -1)
[ -n "$WID" ] || WID=$(xdotool search --pid "$APP" | head -1)

# idle: no CPU time while nobody touches it (2% of 3 s is 6 ticks)
wait_for 5 test -s "$T/targets"
c0=$(awk '{ print $14 + $15 }' "/proc/$APP/stat")
sleep 3
c1=$(awk '{ print $14 + $15 }' "/proc/$APP/stat")
hz=$(getconf CLK_TCK)
if [ $(( (c1 - c0) * 100 )) -le $(( 2 * 3 * hz )) ]; then ok window-idle-cpu
else fail window-idle-cpu "used $((c1 - c0)) ticks of $((3 * hz)) while idle"; fi

import -window root "$T/shot.png" 2> /dev/null
size=$(identify -format '%wx%h' "$T/shot.png" 2> /dev/null)
paper=$(identify -format '%[pixel:p{800,500}]' "$T/shot.png" 2> /dev/null)
if [ "$size" = "1600x1000" ] && [ -n "$paper" ] && [ "$paper" != "srgb(0,0,0)" ]; then
    ok window-screenshot
else
    fail window-screenshot "root window $size, centre pixel ${paper:-none}"
fi

# a game card opens its setup screen; Back returns to the title
first=$(games | head -1 | cut -f2)
if [ -n "$first" ]; then
    if click "$first" && wait_for 5 has_target "Start game"; then ok window-card-opens-setup
    else fail window-card-opens-setup "no setup screen after a click on $first" "$T/targets"; fi
    if click "Back" && wait_for 5 has_target "Quit"; then ok window-back-to-title
    else fail window-back-to-title "no title screen after Back" "$T/targets"; fi
fi

# a click on Quit ends the program with status 0
if click "Quit" && wait_for 5 eval '! kill -0 $APP 2> /dev/null'; then
    wait "$APP"; st=$?; APP=""
    if [ $st -eq 0 ]; then ok window-quit; else fail window-quit "exit status $st" "$T/app.log"; fi
else
    fail window-quit "still running after a click on Quit" "$T/targets"
fi

# F11 with no window manager (this Xvfb has none): the X window itself must
# cover the screen, and the layout with it (SDL alone left the window at its
# old size and cut the view off); F11 again puts it back
geometry() { xdotool getwindowgeometry "$WID" 2> /dev/null | awk '/Geometry/ { print $2 }'; }
if start_app; then
    WID=$(xdotool search --sync --pid "$APP" 2> /dev/null | head -1)
    wait_for 5 test -s "$T/targets"
    quit0=$(target_center Quit)
    xdotool windowfocus --sync "$WID" key F11 2> /dev/null
    wait_for 5 eval '[ "$(geometry)" = 1600x1000 ]'
    g1=$(geometry)
    wait_for 5 eval '[ "$(target_center Quit)" != "$quit0" ]'
    sleep 0.3
    import -window root "$T/full.png" 2> /dev/null
    # bottom-right corner: the app's frame, not the black of an uncovered root
    corner=$(identify -format '%[pixel:p{1590,990}]' "$T/full.png" 2> /dev/null)
    quit1=$(target_center Quit)
    xdotool windowfocus --sync "$WID" key F11 2> /dev/null
    wait_for 5 eval '[ "$(geometry)" = 1280x800 ]'
    g2=$(geometry)
    wait_for 5 eval '[ "$(target_center Quit)" = "$quit0" ]'
    quit2=$(target_center Quit)
    if [ "$g1" = 1600x1000 ] && [ -n "$corner" ] && [ "$corner" != "srgb(0,0,0)" ] &&
       [ "$quit1" != "$quit0" ] && [ "$g2" = 1280x800 ] && [ "$quit2" = "$quit0" ]; then
        ok window-f11-no-wm
    else
        fail window-f11-no-wm "window $g1 then $g2 (wanted 1600x1000, 1280x800), corner ${corner:-none}, Quit at $quit0 / $quit1 / $quit2"
    fi
    kill "$APP" 2> /dev/null; wait "$APP" 2> /dev/null; APP=""
else
    fail window-f11-no-wm "start failed" "$T/app.log"
fi

# F11 and Escape through the real keyboard: Esc asks, Return quits
if start_app; then
    WID=$(xdotool search --sync --pid "$APP" 2> /dev/null | head -1)
    xdotool windowfocus --sync "$WID" key F11 2> /dev/null
    sleep 0.2
    xdotool windowfocus --sync "$WID" key Escape 2> /dev/null
    if wait_for 5 has_target "Stay"; then
        xdotool windowfocus --sync "$WID" key Return 2> /dev/null
        if wait_for 5 eval '! kill -0 $APP 2> /dev/null'; then
            wait "$APP"; st=$?; APP=""
            check window-keys-esc-return [ $st -eq 0 ]
        else
            fail window-keys-esc-return "Return on the dialog did not quit"
        fi
    else
        fail window-keys-esc-return "Escape did not open the dialog" "$T/targets"
    fi
else
    fail window-keys-esc-return "second start failed" "$T/app.log"
fi

# A click shows what it changed with the mouse kept still: a widget acts on
# the click while its frame draws, so one more frame must follow (else the
# help stayed open after its Close until the mouse moved). Colonial's seed
# 5 leaves the human defender to act once the computer has placed its bands.
if start_app play colonial --seed 5 --option deploy=false; then
    WID=$(xdotool search --sync --pid "$APP" 2> /dev/null | head -1)
    if wait_for 15 has_target "End the card" && sleep 0.5 && click Help &&
       wait_for 5 has_target Close && sleep 0.3 && click Close; then
        if wait_for 3 eval '! has_target Close'; then ok window-click-shows-its-change
        else fail window-click-shows-its-change "the help still drawn after Close, mouse kept still" "$T/targets"; fi
    else
        fail window-click-shows-its-change "no defender's turn or no help" "$T/targets"
    fi
    kill "$APP" 2> /dev/null; wait "$APP" 2> /dev/null; APP=""
else
    fail window-click-shows-its-change "start failed" "$T/app.log"
fi
