#!/usr/bin/env bash
# Screen tests of Colonial Siege through the real view, on SDL's dummy
# video driver, both seats human: a group moved by dragging one figure (the
# whole group goes 3", an illegal drop changes nothing), a shot by clicking
# the enemy with the casualties chosen by clicking figures, a dozen cards
# played by clicks, a melee from a prepared position fought to its end,
# and the invariants (verify) after the played cards. Prints "ok NAME" / "FAIL NAME" lines.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

# The 48" table is fitted at about 14.9 logical px per inch in a 1280x800
# window: 45 px up are 3 inches north.

# 1. Seed 1: the attacker places its first bands, then the Ace of diamonds
# gives the defenders three actions. Drag the German officer (figure 0) 3"
# north: the group goes along. Drag the Italians off the table: refused.
# Choose the Italians, click the Boxers at the north edge: they shoot;
# the attacker clicks its four casualties. Then a dozen more cards.
run_script col_play play colonial --seed 1 --option seats=human,human <<EOF
wait 200
bot-until "Card 1 " 20
save-state $T/col0.json
drag-part "figure 0" 0 -45
save-state $T/col1.json
drag-part "figure 7" 0 -600
save-state $T/col2.json
click-on "figure 7"
click-on-part {"type":"fire","group":1,"target":6}
wait-text "Italian Bersaglieri fire" 2000
save-state $T/col3.json
click-on-part {"type":"casualty"
click-on-part {"type":"casualty"
click-on-part {"type":"casualty"
click-on-part {"type":"casualty"
save-state $T/col4.json
bot-until "Card 13 " 400
save-state $T/col5.json
verify
quit
EOF
check_py() { python3 - "$@" > "$T/col_check.err" 2>&1; }
if [ $rc -ne 0 ]; then
    fail colonial_screen_drag_move "status $rc" "$T/col_play.out"
elif ! check_py "$T/col0.json" "$T/col1.json" "$T/col2.json" <<'EOF'
import json, sys
a, b, c = (json.load(open(p)) for p in sys.argv[1:4])
at = lambda d, g: sorted(tuple(f['at']) for f in d['figures'] if f['group'] == g)
# every German went (the officer 3" north), nothing else moved
assert [f['at'] for f in b['figures'] if f['id'] == 0][0] == [19, 34], b['figures'][0]
assert all(f['at'][1] > 31.5 for f in b['figures'] if f['group'] == 0), at(b, 0)
assert at(a, 1) == at(b, 1)
assert b['actions'] == a['actions'] - 1
assert c['figures'] == b['figures'] and c['actions'] == b['actions']
EOF
then fail colonial_screen_drag_move "$(cat "$T/col_check.err")"
else ok colonial_screen_drag_move; fi
if [ $rc -eq 0 ] && check_py "$T/col2.json" "$T/col3.json" "$T/col4.json" <<'EOF'
import json, sys
b, c, d = (json.load(open(p)) for p in sys.argv[1:4])
n = lambda s, g: sum(1 for f in s['figures'] if f['group'] == g)
assert c['ammo']['rifle'] == b['ammo']['rifle'] - 1, c['ammo']
assert c['decision'] == 1, c['decision']          # the attacker chooses casualties
lost = n(b, 6) - n(d, 6)
assert lost >= 1 and d['decision'] != 1, (lost, d['decision'])
EOF
then ok colonial_screen_fire_casualties
else fail colonial_screen_fire_casualties "status $rc: $(cat "$T/col_check.err")" "$T/col_play.out"; fi
if [ $rc -eq 0 ] && check_py "$T/col5.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
assert d['cards_drawn'] >= 13 or d['over'], d['cards_drawn']
EOF
then ok colonial_screen_dozen_cards
else fail colonial_screen_dozen_cards "status $rc: $(cat "$T/col_check.err")" "$T/col_play.out"; fi

# 2. A melee: a prepared position (the seed-1 start with the Boxers of the
# north edge put inside the compound beside the Germans). The Germans
# charge from the panel; the card is ended; the melee is fought and its
# casualties chosen by clicks; afterwards nobody is in that melee.
mkdir -p "$XDG_DATA_HOME/legation/saves"
# Continue opens the newest save: only this one may be there
rm -f "$XDG_DATA_HOME"/legation/saves/*.json
python3 - "$T/col0.json" "$XDG_DATA_HOME/legation/saves/colonial-melee.json" <<'EOF'
import json, sys
st = json.load(open(sys.argv[1]))
figs = [f for f in st['figures'] if f['group'] == 6]
for k, f in enumerate(figs):
    f['at'] = [23.0 + (k % 4) * 1.1, 30.5 + (k // 4) * 1.1]
save = {"format": "legation-save", "version": 1, "game": "colonial", "scenario": "compound",
        "options": {"seats": ["human", "human"]}, "seed": "1", "start": st, "actions": []}
json.dump(save, open(sys.argv[2], 'w'))
EOF
run_script col_melee <<EOF
click-on Continue
wait-text "Card 1 " 3000
click-on "figure 0"
click-on-part {"type":"charge","group":0,"target":6}
wait-text "melee" 2000
save-state $T/mel1.json
click-on-part {"type":"end"
bot-until "Card 2 " 60
save-state $T/mel2.json
quit
EOF
if [ $rc -eq 0 ] && check_py "$T/mel1.json" "$T/mel2.json" <<'EOF'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
ga = {g['id']: g for g in a['groups']}
assert ga[0]['melee'] >= 0 and ga[0]['melee'] == ga[6]['melee'], 'no melee after the charge'
m = ga[0]['melee']
assert all(g['melee'] != m for g in b['groups']), 'the melee is still on'
n = lambda s: len(s['figures'])
assert n(b) < n(a), 'the melee cost nobody'
EOF
then ok colonial_screen_melee
else fail colonial_screen_melee "status $rc: $(cat "$T/col_check.err" 2>/dev/null)" "$T/col_melee.out"; fi

# 4. Every choice can be reached: the machine gun has more choices (a
# volley, eight facings) than the orders panel shows at 1024x640; before
# scrolling the last facing has no button, after "orders down" it does
# and a click turns the gun to 315 degrees (the log says south-east).
run_script col_rows play colonial --seed 1 --option seats=human,human <<EOF
resize 1024 640
wait 200
bot-until "Card 1 " 20
click-on "figure 36"
wait 100
save-state $T/row0.json
click-on "orders down"
wait 100
click-on-part {"type":"face","group":5,"facing":315}
wait 100
assert-text turns to face south-east (315°).
save-state $T/row1.json
quit
EOF
if [ $rc -eq 0 ] && check_py "$T/row0.json" "$T/row1.json" <<'EOF'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
ga = {g['id']: g for g in a['groups']}
gb = {g['id']: g for g in b['groups']}
assert ga[5]['facing'] != 315, ga[5]
assert gb[5]['facing'] == 315, gb[5]
assert b['actions'] == a['actions'] - 1
EOF
then ok colonial_screen_every_choice_reachable
else fail colonial_screen_every_choice_reachable "status $rc: $(cat "$T/col_check.err" 2>/dev/null)" "$T/col_rows.out"; fi

# The help's Readings tab draws the notes file as text, not as markdown:
# the heading without its marks, tables in columns, no backticks
# the pool's line lists its kinds as "(60 Boxers, 25 ...", no stray space
run_script col_pool play colonial --seed 5 <<'EOF2'
assert-text pool: 109 (Boxers: 60, Boxers with muskets: 25
EOF2
check colonial_screen_pool_line [ $rc -eq 0 ]

run_script col_readings play colonial --seed 5 <<'EOF2'
click-on Help
click-on Readings
wait 100
assert-text Colonial Siege: design notes
assert-no-text # Colonial Siege
assert-no-text `compound`
assert-no-text |
click-on Close
wait 100
assert-no-text design notes
EOF2
check colonial_screen_readings_as_text [ $rc -eq 0 ]
