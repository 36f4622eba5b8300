#!/usr/bin/env bash
# Host a game from the launcher, and Host, then Load: on loopback with
# windows on SDL's dummy driver, the host a process driven by its --script,
# the players headless bot clients. The launcher's Host a game asks which
# game (the solitaire is not offered) and opens its setup with a Remote
# seat, whose Host opens the lobby a player joins; a save hosted from that
# setup waits for the player the save names, who gets the seat back; a
# finished game is not hosted, and the host is told why. Every wait is
# bounded.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
. tests/screen/net_common.sh
WAIT=90   # seconds any one process may take
export SDL_VIDEODRIVER=dummy LEGATION_BOT_DELAY=0

# kim NAME: Kim's computer player joins the host in $T/NAME (in the background)
kim() {
    timeout $WAIT "$BIN" join "127.0.0.1:$(port "$1")" --code "$(code "$1")" --name Kim --bot \
        --headless > "$T/$1/kim.out" 2>&1 &
}

# --- the launcher's Host a game: which game, its setup with a Remote
# seat, Host, the lobby, a player joins --------------------------------------
{
    echo "click-on Host a game"
    echo "assert-text Which game do you host?"
    echo "save-parts $T/pick.parts"
    echo "click-on Race to the Legations"
    echo "assert-text For 2 to 4 players, hosted on the network"
    echo "click-on Host"
    echo "wait-text Join code 10000"
    echo "assert-text Remote: waiting"
    echo "screenshot $T/launch/seen.png"
    echo "wait-text Remote: Kim has joined 30000"
    echo "wait 1000"
    echo "quit"
} > "$T/host.script"
gui launch "$T/host.script"
for _ in $(seq 200); do [ -s "$T/launch/seen.png" ] && break; sleep 0.05; done
kim launch
wait
cat "$T/launch/host.out" "$T/launch/host.err" > "$T/launch/host.all"
if grep -q '^hosting race on port' "$T/launch/host.out"; then
    verdict net_launcher_host_a_game_opens_the_lobby "$T/launch/host.all" "$T/host.script" \
        "Kim has joined"
else fail net_launcher_host_a_game_opens_the_lobby "no hosting line" "$T/launch/host.all"; fi
# the choice offers the four games for players, not the solitaire
if grep -q '^target .* Siege at Peking$' "$T/pick.parts" 2>/dev/null &&
   grep -q '^target .* Colonial Siege$' "$T/pick.parts" &&
   ! grep -q 'Keep Up The Fire' "$T/pick.parts"; then ok net_host_a_game_offers_the_games_for_players
else fail net_host_a_game_offers_the_games_for_players "kutf offered, or a game missing" \
    "$T/pick.parts"; fi

# the setup for hosting Peking (two seats) has its second seat Remote
{
    echo "click-on Host a game"
    echo "click-on Siege at Peking"
    echo "click-on Host"
    echo "wait-text Join code 10000"
    echo "assert-text A person here, at this screen"
    echo "assert-text Remote: waiting"
    echo "quit"
} > "$T/peking.script"
mkdir -p "$T/peking/data"
XDG_DATA_HOME="$T/peking/data" timeout $WAIT "$BIN" --script "$T/peking.script" \
    > "$T/peking/host.all" 2>&1
if grep -q '^hosting peking on port' "$T/peking/host.all"; then
    verdict net_host_a_game_presets_a_remote_seat "$T/peking/host.all" "$T/peking.script" \
        "Remote: waiting"
else fail net_host_a_game_presets_a_remote_seat "no hosting line" "$T/peking/host.all"; fi

