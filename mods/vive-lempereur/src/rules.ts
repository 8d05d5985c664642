// Movement (6.0-6.3), line of sight (7.4), fire (7.0-7.3, 9.0-9.2), reactions to cavalry
// moving adjacent (9.3), generals hit and captured (9.4), retreat (10.0) and rally (12.0).
import { hex, type RulesContext } from '@kriegsspiel/rules-sdk';
import { hexAt, idx, labelAt, neighbourLabels, northness, terrainOf } from './board';
import { COMMAND_FACES, enemyOf, type CounterCharge, type Piece, type RetreatChoice, type Side, type State, type UnitState, type ViveHooks } from './types';

type Ctx = RulesContext<ViveHooks>;
type H = hex.Hex;

/** How a line exactly along a hexside is read: blocked only when both hexes beside it block (README). */
export const ALONG_HEXSIDE: hex.AlongHexside = 'both';
/** Hexes whose line leaves exactly through the corner that ends the frontal hexsides count as in the arc (README). */
export const ABEAM_IN_ARC = true;

/** What stands in each hex: at most one unit and one general (6.1, 7.3.16). */
export interface Occupant {
  unit?: string;
  general?: string;
}

export function occupancy(state: State): Map<string, Occupant> {
  const out = new Map<string, Occupant>();
  for (const [id, u] of Object.entries(state.units)) {
    if (u.status !== 'map' || !u.hex) continue;
    const o = out.get(u.hex) ?? {};
    if (state.pieces[id]?.arm === 'general') o.general = id;
    else o.unit = id;
    out.set(u.hex, o);
  }
  return out;
}

export const isGeneral = (state: State, id: string) => state.pieces[id]?.arm === 'general';

/** The general attached to a unit: a friendly general in its hex (6.3.1). */
export function attachedGeneral(state: State, unit: string, occ = occupancy(state)): string | undefined {
  const at = state.units[unit]?.hex;
  const g = at ? occ.get(at)?.general : undefined;
  return g && state.pieces[g]?.side === state.pieces[unit]?.side ? g : undefined;
}

/** Hexes next to an enemy unit that exerts a zone of control (6.2): garrisons and lone generals do not. */
function enemyZones(state: State, side: Side): Set<string> {
  const zones = new Set<string>();
  for (const [id, u] of Object.entries(state.units)) {
    const p = state.pieces[id] as Piece;
    if (u.status !== 'map' || !u.hex || p.side === side || p.arm === 'general' || p.arm === 'garrison') continue;
    for (const n of neighbourLabels(state.board, u.hex)) if (n) zones.add(n);
  }
  return zones;
}

export interface Reach {
  cost: number;
  road: boolean;
}

/**
 * Where a unit (or a lone general) may end its move, with the hexes it took (6.0-6.3, 8.x):
 * no entering another unit or an enemy general's unit, a lone friendly general or a lone
 * enemy general ends the move, as do the zones of control and stopping terrain; a move
 * wholly on road goes one hex further.
 */
export function reachable(state: State, id: string, allowance: number, withGeneral: boolean, avoid?: Set<string>, opts: MoveLeg = {}): Map<string, Reach> {
  const piece = state.pieces[id] as Piece;
  const start = state.units[id]?.hex as string;
  const occ = occupancy(state);
  const zones = piece.arm === 'general' ? new Set<string>() : enemyZones(state, piece.side);
  const startsInZone = zones.has(start);
  const out = new Map<string, Reach>();
  const search = (limit: number, roadOnly: boolean) => {
    if (roadOnly && !state.board.road[hexIndex(state, start)]) return;
    // Each entry is a hex and whether it was entered from a road hex, which matters in a building the road crosses.
    let frontier: [string, boolean][] = [[start, true]];
    const seen = new Set<string>([start]);
    for (let step = 1; step <= limit && frontier.length > 0; step++) {
      const next: [string, boolean][] = [];
      for (const [from, byRoad] of frontier) {
        const fromT = terrainOf(state.board, from);
        const fromRoad = state.board.road[hexIndex(state, from)] === true;
        // A building hex stops the move unless the road crosses it and the unit came in along the road; it then leaves only by road (8.4).
        const alongRoad = fromT.buildings && fromRoad && byRoad;
        if (from !== start && fromT.stopOnEntry && !alongRoad) continue;
        if (from !== start && piece.arm !== 'general' && zones.has(from)) continue;
        if (from !== start && stopsHere(state, id, from, occ)) continue;
        for (const to of neighbourLabels(state.board, from)) {
          if (!to || to === start || avoid?.has(to)) continue;
          const i = hexIndex(state, to);
          const t = terrainOf(state.board, to);
          const key = t.buildings && state.board.road[i] ? `${to}/${fromRoad}` : to;
          if (seen.has(key) || seen.has(`${to}/true`)) continue;
          if (t.impassable) continue;
          if (roadOnly && !state.board.road[i]) continue;
          if (alongRoad && (from !== start || opts.leaveByRoad) && !state.board.road[i]) continue;
          // Only infantry may hold Hougoumont (13.1): a general riding along would be there too, so he must be left behind.
          if (state.board.infantryOnly[i] && (piece.arm !== 'infantry' || withGeneral)) continue;
          if (!canEnter(state, id, to, occ, withGeneral)) continue;
          if (piece.arm !== 'general' && startsInZone && from === start && zones.has(to)) continue;
          seen.add(key);
          next.push([to, fromRoad]);
          const had = out.get(to);
          if (!had || had.cost > step || (had.cost === step && roadOnly)) out.set(to, { cost: step, road: roadOnly });
          // A building the road crosses, come into along the road, empty and out of the enemy's zones: the move could go on through it.
          if (opts.through && t.buildings && state.board.road[i] && fromRoad && !occ.has(to) && !zones.has(to)) {
            const was = opts.through.get(to);
            if (!was || was.cost > step || (was.cost === step && roadOnly)) opts.through.set(to, { cost: step, road: roadOnly });
          }
        }
      }
      frontier = next;
    }
  };
  search(allowance, false);
  if (opts.roadBonus !== false) search(allowance + 1, true);
  return out;
}

