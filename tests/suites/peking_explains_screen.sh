#!/usr/bin/env bash
# Siege at Peking's screens explain themselves (issue 28): a refusal has
# its reason, on hover as on click, whole (wrapped, never cut at an edge);
# the End button waits a moment when it comes under a still pointer and
# asks before giving up what is still available; the hover caption goes
# through the label placer, so the names give way to it. Dummy video
# driver. Prints "ok NAME" / "FAIL NAME" lines.
#
# The saves in tests/screen/ hold a position ("start"), not a list of
# actions, so that the computer's play (its bots change) cannot move them:
#   peking_charge_only.json     turn 8, Allied combat; the US stack in the
#       American Legation (1236) may charge 1235 (18 x 3 = 54 against 20)
#       but a normal attack (5 against 54) is below 1-3, not forced
#   peking_allied_combat_turn1.json  turn 1 (seed 3), Allied combat
#   peking_reaction_zoc.json    turn 1 (seed 3), Allied reaction; the US
#       stack in 1237 stands in the ZOC of the Chinese at 1238
#   peking_sniper.json          the same position in the Chinese sniper
#       phase, the Chinese played by hand; Captain Myers in sight
#   peking_civilians_lost_end.json  turn 11, end of turn; the four
#       civilians dead, the Chinese on 5 of the 7 primary victory hexes
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

result() { # NAME SCRIPT: ok when the last run_script (SCRIPT) passed
    if [ $rc -eq 0 ]; then ok "$1"; else fail "$1" "status $rc" "$T/$2.out"; fi
}

# 1a. "Normal attack" in the charge panel did nothing when that attack
# would be below 1-3 (the panel opened on the charge again): it is greyed,
# and says why on hover and on click.
run_script pk_normal_refused play peking --load tests/screen/peking_charge_only.json --size 1280x800 <<'EOF'
wait 300
click-on-part "target":"1235"
wait 200
assert-text Bayonet charge led by Captain Myers
move-on-part odds panel normal attack refused
wait 1000
assert-text No normal attack on 1235: the stack's 5 against 54 is worse than 1-3
click 938 580
wait 100
assert-text automatic AE (8.1.2)
assert-text Bayonet charge led by Captain Myers
quit
EOF
result peking_screen_normal_attack_refused_says_why pk_normal_refused

# 1b. An enemy hex that may not be attacked showed no crosshair and said
# nothing: the hover caption says why on a line of its own (wrapped on
# the map), and so does a click on it.
run_script pk_enemy_refused play peking --load tests/screen/peking_allied_combat_turn1.json --size 1280x800 <<'EOF'
wait 300
move 236 690
wait 100
assert-text 0835 cannot be attacked: no unit of yours that may still attack is next to it
assert-size "hover caption" 200 40
click 236 690
wait 100
assert-text within 3 hexes with a line of sight (8.1).
quit
EOF
result peking_screen_enemy_not_attackable_says_why pk_enemy_refused

# The same at 1024x640: the caption wraps inside the map, never past its
# right edge (the side column, with the game log, begins there).
run_script pk_enemy_refused_small play peking --load tests/screen/peking_allied_combat_turn1.json --size 1024x640 <<EOF
wait 300
move-on-part counters at 0835
wait 100
assert-text 0835 cannot be attacked
save-parts $T/small_parts.txt
quit
EOF
if [ $rc -eq 0 ] && python3 - "$T/small_parts.txt" > "$T/small.err" 2>&1 <<'EOF2'
import sys
parts = {}
for l in open(sys.argv[1]):
    k, x, y, w, h, name = l.rstrip("\n").split(" ", 5)
    parts.setdefault(name, (int(x), int(y), int(w), int(h)))
x, y, w, h = parts["hover caption"]
log = parts["game log"]
assert x >= 0 and x + w <= log[0] and h >= 40, ((x, y, w, h), log)
EOF2
then ok peking_screen_refusal_wraps_inside_the_map_1024x640
else fail peking_screen_refusal_wraps_inside_the_map_1024x640 "caption cut or missing" "$T/small.err"; fi

# 1c. A stack held in a ZOC in the reaction phase read "Click a green hex
# to move the picked counters ... MP 3" with no hex green: the hover
# caption and, once it is selected, the orders say why it cannot move.
run_script pk_zoc_held play peking --load tests/screen/peking_reaction_zoc.json --size 1280x800 <<'EOF'
wait 300
move 298 726
wait 100
assert-text in the reaction phase (6); they may in the movement phase.
assert-no-text Click another stack
click 298 726
wait 100
assert-text Hex 1237
assert-text The counters in 1237 cannot move: they are held in a Chinese zone of control
assert-no-text Click a green hex
assert-apart "orders "
quit
EOF
result peking_screen_zoc_held_says_why pk_zoc_held

