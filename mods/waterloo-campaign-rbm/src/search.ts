// What search bots and views need: only the optional secret June 15 rolls are hidden;
// a position is scored by the victory points it would give now and how near the French are to
// the northern edge.
import type { Random } from '@kriegsspiel/rules-sdk';
import { distance } from './board';
import type { State } from './types';
import { sideOfRole } from './turn';
import { victoryPointsOf } from './victory';
import { positionOf } from './zones';

/**
 * A copy `apply` may change; the board and pieces never change in play and are shared. Only
 * the June 15 allowance rolls can be secret (an option): the opponent's die of this turn is
 * drawn again, among the rolls that would allow the moves already made.
 */
export function determinize(state: State, role: string, random: Random): State {
  const { board, pieces, ...changing } = state;
  const copy: State = { ...(JSON.parse(JSON.stringify(changing)) as Omit<State, 'board' | 'pieces'>), board, pieces };
  if (!state.special.hiddenRolls) return copy;
  const me = sideOfRole(state, role);
  for (const r of copy.rolls) {
    const left = copy.limit[r.side];
    if (r.side === me || r.turn !== copy.turn || left === undefined) continue;
    const made = r.roll + r.base - left;
    const possible = [1, 2, 3, 4, 5, 6].filter((d) => d + r.base >= made);
    r.roll = possible[random.int(possible.length)]!;
    copy.limit[r.side] = Math.max(0, r.roll + r.base - made);
  }
  return copy;
}

/** What a role sees: everything, except an opponent's secret June 15 roll until the game ends. */
export function viewOf(state: State, role: string): State {
  if (!state.special.hiddenRolls || state.result || state.rolls.length === 0) return state;
  const me = sideOfRole(state, role);
  const hidden = state.rolls.filter((r) => r.side !== me);
  if (hidden.length === 0) return state;
  const limit = { ...state.limit };
  for (const r of hidden) if (r.turn === state.turn) delete limit[r.side];
  return { ...state, limit, rolls: state.rolls.filter((r) => r.side === me) };
}

export function evaluate(state: State, role: string): number {
  const me = sideOfRole(state, role);
  if (state.result) return state.result.winner === role ? 1 : 0;
  if (!me) return 0.5;
  const vp = victoryPointsOf(state);
  // The French edge towards Brussels: how far north their best corps stands (0 south, 1 on a goal).
  let north = 0;
  for (const [hex, id] of positionOf(state).corps)
    if (state.pieces[id]!.side === 'french') north = Math.max(north, 1 - Math.min(...state.board.pathTo.map((g) => distance(state.board, hex, g))) / 30);
  const french = 0.5 + (vp.french - vp.coalition) / 40 + 0.1 * (north - 0.5);
  const value = Math.min(0.98, Math.max(0.02, french));
  return me === 'french' ? value : 1 - value;
}
