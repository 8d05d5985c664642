// How the rules speak: names of sides, units and cards in the log and in prompts.
import type { ReadContext, RulesContext } from '@kriegsspiel/rules-sdk';
import type { HundredDaysHooks } from './hooks';
import type { Side, State } from './types';

export type Ctx = RulesContext<HundredDaysHooks>;
export type ReadCtx = ReadContext<HundredDaysHooks>;

/** True when someone reads the log; playouts and searches say no (`ctx.logs` false), and then the words need not be built. */
export function logged(ctx: Ctx): boolean {
  return ctx.logs !== false;
}

/** `the French`, `the Allies`. */
export function army(side: Side): string {
  return side === 'french' ? 'the French' : 'the Allies';
}

/** `The French`, `The Allies`. */
export function Army(side: Side): string {
  return side === 'french' ? 'The French' : 'The Allies';
}

/** `French`, `Allied`. */
export function adjective(side: Side): string {
  return side === 'french' ? 'French' : 'Allied';
}

/** A unit as its owner (or everyone, once face up) reads it: `fr-inf-6 (infantry 6)`. */
export function unitWords(state: State, id: string): string {
  const p = state.pieces[id];
  if (!p) return id;
  if (p.type === 'leader') return p.name ?? id;
  return `${id} (${p.type} ${p.combat})`;
}

/** A list of units for their owner. */
export function unitsWords(state: State, ids: string[]): string {
  return ids.map((u) => unitWords(state, u)).join(', ');
}

/** A card as its holder reads it: `artillery-7-1 (7)`. */
export function cardWords(state: State, id: string): string {
  return `${id} (${state.cardValues[id] ?? '?'})`;
}

/** A nationality's name: `English`, `Dutch-Belgian`. */
export function nationName(state: State, id: string): string {
  return state.rules.nations?.[id] ?? id;
}

/** `an English unit`, `a Prussian unit`. */
export function aUnitOf(state: State, id: string): string {
  const name = nationName(state, id);
  return `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name} unit`;
}

/** `1 card`, `2 cards`. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
