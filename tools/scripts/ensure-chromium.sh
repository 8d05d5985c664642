#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser test suites.
# Browsers cannot be downloaded here (no `playwright install`); Debian's package can.
# Installs it when missing and we are root; otherwise fails loudly, because a suite
# that needs Chromium must fail, never skip, when it cannot start it.
set -euo pipefail

CHROMIUM="${KRIEGSSPIEL_CHROMIUM:-/usr/bin/chromium}"

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" != "0" ]; then
  echo "ensure-chromium: $CHROMIUM is missing and this user cannot install it." >&2
  echo "ensure-chromium: run as root: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi

# Several browser suites may start at once (Nx runs tasks in parallel); one installs,
# the others wait for it instead of fighting over dpkg's lock.
LOCK=/tmp/kriegsspiel-ensure-chromium.lock
exec 9>"$LOCK"
flock 9
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

echo "ensure-chromium: installing Debian's chromium (once per machine)…" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >&2

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "ensure-chromium: $("$CHROMIUM" --version 2>/dev/null || echo chromium) installed." >&2
