import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkspaceServer, type RunningServer } from './server';
import { versionOf } from './workspace-files';

let dir: string;
let outside: string;
let server: RunningServer;
const mapText = '{\n  "$schema": "../../../schemas/map.schema.json",\n  "id": "m"\n}\n';

/** A raw HTTP request, so odd paths and headers reach the server as written. */
function call(method: string, target: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const req = request({ host: '127.0.0.1', port: server.port, method, path: target, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const file = (p: string) => `/api/file?path=${encodeURIComponent(p)}`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ks-server-'));
  outside = mkdtempSync(path.join(tmpdir(), 'ks-outside-'));
  writeFileSync(path.join(outside, 'secret.json'), '{"secret":true}');
  const mods = path.join(dir, 'mods');
  mkdirSync(path.join(mods, 'demo', 'maps'), { recursive: true });
  mkdirSync(path.join(mods, 'demo', 'src'), { recursive: true });
  writeFileSync(path.join(mods, 'demo', 'mod.json'), '{"id":"demo-mod","name":"Demo"}\n');
  writeFileSync(path.join(mods, 'demo', 'maps', 'm.map.json'), mapText);
  writeFileSync(path.join(mods, 'demo', 'src', 'index.ts'), 'export {};\n');
  writeFileSync(path.join(mods, 'package.json'), '{}\n');
  symlinkSync(path.join(outside, 'secret.json'), path.join(mods, 'demo', 'maps', 'link.json'));
  symlinkSync(outside, path.join(mods, 'demo', 'elsewhere'));
  server = await startWorkspaceServer({ mods: [mods], app: { kind: 'none' }, port: 0, defaultScenario: 'demo' });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('workspace server', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(server.server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it('lists the mods, their documents and every file', async () => {
    const { status, json } = await call('GET', '/api/workspace');
    expect(status).toBe(200);
    expect(json.mods).toEqual([{ id: 'demo-mod', name: 'Demo', folder: 'mods/demo', documents: ['mods/demo/maps/m.map.json', 'mods/demo/mod.json'] }]);
    expect(json.files).toContain('mods/demo/src/index.ts');
    expect(json.defaultScenario).toBe('demo');
  });

  it('reads a file with its version, and all documents at once', async () => {
    const { status, json } = await call('GET', file('mods/demo/maps/m.map.json'));
    expect(status).toBe(200);
    expect(json).toEqual({ path: 'mods/demo/maps/m.map.json', text: mapText, version: versionOf(mapText) });
    const all = await call('GET', '/api/documents');
    expect((all.json as unknown as { path: string; mod: string }[]).map((d) => [d.path, d.mod])).toEqual([
      ['mods/demo/maps/m.map.json', 'demo-mod'],
      ['mods/demo/mod.json', 'demo-mod'],
    ]);
    expect((await call('GET', file('mods/demo/maps/nope.json'))).status).toBe(404);
  });

  it.each([
    ['a parent segment', 'mods/demo/../../etc/passwd.json'],
    ['a parent segment at the start', '../mods/demo/mod.json'],
    ['an absolute path', '/etc/passwd.json'],
    ['a Windows absolute path', 'C:/x.json'],
    ['a backslash', 'mods\\demo\\mod.json'],
    ['a dot segment', 'mods/./demo/mod.json'],
    ['an encoded traversal that arrives encoded', 'mods/%2e%2e/%2e%2e/x.json'],
    ['an unknown root', 'etc/passwd.json'],
    ['a hidden file', 'mods/demo/.secret.json'],
    ['a link to a file outside', 'mods/demo/maps/link.json'],
    ['a file under a linked folder outside', 'mods/demo/elsewhere/secret.json'],
    ['a file that is not JSON', 'mods/demo/src/index.ts'],
  ])('refuses %s', async (_, p) => {
    const read = await call('GET', file(p));
    expect(read.status).toBe(403);
    const write = await call('PUT', file(p), { text: '{}', baseVersion: null });
    expect(write.status).toBe(403);
  });

  it('refuses a traversal written straight into the query', async () => {
    expect((await call('GET', '/api/file?path=mods/demo/%2E%2E/%2E%2E/x.json')).status).toBe(403);
    expect((await call('GET', '/api/file?path=mods%2F..%2F..%2Fx.json')).status).toBe(403);
    expect(readFileSync(path.join(outside, 'secret.json'), 'utf8')).toBe('{"secret":true}');
  });

  it('writes atomically when the version matches, leaving no temporary file', async () => {
    const p = 'mods/demo/maps/m.map.json';
    const text = mapText.replace('"m"', '"m2"');
    const { status, json } = await call('PUT', file(p), { text, baseVersion: versionOf(mapText) });
    expect(status).toBe(200);
    expect(json.version).toBe(versionOf(text));
    expect(readFileSync(path.join(dir, 'mods/demo/maps/m.map.json'), 'utf8')).toBe(text);
    expect(readdirSync(path.join(dir, 'mods/demo/maps')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    await call('PUT', file(p), { text: mapText, baseVersion: versionOf(text) });
  });

  it('answers 409 with the current file when it changed on disk, and writes nothing', async () => {
    const p = 'mods/demo/maps/m.map.json';
    const onDisk = mapText.replace('"m"', '"changed elsewhere"');
    writeFileSync(path.join(dir, p), onDisk);
    const { status, json } = await call('PUT', file(p), { text: '{"mine":true}', baseVersion: versionOf(mapText) });
    expect(status).toBe(409);
    expect(json).toMatchObject({ path: p, text: onDisk, version: versionOf(onDisk) });
    expect(readFileSync(path.join(dir, p), 'utf8')).toBe(onDisk);
    writeFileSync(path.join(dir, p), mapText);
  });

  it('creates a new file only when asked for one that does not exist', async () => {
    const p = 'mods/demo/maps/new.map.json';
    expect((await call('PUT', file(p), { text: '{}', baseVersion: null })).status).toBe(200);
    const again = await call('PUT', file(p), { text: '{"x":1}', baseVersion: null });
    expect(again.status).toBe(409);
    expect(again.json.text).toBe('{}');
    expect((await call('PUT', file('mods/demo/nofolder/x.json'), { text: '{}', baseVersion: null })).status).toBe(403);
    rmSync(path.join(dir, p));
  });

  it('serialises concurrent writes to one file: one wins, the other gets a conflict', async () => {
    const p = 'mods/demo/maps/m.map.json';
    const results = await Promise.all(['{"a":1}', '{"b":2}'].map((text) => call('PUT', file(p), { text, baseVersion: versionOf(mapText) })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    writeFileSync(path.join(dir, p), mapText);
  });

  it('refuses text that is not JSON, bodies that are not JSON and other content types', async () => {
    const p = 'mods/demo/maps/m.map.json';
    expect((await call('PUT', file(p), { text: '{"a":', baseVersion: versionOf(mapText) })).status).toBe(400);
    expect((await call('PUT', file(p), 'not json')).status).toBe(400);
    expect((await call('PUT', file(p), { text: '{}', baseVersion: versionOf(mapText) }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect(readFileSync(path.join(dir, p), 'utf8')).toBe(mapText);
  });

  it('refuses other hosts (DNS rebinding) and writes from other origins', async () => {
    expect((await call('GET', '/api/workspace', undefined, { host: 'evil.example:80' })).status).toBe(421);
    const p = 'mods/demo/maps/m.map.json';
    expect((await call('PUT', file(p), { text: '{}', baseVersion: versionOf(mapText) }, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await call('PUT', file(p), { text: mapText, baseVersion: versionOf(mapText) }, { origin: `http://127.0.0.1:${server.port}` })).status).toBe(200);
  });

  it('answers unknown routes and methods with errors', async () => {
    expect((await call('GET', '/api/nothing')).status).toBe(404);
    expect((await call('DELETE', file('mods/demo/mod.json'))).status).toBe(405);
  });
});
