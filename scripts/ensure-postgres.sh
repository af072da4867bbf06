#!/usr/bin/env bash
# The PostgreSQL tests need Debian's postgresql package (a server, not only psql); installs it when missing and prints
# the folder of its programs.
set -euo pipefail
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bin=$(find_bin)
if [ -z "$bin" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "The PostgreSQL tests need Debian's postgresql package: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
  echo "Installing Debian's postgresql for the PostgreSQL tests..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 && apt-get install -y -qq postgresql >/dev/null
  bin=$(find_bin)
fi
echo "$bin"
