// What search bots need of the rules: a state consistent with what one player knows (the
// enemy's face-down units, bags, hand and face-down bid dealt afresh from what that player
// cannot see), and a cheap score of a position to cut playouts short.
import type { Random } from '@kriegsspiel/rules-sdk';
import { indexOf, terrainAt } from './board';
import { nextToEnemy, positionOf, type Stack } from './stacks';
import { enemyOf, type Action, type Side, type State } from './types';
import { canEverMove } from './victory';
import { continuations } from './movement';
import { plainsStepsOf } from './hooks';
import type { ReadCtx } from './words';
import { sideOfRole } from './view';

/**
 * A copy of the state that `apply` may change: the board, the scenario's rules, the pieces
 * and the card values never change in play, so they are shared (and the board's index,
 * cached by the board, stays built).
 */
function copyForSearch(state: State): State {
  const { board, rules, pieces, cardValues, ...changing } = state;
  return { ...(JSON.parse(JSON.stringify(changing)) as Omit<State, 'board' | 'rules' | 'pieces' | 'cardValues'>), board, rules, pieces, cardValues };
}

/** Each side's piece ids in order, once per game's pieces (sorting them was a share of every determinization). */
const sortedIds = new WeakMap<State['pieces'], Record<Side, string[]>>();

function sortedIdsOf(pieces: State['pieces'], side: Side): string[] {
  let known = sortedIds.get(pieces);
  if (!known) {
    const ids = Object.keys(pieces).sort();
    known = { french: ids.filter((id) => pieces[id]?.side === 'french'), allied: ids.filter((id) => pieces[id]?.side === 'allied') };
    sortedIds.set(pieces, known);
  }
  return known[side];
}

/**
 * A full state as `role` might find it (4-1, 8-3, 10-1): the enemy's units it cannot see
 * (face down on the map, of known nationality, and those in the enemy's bags) take each
 * other's places at random, nationality for nationality; the enemy's hand and face-down
 * bid are dealt again from them and the deck. What `role` sees is unchanged.
 */
export function determinize(state: State, role: string, random: Random): State {
  const copy = copyForSearch(state);
  const me = sideOfRole(state, role);
  if (!me) return copy;
  const enemy = enemyOf(me);
  const isEnemy = (id: string) => state.pieces[id]?.side === enemy;

  // Units: the face-down ones take new identities of their nationality from the unseen pool.
  const faceDown = sortedIdsOf(state.pieces, enemy).filter((id) => copy.units[id]?.faceUp === false);
  const bagged = Object.keys(copy.bags)
    .sort()
    .flatMap((bag) => (copy.bags[bag] as string[]).filter(isEnemy));
  // A French unit drawn and not yet placed (8-1) is as unknown as those still in the bag.
  const held = copy.reinforce?.holding;
  const heldUnseen = held !== undefined && isEnemy(held);
  const pool = [...faceDown, ...bagged, ...(heldUnseen ? [held] : [])];
  // The pool by nationality, each in the pool's order: what is left of it as units are chosen.
  const byNationality = new Map<string | undefined, string[]>();
  for (const id of pool) {
    const nationality = state.pieces[id]?.nationality;
    const alike = byNationality.get(nationality);
    if (alike) alike.push(id);
    else byNationality.set(nationality, [id]);
  }
  const renamed = new Map<string, string>();
  const chosenIds = new Set<string>();
  for (const id of random.shuffle(faceDown)) {
    const alike = byNationality.get(state.pieces[id]?.nationality) as string[];
    const chosen = random.pick(alike);
    alike.splice(alike.indexOf(chosen), 1);
    chosenIds.add(chosen);
    renamed.set(id, chosen);
  }
  // What is left of the pool fills the enemy's places in the bags.
  const rest = random.shuffle(pool.filter((id) => !chosenIds.has(id)));
  let next = 0;
  for (const bag of Object.keys(copy.bags).sort()) copy.bags[bag] = (copy.bags[bag] as string[]).map((id) => (isEnemy(id) ? (rest[next++] as string) : id));
  if (heldUnseen && copy.reinforce) copy.reinforce.holding = rest[next++] as string;
  if (renamed.size > 0) {
    // In the same order as before, so that stacks are listed as in the real state (a loop, not
    // entries mapped into a new object: this runs at every iteration of a search).
    const units: State['units'] = {};
    for (const id in copy.units) units[renamed.get(id) ?? id] = copy.units[id] as State['units'][string];
    copy.units = units;
    copy.moved = copy.moved.map((id) => renamed.get(id) ?? id);
  }

  // Cards: the enemy's hand and face-down bid come again from everything `me` has not seen.
  const bid = copy.combat?.bid;
  const hidden = random.shuffle([...copy.hands[enemy], ...(bid ? bid.played[enemy] : []), ...copy.deck]);
  copy.hands[enemy] = hidden.splice(0, copy.hands[enemy].length);
  if (bid) bid.played[enemy] = hidden.splice(0, bid.played[enemy].length);
  copy.deck = hidden;
  return copy;
}

/** One step of Napoleon's stack both ways: for every hex, the hexes it leads to and those it is reached from. */
interface Steps {
  into: Map<string, string[]>;
  out: Map<string, string[]>;
}

/** Whose steps: Napoleon's stack (never south, 9-4), by road only or not, or any stack's. */
type Mover = NapoleonMover | 'stack';

type NapoleonMover = 'napoleon' | 'napoleon-by-road';

