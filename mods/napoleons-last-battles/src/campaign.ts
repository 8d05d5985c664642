// The campaign rules proper: command (20.0), reorganization (21.0), demoralization by corps and
// nationality, the Guard's repulse, and daily supply.
import { dist, edgeBit, scratchOf, supplyLinks } from './board';
import { barred, isLeader, notePassage, onMap, positionOf, sideBit, strengthOf, type Position } from './position';
import type { Army, Side, State } from './types';
import { enemyOf } from './types';
import { unitName, type Ctx, type ReadCtx } from './words';

export const armiesOf = (side: Side): Army[] => (side === 'french' ? ['french'] : ['prussian', 'anglo-allied']);
export const isNight = (state: State): boolean => state.tables.nightTurns.includes(state.turn);

/**
 * Hexes a command trace reaches from a leader's hex within `range` (the leader's hex not
 * counted), as hex number → distance. The trace never crosses a prohibited hexside, enters an
 * enemy-occupied hex, or an enemy-controlled hex that no friendly combat unit holds.
 */
export function commandReach(state: State, pos: Position, from: number, range: number, side: Side, slot: number): Map<number, number> {
  const { ix } = pos;
  const s = scratchOf(ix, slot);
  const out = new Map<number, number>([[from, 0]]);
  const me = sideBit(side);
  const foe = sideBit(enemyOf(side));
  let head = 0;
  let tail = 0;
  s.queue[tail++] = from;
  s.seen[from] = s.stamp;
  s.value[from] = 0;
  while (head < tail) {
    const i = s.queue[head++] as number;
    const d0 = s.value[i] as number;
    if (d0 >= range) continue;
    for (let d = 0; d < 6; d++) {
      const j = ix.nb[i * 6 + d] as number;
      if (j < 0 || s.seen[j] === s.stamp || barred(ix, i, d)) continue;
      if (pos.occ[j] === foe) continue;
      if ((pos.zoc[j]! & foe) !== 0 && pos.occ[j] !== me) continue;
      s.seen[j] = s.stamp;
      s.value[j] = d0 + 1;
      s.queue[tail++] = j;
      out.set(j, d0 + 1);
    }
  }
  return out;
}

/** A commander and an officer or combat unit he may take into his command. */
export interface CommandOffer {
  commander: string;
  unit: string;
}

/** Who is in command and through whom, and the picks still open to the player at each stage. */
interface CommandShare {
  by: Record<string, string>;
  out: string[];
  offers: { officers: CommandOffer[]; units: CommandOffer[] };
}

/**
 * The share-out of command for the phasing player: commanders take officers in range first (each a
 * whole formation), then single units directly, each up to the commander's capacity; officers pass
 * command to the units of their formation within range. The player's picks (`picks`, officer or
 * unit → commander) come first; the rest is shared out for him, nearest first, then fitted in so
 * that as many officers, and then units, are in command as the capacities allow. A unit within
 * range of its officer in command goes through him unless the player gives it to a commander
 * directly (the share-out never spends a direct place on it). `offers` lists, for each stage, the
 * picks still open, where the player really has a choice to make: those of a commander with room
 * left that reaches more candidates than he has room for, those of a candidate that two
 * commanders with room reach, and, for single units, direct command of a unit that would
 * otherwise go through its officer.
 */
