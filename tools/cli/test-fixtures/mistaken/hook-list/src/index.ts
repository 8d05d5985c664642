// A ruleset whose manifest lists its hooks wrongly (see mod.json): its code is fine.
import { defineRuleset } from '@kriegsspiel/rules-sdk';

interface State {
  turn: 'red' | 'blue';
  passes: number;
}
type Action = { type: 'pass' };

export type Hooks = {
  flankBonus: (attacker: string) => number;
  passLimit: (state: State) => number;
  rallyChance: (unit: string) => number;
};

export default defineRuleset<State, Action, Hooks>({
  setup: () => ({ turn: 'red', passes: 0 }),
  active: (state) => (state.passes >= 4 ? [] : [state.turn]),
  actions: () => [{ action: { type: 'pass' }, prompt: 'Pass' }],
  apply(state) {
    state.passes++;
    state.turn = state.turn === 'red' ? 'blue' : 'red';
    return state;
  },
  view: (state) => state,
  result: (state) => (state.passes >= 4 ? { winner: null, reason: 'both sides passed twice' } : undefined),
  hooks: { flankBonus: () => 1, passLimit: () => 4, rallyChance: () => 0 },
});