/**
 * How Napoleon's stack with these units moves for good: by road only once it holds three
 * infantry divisions, as a stack of three units or more may not move across country (6-1-2),
 * only cavalry may detach (6-1-3) and only combat takes infantry away. Measured across
 * country, such a stack looked nearer an objective than any road could take it.
 */
function napoleonMoverOf(state: State, units: readonly string[]): NapoleonMover {
  return infantryIn(state, units) >= 3 ? 'napoleon-by-road' : 'napoleon';
}

const stepsByMover = new WeakMap<State['board'], Map<Mover, Steps>>();

/**
 * The steps a stack could take, built once per board: plains steps terrain allows and road
 * links; for Napoleon's never nearer the south edge (9-4), and by road only for his stack of
 * more than two units, which may not move across country (6-1-2) and never grows smaller but
 * by combat.
 */
function stepsOf(state: State, mover: Mover): Steps {
  let byMover = stepsByMover.get(state.board);
  if (!byMover) stepsByMover.set(state.board, (byMover = new Map()));
  const known = byMover.get(mover);
  if (known) return known;
  const index = indexOf(state.board);
  const row = (h: string) => index.row.get(h) ?? 0;
  const steps: Steps = { into: new Map(), out: new Map() };
  const add = (map: Map<string, string[]>, key: string, value: string) => {
    const list = map.get(key);
    if (!list) map.set(key, [value]);
    else if (!list.includes(value)) list.push(value);
  };
  const link = (from: string, to: string) => {
    if (mover !== 'stack' && row(to) > row(from)) return;
    add(steps.into, to, from);
    add(steps.out, from, to);
  };
  if (mover !== 'napoleon-by-road') for (const [from, around] of plainsStepsOf(state.board)) for (const to of around) link(from, to);
  for (const [from, links] of index.roads) for (const l of links) if (l.allowed && terrainAt(state.board, l.to).enter) link(from, l.to);
  byMover.set(mover, steps);
  return steps;
}

/**
 * Steps from every hex to the nearest of some hexes, built once per board and target set:
 * as the crow flies (`plain`, ignoring terrain), or in marches of Napoleon's stack (see
 * {@link stepsOf}). A hex from which the targets cannot be reached is absent. Plain distance
 * misleads for Napoleon: one hex east of Ghent, on its row, he may never enter it, as it is
 * entered by road only and its road leaves to the south.
 */
const distances = new WeakMap<State['board'], Map<string, Map<string, number>>>();

function stepsTo(state: State, targets: readonly string[], way: 'plain' | NapoleonMover = 'plain'): Map<string, number> {
  const key = `${way}:${targets.join(' ')}`;
  let byTargets = distances.get(state.board);
  if (!byTargets) distances.set(state.board, (byTargets = new Map()));
  const known = byTargets.get(key);
  if (known) return known;
  const neighbours = indexOf(state.board).neighbours;
  const into = way === 'plain' ? neighbours : stepsOf(state, way).into;
  const steps = stepsFrom(
    targets.filter((h) => neighbours.has(h)),
    into,
  );
  byTargets.set(key, steps);
  return steps;
}

/**
 * Steps from every hex to the nearest of `starts` (0 for those), going backwards along `into`
 * (the hexes a step reaches each hex from); a hex for which `goesOn` is false is reached but
 * not passed through.
 */
function stepsFrom(starts: string[], into: Map<string, string[]>, goesOn: (hex: string) => boolean = () => true): Map<string, number> {
  const steps = new Map<string, number>();
  let frontier = starts;
  for (const h of frontier) steps.set(h, 0);
  for (let d = 1; frontier.length > 0; d++) {
    const next: string[] = [];
    for (const h of frontier)
      for (const n of into.get(h) ?? [])
        if (!steps.has(n)) {
          steps.set(n, d);
          if (goesOn(n)) next.push(n);
        }
    frontier = next;
  }
  return steps;
}

/** Allied strength as the French reckon it: a face-down unit as 3, as they cannot tell. */
function seenStrength(state: State, units: readonly string[]): number {
  let sum = 0;
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as string;
    sum += state.units[u]?.faceUp ? (state.pieces[u]?.combat ?? 0) : 3;
  }
  return sum;
}

/**
 * Allied stacks that can never move (five infantry divisions or more) and that the French
 * next to them, Napoleon's stack aside, do not outweigh: each with what it has beyond them
 * (its strength and terrain, less theirs). A hex next to one is a trap for Napoleon: contact
 * stops his march, and each combat there costs his stack a unit until he is alone and taken.
 */
function blockersOf(state: State, pos: ReturnType<typeof positionOf>): Map<string, number> {
  const neighbours = indexOf(state.board).neighbours;
  const out = new Map<string, number>();
  for (const stack of pos.values()) {
    if (stack.side !== 'allied' || infantryIn(state, stack.units) < IMMOBILE) continue;
    let beside = 0;
    for (const n of neighbours.get(stack.hex) ?? []) {
      const other = pos.get(n);
      if (other?.side === 'french' && !other.napoleon) beside += strength(state, other.units);
    }
    const beyond = seenStrength(state, stack.units) + terrainAt(state.board, stack.hex).bonus - beside;
    if (beyond > 0) out.set(stack.hex, beyond);
  }
  return out;
}

/** What passing next to a blocker costs Napoleon, in marches per point of strength it has beyond the French beside it. */
const PASSING = 1 / 4;

