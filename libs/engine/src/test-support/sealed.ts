// A small ruleset for the loop's tests with simultaneous hidden choices: each turn both
// generals seal an order at once. Neither sees the other's order (in its view or its log)
// until both are in; then both are revealed and a die settles the clash. Three turns.
import { defineRuleset, type ScenarioBundle } from '@kriegsspiel/rules-sdk';

export type Order = 'advance' | 'hold' | 'feint';
export interface SealedState {
  turn: number;
  sealed: Record<string, Order>;
  score: Record<string, number>;
}

const roles = ['north', 'south'];
const beats: Record<Order, Order> = { advance: 'feint', feint: 'hold', hold: 'advance' };

export const sealed = defineRuleset<SealedState, { type: 'order'; order: Order }>({
  setup: () => ({ turn: 1, sealed: {}, score: { north: 0, south: 0 } }),
  active: (s) => (s.turn > 3 ? [] : roles.filter((r) => s.sealed[r] === undefined)),
  actions: (_s, _role) => (['advance', 'hold', 'feint'] as const).map((order) => ({ action: { type: 'order' as const, order }, prompt: `Order: ${order}` })),
  apply(s, action, role, ctx) {
    s.sealed[role] = action.order;
    ctx.log(`${role} seals an order`);
    ctx.log(`you sealed: ${action.order}`, [role]);
    if (roles.every((r) => s.sealed[r] !== undefined)) {
      const [n, m] = [s.sealed.north as Order, s.sealed.south as Order];
      ctx.reveal();
      const roll = ctx.random.die();
      const winner = beats[n] === m ? 'north' : beats[m] === n ? 'south' : roll % 2 === 0 ? 'north' : 'south';
      s.score[winner] = (s.score[winner] ?? 0) + 1;
      ctx.log(`turn ${s.turn}: north ${n}, south ${m}; ${winner} wins the clash (die ${roll})`);
      s.sealed = {};
      s.turn++;
    }
    return s;
  },
  view: (s, role) => ({ turn: s.turn, score: s.score, mine: s.sealed[role] ?? null, waitingFor: roles.filter((r) => s.sealed[r] === undefined) }),
  result: (s) => (s.turn > 3 ? { winner: (s.score.north ?? 0) > (s.score.south ?? 0) ? 'north' : 'south', reason: 'three clashes fought' } : undefined),
});

export const sealedBundle = { scenario: { id: 'sealed', players: [{ id: 'north' }, { id: 'south' }] }, map: {}, oob: {}, manifest: {}, options: {} } as unknown as ScenarioBundle;
