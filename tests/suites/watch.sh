#!/usr/bin/env bash
# The replay viewer (legation watch) and the story page, for a finished
# game of each of the five (tests/data/saves/watch/GAME.json), on SDL's
# dummy video driver: the board drawn at N is the position `replay --at N
# --json` gives (its state, and what the screen's named parts show where);
# frames at two moments differ; stepping back and forward by the bar's
# buttons and keys comes back to the same position; a click on a log line
# goes to its action; Take over from here starts a game from that very
# position, saved with it as its start; the story page draws from each
# game's result screen and a click on a chart point lands on that moment;
# Watch in the Load list. Prints "ok NAME" / "FAIL NAME" lines.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

save() { echo "tests/data/saves/watch/$1.json"; }
nactions() { python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['actions']))" "$1"; }
# same_json A B [KEY...]: the two JSON files are equal, KEYs left out
same_json() {
    python3 - "$@" <<'PY'
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:3])
for k in sys.argv[3:]:
    a.pop(k, None); b.pop(k, None)
if a != b:
    diff = [k for k in set(a) | set(b) if a.get(k) != b.get(k)]
    print("  differ in:", ", ".join(sorted(diff))[:300])
    sys.exit(1)
PY
}
# the position a watch's last frame names ("watch at P")
at_of() { sed -n 's/^part [-0-9]* [-0-9]* [-0-9]* [-0-9]* watch at \([0-9]*\)$/\1/p' "$1" | head -1; }

# What the board shows where, against the position's JSON: each game's
# named parts or its words (the turn at the top).
drawn_matches() { # GAME PARTS STATE FRAME-TEXT-CHECK-OUT
    python3 - "$@" <<'PY'
import json, re, sys
game, parts, state = sys.argv[1:4]
st = json.load(open(state))
names = [l.split(' ', 5)[5].rstrip('\n') for l in open(parts)]
def need(a, b, what):
    if a != b:
        print("  %s: drawn %s, the position has %s" % (what, sorted(a)[:12], sorted(b)[:12]))
        sys.exit(1)
if game == 'race':
    drawn = {int(m.group(1)) for n in names for m in [re.match(r'unit (\d+) ', n)] if m}
    need(drawn, {u['id'] for u in st['units'] if u.get('hex')}, "race units on the map")
elif game == 'tuan':
    drawn = {n[5:] for n in names if n.startswith('tray ')}
    need(drawn, {t['id'] for t in st['trays'] if not t['off']}, "tuan trays on the table")
elif game == 'colonial':
    drawn = {int(n.split()[1]) for n in names if re.match(r'figure \d+$', n)}
    need(len(drawn), len([f for f in st['figures']]), "colonial figures on the table")
PY
}

# 1. At two moments of each game: the state is replay --at N's, the named
# parts match it, the frames differ; --screenshot draws the board at N.
for g in kutf race peking tuan colonial; do
    n=$(nactions "$(save $g)")
    ok_all=1 why=""
    for at in 10 $((n - 3)); do
        "$BIN" replay "$(save $g)" --at $at --json > "$T/$g-$at.want.json"
        extra=""
        case $g in
        kutf) extra="assert-text Turn $(python3 -c "import json;print(json.load(open('$T/$g-$at.want.json'))['turn'])")" ;;
        peking) extra="assert-text Turn $(python3 -c "import json;print(json.load(open('$T/$g-$at.want.json'))['turn'])")/" ;;
        esac
        run_script "watch_${g}_$at" watch "$(save $g)" --at $at <<EOF