/** Options for one part of a move that is split by a garrison left on the way (6.0). */
export interface MoveLeg {
  /** The unit stands in a building it came into along the road, so it may leave only by road (8.4). */
  leaveByRoad?: boolean;
  /** False when the move so far was not all on road: the road's extra hex is then out of reach (6.0). */
  roadBonus?: boolean;
  /** Filled with the buildings on the road that the move could pass through, and the cheapest way there. */
  through?: Map<string, Reach>;
}

const hexIndex = (state: State, label: string) => idx(state.board, label);

function canEnter(state: State, id: string, to: string, occ: Map<string, Occupant>, withGeneral: boolean): boolean {
  const piece = state.pieces[id] as Piece;
  const o = occ.get(to);
  if (!o) return true;
  if (piece.arm === 'general') {
    if (o.unit && state.pieces[o.unit]?.side !== piece.side) return false;
    if (o.general && state.pieces[o.general]?.side !== piece.side) return false;
    return true; // through friendly units and generals, of either army (13.1 bars only joining); where it may end is checked by the caller
  }
  if (o.unit) return false;
  if (o.general) {
    const g = state.pieces[o.general] as Piece;
    // A lone friendly general: the unit may come in and stop, unless it brings its own (7.3.16).
    if (g.side === piece.side) return !withGeneral && unitTakesGeneral(state, id, o.general);
    return true; // a lone enemy general is driven off (9.4.2; README on 6.1)
  }
  return true;
}

/** Whether a general may attach to this unit (13.1: Prussian and Anglo-Allied generals keep apart). */
export function unitTakesGeneral(state: State, unit: string, general: string): boolean {
  const sep = state.rules.separateNationalities;
  const a = state.pieces[unit]?.nationality ?? '';
  const b = state.pieces[general]?.nationality ?? '';
  return !(sep.includes(a) && sep.includes(b) && a !== b);
}

function stopsHere(state: State, id: string, at: string, occ: Map<string, Occupant>): boolean {
  const o = occ.get(at);
  if (!o) return false;
  if (state.pieces[id]?.arm === 'general') return false;
  return o.general !== undefined;
}

/** Final destinations for a move: a general may not end with another general nor join a unit he may not attach to, nor a unit with a second one. */
export function destinations(state: State, id: string, allowance: number, withGeneral: boolean, leg: MoveLeg = {}): Map<string, Reach> {
  const all = reachable(state, id, allowance, withGeneral, undefined, leg);
  const occ = occupancy(state);
  const piece = state.pieces[id] as Piece;
  for (const [to] of all) {
    const o = occ.get(to);
    if (piece.arm === 'general' && (o?.general || (o?.unit && !unitTakesGeneral(state, o.unit, id)))) all.delete(to);
    else if (piece.arm !== 'general' && o?.general && state.pieces[o.general]?.side === piece.side && withGeneral) all.delete(to);
  }
  return all;
}

// ——— Line of sight (7.4) ———

/** Whether sight from one hex to another is clear: units, generals and blocking terrain between them block (7.4.3, 8.x). */
export function lineOfSight(state: State, from: string, to: string, side: Side, occ = occupancy(state)): boolean {
  const a = hexAt(state.board, from);
  const b = hexAt(state.board, to);
  const onHill = terrainOf(state.board, from).hill;
  const firerArtillery = (() => {
    const u = occ.get(from)?.unit;
    return u !== undefined && state.pieces[u]?.arm === 'artillery';
  })();
  const blocks = (h: H): boolean => {
    const label = labelAt(state.board, h);
    if (!label) return false;
    const t = terrainOf(state.board, label);
    if (t.blocksLos) return true;
    const o = occ.get(label);
    if (!o) return false;
    // Artillery on a hill sees over friendly pieces next to it (8.3).
    if (onHill && firerArtillery && hex.distance(a, h) === 1) {
      const friendly = [o.unit, o.general].every((p) => p === undefined || state.pieces[p]?.side === side);
      if (friendly) return false;
    }
    return true;
  };
  return hex.hasLineOfSight(a, b, blocks, ALONG_HEXSIDE);
}

/** Every hex a sight line from `from` to `to` passes, for the board's highlights. */
export function sightHexes(state: State, from: string, to: string): string[] {
  return hex
    .sightLine(hexAt(state.board, from), hexAt(state.board, to))
    .flatMap((s) => (s.kind === 'hex' ? [s.hex] : [...s.hexes]))
    .map((h) => labelAt(state.board, h))
    .filter((l): l is string => l !== undefined);
}

// ——— Fire ———

export const rangeOf = (state: State, id: string, at: string): number => {
  const p = state.pieces[id] as Piece;
  if (p.arm === 'artillery') return p.fire.length + (terrainOf(state.board, at).hill ? 1 : 0);
  if (p.arm === 'infantry') return 2;
  return 1;
};

export const inBuildings = (state: State, at: string) => terrainOf(state.board, at).buildings;

/** Skirmishers (7.1) fire in any direction, like units in buildings or in square: the type of that name, or a designer's type drawn as light infantry. */
export const skirmishers = (p: Piece): boolean => p.arm === 'infantry' && (p.type === 'skirmishers' || p.allRound === true);

