// The sequence of play (5), battles (6) and victory (3.2, 7.x): who acts, what they may do,
// and what each action does. Decisions wait for a player; everything else (draws, checks,
// reshuffles) runs on by itself until the next decision.
import type { LegalAction } from '@kriegsspiel/rules-sdk';
import {
  acesUpAt,
  areaName,
  artilleryOf,
  cardName,
  closed,
  combatAt,
  exhaustable,
  face,
  frontOf,
  isLeader,
  leadersAt,
  manpowerOf,
  piece,
  rallyInPlace,
  readyInfantry,
  terrainAt,
  terrainFace,
  wingOf,
  isICorps,
} from './helpers';
import type { Ctx, PointsVictory, ReadCtx } from './hooks';
import type { AceUse, Battle, Card, Outcome, Side, State, VictoryRules } from './types';
import { enemyOf, SIDES } from './types';

export type Action =
  | { type: 'entry-check'; make: boolean }
  | { type: 'recover'; unit: string; to: string }
  | { type: 'initiative'; take: boolean }
  | { type: 'move'; unit: string; to: string }
  | { type: 'rally'; unit: string }
  | { type: 'end-movement' }
  | { type: 'declare'; front: string }
  | { type: 'end-declarations' }
  | { type: 'resolve'; front: string }
  | { type: 'bonus'; use: 'orders' | 'leadership' }
  | { type: 'hit'; how: 'surrender' | 'withdraw' | 'disrupt' | 'exhaust' | 'discard'; target?: string }
  | { type: 'play'; card: string; color: 'red' | 'black'; acesUp?: string; exhaust?: string }
  | { type: 'draw' }
  | { type: 'stand' }
  | { type: 'retreat' }
  | { type: 'charge'; unit: string }
  | { type: 'end-charges' }
  | { type: 'defend'; card: string; color: 'red' | 'black'; acesUp?: string; exhaust?: string }
  | { type: 'aces-up'; card: string; unit: string; exhaust: string }
  | { type: 'melee'; card: string; exhaust: string }
  | { type: 'desperate'; unit: string }
  | { type: 'discard'; card: string }
  | { type: 'end-defense' }
  | { type: 'absorb'; how: 'disrupt' | 'surrender' | 'exhaust'; target: string }
  | { type: 'breakthrough'; unit: string }
  | { type: 'end-breakthrough' };

const DECK = (s: State, side: Side) => s.deckId?.[side] ?? `${side}-playing-cards`;
/** Demoralizations that break an army (3.2) when the scenario's `break-army` condition gives no figure: the default of the `breakPoint` hook. */
export const rulebookBreakPoint = 9;

// ---------------------------------------------------------------- cards and checks (2.4)

/** The discards go back into an empty deck (2.4.1). */
function reshuffleIfEmpty(s: State, side: Side): void {
  if (s.deck[side].length > 0) return;
  s.deck[side] = [...s.discard[side]].sort();
  s.discard[side] = [];
}

/**
 * Draws a playing card. The discards are shuffled back the moment the deck runs out (2.4.1),
 * so the card just drawn, and any played after it, are not among them.
 */
function draw(s: State, side: Side, ctx: Ctx): Card | undefined {
  reshuffleIfEmpty(s, side);
  if (s.deck[side].length === 0) return undefined;
  const id = ctx.random.draw(s.deck[side], DECK(s, side));
  reshuffleIfEmpty(s, side);
  return s.cards[id];
}

/** A check: one card drawn, read and discarded (2.4.4). */
function check(s: State, side: Side, ctx: Ctx, what: string): Card | undefined {
  const card = draw(s, side, ctx);
  if (!card) return undefined;
  s.discard[side].push(card.id);
  if (s.battle) s.battle.shown.push(card.id);
  ctx.log(`${side} draws the ${cardName(s, card.id)} for ${what}`);
  return card;
}

const isRed = (card: Card) => card.color === 'red';

// ---------------------------------------------------------------- unit states (2.1)

function reserveOfWing(s: State, wing: string): string {
  for (const f of s.board.fronts) for (const side of SIDES) if (f.wing[side] === wing) return f.reserve[side];
  return wing;
}

function demoralize(s: State, side: Side, n: number, ctx: Ctx, byEnemy: boolean): void {
  if (n <= 0 || s.outcome) return;
  s.demoralization[side] += n;
  if (byEnemy) s.inflicted[enemyOf(side)] += n;
  ctx.log(`${side} army: ${n} demoralization${n > 1 ? 's' : ''}, now ${s.demoralization[side]}`);
  if (s.demoralization[side] >= ctx.hooks.breakPoint(side, s)) finish(s, ctx, enemyOf(side), side);
}

function oldGuardPenalty(s: State, ctx: Ctx): void {
  if (!s.rules.oldGuard || s.oldGuardTurn === s.turn) return;
  s.oldGuardTurn = s.turn;
  ctx.log('the Old Guard costs the French a demoralization');
  demoralize(s, 'french', 1, ctx, true);
}

function eliminate(s: State, id: string, ctx: Ctx): void {
  const u = s.units[id];
  if (!u) return;
  u.at = 'eliminated';
  s.kills[enemyOf(piece(s, id).side)]++;
  ctx.log(`${piece(s, id).name} is eliminated`);
  if (id === 'fr-old-guard') oldGuardPenalty(s, ctx);
}

function disrupt(s: State, id: string, ctx: Ctx): void {
  const u = s.units[id];
  if (!u) return;
  if (u.disrupted) return eliminate(s, id, ctx);
  u.disrupted = true;
  ctx.log(`${piece(s, id).name} is disrupted`);
  if (id === 'fr-old-guard') oldGuardPenalty(s, ctx);
}

/** Exhaustion forced by a check or a retreat (2.1.4, 2.3.13). */
function exhaustByCheck(s: State, id: string, ctx: Ctx): void {
  const u = s.units[id];
  if (!u || face(s, id).infantry === 'none' || piece(s, id).guard) return;
  if (u.exhausted) return disrupt(s, id, ctx);
  u.exhausted = true;
}

function withdraw(s: State, id: string, ctx: Ctx): void {
  const u = s.units[id];
  if (!u) return;
  const reserve = reserveOfWing(s, u.at);
  if (reserve === u.at) return;
  u.at = reserve;
  ctx.log(`${piece(s, id).name} withdraws to ${areaName(s, reserve)}`);
}

/** A retreat to the reserve: exhausted if infantry, disrupted if full strength, no more if already so (6.10.2). */
function retreatUnit(s: State, id: string, ctx: Ctx): void {
  const st = s.units[id];
  if (!st) return;
  if (face(s, id).infantry !== 'none') st.exhausted = true;
  if (!st.disrupted) disrupt(s, id, ctx);
  withdraw(s, id, ctx);
}

function horsDeCombat(s: State, id: string, ctx: Ctx): void {
  const u = s.units[id];
  if (!u) return;
  const p = piece(s, id);
  if (p.guard && p.type === 'cavalry') return withdraw(s, id, ctx);
  if (p.type === 'infantry' || p.type === 'artillery') return disrupt(s, id, ctx);
  u.at = 'hdc';
  if (p.type === 'leader' && !s.leaderHdc.includes(id)) s.leaderHdc.push(id);
  ctx.log(`${p.name} is hors de combat`);
}

/** Leaders alone in a wing fall back at once (2.1.6). */
function tidyLeaders(s: State, ctx: Ctx): void {
  for (const f of s.board.fronts)
    for (const side of SIDES) {
      const wing = f.wing[side];
      if (combatAt(s, wing).length > 0) continue;
      for (const l of leadersAt(s, wing)) withdraw(s, l, ctx);
    }
}

// ---------------------------------------------------------------- the turn (5)

/** The reserves a unit back from hors de combat may return to (6.14.1, 7.4 4d): the owner picks when there are several. */
function reservesFor(s: State, id: string): string[] {
  const p = piece(s, id);
  if (s.rules.battle === 'waterloo' && p.side === 'coalition') {
    if (p.army === 'allied') return ['co-allied-reserve'];
    const bois = s.turn >= 3 ? ['co-bois-de-paris'] : [];
    if (p.corps === 'pr-i-corps') return [...bois, 'co-allied-reserve'];
    return bois;
  }
  // Elsewhere the rules name no reserve: any open reserve of the unit's side, the owner's pick where a map has several.
  return s.board.reserves[p.side].filter((r) => !closed(s, r, p.side, p.army));
}