function shareCommand(state: State, picks: Record<string, string>): CommandShare {
  const side = state.player;
  const out: string[] = [];
  const by: Record<string, string> = {};
  const offers: CommandShare['offers'] = { officers: [], units: [] };
  const mine = Object.keys(state.units).filter((id) => state.pieces[id]!.side === side && onMap(state.units[id]!.at));
  const pos = positionOf(state);
  const t = state.tables;
  for (const army of armiesOf(side)) {
    const commanders = mine.filter((id) => state.pieces[id]!.army === army && state.pieces[id]!.kind === 'commander');
    const officers = mine.filter((id) => state.pieces[id]!.army === army && state.pieces[id]!.kind === 'officer' && !state.reorganizing.includes(id));
    const units = mine.filter((id) => state.pieces[id]!.army === army && !isLeader(state, id));
    const reach = new Map(commanders.map((c) => [c, commandReach(state, pos, pos.where.get(c)!, t.commanderRange, side, 1)]));
    // One stage: the player's picks, the open choices, then the rest nearest first, then fitted in.
    // `via` (single units only): unit → the officer it has command through unless the player
    // places it under a commander's direct command instead.
    const stage = (candidates: string[], offered: CommandOffer[], via = new Map<string, string>()): void => {
      const left = new Map(commanders.map((c) => [c, state.pieces[c]!.capacity]));
      const fixed = new Set<string>();
      for (const x of candidates) {
        const c = picks[x];
        if (!c || by[x] || !reach.has(c) || !reach.get(c)!.has(pos.where.get(x)!) || left.get(c)! <= 0) continue;
        by[x] = c;
        left.set(c, left.get(c)! - 1);
        fixed.add(x);
      }
      // The rest of the units in their officer's range go through him, as the rules expect by
      // default: a direct place is spent on one only when the player asks for it.
      for (const [u, o] of via) if (!by[u]) by[u] = o;
      // Open: a commander with room that reaches more candidates than it has room for, or a
      // candidate that another commander with room reaches too (who commands it is a choice).
      // Taking a unit directly rather than through its officer is always a choice: it keeps the
      // unit in command if the officer reorganizes, and spares the officer half his movement
      // when the unit attacks.
      const room = commanders.filter((c) => left.get(c)! > 0);
      for (const c of room) {
        const r = reach.get(c)!;
        const near = candidates.filter((x) => !by[x] && r.has(pos.where.get(x)!));
        const full = near.length > left.get(c)!;
        for (const x of candidates) {
          if (!r.has(pos.where.get(x)!)) continue;
          const open = by[x] ? via.has(x) && !fixed.has(x) : full || room.some((d) => d !== c && reach.get(d)!.has(pos.where.get(x)!));
          if (open) offered.push({ commander: c, unit: x });
        }
      }
      for (const c of commanders) {
        const r = reach.get(c)!;
        const near = candidates
          .filter((x) => !by[x] && r.has(pos.where.get(x)!))
          .sort((a, b) => r.get(pos.where.get(a)!)! - r.get(pos.where.get(b)!)! || (a < b ? -1 : 1));
        for (const x of near) {
          if (left.get(c)! <= 0) break;
          by[x] = c;
          left.set(c, left.get(c)! - 1);
        }
      }
      fitIn(candidates, commanders, reach, pos, left, by, fixed);
    };
    stage(officers, offers.officers);
    const via = new Map<string, string>();
    for (const o of officers) {
      if (!by[o]) continue;
      const f = state.pieces[o]!.formation;
      const r = commandReach(state, pos, pos.where.get(o)!, t.officerRange, side, 1);
      for (const u of units) if (!via.has(u) && state.pieces[u]!.formation === f && r.has(pos.where.get(u)!)) via.set(u, o);
    }
    stage(units, offers.units, via);
    for (const id of [...officers, ...units]) if (!by[id]) out.push(id);
  }
  for (const o of mine) if (state.reorganizing.includes(o)) out.push(o);
  return { by, out: out.sort(), offers };
}

/** The picks open to the player at each stage of the Command segment: none at night or without the command rules. */
export type CommandOffers = CommandShare['offers'];

const NO_OFFERS: CommandOffers = { officers: [], units: [] };

/**
 * The Command segment: who is in command for this player turn, and through whom, from the
 * player's picks so far (`commandPicks`) and the automatic share-out for the rest; answers the
 * picks still open (where every way gives the same result, none).
 * Reinforcements that enter later in the turn were in no one's range when it was fixed: they
 * join the out-of-command list as they enter (see `enteredOutOfCommand`).
 */