/**
 * Napoleon's way to victory from each hex, in marches: to the nearest objective (see
 * {@link stepsTo}), an objective the Allies hold counting their strength there as further
 * (a division of 3 as 1½ marches; a face-down unit as 3, as the French cannot tell), and each
 * hex next to a blocker (see {@link blockersOf}) on the way, or where he stands, as further by
 * what the blocker has beyond the French beside it. Without the garrison the search sees Napoleon at the door of a
 * town seven divisions hold and waits there; without the blockers, Napoleon hemmed in by a
 * stack that never moves looks three marches from Brussels, and the bot waits for ever.
 */
/** Tolls of the hexes next to blockers (see {@link blockersOf}); objectives are won on entry. */
function tollsOf(state: State, blockers: Map<string, number>): Map<string, number> {
  const neighbours = indexOf(state.board).neighbours;
  const toll = new Map<string, number>();
  for (const [hex, beyond] of blockers)
    for (const n of neighbours.get(hex) ?? []) if (!state.rules.objectives.includes(n)) toll.set(n, (toll.get(n) ?? 0) + beyond * PASSING);
  return toll;
}

function napoleonWay(
  state: State,
  pos: ReturnType<typeof positionOf>,
  blockers = blockersOf(state, pos),
  mover: NapoleonMover = 'napoleon',
): (hex: string) => number {
  const extraAt = (objective: string) => {
    const held = pos.get(objective);
    return held?.side === 'allied' ? seenStrength(state, held.units) / 2 : 0;
  };
  if (blockers.size === 0) {
    const ways = state.rules.objectives.map((objective) => ({ marches: stepsTo(state, [objective], mover), extra: extraAt(objective) }));
    return (hex) => {
      let best = FAR;
      for (const { marches, extra } of ways) {
        const m = marches.get(hex);
        if (m !== undefined) best = Math.min(best, m + extra);
      }
      return best;
    };
  }
  // The toll of entering each hex next to a blocker.
  const neighbours = indexOf(state.board).neighbours;
  const toll = tollsOf(state, blockers);
  // Backwards from the objectives, fewest marches first (a queue that corrects labels: the
  // tolls are few, so it settles in a pass or two).
  const { into } = stepsOf(state, mover);
  const way = new Map<string, number>();
  const queue: string[] = [];
  for (const objective of state.rules.objectives) {
    if (!neighbours.has(objective)) continue;
    way.set(objective, extraAt(objective));
    queue.push(objective);
  }
  for (let i = 0; i < queue.length; i++) {
    const to = queue[i] as string;
    const cost = (way.get(to) as number) + 1 + (toll.get(to) ?? 0);
    for (const from of into.get(to) ?? []) {
      const known = way.get(from);
      if (known === undefined || cost < known) {
        way.set(from, cost);
        queue.push(from);
      }
    }
  }
  // Standing in a trap counts as much as passing it: he must first live through its combats.
  // Beyond FAR, up to twice it, so that a way only through a blocker still shows which step nears it.
  return (hex) => Math.min(2 * FAR, (way.get(hex) ?? 2 * FAR) + (toll.get(hex) ?? 0));
}

/** Artillery cards a side may commit to one combat (7-5), as the search reckons. */
const ARTILLERY = 2;

/** What each unit of Napoleon's stack above four costs his way, in hexes: a turn's order to detach it, about a road march of three units (6-1-1). */
const CLOGGED = 2;

/** Infantry divisions in one stack that have no road allowance left: such a stack can never move. */
const IMMOBILE = 5;

/** How far (in hexes) from an objective counts as nowhere near. */
const FAR = 16;

const isInfantry = (state: State, id: string) => state.pieces[id]?.type === 'infantry';

/** How many infantry divisions are among units (indexed: the search counts them for every stack it scores). */
function infantryIn(state: State, units: readonly string[]): number {
  let n = 0;
  for (let i = 0; i < units.length; i++) if (isInfantry(state, units[i] as string)) n++;
  return n;
}

/** Combat strength of units (indexed: the search asks it of every stack it scores, and callbacks are slow in QuickJS). */
function strength(state: State, units: readonly string[]): number {
  let sum = 0;
  for (let i = 0; i < units.length; i++) sum += state.pieces[units[i] as string]?.combat ?? 0;
  return sum;
}

/**
 * Napoleon's way from where his stack stands (see {@link napoleonWay}). Standing in an objective
 * wins nothing unless his stack moved in (3): where he appeared in one, or his infantry joined him
 * there, he must step out and come back, or go on to another, and a stack of three units or
 * more leaves by road only (6-1-2). Scored as standing at his goal, he would wait there for ever.
 */
function wayFromStack(state: State, stack: Stack, way: (hex: string) => number, blockers: Map<string, number>): number {
  if (!state.rules.objectives.includes(stack.hex)) return way(stack.hex);
  let best = blockers.size > 0 ? 2 * FAR : FAR;
  for (const n of stepsOf(state, stack.units.length > 2 ? 'napoleon-by-road' : 'napoleon').out.get(stack.hex) ?? []) best = Math.min(best, 1 + way(n));
  return best;
}

/**
 * How far the French are from winning, in hexes: the fewest steps Napoleon could march (see
 * {@link stepsTo}) to an objective from a stack that could win (Napoleon with infantry; while he is in hand, any stack with infantry, as he
 * may appear in it; with Napoleon alone, a penalty for the infantry he lacks).
 */
