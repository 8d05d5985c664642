// Hundred Days brings its position (who stands where) up to date from the log of unit moves
// instead of reading every unit again. Played natively from the mod's sources, at every step
// of random games the position must equal one read afresh: the same stacks, each stack's
// units in the same order, and the stacks in the same order (the listings follow it, and the
// random bot draws an index into them), and so must what is worked out from it by hex number
// (the contact marks among it). A position handed out earlier must not change, nor what is
// worked out from it by hex number when asked again (the next position took over its arrays).
// Each side's stacks, which the listings and the victory checks go through, must be those of
// the position sorted by hex, though they are mostly worked out from the last position's.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRandom, seedState, type Hooks, type LegalAction, type Ruleset, type RulesContext } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { loadScenario } from './scenario';

const mods = path.resolve(import.meta.dirname, '../../../mods');
const spec = loadScenario(ModCatalogue.read([mods]), 'hundred-days-campaign');

interface Stack {
  hex: string;
  side: string;
  units: string[];
  napoleon: boolean;
}
type Position = Map<string, Stack>;
interface Numbered {
  stacks: (Stack | undefined)[];
  at: number[];
  list: Stack[];
}
interface Stacks {
  positionOf(state: unknown): Position;
  readPosition(state: unknown): Position;
  positionByNumber(state: unknown, pos: Position): Numbered;
  contactMarks(state: unknown, pos: Position, side: string): Uint8Array;
  stacksOf(pos: Position, side: string): readonly Stack[];
}

async function load(): Promise<{ ruleset: Ruleset<unknown, unknown, Hooks>; stacks: Stacks }> {
  const src = path.join(mods, 'hundred-days-arclight/src');
  const ruleset = ((await import(/* @vite-ignore */ pathToFileURL(path.join(src, 'index.ts')).href)) as { default: Ruleset<unknown, unknown, Hooks> }).default;
  const stacks = (await import(/* @vite-ignore */ pathToFileURL(path.join(src, 'stacks.ts')).href)) as Stacks;
  return { ruleset, stacks };
}

/** The position by hex number as plain data, and the hexes next to each side's enemies. */
function byNumber(stacks: Stacks, state: unknown, pos: Position): unknown {
  const numbered = stacks.positionByNumber(state, pos);
  return {
    stacks: numbered.stacks.map((s) => s?.hex),
    at: numbered.at,
    list: numbered.list.map((s) => s.hex),
    french: [...stacks.contactMarks(state, pos, 'french')],
    allied: [...stacks.contactMarks(state, pos, 'allied')],
  };
}

/** The position as plain data, in its order. */
function plain(pos: Position): [string, Stack][] {
  return [...pos.entries()].map(([hex, s]) => [hex, { hex: s.hex, side: s.side, units: [...s.units], napoleon: s.napoleon }]);
}

describe('Hundred Days position', () => {
  test('equals a position read afresh (stacks, unit order, stack order) at every step of random games', { timeout: 240_000 }, async () => {
    const { ruleset, stacks } = await load();
    const hooks = ruleset.hooks as Hooks;
    const options = spec.bundle.options;
    let steps = 0;
    let reordered = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const ctx: RulesContext<Hooks> = { hooks, options, random: createRandom(seedState(seed)), log: () => undefined, logs: false, reveal: () => undefined };
      const chooser = createRandom(seedState(seed + 1000));
      let state = ruleset.setup(spec.bundle, ctx);
      let held: { pos: Position; was: [string, Stack][]; numbered: unknown } | undefined;
      for (let step = 0; step < 1500 && !ruleset.result(state); step++) {
        const pos = stacks.positionOf(state);
        const read = stacks.readPosition(state);
        expect(plain(pos), `seed ${seed}, step ${step}`).toEqual(plain(read));
        const numbered = byNumber(stacks, state, pos);
        expect(numbered, `seed ${seed}, step ${step}, by number`).toEqual(byNumber(stacks, state, read));
        for (const side of ['french', 'allied']) {
          const sorted = [...read.values()].filter((s) => s.side === side).sort((a, b) => (a.hex < b.hex ? -1 : 1));
          expect(
            stacks.stacksOf(pos, side).map((s) => s.hex),
            `seed ${seed}, step ${step}, ${side} stacks`,
          ).toEqual(sorted.map((s) => s.hex));
          // The very stacks of the position, not copies.
          expect(stacks.stacksOf(pos, side).every((s) => pos.get(s.hex) === s)).toBe(true);
        }
        // The position of the step before, held across the action: unchanged, and so is what it gives by number.
        if (held) {
          expect(plain(held.pos), `seed ${seed}, step ${step}: an earlier position changed`).toEqual(held.was);
          expect(byNumber(stacks, state, held.pos), `seed ${seed}, step ${step}: an earlier position by number`).toEqual(held.numbered);
          const before = [...held.pos.keys()].filter((h) => pos.has(h));
          const after = [...pos.keys()].filter((h) => held?.pos.has(h));
          if (before.join() !== after.join() || pos.size !== held.pos.size) reordered++;
        }
        held = { pos, was: plain(pos), numbered };
        const role = ruleset.active(state)[0] as string;
        const list = ruleset.actions(state, role, { hooks, options, prompts: false });
        const playing = list.filter((l) => l.concedes !== true);
        const from = playing.length > 0 ? playing : list;
        state = ruleset.apply(state, (from[chooser.int(from.length)] as LegalAction).action, role, ctx);
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(1000);
    // Stacks came, went and changed places many times.
    expect(reordered).toBeGreaterThan(200);
  });
});