save-state $T/$g-$at.json
save-parts $T/$g-$at.parts
$extra
screenshot $T/$g-$at.png
quit
EOF
        if [ $rc -ne 0 ]; then ok_all=0 why="watch --at $at: status $rc"; cat "$T/watch_${g}_$at.out"; break; fi
        if ! same_json "$T/$g-$at.json" "$T/$g-$at.want.json"; then ok_all=0 why="--at $at: not replay --at $at's state"; break; fi
        if [ "$(at_of "$T/$g-$at.parts")" != "$at" ]; then ok_all=0 why="--at $at: the bar shows $(at_of "$T/$g-$at.parts")"; break; fi
        if ! drawn_matches $g "$T/$g-$at.parts" "$T/$g-$at.json"; then ok_all=0 why="--at $at: the board does not show the position"; break; fi
    done
    if [ $ok_all = 1 ] && cmp -s "$T/$g-10.png" "$T/$g-$((n - 3)).png"; then
        ok_all=0 why="the frames at 10 and $((n - 3)) are the same picture"
    fi
    if [ $ok_all = 1 ]; then
        rm -f "$T/$g-shot.png"
        "$BIN" watch "$(save $g)" --at 10 --screenshot "$T/$g-shot.png" > "$T/$g-shot.out" 2>&1
        if [ ! -s "$T/$g-shot.png" ] || [ "$(png_size "$T/$g-shot.png")" != "1280x800" ]; then
            ok_all=0 why="watch --at 10 --screenshot drew no 1280x800 picture"
        fi
    fi
    if [ $ok_all = 1 ]; then ok "watch_${g}_board_at_n"; else fail "watch_${g}_board_at_n" "$why"; fi
done

# 2. Stepping: Left, Left, the bar's back button, then forward three times
# by the button and Right: the same position; Home and End go to the ends.
for g in kutf race peking tuan colonial; do
    n=$(nactions "$(save $g)")
    at=$((n / 2))
    "$BIN" replay "$(save $g)" --at $at --json > "$T/step-$g-want.json"
    "$BIN" replay "$(save $g)" --at $((at - 3)) --json > "$T/step-$g-back.json"
    "$BIN" replay "$(save $g)" --at 0 --json > "$T/step-$g-home.json"
    "$BIN" replay "$(save $g)" --json > "$T/step-$g-end.json"
    run_script "step_$g" watch "$(save $g)" --at $at <<EOF
key Left
key Left
click-on "watch back"
save-state $T/step-$g-1.json
click-on "watch forward"
key Right
click-on "watch forward"
save-state $T/step-$g-2.json
key Home
save-state $T/step-$g-3.json
key End
save-state $T/step-$g-4.json
quit
EOF
    if [ $rc -ne 0 ]; then
        fail "watch_${g}_step_back_and_forth" "status $rc" "$T/step_$g.out"
    elif ! same_json "$T/step-$g-1.json" "$T/step-$g-back.json"; then
        fail "watch_${g}_step_back_and_forth" "three steps back is not the position at $((at - 3))"
    elif ! same_json "$T/step-$g-2.json" "$T/step-$g-want.json"; then
        fail "watch_${g}_step_back_and_forth" "back three and forward three is not the position at $at"
    elif ! same_json "$T/step-$g-3.json" "$T/step-$g-home.json" || ! same_json "$T/step-$g-4.json" "$T/step-$g-end.json"; then
        fail "watch_${g}_step_back_and_forth" "Home or End is not the start or the end"
    else
        ok "watch_${g}_step_back_and_forth"
    fi
done

# A replay is read-only: a click on a move the board offers changes
# nothing and says why.
"$BIN" replay "$(save kutf)" --at 20 --json > "$T/ro-want.json"
run_script readonly watch "$(save kutf)" --at 20 <<EOF
save-parts $T/ro.parts
quit
EOF
target=$(sed -n 's/^target [-0-9]* [-0-9]* [-0-9]* [-0-9]* \({"type":.*}\)$/\1/p' "$T/ro.parts" | head -1)
run_script readonly2 watch "$(save kutf)" --at 20 <<EOF
click-on $target
assert-text "This is a replay"
save-state $T/ro.json
quit
EOF
if [ -z "$target" ]; then
    fail watch_read_only "no move offered on the board at 20 to try"
elif [ $rc -ne 0 ]; then
    fail watch_read_only "status $rc" "$T/readonly2.out"
elif ! same_json "$T/ro.json" "$T/ro-want.json"; then
    fail watch_read_only "a click on $target changed the replay's position"
else
    ok watch_read_only
fi

# The buttons of a replay's view that would play, advise, save or undo
# are off, in every game, with the reason on hover (Peking's Undo, Save
# and Load looked live, Tuan's Pass and End too).
ok_all=1 why=""
for g in kutf race peking tuan colonial; do
    run_script "off_$g" watch "$(save $g)" --at 10 <<EOF