/** Whether a unit at `at` facing `facing` may aim at `target` by direction alone (6.2.1, 7.1). */
export function aims(state: State, id: string, at: string, facing: number, target: string): boolean {
  const p = state.pieces[id] as Piece;
  const u = state.units[id];
  if (p.arm === 'garrison' || inBuildings(state, at) || (p.arm === 'infantry' && u?.square) || skirmishers(p)) return true;
  const a = hexAt(state.board, at);
  const b = hexAt(state.board, target);
  if (hex.distance(a, b) === 1) return hex.directionBetween(a, b) === facing;
  const side = hex.arcSide(a, facing as hex.HexDirection, b);
  return side === 'front' || (side === 'abeam' && ABEAM_IN_ARC);
}

/** The enemy units a unit may fire at (or shock) now, from where it stands and as it faces (7.0-7.3, 8.x). */
export function targets(state: State, id: string, opts: { moved: boolean; from: string; fromFacing: number }): string[] {
  const p = state.pieces[id] as Piece;
  const u = state.units[id];
  if (!u?.hex || p.arm === 'general') return [];
  const at = u.hex;
  const here = terrainOf(state.board, at);
  if (p.arm === 'artillery' && !here.artilleryMayFire) return [];
  if (p.arm === 'cavalry' && here.buildings) return [];
  if (opts.moved && here.noFireOnEntry && opts.from !== at) return [];
  const occ = occupancy(state);
  const range = rangeOf(state, id, at);
  const a = hexAt(state.board, at);
  // Every enemy it could fire at from here, whatever its facing, and whether its facing now bears on it.
  const found: { id: string; d: number; aimed: boolean }[] = [];
  for (const [tid, tu] of Object.entries(state.units)) {
    const tp = state.pieces[tid] as Piece;
    if (tu.status !== 'map' || !tu.hex || tp.side === p.side || tp.arm === 'general') continue;
    const b = hexAt(state.board, tu.hex);
    const d = hex.distance(a, b);
    if (d > range) continue;
    const there = terrainOf(state.board, tu.hex);
    if (p.arm === 'cavalry' && there.buildings) continue;
    if (p.arm === 'infantry' && there.buildings && d > 1) continue;
    if (p.arm === 'cavalry' && hex.arcSide(hexAt(state.board, opts.from), opts.fromFacing as hex.HexDirection, b) === 'rear') continue;
    if (d > 1 && !lineOfSight(state, at, tu.hex, p.side, occ)) continue;
    found.push({ id: tid, d, aimed: aims(state, id, at, u.facing, tu.hex) });
  }
  // Infantry and garrisons must fire at the nearest enemy (7.3). A unit chooses its facing before it
  // fires (6.2.11), so the nearest is taken among all it could fire at by turning: facing away from
  // a closer enemy does not free it to fire at one further off (README).
  if ((p.arm === 'infantry' || p.arm === 'garrison') && found.length > 0) {
    const nearest = Math.min(...found.map((f) => f.d));
    return found.filter((f) => f.d === nearest && f.aimed).map((f) => f.id);
  }
  return found.filter((f) => f.aimed).map((f) => f.id);
}

/** Whether an adjacent attacker comes through the target's flank or rear (6.2.12); never in buildings (8.4). */
export function onFlank(state: State, target: string, from: string): boolean {
  const tu = state.units[target];
  const tp = state.pieces[target] as Piece;
  if (!tu?.hex || tp.arm === 'garrison' || inBuildings(state, tu.hex)) return false;
  const a = hexAt(state.board, tu.hex);
  const b = hexAt(state.board, from);
  if (hex.distance(a, b) !== 1) return false;
  return hex.attackedThrough(a, tu.facing as hex.HexDirection, b) === 'rear';
}

