import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
function call(
  method: string,
  target: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
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
const source = (p: string) => `/api/source?path=${encodeURIComponent(p)}`;
const codeText = "import { defineHouseRule } from '@kriegsspiel/rules-sdk';\nexport default defineHouseRule({ hooks: {} });\n";

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
  writeFileSync(path.join(mods, 'demo', 'src', 'rule.ts'), codeText);
  writeFileSync(path.join(mods, 'demo', 'README.md'), '# Demo\n');
  writeFileSync(path.join(mods, 'demo', 'src', 'tool.sh'), 'echo hi\n');
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
    expect(json.files).toContain('mods/demo/src/rule.ts');
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
    rmSync(path.join(dir, p));
  });

  it('makes the folders of a new file (a new mod), but never through a link that leads outside', async () => {
    const manifest = 'mods/new-mod/mod.json';
    const code = 'mods/new-mod/src/index.ts';
    expect((await call('GET', file(manifest))).status).toBe(404);
    expect((await call('PUT', file(manifest), { text: '{}', baseVersion: null })).status).toBe(200);
    expect((await call('PUT', source(code), { text: codeText, baseVersion: null })).status).toBe(200);
    expect(readFileSync(path.join(dir, code), 'utf8')).toBe(codeText);
    // Only new files make folders: an old version for a file that is not there is a conflict.
    expect((await call('PUT', file('mods/new-mod/other/x.json'), { text: '{}', baseVersion: versionOf('{}') })).status).toBe(409);
    expect(existsSync(path.join(dir, 'mods/new-mod/other'))).toBe(false);
    expect((await call('PUT', file('mods/demo/elsewhere/deeper/x.json'), { text: '{}', baseVersion: null })).status).toBe(403);
    rmSync(path.join(dir, 'mods/new-mod'), { recursive: true });
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

describe('source files', () => {
  it('reads code, documents and notes with their versions', async () => {
    const { status, json } = await call('GET', source('mods/demo/src/rule.ts'));
    expect(status).toBe(200);
    expect(json).toEqual({ path: 'mods/demo/src/rule.ts', text: codeText, version: versionOf(codeText) });
    expect((await call('GET', source('mods/demo/README.md'))).json.text).toBe('# Demo\n');
    expect((await call('GET', source('mods/demo/maps/m.map.json'))).json.version).toBe(versionOf(mapText));
  });

  it('answers 404 with an error for a file that does not exist', async () => {
    const { status, json } = await call('GET', source('mods/demo/src/missing.ts'));
    expect(status).toBe(404);
    expect(json.error).toBe('there is no file mods/demo/src/missing.ts');
  });

  it('refuses other extensions with a message that names the allowed ones, and paths outside', async () => {
    const read = await call('GET', source('mods/demo/src/tool.sh'));
    expect(read.status).toBe(403);
    expect(read.json.error).toContain('only .ts .mts .js .mjs .json .md files');
    expect((await call('PUT', source('mods/demo/src/tool.sh'), { text: 'rm -rf /', baseVersion: versionOf('echo hi\n') })).status).toBe(403);
    expect(readFileSync(path.join(dir, 'mods/demo/src/tool.sh'), 'utf8')).toBe('echo hi\n');
    expect((await call('GET', source('mods/demo/../../etc/passwd.ts'))).status).toBe(403);
    expect((await call('GET', source('mods/demo/elsewhere/secret.json'))).status).toBe(403);
  });

  it('writes code atomically when the version matches, and does not parse it', async () => {
    const p = 'mods/demo/src/rule.ts';
    const text = codeText + 'export const broken = ;\n';
    const { status, json } = await call('PUT', source(p), { text, baseVersion: versionOf(codeText) });
    expect(status).toBe(200);
    expect(json).toEqual({ path: p, version: versionOf(text) });
    expect(readFileSync(path.join(dir, p), 'utf8')).toBe(text);
    expect(readdirSync(path.join(dir, 'mods/demo/src')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    writeFileSync(path.join(dir, p), codeText);
  });

  it('answers 409 with what is on disk when the file changed, and creates new files only from null', async () => {
    const p = 'mods/demo/src/rule.ts';
    const onDisk = codeText + '// changed elsewhere\n';
    writeFileSync(path.join(dir, p), onDisk);
    const conflict = await call('PUT', source(p), { text: 'mine', baseVersion: versionOf(codeText) });
    expect(conflict.status).toBe(409);
    expect(conflict.json).toMatchObject({ path: p, text: onDisk, version: versionOf(onDisk) });
    expect(readFileSync(path.join(dir, p), 'utf8')).toBe(onDisk);
    writeFileSync(path.join(dir, p), codeText);
    const created = 'mods/demo/src/new.ts';
    expect((await call('PUT', source(created), { text: 'export {};\n', baseVersion: null })).status).toBe(200);
    expect((await call('PUT', source(created), { text: 'export {};\n', baseVersion: null })).status).toBe(409);
    rmSync(path.join(dir, created));
  });

  it('keeps the guards of /api/file: origin, content type, body shape, methods', async () => {
    const p = 'mods/demo/src/rule.ts';
    expect((await call('PUT', source(p), { text: 'x', baseVersion: versionOf(codeText) }, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await call('PUT', source(p), { text: 'x', baseVersion: versionOf(codeText) }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await call('PUT', source(p), { text: 42, baseVersion: versionOf(codeText) })).status).toBe(400);
    expect((await call('DELETE', source(p))).status).toBe(405);
    expect(readFileSync(path.join(dir, p), 'utf8')).toBe(codeText);
  });

  it('still writes JSON documents through /api/file only when they parse, but takes any text through /api/source', async () => {
    const p = 'mods/demo/maps/m.map.json';
    expect((await call('PUT', file(p), { text: '{"a":', baseVersion: versionOf(mapText) })).status).toBe(400);
    expect((await call('PUT', source(p), { text: '{"a":', baseVersion: versionOf(mapText) })).status).toBe(200);
    writeFileSync(path.join(dir, p), mapText);
  });
});

describe('type libraries', () => {
  it('serves the rules SDK’s declarations for the code editor', async () => {
    const { status, json } = await call('GET', '/api/types');
    expect(status).toBe(200);
    const libraries = json.libraries as { path: string; text: string }[];
    expect(libraries.map((l) => l.path)).toContain('file:///node_modules/@kriegsspiel/rules-sdk/index.d.ts');
    expect(libraries.find((l) => l.path.endsWith('rules-sdk/src/index.d.ts'))?.text).toContain('defineHouseRule');
  }, 60000);
});