function preparation(s: State, ctx: Ctx): void {
  ctx.log(`turn ${s.turn}: preparation`);
  for (const side of SIDES) {
    s.deck[side] = [...s.deck[side], ...s.discard[side]].sort();
    s.discard[side] = [];
  }
  for (const u of Object.values(s.units)) u.exhausted = false;
  for (const t of Object.values(s.terrain)) t.exhausted = false;
  for (const id of Object.keys(s.units).filter((x) => s.units[x]?.at === 'hdc')) {
    const card = check(s, piece(s, id).side, ctx, `the recovery of ${piece(s, id).name}`);
    const to = reservesFor(s, id);
    if (!card || card.recovery === 'none' || to.length === 0) continue;
    const u = s.units[id] as { at: string; disrupted: boolean };
    u.disrupted = !isLeader(s, id) && card.recovery === 'disrupted';
    if (to.length > 1) {
      (s.recovering ??= []).push(id);
      ctx.log(`${piece(s, id).name} recovers`);
      continue;
    }
    u.at = to[0] as string;
    ctx.log(`${piece(s, id).name} recovers to ${areaName(s, u.at)}`);
  }
  for (const [reserve, turn] of Object.entries(s.outOfCommand)) if (turn < s.turn) delete s.outOfCommand[reserve];
  for (const reserve of s.outAgain ?? []) s.outOfCommand[reserve] = s.turn;
  delete s.outAgain;
}

/** Whether the French must first say if I Corps makes its entry check here this turn (7.5 3a). */
const iCorpsDue = (s: State) => Boolean(s.iCorpsChoice) && s.arrivals.some((a) => !a.arrived && a.turn <= s.turn && a.entryCheck && isICorps(s.pieces, a));

/** The French no longer have I Corps' check to decide here (it came on at the other battle, or that one is over): the turn goes on. */
export function settleEntry(s: State, ctx: Ctx): void {
  if (s.step !== 'entry' || iCorpsDue(s)) return;
  reinforcements(s, ctx, true);
  afterReinforcements(s, ctx);
}

/** Reinforcements arrive, after their entry checks (5.1 f, 5.1.1); I Corps' check only if the French make it. */
function reinforcements(s: State, ctx: Ctx, iCorpsCheck: boolean): void {
  for (const a of s.arrivals) {
    if (a.arrived || a.turn > s.turn) continue;
    if (a.entryCheck && !iCorpsCheck && isICorps(s.pieces, a)) continue;
    if (a.entryCheck) {
      const card = check(s, a.side, ctx, 'an entry check');
      if (!card || !isRed(card)) continue;
    }
    a.arrived = true;
    for (const id of a.units) {
      const at = s.units[id] ?? s.terrain[id];
      if (at?.at === 'pending') at.at = a.at;
    }
    ctx.log(`reinforcements reach ${areaName(s, a.at)}: ${a.units.map((u) => name(s, u)).join(', ')}`);
  }
}

function takeInitiative(s: State, ctx: Ctx, bonus: boolean): void {
  s.first = 'coalition';
  s.initiativeTaken = true;
  if (bonus && s.demoralization.coalition > 0) s.demoralization.coalition--;
  ctx.log(`the Coalition becomes first player${bonus ? ' and sheds a demoralization' : ''}`);
}

function startTurn(s: State, ctx: Ctx): void {
  s.moved = [];
  s.declared = {};
  s.declarationsDone = [];
  if (s.turn > 1) preparation(s, ctx);
  afterRecovery(s, ctx);
}

/**
 * The rest of the Preparation Step, once every recovered unit has its reserve (6.14.1, 7.4 4d):
 * recovery comes before the reinforcements (5.1 d, f), so a returning unit is placed first;
 * only then is I Corps' entry check asked for and do the reinforcements arrive.
 */
function afterRecovery(s: State, ctx: Ctx): void {
  if (s.recovering?.length) {
    s.step = 'recovery';
    return;
  }
  delete s.recovering;
  if (s.turn > 1) {
    if (iCorpsDue(s)) {
      s.step = 'entry';
      return;
    }
    reinforcements(s, ctx, true);
  }
  afterReinforcements(s, ctx);
}

/** The end of the Preparation Step: the Coalition's initiative where the scenario gives it (7.1 4b, 7.4 4f), then movement. */
function afterReinforcements(s: State, ctx: Ctx): void {
  const ini = s.rules.initiative;
  if (ini && !s.initiativeTaken) {
    if (s.turn >= ini.automaticTurn) takeInitiative(s, ctx, false);
    else if (ini.choiceTurns.includes(s.turn)) {
      s.step = 'initiative';
      return;
    }
  }
  startMovement(s);
}

function startMovement(s: State): void {
  s.step = 'movement';
  s.mover = s.first;
}

/** Whether a combat unit shows the symbol of a kind of troops (2.3.6, 2.3.8, 2.3.10). */
function hasSymbol(s: State, id: string, kind: 'infantry' | 'cavalry' | 'artillery'): boolean {
  const f = face(s, id);
  return kind === 'artillery' ? f.artillery > 0 : f[kind] !== 'none';
}

function endMovement(s: State, ctx: Ctx): void {
  // Leaders may not stay in a wing alone, nor (Waterloo) without their own army (2.1.6, 7.4 4c), nor,
  // where the card says so, without a unit of the kind it names (2.1.6 design note).
  for (const f of s.board.fronts) {
    const wing = f.wing[s.mover];
    const here = combatAt(s, wing);
    for (const l of leadersAt(s, wing)) {
      const p = piece(s, l);
      const army = s.rules.battle === 'waterloo' && p.side === 'coalition' ? here.filter((u) => piece(s, u).army === p.army) : here;
      const kind = p.accompaniedBy;
      const ok = kind ? army.some((u) => hasSymbol(s, u, kind)) : army.length > 0;
      if (!ok) withdraw(s, l, ctx);
    }
  }
  if (s.mover === s.first) s.mover = enemyOf(s.first);
  else {
    s.step = 'declaration';
    s.mover = s.first;
  }
}

function endDeclarations(s: State, ctx: Ctx): void {
  s.declarationsDone.push(s.mover);
  if (s.mover === s.first) {
    s.mover = enemyOf(s.first);
    if (declarable(s, s.mover).length > 0) return;
    s.declarationsDone.push(s.mover);
  }
  nextBattle(s, ctx);
}

function nextBattle(s: State, ctx: Ctx): void {
  if (s.outcome) return;
  const left = Object.keys(s.declared).sort();
  if (left.length === 0) return endTurn(s, ctx);
  if (left.length === 1) return startBattle(s, left[0] as string, ctx);
  s.step = 'order';
}

function endTurn(s: State, ctx: Ctx): void {
  if (s.turn >= s.rules.lastTurn) return finish(s, ctx, null, null);
  s.turn++;
  startTurn(s, ctx);
}

/** Fronts where a side may declare a battle (5.3, 5.3.1). */
function declarable(s: State, side: Side): string[] {
  return s.board.fronts
    .filter(
      (f) =>
        !s.declared[f.letter] && !closed(s, f.wing[side], side) && !closed(s, f.wing[enemyOf(side)], enemyOf(side)) && combatAt(s, f.wing[side]).length > 0,
    )
    .map((f) => f.letter);
}

// ---------------------------------------------------------------- movement (5.2)

/** Every area a unit could reach in one move: its reserve from a wing; from a reserve, the wings it feeds and the linked reserves (4.1.1, 4.2.1). */
function reachable(s: State, id: string): string[] {
  const u = s.units[id];
  if (!u) return [];
  const side = piece(s, id).side;
  const front = s.board.fronts.find((f) => f.wing[side] === u.at);
  if (front) return [front.reserve[side]];
  if (!s.board.reserves[side].includes(u.at)) return [];
  const out = s.board.fronts.filter((f) => f.reserve[side] === u.at).map((f) => f.wing[side]);
  for (const [a, b] of s.board.links) {
    const other = a === u.at ? b : b === u.at ? a : undefined;
    if (other) out.push(other);
  }
  return out;
}

/** The rulebook's judgement of one move (the default of the `canMove` hook): closed areas, stacking (4.3), Waterloo's reserves (7.4). */
export function rulebookMoveAllowed(s: State, id: string, to: string): boolean {
  const u = s.units[id];
  if (!u || !reachable(s, id).includes(to)) return false;
  const p = piece(s, id);
  const side = p.side;
  if (s.board.fronts.some((f) => f.wing[side] === u.at)) return true;
  if (closed(s, to, side, p.army)) return false;
  if (s.board.fronts.some((f) => f.wing[side] === to)) {
    // Only the scenario's stacking rule limits a wing (4.3); without one a wing holds any number.
    const limit = s.rules.stacking;
    return p.type === 'leader' || typeof limit !== 'number' || combatAt(s, to).length < limit;
  }
  if (s.rules.battle === 'waterloo' && s.turn < 4) return false;
  return !(p.army === 'allied' && to === 'co-bois-de-paris');
}

