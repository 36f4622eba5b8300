#!/usr/bin/env bash
# `legation sim race` with options: a two-army seating reports only the
# armies in play, the difficulty is taken, results do not depend on the
# run (same seed, same figures), and a bad seat is refused.
# Prints "ok NAME" / "FAIL NAME" lines.
set -u
cd "$(dirname "$0")/../.."
BIN=${LEGATION_BIN:-build/legation}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

sim() { "$BIN" sim race --games 20 --seed 5 "$@"; }

if sim --option seats=computer,empty,empty,computer --option difficulty=hard >"$T/a" 2>&1 &&
   grep -q 'Brit' "$T/a" && grep -q 'Amer' "$T/a" && ! grep -q 'Rus\|Jap' "$T/a" &&
   grep -q 'largest/smallest' "$T/a"; then
    echo "ok race_sim_two_armies"
else
    echo "FAIL race_sim_two_armies"; tail -5 "$T/a" | sed 's/^/  /'
fi

sim --option difficulty=hard | grep -v 'games per second' >"$T/h1"
sim --option difficulty=hard | grep -v 'games per second' >"$T/h2"
sim --option difficulty=easy | grep -v 'games per second' >"$T/e"
if cmp -s "$T/h1" "$T/h2" && ! cmp -s "$T/h1" "$T/e"; then
    echo "ok race_sim_difficulty_repeatable"
else
    echo "FAIL race_sim_difficulty_repeatable (same seed must repeat; easy must differ from hard)"
fi

if ! sim --option seats=computer,robot,empty,computer >"$T/b" 2>&1 && grep -qi 'seat' "$T/b"; then
    echo "ok race_sim_bad_seat_refused"
else
    echo "FAIL race_sim_bad_seat_refused"; tail -3 "$T/b" | sed 's/^/  /'
fi
