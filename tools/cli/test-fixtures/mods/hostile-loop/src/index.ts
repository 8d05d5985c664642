// A hostile ruleset: `spin` loops for ever inside `apply`, `hoard` allocates without end.
import { defineRuleset } from '@kriegsspiel/rules-sdk';

type Action = { type: 'spin' } | { type: 'hoard' } | { type: 'pass' };

export default defineRuleset<{ turn: string; spins: number }, Action>({
  setup: () => ({ turn: 'red', spins: 0 }),
  active: (state) => [state.turn],
  actions: () => [
    { action: { type: 'spin' }, prompt: 'Spin for ever' },
    { action: { type: 'hoard' }, prompt: 'Hoard memory' },
    { action: { type: 'pass' }, prompt: 'Pass' },
  ],
  apply(state, action) {
    if (action.type === 'spin') for (;;) state.spins++;
    if (action.type === 'hoard') {
      const heap: number[][] = [];
      for (;;) heap.push(new Array<number>(100_000).fill(state.spins));
    }
    state.turn = state.turn === 'red' ? 'blue' : 'red';
    return state;
  },
  view: (state) => state,
  result: () => undefined,
});
