#!/usr/bin/env bash
# The whole program under AddressSanitizer and UndefinedBehaviorSanitizer:
# every data file and every broken copy through `legation validate`, every
# broken save through `legation replay`, and the launcher, a setup screen
# and the widget page through scripts with the dummy driver. Any memory
# error, leak or undefined behaviour ends a run with a non-zero status.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy

# the sanitized program `make asan` builds (the monkey runs it too)
SAN=build/asan/legation
if [ ! -x "$SAN" ]; then
    echo "FAIL asan-build"; echo "  $SAN is missing (make asan builds it)"; exit 1
fi
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1

# sanitizer reports start with "==PID==ERROR" or "runtime error"
clean() { ! grep -qE '==[0-9]+==ERROR|runtime error|LeakSanitizer' "$1"; }

bad=0
for f in scenarios/*/*.json $(find tests/data -name '*.json' ! -path 'tests/data/saves/*'); do
    [ -f "$f" ] || continue
    "$SAN" validate "$f" > "$T/v.out" 2>&1
    st=$?
    if [ $st -gt 1 ] || ! clean "$T/v.out"; then
        bad=1; fail "asan-validate $f" "status $st" "$T/v.out"
    fi
done
[ $bad -eq 0 ] && ok asan-validate-all-data

bad=0
for f in tests/data/saves/*.json; do
    [ -f "$f" ] || continue
    "$SAN" replay "$f" --json > "$T/r.out" 2>&1
    st=$?
    if [ $st -ne 1 ] || ! clean "$T/r.out"; then
        bad=1; fail "asan-replay $f" "status $st (1 expected: refused)" "$T/r.out"
    fi
done
[ $bad -eq 0 ] && ok asan-replay-broken-saves

first=$(SDL_VIDEODRIVER=dummy "$SAN" list 2> /dev/null | grep -E '^[a-z0-9_]+ ' |
        sed -E 's/^[a-z0-9_]+ +(.*) \([^()]*\)$/\1/' | head -1)
{
    echo "assert-text LEGATION"
    if [ -n "$first" ]; then
        echo "click-on $first"
        echo "assert-text Start game"
        echo "key Escape"
    fi
    echo "key Escape"
    echo "click-on Stay"
} > "$T/launcher.script"
"$SAN" --script "$T/launcher.script" > "$T/l.out" 2>&1
st=$?
if [ $st -eq 0 ] && clean "$T/l.out"; then ok asan-launcher
else fail asan-launcher "status $st" "$T/l.out"; fi

cat > "$T/gallery.script" <<'EOF'
click-on Open a dialog
click-on Hold the line
click-on Roll the dice
wait 1000
click-on Anping
wheel -4
resize 1024 640
move 300 300
wait 700
key Escape
EOF
"$SAN" gallery --script "$T/gallery.script" > "$T/g.out" 2>&1
st=$?
if [ $st -eq 0 ] && clean "$T/g.out"; then ok asan-gallery
else fail asan-gallery "status $st" "$T/g.out"; fi

# Undo after every kind of move, through the Undo button and Ctrl+Z in
# turn, then Load and more undos, in each game, starting from Continue on
# the title screen. A practice save lets undo step back over dice too, so
# every kind of action is taken back right after it is drawn (a view once
# drew from the state an undo had just freed).
undo_suite() { # NAME GAME SCENARIO SEED OPTIONS-JSON LEAD ROUNDS KIND...
    # LEAD > 0: the plain build first plays LEAD bot clicks (fast), and the
    # sanitized run starts from there, for kinds of action that come late
    local name=$1 game=$2 scen=$3 seed=$4 opts=$5 lead=$6 rounds=$7
    shift 7
    local H="$T/$name" missing="" k skip=0 save
    mkdir -p "$H/data/legation/saves" "$H/config"
    save="$H/data/legation/saves/$game-practice.json"
    printf '{"format":"legation-save","version":1,"game":"%s","scenario":"%s","options":%s,"seed":"%s","practice":true,"actions":[]}\n' \
        "$game" "$scen" "$opts" "$seed" > "$save"
    if [ "$lead" -gt 0 ]; then
        printf 'click-on Continue\nwait 300\nbot-click %s\nquit\n' "$lead" > "$H/lead"
        XDG_DATA_HOME="$H/data" XDG_CONFIG_HOME="$H/config" LEGATION_BOT_DELAY=0 \
            timeout 300 build/legation --script "$H/lead" > "$H/lead.out" 2>&1
        mv "$H/data/legation/saves/$game-autosave.json" "$save"
        skip=$(grep -c '{"type":' "$save")
    fi
    cat > "$H/script" <<EOS
click-on Continue
wait 300
bot-undo $rounds
click-on Load
assert-text Load a saved game
click-on-part $game-autosave
key Return
wait 300
assert-no-text Load a saved game
bot-undo 6
quit
EOS
    XDG_DATA_HOME="$H/data" XDG_CONFIG_HOME="$H/config" LEGATION_BOT_DELAY=0 \
        timeout 600 "$SAN" --script "$H/script" > "$H/out" 2>&1
    local st=$?
    # the kinds played (and taken back) in the sanitized run: the actions
    # after the lead, one a line in the autosave
    grep '{"type":' "$H/data/legation/saves/$game-autosave.json" 2> /dev/null |
        tail -n +$((skip + 1)) > "$H/played"
    for k in "$@"; do
        grep -q "\"type\":\"$k\"" "$H/played" || missing="$missing $k"
    done
    if [ $st -ne 0 ] || ! clean "$H/out"; then
        fail "$name" "status $st" "$H/out"
    elif [ -n "$missing" ]; then
        fail "$name" "no undo after these kinds of action:$missing"
    else
        ok "$name"
    fi
}
undo_suite asan-kutf-undo-every-kind kutf standard 5 '{"deck":"epochs"}' 0 150 \
    place fire melee fortify move casualty loss play_event speed power attack advance end
seats='{"seats":["human","human","human","human"]}'
undo_suite asan-race-undo-early-kinds race peking-1900 7 "$seats" 0 70 \
    breach end_phase move fire
undo_suite asan-race-undo-late-kinds race peking-1900 7 "$seats" 700 60 \
    activate rebel move end_phase
undo_suite asan-tuan-undo-every-kind tuan langfang 5 '{"seats":["human","human"]}' 0 60 \
    activate move fire charge rally
# colonial: a lead of 40 plain clicks, so the first "end" (about the 97th
# action with these bots) falls inside the sanitized rounds
undo_suite asan-colonial-undo-every-kind colonial compound 1 '{"seats":["human","human"]}' 40 70 \
    place move fire charge casualty end

# Siege at Peking: the two turns of tests/screen/peking_turns.txt (both
# seats human, own dice) with Undo (the button and Ctrl+Z) after each kind
# of action that rolls no die and the action again, then Load; a second
# run takes the game up again with Continue and undoes once more.
H="$T/peking"
mkdir -p "$H/data" "$H/config"
awk '
    /^save-state/ { next }
    { print }
    /"type":"gun"|"type":"advance"|"at":"1340"/ {
        print "click-on Undo"; print }
    # attrition: a first click lists the stack, the second removes the
    # counter; after the undo, both again
    /"type":"attrition"/ { if (++natt == 2) { print "click-on Undo"; print; print } }
    # after the undo a click on the stack chooses the counter again
    /"type":"retreat"/ { if (++nret == 1) { print "click-on Undo"; print; print } }
    /"to":"1338"/ { if (++n1338 == 2) { print "key ctrl+z"; print; print } }
    /"type":"move"/ { if (++nmove == 2) { print "key ctrl+z"; print; print } }
    END {
        print "click-on Load"; print "assert-text Load a saved game"
        print "click-on-part peking-autosave"; print "key Return"; print "wait 300"
        print "assert-no-text Load a saved game"; print "assert-text Turn 3/11"; print "quit"
    }' tests/screen/peking_turns.txt > "$H/script"
XDG_DATA_HOME="$H/data" XDG_CONFIG_HOME="$H/config" LEGATION_BOT_DELAY=0 \
    timeout 600 "$SAN" play peking --seed 3 --own-dice --option seats=human,human \
    --script "$H/script" > "$H/out" 2>&1
st=$?
printf 'click-on Continue\nwait 300\nassert-text Turn 3/11\nclick-on Undo\nkey ctrl+z\nwait 100\nquit\n' \
    > "$H/continue"
XDG_DATA_HOME="$H/data" XDG_CONFIG_HOME="$H/config" LEGATION_BOT_DELAY=0 \
    timeout 300 "$SAN" --script "$H/continue" > "$H/out2" 2>&1
st2=$?
if [ $st -ne 0 ] || ! clean "$H/out"; then
    fail asan-peking-undo-load "status $st" "$H/out"
elif [ $st2 -ne 0 ] || ! clean "$H/out2"; then
    fail asan-peking-undo-load "Continue: status $st2" "$H/out2"
else
    ok asan-peking-undo-load
fi

# The first report: Quick placement, fortify, the Undo button (not practice).
cat > "$T/undo-first.script" <<'EOF'
wait-text "Set up the defence" 2000
click-on "Quick placement"
wait-text "Legation Actions" 2000
click-on "Continue"
click-on {"type":"fortify"}
click-on "Undo"
assert-text "Took back the last action"
key ctrl+z
quit
EOF
"$SAN" play kutf --seed 3 --script "$T/undo-first.script" > "$T/u.out" 2>&1
st=$?
if [ $st -eq 0 ] && clean "$T/u.out"; then ok asan-kutf-undo-after-fortify
else fail asan-kutf-undo-after-fortify "status $st" "$T/u.out"; fi
