#!/usr/bin/env bash
# Joining shows the host's seats (by their names, who holds each, which
# are open) and the player takes one, or watches when none is open.
# Networked games'
# screens offer actions only for the screen's own seats
# (session_seat_here): a watcher is offered none, a player whose seat is
# not to move none, and the turn label names the remote player who is
# moving, on a player's screen and on the host's. SDL's dummy driver, a
# headless host on loopback; every wait is bounded. Screenshots of each
# are kept in $NET_VIEWS_SHOTS when it is set.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
WAIT=60
SHOTS=${NET_VIEWS_SHOTS:-$T/shots}
PRE_TAKE=()
mkdir -p "$SHOTS"

# host NAME GAME SEATS: a headless host in $T/NAME; waits for its line
host() {
    local d="$T/$1" g=$2 seats=$3
    mkdir -p "$d/data"
    XDG_DATA_HOME="$d/data" timeout $WAIT "$BIN" host "$g" --seed 7 --option seats="$seats" \
        --port 0 --headless > "$d/host.out" 2> "$d/host.err" &
    echo $! > "$d/host.pid"
    for _ in $(seq 200); do grep -q '^hosting ' "$d/host.out" 2>/dev/null && break; sleep 0.05; done
}
port() { sed -n 's/^hosting [a-z]* on port \([0-9]*\), code [A-Z0-9]*$/\1/p' "$T/$1/host.out"; }
code() { sed -n 's/^hosting [a-z]* on port [0-9]*, code \([A-Z0-9]*\)$/\1/p' "$T/$1/host.out"; }
# sitter NAME PLAYER SEAT: a windowed player (dummy driver, no --bot) who
# holds SEAT and never moves
sitter() {
    SDL_VIDEODRIVER=dummy timeout $WAIT "$BIN" join "127.0.0.1:$(port "$1")" --code "$(code "$1")" \
        --name "$2" --seat "$3" > "$T/$1/$2.out" 2> "$T/$1/$2.err" &
    echo $! > "$T/$1/$2.pid"
}
# joiner NAME SCRIPT-FILE WHO [SEAT|watch] LINES...: the launcher's Join a
# game as WHO, then the script's own lines
joiner() {
    local n=$1 f=$2 who=$3 how=$4; shift 4
    {
        echo "click-on Join a game"
        echo "type 127.0.0.1:$(port "$n")"
        echo "key Tab"
        echo "type $(code "$n")"
        echo "key Tab"
        echo "type $who"
        if [ "$how" = watch ]; then echo "click-on Watch"
        else
            echo "click-on Join"
            echo "wait-text Take seat $how 20000"
            echo "screenshot $SHOTS/${n}_seats.png"
            for l in ${PRE_TAKE:+"${PRE_TAKE[@]}"}; do echo "$l"; done
            echo "click-on Take seat $how"
        fi
        for l; do echo "$l"; done
    } > "$f"
}
stop_host() { kill "$(cat "$T/$1/host.pid")" 2>/dev/null; }

# --- a watcher of Tuan is offered no action (the first roll included) ----
host tuanw tuan remote,computer
joiner tuanw "$T/tuanw.script" Cy watch \
    "wait-text Watching Tuan 20000" \
    "screenshot $SHOTS/tuan_watcher.png" \
    "assert-no-text Roll the first dice"
SDL_VIDEODRIVER=dummy timeout $WAIT "$BIN" --script "$T/tuanw.script" > "$T/tuanw.out" 2>&1
st=$?
stop_host tuanw
wait
if [ $st = 0 ]; then ok net_watcher_is_offered_no_action
else fail net_watcher_is_offered_no_action "status $st" "$T/tuanw.out"; fi

# --- Peking: the seat not to move is offered nothing, and the label names
# the one who moves (Ann holds seat 1 and sits; Bob's screen holds seat 2)
host pk peking remote,remote
sitter pk Ann 1
for _ in $(seq 200); do grep -q 'Ann takes seat 1' "$T/pk/host.err" && break; sleep 0.05; done
joiner pk "$T/pk.script" Bob 2 \
    "wait-text Every seat is taken 20000" \
    "screenshot $SHOTS/peking_other_seat.png" \
    "assert-text Ann (remote) is moving" \
    "assert-no-text your move"
SDL_VIDEODRIVER=dummy timeout $WAIT "$BIN" --script "$T/pk.script" > "$T/pk.out" 2>&1
st=$?
stop_host pk
kill "$(cat "$T/pk/Ann.pid")" 2>/dev/null
wait
if [ $st = 0 ]; then ok net_other_seat_names_the_remote_mover
else fail net_other_seat_names_the_remote_mover "status $st" "$T/pk.out"; fi