# A stack of the enemy selected read "Click a green hex to move the picked
# counters" too.
run_script pk_enemy_sel play peking --load tests/screen/peking_reaction_zoc.json --size 1280x800 <<'EOF'
wait 300
click 237 691
wait 100
assert-text 0835 holds no units of yours, only Chinese ones
assert-no-text Click a green hex
quit
EOF
result peking_screen_enemy_stack_selected_says_so pk_enemy_sel

# 2. The End button took its click in the map's input, not as a button:
# it took a click at once where it had just come under a pointer standing
# still. Here the computer's Hurry stands where End phase comes when the
# Chinese have moved: the pointer stays, the first click on End phase is
# not taken, one after a moment is.
run_script pk_end_still play peking --seed 3 --size 1280x800 --option seats=human,computer <<'EOF'
wait 300
move 1170 579
wait 100
press 1170 579
release 1170 579
wait-text Allied reaction phase - Allies 20000
press 1170 579
release 1170 579
wait 200
assert-text Allied reaction phase - Allies
wait 600
press 1170 579
release 1170 579
wait 300
assert-no-text Allied reaction phase - Allies
quit
EOF
result peking_screen_end_waits_under_still_pointer pk_end_still

# Ending the sniper phase without firing gives up the snipers' one shot
# of the turn: it asks first; Go back keeps the phase.
run_script pk_snipe_end play peking --load tests/screen/peking_sniper.json --size 1280x800 <<'EOF'
wait 300
assert-text Snipe at Captain Myers
click-on {"type":"end"}
wait 100
assert-text End the sniper phase without firing
click-on "Go back"
assert-no-text Give this up?
assert-text Sniper phase - Chinese
click-on {"type":"end"}
click-on "End the phase"
wait 300
assert-no-text Sniper phase - Chinese
quit
EOF
result peking_screen_sniper_end_asks pk_snipe_end

# 3. The hover caption was drawn after the names, over them ("American
# Legation" under it at 1280x800): it goes through the label placer as the
# verdict, placed first, and the names keep off it.
for size in 1280x800 1024x640; do
    run_script pk_caption_$size play peking --seed 1 --size $size <<'EOF'
wait 300
move 400 400
wheel 1
wheel 1
wait 200
move 300 300
wait 100
assert-text Building, British Legation
assert-clear "label: " "hover caption"
assert-clear "hover caption" "hover hex"
move 500 300
wait 100
assert-clear "label: " "hover caption"
assert-clear "hover caption" "hover hex"
quit
EOF
    result peking_screen_caption_names_give_way_$size pk_caption_$size
done

# A row of the stack with a "Lose a step" button ran its flags under the
# button ("MP 0, attacked, mov"): the row's text keeps clear of it. (The
# attack on 1237 at 1-2 comes out AL1 with this position's dice.)
run_script pk_loss_rows play peking --load tests/screen/peking_allied_combat_turn1.json --size 1280x800 <<'EOF2'
wait 300
click-on {"type":"attack","units":["amer-2","amer-3","myers"],"targets":["1237"],"leader_bonus":true}
wait 200
click-on {"type":"attack","units":["amer-2","amer-3","myers"],"targets":["1237"],"leader_bonus":true}
wait 300
click-on-part "type":"lose"
wait 100
assert-text Lose a step
assert-clear "stack row words" "stack row button"
quit
EOF2
result peking_screen_loss_rows_clear_of_buttons pk_loss_rows

# Ending a combat phase before any attack, with attacks still possible,
# gives them up for the turn (the Chinese then move and roll: no undo):
# it asks first.
run_script pk_combat_end play peking --load tests/screen/peking_allied_combat_turn1.json --size 1280x800 <<'EOF2'
wait 300
click-on {"type":"end"}
wait 100
assert-text End the combat phase without attacking: 1 enemy hex (1237)
click-on "Go back"
assert-text Allied combat phase - Allies
quit
EOF2
result peking_screen_combat_end_asks pk_combat_end

