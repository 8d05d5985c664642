// A small ruleset for the engine's tests: two roles on a line of five places. Each turn
// the role to act may move its piece one step (no chance), or attack when adjacent (a d6
// each, hidden strength revealed). A role also holds a secret card. First hit wins. Its
// picture puts the line on hexes.
import { defineRuleset, type ScenarioBundle } from '@kriegsspiel/rules-sdk';

export interface SkirmishState {
  turn: 'red' | 'blue';
  at: Record<string, number>;
  card: Record<string, string>;
  revealed: boolean;
  winner?: string;
}
export type SkirmishAction = { type: 'move'; to: number } | { type: 'attack' } | { type: 'wait' };

const other = (role: string) => (role === 'red' ? 'blue' : 'red');

export const skirmish = defineRuleset<SkirmishState, SkirmishAction, { attackBonus: (role: string) => number }>({
  setup(_bundle, ctx) {
    const deck = ['ace', 'king', 'queen', 'jack'];
    return { turn: 'red', at: { red: 0, blue: 4 }, card: { red: ctx.random.draw(deck, 'cards'), blue: ctx.random.draw(deck, 'cards') }, revealed: false };
  },
  active: (s) => (s.winner ? [] : [s.turn]),
  actions(s, role) {
    const here = s.at[role] ?? 0;
    const there = s.at[other(role)] ?? 0;
    const moves = [here - 1, here + 1]
      .filter((p) => p >= 0 && p <= 4 && p !== there)
      .map((to) => ({ action: { type: 'move' as const, to }, prompt: `Move to ${to}` }));
    const attack = Math.abs(here - there) === 1 ? [{ action: { type: 'attack' as const }, prompt: 'Attack' }] : [];
    return [...moves, ...attack, { action: { type: 'wait' as const }, prompt: 'Wait' }];
  },
  apply(s, action, role, ctx) {
    if (action.type === 'move') {
      s.at[role] = action.to;
      ctx.log(`${role} moves to ${action.to}`);
    } else if (action.type === 'attack') {
      const mine = ctx.random.die() + ctx.hooks.attackBonus(role);
      const theirs = ctx.random.die();
      s.revealed = true;
      ctx.reveal();
      ctx.log(`${role} attacks: ${mine} against ${theirs}`);
      if (mine > theirs) s.winner = role;
    } else {
      ctx.log(`${role} waits`);
      ctx.log(`${role} looks at the ${s.card[role]}`, [role]);
    }
    s.turn = other(role) as SkirmishState['turn'];
    return s;
  },
  view: (s, role) => ({ ...s, card: s.revealed ? s.card : { [role]: s.card[role] } }),
  // The line of places is the hexes 0101 to 0501; the enemy's piece is face down until the
  // first attack reveals it, and then faces its enemy (direction 0 is +q, 3 is -q).
  picture: (s, role) => ({
    pieces: (['red', 'blue'] as const).map((side) => {
      const at = { hex: `0${(s.at[side] ?? 0) + 1}01` };
      if (side !== role && !s.revealed) return { at, side, faceDown: true as const };
      return { at, side, id: side, type: 'infantry', values: s.revealed ? s.card[side] : undefined, facing: side === 'red' ? (0 as const) : (3 as const) };
    }),
    tracks: [{ name: 'Turn', value: s.turn, steps: ['red', 'blue'] }],
  }),
  result: (s) => (s.winner ? { winner: s.winner, reason: `${s.winner} won the fight` } : undefined),
  explain: (s, action, role) =>
    action.type === 'attack'
      ? `${role} is not next to the enemy`
      : action.type === 'move' && action.to === s.at[other(role)]
        ? 'that place is taken'
        : undefined,
  hooks: { attackBonus: () => 0 },
});

export const emptyBundle = { scenario: { id: 'skirmish' }, map: {}, oob: {}, manifest: {}, options: {} } as unknown as ScenarioBundle;
