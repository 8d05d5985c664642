// Hundred Days' evaluation for the search bot, played natively from the mod's sources: what it
// makes of positions the search cannot see past, checked against the rules they follow.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRandom, seedState, type Hooks, type Ruleset, type RulesContext } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { loadScenario } from './scenario';

const mods = path.resolve(import.meta.dirname, '../../../mods');
const spec = loadScenario(ModCatalogue.read([mods]), 'hundred-days-campaign');

interface Position {
  phase: string;
  player: string;
  round: number;
  units: Record<string, { at: string; faceUp: boolean }>;
  bags: Record<string, string[]>;
  markers: Record<string, { from: string; path: string; round: number }>;
}

async function load() {
  const src = path.join(mods, 'hundred-days-arclight/src');
  const ruleset = ((await import(/* @vite-ignore */ pathToFileURL(path.join(src, 'index.ts')).href)) as { default: Ruleset<Position, unknown, Hooks> }).default;
  const hooks = ruleset.hooks as Hooks;
  const ctx: RulesContext<Hooks> = {
    hooks,
    options: spec.bundle.options,
    random: createRandom(seedState(4)),
    log: () => undefined,
    logs: false,
    reveal: () => undefined,
  };
  /** The French to give orders with `units` where they stand (face up; the bags less them) and these moving markers. */
  const at = (units: Record<string, string>, markers: Position['markers'] = {}): Position => {
    const state = ruleset.setup(spec.bundle, ctx);
    state.phase = 'order';
    state.player = 'french';
    state.units = Object.fromEntries(Object.entries(units).map(([id, hex]) => [id, { at: hex, faceUp: true }]));
    for (const [bag, ids] of Object.entries(state.bags)) state.bags[bag] = ids.filter((id) => units[id] === undefined);
    state.markers = markers;
    return state;
  };
  const evaluate = (state: Position) =>
    (ruleset.evaluate as NonNullable<typeof ruleset.evaluate>)(state, 'french', { hooks, options: spec.bundle.options, prompts: false });
  return { at, evaluate };
}

describe('Hundred Days evaluation', () => {
  test("counts where Napoleon's moving marker carries his stack: beside a garrison that outweighs it", async () => {
    const { at, evaluate } = await load();
    // Napoleon with two divisions and two brigades at 0803 on the Charleroi road, out of contact;
    // Brussels (0801) holds six divisions. With the marker of last turn's road march, his stack
    // goes on to 0802 in the next continued movement phase (6-2), beside Brussels, and may never
    // step back south (9-4); without it, it may stay where it is.
    const units = {
      ...Object.fromEntries(['napoleon', 'fr-inf-4d', 'fr-inf-6', 'fr-cav-1b', 'fr-cav-1c'].map((id) => [id, '0803'])),
      ...Object.fromEntries(['en-inf-4a', 'en-inf-4d', 'en-inf-5a', 'en-inf-5c', 'en-inf-4b', 'en-inf-3a'].map((id) => [id, '0801'])),
      'fr-inf-3a': '0718',
      'pr-inf-5': '1505',
    };
    const marked = at(units, { '0803': { from: '0804', path: 'brussels-charleroi', round: 1 } });
    const free = at(units);
    expect(evaluate(marked)).toBeLessThan(evaluate(free) - 0.05);
    // A marker that carries him nowhere near the enemy costs nothing: the same garrison far off.
    const far = { ...units, ...Object.fromEntries(['en-inf-4a', 'en-inf-4d', 'en-inf-5a', 'en-inf-5c', 'en-inf-4b', 'en-inf-3a'].map((id) => [id, '0201'])) };
    expect(evaluate(at(far, { '0803': { from: '0804', path: 'brussels-charleroi', round: 1 } }))).toBeCloseTo(evaluate(at(far)), 6);
  });

  test('counts a stack in contact with a garrison that far outweighs it as good as lost: combat after combat wears it down', async () => {
    const { at, evaluate } = await load();
    // Napoleon at 0802 with two divisions and two brigades (fifteen with him) beside Brussels,
    // which seven divisions hold (twenty-eight, and the city). In contact his stack may not move
    // (9-4): it fights every combat phase, loses a unit each time, and he is taken once alone.
    // Four units put that off by a few combats, no more: it scores near him alone there.
    const garrison = Object.fromEntries(['en-inf-4a', 'en-inf-4d', 'en-inf-5a', 'en-inf-5c', 'en-inf-4b', 'en-inf-3a', 'en-inf-4c'].map((id) => [id, '0801']));
    const rest = { 'fr-inf-3a': '0718', 'pr-inf-5': '1505' };
    const stack = ['fr-inf-4d', 'fr-inf-6', 'fr-cav-1b', 'fr-cav-1c'];
    const four = at({ ...garrison, ...rest, napoleon: '0802', ...Object.fromEntries(stack.map((id) => [id, '0802'])) });
    const alone = at({ ...garrison, ...rest, napoleon: '0802', ...Object.fromEntries(stack.map((id) => [id, '0718'])) });
    expect(evaluate(alone)).toBeLessThan(0.1);
    expect(evaluate(four)).toBeLessThan(evaluate(alone) + 0.1);
  });
});
