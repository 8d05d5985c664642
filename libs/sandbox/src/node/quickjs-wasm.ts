/**
 * Which QuickJS WebAssembly the sandbox runs in Node: the build in `libs/sandbox/wasm/`,
 * made from `@jitl/quickjs-wasmfile-release-sync` by `scripts/optimize-quickjs.mjs`
 * (binaryen -O3; the package's own build is compiled for size and runs about a third
 * slower). It is used only when its manifest says it was made from exactly the installed
 * package's file, since it must match that package's Emscripten glue; otherwise the
 * package's own file runs, and the reason is given.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export interface QuickJSWasm {
  bytes: Uint8Array<ArrayBuffer>;
  /** `optimized`: libs/sandbox/wasm/quickjs.wasm; `stock`: the package's own file. */
  build: 'optimized' | 'stock';
  /** Why the stock file runs, when it does. */
  reason?: string;
}

interface Manifest {
  source?: { package?: string; version?: string; sha256?: string };
  sha256?: string;
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The package's own QuickJS file. */
export function stockQuickJSWasmPath(): string {
  return createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm');
}

/** The optimized build's folder (`wasm/` beside `src/`, also from a build in `dist/`). */
export function optimizedQuickJSDir(): string {
  return fileURLToPath(new URL('../../wasm/', import.meta.url));
}

/** The QuickJS WebAssembly to run: the optimized build when it was made from `stockPath`'s bytes, else those bytes. */
export async function quickJSWasm(stockPath = stockQuickJSWasmPath(), dir = optimizedQuickJSDir()): Promise<QuickJSWasm> {
  const stock = new Uint8Array(await readFile(stockPath));
  const stale = (reason: string): QuickJSWasm => ({ bytes: stock, build: 'stock', reason: `${reason}; run \`npm run optimize:quickjs\`` });
  let manifest: Manifest;
  let optimized: Uint8Array<ArrayBuffer>;
  try {
    manifest = JSON.parse(await readFile(`${dir}quickjs.json`, 'utf8')) as Manifest;
    optimized = new Uint8Array(await readFile(`${dir}quickjs.wasm`));
  } catch (error) {
    return stale(`the optimized QuickJS build could not be read (${(error as Error).message})`);
  }
  if (manifest.source?.sha256 !== sha256(stock)) {
    const from = `${manifest.source?.package ?? '?'}@${manifest.source?.version ?? '?'}`;
    return stale(`the optimized QuickJS build was made from ${from}, not from the installed ${stockPath}`);
  }
  if (manifest.sha256 !== sha256(optimized)) return stale('libs/sandbox/wasm/quickjs.wasm is not the file its manifest describes');
  return { bytes: optimized, build: 'optimized' };
}
