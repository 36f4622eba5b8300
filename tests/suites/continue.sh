#!/usr/bin/env bash
# Continue on the title screen: the big button takes the newest save of
# any game, and each game's card offers its own autosave, so a player of
# two games reaches both without starting a new game first.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
export SDL_VIDEODRIVER=dummy
S="$XDG_DATA_HOME/legation/saves"
mkdir -p "$S"
printf '{"format":"legation-save","version":1,"game":"kutf","scenario":"standard","options":{"deck":"epochs"},"seed":"4","practice":false,"actions":[]}\n' \
    > "$S/kutf-autosave.json"
printf '{"format":"legation-save","version":1,"game":"race","scenario":"peking-1900","options":{"seats":["human","human","computer","computer"]},"seed":"4","practice":false,"actions":[]}\n' \
    > "$S/race-autosave.json"
touch -d '2 hours ago' "$S/kutf-autosave.json"   # the race was played last

run_script continue-newest <<'EOS'
assert-text "Race to the Legations, saved"
click-on Continue
wait 300
assert-text "Round 1"
EOS
[ $rc -eq 0 ] && ok continue-newest-game || fail continue-newest-game "status $rc" "$T/continue-newest.out"

run_script continue-each <<'EOS'
click-on "continue kutf"
wait-text "Set up the defence" 2000
key Escape
click-on Leave
wait 300
click-on "continue race"
wait 300
assert-text "Round 1"
EOS
[ $rc -eq 0 ] && ok continue-each-game || fail continue-each-game "status $rc" "$T/continue-each.out"

rm -f "$S/kutf-autosave.json"
run_script continue-none <<'EOS'
click-on "continue race"
key Escape
click-on Leave
wait 300
click-on "continue kutf"
EOS
if [ $rc -eq 1 ] && grep -q 'no target called "continue kutf"' "$T/continue-none.out"; then
    ok continue-card-only-with-a-save
else
    fail continue-card-only-with-a-save "status $rc: a game with no save offered Continue" "$T/continue-none.out"
fi
