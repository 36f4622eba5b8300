#!/usr/bin/env bash
# Network play on loopback (127.0.0.1, ports the host picks free): headless
# hosts and headless bot clients play a four-seat race and two-seat games
# of Peking, Tuan and Colonial Siege to the end, and every machine prints
# the same `game over:` line; a client killed mid-game joins again and the
# game ends as it would have; a dropped seat the player never takes back
# goes to the computer after --rejoin-wait; the host refuses random bytes,
# an oversized message, malformed JSON, an action for another seat, an
# action for a moment gone by, a watcher's action, a wrong code and a
# version mismatch, and drops a peer that keeps sending garbage, while the
# game goes on. Every wait is bounded.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
POKE=build/tests/netpoke
WAIT=60   # seconds any one process may take

# host NAME GAME SEATS [ARGS...]: a headless host in $T/NAME (its own
# saves folder); waits for its `hosting` line.
host() {
    local d="$T/$1" g=$2 seats=$3; shift 3
    mkdir -p "$d/data"
    XDG_DATA_HOME="$d/data" timeout $WAIT "$BIN" host "$g" --seed 7 --option seats="$seats" \
        --port 0 --headless "$@" > "$d/host.out" 2> "$d/host.err" &
    echo $! > "$d/host.pid"
    for _ in $(seq 200); do grep -q '^hosting ' "$d/host.out" 2>/dev/null && break; sleep 0.05; done
}
port() { sed -n 's/^hosting [a-z]* on port \([0-9]*\), code [A-Z0-9]*$/\1/p' "$T/$1/host.out"; }
code() { sed -n 's/^hosting [a-z]* on port [0-9]*, code \([A-Z0-9]*\)$/\1/p' "$T/$1/host.out"; }
# bot NAME PLAYER [ARGS...]: a headless bot client of host NAME
bot() {
    local n=$1 d="$T/$1" p=$2; shift 2
    timeout $WAIT "$BIN" join "127.0.0.1:$(port "$n")" --code "$(code "$n")" --name "$p" --bot \
        --headless "$@" > "$d/$p.out" 2> "$d/$p.err" &
    echo $! > "$d/$p.pid"
}
# victim NAME PLAYER: a bot client without a timeout wrapper, so that
# its pid is the program's own and kill -9 reaches it (the host's
# timeout bounds it: without its host a client stops in seconds)
victim() {
    local n=$1 d="$T/$1" p=$2
    "$BIN" join "127.0.0.1:$(port "$n")" --code "$(code "$n")" --name "$p" --bot \
        --headless > "$d/$p.out" 2> "$d/$p.err" &
    echo $! > "$d/$p.pid"
}
# same_end TEST NAME FILE...: one `game over:` line, the same in the
# host's output and each file
same_end() {
    local t=$1 d="$T/$2" line; shift 2
    line=$(grep '^game over: ' "$d/host.out")
    if [ -z "$line" ]; then fail "$t" "the host printed no game over line" "$d/host.err"; return; fi
    for f; do
        if [ "$(grep '^game over: ' "$d/$f")" != "$line" ]; then
            fail "$t" "$f ends '$(grep '^game over' "$d/$f")', the host '$line'" "$d/${f%.out}.err"
            return
        fi
    done
    ok "$t"
}

# --- whole games, side by side -------------------------------------------
host race race remote,remote,remote,remote
host peking peking remote,remote
host tuan tuan remote,remote
host colonial colonial remote,remote
host ref race remote,computer,computer,computer
for p in Ann Bob Cy Dee; do bot race $p; done
for g in peking tuan colonial; do bot $g Ann; bot $g Bob; done
bot ref Kim
wait
same_end net_race_four_seats race Ann.out Bob.out Cy.out Dee.out
same_end net_peking_two_seats peking Ann.out Bob.out
same_end net_tuan_two_seats tuan Ann.out Bob.out
same_end net_colonial_two_seats colonial Ann.out Bob.out
same_end net_race_one_remote ref Kim.out
# the headless host leaves its save, and it replays
save=$(ls "$T"/peking/data/legation/saves/peking-net-*.json 2>/dev/null | head -1)
if [ -n "$save" ] && "$BIN" replay "$save" > "$T/replay.out" 2>&1; then ok net_host_leaves_its_save
else fail net_host_leaves_its_save "no save, or it does not replay: ${save:-none}" "$T/replay.out"; fi