/** The fire value with every modifier of 9.2 and the terrain table, and the terms that made it. */
export function fireValue(state: State, id: string, target: string, double = false): { value: number; terms: string[] } {
  const p = state.pieces[id] as Piece;
  const u = state.units[id];
  const tp = state.pieces[target] as Piece;
  const tu = state.units[target];
  if (!u?.hex || !tu?.hex) return { value: 0, terms: [] };
  const a = hexAt(state.board, u.hex);
  const b = hexAt(state.board, tu.hex);
  const d = hex.distance(a, b);
  if (p.arm === 'garrison') return { value: p.fire[0] ?? 4, terms: ['garrison 4'] };
  const onHill = terrainOf(state.board, u.hex).hill;
  const base = p.fire[Math.min(d, p.fire.length) - 1] ?? 0;
  const terms: string[] = [`${p.arm} at ${d} ${base}${onHill && d > p.fire.length ? ' (hill)' : ''}`];
  let value = double ? base * 2 : base;
  if (double) terms.push('bombardment x2');
  const add = (n: number, why: string) => {
    if (n === 0) return;
    value += n;
    terms.push(`${n > 0 ? '+' : ''}${n} ${why}`);
  };
  const adjacent = d === 1;
  const flank = adjacent && onFlank(state, target, u.hex);
  const square = tp.arm === 'infantry' && tu.square;
  if ((p.arm === 'infantry' || p.arm === 'cavalry') && adjacent && attachedGeneral(state, id)) add(2, 'general attached');
  if (p.arm === 'infantry') {
    if (adjacent && (square || flank)) add(4, square ? 'target in square' : 'flank or rear');
    if (u.square) add(-6, 'firing from square');
    if (tp.arm === 'artillery' && d === 2) add(-4, 'artillery at medium range');
    if (tp.arm === 'cavalry') add(-2, 'target cavalry');
  } else if (p.arm === 'cavalry') {
    if (flank) add(8, 'flank or rear');
    const open = ['clear', 'bridge', 'hill'].includes(state.board.terrain[idx(state.board, tu.hex)] ?? 'clear');
    if (tp.arm === 'infantry' && !square && open) add(8, 'infantry in the open');
    if (square) add(-10, 'infantry in square');
    if (tp.arm === 'artillery') add(8, 'charging artillery');
  } else if (p.arm === 'artillery') {
    if (square) add(4, 'target in square');
    if (flank) add(4, 'flank or rear');
    if (tp.arm === 'artillery') add(-2, 'target artillery');
    if (tp.arm === 'cavalry') add(-2, 'target cavalry');
  }
  const there = terrainOf(state.board, tu.hex);
  // Fire through an orchard (8.2): a hex the line enters counts, and so do both hexes where it crosses a
  // hexside at its midpoint; a line exactly along a hexside enters neither, so, as for sight (7.4; README),
  // it goes through orchard ground only when the hexes on both sides are orchards.
  const throughHex = (h: H) => {
    const l = labelAt(state.board, h);
    return l ? terrainOf(state.board, l).fireThrough : 0;
  };
  let through = 0;
  if (d > 1)
    for (const s of hex.sightLine(a, b)) {
      const beside = s.kind === 'hex' ? [throughHex(s.hex)] : s.hexes.map(throughHex);
      const here = s.kind === 'along' && ALONG_HEXSIDE === 'both' ? Math.max(...beside) : Math.min(...beside);
      through = Math.min(through, here);
    }
  add(there.targetIn, 'target terrain');
  // Firing through an orchard is -1 unless the target stands in one already (8.2: in or through).
  if (state.board.terrain[idx(state.board, tu.hex)] !== 'orchard') add(through, 'through an orchard');
  add(terrainOf(state.board, u.hex).firingFrom, 'firing from terrain');
  return { value, terms };
}

/** The combat effect table (9.1): elements lost and hexes of retreat by hits and d6. */
const EFFECTS: Record<number, [number, number][]> = {
  1: [
    [0, 1],
    [0, 1],
    [1, 0],
    [1, 0],
    [1, 1],
    [1, 2],
  ],
  2: [
    [1, 1],
    [1, 2],
    [2, 0],
    [2, 0],
    [2, 1],
    [2, 2],
  ],
  3: [
    [2, 1],
    [2, 2],
    [3, 1],
    [3, 1],
    [3, 2],
    [3, 2],
  ],
};

/** Hits from a fire value and a d10 (9.0, 11.0): a whole ten is a sure hit, the rest hits on the die at most. */
export function hitsFor(value: number, roll: number): number {
  if (value <= 0) return 0;
  const sure = Math.floor(value / 10);
  return sure + (roll <= value - sure * 10 ? 1 : 0);
}

/** Fires (or shocks) and applies the outcome: losses, a general hit, retreat. Returns the hits. */
export function resolveFire(state: State, ctx: Ctx, id: string, target: string, double = false): number {
  const hits = rollFire(state, ctx, id, target, double);
  if (hits > 0) applyHits(state, ctx, target, hits, id);
  return hits;
}

/** The fire value and the d10 (9.0) without the effect yet, so that two shocks can be simultaneous (9.3). */
export function rollFire(state: State, ctx: Ctx, id: string, target: string, double = false): number {
  const p = state.pieces[id] as Piece;
  const { value, terms } = fireValue(state, id, target, double);
  const roll = ctx.random.die(10);
  // Through the hook, so that a house rule wrapping it changes what fire does.
  const hits = ctx.hooks.hits(value, roll);
  const verb = p.arm === 'cavalry' ? 'shocks' : 'fires at';
  ctx.log(
    `${p.name} ${verb} ${state.pieces[target]?.name} at ${state.units[target]?.hex}: fire value ${value} (${terms.join(', ')}), d10 ${roll}: ${hits} hit${hits === 1 ? '' : 's'}.`,
  );
  return hits;
}

/** The combat effect of hits on a unit (9.1, 9.4, 10.0); `byHex` is where the attacker stood when it fired. */
export function applyHits(state: State, ctx: Ctx, target: string, hits: number, by: string, byHex = state.units[by]?.hex): void {
  const tp = state.pieces[target] as Piece;
  const tu = state.units[target];
  if (!tu?.hex || !byHex) return;
  const roll = ctx.random.die(6);
  const [rolled, retreat] = EFFECTS[Math.min(hits, 3)]?.[roll - 1] ?? [0, 0];
  let loss = rolled;
  // A firing infantry unit cannot take more elements than it has (7.3).
  if (state.pieces[by]?.arm === 'infantry') loss = Math.min(loss, state.units[by]?.elements ?? loss);
  if (tp.arm === 'garrison') loss = Math.max(loss, 1);
  ctx.log(`Combat effect d6 ${roll}: ${loss} lost, ${retreat} to retreat.`);
  applyEffect(state, ctx, target, loss, retreat, by, byHex);
}

