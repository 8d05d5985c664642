import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { gameSeed, playGame, playGames } from '@kriegsspiel/engine';
import { sandboxHost } from './hosts';
import { loadScenario } from './scenario';
import { writeTallyMods } from './test-fixtures/tally-mods';

const root = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-runner-play-games-'));
writeTallyMods(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const catalogue = ModCatalogue.read([root]);
const spec = loadScenario(catalogue, 'tally-doubled');

describe('playGames', () => {
  test('plays game i with seed S+i: the same reports one game at a time or three at once, as playGame gives them', async () => {
    let opened = 0;
    const openHost = () => {
      opened++;
      return sandboxHost(spec.program);
    };
    const one = await playGames(spec, { games: 9, seed: 40, parallel: 1, openHost });
    expect(opened).toBe(1);
    const three = await playGames(spec, { games: 9, seed: 40, parallel: 3, openHost });
    expect(opened).toBe(4);
    expect(three).toEqual(one);
    expect(one.stopped).toBe(false);
    expect(one.reports.map((r) => r.seed)).toEqual(Array.from({ length: 9 }, (_, i) => gameSeed(40, i)));
    const host = await sandboxHost(spec.program);
    try {
      expect(await playGame(spec, host, { seed: 44 })).toEqual(one.reports[4]);
    } finally {
      await host.dispose();
    }
  });

  test('tells of each game as it ends, and stops when asked: no game starts after, none in flight is counted', async () => {
    const stop = new AbortController();
    const told: number[] = [];
    const result = await playGames(spec, {
      games: 50,
      seed: 1,
      parallel: 2,
      openHost: () => sandboxHost(spec.program),
      signal: stop.signal,
      onGame: (_report, index) => {
        told.push(index);
        if (told.length === 5) stop.abort();
      },
    });
    expect(result.stopped).toBe(true);
    expect(result.reports.length).toBeGreaterThanOrEqual(5);
    expect(result.reports.length).toBeLessThan(50);
    expect(result.reports.map((r) => r.seed)).toEqual([...told].sort((a, b) => a - b).map((i) => i + 1));
  });

  test('a host that does not load makes every game an error, and is tried again for the next game', async () => {
    let attempts = 0;
    const result = await playGames(spec, {
      games: 3,
      seed: 1,
      parallel: 1,
      openHost: () => {
        attempts++;
        return Promise.reject(new Error('no worker today'));
      },
    });
    expect(attempts).toBe(3);
    expect(result.reports.map((r) => [r.outcome, r.error?.message])).toEqual(Array.from({ length: 3 }, () => ['error', 'Error: no worker today']));
  });
});