# --- a client killed mid-game joins again; one that never does ------------
host kill race remote,computer,computer,computer
host away race remote,computer,computer,computer --rejoin-wait 1
host stop race remote,computer,computer,computer
victim kill Kim
victim away Kim
bot stop Kim
for d in kill away stop; do
    for _ in $(seq 200); do grep -q 'the game begins' "$T/$d/host.err" && break; sleep 0.05; done
done
sleep 0.5
kill -9 "$(cat "$T/kill/Kim.pid")" "$(cat "$T/away/Kim.pid")" 2>/dev/null
kill -TERM "$(cat "$T/stop/host.pid")" 2>/dev/null   # timeout passes it on
wait "$(cat "$T/kill/Kim.pid")" "$(cat "$T/away/Kim.pid")" 2>/dev/null
mv "$T/kill/Kim.out" "$T/kill/first.out"
if grep -q '^game over' "$T/kill/first.out"; then
    fail net_rejoin_mid_game "the game was over before the client was killed (too fast to test)"
else
    bot kill Kim
    wait
    if ! grep -q 'Kim comes back to seat 1' "$T/kill/host.err"; then
        fail net_rejoin_mid_game "the host did not give Kim seat 1 back" "$T/kill/host.err"
    elif [ "$(grep '^game over' "$T/kill/host.out")" != "$(grep '^game over' "$T/ref/host.out")" ]; then
        fail net_rejoin_mid_game "the game ended '$(grep '^game over' "$T/kill/host.out")', \
without the kill '$(grep '^game over' "$T/ref/host.out")'"
    else
        same_end net_rejoin_mid_game kill Kim.out
    fi
fi
wait
# the stopped host's save, hosted again: Kim joins and the game ends as it would have
stopped=$(ls "$T"/stop/data/legation/saves/race-net-*.json 2>/dev/null | head -1)
if [ -z "$stopped" ] || grep -q '^game over' "$T/stop/host.out"; then
    fail net_host_goes_on_from_a_save "no save of a game stopped half-way" "$T/stop/host.err"
else
    mkdir -p "$T/again/data"
    XDG_DATA_HOME="$T/again/data" timeout $WAIT "$BIN" host race --load "$stopped" --port 0 \
        --headless > "$T/again/host.out" 2> "$T/again/host.err" &
    for _ in $(seq 200); do grep -q '^hosting ' "$T/again/host.out" && break; sleep 0.05; done
    bot again Kim
    wait
    if [ "$(grep '^game over' "$T/again/host.out")" != "$(grep '^game over' "$T/ref/host.out")" ]; then
        fail net_host_goes_on_from_a_save "the game ended '$(grep '^game over' "$T/again/host.out")', \
not as '$(grep '^game over' "$T/ref/host.out")'" "$T/again/host.err"
    else
        same_end net_host_goes_on_from_a_save again Kim.out
    fi
fi
if grep -q 'Kim did not come back within 1 seconds' "$T/away/host.err" &&
   grep -q 'The computer plays seat 1 for Kim' "$T/away/host.err" &&
   grep -q '^game over: ' "$T/away/host.out"; then
    ok net_dropped_seat_goes_to_computer
else
    fail net_dropped_seat_goes_to_computer "no hand-over to the computer, or no end" "$T/away/host.err"
fi