function destinations(s: State, id: string, ctx: ReadCtx): string[] {
  return reachable(s, id).filter((to) => ctx.hooks.canMove(id, to, s));
}

/** Whether a unit is in one of its own side's wings. */
const inOwnWing = (s: State, id: string): boolean => {
  const at = s.units[id]?.at;
  const side = piece(s, id).side;
  return s.board.fronts.some((f) => f.wing[side] === at);
};

/** A disrupted combat unit may rally instead of moving: in a reserve, or in a wing if it can Rally in Place (5.2.2, 2.3.15). */
function canRally(s: State, id: string): boolean {
  const u = s.units[id];
  if (!u || !u.disrupted || isLeader(s, id)) return false;
  if (s.board.reserves[piece(s, id).side].includes(u.at)) return true;
  return inOwnWing(s, id) && rallyInPlace(s, id);
}

// ---------------------------------------------------------------- battles (6)

/** The extra cards a side could draw at a front by orders from its reserve (2.3.1) and by leadership in its wing (2.3.2). */
function bonusRatings(s: State, letter: string, side: Side): { orders: number; leadership: number } {
  const f = frontOf(s, letter);
  const reserve = f.reserve[side];
  let orders = 0;
  if (!(s.outOfCommand[reserve] === s.turn))
    for (const l of leadersAt(s, reserve)) {
      if (s.rules.battle === 'waterloo' && l === 'pr-blucher' && reserve !== 'co-bois-de-paris') continue;
      orders = Math.max(orders, piece(s, l).orders ?? 0);
    }
  const leadership = Math.max(0, ...leadersAt(s, f.wing[side]).map((l) => piece(s, l).leadership ?? 0));
  return { orders, leadership };
}

/**
 * The two bonuses a side may pick between at the start of a battle, the larger first. A wing
 * takes one or the other, never both (2.3.1, 2.3.2), and the player picks (6.2.1). Where only
 * one is on offer, or both would draw the same number of cards, nothing turns on the pick, so
 * nobody is asked.
 */
function bonusChoices(s: State, letter: string, side: Side): ('orders' | 'leadership')[] {
  const { orders, leadership } = bonusRatings(s, letter, side);
  if (orders <= 0 || leadership <= 0 || orders === leadership) return [];
  return orders > leadership ? ['orders', 'leadership'] : ['leadership', 'orders'];
}

/** The side that must still choose its bonus for the battle being fought: the declarer first. */
function bonusChooser(s: State): Side | undefined {
  const b = s.battle as Battle;
  return [b.declarer, enemyOf(b.declarer)].find((side) => !b.bonus?.[side] && bonusChoices(s, b.letter, side).length > 0);
}

/** Cards a side draws for a battle (6.2): the default of the `handSize` hook. */
export function rulebookHandSize(s: State, letter: string, side: Side): number {
  const f = frontOf(s, letter);
  const wing = f.wing[side];
  const { orders, leadership } = bonusRatings(s, letter, side);
  // The bonus the player chose for this battle; without a choice to make, the one that draws more.
  const chosen = s.battle?.letter === letter ? s.battle.bonus?.[side] : undefined;
  const bonus = chosen === 'orders' ? orders : chosen === 'leadership' ? leadership : Math.max(orders, leadership);
  const here = combatAt(s, wing);
  const garrison = terrainAt(s, wing).some((t) => (terrainFace(s, t).infantry ?? 'none') !== 'none');
  const infantry = garrison || here.some((u) => face(s, u).infantry !== 'none');
  const artillery = here.some((u) => face(s, u).artillery > 0) || terrainAt(s, wing).some((t) => (terrainFace(s, t).artillery ?? 0) > 0);
  const cavalry = here.some((u) => face(s, u).cavalry !== 'none' || face(s, u).cavalrySupport !== 'none');
  const flanked = (s.board.adjacent[wing] ?? []).filter((w) => s.flanked.includes(w)).length;
  const prussianWing = s.rules.battle === 'waterloo' && side === 'coalition' && /wing-[de]$/.test(wing);
  const morale = s.demoralization[side] >= 5 && !prussianWing ? 1 : 0;
  return Math.max(0, 4 + bonus + (infantry && artillery && cavalry ? 1 : 0) - flanked - morale);
}

function startBattle(s: State, letter: string, ctx: Ctx): void {
  const declarer = s.declared[letter] as Side;
  delete s.declared[letter];
  const battle: Battle = {
    letter,
    declarer,
    attacker: declarer,
    phase: 'attack',
    hits: { french: 0, coalition: 0 },
    attack: [],
    defense: [],
    charges: { french: [], coalition: [] },
    charged: [],
    damage: 0,
    shown: [],
  };
  s.battle = battle;
  s.step = 'battle';
  ctx.log(`battle at front ${letter}, declared by ${declarer}`);
  if (s.rules.oldGuard && declarer === 'french' && s.units['fr-old-guard']?.at === wingOf(s, letter, 'french'))
    (battle as Battle & { oldGuard?: boolean }).oldGuard = true;
  const defenderWing = wingOf(s, letter, enemyOf(declarer));
  if (combatAt(s, defenderWing).length === 0) return defeat(s, enemyOf(declarer), ctx);
  // Before any card is drawn, each side with both orders and leadership on offer picks one (6.2.1).
  battle.phase = 'bonus';
  afterBonus(s, ctx);
}

/** Once no side has a bonus left to choose: the hands are drawn and the artillery fires (6.2, 6.3). */
function afterBonus(s: State, ctx: Ctx): void {
  if (bonusChooser(s)) return;
  const battle = s.battle as Battle;
  const letter = battle.letter;
  for (const side of SIDES) {
    const n = Math.max(0, ctx.hooks.handSize(letter, side, s));
    for (let i = 0; i < n; i++) {
      const card = draw(s, side, ctx);
      if (card) s.hand[side].push(card.id);
    }
    s.hand[side].sort();
    ctx.log(`${side} draws ${n} cards`);
    ctx.log(`your hand: ${s.hand[side].map((c) => cardName(s, c)).join(', ')}`, [side]);
  }
  for (const side of SIDES) {
    const rating = artilleryOf(s, letter, side);
    if (rating <= 0) continue;
    const card = check(s, side, ctx, `artillery fire (rating ${rating})`);
    const hits = card ? (card.artillery[Math.min(rating, card.artillery.length) - 1] ?? 0) : 0;
    battle.hits[enemyOf(side)] = hits;
    ctx.log(`${side} artillery scores ${hits} hit${hits === 1 ? '' : 's'}`);
  }
  battle.phase = 'hits';
  afterHits(s, ctx);
}

/** The terrain cards in a wing that may be given up to pay for damage or a hit (6.8.1: some may not). */
const surrenderableAt = (s: State, wing: string): string[] => terrainAt(s, wing).filter((t) => s.terrainCards[t]?.surrenderable !== false);

/** The options for taking one artillery hit (6.3). */
function hitOptions(s: State, side: Side): Action[] {
  const b = s.battle as Battle;
  const wing = wingOf(s, b.letter, side);
  const out: Action[] = [];
  for (const t of surrenderableAt(s, wing)) out.push({ type: 'hit', how: 'surrender', target: t });
  for (const u of combatAt(s, wing)) if (face(s, u).infantry !== 'none' || face(s, u).cavalry !== 'none') out.push({ type: 'hit', how: 'withdraw', target: u });
  for (const u of combatAt(s, wing)) out.push({ type: 'hit', how: 'disrupt', target: u });
  for (const u of exhaustable(s, wing)) out.push({ type: 'hit', how: 'exhaust', target: u });
  if (s.hand[side].length > 0) out.push({ type: 'hit', how: 'discard' });
  return out;
}

function hitSide(s: State): Side | undefined {
  const b = s.battle as Battle;
  const order: Side[] = [enemyOf(b.declarer), b.declarer];
  return order.find((side) => b.hits[side] > 0 && hitOptions(s, side).length > 0);
}