/** Elements lost and hexes of retreat, with a general's risk (9.4) and what turns retreat into loss or lets a unit stand (10.1). */
export function applyEffect(state: State, ctx: Ctx, target: string, lost: number, retreats: number, by: string, byHex: string): void {
  const tp = state.pieces[target] as Piece;
  const tu = state.units[target];
  if (!tu?.hex) return;
  let loss = lost;
  let retreat = retreats;
  const occ = occupancy(state);
  const general = attachedGeneral(state, target, occ);
  const adjacent = hex.distance(hexAt(state.board, tu.hex), hexAt(state.board, byHex)) === 1;
  const byArm = state.pieces[by]?.arm;
  // Retreat turned into loss: a square fired on from next door, artillery fired on or charged from next door (10.1 F, G).
  // A garrison is infantry (1.1; README), so its fire counts as infantry fire on a square.
  const footOrGuns = byArm === 'infantry' || byArm === 'garrison' || byArm === 'artillery';
  const intoLoss = adjacent && ((tp.arm === 'infantry' && tu.square && footOrGuns) || tp.arm === 'artillery');
  if (retreat > 0 && intoLoss) {
    loss += retreat;
    retreat = 0;
  }
  // A unit that must retreat and has no hex at all to go to loses an element instead and stays (10.1 B, C).
  // That loss is part of the same combat result, so like those of F and G it counts towards the general's risk.
  let blocked = 0;
  if (retreat > 0 && tp.arm !== 'garrison' && !mayIgnoreRetreat(state, tp, tu, general !== undefined) && retreatOptions(state, target).length === 0) {
    ctx.log(`${tp.name} has no hex to retreat to and loses an element instead.`);
    blocked = retreat;
    loss += 1;
    retreat = 0;
  }
  let generalDied = false;
  if (general && loss > 0) {
    const d = ctx.random.die(10);
    // His risk follows the losses the unit can suffer: those beyond its last element are wasted (9.1.2).
    if (d <= Math.min(loss, tu.elements, 3)) {
      generalDied = true;
      eliminate(state, ctx, general, `${state.pieces[general]?.name} is killed (d10 ${d})`);
      // The extra hex his death costs is a retreat like any other, so it too becomes a loss where 10.1 F or G says so.
      if (intoLoss) loss += 1;
      else retreat += 1;
    } else ctx.log(`${state.pieces[general]?.name} is unhurt (d10 ${d}).`);
  }
  tu.elements -= loss;
  if (tu.elements <= 0) {
    eliminate(state, ctx, target, `${tp.name} is eliminated`);
    // A surviving general whose unit is gone falls back with what retreat is left (9.4.4).
    if (general && !generalDied && retreat + blocked > 0) retreatPiece(state, ctx, general, retreat + blocked, byHex);
    return;
  }
  if (retreat <= 0 || tp.arm === 'garrison') return;
  if (!mayIgnoreRetreat(state, tp, tu, general !== undefined && !generalDied)) {
    retreatPiece(state, ctx, target, retreat, byHex);
    return;
  }
  // Standing fast is the owner's option, not a duty (10.1 E): he may still fall back, when there is a hex to go to.
  const first = retreatOptions(state, target);
  if (first.length === 0) return;
  state.retreat = { unit: target, options: [tu.hex, ...first], left: retreat, moved: 0, from: byHex, stand: true };
  ctx.log(`${tp.name} may stand or retreat: its owner chooses.`);
}

/**
 * Whether a unit may ignore a retreat (10.1 E): in square, in a building, or with its general; a
 * general lets only infantry or cavalry stand (7.3.17, over the shorter list of 10.1 E; README).
 */
function mayIgnoreRetreat(state: State, p: Piece, u: UnitState, withGeneral: boolean): boolean {
  return (p.arm === 'infantry' && u.square) || (u.hex !== null && inBuildings(state, u.hex)) || (withGeneral && (p.arm === 'infantry' || p.arm === 'cavalry'));
}

/**
 * The hexes a unit's next step of retreat may take (10.1): the rear hex when free, else the
 * better flank by the three priorities, or both when they tie. For a general, every free hex round him.
 */
export function retreatOptions(state: State, id: string): string[] {
  const p = state.pieces[id] as Piece;
  const u = state.units[id];
  if (!u?.hex) return [];
  const occ = occupancy(state);
  const nb = neighbourLabels(state.board, u.hex);
  const general = p.arm === 'general' ? undefined : attachedGeneral(state, id, occ);
  const free = (l: string | undefined): l is string => {
    if (!l) return false;
    if (terrainOf(state.board, l).impassable) return false;
    // A hex only infantry may hold (Hougoumont, 13.1) is closed to a retreat as to a move, and so to infantry whose general falls back with it.
    if (state.board.infantryOnly[idx(state.board, l)] && (p.arm !== 'infantry' || general !== undefined)) return false;
    return !occ.get(l);
  };
  // Hexes next to any enemy unit, a garrison too: zones of control do not matter here (10.1).
  const zones = new Set<string>();
  for (const [l, o] of occ) if (o.unit && state.pieces[o.unit]?.side !== p.side) for (const n of neighbourLabels(state.board, l)) if (n) zones.add(n);
  const own = p.side === 'french' ? -1 : 1;
  // A friend next to the hex: any friendly unit but the retreating one, which always stands beside it.
  const friendNear = (l: string) =>
    neighbourLabels(state.board, l).some((n) => {
      const f = n ? occ.get(n)?.unit : undefined;
      return f !== undefined && f !== id && state.pieces[f]?.side === p.side;
    });
  const score = (l: string) => (zones.has(l) ? 0 : 100) + own * northness(state.board, l) + (friendNear(l) ? 1 : 0);
  // A general has no facing, so no rear or flanks, and 10.1's order of priorities ranks only the
  // two flanks: every free hex round him is open, and his owner picks (README). The best by those
  // priorities comes first, as it was once taken for him.
  if (p.arm === 'general') return nb.filter(free).sort((x, y) => score(y) - score(x));
  const rear = nb[(u.facing + 3) % 6];
  if (free(rear)) return [rear];
  const flanks = [nb[(u.facing + 2) % 6], nb[(u.facing + 4) % 6]].filter(free).sort((x, y) => score(y) - score(x));
  // Both flanks equal on every priority: either may be taken.
  if (flanks.length === 2 && score(flanks[0] as string) === score(flanks[1] as string)) return flanks;
  return flanks.slice(0, 1);
}

