// Deployment by the players (4.0, 14.0), used when the `deployment` option is `alternating`.
// A historical battle keeps its terrain; the Allies place three units, then the French two, and
// so on. A hypothetical battle first lays random terrain tiles (each side draws fifteen, ten for
// its own zone and five for the disputed one, three at a time), then both roll a d6 for
// exploration: the loser places in larger batches (or all first), a tie puts up a screen and
// both place unseen. At least four units go in each friendly sector; the winner has the
// initiative in every round.
import { hex, type LegalAction, type RulesContext } from '@kriegsspiel/rules-sdk';
import { hexAt, idx, terrainOf } from './board';
import { occupancy, unitTakesGeneral } from './rules';
import { enemyOf, SIDES, type Action, type Deployment, type Piece, type Side, type State, type ViveHooks } from './types';

type Ctx = RulesContext<ViveHooks>;

/** The terrain tiles of sheets 1 and 2 (14.0) by terrain id: buildings are towns. */
export const TILE_POOL: Record<string, number> = { woods: 30, town: 9, field: 2, rough: 2, orchard: 2, hill: 24, farm: 4 };
const TILES_FRIENDLY = 10;
const TILES_DISPUTED = 5;
const TILES_AT_A_TIME = 3;

const own = (state: State, side: Side): string[] => (side === 'french' ? state.board.zones.south : state.board.zones.north);

/** Starts the players' deployment at set-up: every unit on the map but the garrisons comes off it to be placed. */
export function startDeployment(state: State, ctx: Ctx, screen: boolean): void {
  const hypothetical = state.board.zones.disputed.length > 0;
  const remaining: Record<Side, string[]> = { french: [], allied: [] };
  for (const [id, u] of Object.entries(state.units)) {
    const p = state.pieces[id] as Piece;
    if (u.status !== 'map' || p.arm === 'garrison') continue;
    u.hex = null;
    u.status = 'pool';
    remaining[p.side].push(id);
  }
  const d: Deployment = {
    stage: 'units',
    remaining,
    batch: { french: 2, allied: 3 },
    next: 'allied',
    left: 3,
    hidden: false,
    screen,
    minPerSector: hypothetical ? 4 : 0,
  };
  state.deploy = d;
  state.phase = 'deploy';
  if (!hypothetical) {
    ctx.log('Alternate deployment (4.0): the Allies place three units, then the French two, until all are placed.');
    return;
  }
  // Random terrain (14.0): the printed lay-out gives way to the tiles the players draw and place.
  for (let i = 0; i < state.board.terrain.length; i++) state.board.terrain[i] = 'clear';
  const pool = ctx.random.shuffle(Object.entries(TILE_POOL).flatMap(([t, n]) => Array.from({ length: n }, () => t)));
  d.stage = 'tiles';
  d.tiles = { french: pool.slice(0, 15).sort(), allied: pool.slice(15, 30).sort() };
  d.tilesPlaced = { french: { friendly: 0, disputed: 0 }, allied: { friendly: 0, disputed: 0 } };
  d.next = 'french';
  d.left = TILES_AT_A_TIME;
  ctx.log(`Each side draws fifteen terrain tiles: the French ${d.tiles.french.join(', ')}; the Allies ${d.tiles.allied.join(', ')}.`);
}

/** The sides placing now: both behind a screen, else the one whose batch it is. */
export function deployingRoles(state: State): string[] {
  const d = state.deploy;
  if (!d) return [];
  if (d.stage === 'units' && d.hidden) return SIDES.filter((s) => d.remaining[s].length > 0).map((s) => state.roles[s]);
  return [state.roles[d.next]];
}

function tileHexes(state: State, side: Side, zone: 'friendly' | 'disputed'): string[] {
  const labels = zone === 'friendly' ? own(state, side) : state.board.zones.disputed;
  return labels.filter((l) => state.board.terrain[idx(state.board, l)] === 'clear');
}

/** Combat units a side has placed in each sector of its zone (generals do not count). */
function perSector(state: State, side: Side): number[] {
  const n = [0, 0, 0];
  for (const [id, u] of Object.entries(state.units)) {
    const p = state.pieces[id] as Piece;
    if (u.status === 'map' && u.hex && p.side === side && p.arm !== 'general' && p.arm !== 'garrison') {
      const s = state.board.sector[idx(state.board, u.hex)] ?? 1;
      n[s] = (n[s] ?? 0) + 1;
    }
  }
  return n;
}