save-parts $T/off_$g.parts
quit
EOF
    if [ $rc -ne 0 ]; then ok_all=0 why="$g: status $rc"; break; fi
    if ! grep -q '^part .* replay off: Save$' "$T/off_$g.parts"; then
        ok_all=0 why="$g: Save is not off in the replay"; break
    fi
    if grep -E -q '^target [-0-9 ]* (Save|Undo|Suggest|End.*|Pass.*)$' "$T/off_$g.parts"; then
        ok_all=0 why="$g: a live $(grep -E '^target [-0-9 ]* (Save|Undo|Suggest|End.*|Pass.*)$' "$T/off_$g.parts" | head -1)"
        break
    fi
done
if [ $ok_all = 1 ]; then ok watch_buttons_off_in_a_replay; else fail watch_buttons_off_in_a_replay "$why"; fi
xy=$(sed -n 's/^part \([-0-9]*\) \([-0-9]*\) \([-0-9]*\) \([-0-9]*\) replay off: Save$/\1 \2 \3 \4/p' "$T/off_peking.parts" 2> /dev/null | head -1)
set -- $xy
run_script off_tip watch "$(save peking)" --at 10 <<EOF
move $(( ${1:-0} + ${3:-0} / 2 )) $(( ${2:-0} + ${4:-0} / 2 ))
wait 1500
assert-text This is a replay
quit
EOF
if [ $rc -eq 0 ]; then ok watch_off_button_says_why; else fail watch_off_button_says_why "status $rc" "$T/off_tip.out"; fi

# At the last action the game's result dialog stays off the board (it
# covered Tuan's table): the bar says the result.
ok_all=1 why=""
for g in kutf race peking tuan colonial; do
    run_script "end_$g" watch "$(save $g)" --at 0 <<EOF
key end
wait 1500
assert-no-text View the
assert-no-text Play again
assert-text "  —  "
quit
EOF
    if [ $rc -ne 0 ]; then ok_all=0 why="$g: status $rc"; cat "$T/end_$g.out"; break; fi
done
if [ $ok_all = 1 ]; then ok watch_end_keeps_the_board_clear; else fail watch_end_keeps_the_board_clear "$why"; fi

# 3. Play: Space plays on by itself; Space again pauses.
run_script play_race watch "$(save race)" --at 5 <<EOF
key space
wait 3000
key space
save-parts $T/play.parts
wait 3000
save-parts $T/play2.parts
quit
EOF
p1=$(at_of "$T/play.parts"); p2=$(at_of "$T/play2.parts")
if [ $rc -eq 0 ] && [ -n "$p1" ] && [ "$p1" -gt 8 ] && [ "$p1" = "$p2" ]; then
    ok watch_play_and_pause
else
    fail watch_play_and_pause "status $rc, at $p1 after playing 3 s, $p2 after pausing" "$T/play_race.out"
fi

# 4. The log in step: the lines of the action shown are highlighted; a
# click on an earlier line goes to the action that wrote it.
run_script log_race watch "$(save race)" --at 120 <<EOF
save-parts $T/log1.parts
quit
EOF
# the oldest line in view that the action shown did not write
line=$(python3 - "$T/log1.parts" <<'PY'
import re, sys
t = [int(m.group(1)) for l in open(sys.argv[1]) for m in [re.match(r'target .* log line \[(\d+)\]$', l)] if m]
s = {int(m.group(1)) for l in open(sys.argv[1]) for m in [re.match(r'part .* log line shown \[(\d+)\]$', l)] if m}
print(min([x for x in t if x not in s] or [-1]))
PY
)
shown=$(grep -c 'log line shown' "$T/log1.parts")
run_script log_race2 watch "$(save race)" --at 120 <<EOF
click-on "log line [$line]"
save-parts $T/log2.parts
save-state $T/log2.json
quit
EOF
p=$(at_of "$T/log2.parts")
if [ -n "$p" ]; then "$BIN" replay "$(save race)" --at "$p" --json > "$T/log2-want.json"; fi
if [ $rc -ne 0 ] || [ -z "$line" ]; then
    fail watch_log_line_goes_to_its_action "status $rc, line '$line'" "$T/log_race2.out"