export function eliminate(state: State, ctx: Ctx, id: string, why: string): void {
  const u = state.units[id];
  const p = state.pieces[id] as Piece;
  if (!u) return;
  u.status = 'eliminated';
  u.hex = null;
  u.elements = 0;
  if (p.arm !== 'garrison') state.eliminated[enemyOf(p.side)].push(id);
  ctx.log(`${why}.`);
}

/**
 * The facing a unit takes after retreating: towards whoever fired (10.0). When the firer lies
 * exactly on the corner between two hexsides, both face it alike; the unit then keeps its
 * facing if it is one of them (it still faces the firer), else takes the nearer turn (README).
 */
export function facingAfterRetreat(at: H, firer: H, current: number): number {
  const v = hex.subtract(firer, at);
  const dots = hex.allDirections.map((d) => hex.hexDot(v, hex.direction(d)));
  const best = Math.max(...dots);
  const facing = hex.allDirections.filter((d) => dots[d] === best);
  if (facing.includes(current as hex.HexDirection)) return current;
  const turn = (d: number) => Math.min((d - current + 6) % 6, (current - d + 6) % 6);
  return facing.reduce((a, b) => (turn(b) < turn(a) ? b : a));
}

/** Retreats a unit hex by hex through its rear or flanks (10.1), or a general alone to the hexes his owner picks (9.4). */
export function retreatPiece(state: State, ctx: Ctx, id: string, hexes: number, from: string, already = 0): number {
  const p = state.pieces[id] as Piece;
  const u = state.units[id];
  if (!u?.hex) return 0;
  let moved = already;
  for (let i = 0; i < hexes; i++) {
    const general = p.arm === 'general' ? undefined : attachedGeneral(state, id);
    const options = retreatOptions(state, id);
    // Both flanks equal on every priority, or a general with more than one free hex round him: the owner picks (the retreat waits for him).
    if (options.length > 1) {
      state.retreat = { unit: id, options, left: hexes - i, moved, from };
      ctx.log(`${p.name} must retreat to ${options.join(' or ')}: its owner chooses.`);
      return moved;
    }
    const to = options[0];
    if (!to) {
      if (p.arm === 'general') break;
      // No way back: one more element lost instead (10.1 B, C).
      u.elements -= 1;
      ctx.log(`${p.name} cannot retreat and loses an element.`);
      // That element is a loss like any other, so a general with the unit runs his risk for it (9.4; README).
      let killed = false;
      if (general) {
        const d = ctx.random.die(10);
        killed = d <= 1;
        if (killed) eliminate(state, ctx, general, `${state.pieces[general]?.name} is killed (d10 ${d})`);
        else ctx.log(`${state.pieces[general]?.name} is unhurt (d10 ${d}).`);
      }
      if (u.elements <= 0) {
        eliminate(state, ctx, id, `${p.name} is eliminated`);
        // The unit gone, a surviving general takes the retreat it could not (9.4.4).
        if (general && !killed) retreatPiece(state, ctx, general, hexes - i, from);
        break;
      }
      // His death costs the unit one more hex of retreat (9.4), from where it stands; a square or a building may still ignore it (10.1 E).
      if (killed && !mayIgnoreRetreat(state, p, u, false)) return retreatPiece(state, ctx, id, 1, from, moved);
      break;
    }
    u.hex = to;
    if (general) (state.units[general] as { hex: string | null }).hex = to;
    moved++;
  }
  // A unit that could not leave its hex has not retreated (10.1 B): it keeps its facing and may still move this round.
  if (moved > 0 && u.status === 'map' && u.hex && p.arm !== 'general') {
    u.facing = facingAfterRetreat(hexAt(state.board, u.hex), hexAt(state.board, from), u.facing);
    const general = attachedGeneral(state, id);
    if (!state.current.retreated.includes(id)) state.current.retreated.push(id);
    if (general && !state.current.retreated.includes(general)) state.current.retreated.push(general);
  }
  // A general who fell back alone (9.4.2, 9.4.4) is held like one who fell back with his unit: no move of his own this round (10.1 D).
  if (moved > 0 && u.status === 'map' && u.hex && p.arm === 'general' && !state.current.retreated.includes(id)) state.current.retreated.push(id);
  const hexesWord = `${moved} hex${moved === 1 ? '' : 'es'}`;
  if (moved > 0) ctx.log(u.hex ? `${p.name} retreats ${hexesWord} to ${u.hex}.` : `${p.name} had retreated ${hexesWord} when it was lost.`);
  return moved;
}

/** The owner's pick between the two flank hexes of a halted retreat (10.1); the retreat then goes on. */
export function chooseRetreat(state: State, ctx: Ctx, to: string): void {
  const r = state.retreat;
  if (!r || !r.options.includes(to)) return;
  delete state.retreat;
  const u = state.units[r.unit] as { hex: string | null };
  if (to === u.hex) {
    ctx.log(`${state.pieces[r.unit]?.name} stands fast and ignores the retreat.`);
    return;
  }
  const general = attachedGeneral(state, r.unit);
  u.hex = to;
  if (general) (state.units[general] as { hex: string | null }).hex = to;
  const moved = retreatPiece(state, ctx, r.unit, r.left - 1, r.from, r.moved + 1);
  // A general driven off by a move is at risk of capture only once his whole retreat is known (9.4.2).
  if (!r.capture) return;
  // Read again: retreatPiece may have set a new choice since the one above was taken off.
  const next = state.retreat as RetreatChoice | undefined;
  if (next) next.capture = true;
  else rollCapture(state, ctx, r.unit, moved);
}

