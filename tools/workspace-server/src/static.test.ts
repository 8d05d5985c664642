import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkspaceServer, type RunningServer } from './server';

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ks-static-'));
  mkdirSync(path.join(dir, 'app', 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'mods'));
  writeFileSync(path.join(dir, 'app', 'index.html'), '<!doctype html><title>studio</title>');
  writeFileSync(path.join(dir, 'app', 'assets', 'main-abc.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'secret.txt'), 'no');
  server = await startWorkspaceServer({ mods: [path.join(dir, 'mods')], app: { kind: 'static', dir: path.join(dir, 'app') }, port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the built studio', () => {
  it('serves files with their types and the page for app addresses', async () => {
    const page = await fetch(server.url);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<title>studio</title>');
    const js = await fetch(new URL('assets/main-abc.js', server.url));
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toMatch(/immutable/);
    expect(await (await fetch(new URL('some/route?scenario=x', server.url))).text()).toContain('studio');
    expect((await fetch(new URL('assets/missing.js', server.url))).status).toBe(404);
  });

  it('does not serve files outside the app folder', async () => {
    const res = await fetch(new URL('/..%2f..%2fsecret.txt', server.url));
    expect([403, 404]).toContain(res.status);
    expect(await res.text()).not.toBe('no');
  });
});