function frenchLead(
  state: State,
  pos: ReturnType<typeof positionOf>,
  wayFor: (units: readonly string[]) => (hex: string) => number,
  blockers: Map<string, number>,
): number {
  const inHand = state.units[state.rules.leader]?.at === 'hand';
  // Beyond FAR only where a blocker makes the way longer (see napoleonWay).
  let lead = blockers.size > 0 ? 2 * FAR : FAR;
  for (const stack of pos.values()) {
    if (stack.side !== 'french') continue;
    const infantry = stack.units.some((u) => isInfantry(state, u));
    // A weak stack will not get through: the lead counts its weakness as distance.
    const weak = Math.max(0, 12 - strength(state, stack.units)) / 3;
    // While he is in hand he can join a stack only in a combat phase, so only in contact; and
    // appearing inside an objective does not count as entering it.
    const way = wayFor(stack.units);
    // Five units or more have no road allowance (6-1-1): each brigade above four must detach first, an order each.
    const steps = (stack.napoleon ? wayFromStack(state, stack, way, blockers) : way(stack.hex)) + CLOGGED * Math.max(0, stack.units.length - (IMMOBILE - 1));
    const waiting = inHand ? (nextToEnemy(state, pos, stack.hex, 'french') ? 1 : 2) + (steps === 0 ? 2 : 0) : 0;
    if (stack.napoleon || (infantry && inHand)) lead = Math.min(lead, steps + weak + (stack.napoleon && !infantry ? 3 : waiting));
  }
  return lead;
}

/**
 * The blockers (see {@link blockersOf}) that hem Napoleon's stack in, out of contact: every step
 * it could take ends next to one, so waiting only puts off the fight (and left so, a game
 * against a side that cannot move its blocker never ends). None when a step leads clear.
 */
function hemmedBy(state: State, pos: ReturnType<typeof positionOf>, stack: Stack, blockers?: Map<string, number>): string[] {
  if (nextToEnemy(state, pos, stack.hex, 'french')) return [];
  const onward = stepsOf(state, stack.units.length > 2 ? 'napoleon-by-road' : 'napoleon').out.get(stack.hex) ?? [];
  if (onward.length === 0) return [];
  const known = blockers ?? blockersOf(state, pos);
  if (known.size === 0) return [];
  const neighbours = indexOf(state.board).neighbours;
  const found = new Set<string>();
  for (const to of onward) {
    const beside = (neighbours.get(to) ?? []).filter((h) => known.has(h));
    if (beside.length === 0) return [];
    for (const h of beside) found.add(h);
  }
  return [...found];
}

/** The hexes beside `blockers` that no Allied stack holds: where French help must go. */
function besideBlockers(state: State, pos: ReturnType<typeof positionOf>, blockers: readonly string[]): string[] {
  const neighbours = indexOf(state.board).neighbours;
  const out = new Set<string>();
  for (const blocker of blockers) for (const n of neighbours.get(blocker) ?? []) if (pos.get(n)?.side !== 'allied') out.add(n);
  return [...out].sort();
}

/**
 * Steps of a stack from every hex to the hexes beside `blockers` that no stack holds, by
 * steps terrain allows and through no hex another stack holds: entering a French one ends a
 * move and joins it for good (6-3, 6-1-3), and the Allies stop it by contact. A division
 * behind a hemmed Napoleon in a defile must go round him, if it can at all. Built afresh for
 * each position (only while he is hemmed in).
 */
function stepsAround(state: State, pos: ReturnType<typeof positionOf>, blockers: readonly string[]): Map<string, number> {
  const starts = besideBlockers(state, pos, blockers).filter((h) => !pos.has(h));
  return stepsFrom(starts, stepsOf(state, 'stack').into, (h) => !pos.has(h));
}

/**
 * True when Napoleon, hemmed in by `blockers`, has no help to wait for: no other French stack
 * with infantry that can still move (four units or fewer) is on its way, not yet beside a
 * blocker but able to get there (a division behind him in a defile cannot pass him; a lone
 * cavalry brigade would retreat or fall at the first combat, 7-2). Then waiting never ends
 * the game, and he must take the fight.
 */
function noHelpComing(state: State, pos: ReturnType<typeof positionOf>, napoleon: Stack, blockers: readonly string[]): boolean {
  const beside = new Set(besideBlockers(state, pos, blockers));
  const around = stepsAround(state, pos, blockers);
  for (const stack of pos.values())
    if (
      stack !== napoleon &&
      stack.side === 'french' &&
      stack.units.length <= 4 &&
      stack.units.some((u) => isInfantry(state, u)) &&
      !beside.has(stack.hex) &&
      around.has(stack.hex)
    )
      return false;
  return true;
}

/** What waiting costs a hemmed Napoleon with no help coming, as danger (see {@link noHelpComing}): as much as being taken, for a game left so never ends. */
const WAITING = 1;

/**
 * Napoleon's stack as a combat already decided leaves it: the French remove the units they
 * lost (7-4-5) from the other stacks of the combat first, and from his only for the rest.
 * The evaluation may score a state between the turning up of the cards and the removals.
 */
function afterLosses(state: State, pos: ReturnType<typeof positionOf>, stack: Stack): Stack {
  const owed = state.combat?.losses?.find((l) => l.side === 'french')?.count ?? 0;
  const current = state.combat?.current === undefined ? undefined : state.combat.declared[state.combat.current];
  if (owed === 0 || !current?.french.includes(stack.hex)) return stack;
  const others = current.french.filter((h) => h !== stack.hex).reduce((sum, h) => sum + (pos.get(h)?.units.length ?? 0), 0);
  const own = Math.max(0, owed - others);
  return own === 0 ? stack : { ...stack, units: stack.units.slice(0, Math.max(0, stack.units.length - own)) };
}

