# net_common.sh: helpers of the suites that drive a windowed host on
# loopback by its --script (net_lobby.sh, net_host.sh). Sourced after
# common.sh, with T, BIN and WAIT set.

# gui NAME SCRIPT: a windowed host in $T/NAME running SCRIPT; waits for
# its `hosting` line
gui() {
    local d="$T/$1"
    mkdir -p "$d/data"
    XDG_DATA_HOME="$d/data" timeout $WAIT "$BIN" --script "$2" > "$d/host.out" 2> "$d/host.err" &
    echo $! > "$d/host.pid"
    for _ in $(seq 300); do grep -q '^hosting ' "$d/host.out" 2>/dev/null && break; sleep 0.05; done
}
port() { sed -n 's/^hosting [a-z]* on port \([0-9]*\), code [A-Z0-9]*$/\1/p' "$T/$1/host.out"; }
code() { sed -n 's/^hosting [a-z]* on port [0-9]*, code \([A-Z0-9]*\)$/\1/p' "$T/$1/host.out"; }
# reached FILE LINE: the script whose output is FILE got past LINE (it
# failed later, or not at all)
reached() {
    local at
    at=$(sed -n 's/^script:\([0-9]*\): .*/\1/p' "$1" | head -1)
    [ -z "$at" ] || [ "$at" -gt "$2" ]
}
# line_of FILE TEXT: the number of the script line holding TEXT
line_of() { grep -nF -- "$2" "$1" | head -1 | cut -d: -f1; }
# verdict NAME FILE SCRIPT TEXT: ok when the run of SCRIPT (output in FILE)
# got past its line holding TEXT
verdict() {
    local n
    n=$(line_of "$3" "$4")
    if [ -n "$n" ] && reached "$2" "$n"; then ok "$1"
    else fail "$1" "the script stopped before or at '$4'" "$2"; fi
}