elif [ "$shown" -lt 1 ]; then
    fail watch_log_line_goes_to_its_action "no log line of action 120 is highlighted"
elif [ -z "$p" ] || [ "$p" -ge 120 ] || ! grep -q "log line shown \[$line\]" "$T/log2.parts"; then
    fail watch_log_line_goes_to_its_action "line $line clicked: at '$p', the line is not among those highlighted"
elif ! same_json "$T/log2.json" "$T/log2-want.json"; then
    fail watch_log_line_goes_to_its_action "the board is not the position at $p"
else
    ok watch_log_line_goes_to_its_action
fi

# 5. Take over from here: the new game's first position is replay --at N's
# (the seats as chosen: both people here), and its save starts there.
for g in race peking colonial; do
    at=40
    "$BIN" replay "$(save $g)" --at $at --json > "$T/take-$g-want.json"
    rm -rf "$XDG_DATA_HOME/legation/saves"
    run_script "take_$g" watch "$(save $g)" --at $at <<EOF
click-on "Take over"
assert-text "Take over from here"
click-on "seat 1"
click-on "seat 2"
click-on Start
save-state $T/take-$g.json
assert-no-text "Replay: action"
quit
EOF
    newsave=$(ls "$XDG_DATA_HOME"/legation/saves/$g-*.json 2>/dev/null | grep -v autosave | head -1)
    if [ $rc -ne 0 ]; then
        fail "watch_${g}_take_over" "status $rc" "$T/take_$g.out"
    elif ! same_json "$T/take-$g.json" "$T/take-$g-want.json" seats; then
        fail "watch_${g}_take_over" "the new game's first position is not replay --at $at's"
    elif [ -z "$newsave" ] || ! python3 - "$newsave" "$T/take-$g-want.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1])); w = json.load(open(sys.argv[2]))
start = s.get('start'); start.pop('seats', None); w.pop('seats', None)
seats = [x for x in s['options']['seats'] if x != 'empty']
sys.exit(0 if start == w and s['actions'] == [] and seats == ['human', 'human'] else 1)
PY
    then
        fail "watch_${g}_take_over" "no save starting from the position, two people seated ($newsave)"
    else
        "$BIN" replay "$newsave" --json > "$T/take-$g-replayed.json"
        if same_json "$T/take-$g-replayed.json" "$T/take-$g-want.json" seats; then
            ok "watch_${g}_take_over"
        else
            fail "watch_${g}_take_over" "the new save does not replay to the position"
        fi
    fi
done

# 6. The story page from each game's result screen, and a click on a
# chart point: Watch opens at that moment.
for g in kutf race peking tuan colonial; do
    run_script "story_$g" play $g --load "$(save $g)" <<EOF
click-on Story
assert-text "The story of the game"
assert-text "ended:"
save-parts $T/story-$g.parts
screenshot $T/story-$g.png
click-on "story 1 point 1"
save-parts $T/story-$g-watch.parts
save-state $T/story-$g-watch.json
assert-text "Replay: action"
quit
EOF
    want=$(sed -n 's/^part .* story point 1 at \([0-9]*\)$/\1/p' "$T/story-$g.parts")
    got=$(at_of "$T/story-$g-watch.parts")
    if [ -n "$want" ]; then "$BIN" replay "$(save $g)" --at "$want" --json > "$T/story-$g-want.json"; fi
    if [ $rc -ne 0 ]; then
        fail "watch_${g}_story_point" "status $rc" "$T/story_$g.out"
    elif [ -z "$want" ] || [ "$got" != "$want" ]; then
        fail "watch_${g}_story_point" "point 1 is the moment after '$want' actions; Watch opened at '$got'"
    elif ! same_json "$T/story-$g-watch.json" "$T/story-$g-want.json"; then
        fail "watch_${g}_story_point" "the board is not the position at $want"
    else
        ok "watch_${g}_story_point"
    fi
done