function afterHits(s: State, ctx: Ctx): void {
  const b = s.battle as Battle;
  if (s.outcome || hitSide(s)) return;
  b.hits = { french: 0, coalition: 0 };
  tidyLeaders(s, ctx);
  if (endCheck(s, ctx)) return;
  // Leader elimination checks (6.4).
  for (const side of SIDES) {
    const wing = wingOf(s, b.letter, side);
    if (combatAt(s, wingOf(s, b.letter, enemyOf(side))).length === 0) continue;
    for (const l of leadersAt(s, wing)) {
      const mine = check(s, side, ctx, `the elimination check of ${piece(s, l).name}`);
      const theirs = check(s, enemyOf(side), ctx, `the elimination check of ${piece(s, l).name}`);
      if (!mine || !theirs) continue;
      if (mine.symbol === theirs.symbol) {
        (s.units[l] as { at: string }).at = 'eliminated';
        s.leaderDead.push(l);
        ctx.log(`${piece(s, l).name} is killed`);
      } else if (mine.color === theirs.color) horsDeCombat(s, l, ctx);
    }
  }
  startRound(s, ctx);
}

function startRound(s: State, ctx: Ctx): void {
  const b = s.battle as Battle;
  for (const side of SIDES) s.discard[side].push(...b.charges[side]);
  for (const p of b.attack) s.discard[b.attacker].push(p.card);
  for (const p of b.defense) s.discard[enemyOf(b.attacker)].push(p.card);
  b.attack = [];
  b.defense = [];
  b.charges = { french: [], coalition: [] };
  delete b.aces;
  b.charged = [];
  b.damage = 0;
  b.phase = 'attack';
  if (s.hand[b.attacker].length === 0) {
    ctx.log(`${b.attacker} has no cards left to attack with: the battle is a draw`);
    endBattle(s, null, ctx);
  }
}

/** The colours a side may give a card it plays (2.3.4). */
function colorsFor(s: State, side: Side, card: string, attacking: boolean): ('red' | 'black')[] {
  const b = s.battle as Battle;
  const wing = wingOf(s, b.letter, side);
  const natural = s.cards[card]?.color ?? 'red';
  const colors = new Set<'red' | 'black'>([natural]);
  const ratings = combatAt(s, wing).map((u) => face(s, u).initiative);
  // A terrain card's initiative serves its holder while that side of the card shows (2.3, 2.3.4).
  for (const t of terrainAt(s, wing)) ratings.push(terrainFace(s, t).initiative ?? 'none');
  for (const l of leadersAt(s, wing)) if (attacking || !piece(s, l).initiativeOnAttackOnly) ratings.push(piece(s, l).initiative ?? 'none');
  for (const r of ratings) {
    if (r === 'red' || r === 'both') colors.add('red');
    if (r === 'black' || r === 'both') colors.add('black');
  }
  return [...colors].sort();
}

/** What a card a side played this round counts: the value Aces Up changed an ace into (2.3.5), else the `cardValue` hook's. */
function countOf(s: State, side: Side, card: string, ctx: ReadCtx): number {
  const ace = s.battle?.aces?.find((x) => x.side === side && x.card === card);
  return ace ? ace.value : ctx.hooks.cardValue(card, side, s);
}

function totals(s: State, ctx: ReadCtx): { attack: number; defense: number } {
  const b = s.battle as Battle;
  const defender = enemyOf(b.attacker);
  const valueOf = (side: Side) => (n: number, card: string) => n + countOf(s, side, card, ctx);
  const attack =
    b.attack.map((p) => p.card).reduce(valueOf(b.attacker), 0) + b.charges[b.attacker].reduce(valueOf(b.attacker), 0) + manpowerOf(s, b.letter, b.attacker);
  const defense =
    b.defense.length > 0
      ? b.defense.map((p) => p.card).reduce(valueOf(defender), 0) + b.charges[defender].reduce(valueOf(defender), 0) + manpowerOf(s, b.letter, defender)
      : 0;
  return { attack, defense };
}

function chargers(s: State, side: Side): string[] {
  const b = s.battle as Battle;
  return combatAt(s, wingOf(s, b.letter, side)).filter(
    (u) => !b.charged.includes(u) && (face(s, u).cavalry === 'black' || face(s, u).cavalrySupport === 'black'),
  );
}

const isAce = (s: State, card: string) => s.cards[card]?.value === 1;

/**
 * The ways a side may use Aces Up on an ace (2.3.5): the ability of one unit of the wing (the
 * player picks which, and only that one counts), paid for by exhausting a ready infantry unit
 * of the wing. None for a card that is not an ace.
 */
function acesUpUses(s: State, side: Side, card: string): { unit: string; exhaust: string; value: number }[] {
  const b = s.battle;
  if (!b || !isAce(s, card)) return [];
  const wing = wingOf(s, b.letter, side);
  const payers = readyInfantry(s, wing);
  const out: { unit: string; exhaust: string; value: number }[] = [];
  for (const unit of acesUpAt(s, wing)) for (const exhaust of payers) out.push({ unit, exhaust, value: face(s, unit).acesUp?.value ?? 1 });
  return out;
}

/** Aces a side drew to charge this round that Aces Up may still change (2.3.5: valid during a charge too). */
function aceCharges(s: State, side: Side): { card: string; unit: string; exhaust: string; value: number }[] {
  const b = s.battle;
  if (!b) return [];
  const out: { card: string; unit: string; exhaust: string; value: number }[] = [];
  for (const card of b.charges[side]) {
    if (b.aces?.some((x) => x.side === side && x.card === card)) continue;
    for (const use of acesUpUses(s, side, card)) out.push({ card, ...use });
  }
  return out;
}

/** Changes an ace by a unit's Aces Up, exhausting the ready infantry that pays for it (2.3.5). */
function useAcesUp(s: State, side: Side, card: string, unit: string, exhaust: string, ctx: Ctx): void {
  const b = s.battle as Battle;
  const value = face(s, unit).acesUp?.value ?? 1;
  exhaustVoluntarily(s, exhaust);
  const use: AceUse = { side, card, value, unit };
  (b.aces ??= []).push(use);
  ctx.log(`${side} uses the Aces Up of ${piece(s, unit).name}: the ${cardName(s, card)} counts ${value}; ${piece(s, exhaust).name} is exhausted`);
}

function charge(s: State, side: Side, unit: string, ctx: Ctx): void {
  const b = s.battle as Battle;
  b.charged.push(unit);
  const card = draw(s, side, ctx);
  if (!card) return;
  b.charges[side].push(card.id);
  b.shown.push(card.id);
  ctx.log(`${piece(s, unit).name} charges: the ${cardName(s, card.id)} adds ${countOf(s, side, card.id, ctx)}`);
  if (piece(s, unit).type === 'cavalry') {
    const r = card.charge.cavalry;
    if (r === 'disrupt') disrupt(s, unit, ctx);
    // The charge section's "retreat": the unit falls back as a retreating unit does, disrupted (6.10.2, example of play).
    else if (r === 'reserve') retreatUnit(s, unit, ctx);
    else if (r === 'hdc') horsDeCombat(s, unit, ctx);
  } else {
    const r = card.charge.support;
    if (r === 'exhaust' || r === 'both') exhaustByCheck(s, unit, ctx);
    if (r === 'disrupt' || r === 'both') disrupt(s, unit, ctx);
  }
  // A charge that takes the last unit out of the wing leaves its leaders alone: they go back at once (2.1.6).
  tidyLeaders(s, ctx);
}

/** Whether a card may be played as a melee card (6.6, 2.3.14, 7.7 2): the default of the `meleeAllowed` hook. */
export function rulebookMeleeAllowed(s: State, card: string, side: Side): boolean {
  const b = s.battle;
  const c = s.cards[card];
  if (!b || !c) return false;
  if (s.rules.no25Melee.includes(side) && c.value === 25) return false;
  if (c.melee) return true;
  const wing = wingOf(s, b.letter, side);
  // Aces Up with crossed muskets: an ace may be a melee card (2.3.5).
  if (c.value === 1 && acesUpAt(s, wing).some((u) => face(s, u).acesUp?.melee)) return true;
  const ratings = [
    ...combatAt(s, wing).map((u) => face(s, u).enhancedMelee ?? 0),
    ...terrainAt(s, wing).map((t) => terrainFace(s, t).enhancedMelee ?? 0),
  ].filter((r) => r > 0);
  return ratings.length > 0 && c.value >= Math.min(...ratings);
}

function meleeCards(s: State, side: Side, ctx: ReadCtx): string[] {
  return s.hand[side].filter((c) => ctx.hooks.meleeAllowed(c, side, s));
}

