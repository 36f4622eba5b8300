#!/usr/bin/env bash
# Robustness: what an outside test broke, each as a repro that must now give
# a clear error or work (issue 13); the fuzz corpus replayed through every
# fuzz target (seeds from tools/fuzz-seeds.sh and the kept inputs under
# tests/fuzz/corpus/, crashes found before among them); and allocation
# failure injected at every allocation of loading each scenario and save.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy

# status NAME WANT PATTERN ARGS... : exit status WANT, PATTERN in the output
status() {
    local name=$1 want=$2 pat=$3; shift 3
    timeout 30 "$BIN" "$@" > "$T/o" 2>&1
    local st=$?
    if [ $st -eq "$want" ] && grep -qE -- "$pat" "$T/o"; then ok "$name"
    else fail "$name" "status $st (wanted $want), /$pat/ wanted in the output" "$T/o"; fi
}

# --- exit statuses and empty values
status play-no-game 2 'name one game' play
status play-unknown-game 2 'no game called "nosuch"' play nosuch
status play-bad-option 2 'unknown option "zz"' play race --option zz=1
status screenshot-empty 2 '--screenshot needs a value' play race --screenshot ""
status script-empty 2 '--script needs a value' --script ""

# --- the data folder
LEGATION_DATA=/nonexist status data-missing 1 'LEGATION_DATA is "/nonexist", which does not exist' list
LEGATION_DATA=$T status data-empty 1 "LEGATION_DATA is \"$T\", which holds no scenarios/" list

# --- files that are not files, or too big
mkdir -p "$T/d/scenarios/race/peking-1900.json"
status data-file-is-folder 1 'it is a folder, not a file' validate "$T/d/scenarios/race/peking-1900.json"
ln -s /dev/zero "$T/d/scenarios/race/zero.json"
status data-file-is-device 1 'not a regular file' validate "$T/d/scenarios/race/zero.json"
head -c $((65 << 20)) /dev/zero | tr '\0' ' ' > "$T/d/scenarios/race/huge.json"
status data-file-too-big 1 'too large' validate "$T/d/scenarios/race/huge.json"
rm -f "$T/d/scenarios/race/huge.json"

# an asset that is a folder: drawn as nothing, said once, no crash
mkdir -p "$T/a"; cp -r scenarios "$T/a/"; cp -r assets "$T/a/"
svg=$(cd "$T/a" && find assets -name '*.svg' | head -1)
rm "$T/a/$svg"; mkdir "$T/a/$svg"
LEGATION_DATA=$T/a timeout 30 "$BIN" --screenshot "$T/shot.png" > "$T/o" 2>&1; st=$?
n=$(grep -c 'it is a folder' "$T/o")
if [ $st -eq 0 ] && [ "$n" -eq 1 ] && [ -s "$T/shot.png" ]; then ok asset-is-folder
else fail asset-is-folder "status $st, $n messages (wanted 0 and 1)" "$T/o"; fi

# --- no usable display: a clear message, not an invisible window forever
if command -v timeout > /dev/null; then
    env -u SDL_VIDEODRIVER DISPLAY=:99 timeout 20 "$BIN" --size 1024x640 > "$T/o" 2>&1; st=$?
    if [ $st -eq 1 ] && grep -q 'cannot open a window' "$T/o"; then ok no-display-offscreen
    else fail no-display-offscreen "status $st (124 = ran forever)" "$T/o"; fi
fi

# --- settings: a font that is not a font is set aside, the game starts
mkdir -p "$XDG_CONFIG_HOME/legation"
echo 'not a font' > "$T/bad.ttf"
printf '{"font": "%s"}\n' "$T/bad.ttf" > "$XDG_CONFIG_HOME/legation/settings.json"
timeout 30 "$BIN" --screenshot "$T/f.png" > "$T/o" 2>&1; st=$?
if [ $st -eq 0 ] && grep -q 'settings.json: "font"' "$T/o" && [ -s "$T/f.png" ]; then
    ok font-setting-set-aside
else fail font-setting-set-aside "status $st" "$T/o"; fi
rm -f "$XDG_CONFIG_HOME/legation/settings.json"
: > "$T/empty.ttf"
LEGATION_FONT=$T/empty.ttf status font-empty 1 'empty.ttf: the file is empty' --screenshot "$T/g.png"

