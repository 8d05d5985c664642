// A ruleset that asks for more than its share in mod.json; its rules are harmless.
import { defineRuleset } from '@kriegsspiel/rules-sdk';

export default defineRuleset<{ turn: string }, { type: 'pass' }>({
  setup: () => ({ turn: 'red' }),
  active: (state) => [state.turn],
  actions: () => [{ action: { type: 'pass' }, prompt: 'Pass' }],
  apply: (state) => ({ turn: state.turn === 'red' ? 'blue' : 'red' }),
  view: (state) => state,
  result: () => ({ winner: null, reason: 'nothing happens here' }),
});
