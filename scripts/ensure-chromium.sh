#!/usr/bin/env bash
# Browser tests need Debian's headless shell of Chromium and ChromeDriver, the bench its full Chromium (nothing may
# download a browser here).
set -euo pipefail
exec "$(dirname "$0")/ensure-debian-packages.sh" 'the browser' /usr/bin/chromium /usr/lib/chromium/chromium-headless-shell /usr/bin/chromedriver -- chromium chromium-headless-shell chromium-driver