/** The hexes one to three hexes from a hex, nearest first, with their distances: built once per board and hex. */
const ringsByBoard = new WeakMap<State['board'], Map<string, { hexes: string[]; distances: number[] }>>();

function ringsOf(board: State['board'], hex: string): { hexes: string[]; distances: number[] } {
  let byHex = ringsByBoard.get(board);
  if (!byHex) ringsByBoard.set(board, (byHex = new Map()));
  const known = byHex.get(hex);
  if (known) return known;
  const neighbours = indexOf(board).neighbours;
  const rings = { hexes: [] as string[], distances: [] as number[] };
  const seen = new Set([hex]);
  let ring = [hex];
  for (let d = 1; d <= 3; d++) {
    const next: string[] = [];
    for (const h of ring)
      for (const n of neighbours.get(h) ?? []) {
        if (seen.has(n)) continue;
        seen.add(n);
        next.push(n);
        rings.hexes.push(n);
        rings.distances.push(d);
      }
    ring = next;
  }
  byHex.set(hex, rings);
  return rings;
}

/**
 * How likely Napoleon is to be taken (3), from 0 to 1: alone he is lost next to the enemy, and
 * a stack next to stronger enemies may lose every unit in the next combat.
 */
function napoleonDanger(state: State, pos: ReturnType<typeof positionOf>, stack: Stack, hemmedBy: readonly string[] = []): number {
  const neighbours = indexOf(state.board).neighbours;
  // Allied strength next to him (with its terrain), two hexes off (one move from contact: it
  // may attack next turn, and counts in full) and three off (counted at half).
  let adjacent = 0;
  let close = 0;
  let near = 0;
  const foes: string[] = [];
  const around = ringsOf(state.board, stack.hex);
  for (let i = 0; i < around.hexes.length; i++) {
    const n = around.hexes[i] as string;
    const other = pos.get(n);
    if (other?.side !== 'allied' || other.units.length === 0) continue;
    const s = strength(state, other.units);
    const d = around.distances[i] as number;
    if (d === 1) {
      adjacent += s + terrainAt(state.board, n).bonus;
      foes.push(n);
    } else if (d === 2) close += s;
    else near += s;
  }
  // Hemmed in, he will meet the blockers whatever he does: as good as next to them.
  for (const foe of hemmedBy) {
    if (foes.includes(foe)) continue;
    const other = pos.get(foe);
    if (!other) continue;
    adjacent += seenStrength(state, other.units) + terrainAt(state.board, foe).bonus;
    foes.push(foe);
  }
  if (stack.units.length === 0) return adjacent > 0 ? 1 : close + near > 0 ? 0.6 : 0.2;
  // Other French stacks next to the same enemies fight beside him (7-3), and the French choose
  // which units a lost combat costs (7-6): theirs shield his.
  const companions = new Set<string>();
  for (const foe of foes)
    for (const n of neighbours.get(foe) ?? []) {
      const other = pos.get(n);
      if (n !== stack.hex && other?.side === 'french' && other.units.length > 0) companions.add(n);
    }
  const beside = [...companions].flatMap((h) => pos.get(h)?.units ?? []);
  // A lost combat costs a unit (7-6): the odds of losing, against what is left to lose (his
  // own units above all; those beside him count by half).
  const exposure = (stack.units.length === 1 ? 1 : stack.units.length === 2 ? 0.5 : 0.2) / (1 + beside.length / 2);
  // Cards in hand count as what a side may commit; in the bid of his stack's combat, the cards
  // placed count in full and those still in hand by half (they may never be placed).
  const bid = state.combat?.bid;
  const current = state.combat?.current === undefined ? undefined : state.combat.declared[state.combat.current];
  const bidding = bid && current?.french.includes(stack.hex) ? bid : undefined;
  const value = (c: string) => state.cardValues[c] ?? 0;
  const cards = (side: Side) => {
    const placed = bidding ? bidding.played[side] : [];
    const inHand = state.hands[side]
      .map(value)
      .sort((a, b) => b - a)
      .slice(0, Math.max(0, ARTILLERY - placed.length))
      .reduce((a, b) => a + b, 0);
    return placed.reduce((sum, c) => sum + value(c), 0) + (bidding ? inHand / 2 : inHand);
  };
  const own = strength(state, [...stack.units, ...beside]) + Math.min(stack.units.length, 3) + terrainAt(state.board, stack.hex).bonus + cards('french');
  // Allied reinforcements enter in the objectives: next to an empty one is next to the enemy soon.
  const entry = state.rules.objectives.some((h) => h !== stack.hex && pos.get(h) === undefined && (neighbours.get(stack.hex) ?? []).includes(h)) ? 6 : 0;
  // Units that enter an objective beside him fight him with the Allies' cards, as any in
  // contact do, and so do those two hexes off, one move from contact; those three off (a road
  // march or a special order away, 6-1-4) count with half of them. Counted at half, a garrison two
  // hexes off drew Napoleon's weak stack beside it, and it came out and took him.
  const allied = adjacent > 0 || close > 0 || near > 0 || entry > 0 ? cards('allied') : 0;
  const threat =
    adjacent > 0 ? adjacent + allied : Math.max(close > 0 ? close + allied : 0, near > 0 ? (near + allied) / 2 : 0, entry > 0 ? entry + allied : 0);
  if (threat === 0) return exposure * 0.25;
  const losing = 1 / (1 + Math.exp((own - threat) / 3));
  return Math.min(1, exposure * losing * (adjacent > 0 ? 1 : close > 0 ? 0.75 : 0.5));
}

