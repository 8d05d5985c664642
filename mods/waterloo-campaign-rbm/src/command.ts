// The Command Phase (Steps A–E), the Line of Communication rule and the Organization Phase's
// formations and withdrawals: where HQs, returning corps and detachments may go.
import { distance, neighboursOf, onRoad, roadLink, within } from './board';
import { retreatOptions } from './combat';
import type { Army, Mode, Side, State } from './types';
import { enemyOf } from './types';
import type { ReadCtx } from './words';
import { adjacentEnemies, inZoc, inZoi, isEmpty, onMap, positionOf } from './zones';

const HQ_ORDER = ['fr-napoleon-hq', 'fr-ney-hq', 'fr-grouchy-hq', 'aa-wellington-hq', 'pr-blucher-hq'];

/** HQ ids in play order: the French first, each side's in counter-sheet order, then any others by id. */
export function hqIds(state: State): string[] {
  const all = Object.keys(state.pieces).filter((id) => state.pieces[id]!.kind === 'hq');
  const side = (id: string) => (state.pieces[id]!.side === 'french' ? 0 : 1);
  return all.sort((a, b) => {
    const ia = HQ_ORDER.indexOf(a);
    const ib = HQ_ORDER.indexOf(b);
    return side(a) - side(b) || (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : 1);
  });
}

/** The HQs on the map that command an army's units (any French HQ for a French corps). */
export function hqsOf(state: State, army: Army): string[] {
  return hqIds(state).filter((id) => state.pieces[id]!.army === army && onMap(state, id));
}

/** Units of the HQ's army on the map (corps and detachments). */
function associated(state: State, hq: string): string[] {
  const army = state.pieces[hq]!.army;
  return Object.keys(state.units).filter((id) => state.pieces[id]!.kind !== 'hq' && state.pieces[id]!.army === army && onMap(state, id));
}

/**
 * Step A: hexes within 3 of an associated unit, out of enemy zones, without another HQ. An HQ
 * must be placed: with no associated unit on the map, or none with such a hex near it, it goes to
 * an empty hex within 3 of the Brussels–Couillet road, enemy zones or not.
 */
export function hqPlacements(state: State, hq: string): string[] {
  const p = positionOf(state);
  const side = state.pieces[hq]!.side;
  const enemy = enemyOf(side);
  const out = new Set<string>();
  for (const u of associated(state, hq))
    for (const h of within(state.board, state.units[u]!.at, 3)) if (!inZoc(p, enemy, h) && !inZoi(p, enemy, h) && !p.hqs.has(h)) out.add(h);
  if (out.size === 0) for (const r of state.board.fallback) for (const h of within(state.board, r, 3)) if (isEmpty(p, h)) out.add(h);
  return [...out].sort();
}

/** Step B: empty hexes next to an associated HQ, out of enemy zones. */
export function returnPlacements(state: State, unit: string): string[] {
  const p = positionOf(state);
  const enemy = enemyOf(state.pieces[unit]!.side);
  const out = new Set<string>();
  for (const hq of hqsOf(state, state.pieces[unit]!.army))
    for (const n of neighboursOf(state.board, state.units[hq]!.at)) if (isEmpty(p, n) && !inZoc(p, enemy, n) && !inZoi(p, enemy, n)) out.add(n);
  return [...out].sort();
}

/** Hexes a path of at most `length` reaches from `start`, every hex after the first out of enemy zones; along roads only if asked. */
function tracedFrom(state: State, start: string, length: number, side: Side, roadOnly: boolean): Set<string> {
  const p = positionOf(state);
  const enemy = enemyOf(side);
  const seen = new Set([start]);
  let frontier = [start];
  for (let d = 0; d < length; d++) {
    const next: string[] = [];
    for (const h of frontier)
      for (const n of neighboursOf(state.board, h)) {
        if (seen.has(n) || inZoc(p, enemy, n) || inZoi(p, enemy, n)) continue;
        if (roadOnly && !(roadLink(state.board, h, n) && onRoad(state.board, n))) continue;
        seen.add(n);
        next.push(n);
      }
    frontier = next;
  }
  return seen;
}

export interface Placement {
  unit: string;
  hex: string;
}

