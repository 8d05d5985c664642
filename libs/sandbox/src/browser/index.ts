// @kriegsspiel/sandbox/browser: the sandbox in a browser page, each mod in a Web Worker
// of its own. Nothing here uses Node; mods arrive bundled (`prepareMod` runs on a server).
// Importing it starts nothing: QuickJS is fetched and workers started on the first load.
export { BrowserSandbox, type BrowserSandboxOptions } from './browser-sandbox';
export { defaultBrowserRuntime, quickJSWasmModule, type BrowserRuntime } from './runtime';
export { browserSandboxHost, type BrowserRulesHost, type BrowserProgram } from './browser-host';
export * from '../core';
