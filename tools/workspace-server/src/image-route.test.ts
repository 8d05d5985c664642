import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkspaceServer, type RunningServer } from './server';

let dir: string;
let outside: string;
let server: RunningServer;
// The 8-byte PNG signature and an IHDR start: enough for a byte-exact round trip.
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0xff, 0x00]);
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>';

function get(target: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, method: 'GET', path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
const image = (p: string) => `/api/image?path=${encodeURIComponent(p)}`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ks-image-'));
  outside = mkdtempSync(path.join(tmpdir(), 'ks-outside-'));
  writeFileSync(path.join(outside, 'secret.png'), png);
  const mods = path.join(dir, 'mods');
  mkdirSync(path.join(mods, 'demo', 'maps'), { recursive: true });
  writeFileSync(path.join(mods, 'demo', 'mod.json'), '{"id":"demo","name":"Demo"}\n');
  writeFileSync(path.join(mods, 'demo', 'maps', 'scan.png'), png);
  writeFileSync(path.join(mods, 'demo', 'maps', 'scan.svg'), svg);
  writeFileSync(path.join(mods, 'demo', 'maps', 'notes.txt'), 'hi');
  symlinkSync(path.join(outside, 'secret.png'), path.join(mods, 'demo', 'maps', 'link.png'));
  server = await startWorkspaceServer({ mods: [mods], app: { kind: 'none' }, port: 0 });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('the image route', () => {
  it('serves a PNG of a mod byte for byte with its type', async () => {
    const answer = await get(image('mods/demo/maps/scan.png'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.body.equals(png)).toBe(true);
  });

  it('serves an SVG without powers: a sandboxing content security policy', async () => {
    const answer = await get(image('mods/demo/maps/scan.svg'));
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(String(answer.headers['content-security-policy'])).toContain('sandbox');
  });

  it('answers 404 for a missing image, 403 for other files, paths and links outside the workspace', async () => {
    expect((await get(image('mods/demo/maps/none.png'))).status).toBe(404);
    const other = await get(image('mods/demo/maps/notes.txt'));
    expect(other.status).toBe(403);
    expect(other.body.toString()).toContain('only .png .jpg .jpeg .svg files');
    expect((await get(image('mods/demo/../../secret.png'))).status).toBe(403);
    expect((await get(image('mods/demo/maps/link.png'))).status).toBe(403);
  });

  it('refuses other hosts, as every route does', async () => {
    expect((await get(image('mods/demo/maps/scan.png'), { host: 'evil.example:80' })).status).toBe(421);
  });
});

function put(
  target: string,
  body: unknown,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(
      { host: '127.0.0.1', port: server.port, method: 'PUT', path: target, headers: { ...headers, 'content-length': String(Buffer.byteLength(text)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe('uploading an image', () => {
  it('writes a new picture next to the map, byte for byte, and serves it back', async () => {
    const answer = await put(image('mods/demo/maps/traced.png'), { base64: png.toString('base64') });
    expect(answer.status).toBe(200);
    expect(readFileSync(path.join(dir, 'mods', 'demo', 'maps', 'traced.png')).equals(png)).toBe(true);
    expect((await get(image('mods/demo/maps/traced.png'))).body.equals(png)).toBe(true);
  });

  it('never replaces a file that is there: 409, and the old bytes stay', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const answer = await put(image('mods/demo/maps/scan.jpg'), { base64: jpeg.toString('base64') });
    expect(answer.status).toBe(200);
    const again = await put(image('mods/demo/maps/scan.jpg'), { base64: Buffer.from([0xff, 0xd8, 0xff, 9]).toString('base64') });
    expect(again.status).toBe(409);
    expect(again.body).toContain('there is already a file mods/demo/maps/scan.jpg');
    expect(readFileSync(path.join(dir, 'mods', 'demo', 'maps', 'scan.jpg')).equals(jpeg)).toBe(true);
  });

  it('refuses bytes that are not the picture the name says, other files, paths outside and plain forms', async () => {
    const renamed = await put(image('mods/demo/maps/fake.png'), { base64: Buffer.from('GIF89a....').toString('base64') });
    expect(renamed.status).toBe(403);
    expect(renamed.body).toContain('not a PNG, JPEG or SVG picture');
    const mislabelled = await put(image('mods/demo/maps/fake.svg'), { base64: png.toString('base64') });
    expect(mislabelled.body).toContain('its bytes are image/png, not image/svg+xml');
    expect((await put(image('mods/demo/maps/notes.md'), { base64: png.toString('base64') })).status).toBe(403);
    expect((await put(image('mods/demo/../../escape.png'), { base64: png.toString('base64') })).status).toBe(403);
    expect(existsSync(path.join(dir, 'escape.png'))).toBe(false);
    expect((await put(image('mods/demo/maps/form.png'), { base64: png.toString('base64') }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await put(image('mods/demo/maps/bad.png'), { base64: 'not base64!' })).status).toBe(400);
    expect(existsSync(path.join(dir, 'mods', 'demo', 'maps', 'form.png'))).toBe(false);
  });
});
