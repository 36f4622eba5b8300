#!/usr/bin/env bash
# The example saves of docs/saves.md: every ```json save:NAME block is
# replayed and must print exactly its ```text log:NAME block, so the
# document and the program cannot drift apart. Each example must start
# from a position and force two rolls (it says what saves can do).
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh

doc=docs/saves.md
# Split the blocks into $T/save-NAME.json and $T/log-NAME.txt.
awk -v dir="$T" '
    /^```json save:/ { name = substr($0, 14); out = dir "/save-" name ".json"; next }
    /^```text log:/  { name = substr($0, 13); out = dir "/log-" name ".txt"; next }
    /^```/           { out = ""; next }
    out != ""        { print > out }
' "$doc"

n=0
for f in "$T"/save-*.json; do
    [ -f "$f" ] || continue
    name=$(basename "$f" .json); name=${name#save-}
    n=$((n + 1))
    if ! grep -q '"start"' "$f" || ! grep -qE '"rolls": \[[0-9]+, [0-9]+\]' "$f"; then
        fail "saves-doc $name" "the example must start from a position and force two rolls" "$f"
        continue
    fi
    if [ ! -f "$T/log-$name.txt" ]; then
        fail "saves-doc $name" "no \`\`\`text log:$name block in $doc"
        continue
    fi
    "$BIN" replay "$f" > "$T/out-$name.txt" 2>&1
    if diff -u "$T/log-$name.txt" "$T/out-$name.txt" > "$T/diff-$name.txt"; then
        ok "saves-doc $name"
    else
        fail "saves-doc $name" "replay differs from the log in $doc" "$T/diff-$name.txt"
    fi
done
check saves-doc-examples [ "$n" -ge 2 ]
