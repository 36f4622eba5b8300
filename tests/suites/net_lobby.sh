#!/usr/bin/env bash
# The host's lobby, the line of who is connected and the chat, on loopback
# with windows on SDL's dummy driver, each machine a process driven by its
# own --script: a race set up with seats here, remote, computer, computer
# opens the lobby; Start waits for the remote seat until a player joins
# (or it is given to the computer); the player's screen says it waits for
# the host; chat typed on either side arrives in the other's log with the
# sender's name, and the keys typed never reach the game; before the Start
# a player's screen offers no action, and the host's seat's turn reads
# with the host's name; a player's computer waits for the Start; the line over the host's game says when a
# player dropped. Every wait is bounded.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
. tests/screen/net_common.sh
WAIT=90   # seconds any one process may take
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

# The launcher's race set up as British here, Russians remote, the rest
# the computer's, then Start game: the lobby.
setup_race() {
    echo "click-on-part Race"
    echo "click-on British: Human"
    echo "click-on Russians: Remote"
    echo "click-on Japanese: Computer"
    echo "click-on Americans: Computer"
    echo "click-on Start game"
    echo "wait-text Join code 10000"
}

# --- the lobby fills, Start, chat both ways --------------------------------
{
    setup_race
    echo "assert-text Remote: waiting"
    echo "assert-text Start waits for seat 2"
    echo "wait-text Kim has joined 30000"
    echo "assert-text Every seat is taken: Start begins the game."
    echo "wait 1500"
    echo "click-on Start"
    echo "wait-text Russians: Kim, connected 10000"
    echo "click-on Chat"
    echo "key h"
    echo "type Hello from the host"
    echo "key Return"
    echo "assert-no-text Close"
    echo "wait-text Kim says: hi back 30000"
    echo "wait 1500"
    echo "quit"
} > "$T/host.script"
gui chat "$T/host.script"
{
    echo "click-on Join a game"
    echo "type 127.0.0.1:$(port chat)"
    echo "key Tab"
    echo "type $(code chat)"
    echo "key Tab"
    echo "type Kim"
    echo "click-on Join"
    echo "wait-text Take seat 2 20000"
    echo "click-on Take seat 2"
    echo "wait-text Waiting for the host to start. 20000"
    echo "wait-text Host: Hello from the host 30000"
    echo "assert-text Russians: Kim (you)"
    echo "key t"
    echo "type hi back"
    echo "key Return"
    echo "wait 1500"
    echo "quit"
} > "$T/kim.script"
XDG_DATA_HOME="$T/chat/kim" timeout $WAIT "$BIN" --script "$T/kim.script" > "$T/chat/kim.out" 2>&1
wait
cat "$T/chat/host.out" "$T/chat/host.err" > "$T/chat/host.all"
verdict net_lobby_start_waits_for_remote_seat "$T/chat/host.all" "$T/host.script" \
    "Start waits for seat 2"
verdict net_lobby_shows_the_joiner "$T/chat/host.all" "$T/host.script" \
    "assert-text Every seat is taken: Start begins"
verdict net_client_waits_for_the_host_start "$T/chat/kim.out" "$T/kim.script" \
    "Waiting for the host to start"
verdict net_top_line_names_the_players "$T/chat/host.all" "$T/host.script" "Kim, connected"
verdict net_chat_host_to_client "$T/chat/kim.out" "$T/kim.script" "Host: Hello from the host"
verdict net_chat_keys_stay_in_the_entry "$T/chat/host.all" "$T/host.script" "assert-no-text Close"
verdict net_chat_client_to_host "$T/chat/host.all" "$T/host.script" "Kim says: hi back"

