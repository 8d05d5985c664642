import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { locationOnDisk } from '@kriegsspiel/engine';
import { bundledModOf } from '@kriegsspiel/sandbox';
import { afterAll, describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { rulesSdkSource } from './hosts';
import { portableGame } from './portable-game';
import { loadScenario } from './scenario';
import { writeTallyMods } from './test-fixtures/tally-mods';

const root = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-runner-portable-'));
writeTallyMods(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const catalogue = ModCatalogue.read([root]);

describe('portableGame', () => {
  test('carries the bundled rules, the SDK and the bundle as JSON, with each mod named as the reader names its folder', async () => {
    const spec = loadScenario(catalogue, 'tally-doubled');
    const game = JSON.parse(JSON.stringify(await portableGame(spec, (folder) => `mods/${path.basename(folder)}/`))) as Awaited<ReturnType<typeof portableGame>>;
    expect(game).toMatchObject({
      scenario: 'tally-doubled',
      players: spec.players,
      mods: spec.mods,
      bundle: spec.bundle,
      program: { id: spec.program.id, key: spec.program.key, limits: spec.program.limits },
    });
    expect(game.sdkSource).toBe(await rulesSdkSource());
    expect(Object.values(game.program.origins)).toEqual(expect.arrayContaining(['mods/tally/']));
    // The bundle maps back to the program's files, and those to the reader's.
    const mod = bundledModOf(game.program.mod);
    const line = mod.code.split('\n').findIndex((l) => l.includes('throw')) + 1;
    const original = mod.mapper.original(line, 1);
    expect(original?.file).toMatch(/^mods\/tally\/src\//);
    expect(locationOnDisk(game.program, original as NonNullable<typeof original>).file).toMatch(/^mods\/tally\/src\/rules\/score\.ts$/);
  });

  test('names the folders on disk unless told otherwise', async () => {
    const spec = loadScenario(catalogue, 'tally-race');
    const game = await portableGame(spec);
    expect(game.program.origins).toEqual(spec.program.origins);
  });
});
