// @kriegsspiel/sandbox: runs untrusted ruleset modules in QuickJS inside a Node worker
// thread (this entry), or a browser Web Worker (`@kriegsspiel/sandbox/browser`).
export { Sandbox } from './sandbox';
export type { SandboxOptions } from './results';
export { prepareMod } from './bundle';
export { importRefusal, MOD_TYPES_PREFIX } from '@kriegsspiel/formats/mod-paths';
export { bundleSdkSource, sdkBundleOptions } from './node/sdk';
export { quickJSWasm, type QuickJSWasm } from './node/quickjs-wasm';
export * from './core';