# --- saves folder that is a file: the reason, and a lasting line on screen
: > "$T/notadir"
XDG_DATA_HOME=$T/notadir run_script savesfile play race --seed 3 <<'S'
bot-click 6
assert-text Progress is not being saved
assert-text Not a directory
key ctrl+s
S
if [ $rc -eq 0 ]; then ok saves-path-is-file
else fail saves-path-is-file "status $rc" "$T/savesfile.out"; fi
# the line lies over the race's bottom-left (Tuan's Tape and Fit, KUTF's
# Fortification): under the pointer it fades, so what is below shows
XDG_DATA_HOME=$T/notadir run_script savesfade play race --seed 3 --size 1280x800 <<S
bot-click 6
move 400 400
wait 100
screenshot $T/fade-off.png
move 30 782
wait 100
screenshot $T/fade-on.png
S
red() { convert "$1" -crop 6x6+14+776 +repage -format '%[fx:mean.r-mean.g]' info: 2>/dev/null; }
if [ $rc -eq 0 ] && awk -v a="$(red "$T/fade-off.png")" -v b="$(red "$T/fade-on.png")" \
       'BEGIN { exit !(a > 0.25 && b < 0.15) }'; then ok no-save-line-fades-under-pointer
else fail no-save-line-fades-under-pointer "red excess $(red "$T/fade-off.png") away, $(red "$T/fade-on.png") under the pointer (status $rc)" "$T/savesfade.out"; fi

# --- a file-size limit during a save: reported, the program lives on
printf 'key ctrl+s\nwait-text Save failed 2000\n' > "$T/fsize.script"
( ulimit -f 0; exec timeout 60 "$BIN" play race --seed 3 --script "$T/fsize.script" ) \
    > "$T/fsize.out" 2>&1; st=$?
if [ $st -eq 0 ]; then ok sigxfsz-save-fails-cleanly
else fail sigxfsz-save-fails-cleanly "status $st (153 = killed by SIGXFSZ)" "$T/fsize.out"; fi

# --- a stale .tmp from a killed save is removed; a fresh one is left
mkdir -p "$XDG_DATA_HOME/legation/saves"
touch -d '5 minutes ago' "$XDG_DATA_HOME/legation/saves/race-1.json.tmp"
touch "$XDG_DATA_HOME/legation/saves/race-2.json.tmp"
"$BIN" --screenshot "$T/l.png" > "$T/o" 2>&1
if [ ! -e "$XDG_DATA_HOME/legation/saves/race-1.json.tmp" ] &&
   [ -e "$XDG_DATA_HOME/legation/saves/race-2.json.tmp" ]; then ok stale-tmp-cleaned
else fail stale-tmp-cleaned "the stale .tmp is still there, or the fresh one went"; fi

# --- messages: control bytes escaped, one line per problem, a count once
mkdir -p "$T/m/scenarios/race"
printf '{"a\\nb.json:1: forged": 1, "\\u001b[31mred": 2}\n' > "$T/m/scenarios/race/peking-1900.json"
"$BIN" validate "$T/m/scenarios/race/peking-1900.json" > "$T/o" 2>&1
if grep -qF 'a\nb.json:1: forged' "$T/o" && ! grep -q $'\x1b' "$T/o" &&
   [ "$(grep -c '^b.json' "$T/o")" -eq 0 ]; then ok messages-escaped
else fail messages-escaped "a raw newline or escape code reached the output" "$T/o"; fi
python3 -c "print('{' + ','.join('\"k%d\": %d' % (i, i) for i in range(100000)) + '}')" \
    > "$T/m/scenarios/race/big.json"
s0=$(date +%s%N)
"$BIN" validate "$T/m/scenarios/race/big.json" > "$T/o" 2>&1
ms=$(( ($(date +%s%N) - s0) / 1000000 ))
n=$(grep -c 'more problems' "$T/o")
if [ "$ms" -lt 5000 ] && [ "$n" -eq 1 ]; then ok "many-keys-fast ($ms ms, count said once)"
else fail many-keys-fast "$ms ms, 'more problems' $n times" "$T/o"; fi
python3 -c "print('{' + ','.join('\"k\": %d' % i for i in range(100000)) + '}')" \
    > "$T/m/scenarios/race/dups.json"