export function fixCommand(state: State): CommandOffers {
  const side = state.player;
  if (!state.options.command) {
    state.outOfCommand[side] = [];
    state.commandedBy = {};
    return NO_OFFERS;
  }
  if (isNight(state)) {
    // No Command segment at night: every unit is out of command while the night lasts, and only
    // then. The day's markers are kept aside and given back when the night ends (`endNight`).
    const mine = Object.keys(state.units).filter((id) => state.pieces[id]!.side === side && onMap(state.units[id]!.at));
    const saved = (state.dayStatus ??= {});
    if (!saved[side]) saved[side] = state.outOfCommand[side];
    state.outOfCommand[side] = mine.filter((id) => state.pieces[id]!.kind !== 'commander');
    state.commandedBy = {};
    return NO_OFFERS;
  }
  const share = shareCommand(state, state.commandPicks ?? {});
  state.outOfCommand[side] = share.out;
  state.commandedBy = share.by;
  return share.offers;
}

/** The picks open to the phasing player in the Command segment at one stage (`officers`, then `units`), without fixing command. */
export function commandOffers(state: State, stage: 'officers' | 'units'): CommandOffer[] {
  if (!state.options.command || isNight(state)) return [];
  return shareCommand(state, state.commandPicks ?? {}).offers[stage];
}

/**
 * After the nearest-first share-out, fits in every candidate left out that some commander reaches
 * by handing others on to another commander in reach with room (augmenting paths), so that the
 * commanders together command as many officers (or single units) as their capacities allow. The
 * player's own picks (`fixed`) stay with the commander he gave them to.
 */
function fitIn(
  candidates: string[],
  commanders: string[],
  reach: Map<string, Map<number, number>>,
  pos: Position,
  left: Map<string, number>,
  by: Record<string, string>,
  fixed: Set<string>,
): void {
  const reaches = (c: string, x: string): boolean => reach.get(c)!.has(pos.where.get(x)!);
  const place = (x: string, tried: Set<string>): boolean => {
    for (const c of commanders) {
      if (tried.has(c) || !reaches(c, x)) continue;
      tried.add(c);
      if (left.get(c)! > 0) {
        by[x] = c;
        left.set(c, left.get(c)! - 1);
        return true;
      }
      for (const y of candidates)
        if (by[y] === c && !fixed.has(y) && place(y, tried)) {
          // y moved on to another commander with room; c takes x in its place.
          by[x] = c;
          return true;
        }
    }
    return false;
  };
  if (commanders.length < 2) return;
  for (const x of candidates) if (!by[x] && commanders.some((c) => reaches(c, x))) place(x, new Set());
}

/** A unit or officer entering the map by day was off it when command was fixed: out of command for the player turn. */
export function enteredOutOfCommand(state: State, id: string): void {
  const side = state.pieces[id]!.side;
  if (!state.options.command || state.pieces[id]!.kind === 'commander') return;
  if (!state.outOfCommand[side].includes(id)) state.outOfCommand[side] = [...state.outOfCommand[side], id].sort();
  // Entering at night, it was off the map at the last day segment too: it stays out after the night.
  const saved = state.dayStatus?.[side];
  if (saved && !saved.includes(id)) state.dayStatus![side] = [...saved, id].sort();
}

/**
 * The night's effect ends with the night: when a day game turn begins, each side's markers are
 * again those its last day Command segment placed (and the units that entered since), until its
 * own next Command segment; so the side that plays second defends in the first player turn of the
 * day with that status, not as the night left it.
 */
export function endNight(state: State): void {
  if (!state.dayStatus || isNight(state)) return;
  for (const side of ['french', 'coalition'] as Side[]) {
    const saved = state.dayStatus[side];
    if (saved) state.outOfCommand[side] = saved;
  }
  delete state.dayStatus;
}

/** The leaders a unit's command runs through this turn (its officer, and the officer's commander). */
export function commandChain(state: State, id: string): string[] {
  const chain: string[] = [];
  let at = state.commandedBy[id];
  while (at && !chain.includes(at)) {
    chain.push(at);
    at = state.commandedBy[at];
  }
  return chain;
}

/**
 * True when a unit or officer is out of command now: as its side's Command segment found it (or a
 * reorganization left it), a reinforcement about to enter (it was off the map when status was
 * fixed), and on a night turn every unit of both sides, whatever its last status and even if it
 * entered the map after the night's command was fixed. The night's effect ends with the night
 * (see `endNight`).
 */
