// Small readings of the state shared by the rules, the view and the bots.
import type { Arrival, Face, Front, Piece, Side, State, TerrainFace } from './types';
import { enemyOf } from './types';

export const piece = (s: State, id: string): Piece => s.pieces[id] as Piece;
export const isLeader = (s: State, id: string) => piece(s, id).type === 'leader';
export const face = (s: State, id: string): Face => {
  const p = piece(s, id);
  return (s.units[id]?.disrupted ? p.disrupted : p.full) as Face;
};
export const frontOf = (s: State, letter: string): Front => s.board.fronts.find((f) => f.letter === letter) as Front;
export const unitsAt = (s: State, area: string) => Object.keys(s.units).filter((id) => s.units[id]?.at === area);
export const combatAt = (s: State, area: string) => unitsAt(s, area).filter((id) => !isLeader(s, id));
export const leadersAt = (s: State, area: string) => unitsAt(s, area).filter((id) => isLeader(s, id));
export const terrainAt = (s: State, area: string) => Object.keys(s.terrain).filter((id) => s.terrain[id]?.at === area);
export const sideOfArea = (s: State, area: string): Side =>
  s.board.reserves.french.includes(area) || s.board.fronts.some((f) => f.wing.french === area) ? 'french' : 'coalition';

/** The face of a terrain card its holder uses in the current battle (2.2.4, 6.1). */
export function terrainFace(s: State, id: string): TerrainFace {
  const t = s.terrainCards[id];
  if (!t) return { icon: 'terrain' };
  const at = s.terrain[id]?.at ?? '';
  const holder = sideOfArea(s, at);
  if (t.front.icon === 'terrain') return holder === t.owner ? t.front : t.back;
  const declarer = s.battle?.declarer;
  // The side that declared the battle advances; the other holds. Out of battle, the hold side shows.
  // The face is found by its icon, whichever side of the card the data prints it on.
  const want = declarer === holder ? 'advance' : 'hold';
  if (t.front.icon === want) return t.front;
  if (t.back.icon === want) return t.back;
  return declarer === holder ? t.back : t.front;
}

/** Ready infantry (black symbol) and garrisoned terrain that can exhaust voluntarily (2.1.4, 2.3.7). */
export function exhaustable(s: State, wing: string): string[] {
  const units = combatAt(s, wing).filter((id) => face(s, id).infantry === 'black' && !s.units[id]?.exhausted);
  const garrisons = terrainAt(s, wing).filter((id) => terrainFace(s, id).infantry === 'black' && !s.terrain[id]?.exhausted);
  return [...units, ...garrisons];
}

/** Ready infantry units (black symbol) that may exhaust to pay for an Aces Up (2.3.5); garrisoned terrain may not. */
export const readyInfantry = (s: State, wing: string): string[] =>
  combatAt(s, wing).filter((id) => face(s, id).infantry === 'black' && !s.units[id]?.exhausted);

/** Units of a wing whose face showing has Aces Up (2.3.5). */
export const acesUpAt = (s: State, wing: string): string[] => combatAt(s, wing).filter((id) => face(s, id).acesUp !== undefined);

/** Whether a unit can Rally in Place (2.3.15): its disrupted face says so, or, where that face is silent, its full face. */
export function rallyInPlace(s: State, id: string): boolean {
  const p = piece(s, id);
  return Boolean(p.disrupted?.rallyInPlace ?? p.full?.rallyInPlace);
}

/** The wing a side fights from on a front. */
export const wingOf = (s: State, letter: string, side: Side) => frontOf(s, letter).wing[side];

/** Whether a wing (or reserve) is closed this turn (7.4 4a). */
export function closed(s: State, area: string, side: Side, army?: Piece['army']): boolean {
  const opens = s.rules.closedBefore?.[area];
  if (opens !== undefined && s.turn < opens) return true;
  if (s.rules.battle !== 'waterloo') return false;
  if (area.endsWith('wing-d')) return s.turn < 4;
  if (area.endsWith('wing-e')) return s.turn < 3;
  if (area === 'co-bois-de-paris') return s.turn < 3 || army !== 'prussian' || side !== 'coalition';
  return false;
}

/** Total artillery rating of a wing: its units' and terrain cards' ratings, after enemy terrain such as Bossu Wood (6.3). */
export function artilleryOf(s: State, letter: string, side: Side): number {
  const wing = wingOf(s, letter, side);
  let rating = combatAt(s, wing).reduce((sum, id) => sum + face(s, id).artillery, 0);
  // Terrain cards with an artillery rating fire with the holder's units (6.3, 2.3.10).
  for (const t of terrainAt(s, wing)) rating += terrainFace(s, t).artillery ?? 0;
  for (const t of terrainAt(s, wingOf(s, letter, enemyOf(side)))) rating += terrainFace(s, t).enemyArtillery ?? 0;
  return Math.max(0, rating);
}

export function manpowerOf(s: State, letter: string, side: Side): number {
  const wing = wingOf(s, letter, side);
  return (
    combatAt(s, wing).reduce((sum, id) => sum + face(s, id).manpower, 0) + terrainAt(s, wing).reduce((sum, id) => sum + (terrainFace(s, id).manpower ?? 0), 0)
  );
}

export const cardName = (s: State, id: string) => {
  const c = s.cards[id];
  return c ? `${c.color} ${c.value === 1 ? 'ace' : c.value} (${c.symbol})` : id;
};

export const areaName = (s: State, id: string) => s.board.names[id] ?? id;

/** Whether an arrival brings French I Corps, which may come to either battle of the 16th (7.5 3a). */
export const isICorps = (pieces: State['pieces'], a: Arrival): boolean => a.units.some((u) => pieces[u]?.corps === 'fr-i-corps');
