#!/usr/bin/env bash
# Seed inputs of the fuzz targets, built from the project's own files so a
# new game gets its seeds with no list to edit:
#   OUT/<game>-data: each file of scenarios/<game>/ behind the byte that
#     picks it (files sorted by name), and each broken copy under
#     tests/data/<game>/ behind every such byte;
#   OUT/<game>-save: saves of bot games (build/mkseeds) and tests/data/saves;
#   OUT/settings: tests/data/settings; OUT/script: the scripts of tests/
#     behind the byte that picks their start screen (see below).
# Usage: tools/fuzz-seeds.sh OUT GAME...
set -eu
cd "$(dirname "$0")/.."
out=$1; shift
rm -rf "$out"; mkdir -p "$out"
byte() { printf "\\$(printf %03o "$1")"; }
for g in "$@"; do
    d=$out/$g-data; mkdir -p "$d"
    i=0
    for f in $(ls "scenarios/$g" | LC_ALL=C sort); do
        { byte $i; cat "scenarios/$g/$f"; } > "$d/$f"
        for t in tests/data/"$g"/*.json; do
            [ -f "$t" ] || continue
            { byte $i; cat "$t"; } > "$d/$i-$(basename "$t")"
        done
        i=$((i + 1))
    done
    d=$out/$g-save; mkdir -p "$d"
    cp tests/data/saves/*.json "$d/"
done
mkdir -p "$out/saves"
build/mkseeds . "$out/saves"
for g in "$@"; do
    # whole games of a few hundred actions are slow to replay per input:
    # the long ones stay out of the seeds
    for f in "$out"/saves/"$g"-*.json; do
        [ -f "$f" ] && [ "$(stat -c %s "$f")" -lt 20000 ] && cp "$f" "$out/$g-save/"
    done
done
rm -rf "$out/saves"
mkdir -p "$out/json" "$out/catalog"
for f in scenarios/*/*.json tests/data/*/*.json tests/data/catalog/*/*.json; do
    [ -f "$f" ] || continue
    n=$(echo "$f" | tr / _)
    [ "$(stat -c %s "$f")" -lt 20000 ] && cp "$f" "$out/json/$n"
    case "$f" in */scenarios.json) cp "$f" "$out/catalog/$n" ;; esac
done
mkdir -p "$out/settings" "$out/script"
cp tests/data/settings/*.json "$out/settings/" 2>/dev/null || true
# script: each test script behind the byte that starts it where its test
# does (tests/screen/GAME_*.txt on GAME's play screen, by the order of the
# games with screens in `legation list`; others on the launcher), and once
# on the launcher
screens=$(build/legation list 2>/dev/null | grep -E '^[a-z0-9_]+ ' | grep -v 'no screens' | cut -d' ' -f1)
for f in tests/screen/*.txt tests/data/scripts/*.txt; do
    [ -f "$f" ] || continue
    n=$(basename "$f" .txt); i=0; k=0
    for id in $screens; do
        k=$((k + 1)); case "$n" in "$id"_*) i=$k ;; esac
    done
    { byte "$i"; cat "$f"; } > "$out/script/$n"
    [ "$i" -eq 0 ] || { byte 0; cat "$f"; } > "$out/script/$n-launcher"
done
