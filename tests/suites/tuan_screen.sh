#!/usr/bin/env bash
# Screen tests of Tuan through the real view, on SDL's dummy video driver:
# the measuring tape, a tray moved by dragging it (the saved state has it
# where it was dropped, an illegal drop changes nothing), fire at an enemy
# by clicking it, a charge from a prepared position into hand-to-hand,
# Undo, a computer-against-computer battle to its end, and the opening
# picture. Prints "ok NAME" / "FAIL NAME" lines.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

# The table is fitted at 15 logical px per inch in a 1280x800 window:
# 150 px of tape are 10 inches; a tray dragged 60 px up moves 4 inches.

# 1. The tape: T, a drag anywhere, the length in inches on screen.
run_script tuan_tape play tuan --seed 3 <<'EOF'
wait-text "The Allies choose" 3000
key t
drag 300 300 300 450
assert-text 10.0"
key t
quit
EOF
if [ $rc -eq 0 ]; then ok tuan_screen_tape; else fail tuan_screen_tape "status $rc" "$T/tuan_tape.out"; fi

# 2. Activate the 1st Japanese platoon (click the tray, then the panel's
# button), drag it 4" forward; then drag it off the table, which the rules
# refuse: it stays where it was; then click one of the dots of the moves
# the rules suggest: it goes there.
run_script tuan_drag play tuan --seed 3 <<EOF
wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp1"]}
assert-text Activate it alone
click-on {"type":"activate","trays":["jp1"]}
wait-text "rolls" 2000
drag-part "tray jp1" 0 -60
save-state $T/drag1.json
drag-part "tray jp1" -300 0
save-state $T/drag2.json
click-on-part {"type":"move","tray":"jp1"
save-state $T/drag3.json
quit
EOF
pos() { python3 -c "
import json,sys
d=json.load(open(sys.argv[1]))
t=[t for t in d['trays'] if t['id']==sys.argv[2]][0]
print('%.1f %.1f' % (t['at']['x'], t['at']['y']))" "$@"; }
if [ $rc -ne 0 ]; then
    fail tuan_screen_drag_move "status $rc" "$T/tuan_drag.out"
elif [ "$(pos "$T/drag1.json" jp1)" != "6.0 8.0" ]; then
    fail tuan_screen_drag_move "jp1 at $(pos "$T/drag1.json" jp1), expected 6.0 8.0"
elif [ "$(pos "$T/drag2.json" jp1)" != "6.0 8.0" ]; then
    fail tuan_screen_drag_move "an illegal drop moved jp1 to $(pos "$T/drag2.json" jp1)"
elif [ "$(pos "$T/drag3.json" jp1)" = "6.0 8.0" ]; then
    fail tuan_screen_drag_move "a click on a suggested move's dot did not move jp1"
else
    ok tuan_screen_drag_move
fi

# 3. Fire: activate the 4th platoon and click the Boxer tuan (in range and
# in sight from the start); the log tells the dice, the state the shot.
run_script tuan_fire play tuan --seed 3 <<EOF
wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp4"]}
click-on {"type":"activate","trays":["jp4"]}
wait-text "rolls" 2000
move 400 400
click-on {"type":"fire","trays":["jp4"],"target":"bx"}
wait-text "fires at Boxer tuan" 2000
save-state $T/fire.json
quit
EOF
fired=$(python3 -c "
import json
d=json.load(open('$T/fire.json'))
print([t['fired'] for t in d['trays'] if t['id']=='jp4'][0])" 2>/dev/null)
if [ $rc -eq 0 ] && [ "$fired" = 1 ]; then ok tuan_screen_fire
else fail tuan_screen_fire "status $rc, jp4 fired=$fired" "$T/tuan_fire.out"; fi

# 4. A charge: the Boxer tuan put 7" in front of the 1st platoon (a saved
# position whose dice give the platoon two actions); the charge button in
# the panel brings the fight, which costs someone.
mkdir -p "$XDG_DATA_HOME/legation/saves"
# Continue opens the newest save: only this one may be there
rm -f "$XDG_DATA_HOME"/legation/saves/*.json
cat > "$T/empty.json" <<'EOF'
{"format":"legation-save","version":1,"game":"tuan","scenario":"appendix-a","options":{"seats":["human","computer"]},"seed":"3","actions":[]}
EOF
"$BIN" replay "$T/empty.json" --json > "$T/start.json" 2> "$T/replay.err"
python3 - "$T/start.json" "$XDG_DATA_HOME/legation/saves/tuan-charge.json" <<'EOF'
import json, sys
st = json.load(open(sys.argv[1]))
for t in st['trays']:
    if t['id'] == 'bx':
        t['at'] = {'x': 6, 'y': 12, 'facing': 270}
save = {"format": "legation-save", "version": 1, "game": "tuan", "scenario": "appendix-a",
        "options": {"seats": ["human", "computer"]}, "seed": "3",
        "rolls": [6, 3, 5, 5, 5, 5, 6, 2, 2, 2, 2], "start": st, "actions": []}
json.dump(save, open(sys.argv[2], 'w'))
EOF
run_script tuan_charge <<EOF
click-on Continue
wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp1"]}
click-on {"type":"activate","trays":["jp1"]}
wait-text "2 actions" 2000
click-on {"type":"charge","tray":"jp1","target":"bx"}
wait-text "Hand-to-hand" 2000
save-state $T/charge.json
quit
EOF
if [ $rc -ne 0 ]; then
    fail tuan_screen_charge "status $rc" "$T/tuan_charge.out"
elif ! python3 - "$T/charge.json" > "$T/charge.err" 2>&1 <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
jp = [t for t in d['trays'] if t['id'] == 'jp1'][0]
bx = [t for t in d['trays'] if t['id'] == 'bx'][0]
# the platoon went in (it left its line) and the fight cost someone
assert abs(jp['at']['y'] - 4) > 0.5, jp['at']
assert jp['figures'] < 4 or bx['figures'] < 4 or bx['routed'] or jp['routed'] or bx['off'], (jp, bx)
EOF
then
    fail tuan_screen_charge "the charge changed nothing" "$T/charge.err"
else
    ok tuan_screen_charge
fi

# 4b. One platoon charges two enemies at once: the Boxers and the Imperial
# left platoon side by side in front of it; the panel's "Charge cn1 and bx
# at once" brings one fight in which both meet it.
# two_enemies NAME: the only save, the Boxers and the Imperial left platoon
# side by side in front of the 1st platoon, the Allies to act (a 6 to come)
two_enemies() {
    rm -f "$XDG_DATA_HOME"/legation/saves/*.json
    python3 - "$T/start.json" "$XDG_DATA_HOME/legation/saves/$1.json" <<'EOF'
import json, sys
st = json.load(open(sys.argv[1]))
st['side'] = 'allies'
for t in st['trays']:
    if t['id'] == 'bx':
        t['at'] = {'x': 4, 'y': 12, 'facing': 270}
    if t['id'] == 'cn1':
        t['at'] = {'x': 7.2, 'y': 12, 'facing': 270}
save = {"format": "legation-save", "version": 1, "game": "tuan", "scenario": "appendix-a",
        "options": {"seats": ["human", "computer"]}, "seed": "3",
        "rolls": [6], "start": st, "actions": []}
json.dump(save, open(sys.argv[2], 'w'))
EOF
}
two_enemies tuan-charge2
run_script tuan_charge2 <<EOF
click-on Continue
wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp1"]}
click-on {"type":"activate","trays":["jp1"]}
wait-text "2 actions" 2000
assert-text "Charge cn1 and bx at once"
click-on {"type":"charge","tray":"jp1","targets":["cn1","bx"]}
wait-text "Hand-to-hand" 2000
save-state $T/charge2.json
quit
EOF
if [ $rc -ne 0 ]; then
    fail tuan_screen_charge_two "status $rc" "$T/tuan_charge2.out"
elif ! python3 - "$T/charge2.json" > "$T/charge2.err" 2>&1 <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
tr = {t['id']: t for t in d['trays']}
# the platoon went in, and both defenders fought it: each is still in
# contact with it, or lost figures, or was driven off
assert abs(tr['jp1']['at']['y'] - 4) > 0.5, tr['jp1']
for k in ('cn1', 'bx'):
    t = tr[k]
    assert t['melee'] == 'jp1' or t['routed'] or t['off'] or t['figures'] < 4 or \
        abs(t['at']['y'] - 12) > 0.5, t
EOF
then
    fail tuan_screen_charge_two "the charge did not meet both" "$T/charge2.err"
else
    ok tuan_screen_charge_two
fi

# 4c. Every order can be reached: the same two enemies in front of the
# platoon in a 1024x640 window, where the orders panel holds five of its
# eight buttons; "End the activation" comes after scrolling the list down.
# Beside the arrows the list says which orders it shows ("orders 2-6 of
# 8"), where a bare "6/8" read as odds.
two_enemies tuan-charge3
run_script tuan_orders --size 1024x640 <<EOF
click-on Continue
wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp1"]}
click-on {"type":"activate","trays":["jp1"]}
wait-text "2 actions" 2000
assert-no-text End the activation
assert-text orders
assert-text 1-5
assert-text of 8
click-on orders down
assert-text 2-6
assert-no-text 6/8
click-on orders down
click-on orders down
click-on orders down
click-on orders down
click-on orders down
click-on orders down
click-on orders down
click-on {"type":"end_activation"}
assert-text jp1 has 2 actions left: what is left is lost.
click-on "End it"
wait 300
assert-no-text 2 actions left
quit
EOF
if [ $rc -eq 0 ]; then ok tuan_screen_every_order_reachable
else fail tuan_screen_every_order_reachable "status $rc" "$T/tuan_orders.out"; fi

# 5. Undo takes the move back (the Undo button), and the dice panel's
# news of it too.
run_script tuan_undo play tuan --seed 3 <<EOF
wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp1"]}
click-on {"type":"activate","trays":["jp1"]}
wait-text "rolls" 2000
drag-part "tray jp1" 0 -60
save-state $T/undo1.json
assert-text "1st Japanese platoon moves 4.0"
click-on Undo
wait 200
assert-no-text "1st Japanese platoon moves"
save-state $T/undo2.json
quit
EOF
if [ $rc -eq 0 ] && [ "$(pos "$T/undo1.json" jp1)" = "6.0 8.0" ] &&
   [ "$(pos "$T/undo2.json" jp1)" = "6.0 4.0" ]; then ok tuan_screen_undo_move
else fail tuan_screen_undo_move "status $rc" "$T/tuan_undo.out"; fi

# 6. Computer against computer: the battle plays itself to its end.
run_script tuan_bots play tuan --seed 4 --option seats=computer,computer <<'EOF'
bot-until "The battle is over" 400
assert-text "View the table"
quit
EOF
if [ $rc -eq 0 ]; then ok tuan_screen_computers_alone
else fail tuan_screen_computers_alone "status $rc" "$T/tuan_bots.out"; fi

# 7. Hot seat with bot-clicks through the real targets, a turn and more.
run_script tuan_hotseat play tuan --scenario langfang --seed 2 --option seats=human,human <<'EOF'
bot-click 40
verify
quit
EOF
if [ $rc -eq 0 ]; then ok tuan_screen_hotseat_bot_clicks
else fail tuan_screen_hotseat_bot_clicks "status $rc" "$T/tuan_hotseat.out"; fi

# 9. The help says the rally numbers the rules play (morale 1 on 3+, 2 on
# 4+, 3 and 4 on a 6), and its Readings tab keeps "adds 1." inside its
# sentence (a wrapped line that began "1." read as a numbered list item)
# and leaves out the notes' list of files (marked "not in the help").
run_script tuan_help play tuan --seed 3 <<'EOF'
wait-text "The Allies choose" 3000
click-on Help
move 640 500
wheel -8
assert-text "Morale 1 rallies on 3+, 2 on 4+, 3 and 4 on a 6"
click-on Readings
assert-text "the side holding the initiative adds 1. A tie"
assert-no-text "langfang.json"
move 640 500
wheel 40
assert-text "tests/unit/test_tuan_*.c"
quit
EOF
if [ $rc -eq 0 ]; then ok tuan_screen_help_texts
else fail tuan_screen_help_texts "status $rc" "$T/tuan_help.out"; fi

# Found by reading the help: the audit table of the Readings tab ran past
# the dialog's right edge (the note, which says what we chose, was never
# seen) and showed a column of function names. The code column is left
# out and the wide columns wrap.
run_script tuan_help_table play tuan --seed 3 <<'EOF'
wait-text "The Allies choose" 3000
click-on Help
click-on Readings
move 640 500
wheel -200
wheel -200
assert-text "Optional D #2"
assert-text "always taken (the text lets it; it has no"
assert-no-text "C tu_morale"
assert-no-text "C tu_melee_many"
quit
EOF
if [ $rc -eq 0 ]; then ok tuan_screen_help_table_wraps
else fail tuan_screen_help_table_wraps "status $rc" "$T/tuan_help_table.out"; fi

# Found by playing (QA): a chosen tray's weapon range ("rifle 32"") was
# bare text at the end of its arc's axis, and there at Beicang an
# objective's plate covered it. Now it is a plate that keeps off the
# others, the pieces and their tags.
run_script tuan_arc_label play tuan --scenario beicang --seed 307766 <<'EOF'
wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp1"]}
click-on Activate it alone
wait 300
assert-text rifle 32"
assert-apart "label:"
quit
EOF
if [ $rc -eq 0 ]; then ok tuan_screen_range_label_clear_of_objectives
else fail tuan_screen_range_label_clear_of_objectives "status $rc" "$T/tuan_arc_label.out"; fi

# 10. Shift held down, then two trays clicked: a group of the player's own
# (the modifiers were forgotten a frame after the Shift key went down, so
# a Shift+click was a plain click).
run_script tuan_shift play tuan --seed 3 <<'EOF'
wait-text "The Allies choose" 3000
key shift+Left Shift
click-on-part tray jp1
click-on-part tray jp2
assert-text Activate the 2 chosen trays
assert-no-text (lead: 1st Japanese platoon)
quit
EOF
if [ $rc -eq 0 ]; then ok tuan_screen_shift_click_group
else fail tuan_screen_shift_click_group "status $rc" "$T/tuan_shift.out"; fi

# 10b. A tray near the table's edge (its panel has the red retreat warning
# line): the four orders all fit above Advice, no scroll arrows (the list
# counted 20 px more than Advice takes and scrolled its last order away).
run_script tuan_edge_orders play tuan --seed 3 <<'EOF'
wait-text "The Allies choose" 3000
click-on-part tray jp1
assert-text Near the edge
assert-text Pass: forfeit every tray left
assert-no-text 1-3
quit
EOF
if [ $rc -eq 0 ]; then ok tuan_screen_edge_orders_fit
else fail tuan_screen_edge_orders_fit "status $rc" "$T/tuan_edge_orders.out"; fi

# 11. The 2nd Japanese platoon activated with its group (seed 11): its
# panel's group-fire button names the trays that fire (the 3rd and 4th,
# not the chosen 2nd, which is out of range), not just how many.
run_script tuan_group_fire play tuan --seed 11 <<'EOF'
wait-text "The Allies choose" 3000
click-on-part tray jp2
click-on-part {"type":"activate","trays":["jp2",
wait-text "rolls" 2000
wait 300
assert-text Group fire at bx: jp3 + jp4
quit
EOF
if [ $rc -eq 0 ]; then ok tuan_screen_group_fire_names_trays
else fail tuan_screen_group_fire_names_trays "status $rc" "$T/tuan_group_fire.out"; fi

# 12. Setup: a switch set, then another scenario picked: the switch stays
# set (found by QA: every option went back to its default).
# no game in progress: Start game would ask before replacing it
rm -f "$XDG_DATA_HOME"/legation/saves/tuan-*.json
run_script tuan_setup_carry <<EOF
click-on Tuan
click-on "Tigermen unhorse cavalry: On"
click-on "Langfang, 18 June 1900"
click-on "Start game"
wait 300
save-state $T/carry.json
quit
EOF
if [ $rc -eq 0 ] && python3 -c "
import json, sys
s = json.load(open(sys.argv[1]))
sys.exit(0 if s['scenario'] == 'langfang' and s['options']['tigermen'] else 1)" "$T/carry.json" \
    >> "$T/tuan_setup_carry.out" 2>&1; then ok tuan_screen_setup_keeps_options
else fail tuan_screen_setup_keeps_options "status $rc, or the switch went back to Off" "$T/tuan_setup_carry.out"; fi

# 8. The opening picture: the right size, not blank.
if "$BIN" play tuan --seed 3 --screenshot "$T/open.png" > "$T/shot.out" 2>&1 &&
   [ "$(png_size "$T/open.png")" = 1280x800 ]; then ok tuan_screen_opening_picture
else fail tuan_screen_opening_picture "no 1280x800 picture" "$T/shot.out"; fi

# 13. An objective's name plate never hides a tray's tag (found by QA: the
# plate went to the circle's upper left whatever stood there, and the
# Boxers' dark "bx" tag vanished under it). The Boxers stand just where
# the plate used to go.
run_script tuan_plate play tuan --load tests/screen/tuan_plate_over_tag.json <<'EOF2'
wait 300
assert-apart "label:"
quit
EOF2
if [ $rc -eq 0 ]; then ok tuan_screen_plate_leaves_tags_clear
else fail tuan_screen_plate_leaves_tags_clear "status $rc" "$T/tuan_plate.out"; fi

# 14. Random event 2 (rules audit): the owner chooses the friendly tray
# that is fired on. Own dice: the Chinese pass, the Allies win 5 to 1 and
# activate the 2nd platoon alone with a 1, event 1+1; the panel offers
# one Fire at button per friend in its sights; a click on the 3rd
# platoon fires at it (four 2s: four hits; four 6s: it holds).
run_script tuan_event2 play tuan --seed 3 --own-dice --option seats=human,human <<'EOF2'
wait 500
# the first dice for who activates (own dice asks for them too): the
# Chinese activate first, and pass
type 1
type 6
wait 300
click-on {"type":"pass"}
click-on Pass
type 5
type 1
wait 300
click-on {"type":"activate","trays":["jp2"]}
click-on {"type":"activate","trays":["jp2"]}
type 1
type 1
type 1
wait 300
assert-text "The Allies choose a friendly tray for event 2"
assert-text "Fire at 3rd Japanese platoon (jp3)"
assert-text "Fire at 1st Japanese platoon (jp1)"
click-on {"type":"fire","trays":["jp2"],"target":"jp3"}
type 2
type 2
type 2
type 2
type 6
type 6
type 6
type 6
wait 300
assert-text "fires on a friendly tray, 3rd Japanese platoon."
assert-no-text "choose a friendly tray"
quit
EOF2
if [ $rc -eq 0 ]; then ok tuan_screen_event2_owner_chooses
else fail tuan_screen_event2_owner_chooses "status $rc" "$T/tuan_event2.out"; fi

# 14. The three readings the audit made switches of are on the setup screen
# (eleven switches: the rows close up), and a game started with them has them.
# no game in progress: Start game would ask before replacing it
rm -f "$XDG_DATA_HOME"/legation/saves/tuan-*.json
run_script tuan_setup_readings --size 1024x640 <<EOF
click-on Tuan
click-on "Random events: lead tray only: On"
click-on "Low ground and trenches block fire: On"
click-on "Routed trays: one die a figure: On"
assert-apart ":"
click-on "Roll my own dice: Off"
click-on "Start game"
wait 300
save-state $T/readings.json
quit
EOF
if [ $rc -eq 0 ] && python3 -c "
import json, sys
s = json.load(open(sys.argv[1]))
o = s['options']
sys.exit(0 if o['events-lead-only'] and o['low-ground-blocks'] and o['routed-die-each'] else 1)" "$T/readings.json" \
    >> "$T/tuan_setup_readings.out" 2>&1; then ok tuan_screen_setup_offers_the_readings
else fail tuan_screen_setup_offers_the_readings "status $rc, or the switches did not reach the game" "$T/tuan_setup_readings.out"; fi

# 15. A game opened from a save has rolled before: the Dice panel does not
# say "No dice rolled yet" (found by QA after Load), it says nothing was
# rolled since the game was opened.
run_script tuan_dice_after_load play tuan --seed 5 <<'EOF2'
wait 500
assert-text Last dice for who activates
click-on Save
wait 200
click-on Load
click-on-part "tuan-2"
click-on Load
wait 500
assert-no-text No dice rolled yet
assert-text No roll since the game was opened
quit
EOF2
if [ $rc -eq 0 ]; then ok tuan_screen_dice_panel_after_load
else fail tuan_screen_dice_panel_after_load "status $rc" "$T/tuan_dice_after_load.out"; fi

# --- issue 28, screens that say what they know
# A computer gun fired through a hill by indirect fire and nothing said
# so: the log says "indirect, spotted by its leader from ..." and the
# table draws the line from the gun to where its leader spotted and on to
# the target (Beicang, seed 1: the Chinese Krupp gun, turn 1).
run_script tu_indirect play tuan --scenario beicang --seed 1 --size 1280x800 --option seats=computer,computer <<'EOF2'
wait-text "indirect, spotted by its leader from" 600000
wait 50
assert-text leader spotting
assert-text indirect fire
quit
EOF2
if [ $rc -eq 0 ]; then ok tuan_screen_indirect_fire_said_and_drawn
else fail tuan_screen_indirect_fire_said_and_drawn "status $rc" "$T/tu_indirect.out"; fi

# "Activate it with its group (2 trays)" did not say which trays: the
# button names them, and pointing at it rings them on the table (seed 11,
# the 2nd Japanese platoon).
run_script tu_group_named play tuan --seed 11 --size 1280x800 <<'EOF2'
wait-text "The Allies choose" 3000
click-on-part tray jp2
wait 100
assert-text With its group: jp2 + jp
assert-no-text trays)
move-on-part {"type":"activate","trays":["jp2",
wait 100
assert-size "label: group: jp2" 20 8
assert-size "label: group: jp3" 20 8
quit
EOF2
if [ $rc -eq 0 ]; then ok tuan_screen_activate_names_the_group
else fail tuan_screen_activate_names_the_group "status $rc" "$T/tu_group_named.out"; fi

# Turning a tray where it stands showed "0.0" used, 6.0" left" on the
# ghost, yet the turn is its move: the ghost says so (seed 3, the 1st
# Japanese platoon turned by its handle; the handle found by a first run).
cat > "$T/tu_turn1.script" <<'EOF2'
wait-text "The Allies choose" 3000
click-on {"type":"activate","trays":["jp1"]}
click-on {"type":"activate","trays":["jp1"]}
wait-text "rolls" 2000
click-on-part "tray jp1"
wait 100
quit
EOF2
LEGATION_TARGETS="$T/tu_turn.targets" SDL_VIDEODRIVER=dummy timeout 60 "$BIN" play tuan --seed 3 --size 1280x800 \
    --script "$T/tu_turn1.script" > "$T/tu_turn1.out" 2>&1
set -- $(awk '/ rotation handle$/ {print $1 + int($3 / 2), $2 + int($4 / 2)}' "$T/tu_turn.targets" 2>/dev/null)
if [ $# -eq 2 ]; then
    run_script tu_turn play tuan --seed 3 --size 1280x800 <<EOF2
$(sed '$d' "$T/tu_turn1.script")
press $1 $2
move $(($1 + 30)) $(($2 + 20))
move $(($1 + 60)) $(($2 + 40))
wait 50
assert-text turn in place to
assert-text this is its move
assert-no-text 0.0" used
release $(($1 + 60)) $(($2 + 40))
quit
EOF2
else
    rc=1
fi
if [ $rc -eq 0 ]; then ok tuan_screen_turn_in_place_says_it_is_the_move
else fail tuan_screen_turn_in_place_says_it_is_the_move "status $rc (handle at: $*)" "$T/tu_turn.out"; fi

# A tray that cannot fire as it stands (a gun limbered or dismantled, a
# tray in column) still showed its fire wedge: a ring says why instead
# (seed 3, the Japanese mountain gun, limbered, activated).
run_script tu_no_wedge play tuan --seed 3 --size 1280x800 <<'EOF2'
wait-text "The Allies choose" 3000
click-on-part "tray gun"
click-on {"type":"activate","trays":["gun"]}
wait-text "rolls" 2000
wait 100
assert-text not set up: cannot fire
assert-no-text light artillery, any range
quit
EOF2
if [ $rc -eq 0 ]; then ok tuan_screen_no_fire_wedge_when_it_cannot_fire
else fail tuan_screen_no_fire_wedge_when_it_cannot_fire "status $rc" "$T/tu_no_wedge.out"; fi

# A plain retreat near a tray's own edge takes a full-strength tray off
# the table (Langfang, Beicang), and nothing warned before it was
# committed: its panel says so (Beicang, seed 1, the Imperial horse by
# the north edge).
run_script tu_retreat_warn play tuan --scenario beicang --seed 1 --size 1024x640 --option seats=human,human <<'EOF2'
wait-text "choose" 5000
click-on-part "tray cv"
wait 100
assert-text Near the edge: a retreat (24") would take it off the table.
assert-size "retreat warning" 100 10
quit
EOF2
if [ $rc -eq 0 ]; then ok tuan_screen_retreat_off_the_table_warned
else fail tuan_screen_retreat_off_the_table_warned "status $rc" "$T/tu_retreat_warn.out"; fi

# Tape and Fit floated over the table's bottom-left corner and hid trays
# there: they stand off the table (under Beicang's wide table, fitted a
# little smaller to leave them a strip), at both window sizes.
for size in 1280x800 1024x640; do
    run_script "tu_tools_$size" play tuan --scenario beicang --seed 1 --size $size <<'EOF2'
wait 300
assert-size "table tool Tape" 40 20
assert-size "table surface" 300 200
assert-apart "table "
quit
EOF2
    if [ $rc -eq 0 ]; then ok "tuan_screen_tools_off_the_table_$size"
    else fail "tuan_screen_tools_off_the_table_$size" "status $rc" "$T/tu_tools_$size.out"; fi
done

# The table never leaves the view mostly empty: zoomed in and dragged far
# past its corner it still covers the view (a random clicker's drags once
# left two-thirds of it empty at 1024x640); zoomed out past Fit it stays
# the whole table fitted (it shrank alone in the view). Appendix A's table
# is 720 units square at Fit; panned, the view is wider than that.
for size in 1280x800 1024x640; do
    run_script "tu_pan_$size" play tuan --seed 3 --size $size <<'EOF2'
wait-text "The Allies choose" 3000
assert-size "table surface" 700 700
move 500 650
wheel 3
drag 500 650 1200 790
drag 500 650 1200 790
drag 500 650 1200 790
assert-size "table surface" 840 740
drag 400 200 20 60
drag 400 200 20 60
assert-size "table surface" 840 740
key Down
key Down
key Left
assert-size "table surface" 840 740
move 400 400
wheel -8
assert-size "table surface" 700 700
resize 1100 640
wait 100
assert-size "table surface" 700 700
quit
EOF2
    if [ $rc -eq 0 ]; then ok "tuan_screen_pan_keeps_the_table_in_view_$size"
    else fail "tuan_screen_pan_keeps_the_table_in_view_$size" "status $rc" "$T/tu_pan_$size.out"; fi
done