export function isOutOfCommand(state: State, id: string): boolean {
  const p = state.pieces[id]!;
  if (state.options.command && (isNight(state) || state.units[id]?.at === 'off') && p.kind !== 'commander') return true;
  return state.outOfCommand[p.side].includes(id);
}

/** True when a unit fights in command: in command this turn, and every leader of its chain still has half its movement. */
export function inCommandToAttack(state: State, id: string): boolean {
  if (isOutOfCommand(state, id)) return false;
  if (!state.options.command) return true;
  return commandChain(state, id).every((l) => (state.spent[l] ?? 0) <= state.pieces[l]!.move);
}

/**
 * True for a unit of a formation whose officer is reorganizing this player turn, unless a commander
 * commands it directly: such a unit may not attack, so it neither joins an attack nor is bound to make one.
 */
export function heldByReorganization(state: State, id: string): boolean {
  if (!state.reorganizing.length) return false;
  const f = state.pieces[id]?.formation;
  const officer = f === undefined ? undefined : state.formations[f]?.officer;
  if (!officer || !state.reorganizing.includes(officer)) return false;
  const by = state.commandedBy[id];
  return !(by && state.pieces[by]?.kind === 'commander');
}

// ---------------------------------------------------------------- losses and demoralization

/** Full-strength points of a formation's (or, for `anglo-allied`, the whole army's) units in both destroyed-units boxes. */
export function lossesOf(state: State, key: string): number {
  let sum = 0;
  for (const id in state.units) {
    const p = state.pieces[id]!;
    if (isLeader(state, id)) continue;
    const at = state.units[id]!.at;
    if (at !== 'reorg' && at !== 'dead') continue;
    if (key === 'anglo-allied' ? p.army === 'anglo-allied' : p.formation === key) sum += p.strength;
  }
  return sum;
}

export function isDemoralized(state: State, id: string): boolean {
  const p = state.pieces[id];
  // Commanders are never demoralized, wherever the order of battle lists them: the rules name units and officers.
  if (!p || p.kind === 'commander') return false;
  if (p.army === 'anglo-allied') return p.kind !== 'officer' && state.demoralized.includes(p.nationality);
  return p.formation !== undefined && state.demoralized.includes(p.formation);
}

/**
 * Decides the demoralization of one side's corps and nationalities from the destroyed-units
 * boxes, then spreads it to French and Prussian corps whose officers stand within the radius of a
 * demoralized friendly officer, their level lowered; French cavalry corps neither spread nor catch
 * it, and Anglo-Allied nationalities never lower each other's levels. Demoralization lasts: a corps
 * or nationality recovers only at the end of a Reorganization segment in which units of its own
 * (for a nationality, of its army, whose losses are one running total) came back, and then only if
 * it would not be demoralized afresh; a neighbour moving away or recovering does not lift it.
 * With `only`, just those corps are checked, by their own losses and without proximity.
 */
export function checkDemoralization(state: State, side: Side, ctx: Ctx | ReadCtx, afterReorganization = false, only?: readonly string[]): void {
  const before = new Set(state.demoralized);
  const keep = state.demoralized.filter((k) => !belongsTo(state, k, side));
  const now = new Set<string>();
  for (const [fid, f] of Object.entries(state.formations)) {
    if (f.army === 'anglo-allied' || !armiesOf(side).includes(f.army) || (only && !only.includes(fid))) continue;
    if (lossesOf(state, fid) >= ctx.hooks.demoralizationLevel(fid, state)) now.add(fid);
  }
  if (side === 'coalition' && !only) {
    const total = lossesOf(state, 'anglo-allied');
    for (const nat of Object.keys(state.nationalLevels)) if (total >= ctx.hooks.demoralizationLevel(nat, state)) now.add(nat);
  }
  const recovers = (k: string): boolean => afterReorganization && (state.restored ?? []).includes(state.formations[k] ? k : 'anglo-allied');
  for (const k of before) if (belongsTo(state, k, side) && !now.has(k) && !recovers(k)) now.add(k);
  if (state.options.proximity && !only) spreadDemoralization(state, side, now, ctx);
  state.demoralized = [...keep, ...[...now].sort()];
  if ('log' in ctx) {
    for (const k of now) if (!before.has(k)) ctx.log(`${nameOf(state, k)} is demoralized.`);
    for (const k of before) if (belongsTo(state, k, side) && !now.has(k)) ctx.log(`${nameOf(state, k)} recovers from demoralization.`);
  }
}

