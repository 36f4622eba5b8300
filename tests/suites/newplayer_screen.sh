#!/usr/bin/env bash
# Screen tests from playing Siege at Peking, Tuan and Colonial Siege as a
# new player would (the launcher, help, a few turns with the mouse, Undo,
# Save/Load, a whole game with the computer): each checks one thing such a
# player tripped over. Dummy video driver. Prints "ok NAME" / "FAIL NAME".
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

result() { # NAME: ok when the last run_script passed
    if [ $rc -eq 0 ]; then ok "$1"; else fail "$1" "status $rc" "$T/$1.out"; fi
}

# Peking, turn 1 with this seed: Captain Myers may withdraw before the
# Chinese attack. The button names him only: hovering it marks his hex on
# the map. Once one unit has stepped back, Done waits until that unit's
# withdrawal is finished, and the panel and Done's tooltip said only
# "Withdrawal: click a green hex ..., then Done" / "Finish the task first."
run_script pk_withdraw_hint play peking --seed 313105 --size 1280x800 <<'EOF'
click-on {"type":"end"}
wait-text "Allied reaction phase" 60000
click-on {"type":"end"}
wait-text "Withdraw with Captain Myers" 60000
move-on-part "Withdraw with Captain Myers"
wait 100
assert-size "button's leader at 1237" 4 4
click-on-part "Withdraw with Captain Myers"
click-on {"type":"retreat","unit":"amer-1","to":"1236"}
assert-text or its own hex to stop it there; then the next unit
# the greyed Done button, over the log's eight rows
move 1170 577
wait 1500
assert-text Finish this unit's withdrawal first
quit
EOF
result pk_withdraw_hint

# The help of the table games is a page longer than its panel: the first
# screen of Tuan's Rules ends on a whole paragraph and looked complete
# (rules IV.5 to V were below, reached only by the wheel). A bar at the
# right edge now shows there is more.
run_script tu_help_scrollbar play tuan --seed 5 --size 1280x800 <<'EOF'
click-on Help
wait 100
assert-size "help scrollbar" 4 20
quit
EOF
result tu_help_scrollbar
run_script co_help_scrollbar play colonial --seed 5 --size 1024x640 <<'EOF'
click-on Help
wait 100
assert-size "help scrollbar" 4 20
quit
EOF
result co_help_scrollbar

# A tray's facts read "japanese infantry, rifle" and "japanese artillery,
# light-artillery", and its range on the table "light-artillery 48"": the
# data's ids, not words.
run_script tu_tray_facts play tuan --seed 5 --size 1280x800 <<'EOF'
click-on "tray gun"
assert-text Japanese artillery, light artillery
assert-no-text japanese
assert-no-text light-artillery
quit
EOF
result tu_tray_facts

# At the end of a Tuan battle, once the result banner is put away (View
# the table), the Orders panel was blank: it now says who won and why.
run_script tu_over_panel play tuan --seed 7 --scenario beicang --option seats=computer,computer <<'EOF'
wait-text "The battle is over" 600000
click-on next
assert-text The Chinese win
quit
EOF
result tu_over_panel

# Colonial Siege's Orders panel said only "The siege is over." at the end.
run_script co_over_panel play colonial --seed 7 --option seats=computer,computer <<'EOF'
wait-text "The siege is over" 600000
click-on next
assert-text The defenders hold
assert-text The relief column arrives
quit
EOF
result co_over_panel

# Peking's hover caption sits in the map's bottom left, over the edge row
# where the Chinese enter: pointing at a hex there hid the hex and the
# counters just brought on. Over its own hex it moves to the top right.
run_script pk_hover_caption play peking --seed 99 --size 1280x800 --option seats=computer,human <<'EOF'
move 160 772
wait 100
assert-size "hover caption" 40 20
assert-apart "hover "
quit
EOF
result pk_hover_caption

# Once both Big Guns had fired, the panel still said "Place each Big Gun
# ... then click one of the six arrows": nothing was left but End phase.
run_script pk_guns_fired play peking --seed 99 --size 1280x800 --option seats=computer,human <<'EOF'
bot-until "Guns have fired" 20
assert-no-text Place each Big Gun
quit
EOF
result pk_guns_fired

# Peking's Chinese movement hint began "To bring units on, click Boxers or
# Imperial troops below" on turn 4 with every Chinese unit on the map and
# no such button in the panel (a bot game, both seats human from there).
run_script pk_cmove_hint play peking --load tests/screen/peking_turn4_all_on.json --size 1024x640 <<'EOF'
wait 300
assert-text Lay a mine: 2 left
assert-no-text To bring units on
assert-text To move, click a stack
quit
EOF
result pk_cmove_hint

