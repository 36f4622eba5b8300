#!/usr/bin/env bash
# Installs the Debian packages Legation needs to build, run and test, and
# only those that are missing. Safe to run again; uses sudo when not root.
set -eu
pkgs="build-essential clang pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev
libcjson-dev libenet-dev fonts-dejavu-core fontconfig xvfb xdotool imagemagick"
missing=""
for p in $pkgs; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' \
        || missing="$missing $p"
done
if [ -z "$missing" ]; then
    exit 0
fi
echo "install-deps: installing missing Debian packages:$missing"
if [ "$(id -u)" -eq 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo="sudo"; else
    echo "install-deps: need root or sudo to install:$missing" >&2; exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# shellcheck disable=SC2086
$sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
echo "install-deps: done"
