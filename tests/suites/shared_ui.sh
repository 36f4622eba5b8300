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

result() { # NAME SCRIPT: ok when the last run_script (SCRIPT) passed
    if [ $rc -eq 0 ]; then ok "$1"; else fail "$1" "status $rc" "$T/$2.out"; fi
}

# Until openbox on $DISPLAY has started up and manages windows: its check
# window comes first, its theme and version last (bounded: 10 s, where a
# fixed half second was too short on a loaded machine).
wm_wait() {
    for i in $(seq 400); do
        [ "$(xprop -root _NET_SUPPORTING_WM_CHECK _OB_THEME _OB_VERSION 2>/dev/null | grep -c -v "no such atom\|not found")" = 3 ] && break
        sleep 0.025
    done
}

# 1. The log shows eight rows (eight one-line entries: 8 x 20 + 12) at
# 1280x800 in every game; at 1280x800 Tuan and Colonial showed three to
# five while their orders had a list, Peking six.
for g in kutf race peking tuan colonial; do
    run_script log_rows_$g play $g --seed 3 --size 1280x800 <<'EOF'
wait 300
assert-size "game log" 300 172
quit
EOF
    result log_eight_rows_$g log_rows_$g
done

# The same with a stack chosen in Peking (its counters listed): the list
# scrolls in the room left, the log keeps its eight rows (it had five or
# six). Hex 1237 at 298,727 holds a stack at the set-up.
run_script log_rows_peking_stack play peking --seed 5 --size 1280x800 <<'EOF'
wait 300
click 298 727
wait 100
assert-text Hex 1237: Clear
assert-size "game log" 300 172
quit
EOF
result log_eight_rows_peking_stack_chosen log_rows_peking_stack

# A wheel notch over the log reads three rows further up (one notch went
# from the newest line to the oldest); lines written while the reader is
# up there keep his place, and a "newer lines" bar says how many are
# below and jumps back to the newest.
run_script log_wheel play tuan --seed 3 --size 1280x800 --option seats=human,human <<'EOF'
wait 500
bot-click 12
move-on-part "game log"
wheel 1
assert-text 3 newer lines
assert-clear "newer lines" "log entry"
assert-text 1st Japanese platoon moves 6.0".
bot-click 2
assert-text newer lines
assert-text 1st Japanese platoon moves 6.0".
click-on "newer lines"
assert-no-text newer lines
assert-text 2nd Japanese platoon rolls 5 against morale 1
quit
EOF
result log_wheel_three_rows_keeps_place log_wheel

# The grip on the log's top edge enlarges it over the orders.
run_script log_grip play tuan --seed 3 --size 1280x800 <<'EOF'
wait 500
drag-part "log grip" 0 -120
assert-size "game log" 300 240
quit
EOF
result log_grip_enlarges log_grip

# 2. One click never throws a turn away. Tuan's "Pass: forfeit every tray
# left" asks first, naming the trays that would not act; Go back keeps the
# turn, the second answer passes.
run_script forfeit_tuan play tuan --seed 3 --size 1280x800 <<'EOF'
wait-text "The Allies choose" 3000
click-on {"type":"pass"}
assert-text Pass: your trays not yet activated this turn (jp1, jp2, jp3, jp4, gun)
click-on "Go back"
assert-no-text Give this up?
assert-text The Allies choose trays
click-on {"type":"pass"}
click-on Pass
wait 300
assert-text The Allies forfeit the trays they have left this turn.
quit
EOF
result forfeit_tuan_pass_asks forfeit_tuan

# Ending Peking's Big Gun phase with its eight shots unfired asks first.
run_script forfeit_peking play peking --seed 3 --size 1280x800 --option seats=human,human <<'EOF'
click-on {"type":"end"}
wait 300
click-on Ready
wait 300
click-on {"type":"end"}
assert-text End the Big Gun phase with 8 shots not fired
key Escape
assert-no-text Give this up?
assert-no-text Chinese movement phase
click-on {"type":"end"}
click-on "End the phase"
wait 300
assert-text Chinese movement phase
quit
EOF
result forfeit_peking_big_gun_asks forfeit_peking

