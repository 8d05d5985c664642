// What search bots need: nothing is hidden in this game, so a determinization is a plain copy;
// a position is scored by the victory points it would give now and how near the French are to
// the northern edge.
import type { Random } from '@kriegsspiel/rules-sdk';
import { distance } from './board';
import type { State } from './types';
import { sideOfRole } from './turn';
import { victoryPointsOf } from './victory';
import { positionOf } from './zones';

/** A copy `apply` may change; the board and pieces never change in play and are shared. */
export function determinize(state: State, _role: string, _random: Random): State {
  const { board, pieces, ...changing } = state;
  return { ...(JSON.parse(JSON.stringify(changing)) as Omit<State, 'board' | 'pieces'>), board, pieces };
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
