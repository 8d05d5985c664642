// A hostile ruleset: every action logs `charsPerAction` characters, in lines of 10,000, and
// the game never ends. Each answer stays under the sandbox's size limit; what grows is what
// the host keeps.
import { defineRuleset } from '@kriegsspiel/rules-sdk';

type Action = { type: 'pass' };

export default defineRuleset<{ turn: string; passes: number }, Action>({
  setup: () => ({ turn: 'red', passes: 0 }),
  active: (state) => [state.turn],
  actions: () => [{ action: { type: 'pass' }, prompt: 'Pass, and tell everyone at length' }],
  apply(state, _action, role, ctx) {
    const total = Number(ctx.options.charsPerAction);
    for (let written = 0; written < total; written += 10_000) ctx.log(`${role} passes `.padEnd(Math.min(10_000, total - written), '.'));
    state.passes++;
    state.turn = state.turn === 'red' ? 'blue' : 'red';
    return state;
  },
  view: (state) => state,
  result: () => undefined,
});
