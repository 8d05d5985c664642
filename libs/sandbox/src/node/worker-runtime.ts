/**
 * What every sandbox worker needs, prepared once per process:
 *
 * - the worker's code: `worker-entry.ts` and everything it imports, bundled by
 *   esbuild into one ES module (QuickJS's browser build of the Emscripten glue,
 *   so nothing in it looks for files) and started from a `data:` URL. The worker
 *   thus runs the same under Vitest, under tsx and under plain Node, without a
 *   TypeScript loader in the worker (Node 20 does not apply `--import tsx` to a
 *   worker's entry) and without a build step;
 * - the compiled QuickJS WebAssembly module, shared by all workers (compiled
 *   code is shared, every instance still gets memory of its own).
 */
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { quickJSWasm } from './quickjs-wasm';

export interface WorkerRuntime {
  /** The worker's code as a `data:` URL. */
  url: URL;
  wasmModule: WebAssembly.Module;
  /** Time spent preparing it, in milliseconds. */
  preparedInMs: number;
}

let prepared: Promise<WorkerRuntime> | undefined;

/** The compiled QuickJS module: the optimized build (see quickjs-wasm.ts), or the package's own with a warning once. */
async function compileQuickJSWasm(): Promise<WebAssembly.Module> {
  const wasm = await quickJSWasm();
  if (wasm.reason) process.emitWarning(`QuickJS runs its slower stock build: ${wasm.reason}.`, { code: 'KRIEGSSPIEL_QUICKJS_STOCK' });
  return WebAssembly.compile(wasm.bytes);
}

function workerEntryPath(): string {
  for (const name of ['worker-entry.ts', 'worker-entry.js']) {
    const path = fileURLToPath(new URL(name, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error('Cannot find the sandbox worker entry (worker-entry.ts or worker-entry.js)');
}

async function bundleWorker(): Promise<string> {
  const result = await build({
    entryPoints: [workerEntryPath()],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    mainFields: ['browser', 'module', 'main'],
    conditions: ['browser', 'import', 'default'],
    external: ['node:*'],
    legalComments: 'none',
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no worker bundle');
  return output.text;
}

export function getWorkerRuntime(): Promise<WorkerRuntime> {
  prepared ??= (async () => {
    const started = performance.now();
    const [code, wasmModule] = await Promise.all([bundleWorker(), compileQuickJSWasm()]);
    const url = new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
    return { url, wasmModule, preparedInMs: performance.now() - started };
  })();
  prepared.catch(() => {
    prepared = undefined;
  });
  return prepared;
}
