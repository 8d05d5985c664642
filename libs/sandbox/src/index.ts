// @kriegsspiel/sandbox: runs untrusted ruleset modules in QuickJS inside a Node worker
// thread (this entry), or a browser Web Worker (`@kriegsspiel/sandbox/browser`).
export { Sandbox } from './sandbox';
export { InThreadSandbox } from './in-thread';
export type { SandboxOptions } from './results';
export { prepareMod } from './bundle';
export { bundleSdkSource, sdkBundleOptions } from './node/sdk';
export * from './core';
