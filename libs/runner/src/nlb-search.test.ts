// Napoleon's Last Battles' search hooks on real positions of the campaign (set up natively by the
// mod's own rules): the evaluation must see what a one-ply search cannot reach, the attacks a
// move sets up and the demoralization a repulse of the Guard brings without any loss.
import path from 'node:path';
import { GameSession } from '@kriegsspiel/engine';
import { describe, expect, test } from 'vitest';
// The mods project has no unit-test runner: its search hooks are tested here, natively, on states its own set-up made.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { contactOutlook, evaluate, frenchMargin, prior } from '../../../mods/napoleons-last-battles/src/search';
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { State } from '../../../mods/napoleons-last-battles/src/types';
import { ModCatalogue } from './catalogue';
import { nativeModHost } from './hosts';
import { loadScenario } from './scenario';

const mods = path.resolve(import.meta.dirname, '../../../mods');

/** The campaign with Napoleon, the 1st Infantry Division (6) and, next to it, the British 2nd Guards Brigade (4). */
async function contact(): Promise<State> {
  const spec = loadScenario(ModCatalogue.read([mods]), 'campaign', {
    options: { dailySupply: false },
    placements: [
      { units: ['fr-napoleon'], at: { hex: 'B0806' } },
      { units: ['fr-i-1'], at: { hex: 'B0605' } },
      { units: ['aa-2-gds'], at: { hex: 'B0505' } },
    ],
  });
  const host = await nativeModHost(spec.program);
  const session = await GameSession.create({ host, bundle: spec.bundle, seed: 1 });
  const state = (await session.state()) as State;
  // The French movement phase, the division in command.
  return { ...state, player: 'french', phase: 'movement', outOfCommand: { french: [], coalition: [] }, attacked: [], targets: [] };
}

const withDefender = (state: State, strength: number): State => ({
  ...state,
  pieces: { ...state.pieces, 'aa-2-gds': { ...state.pieces['aa-2-gds']!, strength } },
});

describe("Napoleon's Last Battles' evaluation for the search", () => {
  test('counts the attack a move has set up, by its odds, for the side about to make it', async () => {
    const state = await contact();
    const weak = withDefender(state, 1);
    const strong = withDefender(state, 30);
    expect(contactOutlook(weak)).toBeGreaterThan(0);
    expect(contactOutlook(strong)).toBeLessThan(0);
    expect(frenchMargin(weak)).toBeGreaterThan(frenchMargin(strong) + 1);
    // In the Coalition's movement phase the same contact is the Coalition's attack to make: a strong brigade's is good for it.
    expect(frenchMargin({ ...strong, player: 'coalition' })).toBeLessThan(frenchMargin({ ...weak, player: 'coalition' }) - 1);
    // Each role reads the position from its own side.
    expect(evaluate(weak, weak.roles.french)).toBeGreaterThan(evaluate(strong, strong.roles.french));
    expect(evaluate(weak, weak.roles.coalition)).toBeLessThan(evaluate(strong, strong.roles.coalition));
    // The search widens first to the move that ends next to a weak enemy, not a strong one.
    const move = { type: 'move' as const, unit: 'fr-i-1', to: 'B0605' };
    expect(prior(weak, move)).toBeGreaterThan(0);
    expect(prior(strong, move)).toBeLessThan(0);
    expect(prior(weak, { type: 'end-movement' })).toBeLessThan(0);
  }, 60_000);

  test('a repulse of the Guard brings the French nearer defeat before they have lost a unit', async () => {
    const state = await contact();
    const cut = state.tables.guardCut;
    const levelCuts: Record<string, number> = {};
    for (const [fid, f] of Object.entries(state.formations)) if (f.army === 'french' && !f.cavalryCorps) levelCuts[fid] = cut;
    const recoiled = { ...state, levelCuts };
    expect(frenchMargin(recoiled)).toBeLessThan(frenchMargin(state) - 1);
    expect(evaluate(recoiled, state.roles.french)).toBeLessThan(evaluate(state, state.roles.french));
    expect(evaluate(recoiled, state.roles.coalition)).toBeGreaterThan(evaluate(state, state.roles.coalition));
  }, 60_000);
});
