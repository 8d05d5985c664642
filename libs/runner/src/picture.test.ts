// The `picture` hook across the sandbox boundary, on a real mod: Hundred Days draws the
// enemy's face-down units by their backs only (4-1), as its view shows them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GameSession } from '@kriegsspiel/engine';
import type { ScenarioTestDocument } from '@kriegsspiel/formats';
import { describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { sandboxHost } from './hosts';
import { loadScenarioTest } from './scenario';

const mods = path.resolve(import.meta.dirname, '../../../mods');

describe('a ruleset’s picture in the sandbox', () => {
  test('Hundred Days shows the French the Allies’ face-down units without their type or value, and their own units whole', async () => {
    // The set-up of the rulebook's 4-1 test (one French, one English and one Prussian unit
    // face down), with Napoleon beside the French unit.
    const doc = JSON.parse(readFileSync(path.join(mods, 'hundred-days-arclight/tests/4-1-own-units-visible.test.json'), 'utf8')) as ScenarioTestDocument;
    doc.setup?.placements?.push({ units: ['napoleon'], at: { hex: '0318' } });
    const spec = loadScenarioTest(ModCatalogue.read([mods]), doc);
    const host = await sandboxHost(spec.game.program);
    try {
      const game = await GameSession.create({ host, bundle: spec.game.bundle, seed: doc.seed ?? 0 });
      const french = await game.picture('french');
      const at = (hex: string) => french?.pieces.filter((p) => 'hex' in p.at && p.at.hex === hex);
      expect(at('0801')).toEqual([{ at: { hex: '0801' }, side: 'allied', nationality: 'english', faceDown: true }]);
      expect(at('1401')).toEqual([{ at: { hex: '1401' }, side: 'allied', nationality: 'prussian', faceDown: true }]);
      expect(JSON.stringify(french)).not.toMatch(/en-inf-4b|pr-cav-1a/);
      // The French see their own unit whole, and Napoleon, face up to both, on top of its stack.
      expect(at('0318')).toEqual([
        { at: { hex: '0318' }, id: 'fr-inf-5a', side: 'french', nationality: 'french', type: 'infantry', values: '5', hidden: true },
        { at: { hex: '0318' }, id: 'napoleon', side: 'french', nationality: 'french', type: 'leader', label: 'Napoleon' },
      ]);
      const allied = await game.picture('allied');
      expect(allied?.pieces.filter((p) => 'hex' in p.at && p.at.hex === '0318')).toEqual([
        { at: { hex: '0318' }, side: 'french', nationality: 'french', faceDown: true },
        { at: { hex: '0318' }, id: 'napoleon', side: 'french', nationality: 'french', type: 'leader', label: 'Napoleon' },
      ]);
      expect(french?.tracks?.[0]).toEqual({ name: 'Game turn', value: 1 });
    } finally {
      await host.dispose();
    }
  });
});
