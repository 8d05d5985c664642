#!/usr/bin/env bash
# Makes sure Debian's redis-server is installed for the command line's queue test, which
# starts a real Redis of its own. Installs it when missing and we are root; otherwise
# fails loudly, because that test must fail, never skip, when it cannot start Redis.
set -euo pipefail

REDIS="${KRIEGSSPIEL_REDIS_SERVER:-/usr/bin/redis-server}"

if [ -x "$REDIS" ]; then
  exit 0
fi

if [ "$(id -u)" != "0" ]; then
  echo "ensure-redis: $REDIS is missing and this user cannot install it." >&2
  echo "ensure-redis: run as root: apt-get update && apt-get install -y redis-server" >&2
  exit 1
fi

# Test suites may start at once; one installs, the others wait for it instead of fighting over dpkg's lock.
LOCK=/tmp/kriegsspiel-ensure-redis.lock
exec 9>"$LOCK"
flock 9
if [ -x "$REDIS" ]; then
  exit 0
fi

echo "ensure-redis: installing Debian's redis-server (once per machine)…" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq --no-install-recommends redis-server >&2

if [ ! -x "$REDIS" ]; then
  echo "ensure-redis: apt-get finished but $REDIS is still missing." >&2
  exit 1
fi
echo "ensure-redis: $("$REDIS" --version 2>/dev/null || echo redis-server) installed." >&2
