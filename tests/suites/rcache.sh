#!/usr/bin/env bash
# The raster cache (engine/gfx/gfx_rcache.c): slow SVG art is kept on disk
# at the size drawn, and a picture from the cache is the very picture a
# fresh rasterisation gives; a torn or foreign cache file is only a miss.
# The same for the layers kept there (the launcher's game pictures, the
# race's and Peking's static board layer), for a screen's first frame kept
# whole and for its text (the .pack files): cut short or spoilt, a miss;
# and an edited asset never brings back the picture of the old one.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy
dir=$XDG_CACHE_HOME/legation/raster

games | cut -f1 > "$T/ids"
for g in launcher $(grep -xE 'kutf|race|peking' "$T/ids"); do
    args=(); [ "$g" = launcher ] || args=(play "$g")
    rm -rf "$dir"
    LEGATION_RASTER_CACHE=0 "$BIN" "${args[@]}" --screenshot "$T/off.png" > "$T/o" 2>&1
    n0=$(ls "$dir" 2>/dev/null | wc -l)
    "$BIN" "${args[@]}" --screenshot "$T/cold.png" >> "$T/o" 2>&1
    n1=$(ls "$dir" 2>/dev/null | wc -l)
    "$BIN" "${args[@]}" --screenshot "$T/warm.png" >> "$T/o" 2>&1
    if [ "$n0" -eq 0 ] && [ "$n1" -gt 0 ] && cmp -s "$T/off.png" "$T/cold.png" &&
       cmp -s "$T/off.png" "$T/warm.png"; then
        ok "raster-cache-same-picture $g ($n1 files)"
    else
        fail "raster-cache-same-picture $g" "files: $n0 with the cache off, $n1 after; pictures differ?" "$T/o"
    fi
    # every cache file cut short, or its header spoilt: the same picture
    for f in "$dir"/*.px "$dir"/*.pack; do
        head -c 100 "$f" > "$f.cut"; mv "$f.cut" "$f"
    done
    "$BIN" "${args[@]}" --screenshot "$T/torn.png" > "$T/o" 2>&1; st=$?
    for f in "$dir"/*.px "$dir"/*.pack; do
        printf 'LGRASTRX' | dd of="$f" conv=notrunc status=none
    done
    "$BIN" "${args[@]}" --screenshot "$T/bad.png" >> "$T/o" 2>&1; st2=$?
    if [ $st -eq 0 ] && [ $st2 -eq 0 ] && cmp -s "$T/off.png" "$T/torn.png" &&
       cmp -s "$T/off.png" "$T/bad.png"; then
        ok "raster-cache-torn-files-are-misses $g"
    else
        fail "raster-cache-torn-files-are-misses $g" "status $st/$st2 or the picture changed" "$T/o"
    fi
done

# A first frame kept whole is named by what it draws: an asset edited
# since (here kutf's compound map in a copy of the data) is drawn afresh,
# never shown from the old picture.
if grep -qx kutf "$T/ids"; then
    mkdir -p "$T/root"
    cp -R scenarios assets "$T/root/"
    rm -rf "$dir"
    LEGATION_DATA="$T/root" "$BIN" play kutf --seed 3 --screenshot "$T/a1.png" > "$T/o" 2>&1
    LEGATION_DATA="$T/root" "$BIN" play kutf --seed 3 --screenshot "$T/a2.png" >> "$T/o" 2>&1
    sed -i '0,/fill="#[0-9a-fA-F]\{6\}"/s//fill="#3070c0"/' "$T/root/assets/kutf/compound.svg"
    LEGATION_DATA="$T/root" "$BIN" play kutf --seed 3 --screenshot "$T/b.png" >> "$T/o" 2>&1
    LEGATION_RASTER_CACHE=0 LEGATION_DATA="$T/root" "$BIN" play kutf --seed 3 \
        --screenshot "$T/b0.png" >> "$T/o" 2>&1
    if cmp -s "$T/a1.png" "$T/a2.png" && ! cmp -s "$T/a1.png" "$T/b.png" &&
       cmp -s "$T/b.png" "$T/b0.png"; then
        ok "first-frame-cache-no-stale-picture kutf"
    else
        fail "first-frame-cache-no-stale-picture kutf" "the edited map did not show, or differs from a run without the cache" "$T/o"
    fi
fi