/**
 * True when a French or Prussian corps other than cavalry, its officer on the map, is caught by a
 * demoralized corps of `demoralized` (not cavalry, officer on the map within the radius) at its
 * level lowered by the proximity cut.
 */
function caughtByNeighbour(state: State, pos: Position, fid: string, demoralized: Iterable<string>, ctx: Ctx | ReadCtx): boolean {
  const f = state.formations[fid];
  const at = (o: string) => state.units[o]?.at ?? 'dead';
  if (!f || f.army === 'anglo-allied' || f.cavalryCorps || !onMap(at(f.officer))) return false;
  const i = pos.where.get(f.officer)!;
  const near = [...demoralized].some((g) => {
    const gf = state.formations[g];
    return (
      g !== fid &&
      gf &&
      gf.army === f.army &&
      !gf.cavalryCorps &&
      onMap(at(gf.officer)) &&
      dist(pos.ix, i, pos.where.get(gf.officer)!) <= state.tables.proximityRadius
    );
  });
  return near && lossesOf(state, fid) >= ctx.hooks.demoralizationLevel(fid, state) - state.tables.proximityCut;
}

function spreadDemoralization(state: State, side: Side, now: Set<string>, ctx: Ctx | ReadCtx): void {
  const pos = positionOf(state);
  let changed = true;
  while (changed) {
    changed = false;
    for (const [fid, f] of Object.entries(state.formations)) {
      if (now.has(fid) || !armiesOf(side).includes(f.army)) continue;
      if (caughtByNeighbour(state, pos, fid, now, ctx)) {
        now.add(fid);
        changed = true;
      }
    }
  }
}

/**
 * Recovery takes hold as soon as a reorganization brings the losses back under the level (`key`:
 * the corps whose units came back, or `anglo-allied` for the army's one running total): the corps
 * or nationality is no longer demoralized unless its losses still reach its level or, for a French
 * or Prussian corps, a demoralized neighbour still catches it. Later reorganizations in the segment
 * see it recovered (no roll); the check that ends the segment judges everything else.
 */
function recoverAtOnce(state: State, key: string, ctx: Ctx): void {
  const keys = key === 'anglo-allied' ? Object.keys(state.nationalLevels) : [key];
  const losses = lossesOf(state, key);
  const pos = positionOf(state);
  for (const k of keys) {
    if (!state.demoralized.includes(k) || losses >= ctx.hooks.demoralizationLevel(k, state)) continue;
    if (state.options.proximity && caughtByNeighbour(state, pos, k, state.demoralized, ctx)) continue;
    state.demoralized = state.demoralized.filter((x) => x !== k);
    ctx.log(`${nameOf(state, k)} recovers from demoralization.`);
  }
}

const belongsTo = (state: State, key: string, side: Side): boolean => {
  const f = state.formations[key];
  return f ? armiesOf(side).includes(f.army) : side === 'coalition';
};

export const nameOf = (state: State, key: string): string => state.formations[key]?.name ?? `The ${key} nationality`;

/**
 * The French corps other than cavalry with a unit or officer within the Guard's radius of the hex
 * of any Gren/Gd or Chas/Gd unit in the attack (`guardHexes`).
 * Taken when the combat is resolved, before its results move or remove anyone: the corps near the
 * Guard when it suffered the result, the Guard itself included even if none of it is left.
 */
