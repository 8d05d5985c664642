#!/usr/bin/env bash
# Makes sure Debian's redis-server is installed for the command line's queue test, which
# starts a real Redis of its own.
set -euo pipefail
exec "$(dirname "$0")/ensure-debian-package.sh" redis "${KRIEGSSPIEL_REDIS_SERVER:-/usr/bin/redis-server}" redis-server
