import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeUrl, workspaceRoutes, type RouteName } from './api';
import { startWorkspaceServer, type RunningServer } from './server';

// The contract and the server agree: every route the contract lists is answered at its
// address with its method, and its query reaches the server as the contract names it.
let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ks-api-'));
  mkdirSync(path.join(dir, 'mods', 'demo', 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'mods', 'demo', 'mod.json'), '{"id":"demo","name":"Demo"}\n');
  writeFileSync(path.join(dir, 'mods', 'demo', 'src', 'index.ts'), 'export {};\n');
  server = await startWorkspaceServer({ mods: [path.join(dir, 'mods')], app: { kind: 'none' }, port: 0 });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const requests: { [R in RouteName]: { query?: Parameters<typeof routeUrl<R>>[2]; body?: unknown; status: number } } = {
  listing: { status: 200 },
  documents: { status: 200 },
  game: { query: { scenario: 'no-such-scenario', houseRule: ['a', 'b'] }, status: 422 },
  tests: { query: { mod: 'mods/demo' }, status: 200 },
  prepareTests: { body: { paths: [] }, status: 200 },
  readFile: { query: { path: 'mods/demo/mod.json' }, status: 200 },
  writeFile: { query: { path: 'mods/demo/new.json' }, body: { text: '{}', baseVersion: null }, status: 200 },
  readSource: { query: { path: 'mods/demo/src/index.ts' }, status: 200 },
  writeSource: { query: { path: 'mods/demo/src/index.ts' }, body: { text: 'export {};\n', baseVersion: 'stale' }, status: 409 },
  image: { query: { path: 'mods/demo/none.png' }, status: 404 },
  // A PNG's signature and nothing else: enough to be told a picture.
  writeImage: { query: { path: 'mods/demo/maps/scan.png' }, body: { base64: 'iVBORw0KGgo=' }, status: 200 },
  types: { status: 200 },
  changes: { query: { since: '0' }, status: 200 },
};

describe('the workspace API contract', () => {
  it.each(Object.keys(workspaceRoutes) as RouteName[])(
    'the server answers %s at its address with its method',
    async (route) => {
      const { query, body, status } = requests[route];
      const res = await fetch(routeUrl(route, server.url, query as never), {
        method: workspaceRoutes[route].method,
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      const answer = (await res.json()) as { error?: string };
      expect({ status: res.status, error: status === 200 ? answer.error : typeof answer.error }).toEqual({
        status,
        error: status === 200 ? undefined : 'string',
      });
    },
    60_000,
  );

  it('builds addresses with repeated parameters for lists', () => {
    expect(routeUrl('game', 'http://127.0.0.1:1/', { scenario: 's', houseRule: ['a', 'b'] })).toBe(
      'http://127.0.0.1:1/api/game?scenario=s&houseRule=a&houseRule=b',
    );
    expect(routeUrl('listing', 'http://127.0.0.1:1/')).toBe('http://127.0.0.1:1/api/workspace');
  });
});
