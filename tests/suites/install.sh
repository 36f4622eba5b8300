#!/usr/bin/env bash
# `make install` and `make uninstall` into a staging folder (DESTDIR): the
# installed program finds its data beside itself, from any folder and
# without LEGATION_DATA; the desktop entry and icon are there; uninstall
# leaves nothing behind.
set -u
cd "$(dirname "$0")/../.."
. tests/screen/common.sh
unset LEGATION_DATA
S="$T/stage"
if make --no-print-directory install DESTDIR="$S" PREFIX=/usr > "$T/install.out" 2>&1; then
    ok install-runs
else
    fail install-runs "make install failed" "$T/install.out"; exit 1
fi
check install-binary test -x "$S/usr/bin/legation"
check install-data test -f "$S/usr/share/legation/scenarios/kutf/standard.json"
check install-assets test -f "$S/usr/share/legation/assets/ui/icon.svg"
check install-desktop-entry grep -q '^Exec=legation$' "$S/usr/share/applications/legation.desktop"
check install-icon test -f "$S/usr/share/icons/hicolor/scalable/apps/legation.svg"
# from another folder, through a link on the PATH as a menu would start it
mkdir -p "$T/elsewhere"
if (cd "$T/elsewhere" && PATH="$S/usr/bin:$PATH" legation list) > "$T/list.out" 2>&1 &&
   grep -q '^kutf ' "$T/list.out"; then
    ok install-finds-its-data
else
    fail install-finds-its-data "the installed legation did not find its data" "$T/list.out"
fi
if (cd "$T/elsewhere" && SDL_VIDEODRIVER=dummy "$S/usr/bin/legation" --screenshot "$T/l.png") \
       > "$T/shot.out" 2>&1 && [ -s "$T/l.png" ]; then
    ok install-opens-launcher
else
    fail install-opens-launcher "the installed launcher did not draw" "$T/shot.out"
fi
if make --no-print-directory uninstall DESTDIR="$S" PREFIX=/usr > "$T/un.out" 2>&1 &&
   [ -z "$(find "$S" -type f)" ]; then
    ok uninstall-removes-all
else
    fail uninstall-removes-all "files left: $(find "$S" -type f | head -3)" "$T/un.out"
fi