/** Step D: every detachment the HQ may place this turn, and where. */
export function detachmentPlacements(state: State, hq: string, ctx: ReadCtx): Placement[] {
  const p = positionOf(state);
  const piece = state.pieces[hq]!;
  const mode: Mode = state.units[hq]!.back ? 'battle' : 'normal';
  const here = state.units[hq]!.at;
  const range = ctx.hooks.commandRange(hq, state);
  const enemy = enemyOf(piece.side);
  const free = (h: string) =>
    !inZoc(p, 'french', h) && !inZoc(p, 'coalition', h) && !inZoi(p, 'french', h) && !inZoi(p, 'coalition', h) && !p.detachment.has(h) && !p.corps.has(h);
  const fromHq = tracedFrom(state, here, range, piece.side, false);
  if (mode === 'normal') for (const h of tracedFrom(state, here, range * 2, piece.side, true)) fromHq.add(h);
  const out: Placement[] = [];
  const ready = Object.keys(state.units)
    .filter((id) => state.units[id]!.at === 'ready' && state.pieces[id]!.kind === 'detachment' && state.pieces[id]!.army === piece.army)
    .sort();
  for (const d of ready) {
    const role = state.pieces[d]!.role;
    if (role === 'old-guard' || role === 'grand-battery') {
      if (hq !== 'fr-napoleon-hq' || mode !== 'battle') continue;
      for (const h of within(state.board, here, range)) {
        if (h === here && role === 'old-guard') continue;
        if (role === 'old-guard' && isEmpty(p, h) && !inZoc(p, enemy, h)) out.push({ unit: d, hex: h });
        const c = p.corps.get(h);
        if (role === 'grand-battery' && c && state.pieces[c]!.side === piece.side && !p.detachment.has(h)) out.push({ unit: d, hex: h });
      }
      continue;
    }
    const hexes = new Set([...fromHq].filter(free));
    // The corps of the detachment's own formation (a detachment with none has no parent, only HQs place it).
    const formation = state.pieces[d]!.formation;
    const parent = Object.keys(state.units).find(
      (id) =>
        formation !== undefined &&
        state.pieces[id]!.formation === formation &&
        (state.pieces[id]!.kind === 'infantry' || state.pieces[id]!.kind === 'cavalry') &&
        onMap(state, id),
    );
    if (parent) for (const h of tracedFrom(state, state.units[parent]!.at, 4, piece.side, false)) if (free(h)) hexes.add(h);
    for (const h of [...hexes].sort()) out.push({ unit: d, hex: h });
  }
  return out.sort((a, b) => (a.unit + a.hex < b.unit + b.hex ? -1 : 1));
}

/** The detachments Line of Communication Angst counts: the scenario's army (Anglo-Allied), on the map or eliminated. */
export function angstCount(state: State): number {
  const { nationality, counts } = state.special.angst;
  return Object.keys(state.units).filter((id) => {
    const p = state.pieces[id]!;
    if (p.kind !== 'detachment' || p.army !== nationality) return false;
    return (counts.includes('on-map') && onMap(state, id)) || (counts.includes('eliminated') && state.units[id]!.at === 'eliminated');
  }).length;
}

/**
 * After Step E: the scenario's `whenAtLeast` counter (Hill with one star) is in play while the
 * count reaches its threshold (three), its `whenFewer` counter (two stars) otherwise.
 */
export function applyAngst(state: State, log: (text: string) => void): void {
  const { whenAtLeast: one, whenFewer: two, threshold } = state.special.angst;
  if (!state.units[one] || !state.units[two] || one === two) return;
  const want = angstCount(state) >= threshold ? one : two;
  const other = want === one ? two : one;
  const placed = (id: string) => state.units[id]!.at !== 'spare' && state.units[id]!.at !== 'off';
  if (placed(want)) return;
  if (placed(other)) {
    // The counter in play changes; an arrival still scheduled for the other counter is dropped.
    state.units[want] = { ...state.units[other]! };
    state.units[other] = { at: 'spare', back: false };
    state.arrivals = state.arrivals.filter((a) => a.unit !== want && a.unit !== other);
  } else if (state.units[other]!.at === 'off') {
    state.units[want] = { ...state.units[other]! };
    state.units[other] = { at: 'spare', back: false };
    for (const a of state.arrivals) if (a.unit === other) a.unit = want;
  } else return;
  const stars = state.pieces[want]!.stars;
  // The rulebook's counters are Hill's; other counters a scenario names go by their own names.
  const name = want === 'aa-ii-corps-1star' || want === 'aa-ii-corps-2star' ? "Hill's II Corps" : state.pieces[want]!.name;
  log(`Line of Communication: ${name} now has ${stars === 1 ? 'one star' : stars === 2 ? 'two stars' : `${stars} stars`}.`);
}

/**
 * Step H: corps of a side in an enemy zone of control, with the hexes each may withdraw to; one
 * with no hex a retreat may reach may still withdraw, and is then blown (`to` is `blown`).
 */
export function withdrawals(state: State, side: Side): { unit: string; to: string }[] {
  const p = positionOf(state);
  const out: { unit: string; to: string }[] = [];
  for (const [hex, id] of [...p.corps.entries()].sort()) {
    if (state.pieces[id]!.side !== side || !inZoc(p, enemyOf(side), hex)) continue;
    const away = adjacentEnemies(state, p, hex, side).map((e) => state.units[e]!.at);
    const options = retreatOptions(state, id, away);
    for (const to of options.length > 0 ? options : ['blown']) out.push({ unit: id, to });
  }
  return out;
}

/** Steps F and G, and the clarification that a corps in an enemy zone of control is at once in Battle formation. */
export function setFormations(state: State, advance: boolean): void {
  const p = positionOf(state);
  for (const [hex, id] of p.corps) {
    const piece = state.pieces[id]!;
    if (piece.kind !== 'infantry') continue;
    if (inZoc(p, enemyOf(piece.side), hex)) state.units[id]!.back = true;
    else if (advance) state.units[id]!.back = false;
  }
}

export const distanceTo = (state: State, a: string, b: string): number => distance(state.board, a, b);