# --- before the Start a player's screen offers nothing and says it waits;
# then the host's own seat's turn reads with the host's name (net.name) ---
mkdir -p "$T/pre/config/legation"
echo '{"net.name": "Ann"}' > "$T/pre/config/legation/settings.json"
{
    setup_race
    echo "wait-text Kim has joined 30000"
    echo "wait 4000"
    echo "click-on Start"
    echo "wait-text Russians: Kim, connected 10000"
    echo "wait-text your move 60000"
    echo "wait 3000"
    echo "quit"
} > "$T/pre.script"
XDG_CONFIG_HOME="$T/pre/config" gui pre "$T/pre.script"
{
    echo "click-on Join a game"
    echo "type 127.0.0.1:$(port pre)"
    echo "key Tab"
    echo "type $(code pre)"
    echo "key Tab"
    echo "type Kim"
    echo "click-on Join"
    echo "wait-text Take seat 2 20000"
    echo "click-on Take seat 2"
    echo "wait-text Russians: Kim (you) 20000"
    echo "screenshot $T/pre/kim_before_start.png"
    echo "assert-no-text your move"
    echo "save-parts $T/pre/kim_parts.txt"
    echo "assert-text Waiting for the host to start the game"
    echo "wait-text your move 40000"
    echo "click-on End turn"
    echo "wait-text Give this up? 5000"
    echo "click-on End turn"
    echo "wait-text Ann (at the host) is moving 40000"
    echo "screenshot $T/pre/kim_host_moves.png"
    echo "quit"
} > "$T/pre_kim.script"
mkdir -p "$T/pre/kim"
XDG_DATA_HOME="$T/pre/kim" timeout $WAIT "$BIN" --script "$T/pre_kim.script" > "$T/pre/kim.out" 2>&1
wait
[ -n "${NET_LOBBY_SHOTS:-}" ] && cp "$T"/pre/*.png "$NET_LOBBY_SHOTS"/ 2>/dev/null
# End turn is drawn, but off: no click target
if grep -q '^target .* End turn$' "$T/pre/kim_parts.txt" 2>/dev/null; then
    fail net_client_offers_nothing_before_start "End turn is offered before the Start" \
        "$T/pre/kim_parts.txt"
else verdict net_client_offers_nothing_before_start "$T/pre/kim.out" "$T/pre_kim.script" \
    "the host to start the game"; fi
verdict net_client_names_the_host_mover "$T/pre/kim.out" "$T/pre_kim.script" \
    "Ann (at the host) is moving"

# --- a seat given to the computer lets the game start ----------------------
{
    setup_race
    echo "assert-text Start waits for seat 2"
    echo "click-on Give seat 2 to the computer"
    echo "wait-text Every seat is taken: Start begins the game. 3000"
    echo "click-on Start"
    echo "wait-text Russians: computer 10000"
    echo "quit"
} > "$T/give.script"
gui give "$T/give.script"
wait
cat "$T/give/host.out" "$T/give/host.err" > "$T/give/host.all"
verdict net_lobby_give_seat_to_computer_enables_start "$T/give/host.all" "$T/give.script" \
    "Russians: computer"

# --- Cancel closes the host and frees its port: hosting again on the
# same port (the net.port setting) opens a lobby again ----------------------
P=$((20000 + RANDOM % 20000))
mkdir -p "$T/cancel/config/legation"
echo "{\"net.port\": $P}" > "$T/cancel/config/legation/settings.json"
{
    setup_race
    echo "click-on Cancel"
    echo "wait-text Start game 3000"
    echo "click-on Start game"
    echo "wait-text Join code 10000"
    echo "assert-text Port $P (UDP)"
    echo "quit"
} > "$T/cancel.script"
XDG_CONFIG_HOME="$T/cancel/config" gui cancel "$T/cancel.script"
wait
cat "$T/cancel/host.out" "$T/cancel/host.err" > "$T/cancel/host.all"
if [ "$(grep -c "^hosting race on port $P," "$T/cancel/host.out")" = 2 ]; then
    verdict net_lobby_cancel_frees_the_port "$T/cancel/host.all" "$T/cancel.script" "Port $P"
else fail net_lobby_cancel_frees_the_port "not hosted twice on port $P" "$T/cancel/host.all"; fi

# --- the line over the host's game says a player dropped --------------------
{
    setup_race
    echo "wait-text Kim has joined 30000"
    echo "wait 1500"
    echo "click-on Start"
    echo "wait-text Russians: Kim, connected 10000"
    echo "wait-text Kim dropped, waiting for Kim to come back 40000"
    echo "quit"
} > "$T/drop.script"
gui drop "$T/drop.script"
"$BIN" join "127.0.0.1:$(port drop)" --code "$(code drop)" --name Kim --bot --headless \
    > "$T/drop/kim.out" 2>&1 &
kim=$!
for _ in $(seq 600); do grep -q 'the game begins' "$T/drop/host.err" && break; sleep 0.05; done
sleep 0.5
kill -9 $kim 2>/dev/null
wait $kim 2>/dev/null
wait
cat "$T/drop/host.out" "$T/drop/host.err" > "$T/drop/host.all"
verdict net_top_line_shows_a_dropped_player "$T/drop/host.all" "$T/drop.script" "Kim dropped"
# Kim's computer player waited for the Start: the host refused nothing
if grep -q 'refused Kim' "$T/drop/host.err"; then
    fail net_client_acts_not_before_start "the host refused Kim's messages" "$T/drop/host.err"
else verdict net_client_acts_not_before_start "$T/drop/host.all" "$T/drop.script" "Kim, connected"; fi

# --- a save keeps each remote seat's player: hosted again from it, the
# seat waits for that name (a newcomer only watches), and its player takes
# it back
h() { # NAME ARGS...: a headless host in $T/NAME
    local d="$T/$1"; shift
    mkdir -p "$d/data"
    XDG_DATA_HOME="$d/data" timeout $WAIT "$BIN" host race --port 0 --headless "$@" \
        > "$d/host.out" 2> "$d/host.err" &
    echo $! > "$d/host.pid"
    for _ in $(seq 200); do grep -q '^hosting ' "$d/host.out" 2>/dev/null && break; sleep 0.05; done
}
h keep --seed 7 --option seats=remote,computer,computer,computer
"$BIN" join "127.0.0.1:$(port keep)" --code "$(code keep)" --name Kim --bot --headless \
    > "$T/keep/kim.out" 2>&1 &
for _ in $(seq 200); do grep -q 'the game begins' "$T/keep/host.err" && break; sleep 0.05; done
sleep 0.3
kill -TERM "$(cat "$T/keep/host.pid")" 2>/dev/null
wait
save=$(ls "$T"/keep/data/legation/saves/race-net-*.json 2>/dev/null | head -1)
if [ -n "$save" ] && grep -q '"players": \["Kim"\]' "$save"; then ok net_save_keeps_the_players
else fail net_save_keeps_the_players "no \"players\": [\"Kim\"] in the save ${save:-none}" "$T/keep/host.err"; fi
if [ -n "$save" ]; then
    h again --load "$save"
    "$BIN" join "127.0.0.1:$(port again)" --code "$(code again)" --name Lee --bot --headless \
        > "$T/again/lee.out" 2>&1 &
    for _ in $(seq 200); do grep -q 'Lee watches' "$T/again/host.err" && break; sleep 0.05; done
    "$BIN" join "127.0.0.1:$(port again)" --code "$(code again)" --name Kim --bot --headless \
        > "$T/again/kim.out" 2>&1 &
    wait
    if grep -q 'Lee watches: no seat is open' "$T/again/host.err" &&
       grep -q 'Kim comes back to seat 1' "$T/again/host.err" && grep -q '^game over' "$T/again/kim.out"
    then ok net_saved_seat_waits_for_its_player
    else fail net_saved_seat_waits_for_its_player "Lee took Kim's seat, or Kim did not get it back" \
        "$T/again/host.err"; fi
else fail net_saved_seat_waits_for_its_player "no save to host again"; fi
# a save's players are checked on load, the error naming file, line and path
if [ -n "$save" ]; then
    sed 's/"players": \["Kim"\]/"players": [42]/' "$save" > "$T/badplayers.json"
    "$BIN" replay "$T/badplayers.json" > "$T/badplayers.out" 2>&1
    if grep -q 'badplayers.json:[0-9]*: players\[0\]: expected a player' "$T/badplayers.out"; then
        ok net_save_players_checked
    else fail net_save_players_checked "no file:line: players[0] error" "$T/badplayers.out"; fi
else fail net_save_players_checked "no save"; fi

# --- a windowed host hands a dropped seat to the computer: the race's seat
# list named a remote seat "human" (it names its player), and after the
# hand-over still "human" while the turn read "Kim (remote) is moving" and
# the game stood still at the seat's next turn (the rules' state names the
# seat human; the session knows the computer plays it)
{
    echo "click-on-part Race"
    echo "click-on British: Computer"
    echo "click-on Russians: Remote"
    echo "click-on Japanese: Computer"
    echo "click-on Americans: Computer"
    echo "click-on Start game"
    echo "wait-text Kim has joined 30000"
    echo "wait 1500"
    echo "click-on Start"
    echo "wait-text Russians: Kim, connected 10000"
    echo "assert-size \"seat tag Russians: Kim\" 10 10"
    echo "wait-text A player dropped 30000"
    echo "click-on Computer plays"
    echo "wait-text Round 3 60000"
    echo "assert-size \"seat tag Russians: computer\" 10 10"
    echo "assert-no-text Kim (remote) is moving"
    echo "screenshot $T/handed/host_after.png"
    echo "quit"
} > "$T/handed.script"
gui handed "$T/handed.script"
"$BIN" join "127.0.0.1:$(port handed)" --code "$(code handed)" --name Kim --bot --headless \
    > "$T/handed/kim.out" 2>&1 &
kim=$!
for _ in $(seq 600); do grep -q 'the game begins' "$T/handed/host.err" && break; sleep 0.05; done
sleep 0.3
kill -9 $kim 2>/dev/null
wait $kim 2>/dev/null
wait
cat "$T/handed/host.out" "$T/handed/host.err" > "$T/handed/host.all"
verdict net_host_seat_list_names_the_remote_player "$T/handed/host.all" "$T/handed.script" \
    "seat tag Russians: Kim"
verdict net_host_plays_the_seat_handed_to_the_computer "$T/handed/host.all" "$T/handed.script" \
    "wait-text Round 3"
verdict net_host_seat_list_says_computer_after_the_hand_over "$T/handed/host.all" "$T/handed.script" \
    "assert-no-text Kim (remote) is moving"
