// The campaigns (7.5, 7.6, 7.7): what each battle's result changes in the next, and who wins.
import type { BattleRecord, GameResult } from '@kriegsspiel/rules-sdk';
import type { BattleResult, ReadCtx } from './hooks';
import { fieldState, isDay, type Game } from './day';
import { SIDES, type Outcome, type Side, type State } from './types';

/** What a Ligny result changes on the 18th (7.7 2). */
export interface LignyEffect {
  /** False when the Prussians fall back on Namur instead: Wavre is not fought. */
  wavreFought: boolean;
  /** False when no Prussian reaches Waterloo. */
  prussiansAtWaterloo: boolean;
  /** Sides that may not play 25s as melee cards at Wavre. */
  no25Melee: Side[];
}

/** What a Quatre Bras result changes at Waterloo (7.7 3). */
export interface QuatreBrasEffect {
  /** Units that begin Waterloo disrupted. */
  disrupted: string[];
}

/** The row of the Ligny table for this result (7.7 2). */
export function lignyEffect(result: BattleResult): LignyEffect {
  if (result.broken === 'coalition') return { wavreFought: false, prussiansAtWaterloo: false, no25Melee: [] };
  const no25Melee: Side[] =
    result.winner === 'coalition' && result.level === 'major'
      ? ['french']
      : result.winner === 'french' && result.level === 'major'
        ? []
        : ['french', 'coalition'];
  return { wavreFought: true, prussiansAtWaterloo: true, no25Melee };
}

/** The row of the Quatre Bras table for this result (7.7 3); a Coalition minor victory changes nothing. */
export function quatreBrasEffect(result: BattleResult): QuatreBrasEffect {
  const rows: Record<string, string[]> = {
    'french-major': ['al-british-cavalry', 'al-2-db-div', 'al-1-div'],
    'french-minor': ['al-2-db-div', 'al-1-div'],
    'coalition-major': ['fr-iii-cav-corps', 'fr-ii-5-9-div'],
  };
  return { disrupted: rows[`${result.winner}-${result.level}`] ?? [] };
}

/** What a battle of a campaign finds in `bundle.campaign.carried`. */
export interface Carried {
  /** The campaign is already decided: this battle ends at set-up with this result. */
  over?: Omit<Outcome, 'scores'>;
  /** I Corps entered at Ligny and cannot enter at Quatre Bras (7.5 3a). */
  iCorpsUsed?: boolean;
  /** The Prussian army broke at Ligny: no Prussians reach Waterloo (7.7 2). */
  noPrussians?: boolean;
  /** Sides that may not melee with 25s at Wavre (7.7 2). */
  no25Melee?: Side[];
  /** Units that begin the battle disrupted (7.7 3). */
  disrupted?: string[];
  /** Prussian II Corps units disrupted by Wavre's breakthroughs (7.6 3b). */
  wavreDisruptions?: number;
  /** The battle was fought beside an earlier one, in its game: this is how it ended there. */
  field?: State;
  /** One deck per player for the whole campaign (option `deckPerBattle` off): the melee cards earlier battles removed. */
  spent?: Record<Side, string[]>;
  /** What each battle fought beside this one brings in, by scenario id (side-by-side play). */
  beside?: Record<string, Carried>;
}

/** The state a record holds for its own battle: the battle itself, or its part of a day fought side by side. */
const stateOf = (b: BattleRecord | undefined): State | undefined => (b ? fieldState(b.state as Game, b.scenario) : undefined);
const outcomeOf = (b: BattleRecord | undefined): Outcome | undefined => stateOf(b)?.outcome;
const find = (battles: readonly BattleRecord[], id: string) => battles.find((b) => b.scenario === `napoleons-eagles-${id}`);

/** The battles of a day fought side by side, by the campaign's battle (7.5, 7.6). */
const DAY_PARTNER: Record<string, string> = { ligny: 'quatre-bras', wavre: 'waterloo' };

export function carry(previous: readonly BattleRecord[], next: { scenario: { id: string }; options?: Record<string, unknown> }, ctx: ReadCtx): Carried {
  // A battle fought earlier beside another one: its state is part of that battle's day.
  for (const record of previous) {
    const game = record.state as Game;
    const field = isDay(game) ? game.day.fields.find((f) => `napoleons-eagles-${f.state.rules.battle}` === next.scenario.id) : undefined;
    if (field) return { field: field.state };
  }
  const oneDeck = next.options?.deckPerBattle === false;
  const carried = carryInto(previous, next.scenario.id, ctx, oneDeck);
  const partner = DAY_PARTNER[next.scenario.id.replace('napoleons-eagles-', '')];
  if (next.options?.campaignPlay === 'simultaneous' && partner && !carried.over)
    carried.beside = { [`napoleons-eagles-${partner}`]: carryInto(previous, `napoleons-eagles-${partner}`, ctx, oneDeck) };
  return carried;
}

