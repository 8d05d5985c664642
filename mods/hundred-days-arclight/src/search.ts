// What search bots need of the rules: a state consistent with what one player knows (the
// enemy's face-down units, bags, hand and face-down bid dealt afresh from what that player
// cannot see), and a cheap score of a position to cut playouts short.
import type { Random } from '@kriegsspiel/rules-sdk';
import { indexOf } from './board';
import { positionOf } from './stacks';
import { enemyOf, type Side, type State } from './types';
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
  const faceDown = Object.keys(copy.units)
    .sort()
    .filter((id) => isEnemy(id) && !(copy.units[id] as { faceUp: boolean }).faceUp);
  const bagged = Object.keys(copy.bags)
    .sort()
    .flatMap((bag) => (copy.bags[bag] as string[]).filter(isEnemy));
  const pool = [...faceDown, ...bagged];
  const renamed = new Map<string, string>();
  for (const id of random.shuffle(faceDown)) {
    const nationality = state.pieces[id]?.nationality;
    const alike = pool.filter((other) => state.pieces[other]?.nationality === nationality);
    const chosen = random.pick(alike);
    pool.splice(pool.indexOf(chosen), 1);
    renamed.set(id, chosen);
  }
  // What is left of the pool fills the enemy's places in the bags.
  const rest = random.shuffle(pool);
  for (const bag of Object.keys(copy.bags).sort()) copy.bags[bag] = (copy.bags[bag] as string[]).map((id) => (isEnemy(id) ? (rest.shift() as string) : id));
  if (renamed.size > 0) {
    // In the same order as before, so that stacks are listed as in the real state.
    copy.units = Object.fromEntries(Object.entries(copy.units).map(([id, unit]) => [renamed.get(id) ?? id, unit]));
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

/** Steps from every hex to the nearest objective, ignoring terrain: built once per board. */
let distances: { board: State['board']; steps: Map<string, number> } | undefined;

function stepsToObjectives(state: State): Map<string, number> {
  if (distances?.board === state.board) return distances.steps;
  const neighbours = indexOf(state.board).neighbours;
  const steps = new Map<string, number>();
  let frontier = state.rules.objectives.filter((h) => neighbours.has(h));
  for (const h of frontier) steps.set(h, 0);
  for (let d = 1; frontier.length > 0; d++) {
    const next: string[] = [];
    for (const h of frontier)
      for (const n of neighbours.get(h) ?? [])
        if (!steps.has(n)) {
          steps.set(n, d);
          next.push(n);
        }
    frontier = next;
  }
  distances = { board: state.board, steps };
  return steps;
}

/** How far (in hexes) the closest stack that could win for the French stands from an objective. */
const FAR = 16;

/**
 * A cheap score of the position for `role`: the share of each army's combat strength still
 * in the game, how close Napoleon (or, before he appears, a French infantry stack) is to an
 * objective, how long the Allies have held the central villages, and the cards in hand.
 */
export function evaluate(state: State, role: string): number {
  const me = sideOfRole(state, role);
  if (state.result) return state.result.winner === role ? 1 : state.result.winner === null ? 0.5 : 0;
  if (!me) return 0.5;
  const total: Record<Side, number> = { french: 0, allied: 0 };
  const lost: Record<Side, number> = { french: 0, allied: 0 };
  for (const [id, piece] of Object.entries(state.pieces)) {
    if (piece.type === 'leader') continue;
    total[piece.side] += piece.combat;
    if (state.units[id]?.at === 'removed') lost[piece.side] += piece.combat;
  }
  const share = (side: Side) => (total[side] > 0 ? lost[side] / total[side] : 0);
  const steps = stepsToObjectives(state);
  const pos = positionOf(state);
  let nearest = FAR;
  for (const stack of pos.values()) {
    if (stack.side !== 'french') continue;
    const infantry = stack.units.some((u) => state.pieces[u]?.type === 'infantry');
    if (stack.napoleon || (infantry && state.units[state.rules.leader]?.at === 'hand'))
      nearest = Math.min(nearest, (steps.get(stack.hex) ?? FAR) + (stack.napoleon && !infantry ? 2 : 0));
  }
  const held = state.rules.holdTurns > 0 ? state.hold.turns / state.rules.holdTurns : 0;
  const cards = (state.hands.french.length - state.hands.allied.length) / 12;
  const french = 0.5 + 0.4 * (share('allied') - share('french')) + 0.25 * (0.5 - nearest / FAR) - 0.25 * held + 0.05 * cards;
  const value = Math.min(0.98, Math.max(0.02, french));
  return me === 'french' ? value : 1 - value;
}