# Peking's combat hint said "Click a red crosshair hex to build an attack"
# in a combat phase with no attack to make and no crosshair on the map
# (turn 1 of this seed, the Allies' combat after a quiet turn; the Allies
# answer the Chinese attack on Myers at 1237 as the computer would).
run_script pk_combat_hint_none play peking --seed 83568 --size 1280x800 <<'EOF'
click-on {"type":"end"}
wait-text "Allied reaction phase" 60000
click-on {"type":"end"}
wait-text "Withdraw with" 60000
click-on {"type":"end"}
wait-text "Count him as a point" 60000
bot-until "Allied movement phase" 40
click-on {"type":"end"}
wait-text "Allied combat phase" 60000
assert-no-text Click a red crosshair hex
assert-text No attack can be made now
quit
EOF
result pk_combat_hint_none

# Peking's dice tray named a roll only when the log's sentence about it
# was among the last twelve lines: after the computer's whole movement
# phase (Space, or no delay) the last Big Gun shot's die stood alone in
# the tray, with no heading and no result.
run_script pk_tray_named play peking --seed 136910 --size 1024x640 <<'EOF'
click-on-part "type":"end"
wait-text "Allied reaction phase" 60000
wait 3000
assert-text Gun 2 hits 1334
assert-text no effect
quit
EOF
result pk_tray_named

# Peking's attrition asked to "click the guards or volunteers who leave
# the line this turn", as if several went: one counter leaves a turn (14).
run_script pk_attrition_one play peking --seed 99 --size 1280x800 <<'EOF'
bot-until "Attrition:" 300
assert-text one counter a turn
assert-no-text the guards or volunteers who leave
quit
EOF
result pk_attrition_one

# The stack inspector had room for five rows of counters: a full Chinese
# stack is seven Boxers, and the sixth and seventh had no row, so they
# could not be left behind ("and 1 more"). The rows close up, and scroll
# when they still do not fit (1024x640, two rows of reinforcement
# buttons above; three rows, as the log keeps its eight): the seventh is
# scrolled to and clicked off here, and six Boxers move.
run_script pk_inspector_rows play peking --seed 99 --size 1024x640 --option seats=computer,human <<'EOF'
bot-click 10
click-on {"type":"end"}
click-on "Boxers: 28 off map"
click-on-part "at":"1240"}
click-on "Boxers: 21 off map"
click-on-part ["boxer-1","boxer-2","boxer-3","boxer-4","boxer-5","boxer-6","boxer-7"],"to":"1239"
assert-text of 7 counters, 7 ticked
click-on counters down
click-on counters down
click-on counters down
click-on counters down
assert-text 5-7 of 7 counters
click-on "inspector row boxer-7"
assert-text 7 counters, 6 ticked
click 298 761
assert-text moves 6 units from 1240 to 1239
quit
EOF
result pk_inspector_rows

# Tuan's log said "A 1 for Imperial platoon, left: random event, 2D6 = 8."
# and then "The event does not apply to Imperial platoon, left." without
# saying what event 8 is. It is named now.
run_script tu_event_named play tuan --scenario beicang --seed 7 --option seats=computer,computer <<'EOF'
wait-text "The event (out of ammunition, once it has fired) does not apply" 600000
quit
EOF
result tu_event_named

# At 1024x640 Tuan's Dice panel wrapped its second sentence onto a third
# line that ran over the panel's foot ("... 2D6 = 4+2 =" then "6." cut in
# half). A sentence that does not fit now ends in an ellipsis.
run_script tu_dice_fit play tuan --seed 11 --size 1024x640 <<'EOF'
wait-text "The Allies activate" 10000
click-on "tray jp1"
click-on "Activate it alone"
wait 1000
assert-text 2D6 = 4+2…
quit
EOF
result tu_dice_fit

# Colonial Siege at 1024x640: a squad's choices came two a row and cut
# ("Climb east barric..", "Pull down east b.."). When two a row would cut
# a label and one a row fits, they come one a row.
run_script co_choice_labels play colonial --seed 21 --size 1024x640 <<'EOF'
click-on {"type":"end"}
wait-text "10 of hearts" 20000
click-on "group 3"
assert-text Pull down east barricade
assert-no-text ..
quit
EOF
result co_choice_labels

# Peking's help at 1024x640: "Our readings" runs past the panel's foot
# with nothing to say there is more (the wheel scrolled it, and on past
# its end into a blank page). A bar shows it, and the wheel stops at the end.
run_script pk_help_scrollbar play peking --seed 3 --size 1024x640 <<'EOF'
click-on Help
click-on "Our readings"
assert-size "help scrollbar" 4 20
move 500 400
wheel -30
wait 100
assert-text 22 All Chinese units enter
quit
EOF
result pk_help_scrollbar

