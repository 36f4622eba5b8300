#!/usr/bin/env bash
# The computer's levels on the setup screens of Siege at Peking, Tuan and
# Colonial Siege, at 1280x800 and 1024x640: the Computer option shows
# its three levels, each level's line (its help) appears when hovered,
# and no level's button runs past the panel's right edge (Start game's).
# Prints "ok NAME" / "FAIL NAME".
set -u
cd "$(dirname "$0")/../.."
BIN=${LEGATION:-build/legation}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export SDL_VIDEODRIVER=dummy XDG_DATA_HOME="$T/data" XDG_CONFIG_HOME="$T/config"

if [ ! -x "$BIN" ]; then
    echo "FAIL levels_screen (no $BIN: build first)"
    exit 1
fi

# check NAME GAME-TITLE SIZE HARD-LABEL TEXT-OF-HARD'S-HELP
check() {
    local name=$1 title=$2 size=$3 hard=$4 help=$5
    cat > "$T/$name.txt" <<EOS
click-on $title
wait 300
assert-text Computer
move-on-part Computer: $hard
wait 1200
assert-text $help
quit
EOS
    if LEGATION_TARGETS="$T/$name.targets" timeout 120 "$BIN" --size "$size" \
           --script "$T/$name.txt" > "$T/$name.out" 2>&1 &&
       awk '{ n = $0; sub(/^[-0-9]+ [-0-9]+ [-0-9]+ [-0-9]+ /, "", n) }
            n == "Start game" { right = $1 + $3 }
            n ~ /^Computer: (Easy|Normal|Hard) / { k++; r[k] = $1 + $3 }
            END { if (k != 3 || !right) exit 1
                  for (i = 1; i <= k; i++) if (r[i] > right) exit 1 }' "$T/$name.targets"; then
        echo "ok $name"
    else
        echo "FAIL $name"
        grep -E "Computer: |Start game" "$T/$name.targets" 2>/dev/null | sed 's/^/  /'
        tail -3 "$T/$name.out" | sed 's/^/  /'
    fi
}

for size in 1280x800 1024x640; do
    check "levels_setup_peking_$size" "Siege at Peking" "$size" "Hard (fortifies)" \
        "the Allies fortify and dig in near the victory hexes"
    check "levels_setup_tuan_$size" "Tuan" "$size" "Hard (tray by tray)" \
        "Allied trays activate and fire one by one"
    check "levels_setup_colonial_$size" "Colonial Siege" "$size" "Hard (saves for volleys)" \
        "the defender fires only volleys that should kill"
done
