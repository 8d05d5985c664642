// Hundred Days keeps each stack's moves between listings for bots (no prompts), dropping them
// when a unit changes near what they depend on. Played natively from the mod's sources, every
// step's listing without prompts must hold the same actions in the same order as the listing
// with prompts, which is worked out afresh each time: the random bot draws an index into it.
// So must the ruleset's count for bots (`countActions`), which reads the kept moves in place.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRandom, seedState, type Hooks, type LegalAction, type Ruleset, type RulesContext } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { loadScenario } from './scenario';

const mods = path.resolve(import.meta.dirname, '../../../mods');
const spec = loadScenario(ModCatalogue.read([mods]), 'hundred-days-campaign');

async function hundredDays(): Promise<Ruleset<unknown, unknown, Hooks>> {
  const url = pathToFileURL(path.join(mods, 'hundred-days-arclight/src/index.ts')).href;
  return ((await import(/* @vite-ignore */ url)) as { default: Ruleset<unknown, unknown, Hooks> }).default;
}

/** Plays a random game to its end or `steps` actions; at every step compares the two listings. Answers how many order listings it compared. */
function play(ruleset: Ruleset<unknown, unknown, Hooks>, hooks: Hooks, seed: number, steps: number): { compared: number; moves: number; counted: number } {
  const options = spec.bundle.options;
  const ctx: RulesContext<Hooks> = { hooks, options, random: createRandom(seedState(seed)), log: () => undefined, logs: false, reveal: () => undefined };
  const chooser = createRandom(seedState(seed + 1000));
  const actionsOf = (list: LegalAction[]) => list.map((l) => l.action);
  let state = ruleset.setup(spec.bundle, ctx);
  let compared = 0;
  let moves = 0;
  let counted = 0;
  for (let step = 0; step < steps && !ruleset.result(state); step++) {
    const role = ruleset.active(state)[0] as string;
    // Counted first, then listed without prompts, then with, then without again (the kept moves read again and again).
    const count = ruleset.countActions?.(state, role, { hooks, options, prompts: false });
    const bare = ruleset.actions(state, role, { hooks, options, prompts: false });
    const worded = ruleset.actions(state, role, { hooks, options });
    expect(actionsOf(bare), `seed ${seed}, step ${step}`).toEqual(actionsOf(worded));
    expect(actionsOf(ruleset.actions(state, role, { hooks, options, prompts: false }))).toEqual(actionsOf(worded));
    if (count !== undefined) {
      counted++;
      expect(count.count, `seed ${seed}, step ${step}`).toBe(worded.length);
      expect(count.concedes).toEqual(worded.flatMap((l, i) => (l.concedes === true ? [i] : [])));
      expect(
        Array.from({ length: count.count }, (_, i) => count.actionAt(i)),
        `seed ${seed}, step ${step}`,
      ).toEqual(actionsOf(worded));
    }
    // As the random bot: anything but conceding while something else is legal.
    const playing = bare.filter((l) => l.concedes !== true);
    const from = playing.length > 0 ? playing : bare;
    const chosen = from[chooser.int(from.length)] as LegalAction;
    if ((chosen.action as { type: string }).type === 'move') {
      compared++;
      moves += bare.length;
    }
    state = ruleset.apply(state, chosen.action, role, ctx);
  }
  return { compared, moves, counted };
}

describe('Hundred Days listings for bots', () => {
  test('list the same actions in the same order without prompts as with them, at every step of random games', { timeout: 240_000 }, async () => {
    const ruleset = await hundredDays();
    const hooks = ruleset.hooks as Hooks;
    let compared = 0;
    let counted = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const played = play(ruleset, hooks, seed, 3000);
      compared += played.compared;
      counted += played.counted;
    }
    // Enough order movements for the kept moves to be read and dropped many times, each counted too.
    expect(compared).toBeGreaterThan(200);
    expect(counted).toBeGreaterThanOrEqual(compared);
  });

  test('with a house rule replacing a movement hook, list the same too (the moves are not kept)', { timeout: 120_000 }, async () => {
    const ruleset = await hundredDays();
    const defaults = ruleset.hooks as Hooks;
    const allowance = defaults.movementAllowance as (kind: string, units: string[], state: unknown) => number;
    // A house rule: road movement one hex shorter.
    const hooks: Hooks = {
      ...defaults,
      movementAllowance: (kind: string, units: string[], state: unknown) => Math.max(allowance(kind, units, state) - (kind === 'road' ? 1 : 0), 0),
    };
    const { compared, counted } = play(ruleset, hooks, 5, 300);
    expect(compared).toBeGreaterThan(20);
    // Nothing kept, nothing counted: the SDK counts the list instead.
    expect(counted).toBe(0);
  });
});