/**
 * Infantry that moving markers carry into Napoleon's stack (6-2): stacks whose every
 * continued movement ends in his hex, where they join him for good. Grown to five divisions,
 * his stack never moves again and the French lose (3); they may still give such a stack
 * other orders before its continued movement, so it weighs as a danger, not as the loss.
 */
function infantryJoining(ctx: ReadCtx, state: State, pos: ReturnType<typeof positionOf>, napoleon: Stack): number {
  let joining = 0;
  for (const [label, marker] of Object.entries(state.markers)) {
    const stack = pos.get(label);
    if (stack?.side !== 'french' || stack.napoleon || !ctx.hooks.continuedMovement(label, state)) continue;
    const ways = continuations(ctx, state, pos, stack, marker);
    if (ways.length > 0 && ways.every((w) => w.path[w.path.length - 1] === napoleon.hex)) joining += infantryIn(state, stack.units);
  }
  return joining;
}

/** What a stack bound by its moving marker to make Napoleon's immobile weighs, as danger (see {@link infantryJoining}). */
const JOINING = 0.5;

/** Each army's combat strength in all, and the pieces that fight (all but Napoleon): once per game's pieces. */
const strengths = new WeakMap<State['pieces'], { total: Record<Side, number>; fighting: [string, State['pieces'][string]][] }>();

function strengthsOf(pieces: State['pieces']): { total: Record<Side, number>; fighting: [string, State['pieces'][string]][] } {
  let known = strengths.get(pieces);
  if (known) return known;
  known = { total: { french: 0, allied: 0 }, fighting: [] };
  for (const [id, piece] of Object.entries(pieces)) {
    if (piece.type === 'leader') continue;
    known.total[piece.side] += piece.combat;
    known.fighting.push([id, piece]);
  }
  strengths.set(pieces, known);
  return known;
}

/**
 * A cheap score of the position for `role`, after the victory conditions (3): the share of
 * each army's combat strength lost, how close the French are to bringing Napoleon with
 * infantry into an objective (the lead stack, and the infantry on the whole), the central
 * villages the Allies hold now and for how long they have held them, Napoleon left alone
 * (he is taken next to the enemy), the cards in hand, and the French cards spent on special
 * orders this turn.
 */
export function evaluate(state: State, role: string, ctx: ReadCtx): number {
  const me = sideOfRole(state, role);
  if (state.result) return state.result.winner === role ? 1 : state.result.winner === null ? 0.5 : 0;
  if (!me) return 0.5;
  const { total, fighting } = strengthsOf(state.pieces);
  const lost: Record<Side, number> = { french: 0, allied: 0 };
  for (let i = 0; i < fighting.length; i++) {
    const [id, piece] = fighting[i] as [string, State['pieces'][string]];
    if (state.units[id]?.at === 'removed') lost[piece.side] += piece.combat;
  }
  const share = (side: Side) => (total[side] > 0 ? lost[side] / total[side] : 0);
  const pos = positionOf(state);
  // The blockers and Napoleon's way, reckoned once for the readings that need them. While he
  // is hemmed in, the infantry's business is the blockers, not the objectives (`steps`).
  const basis = basisOf(state, pos);
  const { blockers, steps } = basis;
  const lead = frenchLead(state, pos, (units) => wayOf(basis, units), blockers);
  // The infantry on the map, on average: the more of it near the objectives, the more ways to win.
  let marching = 0;
  let infantry = 0;
  let danger = 0;
  for (const stack of pos.values()) {
    if (stack.side !== 'french') continue;
    const n = infantryIn(state, stack.units);
    marching += n * Math.min(FAR, steps.get(stack.hex) ?? FAR);
    infantry += n;
    if (stack.napoleon) {
      // Hemmed in with help on its way, he waits for it; with none, the fight is as good as begun.
      const trapped = basis.forced ? basis.hemmed : [];
      danger = napoleonDanger(state, pos, afterLosses(state, pos, stack), trapped) + (trapped.length > 0 ? WAITING : 0);
      // A stack that can never move again, out of contact, loses the game at the end of the turn (3).
      if (n >= IMMOBILE || (!nextToEnemy(state, pos, stack.hex, 'french') && !canEverMove(ctx, state, stack))) danger = 2;
      else if (n + infantryJoining(ctx, state, pos, stack) >= IMMOBILE) danger = Math.max(danger, JOINING);
    }
  }
  const mean = infantry > 0 ? marching / infantry : FAR;
  const central = state.rules.central;
  const heldNow = central.length > 0 ? central.filter((h) => pos.get(h)?.side === 'allied' && (pos.get(h)?.units.length ?? 0) > 0).length / central.length : 0;
  const held = state.rules.holdTurns > 0 ? state.hold.turns / state.rules.holdTurns : 0;
  const cards = (state.hands.french.length - state.hands.allied.length) / 12;
  const specials = state.player === 'french' ? state.specials : 0;
  const french =
    0.5 +
    0.35 * (share('allied') - share('french')) +
    0.25 * (0.5 - lead / FAR) +
    0.1 * (0.5 - mean / FAR) -
    0.08 * heldNow * heldNow -
    0.25 * held -
    0.5 * danger +
    0.01 * cards -
    SPECIAL_ORDER * specials;
  const value = Math.min(0.98, Math.max(0.02, french));
  return me === 'french' ? value : 1 - value;
}

