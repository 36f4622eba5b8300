#!/usr/bin/env bash
# The engine never calls the app: no object built from engine/ or games/
# may use a symbol that an object built from app/ defines. Usage:
# tools/check-app-calls.sh BUILD_OBJ_DIR (build/obj). Prints the offenders
# and exits 1.
set -u
obj=${1:-build/obj}
[ -d "$obj/app" ] || { echo "check-app-calls: no objects under $obj/app" >&2; exit 1; }
defs=$(find "$obj/app" -name '*.o' -print0 | xargs -0 nm --defined-only 2>/dev/null |
       awk 'NF == 3 && $2 ~ /[TDRB]/ { print $3 }' | sort -u)
bad=0
while IFS= read -r o; do
    for sym in $(nm -u "$o" 2>/dev/null | awk '{ print $2 }'); do
        if grep -qxF "$sym" <<< "$defs"; then
            echo "error: ${o#"$obj"/} calls $sym, which app/ defines (the engine and the games never call up into app/)" >&2
            bad=1
        fi
    done
done < <(find "$obj/engine" "$obj/games" -name '*.o' 2>/dev/null)
exit $bad