/** Where a unit may be placed: a free hex of its side's zone (a general also beside a friendly unit), keeping four a sector possible. */
export function placesFor(state: State, side: Side, id: string): string[] {
  const d = state.deploy as Deployment;
  const p = state.pieces[id] as Piece;
  const occ = occupancy(state);
  const general = p.arm === 'general';
  let sectors: number[] | null = null;
  if (d.minPerSector > 0 && !general) {
    const n = perSector(state, side);
    const units = d.remaining[side].filter((u) => state.pieces[u]?.arm !== 'general').length;
    const short = (s: number) => Math.max(0, d.minPerSector - (n[s] ?? 0));
    const need = short(0) + short(1) + short(2);
    // Once the units left are only just enough, each must go where a sector is still short.
    sectors = units > need ? null : [0, 1, 2].filter((s) => short(s) > 0);
  }
  return own(state, side).filter((l) => {
    const i = idx(state.board, l);
    if (i < 0 || terrainOf(state.board, l).impassable) return false;
    if (state.board.infantryOnly[i] && p.arm !== 'infantry') return false;
    if (sectors && !sectors.includes(state.board.sector[i] ?? 1)) return false;
    const o = occ.get(l);
    if (!general) return !o;
    if (o?.general) return false;
    return !o?.unit || (state.pieces[o.unit]?.side === side && unitTakesGeneral(state, o.unit, id));
  });
}

export function deployActions(state: State, side: Side): LegalAction<Action>[] {
  const d = state.deploy;
  if (!d) return [];
  if (d.stage === 'tiles') {
    const placed = d.tilesPlaced?.[side] ?? { friendly: 0, disputed: 0 };
    const kinds = [...new Set(d.tiles?.[side] ?? [])];
    const out: LegalAction<Action>[] = [];
    for (const zone of ['friendly', 'disputed'] as const) {
      if (placed[zone] >= (zone === 'friendly' ? TILES_FRIENDLY : TILES_DISPUTED)) continue;
      for (const tile of kinds)
        for (const at of tileHexes(state, side, zone))
          out.push({ action: { type: 'tile', tile, at }, prompt: `Lay a ${tile} tile at ${at} (${zone === 'friendly' ? 'your zone' : 'disputed ground'})` });
    }
    return out;
  }
  // One unit of each type is offered: units of a type are alike.
  const seen = new Set<string>();
  const units = d.remaining[side].filter((id) => {
    const t = state.pieces[id]?.type ?? id;
    if (seen.has(t)) return false;
    seen.add(t);
    return true;
  });
  return units.flatMap((unit) =>
    placesFor(state, side, unit).map((at) => ({ action: { type: 'place', unit, at } as Action, prompt: `Place ${state.pieces[unit]?.name} at ${at}` })),
  );
}

/** After a tile or a unit: the batch counts down and passes to the other side (who goes on alone once one side is done). */
function passTurn(state: State, d: Deployment, side: Side, done: (s: Side) => boolean, size: (s: Side) => number): void {
  d.left -= 1;
  const other = enemyOf(side);
  if (d.left > 0 && !done(side)) return;
  const next = !done(other) ? other : side;
  d.next = next;
  d.left = size(next);
}

