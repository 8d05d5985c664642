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

interface Piece {
  side: string;
  nationality: string;
  type: string;
  combat: number;
}
interface Game {
  player: string;
  pieces: Record<string, Piece>;
  units: Record<string, { at: string; faceUp: boolean }>;
}
interface Stacks {
  placeUnit(state: unknown, id: string, record: { at: string; faceUp: boolean }): void;
  turnUp(record: { at: string; faceUp: boolean }): void;
  positionOf(state: unknown): Map<string, { units: string[] }>;
}

describe('Hundred Days listings for bots', () => {
  test('follow a brigade turned face up where it stands: alike brigades of one face detach once', async () => {
    const ruleset = await hundredDays();
    const hooks = ruleset.hooks as Hooks;
    const options = spec.bundle.options;
    const stacks = (await import(/* @vite-ignore */ pathToFileURL(path.join(mods, 'hundred-days-arclight/src/stacks.ts')).href)) as Stacks;
    const ctx: RulesContext<Hooks> = { hooks, options, random: createRandom(seedState(1)), log: () => undefined, logs: false, reveal: () => undefined };
    const chooser = createRandom(seedState(1001));
    const isMove = (l: LegalAction) => (l.action as { type: string }).type === 'move';
    // A random game up to a listing of order movements.
    let state = ruleset.setup(spec.bundle, ctx);
    // The first active role with something to do, as the game loop serves them.
    const acting = () => ruleset.active(state).find((r) => ruleset.actions(state, r, { hooks, options }).length > 0) as string;
    let role = acting();
    for (let step = 0; !ruleset.actions(state, role, { hooks, options }).some(isMove); step++) {
      expect(step, 'no order movement within 500 actions').toBeLessThan(500);
      const list = ruleset.actions(state, role, { hooks, options }).filter((l) => l.concedes !== true);
      state = ruleset.apply(state, (list[chooser.int(list.length)] as LegalAction).action, role, ctx);
      role = acting();
    }
    const game = state as Game;
    // Two cavalry brigades of the moving side alike in value and nationality, into one stack of
    // that side (set there as a set-up would): one face up, one face down.
    const cavalry = Object.keys(game.pieces).filter((id) => game.pieces[id]?.side === game.player && game.pieces[id]?.type === 'cavalry');
    const alike = (a: string, b: string) => game.pieces[a]?.combat === game.pieces[b]?.combat && game.pieces[a]?.nationality === game.pieces[b]?.nationality;
    const up = cavalry.find((a) => cavalry.some((b) => b !== a && alike(a, b))) as string;
    const down = cavalry.find((b) => b !== up && alike(up, b)) as string;
    expect(down, 'two alike brigades').toBeDefined();
    // A stack that may move now: the hex an order movement of a whole stack starts from.
    const from = ruleset
      .actions(state, role, { hooks, options })
      .map((l) => l.action as { type: string; from?: string; unit?: string })
      .find(
        (a) =>
          a.type === 'move' &&
          a.unit === undefined &&
          !stacks
            .positionOf(state)
            .get(a.from as string)
            ?.units.some((u) => u === up || u === down),
      );
    expect(from, 'a stack that may move').toBeDefined();
    const hex = from?.from as string;
    stacks.placeUnit(state, up, { at: hex, faceUp: true });
    stacks.placeUnit(state, down, { at: hex, faceUp: false });
    const detached = (list: LegalAction[]) => new Set(list.map((l) => (l.action as { unit?: string }).unit).filter((u) => u === up || u === down));
    const compare = () => {
      const counted = ruleset.countActions?.(state, role, { hooks, options, prompts: false });
      const bare = ruleset.actions(state, role, { hooks, options, prompts: false }).map((l) => l.action);
      const worded = ruleset.actions(state, role, { hooks, options });
      expect(bare).toEqual(worded.map((l) => l.action));
      expect(counted && Array.from({ length: counted.count }, (_, i) => counted.actionAt(i))).toEqual(worded.map((l) => l.action));
      return worded;
    };
    // One face each: both detach. Listed (and the moves kept) before the one turns face up.
    expect(detached(compare())).toEqual(new Set([up, down]));
    stacks.turnUp(game.units[down] as { at: string; faceUp: boolean });
    // Both face up and alike now: the first detaches for both, and the kept moves follow.
    expect(detached(compare())).toEqual(new Set([up]));
  });

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