/** The defender has played, charged or given up: compare the totals (6.5). */
function resolveRound(s: State, ctx: Ctx): void {
  const b = s.battle as Battle;
  const { attack, defense } = totals(s, ctx);
  ctx.log(`attack ${attack} against defence ${defense}`);
  const damage = ctx.hooks.roundDamage(attack, defense, s);
  if (damage <= 0) return failedAttack(s, ctx);
  b.damage = damage;
  b.phase = 'absorb';
  afterAbsorb(s, ctx);
}

function failedAttack(s: State, ctx: Ctx): void {
  ctx.log('the attack fails');
  if (endCheck(s, ctx, enemyOf((s.battle as Battle).attacker))) return;
  startRoundSwapped(s, ctx);
}

function startRoundSwapped(s: State, ctx: Ctx): void {
  const b = s.battle as Battle;
  // Cards go to their owners' discards before the roles change.
  startRoundDiscard(s);
  b.attacker = enemyOf(b.attacker);
  startRound(s, ctx);
}

function startRoundDiscard(s: State): void {
  const b = s.battle as Battle;
  for (const side of SIDES) s.discard[side].push(...b.charges[side]);
  for (const p of b.attack) s.discard[b.attacker].push(p.card);
  for (const p of b.defense) s.discard[enemyOf(b.attacker)].push(p.card);
  b.attack = [];
  b.defense = [];
  b.charges = { french: [], coalition: [] };
  delete b.aces;
}

function absorbOptions(s: State): Action[] {
  const b = s.battle as Battle;
  const wing = wingOf(s, b.letter, enemyOf(b.attacker));
  const out: Action[] = [];
  for (const u of combatAt(s, wing)) out.push({ type: 'absorb', how: 'disrupt', target: u });
  for (const t of surrenderableAt(s, wing)) out.push({ type: 'absorb', how: 'surrender', target: t });
  for (const u of exhaustable(s, wing)) out.push({ type: 'absorb', how: 'exhaust', target: u });
  return out;
}

function afterAbsorb(s: State, ctx: Ctx): void {
  const b = s.battle as Battle;
  if (s.outcome) return;
  if (b.damage > 0 && absorbOptions(s).length > 0 && combatAt(s, wingOf(s, b.letter, enemyOf(b.attacker))).length > 0) return;
  b.damage = 0;
  tidyLeaders(s, ctx);
  if (endCheck(s, ctx, b.attacker)) return;
  startRound(s, ctx);
}

/**
 * Ends the battle if a wing is empty (6.11); true if it ended. `next` is the side that won the
 * round and would attack next: if its own wing is the empty one (its charging cavalry went) and
 * it has no card left to attack with, both endings come at once and the battle is a draw (6.11.1).
 */
function endCheck(s: State, ctx: Ctx, next?: Side): boolean {
  const b = s.battle as Battle;
  if (s.outcome) return true;
  const empty = SIDES.filter((side) => combatAt(s, wingOf(s, b.letter, side)).length === 0);
  if (empty.length === 2) {
    ctx.log('both wings are empty: the battle is a draw');
    endBattle(s, null, ctx);
    return true;
  }
  if (next && empty.length === 1 && empty[0] === next && s.hand[next].length === 0) {
    ctx.log(`${next} has won the round with an empty wing and no card left to attack with: the battle is a draw`);
    endBattle(s, null, ctx);
    return true;
  }
  if (empty.length === 1) {
    defeat(s, empty[0] as Side, ctx);
    return true;
  }
  return false;
}

function capture(s: State, terrain: string, by: Side, ctx: Ctx): void {
  const b = s.battle as Battle;
  (s.terrain[terrain] as { at: string }).at = wingOf(s, b.letter, by);
  ctx.log(`${by} captures ${s.terrainCards[terrain]?.name ?? terrain}`);
}

/** Events following a defeat (6.11.2), then the breakthrough (6.12). */
function defeat(s: State, loser: Side, ctx: Ctx): void {
  const b = s.battle as Battle;
  const winner = enemyOf(loser);
  const wing = wingOf(s, b.letter, loser);
  ctx.log(`${loser} is defeated at front ${b.letter}`);
  for (const t of terrainAt(s, wing)) capture(s, t, winner, ctx);
  for (const l of leadersAt(s, wing)) withdraw(s, l, ctx);
  if (!s.flanked.includes(wing)) s.flanked.push(wing);
  const prussianFlank = s.rules.battle === 'waterloo' && loser === 'coalition' && /wing-[de]$/.test(wing);
  if (!prussianFlank) demoralize(s, loser, 1, ctx, true);
  (b as Battle & { flankedCoalition?: boolean }).flankedCoalition = loser === 'coalition';
  if (s.outcome) return;
  const reserve = frontOf(s, b.letter).reserve[loser];
  if (s.rules.battle === 'waterloo' && reserve === 'co-bois-de-paris') return endBattle(s, winner, ctx);
  b.breakthrough = { side: winner, reserve, demoralizations: 0, used: [] };
  b.phase = 'breakthrough';
  afterBreakthroughChoice(s, ctx);
}

const breakers = (s: State, area: string, used: string[]) => combatAt(s, area).filter((u) => piece(s, u).type !== 'artillery' && !used.includes(u));

function afterBreakthroughChoice(s: State, ctx: Ctx): void {
  const b = s.battle as Battle;
  const bt = b.breakthrough;
  if (!bt || s.outcome) return;
  if (b.phase === 'breakthrough' && breakers(s, wingOf(s, b.letter, bt.side), bt.used).length === 0) {
    if (bt.demoralizations <= 0) return endBattle(s, bt.side, ctx);
    b.phase = 'counter';
  }
  if (b.phase === 'counter' && (breakers(s, bt.reserve, bt.used).length === 0 || bt.demoralizations <= 0)) closeBreakthrough(s, ctx);
}

function closeBreakthrough(s: State, ctx: Ctx): void {
  const b = s.battle as Battle;
  const bt = b.breakthrough as NonNullable<Battle['breakthrough']>;
  const n = Math.max(0, bt.demoralizations);
  if (n > 0) {
    const loser = enemyOf(bt.side);
    // A reserve already out of command keeps that status to the end of this turn as well.
    if (s.outOfCommand[bt.reserve] === s.turn) {
      if (!(s.outAgain ??= []).includes(bt.reserve)) s.outAgain.push(bt.reserve);
    } else s.outOfCommand[bt.reserve] = s.turn + 1;
    if (bt.side === 'french') s.frenchBreakthrough[String(s.turn)] = (s.frenchBreakthrough[String(s.turn)] ?? 0) + n;
    ctx.log(`the breakthrough succeeds: ${areaName(s, bt.reserve)} will be out of command`);
    demoralize(s, loser, n, ctx, true);
    if (s.outcome) return;
  } else ctx.log('the breakthrough is held');
  endBattle(s, bt.side, ctx);
}

/** Completion of a battle (6.11.3). */
function endBattle(s: State, winner: Side | null, ctx: Ctx): void {
  const b = s.battle as Battle & { oldGuard?: boolean; flankedCoalition?: boolean };
  startRoundDiscard(s);
  for (const side of SIDES) {
    s.discard[side].push(...s.hand[side]);
    s.hand[side] = [];
  }
  tidyLeaders(s, ctx);
  if (b.oldGuard && !b.flankedCoalition) oldGuardPenalty(s, ctx);
  ctx.log(`the battle at front ${b.letter} is over${winner ? `: ${winner} wins it` : ''}`);
  delete s.battle;
  if (s.outcome) return;
  nextBattle(s, ctx);
}

// ---------------------------------------------------------------- victory (3.2, 7.x)

/**
 * The ruleset's default, for a scenario whose data says nothing of victory (or of one part of
 * it): breaking the enemy army is a major victory (3.2, 7.0.3); points are scored for the items
 * every battle of the rulebook lists (1 per demoralization inflicted, 1 per enemy unit
 * eliminated, ½ per enemy card removed by melee), none for terrain or leaders; the side ahead
 * on points wins a minor victory, and equal points are a draw.
 */
export const DEFAULT_VICTORY: Required<Pick<VictoryRules, 'breakLevel' | 'points' | 'levels'>> = {
  breakLevel: 'major',
  points: { terrainCardHeld: 0, enemyUnitEliminated: 1, demoralizationInflicted: 1, enemyCardRemovedByMelee: 0.5 },
  levels: [{ level: 'minor' }],
};

