#!/usr/bin/env bash
# The layering rule, enforced: the rules side (engine/core, games/*/rules)
# builds and links without SDL, and the build refuses a rules file that
# includes SDL.
set -u
cd "$(dirname "$0")/../.."
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT

ok() { echo "ok $1"; }
fail() { echo "FAIL $1"; echo "  $2"; }

# A rules file that includes SDL, in a scratch copy of the build files.
mkdir -p "$T/engine/core" "$T/games/probe/rules"
cp Makefile "$T/"
printf '#include <SDL.h>\nint probe_x(void);\nint probe_x(void) { return 0; }\n' \
    > "$T/games/probe/rules/probe.c"
if make -s -C "$T" check-layers > "$T/out" 2>&1; then
    fail "make refuses SDL on the rules side" "check-layers passed"
elif grep -q 'SDL included on the rules side: games/probe/rules/probe.c' "$T/out"; then
    ok "make refuses SDL on the rules side"
else
    fail "make refuses SDL on the rules side" "unexpected message: $(head -2 "$T/out")"
fi

# The same file is refused by the compiler too: the rules side gets no SDL
# include path.
make -s -C "$T" check-layers > /dev/null 2>&1
if (cd "$T" && make -s GAMES=probe build/librules.a) > "$T/cc" 2>&1; then
    fail "rules side compiles without SDL's include path" "probe.c compiled"
elif grep -q 'SDL.h' "$T/cc"; then
    ok "rules side compiles without SDL's include path"
else
    fail "rules side compiles without SDL's include path" "$(head -2 "$T/cc")"
fi

# The unit tests and the rules library link no SDL at all.
n=0
for t in build/tests/test_*; do
    [ -x "$t" ] || continue
    n=$((n + 1))
    if ldd "$t" | grep -qi sdl; then
        fail "no SDL in $(basename "$t")" "$(ldd "$t" | grep -i sdl | head -1)"
        continue
    fi
done
if [ $n -gt 0 ] && ! ldd build/tests/test_* 2>/dev/null | grep -qi sdl; then
    ok "unit tests link without SDL ($n programs)"
elif [ $n -eq 0 ]; then
    fail "unit tests link without SDL" "no unit tests built"
fi
if [ ! -f build/librules.a ]; then
    fail "rules library calls no SDL" "build/librules.a is missing"
elif nm build/librules.a | grep -q ' U SDL_'; then
    fail "rules library calls no SDL" "$(nm build/librules.a | grep ' U SDL_' | head -1)"
else
    ok "rules library calls no SDL"
fi

# The engine and the games never call a function of app/: the build's
# check finds it on the objects (a probe pair), and the real objects pass.
mkdir -p "$T/obj/app" "$T/obj/engine/ui" "$T/obj/games/probe/view"
printf 'int app_probe(void);\nint app_probe(void) { return 1; }\n' > "$T/app.c"
printf 'int app_probe(void);\nint up(void);\nint up(void) { return app_probe(); }\n' > "$T/up.c"
cc -c "$T/app.c" -o "$T/obj/app/app.o" && cc -c "$T/up.c" -o "$T/obj/games/probe/view/up.o"
if tools/check-app-calls.sh "$T/obj" > "$T/calls" 2>&1; then
    fail "build refuses a call from games/ into app/" "the check passed"
elif grep -q 'games/probe/view/up.o calls app_probe' "$T/calls"; then
    ok "build refuses a call from games/ into app/"
else
    fail "build refuses a call from games/ into app/" "$(head -2 "$T/calls")"
fi
if [ ! -d build/obj/app ]; then
    fail "engine and games call nothing of app/" "build/obj is missing"
elif tools/check-app-calls.sh build/obj > "$T/calls" 2>&1; then
    ok "engine and games call nothing of app/"
else
    fail "engine and games call nothing of app/" "$(head -2 "$T/calls")"
fi