export function guardNeighbours(state: State, guardHexes: string | string[]): string[] {
  const pos = positionOf(state);
  const gs: number[] = [];
  for (const h of typeof guardHexes === 'string' ? [guardHexes] : guardHexes) {
    const g = pos.ix.ids.get(h);
    if (g !== undefined) gs.push(g);
  }
  if (!gs.length) return [];
  const hit: string[] = [];
  for (const [fid, f] of Object.entries(state.formations)) {
    if (f.army !== 'french' || f.cavalryCorps) continue;
    const members = Object.keys(state.units).filter((id) => state.pieces[id]!.formation === fid && pos.where.has(id));
    if (members.some((id) => gs.some((g) => dist(pos.ix, g, pos.where.get(id)!) <= state.tables.guardRadius))) hit.push(fid);
  }
  return hit;
}

/**
 * The repulse of the Guard: when a Gren/Gd or Chas/Gd unit suffers Ar, Ae or Ex in a French combat
 * phase, French corps other than cavalry within the radius (`hit`, see `guardNeighbours`) lose 7
 * points of level for good and check at once; not when the same attack demoralized the British or
 * a Prussian corps. Only the corps whose levels were cut check now, by their own losses: other
 * corps, and proximity, wait for the next French Reorganization segment.
 */
export function guardRepulse(state: State, hit: string[], broke: boolean, ctx: Ctx): void {
  if (!state.options.guard || broke) return;
  for (const fid of hit) state.levelCuts[fid] = (state.levelCuts[fid] ?? 0) + state.tables.guardCut;
  if (hit.length) ctx.log(`The Guard recoils: ${hit.map((f) => nameOf(state, f)).join(', ')} lose ${state.tables.guardCut} points of demoralization level.`);
  if (hit.length) checkDemoralization(state, 'french', ctx, false, hit);
}

/** Whether the Coalition's British nationality or any Prussian corps is demoralized by the current losses. */
export function coalitionBroken(state: State, ctx: Ctx): string[] {
  const out: string[] = [];
  if (lossesOf(state, 'anglo-allied') >= ctx.hooks.demoralizationLevel('british', state)) out.push('british');
  for (const [fid, f] of Object.entries(state.formations))
    if (f.army === 'prussian' && lossesOf(state, fid) >= ctx.hooks.demoralizationLevel(fid, state)) out.push(fid);
  return out;
}

// ---------------------------------------------------------------- reorganization

export interface Reorganization {
  officer: string;
  units: string[];
}

/** The reorganizations open to the phasing player: each officer with one or two eligible units. */
export function reorganizations(state: State): Reorganization[] {
  if (!state.options.reorganization || isNight(state)) return [];
  const side = state.player;
  const waiting = Object.keys(state.units).filter((id) => {
    const u = state.units[id]!;
    // In the area since turn `since`: a whole game turn there (or the scenario's number) ends before this one.
    return u.at === 'reorg' && state.pieces[id]!.side === side && (u.since ?? 0) <= state.turn - 1 - (state.tables.reorgWait ?? 1);
  });
  if (!waiting.length) return [];
  const pos = positionOf(state);
  const foe = sideBit(enemyOf(side));
  const out: Reorganization[] = [];
  for (const [fid, f] of Object.entries(state.formations)) {
    if (!armiesOf(side).includes(f.army)) continue;
    const done = reorganizedBy(state, f.officer);
    if (done >= state.tables.reorgMax) continue;
    const i = pos.where.get(f.officer);
    if (i === undefined) continue;
    const ready = waiting.filter((id) => state.pieces[id]!.formation === fid);
    if (!ready.length) continue;
    let enemyNear = false;
    for (const [id, j] of pos.where) if (pos.occ[j] === foe && !isLeader(state, id) && dist(pos.ix, i, j) <= state.tables.reorgRadius) enemyNear = true;
    if (enemyNear) continue;
    const room = Math.min(state.tables.reorgMax - done, state.tables.stacking - (pos.count[i] as number));
    if (room <= 0) continue;
    for (let a = 0; a < ready.length; a++) {
      out.push({ officer: f.officer, units: [ready[a]!] });
      if (room >= 2) for (let b = a + 1; b < ready.length; b++) out.push({ officer: f.officer, units: [ready[a]!, ready[b]!] });
    }
  }
  return out;
}