# Peking's readings said "a defending Allied leader always gives -1", but
# a leader alone in his hex defends with his point and no die modifier
# (the -1 needs troops with him, as the switch's own tooltip says).
run_script pk_help_leader_alone play peking --seed 3 --size 1280x800 <<'EOF'
click-on Help
click-on "Our readings"
move 500 400
wheel -30
wait 100
assert-no-text leader always gives -1
assert-text alone in his hex he defends
quit
EOF
result pk_help_leader_alone

# Issue 27, 11.1: a Chinese attack on an Allied leader with troops waits
# for the Allied player's choice (the leader had been turned into -1 on
# the die without asking): the panel shows the odds of both ways his 1
# may count, and a click on one rolls the attack (tests/screen/
# peking_defend_choice.json: the turn-1 save of peking_charge_odds.json up
# to the computer's attack on 1236, leaders_add on).
run_script pk_defend_choice play peking --load tests/screen/peking_defend_choice.json --size 1024x640 <<'EOF'
wait 300
assert-text Chinese attack on 1236
assert-text As a point: 30 against 12, 2-1, die +0
assert-text Leader on the die: 30 against 9, 3-1, die -1
assert-apart "odds panel"
click-on {"type":"defend","leaders_on_die":0}
wait 300
assert-text counts as a point of strength (11.1)
assert-no-text Count him as a point
quit
EOF
result pk_defend_choice

# The dice tray of that loaded save showed the sniper's die 4 under the
# defender's question ("Chinese attack on ... / the Allied player ch..."):
# the newest log line that merely spoke of "the die" was taken for the
# roll. It names the sniper's roll, the last die that fell.
for size in 1280x800 1024x640; do
run_script pk_defend_tray_$size play peking --load tests/screen/peking_defend_choice.json --size $size <<'EOF'
wait 300
assert-text Chinese attack on 1236
assert-no-text Chinese attack on …
assert-no-text the Allied player ch…
quit
EOF
result pk_defend_tray_$size
done

# Two defending leaders with troops (leaders_add on): three ways, as
# points, one or both on the die. At 1024x640 the third did not fit the
# panel and was left out, so both leaders' -1 could not be chosen; there
# each way's button goes beside its die row. (tests/screen/
# peking_defend_two_leaders.json: the position before the attack of
# peking_defend_choice.json with MacDonald in 1236.)
for size in 1024x640 1280x800; do
run_script pk_defend_three_$size play peking --load tests/screen/peking_defend_two_leaders.json --size $size <<'EOF'
wait 300
assert-text Leaders on the die: 30 against 9, 3-1, die -2
assert-apart "odds panel"
click-on {"type":"defend","leaders_on_die":2}
wait 300
assert-text leaders' 1s go on the die (-2, 11.1)
quit
EOF
result pk_defend_three_$size
done

# Peking 7, the owner's eliminations: the panel said "click the counter
# to eliminate from the ringed hex, until it holds no more than the limit
# (7)", read as a limit of 7 points (7 is the rule). It names the hex, its
# points and the limit. (tests/screen/peking_overstack.json: the turn-1
# position of peking_defend_choice.json with six guards moved into 1112.)
run_script pk_overstack_hint play peking --load tests/screen/peking_overstack.json --size 1024x640 <<'EOF'
wait 300
assert-text 1112 holds 13 points, 10 at most
assert-no-text the limit (7)
click-on {"type":"eliminate","unit":"brit-1"}
wait 200
click-on {"type":"eliminate","unit":"brit-1"}
wait 300
assert-text 1112 holds 11 points, 10 at most
key ctrl+z
wait 300
assert-text 1112 holds 13 points, 10 at most
quit
EOF
result pk_overstack_hint

# Issue 27: the help's readings name the Tartar Wall's switch (5.1,
# 18.1), the defender's choice of 11.1 and the owner's eliminations of 7.
run_script pk_help_issue27 play peking --seed 3 --option tartar_ramps=true --size 1280x800 <<'EOF'
click-on Help
click-on "Our readings"
assert-text Tartar Wall climbed only at ramps
assert-text The switch is on in this game.
assert-text owner eliminates units
move 500 400
wheel -6
wait 100
assert-text the Allied player chooses
quit
EOF
result pk_help_issue27

