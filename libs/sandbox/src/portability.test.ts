import { build } from 'esbuild';
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
});