/** Units an officer has brought back this player turn (the limit once his roll failed; older saves: the limit once he reorganized). */
function reorganizedBy(state: State, officer: string): number {
  const n = state.reorganized?.[officer];
  if (n !== undefined) return n;
  return state.reorganizing.includes(officer) ? state.tables.reorgMax : 0;
}

/**
 * An officer reorganizes one or two units of its formation, at once or one after the other. Command status was fixed before, so
 * the officer now loses its command functions: it, and the units that had their command through
 * it, are out of command for the rest of the player turn (units in a commander's direct command
 * keep it), and so are the units it brings back. `commandedBy` keeps the links the Command segment
 * made, so that `endCommandLoss` can give the loss back when the player turn ends.
 */
export function reorganize(state: State, officer: string, units: string[], ctx: Ctx): void {
  const done = reorganizedBy(state, officer);
  if (!state.reorganizing.includes(officer)) state.reorganizing.push(officer);
  const counts = (state.reorganized ??= {});
  const side = state.pieces[officer]!.side;
  const lost = [officer, ...Object.keys(state.commandedBy).filter((u) => state.commandedBy[u] === officer)];
  state.outOfCommand[side] = [...new Set([...state.outOfCommand[side], ...lost, ...units])].sort();
  // One roll for each officer: a second unit he brings back later in the segment rides on it.
  const rolled = (state.reorgRolled ??= []);
  const risky = units.some((u) => isDemoralized(state, u)) && !rolled.includes(officer);
  let failed = false;
  if (risky) {
    const roll = ctx.random.die(6);
    if (ctx.hooks.reorganizationFails(roll, officer, state)) {
      // The roll bears on the units of a demoralized formation only: a sound unit of a mixed pair comes back.
      const doomed = units.filter((u) => isDemoralized(state, u));
      for (const u of doomed) state.units[u] = { at: 'dead', reduced: true };
      failed = true;
      ctx.log(
        `${unitName(state, officer)} rolls ${roll}: ${doomed.map((u) => unitName(state, u)).join(' and ')} ${doomed.length > 1 ? 'are' : 'is'} lost for good.`,
      );
      units = units.filter((u) => !doomed.includes(u));
      if (!units.length) {
        counts[officer] = state.tables.reorgMax;
        return;
      }
    } else {
      rolled.push(officer);
      ctx.log(`${unitName(state, officer)} rolls ${roll}: the reorganization holds.`);
    }
  }
  // A failed roll ends his reorganizing for the segment.
  counts[officer] = failed ? state.tables.reorgMax : done + units.length;
  const hexAt = state.units[officer]!.at;
  for (const u of units) state.units[u] = { at: hexAt, reduced: true };
  notePassage(state, [hexAt], side);
  const key = state.pieces[officer]!.army === 'anglo-allied' ? 'anglo-allied' : state.pieces[officer]!.formation!;
  const restored = (state.restored ??= []);
  if (!restored.includes(key)) restored.push(key);
  ctx.log(`${unitName(state, officer)} reorganizes ${units.map((u) => unitName(state, u)).join(' and ')} at ${hexAt}.`);
  recoverAtOnce(state, key, ctx);
}

/**
 * The end of a player turn ends the loss of command that reorganizing caused: the officers, and the
 * units that had command through them, are back to what the Command segment found, which is what
 * counts when the enemy attacks them in his player turn. The units brought back were off the map
 * when command was fixed, so they stay out of command until their side's next Command segment.
 */
export function endCommandLoss(state: State): void {
  if (!state.reorganizing.length) return;
  const r = state.reorganizing;
  const back = new Set(Object.keys(state.commandedBy).filter((id) => r.includes(id) || r.includes(state.commandedBy[id]!)));
  state.outOfCommand[state.player] = state.outOfCommand[state.player].filter((id) => !back.has(id));
}

// ---------------------------------------------------------------- supply

/**
 * The hexes from which a side's units can trace supply: road and trail hexes linked to its
 * army's edge without entering an enemy-occupied hex, then the free hexes of any terrain before them.
 */
