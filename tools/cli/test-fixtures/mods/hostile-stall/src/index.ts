// A hostile ruleset: `stall` never returns, and the manifest's limits let it run for minutes.
import { defineRuleset } from '@kriegsspiel/rules-sdk';

type Action = { type: 'stall' } | { type: 'pass' };

export default defineRuleset<{ turn: string; ticks: number }, Action>({
  setup: () => ({ turn: 'red', ticks: 0 }),
  active: (state) => [state.turn],
  actions: () => [
    { action: { type: 'stall' }, prompt: 'Stall' },
    { action: { type: 'pass' }, prompt: 'Pass' },
  ],
  apply(state, action) {
    if (action.type === 'stall') for (;;) state.ticks++;
    state.turn = state.turn === 'red' ? 'blue' : 'red';
    return state;
  },
  view: (state) => state,
  result: () => undefined,
});
