// The server as a hostile web page, a careless upload and a crashed save would meet it: every
// route probed from a foreign origin (Origin, Referer, Host, Sec-Fetch-Site of evil.example),
// websocket upgrades with a foreign Host or Origin, Vite's machine-facing dev routes, rules code
// linked from outside the workspace, bodies over the limit, and temporary files left by a kill.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxBodyBytes, startWorkspaceServer, type RunningServer } from './server';
import { temporaryName, versionOf } from './workspace-files';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const evil = 'http://evil.example';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A raw HTTP request, so headers reach the server as written; `body` may be a Buffer or a length to stream in chunks. */
function call(port: number, method: string, target: string, headers: Record<string, string> = {}, body?: string | { chunked: number }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request({ host: '127.0.0.1', port, method, path: target, headers }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    // A server that answers 413 early may close before the whole body is sent; one that died answers nothing (status 0).
    req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'EPIPE' || (e as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(e)));
    req.on('close', () => {
      if (!answered) resolve({ status: 0, headers: {}, text: '' });
    });
    if (body === undefined || typeof body === 'string') req.end(body);
    else {
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let left = body.chunked;
      const more = () => {
        while (left > 0) {
          left -= chunk.length;
          if (!req.write(chunk)) return void req.once('drain', more);
        }
        req.end();
      };
      more();
    }
  });
}

/** A websocket upgrade as Vite's client asks for it; answers the status (101 when accepted). */
function upgrade(port: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-version': '13',
        'sec-websocket-protocol': 'vite-hmr',
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve(0) : reject(e)));
    req.end();
  });
}