# Peking's odds panel at 1024x640: its heading "Attackers (click to tick;
# ranged fire marked)" ran over the panel's right edge. Its aside goes
# small there. (The opening of peking_turns.txt, both seats human.)
{ sed -n 1,42p tests/screen/peking_turns.txt
  cat <<'EOF'
click-on-part "type":"snipe"
bot-click
click-on-part "type":"end"
click-on next
click-on-part "type":"end"
click-on next
click-on-part "type":"attack"
assert-text Strengths 18 against 3
assert-text (click to tick; ranged fire marked)
assert-no-text Attackers (click
quit
EOF
} > "$T/pk_odds_heading.in"
# not piped: run_script in a pipeline runs in a subshell, and its status
# never reached result (which read the previous test's)
run_script pk_odds_heading play peking --seed 3 --own-dice --option seats=human,human --size 1024x640 \
    < "$T/pk_odds_heading.in"
result pk_odds_heading

# Peking's dice tray summed a die below the table as the table reads it:
# a 1 with the defending leader's -1 showed "-1 = 1" over DL1. The sum is
# 0 now, read as 1 (the opening of peking_turns.txt, the attack's die a 1
# instead of a 2; the Allies put Myers's 1 on the die, 11.1).
{ sed -n 1,42p tests/screen/peking_turns.txt | sed 's/^dice 1 5 2 2$/dice 1 5 2 1/'
  cat <<'EOF'
click-on-part "type":"snipe"
bot-click
click-on-part "type":"end"
click-on next
click-on-part "type":"end"
click-on next
click-on-part "type":"attack"
click-on-part "type":"attack"
click-on next
click-on {"type":"defend","leaders_on_die":1}
bot-click
wait 3000
assert-text read as 1: DL1
assert-text -1 = 0
assert-no-text -1 = 1
quit
EOF
} > "$T/pk_tray_read_as.in"
run_script pk_tray_read_as play peking --seed 3 --own-dice --option seats=human,human --size 1280x800 \
    < "$T/pk_tray_read_as.in"
result pk_tray_read_as

# Peking's odds panel at 1280x800 with two guards, a leader, a gun and the
# leader's die row ticked (turn 8, an Allied stack next to 1136): the rows
# after the attackers took room the list did not leave them, and the six
# faces of the die were drawn under Bayonet charge, Cancel and Roll.
run_script pk_odds_rows_fit play peking --load tests/screen/peking_charge_odds.json --size 1280x800 <<'EOF'
wait 500
click-on-part "type":"attack","units":["amer-2","amer-3","myers"]
wait 200
assert-text Strengths 4 against 9
assert-size "odds panel die row" 100 30
assert-apart "odds panel"
quit
EOF
result pk_odds_rows_fit

# The same panel: three of its lines ran past its right edge and were cut
# ("[x] Each leader's point as +1 on the die (not for ranged fire a",
# "2+2+1 = 5, less the leader's point used as", "column 1-3, guns shift").
run_script pk_odds_text_fits play peking --load tests/screen/peking_charge_odds.json --size 1280x800 <<'EOF'
wait 500
click-on-part "type":"attack","units":["amer-2","amer-3","myers"]
wait 200
assert-size "odds panel edge" 8 100
assert-apart "odds panel"
quit
EOF
result pk_odds_text_fits

# Tuan's order buttons at 1024x640: "Charge Boxer tuan of the Red Fist
# (bx4)" was wider than its button and ran out past both edges, cut on
# each side. It ends in an ellipsis; the tooltip has it whole. (The list
# scrolls to it: the log below keeps its eight rows.)
run_script tu_order_labels play tuan --scenario langfang --seed 4 --size 1024x640 <<'EOF'
bot-until "Charge" 300
wait 300
move-on-part "Charge Boxer tuan of Anting"
wheel -4
assert-text Charge Boxer tuan of the Red Fis
assert-no-text Charge Boxer tuan of the Red Fist (bx4)
quit
EOF
result tu_order_labels

# Peking's log said "Allied player moves 1 unit from 1515 to 1414": which
# of the stack went could not be told. One counter is named now.
run_script pk_move_named play peking --seed 313105 --size 1280x800 <<'EOF'
click-on {"type":"end"}
wait-text "Allied reaction phase" 60000
click-on {"type":"move","units":["vol-3"],"to":"1414"}
click-on {"type":"move","units":["vol-3"],"to":"1414"}
assert-text Allied player moves Student interpreters from 1515 to 1414
quit
EOF
result pk_move_named

# Peking's help had the rules and tables but nothing on how this screen is
# played (Tuan's and Colonial Siege's have "The screen"): it has one now.
run_script pk_help_screen play peking --seed 3 --size 1024x640 <<'EOF'
click-on Help
click-on "The screen"
assert-text Move: click a stack with a gold ring
quit
EOF
result pk_help_screen

# "The screen" said nothing of the Fortify and mine buttons (what their
# count means, the orange hexes), of the Chinese taking stacks off the
# map at the end of a turn, or of the Hurry button.
run_script pk_help_screen_tools play peking --seed 3 --size 1024x640 <<'EOF'
click-on Help
click-on "The screen"
assert-text then an orange hex
assert-text Space or Hurry
quit
EOF
result pk_help_screen_tools
