#!/usr/bin/env bash
# Browser tests need Debian's Chromium and ChromeDriver (nothing may download a browser here).
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Browser tests need Debian's chromium and chromium-driver. Install them once with:" >&2
  echo "  sudo apt-get install -y chromium chromium-driver" >&2
  exit 1
fi
echo "Installing Debian's chromium and chromium-driver for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium chromium-driver >/dev/null
