import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkspaceServer, type RunningServer } from './server';
import type { WorkspaceChanges } from './api';

let dir: string;
let outside: string;
let mods: string;
let server: RunningServer;

async function changes(since?: number | string): Promise<{ status: number; body: WorkspaceChanges & { error?: string } }> {
  const res = await fetch(`${server.url}api/changes${since === undefined ? '' : `?since=${since}`}`);
  return { status: res.status, body: (await res.json()) as WorkspaceChanges & { error?: string } };
}

/** Polls until the paths changed since `since` include `path`. */
async function changedSince(since: number, path: string): Promise<WorkspaceChanges> {
  for (let i = 0; i < 100; i++) {
    const { body } = await changes(since);
    if (body.paths.includes(path)) return body;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} was not reported as changed`);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ks-watch-'));
  outside = mkdtempSync(path.join(tmpdir(), 'ks-watch-outside-'));
  mods = path.join(dir, 'mods');
  mkdirSync(path.join(mods, 'demo', 'maps'), { recursive: true });
  writeFileSync(path.join(mods, 'demo', 'mod.json'), '{"id":"demo"}\n');
  writeFileSync(path.join(mods, 'demo', 'maps', 'm.map.json'), '{}\n');
  symlinkSync(outside, path.join(mods, 'demo', 'elsewhere'));
  server = await startWorkspaceServer({ mods: [mods], app: { kind: 'none' }, port: 0 });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('changes made outside the studio', () => {
  it('are numbered: written, created (in new folders) and removed files, by workspace path, each once', async () => {
    const start = (await changes()).body;
    expect(start).toMatchObject({ paths: [], reset: false });
    writeFileSync(path.join(mods, 'demo', 'maps', 'm.map.json'), '{"id":"m"}\n');
    mkdirSync(path.join(mods, 'demo', 'tests'));
    writeFileSync(path.join(mods, 'demo', 'tests', 'new.test.json'), '{}\n');
    const after = await changedSince(start.seq, 'mods/demo/tests/new.test.json');
    expect(after.paths).toContain('mods/demo/maps/m.map.json');
    expect(after.paths).toEqual([...new Set(after.paths)].sort());
    expect(after.seq).toBeGreaterThan(start.seq);
    // Asked again from the latest number: nothing new.
    expect((await changes(after.seq)).body).toEqual({ seq: after.seq, paths: [], reset: false });
    unlinkSync(path.join(mods, 'demo', 'tests', 'new.test.json'));
    expect((await changedSince(after.seq, 'mods/demo/tests/new.test.json')).reset).toBe(false);
  });

  it('leave out hidden files (a write’s temporary file) and what is outside the workspace', async () => {
    const start = (await changes()).body;
    writeFileSync(path.join(mods, 'demo', '.m.map.json.123-abcdefabcdef.tmp'), '{}');
    writeFileSync(path.join(outside, 'secret.json'), '{}');
    writeFileSync(path.join(mods, 'demo', 'mod.json'), '{"id":"demo","name":"Demo"}\n');
    const after = await changedSince(start.seq, 'mods/demo/mod.json');
    // A link out of the workspace may be named as changed (Node watches the link), never what is behind it.
    expect(after.paths.filter((p) => p !== 'mods/demo/elsewhere')).toEqual(['mods/demo/mod.json']);
  });

  it('tell a page from another run of the server to read everything again, and refuse a `since` that is not a number', async () => {
    const now = (await changes()).body.seq;
    expect((await changes(now + 1000)).body).toMatchObject({ reset: true, paths: [] });
    const bad = await changes('x');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/since/);
  });
});