/** The ways a page of another site shows itself. */
const foreignWays = (port: number): [string, Record<string, string>][] => [
  ['Origin', { origin: evil }],
  ['another local origin', { origin: `http://127.0.0.1:${port + 1}` }],
  ['Referer', { referer: `${evil}/page.html` }],
  ['Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
  ['Host', { host: 'evil.example' }],
  ['a rebinding Host on the right port', { host: `evil.example:${port}` }],
  ['a *.localhost Host', { host: `x.localhost:${port}` }],
];

let dir: string;
let mods: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ks-harden-'));
  mods = path.join(dir, 'mods');
  mkdirSync(path.join(mods, 'demo', 'maps'), { recursive: true });
  writeFileSync(path.join(mods, 'demo', 'mod.json'), '{"id":"demo","name":"Demo"}\n');
  writeFileSync(path.join(mods, 'demo', 'maps', 'm.map.json'), '{"id":"m"}\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every route of the API and of the page, with a request that would succeed from the studio's own page. */
const routes: [string, string, string?][] = [
  ['GET', '/api/workspace'],
  ['GET', '/api/documents'],
  ['GET', '/api/file?path=mods/demo/mod.json'],
  ['PUT', '/api/file?path=mods/demo/maps/new.json', JSON.stringify({ text: '{}', baseVersion: null })],
  ['GET', '/api/source?path=mods/demo/mod.json'],
  ['PUT', '/api/source?path=mods/demo/maps/new2.json', JSON.stringify({ text: '{}', baseVersion: null })],
  ['GET', '/api/game?scenario=none'],
  ['GET', '/api/tests'],
  ['POST', '/api/tests/prepare', JSON.stringify({ paths: [] })],
  ['GET', '/api/types'],
  ['PUT', '/api/image?path=mods/demo/maps/upload.png', JSON.stringify({ base64: 'iVBORw0KGgo=' })],
  ['GET', '/'],
  ['GET', '/index.html'],
];

describe('the dev server (npm run dev) refuses other sites on every route', () => {
  let server: RunningServer;
  const marker = () => path.join(dir, 'editor-was-opened');
  const devRoutes = (): [string, string][] => [
    ['GET', `/__open-in-editor?file=${encodeURIComponent(path.join(dir, 'mods/demo/mod.json'))}`],
    ['GET', `/@fs${path.join(repo, 'package.json')}`],
    ['GET', '/@vite/client'],
    ['GET', '/src/main.ts'],
  ];

  beforeAll(async () => {
    // If anything asked Vite to open an editor, this "editor" would leave a file behind.
    const editor = path.join(dir, 'editor.sh');
    writeFileSync(editor, `#!/bin/sh\ntouch ${JSON.stringify(marker())}\n`, { mode: 0o755 });
    process.env.LAUNCH_EDITOR = editor;
    server = await startWorkspaceServer({ mods: [mods], app: { kind: 'vite', root: path.join(repo, 'apps', 'studio') }, port: 0 });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    delete process.env.LAUNCH_EDITOR;
  });

  it('serves the page, its modules and its files to the studio itself', async () => {
    for (const [method, target] of [...devRoutes().slice(1), ['GET', '/'] as const]) {
      const answer = await call(server.port, method, target, { host: `127.0.0.1:${server.port}` });
      expect(answer.status, target).toBe(200);
      expect(answer.headers['access-control-allow-origin'], target).toBeUndefined();
    }
  }, 60_000);

  it('refuses every route, the dev routes included, from a foreign Origin, Referer, Sec-Fetch-Site or Host', async () => {
    for (const [way, headers] of foreignWays(server.port)) {
      for (const [method, target, body] of [...routes, ...devRoutes()]) {
        const answer = await call(server.port, method, target, { host: `127.0.0.1:${server.port}`, 'content-type': 'application/json', ...headers }, body);
        expect([403, 421], `${way}: ${method} ${target}`).toContain(answer.status);
        expect(answer.headers['access-control-allow-origin'], `${way}: ${target}`).toBeUndefined();
      }
    }
    expect(existsSync(path.join(mods, 'demo/maps/new.json'))).toBe(false);
  }, 120_000);

  it('never opens an editor, not even for the studio’s own origin', async () => {
    const [method, target] = devRoutes()[0]!;
    const ways: Record<string, string>[] = [{}, { origin: `http://127.0.0.1:${server.port}` }, { referer: `${evil}/` }];
    for (const headers of ways) {
      const answer = await call(server.port, method, target, { host: `127.0.0.1:${server.port}`, ...headers });
      expect([403, 404]).toContain(answer.status);
    }
    expect((await call(server.port, 'GET', '/__OPEN-IN-EDITOR?file=/etc/passwd', { host: `127.0.0.1:${server.port}` })).status).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    expect(existsSync(marker())).toBe(false);
  });

  it('accepts the hot-reload websocket from the studio, and refuses it with a foreign Host or Origin', async () => {
    expect(await upgrade(server.port, { host: `127.0.0.1:${server.port}` })).toBe(101);
    expect(await upgrade(server.port, { host: `127.0.0.1:${server.port}`, 'sec-websocket-protocol': 'other' })).toBe(404);
    for (const [way, headers] of foreignWays(server.port)) {
      const status = await upgrade(server.port, { host: `127.0.0.1:${server.port}`, ...headers });
      expect([403, 421], way).toContain(status);
    }
  });
});

describe('the built studio (npm start) refuses other sites on every route', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const app = path.join(dir, 'app');
    mkdirSync(app, { recursive: true });
    writeFileSync(path.join(app, 'index.html'), '<!doctype html><title>studio</title>');
    server = await startWorkspaceServer({ mods: [mods], app: { kind: 'static', dir: app }, port: 0 });
  });
  afterAll(async () => server?.close());

  it('refuses every route from a foreign Origin, Referer, Sec-Fetch-Site or Host', async () => {
    for (const [way, headers] of foreignWays(server.port)) {
      for (const [method, target, body] of routes) {
        const answer = await call(server.port, method, target, { host: `127.0.0.1:${server.port}`, 'content-type': 'application/json', ...headers }, body);
        expect([403, 421], `${way}: ${method} ${target}`).toContain(answer.status);
      }
      expect([403, 421], way).toContain(await upgrade(server.port, { host: `127.0.0.1:${server.port}`, ...headers }));
    }
    expect(existsSync(path.join(mods, 'demo/maps/new.json'))).toBe(false);
  });

  it('lets another site open the page in a tab, but not in a frame, and nothing else', async () => {
    const navigation = { host: `127.0.0.1:${server.port}`, referer: `${evil}/`, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
    const page = await call(server.port, 'GET', '/?scenario=x', { ...navigation, 'sec-fetch-dest': 'document' });
    expect(page.status).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await call(server.port, 'GET', '/api/workspace', { ...navigation, 'sec-fetch-dest': 'document' })).status).toBe(403);
    expect((await call(server.port, 'GET', '/', { ...navigation, 'sec-fetch-dest': 'iframe' })).status).toBe(403);
  });
});

describe('one path policy for the files and the rules code', () => {
  let server: RunningServer;
  let outside: string;
  beforeAll(async () => {
    const root = path.join(dir, 'linked', 'mods');
    const mod = path.join(root, 'outpost');
    cpSync(path.join(repo, 'tools/cli/test-fixtures/mods/outpost'), mod, { recursive: true });
    outside = path.join(dir, 'linked', 'outside', 'src');
    mkdirSync(path.dirname(outside), { recursive: true });
    renameSync(path.join(mod, 'src'), outside);
    writeFileSync(path.join(outside, 'secret.ts'), 'export const secret = "from outside the workspace";\n');
    writeFileSync(path.join(outside, 'index.ts'), readFileSync(path.join(outside, 'index.ts'), 'utf8') + "\nexport { secret } from './secret';\n");
    symlinkSync(outside, path.join(mod, 'src'));
    server = await startWorkspaceServer({ mods: [root], app: { kind: 'none' }, port: 0 });
  });
  afterAll(async () => server?.close());

  it('refuses a src folder linked outside in /api/game as /api/source does, and returns nothing from there', async () => {
    const host = { host: `127.0.0.1:${server.port}` };
    expect((await call(server.port, 'GET', '/api/source?path=mods/outpost/src/index.ts', host)).status).toBe(403);
    const game = await call(server.port, 'GET', '/api/game?scenario=outpost-skirmish', host);
    expect(game.status).toBe(422);
    expect(game.text).not.toContain('from outside the workspace');
    expect(JSON.parse(game.text).error).toContain('the rules of `outpost` are outside its folder');
  });
});