/**
 * What a special order the French have bought this turn costs in the evaluation (6-1-4): the
 * card is gone, and cards come back only one per combat fought (5-4). Without it the bot spent
 * its whole hand hurrying stacks along (seed 20415: its 1, 2, 3, 4, 7 and 8), then met the
 * Allies with Napoleon's stack and no card to call (7-5). It weighs as much as bringing his
 * way about a hex and a third nearer, so an order is bought when it brings him on, not for
 * any stack. The cost lasts the turn, the horizon of the search, which sees it against what
 * the order bought.
 */
const SPECIAL_ORDER = 0.02;

/** The prior of a move that wins the game outright. */
const WINNING = 100;

/**
 * What the evaluation and the prior read of a position whatever the action: worked out once
 * for all the actions the search weighs there (it asks the prior of every action listed at a
 * node, in one go), not once each.
 */
interface SearchBasis {
  state: State;
  pos: ReturnType<typeof positionOf>;
  /**
   * With the state (changed in place by the search) and the position: units turn face up
   * without moving as the combat phase opens and as each combat is declared (7-1), and what
   * the French see of the Allies' strength changes with them.
   */
  phase: State['phase'];
  declared: number;
  /** Napoleon's stack, if he is on the map. */
  leader: Stack | undefined;
  blockers: Map<string, number>;
  /** The blockers (see {@link blockersOf}), those that hem his stack in, and whether no help is coming to him (see {@link noHelpComing}). */
  hemmed: string[];
  forced: boolean;
  /** Steps to where French infantry should go: beside the blockers while he is hemmed in, else to the objectives. */
  steps: Map<string, number>;
  /** His way to victory (see {@link napoleonWay}), across country and by road only, each made when first asked. */
  way?: (hex: string) => number;
  roadWay?: (hex: string) => number;
}

let searchBasis: SearchBasis | undefined;

function basisOf(state: State, pos: ReturnType<typeof positionOf>): SearchBasis {
  const phase = state.phase;
  const declared = state.combat?.declared.length ?? 0;
  if (searchBasis !== undefined && searchBasis.state === state && searchBasis.pos === pos && searchBasis.phase === phase && searchBasis.declared === declared)
    return searchBasis;
  let leader: Stack | undefined;
  for (const stack of pos.values()) if (stack.napoleon) leader = stack;
  // Napoleon's way counts the blockers while he is still in hand too.
  const blockers = blockersOf(state, pos);
  const hemmed = leader ? hemmedBy(state, pos, leader, blockers) : [];
  const forced = leader !== undefined && hemmed.length > 0 && noHelpComing(state, pos, leader, hemmed);
  const steps = hemmed.length > 0 ? stepsAround(state, pos, hemmed) : stepsTo(state, state.rules.objectives);
  searchBasis = { state, pos, phase, declared, leader, blockers, hemmed, forced, steps };
  return searchBasis;
}

/** Napoleon's way to victory from each hex (see {@link napoleonWay}) for his stack with these units (see {@link napoleonMoverOf}), kept with the basis. */
function wayOf(basis: SearchBasis, units: readonly string[] = []): (hex: string) => number {
  if (napoleonMoverOf(basis.state, units) === 'napoleon-by-road') {
    basis.roadWay ??= napoleonWay(basis.state, basis.pos, basis.blockers, 'napoleon-by-road');
    return basis.roadWay;
  }
  basis.way ??= napoleonWay(basis.state, basis.pos, basis.blockers);
  return basis.way;
}

/**
 * How promising an action looks before the search tries it, for its order of trial: a move
 * that brings French infantry or Napoleon nearer an objective, Napoleon appearing in the
 * infantry stack nearest one, an Allied move into a central village they do not hold (and
 * never out of one they would then lose). Everything else is neutral; it is no rule.
 */