export function applyDeploy(state: State, ctx: Ctx, side: Side, action: Action): void {
  const d = state.deploy as Deployment;
  if (action.type === 'tile' && d.tiles && d.tilesPlaced) {
    const zone = own(state, side).includes(action.at) ? 'friendly' : 'disputed';
    state.board.terrain[idx(state.board, action.at)] = action.tile;
    (state.laidTiles ??= {})[action.at] = action.tile;
    const hand = d.tiles[side];
    hand.splice(hand.indexOf(action.tile), 1);
    d.tilesPlaced[side][zone] += 1;
    ctx.log(`${side === 'french' ? 'The French lay' : 'The Allies lay'} ${action.tile} at ${action.at}.`);
    const tilesDone = (s: Side) => {
      const n = d.tilesPlaced?.[s] ?? { friendly: 0, disputed: 0 };
      const room = (zone: 'friendly' | 'disputed', most: number) => n[zone] < most && tileHexes(state, s, zone).length > 0;
      return (d.tiles?.[s]?.length ?? 0) === 0 || !(room('friendly', TILES_FRIENDLY) || room('disputed', TILES_DISPUTED));
    };
    passTurn(state, d, side, tilesDone, () => TILES_AT_A_TIME);
    if (SIDES.every(tilesDone)) explore(state, ctx, d);
    return;
  }
  if (action.type !== 'place') return;
  const u = state.units[action.unit];
  if (!u) return;
  u.hex = action.at;
  u.status = 'map';
  u.facing = side === 'french' ? 2 : 5;
  const list = d.remaining[side];
  list.splice(list.indexOf(action.unit), 1);
  if (d.hidden) {
    ctx.log(`${side === 'french' ? 'The French place' : 'The Allies place'} a unit behind the screen.`);
    ctx.log(`${state.pieces[action.unit]?.name} is placed at ${action.at}.`, [state.roles[side]]);
  } else ctx.log(`${state.pieces[action.unit]?.name} is placed at ${action.at}.`);
  if (!d.hidden)
    passTurn(
      state,
      d,
      side,
      (s) => d.remaining[s].length === 0,
      (s) => d.batch[s],
    );
  if (SIDES.every((s) => d.remaining[s].length === 0)) finishDeployment(state, ctx);
}

/** The exploration roll (14.0): how the units are placed and who has the initiative. */
function explore(state: State, ctx: Ctx, d: Deployment): void {
  const [f, a] = [ctx.random.die(6), ctx.random.die(6)] as [number, number];
  d.stage = 'units';
  delete d.tiles;
  delete d.tilesPlaced;
  const diff = Math.abs(f - a);
  if (diff === 0) {
    state.initiative = 'random';
    d.hidden = d.screen;
    d.batch = { french: 2, allied: 2 };
    d.next = ctx.random.die(2) === 1 ? 'french' : 'allied';
    d.left = 2;
    ctx.log(
      `Exploration: both roll ${f}. ${d.hidden ? 'A screen goes up and both sides place their units unseen' : 'Two units at a time, the first side drawn by lot'}; the first order of each round goes by lot.`,
    );
    return;
  }
  const winner: Side = f > a ? 'french' : 'allied';
  const loser = enemyOf(winner);
  state.initiative = winner;
  d.batch = { [winner]: 2, [loser]: diff <= 2 ? 3 : diff <= 4 ? 4 : 99 } as Record<Side, number>;
  d.next = loser;
  d.left = d.batch[loser];
  ctx.log(
    `Exploration: the French roll ${f}, the Allies ${a}. ${winner === 'french' ? 'The French' : 'The Allies'} win the initiative; the other side places ${diff === 5 ? 'all its units first' : `${d.batch[loser]} units at a time, the winner 2`}.`,
  );
}

function finishDeployment(state: State, ctx: Ctx): void {
  if (state.deploy?.hidden) ctx.reveal();
  state.deploy = null;
  // Every placed unit turns towards the nearest enemy unit, as in the historical set-ups.
  const placed = Object.entries(state.units).filter(([id, u]) => u.status === 'map' && u.hex && state.pieces[id]?.arm !== 'general');
  for (const [id, u] of placed) {
    const p = state.pieces[id] as Piece;
    if (p.arm === 'garrison') continue;
    let best: string | undefined;
    let bestD = Infinity;
    for (const [eid, e] of placed)
      if (state.pieces[eid]?.side !== p.side) {
        const dist = hex.distance(hexAt(state.board, u.hex as string), hexAt(state.board, e.hex as string));
        if (dist < bestD) [best, bestD] = [e.hex as string, dist];
      }
    if (best) u.facing = hex.facingToward(hexAt(state.board, u.hex as string), hexAt(state.board, best));
  }
  state.phase = 'hand';
  ctx.log('Deployment is over. Each side chooses six of its ten command cards.');
}

/** Hides the enemy's units placed behind the screen: they are off the map as far as this side can tell. */
export function screened(state: State, me: Side | undefined, id: string): boolean {
  const d = state.deploy;
  return (
    d !== null &&
    d !== undefined &&
    d.hidden &&
    me !== undefined &&
    state.pieces[id]?.side !== me &&
    state.units[id]?.status === 'map' &&
    state.pieces[id]?.arm !== 'garrison'
  );
}
