// The two fords: a two-battle campaign written for the command line's own tests. Each turn
// a side takes one action: attack an enemy unit (a d6, 4 or more takes a strength point),
// seize the ford, or pass. Whoever holds the ford after the last turn, or destroys the
// enemy, wins. Between battles, `carry` keeps each unit's strength and who held the ford.
import { defineRuleset, type BattleRecord, type GameResult, type LegalAction } from '@kriegsspiel/rules-sdk';

interface Unit {
  side: string;
  strength: number;
}

/** What carries from one battle into the next. */
export interface Carried {
  /** Each unit's strength when the last battle it fought ended (0: destroyed). */
  strength: Record<string, number>;
  /** Who held the ford when the last battle ended. */
  holder: string | null;
}

export interface FordsState {
  units: Record<string, Unit>;
  order: string[];
  active: string;
  turn: number;
  lastTurn: number;
  /** The side that holds the ford, if any. */
  holder: string | null;
  over: GameResult | null;
}

export type FordsAction = { type: 'attack'; unit: string; target: string } | { type: 'seize' } | { type: 'pass' };

const standing = (s: FordsState, side: string) => Object.entries(s.units).filter(([, u]) => u.side === side && u.strength > 0);
const strengthOf = (s: FordsState, side: string) => standing(s, side).reduce((sum, [, u]) => sum + u.strength, 0);

/** Hands the turn on; ends the battle when a side has nothing left or the last turn is over. */
function afterAction(s: FordsState): void {
  const beaten = s.order.filter((side) => standing(s, side).length === 0);
  if (beaten.length > 0) {
    const winner = s.order.find((side) => !beaten.includes(side)) ?? null;
    s.over = { winner, reason: `${beaten.join(' and ')} has no units left` };
    return;
  }
  const index = s.order.indexOf(s.active);
  s.active = s.order[(index + 1) % s.order.length] as string;
  if (index === s.order.length - 1) s.turn++;
  if (s.turn > s.lastTurn) s.over = s.holder ? { winner: s.holder, reason: `${s.holder} holds the ford` } : { winner: null, reason: 'nobody holds the ford' };
}

export default defineRuleset<FordsState, FordsAction>({
  setup(bundle) {
    const { scenario, oob } = bundle;
    const carried = bundle.campaign?.carried as Carried | undefined;
    const sideOf: Record<string, string> = {};
    for (const player of scenario.players) for (const side of player.sides) sideOf[side] = player.id;
    const units: Record<string, Unit> = {};
    for (const u of oob.units ?? []) {
      const strength = carried?.strength[u.id] ?? Number(u.values?.strength ?? 1);
      units[u.id] = { side: sideOf[u.side ?? ''] ?? '', strength };
    }
    // The ford is held by whoever stands in it at the start, unless a campaign says who held the last one.
    const inFord = (scenario.setup ?? []).find((p) => !Array.isArray(p.at) && p.at.location === 'ford')?.units?.[0];
    const holder = carried ? carried.holder : inFord !== undefined ? (units[inFord]?.side ?? null) : null;
    const order = scenario.turns.order ?? scenario.players.map((p) => p.id);
    return { units, order, active: scenario.turns.firstPlayer ?? (order[0] as string), turn: 1, lastTurn: scenario.turns.count ?? 2, holder, over: null };
  },
  active: (s) => (s.over ? [] : [s.active]),
  actions(s, role) {
    const legal: LegalAction<FordsAction>[] = [];
    const enemies = standing(s, s.order.find((side) => side !== role) ?? '');
    for (const [unit] of standing(s, role))
      for (const [target] of enemies) legal.push({ action: { type: 'attack', unit, target }, prompt: `${unit} attacks ${target}` });
    if (s.holder !== role) legal.push({ action: { type: 'seize' }, prompt: 'Seize the ford' });
    legal.push({ action: { type: 'pass' }, prompt: 'Pass' });
    return legal;
  },
  apply(s, action, role, ctx) {
    if (action.type === 'attack') {
      const roll = ctx.random.die();
      const target = s.units[action.target] as Unit;
      if (roll >= 4) target.strength--;
      ctx.log(
        `${action.unit} attacks ${action.target}: ${roll}${roll >= 4 ? `, ${action.target} ${target.strength > 0 ? 'loses a strength point' : 'is destroyed'}` : ', no effect'}`,
      );
    } else if (action.type === 'seize') {
      s.holder = role;
      ctx.log(`${role} seizes the ford`);
    } else {
      ctx.log(`${role} passes`);
    }
    afterAction(s);
    return s;
  },
  view: (s) => s,
  result: (s) => s.over ?? undefined,
  carry(previous: BattleRecord<FordsState>[]): Carried {
    const strength: Record<string, number> = {};
    for (const battle of previous) for (const [id, unit] of Object.entries(battle.state.units)) strength[id] = unit.strength;
    return { strength, holder: previous[previous.length - 1]?.state.holder ?? null };
  },
  campaignResult(battles: BattleRecord<FordsState>[]): GameResult {
    const wins: Record<string, number> = {};
    for (const b of battles) if (b.result?.winner) wins[b.result.winner] = (wins[b.result.winner] ?? 0) + 1;
    const sides = battles[0]?.state.order ?? [];
    const [a, b] = sides as [string, string];
    const last = battles[battles.length - 1]?.state;
    const scores = Object.fromEntries(sides.map((side) => [side, wins[side] ?? 0]));
    if ((wins[a] ?? 0) !== (wins[b] ?? 0)) {
      const winner = (wins[a] ?? 0) > (wins[b] ?? 0) ? a : b;
      return { winner, reason: `${winner} won ${wins[winner]} of ${battles.length} battles`, scores };
    }
    const left = last ? [strengthOf(last, a), strengthOf(last, b)] : [0, 0];
    if (left[0] === left[1]) return { winner: null, reason: 'battles and strength left are even', scores };
    const winner = (left[0] ?? 0) > (left[1] ?? 0) ? a : b;
    return { winner, reason: `battles are even; ${winner} has more strength left`, scores };
  },
});
