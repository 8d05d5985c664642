// What search bots need: nothing is hidden in this game, so a determinization is a plain copy; a
// position is scored by the victory points it would give now and the strength each side has left.
import type { Random } from '@kriegsspiel/rules-sdk';
import { combatStrengthLeft } from './campaign';
import type { Side, State } from './types';
import { scoresOf } from './victory';

/** A copy `apply` may change; the board, pieces, formations and tables never change in play and are shared. */
export function determinize(state: State, _role: string, _random: Random): State {
  const { board, pieces, formations, tables, ...changing } = state;
  return { ...(JSON.parse(JSON.stringify(changing)) as Omit<State, 'board' | 'pieces' | 'formations' | 'tables'>), board, pieces, formations, tables };
}

export function evaluate(state: State, role: string): number {
  const me: Side | undefined = state.roles.french === role ? 'french' : state.roles.coalition === role ? 'coalition' : undefined;
  if (state.result) return state.result.winner === role ? 1 : state.result.winner === null ? 0.5 : 0;
  if (!me) return 0.5;
  const s = scoresOf(state);
  const fr = combatStrengthLeft(state, 'french');
  const co = combatStrengthLeft(state, 'coalition');
  const french = 0.5 + (s.french - s.coalition) / 200 + 0.25 * ((fr - co) / Math.max(1, fr + co));
  const value = Math.min(0.98, Math.max(0.02, french));
  return me === 'french' ? value : 1 - value;
}