export function suppliedHexes(state: State, army: Army, pos: Position): Uint8Array {
  const { ix } = pos;
  const side: Side = army === 'french' ? 'french' : 'coalition';
  const foe = sideBit(enemyOf(side));
  const bit = edgeBit(army, state.board);
  const paths = supplyLinks(ix, state.tables.supplyPaths);
  const s = scratchOf(ix, 2);
  const out = new Uint8Array(ix.n);
  let tail = 0;
  for (let i = 0; i < ix.n; i++)
    if ((ix.edge[i]! & bit) !== 0 && pos.occ[i] !== foe) {
      s.seen[i] = s.stamp;
      s.queue[tail++] = i;
    }
  // Along roads and trails from the edge.
  for (let head = 0; head < tail; head++) {
    const i = s.queue[head] as number;
    for (let d = 0; d < 6; d++) {
      const j = ix.nb[i * 6 + d] as number;
      if (j < 0 || !paths[ix.link[i * 6 + d]!] || s.seen[j] === s.stamp || pos.occ[j] === foe) continue;
      s.seen[j] = s.stamp;
      s.queue[tail++] = j;
    }
  }
  // Then the free hexes. The unit's own hex is not one of them (a line is counted from the next
  // hex, as command is), so up to `supplyFree` hexes of any terrain, across rivers too, may lie
  // between the unit and a road or trail hex of the net. A hex's value is the length of its
  // shortest line to the net: 0 on a road or trail; 1 for an edge hex off any road, which ends
  // the line itself and so must be one of the free hexes.
  const net = tail;
  let head = tail;
  for (let k = 0; k < net; k++) {
    const i = s.queue[k] as number;
    if (!onPath(ix, i, paths)) continue;
    s.value[i] = 0;
    s.queue[tail++] = i;
  }
  for (let k = 0; k < net; k++) {
    const i = s.queue[k] as number;
    if (onPath(ix, i, paths)) continue;
    s.value[i] = 1;
    s.queue[tail++] = i;
  }
  const reach = state.tables.supplyFree + 1;
  for (; head < tail; head++) {
    const i = s.queue[head] as number;
    out[i] = 1;
    const v = s.value[i] as number;
    if (v >= reach) continue;
    for (let d = 0; d < 6; d++) {
      const j = ix.nb[i * 6 + d] as number;
      if (j < 0 || s.seen[j] === s.stamp || pos.occ[j] === foe) continue;
      s.seen[j] = s.stamp;
      s.value[j] = v + 1;
      s.queue[tail++] = j;
    }
  }
  return out;
}

/** True when a road or trail (a path a supply line may follow: `paths`, by code) runs through the hex. */
function onPath(ix: Position['ix'], i: number, paths: boolean[]): boolean {
  for (let d = 0; d < 6; d++) if (paths[ix.link[i * 6 + d]!]) return true;
  return false;
}

/** The daily supply check of the phasing side: its combat units that cannot trace supply are destroyed for good. */
export function checkSupply(state: State, ctx: Ctx): void {
  if (!state.options.supply || !state.tables.supplyTurns.includes(state.turn)) return;
  const pos = positionOf(state);
  const lost: string[] = [];
  for (const army of armiesOf(state.player)) {
    const ok = suppliedHexes(state, army, pos);
    for (const [id, i] of pos.where) if (state.pieces[id]!.army === army && !isLeader(state, id) && !ok[i]) lost.push(id);
  }
  for (const id of lost.sort()) state.units[id] = { at: 'dead', reduced: state.units[id]!.reduced };
  if (lost.length) ctx.log(`Out of supply and removed: ${lost.map((id) => unitName(state, id)).join(', ')}.`);
}

export const combatStrengthLeft = (state: State, side: Side): number => {
  let sum = 0;
  for (const id in state.units)
    if (state.pieces[id]!.side === side && !isLeader(state, id) && state.units[id]!.at !== 'dead' && state.units[id]!.at !== 'out')
      sum += strengthOf(state, id);
  return sum;
};