# A button that comes under a pointer standing still, where the button
# just clicked was, takes no click for a moment: Tuan's "Forfeit: it does
# nothing" came where "Activate it alone" had been, and a second click
# lost the tray's turn. Here "forms column" comes where "Activate it with
# its group" was: a second click at once is not taken, one a moment later
# is. (press/release: a click with no move before it.)
run_script fresh_button play tuan --seed 3 --size 1280x800 <<'EOF'
wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp1"]}
move 1063 329
wait 1000
press 1063 329
release 1063 329
wait 50
assert-text 1st Japanese platoon (lead) rolls
assert-text 1st Japanese platoon forms column
press 1063 329
release 1063 329
wait 300
assert-no-text forms column.
wait 600
press 1063 329
release 1063 329
wait 300
assert-text forms column.
quit
EOF
result fresh_button_ignores_click_under_still_pointer fresh_button

# 10. Undo never crosses a hand-over between two people: with both sides
# played at one screen, the Chinese player's Ctrl+Z at the start of his
# turn took back the Allies' "End set-up" and reopened their turn.
run_script undo_handover play peking --seed 3 --size 1280x800 --option seats=human,human <<'EOF'
click-on {"type":"end"}
wait 300
click-on Ready
wait 300
assert-text Chinese Big Gun phase
key ctrl+z
wait 300
assert-text Chinese Big Gun phase
assert-no-text Ready
assert-text Undo does not reopen a turn handed over
quit
EOF
result undo_never_crosses_a_hand_over undo_handover