s0=$(date +%s%N)
"$BIN" validate "$T/m/scenarios/race/dups.json" > "$T/o" 2>&1
ms=$(( ($(date +%s%N) - s0) / 1000000 ))
if [ "$ms" -lt 5000 ] && grep -q 'duplicate key' "$T/o"; then ok "many-duplicates-fast ($ms ms)"
else fail many-duplicates-fast "$ms ms" "$T/o"; fi

# --- the strict checker on every file
strict() { # NAME TEXT PATTERN
    printf '%b' "$2" > "$T/m/scenarios/race/s.json"
    "$BIN" validate "$T/m/scenarios/race/s.json" > "$T/o" 2>&1; local st=$?
    if [ $st -eq 1 ] && grep -qE -- "$3" "$T/o"; then ok "strict-$1"
    else fail "strict-$1" "status $st, wanted 1 and /$3/" "$T/o"; fi
}
strict raw-control '{"title": "a\tb"}' 's.json:1:13: syntax error .*control character'
strict control-whitespace '{\x0c"title": "x"}' 's.json:1:2: syntax error'
strict leading-zero '{"round_cap": 012}' 's.json:1:15: syntax error .*leading zero'
strict bad-utf8 '{"title": "\xc3\x28"}' 's.json:1:12: syntax error .*invalid UTF-8'
strict overlong-utf8 '{"title": "\xc0\xaf"}' 'invalid UTF-8'

# --- notes beside the data: text, for every game
for f in scenarios/*/notes.md; do
    [ -f "$f" ] || continue
    status "notes-valid $f" 0 '' validate "$f"
done

# --- allocation failure at every allocation of every load
if [ -x build/asan/oom ]; then
    ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=1 build/asan/oom . > "$T/oom" 2>&1; st=$?
    cat "$T/oom" | grep -E '^(ok|FAIL) '
    if [ $st -ne 0 ] && ! grep -q '^FAIL' "$T/oom"; then
        fail oom "exited with status $st" "$T/oom"
    fi
else
    fail oom "build/asan/oom is missing (make test builds it)"
fi

# --- the fuzz corpus through every target
if ls build/fuzz/*-data > /dev/null 2>&1; then
    tools/fuzz-seeds.sh "$T/seeds" $(games | cut -f1) > "$T/o" 2>&1 ||
        fail fuzz-seeds "tools/fuzz-seeds.sh failed" "$T/o"
    for bin in build/fuzz/*; do
        [ -x "$bin" ] && [ -f "$bin" ] || continue
        t=$(basename "$bin")
        case "$t" in librules.a|*.log) continue ;; esac
        dirs=""
        [ -d "tests/fuzz/corpus/$t" ] && dirs="tests/fuzz/corpus/$t"
        [ -d "$T/seeds/$t" ] && dirs="$dirs $T/seeds/$t"
        [ -n "$dirs" ] || { fail "fuzz-replay $t" "no corpus (tests/fuzz/corpus/$t)"; continue; }
        ASAN_OPTIONS=quarantine_size_mb=16 timeout 300 "$bin" -runs=0 -rss_limit_mb=2048 $dirs \
            > "$T/fz" 2>&1; st=$?
        cov=$(grep -aoE 'INITED cov: [0-9]+ ft: [0-9]+' "$T/fz" | head -1 | sed 's/INITED //')
        n=$(grep -aoE '[0-9]+ files found' "$T/fz" | awk '{s += $1} END {print s + 0}')
        if [ $st -eq 0 ]; then ok "fuzz-replay $t ($n inputs, $cov)"
        else fail "fuzz-replay $t" "status $st" "$T/fz"; fi
    done
else
    fail fuzz-replay "no fuzz targets in build/fuzz (make test builds them)"
fi

# --- the bot-click hook drives every seating (computer turns of hundreds
# of actions are progress, not a stall)
for seats in human,computer,human,computer human,computer,computer,computer; do
    run_script "botclick-$seats" play race --seed 1 --option seats=$seats <<'S'
bot-click 40
S
    if [ $rc -eq 0 ]; then ok "bot-click-mixed-seats $seats"
    else fail "bot-click-mixed-seats $seats" "status $rc" "$T/botclick-$seats.out"; fi
done
