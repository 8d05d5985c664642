#!/usr/bin/env bash
# Makes sure a program from Debian's packages is installed for a test suite that runs it for
# real (Chromium for the browser suites, redis-server for the queue test).
# Usage: ensure-debian-package.sh <name> <program path> <package>...
# Installs the packages when the program is missing and we are root; otherwise fails loudly,
# because a suite that needs the program must fail, never skip, when it cannot start it.
set -euo pipefail

NAME="$1"
PROGRAM="$2"
shift 2

if [ -x "$PROGRAM" ]; then
  exit 0
fi

if [ "$(id -u)" != "0" ]; then
  echo "ensure-$NAME: $PROGRAM is missing and this user cannot install it." >&2
  echo "ensure-$NAME: run as root: apt-get update && apt-get install -y $*" >&2
  exit 1
fi

# Suites may start at once (Nx runs tasks in parallel); one installs, the others wait for it
# instead of fighting over dpkg's lock.
LOCK="/tmp/kriegsspiel-ensure-$NAME.lock"
exec 9>"$LOCK"
flock 9
if [ -x "$PROGRAM" ]; then
  exit 0
fi

echo "ensure-$NAME: installing Debian's $* (once per machine)…" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq --no-install-recommends "$@" >&2

if [ ! -x "$PROGRAM" ]; then
  echo "ensure-$NAME: apt-get finished but $PROGRAM is still missing." >&2
  exit 1
fi
echo "ensure-$NAME: $("$PROGRAM" --version 2>/dev/null || echo "$NAME") installed." >&2
