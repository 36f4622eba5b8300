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

# --- a KUTF map is checked against the cards beside it: renaming a
# blocking unit the cards use passed alone and broke the game (found by
# the kutf-data fuzzer)
mkdir -p "$T/rn/kutf"
cp scenarios/kutf/*.json "$T/rn/kutf/"
sed -i 's/"id": "B5"/"id": "B="/' "$T/rn/kutf/map.json"
"$BIN" validate "$T/rn/kutf/map.json" > "$T/rn.out" 2>&1
if [ $? -ne 0 ] && grep -q 'the cards beside it' "$T/rn.out" &&
   grep -q 'no blocking unit called "B5"' "$T/rn.out"; then
    ok validate-kutf-map-against-its-cards
else
    fail validate-kutf-map-against-its-cards "expected the cards' dangling reference" "$T/rn.out"
fi

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
