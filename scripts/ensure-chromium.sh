#!/usr/bin/env bash
# Browser tests need Debian's Chromium and ChromeDriver (nothing may download a browser here).
set -euo pipefail
exec "$(dirname "$0")/ensure-debian-packages.sh" 'the browser' /usr/bin/chromium /usr/bin/chromedriver -- chromium chromium-driver
