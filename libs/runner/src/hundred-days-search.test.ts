// Hundred Days' evaluation for search bots, played natively from the mod's sources: a special
// order the French buy (6-1-4) costs them a card that comes back only one per combat fought
// (5-4), and that they may need when Napoleon's stack fights (7-5). Without that cost the bot
// spent its whole hand hurrying stacks along and lost Napoleon in a combat with no card to call.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRandom, seedState, type Hooks, type LegalAction, type Ruleset, type RulesContext } from '@kriegsspiel/rules-sdk';
import { expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { loadScenario } from './scenario';

const mods = path.resolve(import.meta.dirname, '../../../mods');
const spec = loadScenario(ModCatalogue.read([mods]), 'hundred-days-campaign');

interface HundredDays {
  phase: string;
  player: string;
  round: number;
  specials: number;
  units: Record<string, { at: string; faceUp: boolean }>;
  bags: Record<string, string[]>;
}

const loadRuleset = async () => {
  const src = path.join(mods, 'hundred-days-arclight/src');
  return ((await import(/* @vite-ignore */ pathToFileURL(path.join(src, 'index.ts')).href)) as { default: Ruleset<HundredDays, { type: string }, Hooks> })
    .default;
};

test('a special order the French bought this turn scores the position lower for them, and higher for the Allies', { timeout: 120_000 }, async () => {
  const ruleset = await loadRuleset();
  const hooks = ruleset.hooks as Hooks;
  const options = spec.bundle.options;
  const read = { hooks, options, prompts: false };
  const evaluate = (state: HundredDays, role: string) => (ruleset.evaluate as NonNullable<typeof ruleset.evaluate>)(state, role, read);
  let bought = 0;
  for (const seed of [1, 2, 3, 4]) {
    const ctx: RulesContext<Hooks> = { hooks, options, random: createRandom(seedState(seed)), log: () => undefined, logs: false, reveal: () => undefined };
    const chooser = createRandom(seedState(seed + 1000));
    let state = ruleset.setup(spec.bundle, ctx);
    for (let step = 0; step < 1500 && !ruleset.result(state); step++) {
      const role = ruleset.active(state)[0] as string;
      const list = ruleset.actions(state, role, read);
      // Later in a French turn with a special order bought: the same position without it.
      if (state.player === 'french' && state.specials > 0 && state.phase !== 'special-move') {
        const unbought = { ...state, specials: 0 };
        for (const [side, sign] of [
          ['french', -1],
          ['allied', 1],
        ] as const) {
          // The players are named after their sides. Scores are clamped to [0.02, 0.98]: one at a bound does not move.
          const without = evaluate(unbought, side);
          if (without > 0.05 && without < 0.95) expect(Math.sign(evaluate(state, side) - without), `seed ${seed}, step ${step}, ${side}`).toBe(sign);
        }
        bought++;
      }
      const playing = list.filter((l) => l.concedes !== true);
      const from = playing.length > 0 ? playing : list;
      state = ruleset.apply(state, (from[chooser.int(from.length)] as LegalAction<{ type: string }>).action, role, ctx);
    }
  }
  // Random play buys special orders often.
  expect(bought).toBeGreaterThan(20);
});

// 6-1-1: a stack of five units or more has no road allowance, and only a cavalry brigade may
// leave a stack (6-1-3), an order each. Napoleon's stack grown to five with its brigades stands
// still until one detaches: without counting that, every detachment looked like a loss of
// strength, and the bot kept him at Waterloo for ever (seeds 17 at 30 iterations and 20361 at 72,
// which now end).
test('a brigade detached from Napoleon’s stack of five scores higher for the French: five units cannot move', { timeout: 60_000 }, async () => {
  const ruleset = await loadRuleset();
  const hooks = ruleset.hooks as Hooks;
  const options = spec.bundle.options;
  const ctx: RulesContext<Hooks> = { hooks, options, random: createRandom(seedState(1)), log: () => undefined, logs: false, reveal: () => undefined };
  const setup = ruleset.setup(spec.bundle, ctx);
  // The French order movement of turn 3, Napoleon at Genappe with three divisions and two brigades.
  const placed = (brigadeAt: string): HundredDays => {
    const at: Record<string, string> = {
      napoleon: '0806',
      'fr-inf-3a': '0806',
      'fr-inf-3b': '0806',
      'fr-inf-3c': '0806',
      'fr-cav-1a': '0806',
      'fr-cav-1d': brigadeAt,
    };
    const units = { ...setup.units };
    for (const [id, hex] of Object.entries(at)) units[id] = { at: hex, faceUp: true };
    const bags = Object.fromEntries(Object.entries(setup.bags).map(([pool, ids]) => [pool, ids.filter((id) => !(id in at))]));
    return { ...setup, units, bags, phase: 'order', player: 'french', round: 3 };
  };
  const evaluate = (state: HundredDays) => (ruleset.evaluate as NonNullable<typeof ruleset.evaluate>)(state, 'french', { hooks, options, prompts: false });
  const stuck = placed('0806');
  // Stacked at Genappe, or gone one hex west to Braine-l'Alleud.
  const free = placed('0706');
  expect(
    ruleset
      .actions(stuck, 'french', { hooks, options, prompts: false })
      .some((l) => JSON.stringify(l.action).includes('"from":"0806"') && !JSON.stringify(l.action).includes('"unit"')),
  ).toBe(false);
  expect(evaluate(free)).toBeGreaterThan(evaluate(stuck));
});
