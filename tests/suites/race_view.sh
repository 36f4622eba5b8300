#!/usr/bin/env bash
# Screen tests of Race to the Legations through the real view, on SDL's
# dummy video driver: a four-seat game (two humans in hot seat, two
# computers) for three full rounds with its hand-over screens, the
# controls around the map, an all-computer game, and the opening picture.
# Prints "ok NAME" / "FAIL NAME" lines.
set -u
cd "$(dirname "$0")/../.."
BIN=${LEGATION_BIN:-build/legation}
# saves go to a throwaway folder (in memory when there is one: every
# human move autosaves)
tmp=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config"

if [ ! -x "$BIN" ]; then
    echo "FAIL race_view_build ($BIN is missing: run make first)"
    exit 1
fi

# run NAME COMMAND...: ok when the command succeeds, else FAIL and its tail
run() {
    local name=$1
    shift
    if "$@" >"$tmp/out" 2>&1; then
        echo "ok $name"
    else
        echo "FAIL $name"
        tail -5 "$tmp/out" | sed 's/^/  /'
    fi
}

start=$(date +%s.%N)
run race_view_four_seats_three_rounds \
    "$BIN" play race --option seats=human,human,computer,computer --seed 5 \
    --script tests/screen/race_rounds.txt
end=$(date +%s.%N)
echo "  four-seat game, three rounds: $(echo "$end - $start" | bc) s"

run race_view_controls "$BIN" play race --seed 3 --script tests/screen/race_controls.txt

# Computer seats play by themselves: nothing to click, no hand-over.
cat >"$tmp/computers.txt" <<'EOF'
bot-until Round 3 20
assert-no-text Pass to the
assert-text computer moving
EOF
run race_view_computers_alone \
    "$BIN" play race --option seats=computer,computer,computer,computer --seed 2 \
    --script "$tmp/computers.txt"

# The opening screen: the right size, and not a blank picture.
shot() {
    "$BIN" play race --seed 3 --screenshot "$tmp/open.png" || return 1
    [ "$(identify -format '%wx%h' "$tmp/open.png")" = 1280x800 ] || { echo "wrong size"; return 1; }
    sd=$(convert "$tmp/open.png" -colorspace Gray -format '%[fx:standard_deviation]' info:)
    echo "$sd" | awk '{ exit !($1 > 0.05) }' || { echo "picture is flat (sd $sd)"; return 1; }
}
run race_view_opening_picture shot