/** A lone enemy general whose hex a unit enters falls back and may be captured (9.4.2; README). */
export function driveOffGeneral(state: State, ctx: Ctx, general: string, by: string): void {
  const hexes = state.pieces[by]?.moveOnly ?? 1;
  const moved = retreatPiece(state, ctx, general, hexes, state.units[by]?.hex as string);
  // His owner has a hex to pick on the way: the capture die waits for the end of the retreat.
  if (state.retreat?.unit === general) {
    state.retreat.capture = true;
    return;
  }
  rollCapture(state, ctx, general, moved);
}

/** The capture die for a general driven off (9.4.2): taken at or under the hexes he went, or if he could not move. */
function rollCapture(state: State, ctx: Ctx, general: string, moved: number): void {
  const g = state.pieces[general] as Piece;
  const d = ctx.random.die(10);
  if (moved === 0 || d <= moved) eliminate(state, ctx, general, `${g.name} is captured (retreated ${moved}, d10 ${d})`);
  else ctx.log(`${g.name} escapes (retreated ${moved}, d10 ${d}).`);
}

/** The flag a special-action die must show for a unit's army (9.3): faces 1-2 French, 3-4 English, 5-6 Prussian. */
export const flagFaces = (p: Piece): number[] => (p.nationality === 'french' ? [1, 2] : p.nationality === 'prussian' ? [5, 6] : [3, 4]);

/**
 * The units that may try to react to enemy cavalry moving next to them (9.3), charging or not,
 * in the order they try (cavalry, artillery, infantry), each with its special-action dice. Units
 * next to the hex where the cavalry stopped may try when it set off from, or had to pass through,
 * a hex of their frontal arc that is not next to them and that they could see (judged before the
 * cavalry moved; a route that avoids every such hex means no reaction, as the moving player picks
 * the route). A unit next to the cavalry's start never reacts. Zones of control stop a move in the
 * first hex next to an enemy unit (6.2), so the hex where the cavalry stopped is the only one of
 * its move next to a unit that may react. The dice: see {@link reactionDice}.
 */
export function reactionCandidates(
  state: State,
  cavalry: string,
  from: string,
  allowance: number,
  companion: string | null = null,
): { unit: string; dice: number }[] {
  const cp = state.pieces[cavalry] as Piece;
  const at = state.units[cavalry]?.hex as string;
  const start = hexAt(state.board, from);
  const reactors: string[] = [];
  const dice = new Map<string, number>();
  // Sight and routes are judged as they were when the cavalry set off, so it (and a general riding with it) stands at its start meanwhile.
  const cu = state.units[cavalry] as { hex: string | null };
  const gu = companion ? (state.units[companion] as { hex: string | null }) : undefined;
  cu.hex = from;
  if (gu) gu.hex = from;
  const occ = occupancy(state);
  for (const n of neighbourLabels(state.board, at)) {
    const id = n ? occ.get(n)?.unit : undefined;
    if (!id || !n || state.pieces[id]?.side === cp.side || state.pieces[id]?.arm === 'garrison') continue;
    if (state.current.reacted.includes(id)) continue;
    // No opportunity fire from a hex where artillery may not fire (8.5), no counter-charge out of buildings (8.4),
    // and infantry reacts only by forming square, so only where a square may be formed (6.0).
    const ground = terrainOf(state.board, n);
    const arm = state.pieces[id]?.arm;
    if (arm === 'artillery' && !ground.artilleryMayFire) continue;
    if (arm === 'cavalry' && ground.buildings) continue;
    // A counter-charge is a shock, and no unit in a building may be shocked (7.3).
    if (arm === 'cavalry' && terrainOf(state.board, at).buildings) continue;
    if (arm === 'infantry' && (state.units[id]?.square || !ground.squareAllowed)) continue;
    const h = hexAt(state.board, n);
    if (hex.distance(h, start) <= 1) continue;
    const facing = (state.units[id]?.facing ?? 0) as hex.HexDirection;
    const side = state.pieces[id]?.side as Side;
    const watched = (l: string) => {
      const w = hexAt(state.board, l);
      return hex.distance(h, w) > 1 && hex.arcSide(h, facing, w) !== 'rear' && lineOfSight(state, n, l, side, occ);
    };
    if (watched(from) || !reachable(state, cavalry, allowance, false, watchedHexes(state, n, watched)).has(at)) {
      reactors.push(id);
      dice.set(id, reactionDice(state, n, from, side, occ));
    }
  }
  cu.hex = at;
  if (gu) gu.hex = at;
  const order = { cavalry: 0, artillery: 1, infantry: 2 } as Record<string, number>;
  reactors.sort((x, y) => (order[state.pieces[x]?.arm ?? ''] ?? 3) - (order[state.pieces[y]?.arm ?? ''] ?? 3) || (x < y ? -1 : 1));
  return reactors.map((unit) => ({ unit, dice: dice.get(unit) ?? 0 }));
}

/** A unit's try at a reaction (9.3): its special-action dice, and whether one shows its army's flag. */
export function rollReaction(state: State, ctx: Ctx, cavalry: string, id: string, between: number): boolean {
  const p = state.pieces[id] as Piece;
  const rolled = ctx.random.dice(between, 6);
  const ok = rolled.some((d) => flagFaces(p).includes(d));
  ctx.log(
    `${p.name} tries to react to ${state.pieces[cavalry]?.name}: ${between} special-action dice ${rolled.join(', ')}: ${ok ? 'success' : 'no flag of its army'}.`,
  );
  return ok;
}

