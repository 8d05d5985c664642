// Component tests run in real Chromium (Vitest browser mode over playwright): custom
// elements, canvas, pointer events, focus and IndexedDB are the browser's own.
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
// The one place that says how Chromium is launched is a script, not a library.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumArgs, chromiumExecutable } from '../../tools/scripts/chromium.mjs';
import { rulesCommands } from './vitest.commands.ts';
import { modFilesPlugin } from './mod-files.vite.ts';

export default defineConfig({
  // The mods' data files for the fixtures, in one module (see mod-files.vite.ts).
  plugins: [modFilesPlugin()],
  // papaparse is CommonJS: bundle it before the first test, so Vite does not reload mid-run.
  // The same for QuickJS, which the rules' Web Workers load.
  optimizeDeps: { include: ['papaparse', '@jitl/quickjs-wasmfile-release-sync', 'quickjs-emscripten-core'] },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({ launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
      // Games for the rules' browser tests, built on the Node side as the studio's server builds them.
      commands: rulesCommands,
    },
  },
});
