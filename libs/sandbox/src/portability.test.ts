import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('portability', () => {
  it('the QuickJS-hosting code bundles for a browser Web Worker without any Node module', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./worker-core.ts', import.meta.url))],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).toContain('createWorkerCore');
    expect(code).not.toMatch(/from\s*["']node:/);
    expect(code).not.toMatch(/require\(["'](node:)?(fs|path|worker_threads|module|url)["']\)/);
  });

  it.each(['./core.ts', './browser/index.ts'])('%s bundles for the browser without any Node module', async (entry) => {
    // Vite serves `?url` imports (QuickJS's WebAssembly file); esbuild leaves them alone here.
    const assets: Plugin = { name: 'assets', setup: (b) => b.onResolve({ filter: /\?url$/ }, (args) => ({ path: args.path, external: true })) };
    const result = await build({
      entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
      plugins: [assets],
    });
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).toContain('SandboxSupervisor');
    expect(code).not.toMatch(/from\s*["']node:/);
    expect(code).not.toMatch(/["']esbuild["']/);
    expect(code).not.toMatch(/require\(["'](node:)?(fs|path|worker_threads|module|url)["']\)/);
  });
});
