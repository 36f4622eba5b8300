#!/usr/bin/env bash
# Data tests: every shipped file under scenarios/ passes `legation
# validate`; every broken copy under tests/data/ is refused with the
# message stored beside it. A broken copy is X.json with X.expect holding
# one or more lines that must each appear in the output, e.g.
#   tests/data/kutf/bad-type.json + bad-type.expect:
#     bad-type.json:12: cards[2].actions: expected
# Files under tests/data/saves/ are saves (checked by `legation replay`);
# all others are data files (checked by `legation validate`, which finds
# the game from the folder name; scenarios.json files are catalogs).
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh

# Data of a game this build does not register cannot be checked (its
# validator is in its module): say so on an indented line, which
# tests/run.sh shows, rather than count it.
games | cut -f1 > "$T/ids"
registered() { grep -qx "$1" "$T/ids"; }
declare -A noted
skip_note() {
    if [ -z "${noted[$1]:-}" ]; then
        echo "  skipped $1: no game module called \"$(basename "$1")\" in this build"
        noted[$1]=1
    fi
}

# --- every shipped data file is valid
for f in scenarios/*/*.json; do
    [ -f "$f" ] || continue
    dir=$(dirname "$f")
    if [ "$(basename "$f")" != scenarios.json ] && ! registered "$(basename "$dir")"; then
        skip_note "$dir"
        continue
    fi
    if "$BIN" validate "$f" > "$T/v.out" 2>&1; then
        ok "valid $f"
    else
        fail "valid $f" "legation validate refused it" "$T/v.out"
    fi
done

# --- every broken copy is refused, with the expected message
while IFS= read -r f; do
    exp="${f%.json}.expect"
    [ -f "$exp" ] || continue
    dir=$(dirname "$f")
    case "$f" in
        tests/data/saves/*|*/scenarios.json) ;;
        *) if ! registered "$(basename "$dir")"; then skip_note "$dir"; continue; fi ;;
    esac
    case "$f" in
        tests/data/saves/*) "$BIN" replay "$f" --json > "$T/r.out" 2>&1 ;;
        *) "$BIN" validate "$f" > "$T/r.out" 2>&1 ;;
    esac
    status=$?
    missing=""
    while IFS= read -r want; do
        [ -n "$want" ] || continue
        grep -qF -- "$want" "$T/r.out" || missing="$want"
    done < "$exp"
    if [ $status -eq 0 ]; then
        fail "refused $f" "accepted (status 0)" "$T/r.out"
    elif [ -n "$missing" ]; then
        fail "refused $f" "message missing: $missing" "$T/r.out"
    else
        ok "refused $f"
    fi
done < <(find tests/data -name '*.json' | sort)

# --- four kinds of fault in one run: four messages with file:line: path
"$BIN" validate tests/data/catalog/syntax/scenarios.json \
    tests/data/catalog/wrong-type/scenarios.json \
    tests/data/catalog/unknown-key/scenarios.json \
    tests/data/catalog/dangling/scenarios.json > "$T/four.out" 2>&1
status=$?
n=$(grep -cE '^tests/data/catalog/[a-z-]+/scenarios\.json:[0-9]+(:[0-9]+)?: ' "$T/four.out")
if [ $status -ne 0 ] && [ "$n" -eq 4 ] &&
   grep -q 'syntax error' "$T/four.out" &&
   grep -q 'min: expected an integer from 1 to 2, found "two"' "$T/four.out" &&
   grep -q 'difficulty: unknown key' "$T/four.out" &&
   grep -q 'default: no choice called "mixed"' "$T/four.out"; then
    ok validate-four-faults
else
    fail validate-four-faults "expected 4 located messages and a non-zero status (got $n, status $status)" "$T/four.out"
fi

# --- a good file among bad ones still fails the run; good ones say ok
mkdir -p "$T/cat"
printf '{"scenarios": [{"id": "s", "title": "Short"}]}\n' > "$T/cat/scenarios.json"
echo '{}' > "$T/cat/s.json"
"$BIN" validate "$T/cat/scenarios.json" > "$T/g.out" 2>&1
check validate-good-catalog-ok grep -q 'scenarios.json: ok' "$T/g.out"
"$BIN" validate "$T/cat/scenarios.json" tests/data/catalog/syntax/scenarios.json > "$T/m.out" 2>&1
check validate-mixed-fails [ $? -eq 1 ]

# --- data that only an edited copy of a shipped game shows (found by the
# data fuzzers): refused_copy NAME GAME FILE EDIT WANT... copies
# scenarios/GAME under $T/NAME/scenarios/GAME, runs EDIT on FILE there,
# and wants `validate` of FILE to fail with each grep pattern WANT
refused_copy() {
    local name=$1 game=$2 file=$3 edit=$4 d="$T/$1/scenarios/$2" want
    shift 4
    mkdir -p "$d"
    cp scenarios/"$game"/* "$d/"
    "$edit" "$d/$file"
    if "$BIN" validate "$d/$file" > "$T/$name.out" 2>&1; then
        fail "$name" "accepted (status 0)" "$T/$name.out"
        return
    fi
    for want in "$@"; do
        if ! grep -q -- "$want" "$T/$name.out"; then
            fail "$name" "message missing: $want" "$T/$name.out"
            return
        fi
    done
    ok "$name"
}

# a KUTF map renaming a blocking unit the cards beside it use
rename_blocker() { sed -i 's/"id": "B5"/"id": "B="/' "$1"; }
refused_copy validate-kutf-map-against-its-cards kutf map.json rename_blocker \
    'the cards beside it' 'no blocking unit called "B5"'

# a catalog whose own checks pass but whose game cannot start a scenario
# with its default options (Peking reads two seat names)
one_seat_name() {
    python3 - "$1" <<'PY'
import json, sys
p = sys.argv[1]
d = json.load(open(p))
for o in d["scenarios"][0]["options"]:
    if o["key"] == "seats":   # one side named, no minimum or default given
        o["names"] = ["Allied"]
        o.pop("min", None)
        o.pop("default", None)
json.dump(d, open(p, "w"), indent=1)
PY
}
refused_copy validate-catalog-the-game-cannot-start peking scenarios.json one_seat_name \
    'scenarios.json:[0-9]*: scenarios\[0\]: the game cannot start "siege"' \
    'expected an array of 2 seats'

# --- a file outside any game folder is refused with the reason
mkdir -p "$T/nogame"
echo '{}' > "$T/nogame/map.json"
"$BIN" validate "$T/nogame/map.json" > "$T/n.out" 2>&1
if [ $? -ne 0 ] && grep -q 'the folder "nogame" names no game' "$T/n.out"; then
    ok validate-unknown-folder
else
    fail validate-unknown-folder "expected a refusal naming the folder" "$T/n.out"
fi
"$BIN" validate "$T/nowhere/scenarios.json" > "$T/x.out" 2>&1
if [ $? -ne 0 ] && grep -q 'cannot read' "$T/x.out"; then ok validate-missing-file
else fail validate-missing-file "expected 'cannot read'" "$T/x.out"; fi
