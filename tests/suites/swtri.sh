#!/usr/bin/env bash
# Shapes under SDL's software renderer (engine/gfx/gfx_swtri.c): the app
# draws their triangles into the window itself, and must make the very
# pixels SDL makes. Random pictures compared with SDL's own drawing, then
# each screen with many shapes (every game's table or map, the launcher,
# the gallery) shot with the app's drawing and with SDL's
# (LEGATION_SWTRI=0): the PNGs must be the same bytes.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY

shot() { # FILE SWTRI ARGS... : a first frame with the dummy driver, no caches
    local out=$1 sw=$2; shift 2
    XDG_CACHE_HOME="$T/cache-$sw-$(basename "$out")" LEGATION_SWTRI=$sw SDL_VIDEODRIVER=dummy \
        timeout 60 "$BIN" "$@" --screenshot "$out" > "$out.log" 2>&1
}

LEGATION_SWTRI_CHECK=150 SDL_VIDEODRIVER=dummy "$BIN" --screenshot "$T/check.png" > "$T/check.out" 2>&1
if grep -q '^swtri check: 150 of 150 pictures as SDL draws them$' "$T/check.out"; then
    ok swtri-random-pictures
else
    fail swtri-random-pictures "the app's triangles differ from SDL's" "$T/check.out"
fi

cases=("launcher" "gallery gallery")
while IFS=$'\t' read -r id _; do
    cases+=("$id play $id --seed 1")
done < <(screen_games)
cases+=("colonial-7 play colonial --seed 7" "colonial-small play colonial --seed 3 --size 1024x640")
for c in "${cases[@]}"; do
    read -r name args <<< "$c"
    # shellcheck disable=SC2086
    shot "$T/$name-sdl.png" 0 $args
    # shellcheck disable=SC2086
    shot "$T/$name-app.png" 1 $args
    if [ -s "$T/$name-sdl.png" ] && cmp -s "$T/$name-sdl.png" "$T/$name-app.png"; then
        ok "swtri-same-pixels-$name"
    else
        fail "swtri-same-pixels-$name" "the screenshots differ (or are missing)" "$T/$name-app.png.log"
    fi
done

# a resized window has a new surface: still SDL's pixels after two resizes
for sw in 0 1; do
    printf 'wait 100\nresize 1100 700\nwait 100\nresize 1400 900\nwait 100\nscreenshot %s\nquit\n' \
        "$T/resized-$sw.png" > "$T/resize-$sw.script"
    XDG_CACHE_HOME="$T/cache-resize-$sw" LEGATION_SWTRI=$sw SDL_VIDEODRIVER=dummy timeout 60 \
        "$BIN" play colonial --seed 2 --script "$T/resize-$sw.script" > "$T/resize-$sw.out" 2>&1
done
if [ -s "$T/resized-0.png" ] && cmp -s "$T/resized-0.png" "$T/resized-1.png"; then
    ok swtri-same-pixels-after-resize
else
    fail swtri-same-pixels-after-resize "the screenshots differ (or are missing)" "$T/resize-1.out"
fi