/**
 * A successful reaction carried out, the owner having taken it up (9.3): cavalry counter-charges
 * (rolled now, applied with the cavalry's shock or when its order ends), artillery fires one sure
 * hit, infantry forms square. `halts` is true when the cavalry may no longer shock; `shockOnly`
 * names the battery it may still shock after a 3-4; `turn` is the facing a battery or infantry
 * may take towards the cavalry, asked once the reactions are over.
 */
export function carryOutReaction(
  state: State,
  ctx: Ctx,
  cavalry: string,
  id: string,
): { counter?: CounterCharge; halts: boolean; turn?: { unit: string; facing: number }; shockOnly?: string } {
  const p = state.pieces[id] as Piece;
  const u = state.units[id] as { hex: string; facing: number; square: boolean };
  const cp = state.pieces[cavalry] as Piece;
  const at = state.units[cavalry]?.hex as string;
  state.current.reacted.push(id);
  const toward = hex.facingToward(hexAt(state.board, u.hex), hexAt(state.board, at));
  const turn = toward !== u.facing ? { unit: id, facing: toward } : undefined;
  if (p.arm === 'cavalry') {
    // A counter-charge is a shock at the hex next door, which needs that facing (6.2.1): cavalry turns at once.
    u.facing = toward;
    return { counter: { by: id, byHex: u.hex, hits: rollFire(state, ctx, id, cavalry) }, halts: false };
  }
  if (p.arm === 'artillery') {
    // One sure hit read on the 1-hit column: its losses count (a general with the cavalry runs his risk, 9.4),
    // and a retreat result (1, 2, 5, 6) holds the cavalry where it stopped, with no shock this order.
    const d = ctx.random.die(6);
    const [loss, back] = EFFECTS[1]?.[d - 1] ?? [0, 0];
    ctx.log(`Opportunity fire (d6 ${d}): ${cp.name} loses ${loss} element${loss === 1 ? '' : 's'}${back > 0 ? ' and halts without shock' : ''}.`);
    applyEffect(state, ctx, cavalry, loss, 0, id, u.hex);
    // Its general killed, the cavalry falls back a hex; when its owner must pick the hex, it has left the place where others could react.
    // On 3-4 (no retreat) a surviving cavalry may still shock, but only the battery that fired.
    return { halts: back > 0 || state.retreat?.unit === cavalry, turn, ...(back > 0 ? {} : { shockOnly: id }) };
  }
  u.square = true;
  ctx.log(`${p.name} forms square.`);
  return { halts: false, turn };
}

/**
 * Special-action dice of a unit at `at` against cavalry that set off from `from` (9.3): one
 * for each empty hex between them, as they stood before the cavalry moved, that the unit can
 * see; three at most (the white dice). Where the line runs between two hexes, the place counts
 * when either of them is empty and in sight.
 */
function reactionDice(state: State, at: string, from: string, side: Side, occ: Map<string, Occupant>): number {
  let count = 0;
  for (const step of hex.sightLine(hexAt(state.board, at), hexAt(state.board, from))) {
    const labels = (step.kind === 'hex' ? [step.hex] : [...step.hexes]).map((h) => labelAt(state.board, h));
    if (labels.some((l) => l !== undefined && !occ.has(l) && lineOfSight(state, at, l, side, occ))) count++;
  }
  return Math.min(3, count);
}

/** The hexes a unit at `at` watches (frontal arc, not adjacent, in sight) within the reach of any cavalry move. */
function watchedHexes(state: State, at: string, watched: (l: string) => boolean): Set<string> {
  const out = new Set<string>();
  const h = hexAt(state.board, at);
  for (const l of state.board.labels) {
    const d = hex.distance(h, hexAt(state.board, l));
    if (d > 1 && d <= 6 && watched(l)) out.add(l);
  }
  return out;
}

/** The most elements a rally may bring a unit back to (12.0): its starting strength, less any it gave up to garrisons (6.0), which were not lost. */
const rallyCeiling = (state: State, id: string): number => (state.pieces[id]?.elements ?? 0) - (state.units[id]?.detached ?? 0);

/** Whether a unit may rally (12.0): it has lost elements and no enemy unit is within 3 hexes or sees it. */
export function mayRally(state: State, id: string): boolean {
  const p = state.pieces[id] as Piece;
  const u = state.units[id];
  if (!u?.hex || p.arm === 'general' || p.arm === 'garrison' || u.elements >= rallyCeiling(state, id)) return false;
  const a = hexAt(state.board, u.hex);
  const occ = occupancy(state);
  for (const [eid, e] of Object.entries(state.units)) {
    const ep = state.pieces[eid] as Piece;
    if (e.status !== 'map' || !e.hex || ep.side === p.side || ep.arm === 'general') continue;
    const d = hex.distance(a, hexAt(state.board, e.hex));
    if (d < 4 && (d <= 1 || lineOfSight(state, e.hex, u.hex, ep.side, occ))) return false;
  }
  return true;
}

export function rally(state: State, ctx: Ctx, id: string): void {
  const p = state.pieces[id] as Piece;
  const u = state.units[id] as { elements: number };
  const dice = ctx.random.dice(p.rallyDice, 6).map((d) => COMMAND_FACES[d - 1]);
  const matching = dice.filter((f) => f === p.arm).length;
  const back = Math.max(0, Math.min(matching, 2, rallyCeiling(state, id) - u.elements));
  u.elements += back;
  ctx.log(`${p.name} rallies: ${dice.join(', ')}; ${back} element${back === 1 ? '' : 's'} back.`);
}
