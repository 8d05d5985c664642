// Sealed orders: a ruleset with simultaneous hidden choices. Both roles are active at once;
// each seals an order, which stays in the state but reaches neither the other role's view
// nor its log (the log line to everyone says only that an order was sealed; the order
// itself is logged to its own role). When both are in, both are revealed and resolved with
// ctx.random, so the reveal is also a barrier that undo cannot cross.
import { defineRuleset } from '@kriegsspiel/rules-sdk';

type Order = 'advance' | 'hold' | 'feint';
type Action = { type: 'order'; order: Order };

interface State {
  turn: number;
  /** Orders sealed this turn, by role: secret until both are in. */
  sealed: Record<string, Order>;
  wins: Record<string, number>;
  /** The orders of the last clash, once revealed, and who won it (null: nobody). */
  lastClash?: { orders: Record<string, Order>; dice: Record<string, number>; winner: string | null };
}

const ROLES = ['north', 'south'] as const;
const LAST_TURN = 3;
const ORDERS: readonly Order[] = ['advance', 'hold', 'feint'];
/** Each order beats one other: an advance catches a feint, a feint draws out a hold, a hold stops an advance. */
const BEATS: Record<Order, Order> = { advance: 'feint', feint: 'hold', hold: 'advance' };

const over = (s: State) => s.turn > LAST_TURN || ROLES.some((r) => (s.wins[r] ?? 0) >= 2);

export default defineRuleset<State, Action>({
  setup: () => ({ turn: 1, sealed: {}, wins: { north: 0, south: 0 } }),
  // Every role that has not sealed its order this turn is to act: both at once at the start of a turn.
  active: (s) => (over(s) ? [] : ROLES.filter((r) => s.sealed[r] === undefined)),
  actions: (s, role) =>
    over(s) || s.sealed[role] !== undefined ? [] : ORDERS.map((order) => ({ action: { type: 'order' as const, order }, prompt: `Seal the order: ${order}` })),
  apply(s, action, role, ctx) {
    s.sealed[role] = action.order;
    ctx.log(`${role} seals an order`);
    ctx.log(`${role}'s sealed order: ${action.order}`, [role]);
    if (ROLES.some((r) => s.sealed[r] === undefined)) return s;
    // Both are in: reveal, roll a die a side (+2 for the order that beats the other), resolve.
    ctx.reveal();
    const orders = { north: s.sealed.north as Order, south: s.sealed.south as Order };
    const dice = { north: ctx.random.die(), south: ctx.random.die() };
    const score = (me: 'north' | 'south', them: 'north' | 'south') => dice[me] + (BEATS[orders[me]] === orders[them] ? 2 : 0);
    const [n, m] = [score('north', 'south'), score('south', 'north')];
    const winner = n > m ? 'north' : m > n ? 'south' : null;
    if (winner) s.wins[winner] = (s.wins[winner] ?? 0) + 1;
    ctx.log(
      `Turn ${s.turn}: the orders are opened. North: ${orders.north}, south: ${orders.south}. Dice ${dice.north} and ${dice.south}: ${winner ? `${winner} wins the clash` : 'nobody wins the clash'}.`,
    );
    s.lastClash = { orders, dice, winner };
    s.sealed = {};
    s.turn++;
    return s;
  },
  // A role sees its own sealed order, and of the other only whether it has sealed one.
  view: (s, role) => ({
    turn: s.turn,
    wins: s.wins,
    mine: s.sealed[role] ?? null,
    waitingFor: over(s) ? [] : ROLES.filter((r) => s.sealed[r] === undefined),
    ...(s.lastClash ? { lastClash: s.lastClash } : {}),
  }),
  result(s) {
    if (!over(s)) return undefined;
    const [n, m] = [s.wins.north ?? 0, s.wins.south ?? 0];
    return {
      winner: n > m ? 'north' : m > n ? 'south' : null,
      reason: n === m ? 'the clashes are even' : `${n > m ? 'north' : 'south'} won ${Math.max(n, m)} of the clashes`,
    };
  },
  explain: (s, _action, role) => (s.sealed[role] !== undefined ? `${role} has already sealed an order this turn` : undefined),
});