/** The battle's victory rules (7.x 3): the scenario's, each part it leaves out taken from `DEFAULT_VICTORY`. */
export function victoryOf(s: State): VictoryRules & typeof DEFAULT_VICTORY {
  const v = s.rules.victory ?? {};
  return {
    ...v,
    breakLevel: v.breakLevel ?? DEFAULT_VICTORY.breakLevel,
    points: v.points ?? DEFAULT_VICTORY.points,
    levels: v.levels ?? DEFAULT_VICTORY.levels,
  };
}

export function scoresOf(s: State): Record<Side, number> {
  const p = victoryOf(s).points;
  const scores = { french: 0, coalition: 0 } as Record<Side, number>;
  for (const side of SIDES) {
    const held = Object.keys(s.terrain).filter((t) => s.board.fronts.some((f) => f.wing[side] === s.terrain[t]?.at)).length;
    scores[side] =
      p.terrainCardHeld * held +
      p.enemyUnitEliminated * s.kills[side] +
      p.demoralizationInflicted * s.inflicted[side] +
      p.enemyCardRemovedByMelee * s.removed[enemyOf(side)].length;
  }
  // Named leaders (7.1 3, 7.2 3): their points go to the side the scenario names, else to the leader's enemy.
  const leaders = (award: Record<string, number> | undefined, list: string[]) => {
    for (const [id, worth] of Object.entries(award ?? {})) {
      const owner = s.pieces[id]?.side;
      if (!owner || !list.includes(id)) continue;
      scores[p.leaderPointsFor ?? enemyOf(owner)] += worth;
    }
  };
  leaders(p.leaderHdc, s.leaderHdc);
  leaders(p.leaderEliminated, s.leaderDead);
  return scores;
}

function finish(s: State, ctx: Ctx, winner: Side | null, broken: Side | null): void {
  const scores = scoresOf(s);
  let outcome: Outcome;
  if (broken && winner) {
    const level = victoryOf(s).breakLevel;
    outcome = { winner, level, broken, scores, reason: `the ${broken} army breaks: ${level} victory` };
  } else {
    const { winner: w, level } = ctx.hooks.pointsVictory({ ...scores }, s);
    outcome = {
      winner: w,
      level,
      broken: null,
      scores,
      reason: `after turn ${s.turn}, ${scores.french} points to ${scores.coalition}: ${w ?? 'nobody'} ${level} victory`,
    };
  }
  s.outcome = outcome;
  s.step = 'over';
  ctx.log(outcome.reason);
}

/**
 * Who wins on points after the last turn (7.1 to 7.4 3): the default of the `pointsVictory`
 * hook. The scenario's bands are tried in order and the first that holds decides; then a
 * named leader's elimination may raise the level (7.1 3). No band holding is a draw.
 */
export function rulebookPointsVictory(s: State, scores: Record<Side, number>): PointsVictory {
  const v = victoryOf(s);
  const margin = scores.french - scores.coalition;
  const ahead: Side | undefined = margin > 0 ? 'french' : margin < 0 ? 'coalition' : v.ties;
  const leadOf = (side: Side) => (side === 'french' ? margin : -margin);
  for (const band of v.levels) {
    const winner = band.player ?? ahead;
    const of = band.of ?? winner;
    if (!winner || !of) continue;
    const lead = leadOf(of);
    if (band.margin !== undefined && lead < band.margin) continue;
    if (band.below !== undefined && lead >= band.below) continue;
    let level: PointsVictory['level'] = band.level;
    for (const u of v.upgrades ?? []) if (u.player === winner && u.from === level && s.leaderDead.includes(u.leader)) level = u.to;
    return { winner, level };
  }
  return { winner: null, level: 'draw' };
}

// ---------------------------------------------------------------- who acts, and what they may do

export function activeSide(s: State): Side | undefined {
  if (s.outcome) return undefined;
  if (s.step === 'entry') return 'french';
  if (s.step === 'recovery') return s.recovering?.[0] ? piece(s, s.recovering[0]).side : undefined;
  if (s.step === 'initiative') return 'coalition';
  if (s.step === 'movement' || s.step === 'declaration') return s.mover;
  if (s.step === 'order') return s.first;
  const b = s.battle;
  if (!b) return undefined;
  switch (b.phase) {
    case 'bonus':
      return bonusChooser(s);
    case 'hits':
      return hitSide(s);
    case 'attack':
    case 'charge-attacker':
      return b.attacker;
    case 'stand':
    case 'defend':
    case 'charge-defender':
    case 'absorb':
      return enemyOf(b.attacker);
    case 'breakthrough':
      return b.breakthrough?.side;
    case 'counter':
      return b.breakthrough ? enemyOf(b.breakthrough.side) : undefined;
  }
  return undefined;
}

export function legalActions(s: State, side: Side, ctx: ReadCtx): LegalAction<Action>[] {
  const prompts = ctx.prompts !== false;
  const options = ctx.options;
  if (activeSide(s) !== side) return [];
  const out: LegalAction<Action>[] = [];
  const say = (action: Action, words: () => string) => out.push({ action, prompt: prompts ? words() : '' });
  const name = (id: string) => piece(s, id)?.name ?? s.terrainCards[id]?.name ?? id;
  const b = s.battle;
  if (s.step === 'entry') {
    say({ type: 'entry-check', make: true }, () => 'Make the entry check for I Corps');
    say({ type: 'entry-check', make: false }, () => 'Skip the entry check for I Corps this turn, keeping it free for the other battle');
    return out;
  }
  if (s.step === 'recovery') {
    const unit = s.recovering?.[0];
    if (unit) for (const to of reservesFor(s, unit)) say({ type: 'recover', unit, to }, () => `Return ${name(unit)} to ${areaName(s, to)}`);
    return out;
  }
  if (s.step === 'initiative') {
    say({ type: 'initiative', take: true }, () => 'Become first player for the rest of the game and shed a demoralization');
    say({ type: 'initiative', take: false }, () => 'Leave the French as first player');
    return out;
  }
  if (s.step === 'movement') {
    for (const id of Object.keys(s.units).sort()) {
      if (piece(s, id).side !== side || s.moved.includes(id)) continue;
      for (const to of destinations(s, id, ctx)) say({ type: 'move', unit: id, to }, () => `Move ${name(id)} to ${areaName(s, to)}`);
      if (canRally(s, id))
        say({ type: 'rally', unit: id }, () =>
          inOwnWing(s, id) ? `Rally ${name(id)} in place instead of moving (a rally check: a red card rallies it)` : `Rally ${name(id)} instead of moving`,
        );
    }
    say({ type: 'end-movement' }, () => 'End the movement step');
    return out;
  }
  if (s.step === 'declaration') {
    for (const letter of declarable(s, side)) say({ type: 'declare', front: letter }, () => `Declare a battle at front ${letter}`);
    say({ type: 'end-declarations' }, () => 'Declare no more battles');
    return out;
  }
  if (s.step === 'order') {
    for (const letter of Object.keys(s.declared).sort()) say({ type: 'resolve', front: letter }, () => `Fight the battle at front ${letter} next`);
    return out;
  }
  if (!b) return out;
  const hand = s.hand[side];
  switch (b.phase) {
    case 'bonus': {
      const ratings = bonusRatings(s, b.letter, side);
      for (const use of bonusChoices(s, b.letter, side))
        say(
          { type: 'bonus', use },
          () => `Draw ${ratings[use]} more card${ratings[use] === 1 ? '' : 's'} by ${use === 'orders' ? 'orders from the reserve' : 'leadership in the wing'}`,
        );
      break;
    }
    case 'hits':
      for (const a of hitOptions(s, side))
        say(a, () => `Take an artillery hit: ${a.type === 'hit' ? a.how : ''} ${a.type === 'hit' && a.target ? name(a.target) : 'a random card'}`);
      break;
    case 'attack':
      for (const card of hand)
        for (const color of colorsFor(s, side, card, true)) {
          say({ type: 'play', card, color }, () => `Attack with the ${cardName(s, card)} as ${color}`);
          for (const u of acesUpUses(s, side, card))
            say(
              { type: 'play', card, color, acesUp: u.unit, exhaust: u.exhaust },
              () => `Attack with the ${cardName(s, card)} as ${color}, counted as ${u.value} by the Aces Up of ${name(u.unit)}, exhausting ${name(u.exhaust)}`,
            );
        }
      break;
    case 'stand':
      if (hand.length === 0 && s.deck[side].length + s.discard[side].length > 0) say({ type: 'draw' }, () => 'Draw a card before choosing to stand or retreat');
      say({ type: 'stand' }, () => 'Stand and fight');
      say({ type: 'retreat' }, () => 'Retreat every unit of the wing to the reserve');
      break;
    case 'charge-attacker':
    case 'charge-defender':
      for (const u of chargers(s, side)) say({ type: 'charge', unit: u }, () => `Charge with ${name(u)}`);
      for (const u of aceCharges(s, side))
        say(
          { type: 'aces-up', card: u.card, unit: u.unit, exhaust: u.exhaust },
          () => `Count the charge card ${cardName(s, u.card)} as ${u.value} by the Aces Up of ${name(u.unit)}, exhausting ${name(u.exhaust)}`,
        );
      say({ type: 'end-charges' }, () => 'No more charges');
      break;
    case 'defend': {
      const { attack, defense } = totals(s, ctx);
      const color = b.attack[0]?.color;
      // Every card the defender plays must cut the damage still to come (6.5 D): once the attack is beaten, no more cards, melee ones included.
      const open = ctx.hooks.roundDamage(attack, defense, s) > 0;
      if (open)
        for (const card of hand)
          for (const c of colorsFor(s, side, card, false))
            if (c === color) {
              say({ type: 'defend', card, color: c }, () => `Defend with the ${cardName(s, card)}`);
              for (const u of acesUpUses(s, side, card))
                say(
                  { type: 'defend', card, color: c, acesUp: u.unit, exhaust: u.exhaust },
                  () => `Defend with the ${cardName(s, card)}, counted as ${u.value} by the Aces Up of ${name(u.unit)}, exhausting ${name(u.exhaust)}`,
                );
            }
      const wing = wingOf(s, b.letter, side);
      const tired = exhaustable(s, wing);
      if (open)
        for (const card of meleeCards(s, side, ctx))
          for (const u of tired) say({ type: 'melee', card, exhaust: u }, () => `Melee with the ${cardName(s, card)}, exhausting ${name(u)}`);
      if (b.defense.length === 0 && hand.length > 0 && options['desperateDefense'] !== false)
        for (const u of combatAt(s, wing))
          if (!s.units[u]?.disrupted) say({ type: 'desperate', unit: u }, () => `Desperate defence: eliminate ${name(u)} to stop the attack`);
      // A defender who plays nothing may discard a card of any colour (6.5 D), or keep them all: either way he takes the full attack.
      if (b.defense.length === 0 && hand.length > 0)
        for (const card of hand) say({ type: 'discard', card }, () => `Discard the ${cardName(s, card)} and take the full attack`);
      say({ type: 'end-defense' }, () => (b.defense.length === 0 ? 'Play no card and take the full attack' : 'Play no more defence cards'));
      break;
    }
    case 'absorb':
      for (const a of absorbOptions(s)) say(a, () => `Absorb damage (${b.damage} left): ${a.type === 'absorb' ? `${a.how} ${name(a.target)}` : ''}`);
      break;
    case 'breakthrough':
    case 'counter': {
      const bt = b.breakthrough;
      if (!bt) break;
      const area = b.phase === 'breakthrough' ? wingOf(s, b.letter, side) : bt.reserve;
      for (const u of breakers(s, area, bt.used))
        say({ type: 'breakthrough', unit: u }, () => `${b.phase === 'breakthrough' ? 'Break through' : 'Counter the breakthrough'} with ${name(u)}`);
      say({ type: 'end-breakthrough' }, () => 'Commit no more units');
      break;
    }
  }
  return out;
}