# A Big Gun's arrow along a line that runs off the map at once offered
# the shot like any other (the shell lands off the map, the shot lost):
# each arrow says on hover where each face of the die lands.
run_script pk_gun_tip play peking --seed 3 --size 1024x640 --option seats=human,human <<'EOF2'
click-on {"type":"end"}
wait 300
click-on Ready
wait 300
click-on {"type":"gun","gun":1,"at":"2001"}
wait 100
move-on-part {"type":"shell","gun":1,"dir":"N"}
wait 1000
assert-text Fire N (die x 4 hexes): every throw lands off the map: the shot is lost.
move-on-part {"type":"shell","gun":1,"dir":"S"}
wait 1000
assert-text Fire S (die x 4 hexes): 1 to 2005, 2 to 2009
quit
EOF2
result peking_screen_big_gun_arrow_says_where pk_gun_tip

# With the last Boxers brought on, the reinforcement tool stayed in hand:
# the orders still read "Click a green edge hex" with no hex green. The
# tool is put down when its kind has no counter left to enter.
run_script pk_enter_done play peking --seed 3 --size 1280x800 --option seats=human,human <<'EOF2'
click-on {"type":"end"}
wait 300
click-on Ready
wait 300
click-on {"type":"end"}
click-on "End the phase"
wait 300
click-on Boxers: 28 off map
wait 100
click-on-part "type":"enter"
wait 100
click-on-part "type":"enter"
wait 100
click-on-part "type":"enter"
wait 100
click-on-part "type":"enter"
wait 100
assert-no-text Boxers: 
assert-no-text Click a green edge hex
assert-text To bring units on, click Boxers or Imperial troops below
quit
EOF2
result peking_screen_enter_tool_put_down_when_none_left pk_enter_done

# The hints promise only what is there: with no Allied leader in sight the
# sniper phase still said "choose the target below", and no target was
# below (peking_sniper.json with Captain Myers moved into the British
# Legation, out of every Chinese unit's sight).
python3 - "$T/nosnipe.json" <<'EOF2'
import json, sys
s = json.load(open("tests/screen/peking_sniper.json"))
for u in s["start"]["units"]:
    if u["id"] == "myers":
        u["hex"] = "1113"
json.dump(s, open(sys.argv[1], "w"))
EOF2
run_script pk_no_snipe play peking --load "$T/nosnipe.json" --size 1280x800 <<'EOF2'
wait 300
assert-text no sniper shot this turn (8.1.4). End phase goes on.
assert-no-text choose the target below
quit
EOF2
result peking_screen_sniper_hint_without_target pk_no_snipe

# A grey End phase said only "Units in an enemy ZOC must attack first":
# it names the hex whose units must attack (peking_barricade.json: the
# Boxers at 1031 next to the barricade at 1030).
run_script pk_end_wait play peking --load tests/screen/peking_barricade.json --size 1280x800 <<'EOF2'
wait 300
move 1170 580
wait 1000
assert-text Not yet: the units at 1031 stand in an enemy ZOC and must attack before the phase ends (8.1.2).
quit
EOF2
result peking_screen_grey_end_names_the_hex pk_end_wait

# The end of the game said "all seven primary victory hexes" when the
# Chinese won with five of them, the civilians all lost (15 takes two
# off): the result, the panel and the log state the condition met.
run_script pk_end_civilians play peking --load tests/screen/peking_civilians_lost_end.json --size 1024x640 <<'EOF2'
click-on End turn
wait 200
assert-text The inner line has fallen
assert-no-text all seven primary
assert-text The Chinese hold 5 of the 7 primary victory hexes after the
assert-text Game over on turn 11: the Chinese hold 5 of the 7 primary victory
quit
EOF2
result peking_screen_end_states_the_condition_met pk_end_civilians

# The attack panel at 1280x800 took 392 units of the side column and cut
# the log to six rows (a chosen stack leaves it eight): the log keeps its
# eight rows, and the rows of two guards, a leader, a gun and the leader's
# die all show with the odds (the sum after terrain on the Defence line,
# the ringed hexes' hint in the heading).
run_script pk_attack_log_rows play peking --load tests/screen/peking_charge_odds.json --size 1280x800 <<'EOF2'
wait 500
click-on-part "type":"attack","units":["amer-2","amer-3","myers"]
wait 200
assert-text Strengths 4 against 9
assert-size "game log" 300 172
assert-text Captain Myers  strength 1
assert-text American Colt gun
assert-no-text of 3 attackers
assert-size "odds panel die row" 100 30
assert-apart "odds panel"
quit
EOF2
result peking_screen_attack_keeps_eight_log_rows pk_attack_log_rows
