# Shared by the shell suites of the app (sourced, not run): the binary, a
# private home for settings and saves, ok/FAIL reporting, the registered
# games. Every suite runs from the project root.

BIN=${LEGATION_BIN:-build/legation}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# Settings and saves go to a fresh folder, never the tester's own.
export XDG_CONFIG_HOME="$T/config" XDG_DATA_HOME="$T/data" XDG_CACHE_HOME="$T/cache"
export DBUS_SESSION_BUS_ADDRESS=disabled:
unset LEGATION_TIMING LEGATION_TARGETS

ok() { echo "ok $1"; }
fail() { # NAME WHY [FILE with output to show]
    echo "FAIL $1"
    echo "  $2"
    if [ -n "${3:-}" ] && [ -f "$3" ]; then head -15 "$3" | sed 's/^/    /'; fi
}
# check NAME CONDITION-COMMAND... : ok when the command succeeds
check() {
    local name=$1; shift
    if "$@"; then ok "$name"; else fail "$name" "failed: $*"; fi
}

if [ "${NEED_BIN:-1}" = 1 ] && [ ! -x "$BIN" ]; then
    echo "FAIL binary"
    echo "  $BIN is missing: build it first (make)"
    exit 1
fi

# Registered games, one "id<TAB>title" a line, from `legation list`.
games() {
    "$BIN" list 2>/dev/null | grep -E '^[a-z0-9_]+ ' |
        sed -E 's/^([a-z0-9_]+) +(.*) \([^()]*\)$/\1\t\2/'
}

# The games that have screens: id<TAB>title (a game whose screens are not
# written yet is listed "(N players, no screens yet)" and cannot be played).
screen_games() {
    "$BIN" list 2>/dev/null | grep -E '^[a-z0-9_]+ ' | grep -v 'no screens yet)$' |
        sed -E 's/^([a-z0-9_]+) +(.*) \([^()]*\)$/\1\t\2/'
}

# Width and height of a PNG, read from its header.
png_size() {
    [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || return 1
    local hex
    hex=$(od -An -tx1 -j16 -N8 "$1" | tr -d ' \n')
    echo "$((16#${hex:0:8}))x$((16#${hex:8:8}))"
}

# Run a script (text on stdin) against the app with the dummy driver:
# run_script NAME [ARGS...] ; output in $T/NAME.out, status in $rc.
run_script() {
    local name=$1; shift
    cat > "$T/$name.script"
    SDL_VIDEODRIVER=dummy timeout 60 "$BIN" "$@" --script "$T/$name.script" \
        > "$T/$name.out" 2>&1
    rc=$?
}
