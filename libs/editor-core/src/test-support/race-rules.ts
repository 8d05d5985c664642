// A small ruleset for the playtest kernel's tests, run natively (the engine's own host).
import { defineRuleset, type ScenarioBundle } from '@kriegsspiel/rules-sdk';

// Two roles on a line of places 0 to 6: each turn one steps forward (no chance) or throws a
// die at the other when they meet (chance, and it reveals the thrower's secret). Whoever
// reaches the far end or wins a throw wins.
export interface RaceState {
  turn: string;
  at: Record<string, number>;
  secret: Record<string, string>;
  shown: string[];
  winner?: string;
}
const other = (role: string) => (role === 'north' ? 'south' : 'north');
export const race = defineRuleset<RaceState, { type: 'step' } | { type: 'throw' } | { type: 'stall' }>({
  setup: () => ({ turn: 'north', at: { north: 0, south: 0 }, secret: { north: 'the ford', south: 'the bridge' }, shown: [] }),
  active: (s) => (s.winner ? [] : [s.turn]),
  actions: (s, role) => [
    { action: { type: 'step' }, prompt: `Step to ${(s.at[role] ?? 0) + 1}` },
    { action: { type: 'throw' }, prompt: 'Throw' },
    { action: { type: 'stall' }, prompt: 'Stall' },
  ],
  apply(s, action, role, ctx) {
    if (action.type === 'step') {
      s.at[role] = (s.at[role] ?? 0) + 1;
      ctx.log(`${role} steps`);
      ctx.log(`${role} thinks of ${s.secret[role]}`, [role]);
      if ((s.at[role] ?? 0) >= 6) s.winner = role;
    } else if (action.type === 'throw') {
      s.shown.push(role);
      ctx.reveal();
      if (ctx.random.die() === 6) s.winner = role;
      ctx.log(`${role} throws`);
    }
    s.turn = other(role);
    return s;
  },
  view: (s, role) => ({ ...s, secret: Object.fromEntries(Object.entries(s.secret).filter(([r]) => r === role || s.shown.includes(r))) }),
  result: (s) => (s.winner ? { winner: s.winner, reason: `${s.winner} got there` } : undefined),
});
export const raceBundle = {
  scenario: {
    id: 'race',
    players: [
      { id: 'north', name: 'North', sides: [] },
      { id: 'south', name: 'South', sides: [] },
    ],
  },
  map: {},
  oob: {},
  manifest: {},
  options: {},
} as unknown as ScenarioBundle;
