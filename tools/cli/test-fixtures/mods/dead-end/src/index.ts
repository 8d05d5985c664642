// A ruleset with a bug on purpose: once both sides have advanced, red is still to act but
// the rules offer it nothing and declare no result.
import { defineRuleset } from '@kriegsspiel/rules-sdk';

interface State {
  turn: string;
  advanced: string[];
}

export default defineRuleset<State, { type: 'advance' }>({
  setup: () => ({ turn: 'red', advanced: [] }),
  active: (state) => [state.turn],
  actions: (state, role) => (state.advanced.includes(role) ? [] : [{ action: { type: 'advance' }, prompt: 'Advance' }]),
  apply(state, _action, role, ctx) {
    state.advanced.push(role);
    ctx.log(`${role} advances`);
    state.turn = state.turn === 'red' ? 'blue' : 'red';
    return state;
  },
  view: (state) => state,
  result: () => undefined,
});
