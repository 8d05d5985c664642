// A hostile ruleset: `roll` calls a helper that throws.
import { defineRuleset } from '@kriegsspiel/rules-sdk';
import { rollTheTower } from './tower';

type Action = { type: 'roll' } | { type: 'pass' };

export default defineRuleset<{ turn: string; height: number }, Action>({
  setup: () => ({ turn: 'red', height: 3 }),
  active: (state) => [state.turn],
  actions: () => [
    { action: { type: 'roll' }, prompt: 'Roll through the tower' },
    { action: { type: 'pass' }, prompt: 'Pass' },
  ],
  apply(state, action) {
    if (action.type === 'roll') state.height = rollTheTower(state.height);
    state.turn = state.turn === 'red' ? 'blue' : 'red';
    return state;
  },
  view: (state) => state,
  result: () => undefined,
});