# --- before the host's Start (seat 1 still open) a player's screen says
# why nothing moves with the race's sentence in every game: Peking, Tuan
# and Colonial said only "... are playing" or "Waiting for the host to
# start." (one engine/ui sentence, screen_waiting_words)
for g in peking tuan colonial; do
    host "w$g" "$g" remote,remote
    # Peking's turn words under its side's name ran under the Help button
    extra=()
    [ $g = peking ] && extra=("assert-clear \"header turn words\" \"Help\"")
    joiner "w$g" "$T/w$g.script" Bob 2 \
        "wait-text Waiting for the host to start 20000" \
        "wait 300" \
        "screenshot $SHOTS/${g}_waiting_for_start.png" \
        "assert-text Waiting for the host to start the game" \
        ${extra[@]+"${extra[@]}"}
    SDL_VIDEODRIVER=dummy timeout $WAIT "$BIN" --script "$T/w$g.script" > "$T/w$g.out" 2>&1
    st=$?
    stop_host "w$g"
    wait
    if [ $st = 0 ]; then ok "net_${g}_says_it_waits_for_the_host"
    else fail "net_${g}_says_it_waits_for_the_host" "status $st" "$T/w$g.out"; fi
done

# --- the host's screen: a remote seat's turn is that player's, not "your
# move" (race: Bob holds the British and sits; the computer plays the rest)
mkdir -p "$T/rh/data"
{
    echo "click-on-part Race to the Legations"
    echo "click-on British: Remote"
    echo "click-on Russians: Computer"
    echo "click-on Seed field"
    for _ in 1 2 3 4 5 6 7 8; do echo "key BackSpace"; done
    echo "type 7"
    echo "click-on Start game"
    echo "wait-text Every seat is taken: Start begins the game. 30000"
    echo "click-on Start"
    echo "wait-text Bob (remote) is moving 30000"
    echo "screenshot $SHOTS/race_host_remote_turn.png"
    echo "assert-no-text your move"
} > "$T/rh.script"
SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0 XDG_DATA_HOME="$T/rh/data" timeout $WAIT "$BIN" \
    --script "$T/rh.script" > "$T/rh/host.out" 2> "$T/rh/host.err" &
hp=$!
for _ in $(seq 200); do grep -q '^hosting ' "$T/rh/host.out" 2>/dev/null && break; sleep 0.05; done
sitter rh Bob 1
wait "$hp"; st=$?
kill "$(cat "$T/rh/Bob.pid")" 2>/dev/null
wait
if [ $st = 0 ]; then ok net_host_names_the_remote_mover
else fail net_host_names_the_remote_mover "status $st" "$T/rh/host.err"; fi

# --- joining shows the seats: who holds each, which are open; take one --
host seats race remote,remote,computer,computer
sitter seats Ann 1
for _ in $(seq 200); do grep -q 'Ann takes seat 1' "$T/seats/host.err" && break; sleep 0.05; done
# the seat list itself, looked at before the seat is taken
PRE_TAKE=("assert-text Seat 2: Russians" "assert-text Ann" "assert-text open" "assert-text the computer" "assert-no-text Take seat 1"
          "assert-no-text Take seat 3")
joiner seats "$T/seats.script" Bob 2 \
    "wait-text Every seat is taken 20000" \
    "assert-text Joined Race to the Legations (peking-1900) in seat 2"
PRE_TAKE=()
SDL_VIDEODRIVER=dummy timeout $WAIT "$BIN" --script "$T/seats.script" > "$T/seats.out" 2>&1
st=$?
stop_host seats
kill "$(cat "$T/seats/Ann.pid")" 2>/dev/null
wait
if [ $st = 0 ] && grep -q 'Bob looks at the seats' "$T/seats/host.err" &&
   grep -q 'Bob takes seat 2' "$T/seats/host.err"; then ok net_join_shows_the_open_seats
else fail net_join_shows_the_open_seats "status $st" "$T/seats.out"; fi

# --- no seat open: the list says so and offers Watch ---------------------
host full peking remote,computer
sitter full Ann 1
for _ in $(seq 200); do grep -q 'Ann takes seat 1' "$T/full/host.err" && break; sleep 0.05; done
{
    echo "click-on Join a game"
    echo "type 127.0.0.1:$(port full)"
    echo "key Tab"
    echo "type $(code full)"
    echo "key Tab"
    echo "type Cy"
    echo "click-on Join"
    echo "wait-text No seat is open: you may watch. 20000"
    echo "screenshot $SHOTS/full_seats.png"
    echo "assert-no-text Take seat"
    echo "click-on Watch"
    echo "wait-text Watching Siege at Peking 20000"
} > "$T/full.script"
SDL_VIDEODRIVER=dummy timeout $WAIT "$BIN" --script "$T/full.script" > "$T/full.out" 2>&1
st=$?
stop_host full
kill "$(cat "$T/full/Ann.pid")" 2>/dev/null
wait
if [ $st = 0 ] && grep -q 'Cy watches' "$T/full/host.err"; then ok net_join_with_no_open_seat_watches
else fail net_join_with_no_open_seat_watches "status $st" "$T/full.out"; fi
