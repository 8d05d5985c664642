/**
 * What every sandbox Web Worker needs, prepared once per page: QuickJS's WebAssembly
 * module (the optimized build in libs/sandbox/wasm), fetched and compiled once and shared by every worker (compiled code is
 * shared, each instance still gets memory of its own), and the worker itself, which
 * the bundler (Vite) builds from `worker-entry.ts`.
 */
/** How sandboxes in this page get QuickJS and their workers. */
export interface BrowserRuntime {
  /** The compiled QuickJS module. */
  wasmModule(): Promise<WebAssembly.Module>;
  /** A new sandbox worker (running `worker-entry.ts`). */
  createWorker(name: string): Worker;
}

let compiled: Promise<WebAssembly.Module> | undefined;

/** QuickJS's WebAssembly module, compiled once per page. */
export function quickJSWasmModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    // Imported when first needed, so that importing this module does nothing browser-specific.
    // The optimized build of the package's file (libs/sandbox/wasm, see quickjs-wasm.ts in
    // node/), as in Node: `npm run verify:generated` checks it matches the installed package.
    const { default: quickJSWasmUrl } = await import('../../wasm/quickjs.wasm?url');
    const response = await fetch(quickJSWasmUrl);
    if (!response.ok) throw new Error(`QuickJS could not be fetched from ${quickJSWasmUrl}: ${response.status}`);
    // Not compileStreaming: it insists on the application/wasm type, which not every server sends.
    return WebAssembly.compile(await response.arrayBuffer());
  })();
  compiled.catch(() => {
    compiled = undefined;
  });
  return compiled;
}

export const defaultBrowserRuntime: BrowserRuntime = {
  wasmModule: quickJSWasmModule,
  createWorker: (name) => new Worker(new URL('./worker-entry.ts', import.meta.url), { type: 'module', name }),
};