describe('request bodies', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startWorkspaceServer({ mods: [mods], app: { kind: 'none' }, port: 0 });
  });
  afterAll(async () => server?.close());
  const headers = () => ({ host: `127.0.0.1:${server.port}`, 'content-type': 'application/json' });

  it(`answers 413 over ${maxBodyBytes / 1024 / 1024} MiB, from the declared length or while streaming, and writes nothing`, async () => {
    const p = '/api/file?path=mods/demo/maps/big.json';
    const declared = await call(server.port, 'PUT', p, { ...headers(), 'content-length': String(33_000_000) }, 'x'.repeat(1000));
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text).error).toMatch(/larger than 16 MiB/);
    const streamed = await call(server.port, 'PUT', p, { ...headers(), 'transfer-encoding': 'chunked' }, { chunked: 33_000_000 });
    expect(streamed.status).toBe(413);
    expect(existsSync(path.join(mods, 'demo/maps/big.json'))).toBe(false);
    // Under the limit, a large document is written.
    const text = JSON.stringify({ id: 'big', filler: 'y'.repeat(maxBodyBytes - 1024 * 1024) });
    const ok = await call(server.port, 'PUT', p, headers(), JSON.stringify({ text, baseVersion: null }));
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.text).version).toBe(versionOf(text));
    rmSync(path.join(mods, 'demo/maps/big.json'));
  }, 60_000);
});

/** Starts the real `kriegsspiel-studio` command on a free port; answers the child and its port. */
async function startCommand(args: string[], nodeOptions: string[] = []): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, [...nodeOptions, path.join(repo, 'tools/workspace-server/bin/kriegsspiel-studio.js'), '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr?.on('data', (d) => (out += d));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (d) => {
      out += d;
      const m = /Kriegsspiel studio: http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m?.[1]) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
  return { child, port, output: () => out };
}

function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

describe('the command', () => {
  it('keeps memory bounded under twelve concurrent 15 MB saves', async () => {
    const app = path.join(dir, 'app2');
    mkdirSync(app, { recursive: true });
    writeFileSync(path.join(app, 'index.html'), '<!doctype html>');
    const root = path.join(dir, 'big', 'mods');
    mkdirSync(path.join(root, 'demo'), { recursive: true });
    const { child, port } = await startCommand(['--static', app, '--mods', root], ['--max-old-space-size=160']);
    try {
      const before = peakMemoryMb(child.pid!);
      const body = JSON.stringify({ text: JSON.stringify({ filler: 'z'.repeat(15_000_000) }), baseVersion: null });
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call(port, 'PUT', `/api/file?path=mods/demo/f${i}.json`, { host: `127.0.0.1:${port}`, 'content-type': 'application/json' }, body),
        ),
      );
      // With a heap of 160 MB, reading all twelve at once ran out of memory.
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
      expect(child.exitCode).toBeNull();
      const grown = peakMemoryMb(child.pid!) - before;
      console.log(`peak memory grew by ${grown.toFixed(0)} MB under 12 concurrent 15 MB saves`);
      // Without the heap limit, all read at once, the twelve took about 450 MB more; two at a time, 150 to 280.
      expect(grown).toBeLessThan(320);
    } finally {
      child.kill('SIGTERM');
    }
  }, 120_000);

  it('removes the temporary files of saves killed half-way when it starts, and only those', async () => {
    const root = path.join(dir, 'stale', 'mods');
    const maps = path.join(root, 'demo', 'maps');
    mkdirSync(maps, { recursive: true });
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const stale = path.join(maps, temporaryName('m.map.json', gone));
    const running = path.join(maps, temporaryName('m.map.json', process.pid));
    const old = path.join(maps, '.m.map.json.0123456789ab.tmp');
    const recent = path.join(maps, '.n.map.json.ba9876543210.tmp');
    const notOurs = path.join(maps, '.notes.tmp');
    for (const f of [stale, running, old, recent, notOurs]) writeFileSync(f, '{"half":');
    const { utimesSync } = await import('node:fs');
    utimesSync(old, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    const { child, output } = await startCommand(['--static', dir, '--mods', root]);
    try {
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(old)).toBe(false);
      expect(existsSync(running)).toBe(true);
      expect(existsSync(recent)).toBe(true);
      expect(existsSync(notOurs)).toBe(true);
      expect(output()).toContain('removed a stale temporary file mods/demo/maps/');
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);
});