/**
 * Campaigns with one deck per player (2.4; the campaigns' note on additional decks): a melee
 * card removed in any earlier battle stays out of the player's deck for the rest of the campaign.
 */
function spentBefore(previous: readonly BattleRecord[]): Record<Side, string[]> {
  const out: Record<Side, Set<string>> = { french: new Set(), coalition: new Set() };
  for (const record of previous) {
    const game = record.state as Game;
    for (const st of isDay(game) ? game.day.fields.map((f) => f.state) : [game])
      for (const side of SIDES) for (const c of [...(st.spent?.[side] ?? []), ...st.removed[side]]) out[side].add(c);
  }
  return { french: [...out.french].sort(), coalition: [...out.coalition].sort() };
}

function carryInto(previous: readonly BattleRecord[], scenario: string, ctx: ReadCtx, oneDeck: boolean): Carried {
  // The next battle is known by its scenario (the bundle has no campaign context yet).
  const battle = scenario.replace('napoleons-eagles-', '');
  const ligny = outcomeOf(find(previous, 'ligny'));
  const qb = outcomeOf(find(previous, 'quatre-bras'));
  const wavre = find(previous, 'wavre');
  const carried: Carried = oneDeck ? { spent: spentBefore(previous) } : {};
  if (battle === 'quatre-bras') {
    const state = stateOf(find(previous, 'ligny'));
    carried.iCorpsUsed = Boolean(state?.arrivals.some((a) => a.arrived && a.units.includes('fr-i-corps-cavalry')));
    return carried;
  }
  if (ligny?.broken === 'french') {
    carried.over = { winner: 'coalition', level: 'decisive', broken: 'french', reason: 'the French army broke at Ligny: the campaign is over' };
    return carried;
  }
  const afterLigny = ligny ? ctx.hooks.afterLigny({ winner: ligny.winner, level: ligny.level, broken: ligny.broken }) : undefined;
  if (battle === 'wavre') {
    if (afterLigny && !afterLigny.wavreFought)
      carried.over = { winner: 'french', level: 'major', broken: null, reason: 'the Prussians broke at Ligny and fall back on Namur: Wavre is not fought' };
    else if (afterLigny) carried.no25Melee = [...afterLigny.no25Melee];
    return carried;
  }
  if (battle === 'waterloo') {
    if (afterLigny && !afterLigny.prussiansAtWaterloo) carried.noPrussians = true;
    if (qb) carried.disrupted = [...ctx.hooks.afterQuatreBras({ winner: qb.winner, level: qb.level, broken: qb.broken }).disrupted];
    const wavreState = stateOf(wavre);
    if (wavreState && !wavreState.outcome?.reason.includes('not fought'))
      carried.wavreDisruptions = wavreState.frenchBreakthrough[String(wavreState.rules.doubleBreakthroughTurn ?? 1)] ?? 0;
  }
  return carried;
}

/** Campaign points for one battle's result (7.5 1, 7.6 1). */
function points(battle: string, o: Outcome | undefined, side: Side): number {
  if (!o || o.winner !== side) return 0;
  const major = o.level === 'major' || o.level === 'decisive';
  if (battle === 'ligny') return major ? 3 : side === 'coalition' ? 2 : 0;
  if (battle === 'waterloo') return major ? 3 : 2;
  return major ? 2 : 1;
}

export function campaignResult(battles: readonly BattleRecord[]): GameResult {
  const ligny = outcomeOf(find(battles, 'ligny'));
  const waterloo = outcomeOf(find(battles, 'waterloo'));
  const decisive = battles.some((b) => b.scenario === 'napoleons-eagles-waterloo') ? waterloo : ligny;
  if (ligny?.broken === 'french') return { winner: 'coalition', reason: 'the French army broke at Ligny: decisive Coalition victory' };
  if (decisive?.broken) return { winner: decisive.winner, reason: `the ${decisive.broken} army broke: decisive victory` };
  const day = battles.some((b) => b.scenario.endsWith('waterloo') || b.scenario.endsWith('wavre')) ? ['wavre', 'waterloo'] : ['ligny', 'quatre-bras'];
  const scores = { french: 0, coalition: 0 };
  for (const id of day) for (const side of ['french', 'coalition'] as Side[]) scores[side] += points(id, outcomeOf(find(battles, id)), side);
  const diff = scores.french - scores.coalition;
  if (diff === 0) return { winner: null, reason: `campaign points ${scores.french} to ${scores.coalition}: a stalemate`, scores };
  const winner = diff > 0 ? 'french' : 'coalition';
  return { winner, reason: `campaign points ${scores.french} to ${scores.coalition}: ${winner} ${Math.abs(diff) >= 4 ? 'major' : 'minor'} victory`, scores };
}
