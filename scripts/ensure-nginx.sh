#!/usr/bin/env bash
# The setup-1 browser test (test/browser/embed-nginx.e2e.ts) runs Debian's nginx as the CMS, with the README's
# nginx file included unchanged: a stand-in proxy would not catch what a real nginx does differently.
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Browser tests need Debian's nginx (the CMS of the reverse-proxy test). Install it once with:" >&2
  echo "  sudo apt-get install -y nginx" >&2
  exit 1
fi
# Debian starts the packaged service on port 80 after installing it, as for any apt install of nginx; the test
# does not use it: it runs its own nginx, as the current user, on a free port.
echo "Installing Debian's nginx for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq nginx >/dev/null
