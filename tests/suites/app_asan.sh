#!/usr/bin/env bash
# The whole program under AddressSanitizer and UndefinedBehaviorSanitizer:
# every data file and every broken copy through `legation validate`, every
# broken save through `legation replay`, and the launcher, a setup screen
# and the widget page through scripts with the dummy driver. Any memory
# error, leak or undefined behaviour ends a run with a non-zero status.
set -u
cd "$(dirname "$0")/../.."
NEED_BIN=0 # builds its own
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy

CC=${SAN_CC:-clang}
if ! command -v "$CC" > /dev/null; then
    echo "FAIL asan-build"; echo "  $CC is missing: run tools/install-deps.sh"; exit 1
fi
flags="-std=c11 -D_GNU_SOURCE -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=undefined"
flags="$flags -fno-omit-frame-pointer -Iengine/core -Iengine -I. $(pkg-config --cflags sdl2 SDL2_image SDL2_ttf libcjson)"
mkdir -p "$T/obj"
ls engine/core/*.c games/*/rules/*.c engine/gfx/*.c engine/ui/*.c games/*/view/*.c app/*.c \
    2> /dev/null > "$T/src"
# shellcheck disable=SC2086
if xargs -P 2 -I{} sh -c "$CC $flags -c {} -o $T/obj/\$(echo {} | tr / _).o" < "$T/src" \
       > "$T/build.out" 2>&1 &&
   $CC -fsanitize=address,undefined -o "$T/legation" "$T"/obj/*.o \
       $(pkg-config --libs sdl2 SDL2_image SDL2_ttf libcjson) -lm >> "$T/build.out" 2>&1; then
    ok asan-build
else
    fail asan-build "the sanitized build failed" "$T/build.out"; exit 1
fi
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1
SAN="$T/legation"

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
