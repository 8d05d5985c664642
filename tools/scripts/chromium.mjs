// How every browser suite starts Debian's Chromium through playwright-core: a given
// executable (browsers cannot be downloaded here), headless, no sandbox (containers run
// as root), nothing that reaches the network on its own. Playwright gives each launch a
// fresh temporary profile (user-data-dir). `ensure-chromium.sh` installs the executable.
import { existsSync } from 'node:fs';

export const chromiumExecutable = process.env.KRIEGSSPIEL_CHROMIUM ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Chromium, failing loudly (never skipping) when it is missing. */
export async function launchChromium() {
  if (!existsSync(chromiumExecutable)) {
    throw new Error(`Chromium is missing at ${chromiumExecutable}; run tools/scripts/ensure-chromium.sh (as root it installs Debian's chromium)`);
  }
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
}
