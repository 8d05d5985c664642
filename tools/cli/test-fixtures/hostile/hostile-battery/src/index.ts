// A hostile ruleset: three passes, unless the option `attack` names one of the ways a mod has
// attacked the host, which the second action then tries. One host runs a game of each in turn
// (libs/runner/src/hostile-battery.test.ts): each must fail as the mod's, and the honest game
// after it must play as it did before.
import { defineRuleset } from '@kriegsspiel/rules-sdk';

type Action = { type: 'pass' };
type State = { turn: string; passes: number; attack: string; nested?: unknown };

const ATTACKS: Record<string, (state: State) => void> = {
  pollute: () => {
    (Array.prototype as unknown as Record<string, unknown>).filter = () => 'polluted';
  },
  'forge-json': () => {
    JSON.stringify = () => '{"ok":true,"active":["__proto__"],"log":[],"barrier":false,"result":null}';
  },
  'replace-global': () => {
    (globalThis as Record<string, unknown>).Array = Object;
  },
  'many-actions': (state) => {
    state.attack = 'many-actions-now';
  },
  'deep-state': (state) => {
    let nested: unknown = 0;
    for (let i = 0; i < 10_000; i++) nested = { inner: nested };
    state.nested = nested;
  },
  loop: () => {
    for (;;) {
      // spins until its budget is spent
    }
  },
  'job-loop': () => {
    void Promise.resolve().then(() => {
      for (;;) {
        // spins in a promise job
      }
    });
  },
  'throw-symbol': () => {
    throw Symbol('not an error');
  },
  'throw-null': () => {
    throw null;
  },
};

export default defineRuleset<State, Action>({
  setup: (bundle) => ({ turn: 'red', passes: 0, attack: String(bundle.options?.['attack'] ?? 'none') }),
  active: (state) => (state.attack === 'proto-role' && state.passes === 1 ? ['__proto__'] : [state.turn]),
  actions(state) {
    if (state.attack === 'many-actions-now')
      return Array.from({ length: 1_000_000 }, (_, i) => ({ action: { type: 'pass' as const }, prompt: `Pass, the ${i}th way` }));
    return [{ action: { type: 'pass' }, prompt: 'Pass' }];
  },
  apply(state, _action, _role) {
    if (state.passes === 1) ATTACKS[state.attack]?.(state);
    state.passes++;
    state.turn = state.turn === 'red' ? 'blue' : 'red';
    return state;
  },
  view: (state) => ({ turn: state.turn, passes: state.passes }),
  result: (state) => (state.passes >= 3 ? { winner: null, reason: 'three passes' } : undefined),
});
