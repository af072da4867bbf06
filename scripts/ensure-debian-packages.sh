#!/usr/bin/env bash
# Installs the Debian packages a test needs when one of its programs is missing (nothing may download a browser or a
# server here: Debian's packages are the one source). Usage: ensure-debian-packages.sh WHY FILE... -- PACKAGE...
# (each FILE a program or other file the packages install, e.g. /usr/share/wordpress/wp-settings.php)
set -euo pipefail
why=$1
shift
programs=()
while [ "$1" != "--" ]; do
  programs+=("$1")
  shift
done
shift
missing=0
for program in "${programs[@]}"; do
  [ -e "$program" ] || missing=1
done
if [ "$missing" -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Browser tests need Debian's $* ($why). Install them once with:" >&2
  echo "  sudo apt-get install -y $*" >&2
  exit 1
fi
echo "Installing Debian's $* for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$@" >/dev/null
