#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser test suites. Browsers cannot be
# downloaded here (no `playwright install`); Debian's package can.
set -euo pipefail
exec "$(dirname "$0")/ensure-debian-package.sh" chromium "${KRIEGSSPIEL_CHROMIUM:-/usr/bin/chromium}" chromium fonts-dejavu-core
