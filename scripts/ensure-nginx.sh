#!/usr/bin/env bash
# The setup-1 browser test (test/browser/embed-nginx.e2e.ts) runs Debian's nginx as the CMS, with the README's
# nginx file included unchanged: a stand-in proxy would not catch what a real nginx does differently.
# Debian starts the packaged service on port 80 after installing it, as for any apt install of nginx; the test
# does not use it: it runs its own nginx, as the current user, on a free port.
set -euo pipefail
exec "$(dirname "$0")/ensure-debian-packages.sh" 'the CMS of the reverse-proxy test' /usr/sbin/nginx -- nginx