# 7. Watch in the Load list, and a replay refuses moves: Undo is a toast.
mkdir -p "$XDG_DATA_HOME/legation/saves"
cp "$(save tuan)" "$XDG_DATA_HOME/legation/saves/tuan-20000101-000000.json"
run_script load_watch play tuan --seed 3 <<EOF
click-on Load
click-on-part tuan-20000101
click-on Watch
assert-text "Replay: action 23 of 23"
key ctrl+z
assert-text "This is a replay"
key Escape
assert-text "Load a saved game"
quit
EOF
if [ $rc -eq 0 ]; then ok watch_from_load_list; else fail watch_from_load_list "status $rc" "$T/load_watch.out"; fi

# Esc leaves a replay at once (nothing of it to lose: no Leave question),
# back to the screen it was opened from.
for g in kutf race tuan; do
    run_script "esc_$g" watch "$(save $g)" --at 12 <<EOF
key Escape
wait 200
assert-no-text "Leave this game"
assert-no-text "Replay: action"
assert-text Continue
quit
EOF
    if [ $rc -eq 0 ]; then ok "watch_${g}_esc_leaves"; else fail "watch_${g}_esc_leaves" "status $rc" "$T/esc_$g.out"; fi
done

# A replay of a computer's turn said "The computer is playing. Space or
# the button lets it finish its turn at once." beside a Hurry button
# (Peking; the race's "Hurry them up"): in a replay Space plays the bar
# and the button did nothing. The panel speaks of the bar instead.
for ga in peking:0 peking:293 race:404; do
    g=${ga%%:*}; at=${ga#*:}
    run_script "no_hurry_${g}_$at" watch "$(save $g)" --at $at <<EOF
wait 200
assert-no-text Hurry
assert-no-text "finish its turn at once"
assert-no-text "are at work"
assert-text "A replay: the bar below steps through the moves"
quit
EOF
    if [ $rc -eq 0 ]; then ok "watch_${g}_${at}_no_hurry"; else fail "watch_${g}_${at}_no_hurry" "status $rc" "$T/no_hurry_${g}_$at.out"; fi
done

# ... and only a computer's turn: a replayed choice of a person's seat
# keeps its panel (tests/screen/peking_watch_defend.json, a game of seed 11
# played as the Allies by the scripted bot: at 159 the defender's choice
# of 11.1 waits, and the replay shows both ways's odds).
run_script watch_defend watch tests/screen/peking_watch_defend.json --at 159 <<EOF
wait 200
assert-text "As a point:"
assert-text "Leader on the die:"
assert-no-text "A replay: the bar below"
quit
EOF
if [ $rc -eq 0 ]; then ok watch_peking_person_panel_kept; else fail watch_peking_person_panel_kept "status $rc" "$T/watch_defend.out"; fi

# 8. The command line: a save that does not load, --at past the end.
"$BIN" watch tests/data/saves/bad-format.json --screenshot "$T/x.png" > "$T/bad.out" 2>&1; r1=$?
"$BIN" watch "$(save tuan)" --at 99 --screenshot "$T/x.png" > "$T/far.out" 2>&1; r2=$?
if [ $r1 = 1 ] && grep -q "bad-format.json:" "$T/bad.out" && [ $r2 = 1 ] && grep -q "fewer than 99" "$T/far.out"; then
    ok watch_cli_refuses
else
    fail watch_cli_refuses "statuses $r1 $r2" "$T/far.out"
fi

# 9. The bar is kept below the view: each game's log (its highlighted
# lines, the move shown) ends above the bar (64 units at the foot of the
# 800). KUTF's log and its fortification and strength strip ran under it.
for g in kutf race peking tuan colonial; do
    run_script "above_bar_$g" watch "$(save $g)" --at 10 --size 1280x800 <<EOF
wait 300
save-parts $T/above-bar-$g.parts
quit
EOF
    foot=$(awk '/ game log$/ {print $3 + $5; exit}' "$T/above-bar-$g.parts")
    if [ $rc -ne 0 ]; then fail "watch_${g}_log_above_the_bar" "status $rc" "$T/above_bar_$g.out"
    elif [ -z "$foot" ] || [ "$foot" -gt 736 ]; then
        fail "watch_${g}_log_above_the_bar" "the log ends at y ${foot:-?}, under the bar (736 to 800)"
    else ok "watch_${g}_log_above_the_bar"; fi
done