# --- what the host refuses, while the game goes on ------------------------
host poke peking remote,remote
timeout $WAIT "$POKE" "127.0.0.1:$(port poke)" "$(code poke)" "legation 1" . > "$T/poke.out" 2>&1
wait
for k in random:'not JSON' oversized:'a message of 70025 bytes (at most 65536)' \
         badjson:'not JSON' badtype:'no message "welcome" goes to the host' \
         otherseat:'It is not your turn: seat 1 is to move, you hold seat 2' \
         stale:'The game has moved on' watcher:'You are watching' \
         wrongcode:'Wrong join code'; do
    kind=${k%%:*} want=${k#*:}
    if grep -F "refused $kind: " "$T/poke.out" | grep -qF "$want"; then ok "net_refuses_$kind"
    else fail "net_refuses_$kind" "wanted '$want'" "$T/poke.out"; fi
done
if grep -q '^flood: .*Too many bad messages.*disconnected' "$T/poke.out"; then ok net_drops_a_garbage_sender
else fail net_drops_a_garbage_sender "the flooding peer was not disconnected" "$T/poke.out"; fi
if [ "$(grep -c "^$(grep '^game over' "$T/poke/host.out")\$" "$T/poke.out")" = 2 ]; then
    ok net_game_goes_on_after_refusals
else fail net_game_goes_on_after_refusals "the players' ends differ from the host's" "$T/poke.out"; fi
if [ "$(grep -c '^host: refused' "$T/poke/host.err")" -ge 9 ]; then ok net_host_logs_refusals
else fail net_host_logs_refusals "fewer than 9 refusals in the host's log" "$T/poke/host.err"; fi

# --- the handshake refuses another version in words -----------------------
host ver peking remote,remote
timeout $WAIT "$POKE" "127.0.0.1:$(port ver)" "$(code ver)" "legation 0" . > "$T/ver.out" 2>&1
kill "$(cat "$T/ver/host.pid")" 2>/dev/null
wait
if grep -qF 'This host runs legation 1 (protocol 1); you run legation 0 (protocol 1)' "$T/ver.out"
then ok net_refuses_another_version
else fail net_refuses_another_version "no readable refusal" "$T/ver.out"; fi

# --- windows (SDL's dummy driver): a host with its own screen, whose
# computer seat its view plays, and a player whose computer plays its seat
# in a window; the same end as the same game hosted headless
mkdir -p "$T/win/data" "$T/winref/data"
SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0 XDG_DATA_HOME="$T/win/data" timeout $WAIT "$BIN" host tuan \
    --seed 7 --option seats=computer,remote --port 0 > "$T/win/host.out" 2> "$T/win/host.err" &
echo $! > "$T/win/host.pid"
for _ in $(seq 200); do grep -q '^hosting ' "$T/win/host.out" 2>/dev/null && break; sleep 0.05; done
SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0 timeout $WAIT "$BIN" join "127.0.0.1:$(port win)" \
    --code "$(code win)" --name Ann --bot > "$T/win/Ann.out" 2> "$T/win/Ann.err" &
echo $! > "$T/win/Ann.pid"
host winref tuan computer,remote
bot winref Ann
for _ in $(seq 600); do
    grep -q '^game over' "$T/win/host.out" && grep -q '^game over' "$T/win/Ann.out" && break
    sleep 0.1
done
kill "$(cat "$T/win/host.pid")" "$(cat "$T/win/Ann.pid")" 2>/dev/null
wait
if [ "$(grep '^game over' "$T/win/host.out")" != "$(grep '^game over' "$T/winref/host.out")" ]; then
    fail net_windows_play_the_same_game "the windowed host ended '$(grep '^game over' "$T/win/host.out")', \
the headless one '$(grep '^game over' "$T/winref/host.out")'" "$T/win/host.err"
else
    same_end net_windows_play_the_same_game win Ann.out
fi

# --- the setup screen's Remote seat: the game is hosted from the launcher,
# a player joins, and it ends as the same game hosted headless
mkdir -p "$T/gui/data"
{
    echo "click-on-part Tuan"
    echo "click-on Allies: Computer"
    echo "click-on Chinese: Remote"
    echo "click-on Seed field"
    for _ in 1 2 3 4 5 6 7 8; do echo "key BackSpace"; done
    echo "type 7"
    echo "click-on Start game"
    echo "wait-text Bob has joined 30000"
    echo "click-on Start"
    echo "wait-text Every seat is taken: the game begins. 30000"
    echo "wait-text The Allies win 60000"
} > "$T/gui.script"
SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0 XDG_DATA_HOME="$T/gui/data" timeout $WAIT "$BIN" \
    --script "$T/gui.script" > "$T/gui/host.out" 2> "$T/gui/host.err" &
echo $! > "$T/gui/host.pid"
for _ in $(seq 200); do grep -q '^hosting ' "$T/gui/host.out" 2>/dev/null && break; sleep 0.05; done
bot gui Bob
wait
if [ "$(grep '^game over' "$T/gui/host.out")" != "$(grep '^game over' "$T/winref/host.out")" ]; then
    fail net_setup_hosts_a_remote_seat "the launcher's game ended '$(grep '^game over' "$T/gui/host.out")', \
hosted headless '$(grep '^game over' "$T/winref/host.out")'" "$T/gui/host.err"
else
    same_end net_setup_hosts_a_remote_seat gui Bob.out
fi

# --- the host's screen asks about a player who dropped: the computer
# plays the seat from then on, and the game ends as before
mkdir -p "$T/drop/data"
{
    echo "click-on-part Tuan"
    echo "click-on Allies: Computer"
    echo "click-on Chinese: Remote"
    echo "click-on Seed field"
    for _ in 1 2 3 4 5 6 7 8; do echo "key BackSpace"; done
    echo "type 7"
    echo "click-on Start game"
    echo "wait-text Bob has joined 30000"
    echo "click-on Start"
    echo "wait-text Every seat is taken: the game begins 30000"
    echo "wait-text A player dropped 30000"
    echo "assert-text Waiting for Bob to come back"
    echo "click-on Computer plays"
    echo "wait-text The Allies win 60000"
} > "$T/drop.script"
SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=300 XDG_DATA_HOME="$T/drop/data" timeout $WAIT "$BIN" \
    --script "$T/drop.script" > "$T/drop/host.out" 2> "$T/drop/host.err" &
hp=$!
for _ in $(seq 200); do grep -q '^hosting ' "$T/drop/host.out" 2>/dev/null && break; sleep 0.05; done
victim drop Bob
for _ in $(seq 400); do grep -q 'Every seat is taken' "$T/drop/host.err" && break; sleep 0.05; done
sleep 0.5
kill -9 "$(cat "$T/drop/Bob.pid")" 2>/dev/null
wait "$hp"; st=$?
if [ $st -eq 0 ] && grep -q 'The computer plays seat 2 for Bob' "$T/drop/host.err" &&
   [ "$(grep '^game over' "$T/drop/host.out")" = "$(grep '^game over' "$T/winref/host.out")" ]; then
    ok net_host_hands_a_dropped_seat_to_the_computer
else
    fail net_host_hands_a_dropped_seat_to_the_computer "status $st" "$T/drop/host.err"
fi

# --- the launcher's Join a game: a watcher's screen opens on the host's game
host watch tuan remote,computer
{
    echo "click-on Join a game"
    echo "type 127.0.0.1:$(port watch)"
    echo "key Tab"
    echo "type $(code watch | tr 'A-Z' 'a-z')"
    echo "key Tab"
    echo "type Cy"
    echo "click-on Watch"
    echo "wait-text Watching Tuan (appendix-a), at action 0. 20000"
    echo "assert-text The Hill and the Trench"
} > "$T/watch.script"
SDL_VIDEODRIVER=dummy timeout $WAIT "$BIN" --script "$T/watch.script" > "$T/watch.out" 2>&1
st=$?
kill "$(cat "$T/watch/host.pid")" 2>/dev/null
wait
if [ $st -eq 0 ] && grep -q 'host: Cy watches' "$T/watch/host.err"; then ok net_launcher_join_to_watch
else fail net_launcher_join_to_watch "status $st" "$T/watch.out"; fi

# --- the command line's own refusals --------------------------------------
"$BIN" host peking --headless > "$T/o" 2>&1
if [ $? = 2 ] && grep -q 'host needs --port P' "$T/o"; then ok net_host_needs_port
else fail net_host_needs_port "wanted status 2 and a message" "$T/o"; fi
"$BIN" host kutf --port 0 --headless > "$T/o" 2>&1
if [ $? = 2 ] && grep -q 'kutf is for one player' "$T/o"; then ok net_host_refuses_solitaire
else fail net_host_refuses_solitaire "wanted status 2 and a message" "$T/o"; fi
"$BIN" join 127.0.0.1:9 --bot --headless > "$T/o" 2>&1
if [ $? = 2 ] && grep -q -- '--code CODE is needed' "$T/o"; then ok net_join_needs_code
else fail net_join_needs_code "wanted status 2 and a message" "$T/o"; fi