# --- Host, then Load: a save whose first seat Kim played from another
# computer, made by a headless host and Kim's computer player; stopped
# early (going on) and played to the end (over) -------------------------------
h() { # NAME ARGS...: a headless host in $T/NAME
    local d="$T/$1"; shift
    mkdir -p "$d/data"
    XDG_DATA_HOME="$d/data" timeout $WAIT "$BIN" host race --port 0 --headless "$@" \
        > "$d/host.out" 2> "$d/host.err" &
    echo $! > "$d/host.pid"
    for _ in $(seq 200); do grep -q '^hosting ' "$d/host.out" 2>/dev/null && break; sleep 0.05; done
}
h keep --seed 7 --option seats=remote,computer,computer,computer
kim keep
for _ in $(seq 200); do grep -q 'the game begins' "$T/keep/host.err" && break; sleep 0.05; done
sleep 0.3
kill -TERM "$(cat "$T/keep/host.pid")" 2>/dev/null
wait
keep=$(ls "$T"/keep/data/legation/saves/race-net-*.json 2>/dev/null | head -1)
h over --seed 7 --option seats=remote,computer,computer,computer
kim over
wait
over=$(ls "$T"/over/data/legation/saves/race-net-*.json 2>/dev/null | head -1)

{
    echo "click-on Host a game"
    echo "click-on Race to the Legations"
    echo "click-on Load a saved game to host"
    echo "click-on-part race-going"
    echo "click-on Host"
    echo "wait-text Join code 10000"
    echo "assert-text Remote: waiting for Kim (this seat's player in the save)"
    echo "screenshot $T/load/seen.png"
    echo "wait-text Remote: Kim has joined 30000"
    echo "wait 1000"
    echo "quit"
} > "$T/load.script"
if [ -n "$keep" ] && grep -q '"players": \["Kim"\]' "$keep"; then
    mkdir -p "$T/load/data/legation/saves"
    cp "$keep" "$T/load/data/legation/saves/race-going.json"
    gui load "$T/load.script"
    # Kim joins once the lobby has shown the seat waiting for him: joined
    # earlier (a loaded machine), the line the test reads is gone already
    for _ in $(seq 200); do [ -s "$T/load/seen.png" ] && break; sleep 0.05; done
    kim load
    wait
    cat "$T/load/host.out" "$T/load/host.err" > "$T/load/host.all"
    verdict net_host_then_load_waits_for_the_saved_player "$T/load/host.all" "$T/load.script" \
        "waiting for Kim (this seat's player"
    if grep -q 'Kim comes back to seat 1' "$T/load/host.all"; then
        verdict net_host_then_load_gives_the_seat_back "$T/load/host.all" "$T/load.script" \
            "Kim has joined"
    else fail net_host_then_load_gives_the_seat_back "Kim did not come back to seat 1" \
        "$T/load/host.all"; fi
else
    fail net_host_then_load_waits_for_the_saved_player "no save with Kim ${keep:-none}" \
        "$T/keep/host.err"
    fail net_host_then_load_gives_the_seat_back "no save with Kim"
fi

{
    echo "click-on Host a game"
    echo "click-on Race to the Legations"
    echo "click-on Load a saved game to host"
    echo "click-on-part race-over"
    echo "click-on Host"
    echo "wait-text Cannot host a finished game 3000"
    echo "assert-text This game is over"
    echo "assert-no-text Join code"
    echo "quit"
} > "$T/over.script"
if [ -n "$over" ]; then
    mkdir -p "$T/refuse/data/legation/saves"
    cp "$over" "$T/refuse/data/legation/saves/race-over.json"
    XDG_DATA_HOME="$T/refuse/data" timeout $WAIT "$BIN" --script "$T/over.script" \
        > "$T/refuse/host.all" 2>&1
    if grep -q '^hosting ' "$T/refuse/host.all"; then
        fail net_host_then_load_refuses_a_finished_game "the finished game was hosted" \
            "$T/refuse/host.all"
    else verdict net_host_then_load_refuses_a_finished_game "$T/refuse/host.all" \
        "$T/over.script" "assert-no-text Join code"; fi
else fail net_host_then_load_refuses_a_finished_game "no finished save" "$T/over/host.err"; fi