export function prior(state: State, action: Action, role: string, ctx: ReadCtx): number {
  const me = sideOfRole(state, role);
  if (!me) return 0;
  const pos = positionOf(state);
  if (action.type === 'bid') {
    // In a combat of Napoleon's stack both sides stake the most, the French to keep him and
    // the Allies to take him: the strongest calls are tried first, so that the search does not
    // count on an enemy who keeps his cards back (it tries few replies to each move).
    const current = state.combat?.current === undefined ? undefined : state.combat.declared[state.combat.current];
    const napoleonFights = current?.french.some((h) => pos.get(h)?.napoleon) ?? false;
    return napoleonFights ? action.cards.reduce((sum, c) => sum + (state.cardValues[c] ?? 0), 0) / 2 : 0;
  }
  if (action.type === 'lose') {
    // The French give up units beside Napoleon before his own: alone, he is taken (3).
    return me === 'french' && pos.get(state.units[action.unit]?.at ?? '')?.napoleon ? -1 : 0;
  }
  if (action.type === 'napoleon') {
    const stack = pos.get(action.at);
    const infantry = stack?.units.some((u) => isInfantry(state, u)) ?? false;
    // A small stack in contact may lose every unit in this combat phase, leaving him alone to be taken.
    const exposed = stack !== undefined && stack.units.length < 3 && nextToEnemy(state, pos, action.at, 'french');
    const basis = basisOf(state, pos);
    // Appearing in an objective is not entering it (3): from there he must step out and back.
    const way = wayOf(basis, stack?.units);
    const near = FAR - (stack ? wayFromStack(state, { ...stack, napoleon: true }, way, basis.blockers) : way(action.at));
    return infantry && !exposed ? 2 + strength(state, stack?.units ?? []) / 4 + near / 8 : -1;
  }
  if (action.type !== 'move') return 0;
  const to = action.kind === 'road' ? (action.path[action.path.length - 1] ?? action.from) : action.to;
  const stack = pos.get(action.from);
  const movers = action.unit !== undefined ? [action.unit] : (stack?.units ?? []);
  const napoleon = action.unit === undefined && (stack?.napoleon ?? false);
  if (me === 'french') {
    // Napoleon's stack with infantry entering an objective wins (3), whatever it joins there:
    // tried first, or the search may never look at it (the weight of a big stack below hides it).
    if (napoleon && to !== action.from && state.rules.objectives.includes(to)) {
      const there = pos.get(to);
      if (movers.some((u) => isInfantry(state, u)) || (there?.side === 'french' && there.units.some((u) => isInfantry(state, u)))) return WINNING;
    }
    const basis = basisOf(state, pos);
    const leader = napoleon ? undefined : basis.leader;
    const { blockers, steps } = basis;
    // Napoleon's way as his stack will be after the move, with any stack it joins.
    const into = pos.get(to);
    const way = napoleon
      ? wayOf(basis, into?.side === 'french' && to !== action.from ? [...movers, ...into.units] : movers)
      : (hex: string) => steps.get(hex) ?? FAR;
    const gain = (napoleon && stack ? wayFromStack(state, stack, way, blockers) : way(action.from)) - way(to);
    const infantry = movers.some((u) => isInfantry(state, u));
    const blocks = state.rules.central.includes(to) ? 1 : 0;
    // Napoleon's stack next to Allied units stronger than it (as far as the French can tell)
    // may lose every unit and leave him to be taken.
    let risk = 0;
    // Hemmed in, he meets the blockers whether he waits or not: the fight is the only way on.
    const forced = napoleon && basis.forced;
    let enemy = 0;
    for (const n of indexOf(state.board).neighbours.get(to) ?? []) {
      const other = pos.get(n);
      if (other?.side === 'allied') enemy += seenStrength(state, other.units);
    }
    if (napoleon && !forced && enemy > 0 && enemy >= strength(state, movers) - 2) risk = 4;
    // A brigade or division that leaves Napoleon's stack to stand alone beside a far stronger
    // enemy is lost in its combat, and his stack is a unit the weaker for nothing.
    const fromNapoleon = !napoleon && (stack?.napoleon ?? false) && pos.get(to) === undefined;
    if (fromNapoleon && enemy >= strength(state, movers) + 4) risk = 3;
    // A stack grown to four infantry divisions crawls, to five never moves again.
    const joined = pos.get(to);
    const core = joined?.side === 'french' && to !== action.from ? infantryIn(state, joined.units) + infantryIn(state, movers) : 0;
    // Napoleon's stack grown to five units of any kind stands still until cavalry detaches, an order each (6-1-1, 6-1-3).
    const clogs = to !== action.from && (napoleon || joined?.napoleon === true) && joined?.side === 'french' && joined.units.length + movers.length >= IMMOBILE;
    const heavy = core >= IMMOBILE ? 20 : core === IMMOBILE - 1 || clogs ? 3 : 0;
    // Napoleon with fewer than three units is one or two lost combats from capture: reinforce him.
    // Not beyond that: with three or more he may not move across country (6-1-2), and a unit
    // sent back to a stack that just shed it to move would only stop it again.
    const guarded = napoleon ? movers.length : (joined?.units.length ?? 0);
    const guards =
      joined?.side === 'french' && to !== action.from && (joined.napoleon || napoleon) && guarded < 3 && joined.units.length + movers.length <= 4 ? 3 : 0;
    // A stack that comes beside a blocker hemming Napoleon in fights it with him, and opens his way.
    let opens = 0;
    if (leader) {
      const neighbours = indexOf(state.board).neighbours;
      const fromLeader = stepsTo(state, [leader.hex]);
      for (const [hex, beyond] of blockers) {
        const around = neighbours.get(hex) ?? [];
        if ((fromLeader.get(hex) ?? FAR) <= 2 && around.includes(to) && !around.includes(action.from))
          opens += Math.min(beyond, strength(state, movers)) * PASSING * 2;
      }
    }
    // A stack whose continued movement would make Napoleon's immobile is given orders instead.
    const marker = state.markers[action.from];
    const redirects =
      leader && marker && action.unit === undefined && stack && infantryJoining(ctx, state, pos, leader) > 0 && to !== leader.hex
        ? infantryIn(state, leader.units) + infantryJoining(ctx, state, pos, leader) >= IMMOBILE
          ? 4
          : 0
        : 0;
    return gain * (napoleon && infantry ? 2 : infantry ? 1 : 0.3) + blocks + guards + opens + redirects + (forced ? 2 : 0) - risk - heavy;
  }
  const central = state.rules.central;
  const held = (h: string) => pos.get(h)?.side === 'allied' && (pos.get(h)?.units.length ?? 0) > 0;
  if (central.includes(action.from) && action.unit === undefined) return -5;
  if (central.includes(to) && !held(to)) return 5;
  const steps = stepsTo(
    state,
    central.filter((h) => !held(h)),
  );
  return 0.5 * ((steps.get(action.from) ?? FAR) - (steps.get(to) ?? FAR));
}