/**
 * Why an action that is not legal is refused, where the rules can say so in words: rallies
 * (5.2.2, 2.3.15) and Aces Up (2.3.5). Undefined leaves the general refusal.
 */
export function explainAction(s: State, a: Action, side: Side): string | undefined {
  if (activeSide(s) !== side) return undefined;
  const unitName = (id: string) => s.pieces[id]?.name ?? id;
  if (a.type === 'rally') {
    const u = s.units[a.unit];
    if (!u || !s.pieces[a.unit] || piece(s, a.unit).side !== side) return undefined;
    if (s.step !== 'movement') return 'a unit rallies only in the Movement Step, as its move (5.2.2)';
    if (isLeader(s, a.unit)) return 'only a combat unit rallies (5.2.2)';
    if (!u.disrupted) return `${unitName(a.unit)} is not disrupted: only a disrupted unit rallies (5.2.2)`;
    if (s.moved.includes(a.unit)) return `${unitName(a.unit)} has already moved or rallied this turn: a rally is its move (5.2.2)`;
    if (inOwnWing(s, a.unit) && !rallyInPlace(s, a.unit))
      return `${unitName(a.unit)} cannot Rally in Place: in a wing only a unit with that ability may rally (2.3.15)`;
    return undefined;
  }
  const aces =
    a.type === 'aces-up'
      ? { card: a.card, unit: a.unit, exhaust: a.exhaust }
      : (a.type === 'play' || a.type === 'defend') && a.acesUp
        ? { card: a.card, unit: a.acesUp, exhaust: a.exhaust ?? '' }
        : undefined;
  if (!aces) return undefined;
  const b = s.battle;
  if (!b) return 'Aces Up changes only aces played in a battle (2.3.5)';
  if (!isAce(s, aces.card)) return `the ${cardName(s, aces.card)} is not an ace: Aces Up changes only aces (2.3.5)`;
  const wing = wingOf(s, b.letter, side);
  if (!acesUpAt(s, wing).includes(aces.unit)) return `${unitName(aces.unit)} gives no Aces Up here: it must be in the wing with the ability showing (2.3.5)`;
  if (b.aces?.some((x) => x.side === side && x.card === aces.card))
    return `the ${cardName(s, aces.card)} has already been changed by one unit's Aces Up: only one unit's ability counts (2.3.5)`;
  if (!readyInfantry(s, wing).includes(aces.exhaust)) {
    if (readyInfantry(s, wing).length === 0) return 'Aces Up needs a ready infantry unit of the wing to exhaust, and there is none (2.3.5)';
    return `${unitName(aces.exhaust)} is not a ready infantry unit of the wing that may exhaust to pay for Aces Up (2.3.5)`;
  }
  return undefined;
}

// ---------------------------------------------------------------- applying an action