# 5. A new game is new: after Leave, the set-up screen draws a new seed
# (the next game repeated the last one's dice exactly); a seed the player
# typed is kept. The states of two games started in a row differ.
rm -f "$XDG_DATA_HOME"/legation/saves/*.json   # no game in progress
run_script new_seed <<EOF
click-on "Tuan"
click-on "Start game"
wait 500
save-state $T/seed1.json
click-on Leave
click-on Leave
wait 300
click-on "Start game"
wait 500
save-state $T/seed2.json
quit
EOF
if [ $rc -ne 0 ]; then fail new_game_new_seed "status $rc" "$T/new_seed.out"
elif cmp -s "$T/seed1.json" "$T/seed2.json"; then fail new_game_new_seed "the second game is the first again"
else ok new_game_new_seed; fi

# Starting a new game over a game in progress (its autosave, the
# launcher's Resume) asks first; Keep it stays on the set-up screen and
# leaves the autosave as it was.
rm -f "$XDG_DATA_HOME"/legation/saves/*.json
run_script replace_asks <<'EOF'
click-on "Keep Up The Fire!"
click-on "Start game"
click-on "Quick placement"
wait 300
click-on Menu
click-on Leave
wait 300
click-on "Start game"
assert-text Replace the game in progress?
click-on "Keep it"
assert-text Start game
quit
EOF
result new_game_asks_before_replacing_a_game_in_progress replace_asks

# 8. A finished game is not offered to resume (it opened at its result),
# neither on its card nor as Continue; and Leave from a resumed game goes
# to the game's set-up, as from a new game.
run_script over_game play tuan --seed 4 --option seats=computer,computer <<'EOF'
bot-until "The battle is over" 400
key ctrl+s
quit
EOF
S="$XDG_DATA_HOME/legation/saves"
f=$(ls "$S"/tuan-*.json 2>/dev/null | head -1)
if [ -n "$f" ]; then mv "$f" "$S/tuan-autosave.json"; fi
run_script over_not_resumed <<'EOF'
wait 300
assert-no-text Tuan, saved
click-on "continue tuan"
quit
EOF
if [ -z "$f" ]; then fail finished_game_not_offered_to_resume "no save made" "$T/over_game.out"
elif [ $rc -eq 1 ] && grep -q 'no target called "continue tuan"' "$T/over_not_resumed.out"; then
    ok finished_game_not_offered_to_resume
else fail finished_game_not_offered_to_resume "status $rc: a finished game offered" "$T/over_not_resumed.out"; fi
rm -f "$S"/tuan-*.json
printf '{"format":"legation-save","version":1,"game":"tuan","scenario":"appendix-a","options":{"seats":["human","computer"]},"seed":"3","actions":[]}\n' \
    > "$S/tuan-autosave.json"
run_script resume_leave <<'EOF'
click-on "continue tuan"
wait 500
click-on Leave
click-on Leave
wait 300
assert-text Start game
quit
EOF
result leave_from_resume_goes_to_the_setup resume_leave

# 4. The window under a window manager (openbox in an Xvfb of 1280x800),
# with the default renderer: the first window and its frame fit the
# screen (it was 1280x800 under a title bar, its foot off the screen), it
# carries the minimum-size hint (missing unless SDL_RENDER_DRIVER=software:
# it could be dragged to 699x427), and F11 twice puts it back in place.
if command -v Xvfb > /dev/null && command -v openbox > /dev/null && command -v xdotool > /dev/null &&
   command -v xwininfo > /dev/null && command -v xprop > /dev/null; then
    D="$T/wm"; mkdir -p "$D"
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$D/dpy" 2>/dev/null & XPID=$!
    for i in $(seq 400); do [ -s "$D/dpy" ] && break; sleep 0.025; done
    ( export DISPLAY=":$(cat "$D/dpy")"; unset SDL_VIDEODRIVER SDL_RENDER_DRIVER
      openbox > /dev/null 2>&1 & OB=$!
      wm_wait
      "$BIN" --ready > "$D/app.log" 2>&1 & APP=$!
      for i in $(seq 400); do grep -q READY "$D/app.log" && break; sleep 0.025; done
      for i in $(seq 200); do WID=$(xdotool search --pid $APP 2> /dev/null | tail -1)
                             [ -n "$WID" ] && break; sleep 0.025; done
      [ -n "$WID" ] || { kill $APP $OB 2> /dev/null; exit 0; }
      geo() { xwininfo -id "$WID" | awk '/Absolute upper-left X/{x=$4}/Absolute upper-left Y/{y=$4}/Width:/{w=$2}/Height:/{h=$2}END{print x, y, w, h}'; }
      # a loaded machine: openbox frames the window (its extents set) and
      # the app's fit lands some time after READY; measure once framed
      # and still (bounded: 10 s), not at a fixed moment
      for i in $(seq 100); do xprop -id "$WID" _NET_FRAME_EXTENTS 2>/dev/null | grep -q = && break; sleep 0.1; done
      g1=$(geo)
      for i in $(seq 50); do sleep 0.1; g=$(geo); [ "$g" = "$g1" ] && break; g1=$g; done
      xprop -id "$WID" WM_NORMAL_HINTS > "$D/hints"
      # F11 twice: wait for the full screen, then for the window back
      # (each bounded: 10 s), not a fixed time
      xdotool windowfocus --sync "$WID" key F11
      for i in $(seq 100); do [ "$(geo)" != "$g1" ] && break; sleep 0.1; done
      xdotool windowfocus --sync "$WID" key F11
      for i in $(seq 100); do g2=$(geo); [ "$g2" = "$g1" ] && break; sleep 0.1; done
      g2=$(geo)
      echo "$g1" > "$D/g1"; echo "$g2" > "$D/g2"
      kill $APP $OB 2> /dev/null; wait $APP 2> /dev/null )
    kill $XPID 2> /dev/null
    read -r x y w h < "$D/g1"
    if [ -z "${h:-}" ]; then fail window_fits_under_a_window_manager "no window" "$D/app.log"
    elif [ $((y + h)) -gt 800 ] || [ $((x + w)) -gt 1280 ] || [ "$y" -lt 1 ]; then
        fail window_fits_under_a_window_manager "window at $x,$y ${w}x$h on a 1280x800 screen"
    else ok window_fits_under_a_window_manager; fi
    if grep -q "minimum size: 1024 by 640" "$D/hints"; then ok window_minimum_size_hint
    else fail window_minimum_size_hint "no minimum-size hint" "$D/hints"; fi
    if [ "$(cat "$D/g1")" = "$(cat "$D/g2")" ]; then ok window_back_in_place_after_f11
    else fail window_back_in_place_after_f11 "$(cat "$D/g1") became $(cat "$D/g2")"; fi
else
    ok "window_fits_under_a_window_manager # skipped: no Xvfb, openbox, xdotool or xprop"
fi

# 4b. On a screen of the minimum size itself (1024x640) under a window
# manager, the window and its frame fit the screen: the minimum-size hint
# gives way to the usable area (the window was 1024x640 under a 20-pixel
# title bar, its foot and the bottom row of every game off the screen).
if command -v Xvfb > /dev/null && command -v openbox > /dev/null && command -v xdotool > /dev/null &&
   command -v xwininfo > /dev/null && command -v xprop > /dev/null; then
    D="$T/wm_small"; mkdir -p "$D"
    Xvfb -displayfd 3 -screen 0 1024x640x24 -nolisten tcp 3>"$D/dpy" 2>/dev/null & XPID=$!
    for i in $(seq 400); do [ -s "$D/dpy" ] && break; sleep 0.025; done
    ( export DISPLAY=":$(cat "$D/dpy")"; unset SDL_VIDEODRIVER SDL_RENDER_DRIVER
      openbox > /dev/null 2>&1 & OB=$!
      wm_wait
      "$BIN" --ready > "$D/app.log" 2>&1 & APP=$!
      for i in $(seq 400); do grep -q READY "$D/app.log" && break; sleep 0.025; done
      for i in $(seq 200); do WID=$(xdotool search --pid $APP 2> /dev/null | tail -1)
                             [ -n "$WID" ] && break; sleep 0.025; done
      [ -n "$WID" ] || { kill $APP $OB 2> /dev/null; exit 0; }
      geo() { xwininfo -id "$WID" | awk '/Absolute upper-left X/{x=$4}/Absolute upper-left Y/{y=$4}/Width:/{w=$2}/Height:/{h=$2}END{print x, y, w, h}'; }
      for i in $(seq 100); do xprop -id "$WID" _NET_FRAME_EXTENTS 2>/dev/null | grep -q = && break; sleep 0.1; done
      g1=$(geo)
      for i in $(seq 50); do sleep 0.1; g=$(geo); [ "$g" = "$g1" ] && break; g1=$g; done
      xprop -id "$WID" _NET_FRAME_EXTENTS | sed 's/.*= //; s/,//g' > "$D/extents"
      echo "$g1" > "$D/g1"
      kill $APP $OB 2> /dev/null; wait $APP 2> /dev/null )
    kill $XPID 2> /dev/null
    read -r x y w h < "$D/g1"
    read -r fl fr ft fb < "$D/extents"
    if [ -z "${h:-}" ] || [ -z "${fb:-}" ]; then fail window_fits_a_screen_of_the_minimum_size "no framed window" "$D/app.log"
    elif [ $((y + h + fb)) -gt 640 ] || [ $((x + w + fr)) -gt 1024 ] || [ $((y - ft)) -lt 0 ] || [ $((x - fl)) -lt 0 ]; then
        fail window_fits_a_screen_of_the_minimum_size "window at $x,$y ${w}x$h, frame $fl $fr $ft $fb, on a 1024x640 screen"
    else ok window_fits_a_screen_of_the_minimum_size; fi
else
    ok "window_fits_a_screen_of_the_minimum_size # skipped: no Xvfb, openbox, xdotool or xprop"
fi

# 4c. The second start under a window manager (the size the first one was
# fitted to, kept in the settings) also fits: the window that fitted in
# size stood centred as a bare window, its frame's foot off the screen.
if command -v Xvfb > /dev/null && command -v openbox > /dev/null && command -v xdotool > /dev/null &&
   command -v xwininfo > /dev/null && command -v xprop > /dev/null; then
    D="$T/wm_again"; mkdir -p "$D/cfg"
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$D/dpy" 2>/dev/null & XPID=$!
    for i in $(seq 400); do [ -s "$D/dpy" ] && break; sleep 0.025; done
    ( export DISPLAY=":$(cat "$D/dpy")" XDG_CONFIG_HOME="$D/cfg"; unset SDL_VIDEODRIVER SDL_RENDER_DRIVER
      openbox > /dev/null 2>&1 & OB=$!
      wm_wait
      geo() { xwininfo -id "$WID" | awk '/Absolute upper-left X/{x=$4}/Absolute upper-left Y/{y=$4}/Width:/{w=$2}/Height:/{h=$2}END{print x, y, w, h}'; }
      for run in 1 2; do
          "$BIN" --ready > "$D/app$run.log" 2>&1 & APP=$!
          for i in $(seq 400); do grep -q READY "$D/app$run.log" && break; sleep 0.025; done
          WID=
          for i in $(seq 200); do WID=$(xdotool search --pid $APP 2> /dev/null | tail -1)
                                 [ -n "$WID" ] && break; sleep 0.025; done
          [ -n "$WID" ] || { kill $APP; break; }
          for i in $(seq 100); do xprop -id "$WID" _NET_FRAME_EXTENTS 2>/dev/null | grep -q = && break; sleep 0.1; done
          g1=$(geo)
          for i in $(seq 50); do sleep 0.1; g=$(geo); [ "$g" = "$g1" ] && break; g1=$g; done
          echo "$g1" > "$D/g$run"
          xprop -id "$WID" _NET_FRAME_EXTENTS | sed 's/.*= //; s/,//g' > "$D/extents"
          kill $APP; wait $APP 2> /dev/null   # Quit: the settings keep the window's size
      done
      kill $OB 2> /dev/null )
    kill $XPID 2> /dev/null
    read -r x y w h < "$D/g2" 2> /dev/null
    read -r fl fr ft fb < "$D/extents" 2> /dev/null
    if [ -z "${h:-}" ] || [ -z "${fb:-}" ]; then fail window_fits_on_the_second_start "no framed window" "$D/app2.log"
    elif ! grep -q '"height"' "$D/cfg/legation/settings.json" 2> /dev/null; then
        fail window_fits_on_the_second_start "the first run kept no window size" "$D/app1.log"
    elif [ $((y + h + fb)) -gt 800 ] || [ $((x + w + fr)) -gt 1280 ] || [ $((y - ft)) -lt 0 ] || [ $((x - fl)) -lt 0 ]; then
        fail window_fits_on_the_second_start "window at $x,$y ${w}x$h, frame $fl $fr $ft $fb, on a 1280x800 screen"
    else ok window_fits_on_the_second_start; fi
else
    ok "window_fits_on_the_second_start # skipped: no Xvfb, openbox, xdotool or xprop"
fi

# 9. Load lists what each save holds, not only its date and file name
# (four KUTF saves read alike): the game, the scenario and the game's own
# line of where it stands (KUTF: the turn and the column's place; the
# race: the round and the legation hexes held).
rm -f "$XDG_DATA_HOME"/legation/saves/*.json
run_script load_kutf play kutf --seed 3 <<'EOF'
click-on "Quick placement"
wait 300
key ctrl+s
click-on Continue
wait 300
click-on Load
assert-text The Siege of the Legations: Turn 1; the relief column at Taku
quit
EOF
result load_names_turn_and_column load_kutf
# At 1024x640 the row is cut before the file name, not after it: the date
# and the file name stay whole, what the save holds ends in an ellipsis.
run_script load_narrow play kutf --seed 3 --size 1024x640 <<'EOF'
wait 300
click-on Load
assert-text …
assert-text kutf-
quit
EOF
result load_row_keeps_the_file_name load_narrow
run_script load_race play race --seed 3 <<'EOF'
wait 300
key ctrl+s
click-on Load
assert-text Race to the Legations: Round 1, Action phase;
quit
EOF
result load_names_round_and_hexes_held load_race

# 3. A refusal has its reason on hover as on click, whole: with Tuan's 1st
# Japanese platoon chosen, the hover over a platoon in sight but out of
# range said only "in sight"; the click refused for the range. The reason
# wraps inside the table instead of running past its edge.
run_script hover_why play tuan --seed 3 --size 1280x800 <<'EOF'
wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp1"]}
click-on {"type":"activate","trays":["jp1"]}
wait 1000
move-on-part "tray cn2"
wait 100
assert-text but Imperial right platoon is 39.3" away, beyond the 32" of 1st Japanese platoon
quit
EOF
result hover_says_why_a_click_is_refused hover_why

# A move too long says what it needs against what the tray has ("needs
# 10.0", you have 6.0""), not "10.0" used, 0.0" left".
run_script ghost_needs play tuan --seed 3 --size 1280x800 <<'EOF'
wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp1"]}
click-on {"type":"activate","trays":["jp1"]}
wait 1000
press 154 727
move 154 700
move 154 650
move 154 577
wait 50
assert-text needs 10.0", you have 6.0"
quit
EOF
result move_too_long_says_needs_and_has ghost_needs

# The race: the pointer resting on a hex says why a click there is refused,
# as the click's toast does (a British unit while the Russians are to move
# said only "1801  Fields: British troops"); a unit of the side to move
# that has moves shows no refusal.
run_script race_hover_why play race --seed 3 --size 1280x800 --option seats=human,human,computer,computer <<'EOF'
wait-text "Action phase - Russians" 3000
move-on-part "unit 0 British troops"
wait 900
assert-text That is a British unit; the Russians are to move.
move-on-part "unit 9 Russian troops"
wait 900
assert-no-text are to move
quit
EOF
result race_hover_says_why_a_click_is_refused race_hover_why

# A toast (a click's refusal, Undo's word) never covers the game's log:
# it stands over the foot of the map or table. Centred on the window it
# hid the race's and Tuan's newest log lines for its two seconds.
run_script toast_log play tuan --seed 3 --size 1280x800 <<'EOF'
wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp1"]}
click-on {"type":"activate","trays":["jp1"]}
wait 1000
move-on-part "tray cn2"
click-on-part "tray cn2"
wait 100
assert-text Imperial right platoon is 39.3" away
assert-clear "toast" "game log"
quit
EOF
result toast_keeps_off_the_log toast_log

# A hex map never leaves the view mostly empty: zoomed in and dragged far
# past its corner, the hexes still cover the view, so they hold the whole
# area Fit had them in (a quarter of the view was all that had to stay).
for g in peking race; do
    for size in 1280x800 1024x640; do
        run_script "hexpan_${g}_$size" play $g --seed 3 --size $size <<EOF2
wait 500
save-parts $T/hexfit_${g}_$size.parts
move 300 400
wheel 3
drag 300 400 1000 790
drag 300 400 1000 790
drag 300 400 1000 790
save-parts $T/hexpan_${g}_$size.parts
quit
EOF2
        read -r _ fx fy fw fh _ < <(grep 'zoom control: the hexes' "$T/hexfit_${g}_$size.parts" 2>/dev/null)
        read -r _ px py pw ph _ < <(grep 'zoom control: the hexes' "$T/hexpan_${g}_$size.parts" 2>/dev/null)
        if [ $rc -eq 0 ] && [ -n "${fx:-}" ] && [ -n "${px:-}" ] && [ "$px" -le "$fx" ] && [ "$py" -le "$fy" ] &&
           [ $((px + pw)) -ge $((fx + fw)) ] && [ $((py + ph)) -ge $((fy + fh)) ]; then
            ok "hexmap_pan_keeps_the_map_in_view_${g}_$size"
        else
            fail "hexmap_pan_keeps_the_map_in_view_${g}_$size" \
                "status $rc; Fit ${fx:-?},${fy:-?} ${fw:-?}x${fh:-?}, panned ${px:-?},${py:-?} ${pw:-?}x${ph:-?}" \
                "$T/hexpan_${g}_$size.out"
        fi
    done
done
