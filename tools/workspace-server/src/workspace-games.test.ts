import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesFailure } from '@kriegsspiel/engine';
import type { PortableGame } from '@kriegsspiel/runner';
import { startWorkspaceServer, type RunningServer } from './server';

const fixtures = fileURLToPath(new URL('../../cli/test-fixtures/mods', import.meta.url));
let dir: string;
let server: RunningServer;

/** A ruleset whose rules do not parse (line 3), with a scenario on the Outpost map. */
function writeBrokenMod(mods: string): void {
  const folder = path.join(mods, 'broken');
  mkdirSync(path.join(folder, 'src'), { recursive: true });
  mkdirSync(path.join(folder, 'scenarios'), { recursive: true });
  writeFileSync(
    path.join(folder, 'mod.json'),
    JSON.stringify(
      {
        $schema: '../../../../schemas/mod.schema.json',
        id: 'broken-rules',
        name: 'Broken rules',
        version: '0.1.0',
        kind: 'ruleset',
        description: 'Rules that do not parse.',
        entry: 'src/index.ts',
        license: 'MIT',
        data: ['scenarios/broken.scenario.json'],
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(folder, 'scenarios', 'broken.scenario.json'),
    JSON.stringify(
      {
        $schema: '../../../../../schemas/scenario.schema.json',
        id: 'broken',
        name: 'Broken',
        description: 'Cannot start.',
        ruleset: { mod: 'broken-rules' },
        map: 'outpost',
        oob: 'outpost',
        players: [
          { id: 'red', name: 'Red', sides: ['red'] },
          { id: 'blue', name: 'Blue', sides: ['blue'] },
        ],
        turns: { count: 1, firstPlayer: 'red' },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(folder, 'src', 'index.ts'),
    "import { defineRuleset } from '@kriegsspiel/rules-sdk';\n\nexport default defineRuleset({ setup: () => ({ }, });\n",
  );
}

async function get(
  route: string,
): Promise<{ status: number; json: { game?: PortableGame; error?: string; failure?: RulesFailure; bundle?: PortableGame['bundle'] } }> {
  const res = await fetch(new URL(route, server.url));
  return { status: res.status, json: (await res.json()) as never };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ks-games-'));
  const mods = path.join(dir, 'mods');
  mkdirSync(mods);
  writeBrokenMod(mods);
  server = await startWorkspaceServer({ mods: [mods, fixtures], app: { kind: 'none' }, port: 0 });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/game', () => {
  it('hands over a scenario ready to play: bundle, bundled rules, SDK, limits, and each mod by workspace path', async () => {
    const { status, json } = await get('/api/game?scenario=outpost-skirmish');
    expect(status).toBe(200);
    const game = json.game as PortableGame;
    expect(game).toMatchObject({
      scenario: 'outpost-skirmish',
      players: ['red', 'blue'],
      mods: ['outpost'],
      program: { id: 'outpost', limits: { callBudget: 2000, callTimeoutMs: 5000 } },
    });
    expect(game.bundle.scenario.id).toBe('outpost-skirmish');
    expect(game.program.mod.code).toContain('export');
    expect(game.program.mod.map.sources.some((source) => source.endsWith('mods/outpost/src/combat.ts'))).toBe(true);
    expect(game.program.origins).toEqual({ 'mods/outpost/': 'mods-2/outpost/' });
    expect(game.sdkSource).toContain('defineRuleset');
  });

  it('stacks the house rules asked for', async () => {
    const { json } = await get('/api/game?scenario=outpost-skirmish&houseRule=outpost-elan');
    expect(json.game?.mods).toEqual(['outpost', 'outpost-elan']);
    expect(json.game?.program.origins['mods/outpost-elan/']).toBe('mods-2/outpost-elan/');
  });

  it("lays the options asked for over the schemas' defaults, and refuses options that are not an object", async () => {
    const plain = await get('/api/game?scenario=outpost-skirmish&houseRule=outpost-elan');
    expect(plain.json.game?.bundle.options).toMatchObject({ elanBonus: 1 });
    const { json } = await get(`/api/game?scenario=outpost-skirmish&houseRule=outpost-elan&options=${encodeURIComponent('{"elanBonus":3}')}`);
    expect(json.game?.bundle.options).toMatchObject({ elanBonus: 3 });
    expect((await get('/api/game?scenario=outpost-skirmish&options=%5B1%5D')).status).toBe(400);
    expect((await get('/api/game?scenario=outpost-skirmish&options=%7Bnot')).status).toBe(400);
  });

  it('says why a scenario cannot be played: rules that do not parse, at their workspace file and line', async () => {
    const { status, json } = await get('/api/game?scenario=broken');
    expect(status).toBe(422);
    expect(json.failure).toMatchObject({ code: 'load-error', reason: 'bundle', location: { file: 'mods/broken/src/index.ts', line: 3 } });
    expect(json.error).toContain('mods/broken/src/index.ts:3:');
    // Only the rules are at fault: the scenario's documents come along, to be played by hand.
    expect(json.bundle?.scenario.id).toBe('broken');
    expect(json.bundle?.map.id).toBe('outpost');
  });

  it('hands over the documents of a scenario whose rules are not written yet, for free play', async () => {
    const { status, json } = await get('/api/game?scenario=unwritten-skirmish');
    expect(status).toBe(422);
    expect(json.failure).toMatchObject({ code: 'no-rules-code', file: 'mods-2/rules-to-come/mod.json', pointer: '/entry' });
    expect(json.bundle?.scenario.setup?.[0]).toEqual({ units: ['red-1', 'red-3'], at: { hex: '0102' } });
    expect(json.bundle?.oob.id).toBe('outpost');
    expect(json.bundle?.manifest.id).toBe('rules-to-come');
  });

  it('says so when there is no such scenario, and refuses a request that names none', async () => {
    const missing = await get('/api/game?scenario=nowhere');
    expect(missing.status).toBe(422);
    expect(missing.json.failure).toMatchObject({ code: 'not-found' });
    expect(missing.json.error).toContain('no scenario has the id `nowhere`');
    expect(missing.json.error).not.toContain(dir);
    expect(missing.json.bundle).toBeUndefined();
    expect((await get('/api/game')).status).toBe(400);
    expect((await get('/api/game?scenario=../x')).status).toBe(400);
  });
});

describe("GET /api/game: the user's ceilings on what a mod may ask for", () => {
  const hostile = fileURLToPath(new URL('../../cli/test-fixtures/hostile', import.meta.url));

  it('refuses a ruleset that asks for more memory than the ceiling, at its manifest, and says how to allow it', async () => {
    const strict = await startWorkspaceServer({ mods: [hostile, fixtures], app: { kind: 'none' }, port: 0 });
    try {
      const res = await fetch(new URL('/api/game?scenario=hostile-greed', strict.url));
      const json = (await res.json()) as { failure?: RulesFailure };
      expect(res.status).toBe(422);
      expect(json.failure).toMatchObject({ code: 'over-ceiling', file: 'hostile/hostile-greed/mod.json', pointer: '/limits/memoryMb' });
      expect(json.failure?.message).toMatch(/hostile\/hostile-greed\/mod\.json \/limits\/memoryMb\), above the ceiling of 256 MB .*`--max-memory-mb 1024`/);
    } finally {
      await strict.close();
    }
  });

  it('serves it when the server is started with a higher ceiling', async () => {
    const trusting = await startWorkspaceServer({ mods: [hostile, fixtures], app: { kind: 'none' }, port: 0, ceilings: { memoryBytes: 1024 * 1024 * 1024 } });
    try {
      const res = await fetch(new URL('/api/game?scenario=hostile-greed', trusting.url));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { game: PortableGame }).game.program.limits).toMatchObject({ memoryBytes: 1024 * 1024 * 1024 });
    } finally {
      await trusting.close();
    }
  });
});