export function applyAction(s: State, a: Action, side: Side, ctx: Ctx): State {
  const b = s.battle;
  switch (a.type) {
    case 'entry-check':
      if (!a.make) ctx.log('the French make no entry check for I Corps this turn');
      reinforcements(s, ctx, a.make);
      afterReinforcements(s, ctx);
      break;
    case 'recover': {
      (s.units[a.unit] as { at: string }).at = a.to;
      s.recovering = (s.recovering ?? []).filter((u) => u !== a.unit);
      ctx.log(`${piece(s, a.unit).name} recovers to ${areaName(s, a.to)}`);
      afterRecovery(s, ctx);
      break;
    }
    case 'initiative':
      if (a.take) takeInitiative(s, ctx, true);
      else ctx.log('the Coalition leaves the initiative to the French');
      startMovement(s);
      break;
    case 'move': {
      const u = s.units[a.unit] as { at: string };
      ctx.log(`${piece(s, a.unit).name} moves from ${areaName(s, u.at)} to ${areaName(s, a.to)}`);
      u.at = a.to;
      s.moved.push(a.unit);
      // A Flanked card stays until a combat unit of its side moves back into the wing (an estimate).
      if (!isLeader(s, a.unit) && s.flanked.includes(a.to)) s.flanked = s.flanked.filter((w) => w !== a.to);
      break;
    }
    case 'rally': {
      const u = s.units[a.unit] as { at: string; disrupted: boolean };
      s.moved.push(a.unit);
      // Rally in Place (2.3.15) always takes a check, as a rally in an out-of-command reserve does (5.2.3).
      const inPlace = inOwnWing(s, a.unit);
      if (inPlace || s.outOfCommand[u.at] === s.turn) {
        const card = check(s, side, ctx, `the rally${inPlace ? ' in place' : ''} of ${piece(s, a.unit).name}`);
        if (!card || !isRed(card)) {
          ctx.log(`${piece(s, a.unit).name} fails to rally`);
          break;
        }
      }
      u.disrupted = false;
      ctx.log(`${piece(s, a.unit).name} rallies${inPlace ? ' in place' : ''}`);
      break;
    }
    case 'end-movement':
      endMovement(s, ctx);
      break;
    case 'declare':
      s.declared[a.front] = side;
      ctx.log(`${side} declares a battle at front ${a.front}`);
      break;
    case 'end-declarations':
      endDeclarations(s, ctx);
      break;
    case 'resolve':
      startBattle(s, a.front, ctx);
      break;
    case 'bonus': {
      const battle = b as Battle;
      battle.bonus = { ...battle.bonus, [side]: a.use };
      ctx.log(`${side} draws extra cards by ${a.use}`);
      afterBonus(s, ctx);
      break;
    }
    case 'hit': {
      const battle = b as Battle;
      battle.hits[side]--;
      const t = a.target ?? '';
      if (a.how === 'surrender') capture(s, t, enemyOf(side), ctx);
      else if (a.how === 'withdraw') withdraw(s, t, ctx);
      else if (a.how === 'disrupt') disrupt(s, t, ctx);
      else if (a.how === 'exhaust') exhaustVoluntarily(s, t);
      else {
        const card = ctx.random.pick(s.hand[side]);
        s.hand[side].splice(s.hand[side].indexOf(card), 1);
        s.discard[side].push(card);
        ctx.log(`${side} discards a random card: the ${cardName(s, card)}`);
      }
      tidyLeaders(s, ctx);
      afterHits(s, ctx);
      break;
    }
    case 'play': {
      const battle = b as Battle;
      takeFromHand(s, side, a.card);
      battle.attack.push({ card: a.card, color: a.color });
      battle.shown.push(a.card);
      ctx.reveal();
      ctx.log(`${side} attacks with the ${cardName(s, a.card)}${a.color !== s.cards[a.card]?.color ? ` played as ${a.color}` : ''}`);
      if (a.acesUp && a.exhaust) useAcesUp(s, side, a.card, a.acesUp, a.exhaust, ctx);
      battle.phase = 'stand';
      break;
    }
    case 'draw': {
      // A defender without cards may draw one before standing or retreating (6.5 B).
      const card = draw(s, side, ctx);
      if (card) s.hand[side].push(card.id);
      ctx.log(`${side} has no cards and draws one`);
      if (card) ctx.log(`you draw the ${cardName(s, card.id)}`, [side]);
      break;
    }
    case 'stand': {
      const battle = b as Battle;
      ctx.log(`${side} stands`);
      battle.phase = 'charge-attacker';
      if (chargers(s, battle.attacker).length === 0) battle.phase = 'defend';
      break;
    }
    case 'retreat': {
      const battle = b as Battle;
      const wing = wingOf(s, battle.letter, side);
      ctx.log(`${side} retreats from front ${battle.letter}`);
      for (const u of combatAt(s, wing)) retreatUnit(s, u, ctx);
      tidyLeaders(s, ctx);
      endCheck(s, ctx);
      break;
    }
    case 'charge':
      charge(s, side, a.unit, ctx);
      // An ace just drawn may still be changed by Aces Up (2.3.5) before the charges end.
      if (!s.outcome && chargers(s, side).length === 0 && aceCharges(s, side).length === 0) endCharges(s, ctx);
      break;
    case 'end-charges':
      endCharges(s, ctx);
      break;
    case 'defend': {
      const battle = b as Battle;
      takeFromHand(s, side, a.card);
      battle.defense.push({ card: a.card, color: a.color });
      battle.shown.push(a.card);
      // The attacker has now seen the card: it cannot go back into the hand by an undo.
      ctx.reveal();
      ctx.log(`${side} defends with the ${cardName(s, a.card)}`);
      if (a.acesUp && a.exhaust) useAcesUp(s, side, a.card, a.acesUp, a.exhaust, ctx);
      break;
    }
    case 'aces-up':
      useAcesUp(s, side, a.card, a.unit, a.exhaust, ctx);
      if (!s.outcome && chargers(s, side).length === 0 && aceCharges(s, side).length === 0) endCharges(s, ctx);
      break;
    case 'melee': {
      const battle = b as Battle;
      takeFromHand(s, side, a.card);
      s.removed[side].push(a.card);
      battle.shown.push(a.card);
      exhaustVoluntarily(s, a.exhaust);
      const byAces = isAce(s, a.card) && !s.cards[a.card]?.melee;
      ctx.log(`${side} declares a melee with the ${cardName(s, a.card)}${byAces ? ' by Aces Up' : ''}: the attack is defeated`);
      const card = draw(s, side, ctx);
      if (card) s.hand[side].push(card.id);
      failedAttack(s, ctx);
      break;
    }
    case 'desperate':
      ctx.log(`${side} makes a desperate defence`);
      eliminate(s, a.unit, ctx);
      tidyLeaders(s, ctx);
      if (!s.outcome) failedAttack(s, ctx);
      break;
    case 'discard': {
      takeFromHand(s, side, a.card);
      s.discard[side].push(a.card);
      // The discarded card is shown as well (6.5 D).
      ctx.reveal();
      ctx.log(`${side} discards the ${cardName(s, a.card)}`);
      resolveRound(s, ctx);
      break;
    }
    case 'end-defense': {
      const battle = b as Battle;
      if (battle.defense.length > 0 && chargers(s, side).length > 0) battle.phase = 'charge-defender';
      else resolveRound(s, ctx);
      break;
    }
    case 'absorb': {
      const battle = b as Battle;
      if (a.how === 'disrupt') {
        battle.damage -= face(s, a.target).strength;
        disrupt(s, a.target, ctx);
      } else if (a.how === 'surrender') {
        battle.damage -= s.terrainCards[a.target]?.strength ?? 0;
        capture(s, a.target, battle.attacker, ctx);
      } else {
        battle.damage -= 3;
        exhaustVoluntarily(s, a.target);
        ctx.log(`${name(s, a.target)} is exhausted`);
      }
      afterAbsorb(s, ctx);
      break;
    }
    case 'breakthrough': {
      const battle = b as Battle;
      const bt = battle.breakthrough as NonNullable<Battle['breakthrough']>;
      bt.used.push(a.unit);
      const card = breakthroughCard(s, a.unit, side, ctx);
      if (battle.phase === 'breakthrough') {
        const factor = side === 'french' && s.rules.doubleBreakthroughTurn === s.turn ? 2 : 1;
        bt.demoralizations += card.attack * factor;
      } else bt.demoralizations -= card.defense;
      afterBreakthroughChoice(s, ctx);
      break;
    }
    case 'end-breakthrough': {
      const battle = b as Battle;
      const bt = battle.breakthrough as NonNullable<Battle['breakthrough']>;
      if (battle.phase === 'breakthrough' && bt.demoralizations > 0) {
        battle.phase = 'counter';
        afterBreakthroughChoice(s, ctx);
      } else if (battle.phase === 'breakthrough') endBattle(s, side, ctx);
      else closeBreakthrough(s, ctx);
      break;
    }
  }
  return s;
}

const name = (s: State, id: string) => s.pieces[id]?.name ?? s.terrainCards[id]?.name ?? id;

function breakthroughCard(s: State, unit: string, side: Side, ctx: Ctx): { attack: number; defense: number } {
  const cavalry = piece(s, unit).type === 'cavalry';
  const card = check(s, side, ctx, `the breakthrough check of ${piece(s, unit).name}`);
  if (!card) return { attack: 0, defense: 0 };
  const line = cavalry ? card.breakthrough.cavalry : card.breakthrough.infantry;
  if (line.result === 'exhaust') exhaustByCheck(s, unit, ctx);
  else if (line.result === 'disrupt') disrupt(s, unit, ctx);
  else if (line.result === 'hdc') horsDeCombat(s, unit, ctx);
  tidyLeaders(s, ctx);
  return { attack: line.demoralizations, defense: cavalry ? card.breakthrough.cavalry.defense : line.demoralizations };
}

function endCharges(s: State, ctx: Ctx): void {
  const b = s.battle as Battle;
  // A charge that empties the attacker's own wing does not stop the round (6.11.1): the defender still answers.
  if (b.phase === 'charge-attacker') b.phase = 'defend';
  else resolveRound(s, ctx);
}

function exhaustVoluntarily(s: State, id: string): void {
  if (s.units[id]) (s.units[id] as { exhausted: boolean }).exhausted = true;
  else if (s.terrain[id]) (s.terrain[id] as { exhausted: boolean }).exhausted = true;
}

function takeFromHand(s: State, side: Side, card: string): void {
  const i = s.hand[side].indexOf(card);
  if (i >= 0) s.hand[side].splice(i, 1);
}

export function startGame(s: State, ctx: Ctx): void {
  if (s.outcome) return;
  startTurn(s, ctx);
}
