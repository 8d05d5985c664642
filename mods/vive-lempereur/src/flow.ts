// The course of a battle: hands of six cards (4.1), rounds with a card from each side played
// at once (5.1), command dice, orders given one unit at a time in turn, each order a move, a
// facing and a shot; reinforcements and victory (4.2, 13.x, 14.0).
import { hex, type LegalAction, type ReadContext, type RulesContext } from '@kriegsspiel/rules-sdk';
import { hexAt, idx, neighbourLabels, terrainOf } from './board';
import { applyDeploy, deployActions, deployingRoles } from './deploy';
import {
  applyHits,
  attachedGeneral,
  carryOutReaction,
  chooseRetreat,
  reactionCandidates,
  rollReaction,
  destinations,
  driveOffGeneral,
  mayRally,
  occupancy,
  rally,
  reachable,
  resolveFire,
  rollFire,
  targets,
  unitTakesGeneral,
  type Reach,
} from './rules';
import { emptyRound, garrisonDisc } from './setup';
import {
  COMMAND_FACES,
  enemyOf,
  SIDES,
  type Action,
  type Arrivals,
  type CounterCharge,
  type PendingEntry,
  type CardRules,
  type Face,
  type Piece,
  type Side,
  type State,
  type ViveHooks,
} from './types';

type Ctx = RulesContext<ViveHooks>;

export const sideOfRole = (state: State, role: string): Side | undefined => SIDES.find((s) => state.roles[s] === role);

/** The roles that must act now. */
export function activeRoles(state: State): string[] {
  if (state.phase === 'over' || state.result) return [];
  if (state.phase === 'deploy') return deployingRoles(state);
  if (state.phase === 'hand') return SIDES.filter((s) => state.choosing[s] > 0).map((s) => state.roles[s]);
  if (state.phase === 'card') return SIDES.filter((s) => state.current.cards[s] === undefined).map((s) => state.roles[s]);
  // A unit waiting for its owner's word: a retreat (stand or fall back, or which of two equal
  // flanks, 10.1), a reaction that succeeded (take it up or not, 9.3), or a unit that has just
  // reacted (turn to face the cavalry or not, 9.3).
  const asked = state.activation?.reacting?.queue[0];
  const waiting =
    state.retreat?.unit ?? (asked?.asked ? asked.unit : undefined) ?? (state.activation?.reacting ? undefined : state.activation?.turns?.[0]?.unit);
  if (waiting !== undefined) {
    const owner = state.pieces[waiting]?.side;
    return owner ? [state.roles[owner]] : [];
  }
  if (state.phase === 'arrivals' && state.arrivals) return [state.roles[state.arrivals.pending[0]?.side ?? state.arrivals.side]];
  const side = state.activation?.side ?? state.current.next;
  return [state.roles[side]];
}

/** Card sector on the board for a side: each player's left is his own (the French look north, the Allies south). */
function sectorOfCard(side: Side, card: CardRules): number | null {
  if (card.sector === 'centre') return 1;
  if (card.sector === 'left') return side === 'french' ? 0 : 2;
  if (card.sector === 'right') return side === 'french' ? 2 : 0;
  return null;
}

const sectorOf = (state: State, label: string) => state.board.sector[idx(state.board, label)] ?? 1;

/** The die a unit would be ordered with, or 'auto' under an automatic card; undefined when it cannot be ordered. */
export function orderDie(state: State, side: Side, id: string): Face | 'auto' | undefined {
  const p = state.pieces[id] as Piece;
  const u = state.units[id];
  const r = state.current;
  if (!u || u.status !== 'map' || !u.hex || p.side !== side) return undefined;
  if (r.ordered.includes(id) || r.reacted.includes(id)) return undefined;
  // Prussians who came on this turn act once before any card is played (13.1).
  if (state.phase === 'arrivals') return state.arrivals?.units.includes(id) && state.arrivals.pending.length === 0 ? 'auto' : undefined;
  const cardId = r.cards[side];
  const card = cardId ? state.cards[cardId] : undefined;
  if (!card) return undefined;
  const sector = sectorOf(state, u.hex);
  if (card.kind === 'automatic') {
    if (r.autoLeft[side] <= 0) return undefined;
    // A garrison is infantry (1.1), so the infantry manoeuvre reaches it too; it can only fire.
    if (card.unitClass !== (p.arm === 'garrison' ? 'infantry' : p.arm)) return undefined;
    if (card.oneSector && r.autoSector[side] !== null && r.autoSector[side] !== sector) return undefined;
    return 'auto';
  }
  const dice = r.dice[side];
  const cardSector = sectorOfCard(side, card);
  const inSector = cardSector === null ? (r.perSector[side][sector] ?? 0) < (card.maxPerSector ?? 99) : sector === cardSector;
  const arm: Face | undefined = p.arm === 'garrison' ? 'infantry' : p.arm === 'general' ? undefined : p.arm;
  if (arm && inSector && dice.includes(arm)) return arm;
  if (inSector && dice.includes('flag')) return 'flag';
  return generalDie(state, side, id);
}

/** The general die, when one is left and may order this unit: a general, or a unit with one (5.1). */
function generalDie(state: State, side: Side, id: string): Face | undefined {
  const p = state.pieces[id] as Piece;
  const u = state.units[id];
  const r = state.current;
  const card = state.cards[r.cards[side] as string];
  if (!u?.hex || !card || card.kind !== 'order' || !r.dice[side].includes('general')) return undefined;
  // A general die reaches beyond the card's sector, but not past a coordinated attack's two a sector (README).
  const sector = sectorOf(state, u.hex);
  const underCap = sectorOfCard(side, card) !== null || (r.perSector[side][sector] ?? 0) < (card.maxPerSector ?? 99);
  return underCap && (p.arm === 'general' || attachedGeneral(state, id) !== undefined) ? 'general' : undefined;
}

/**
 * The dice a unit may be ordered with, the usual one first (its own picture, else a flag, else a
 * general). A general die is offered besides a picture or a flag: which to keep for later is the
 * player's call. A flag is never offered where the picture fits, as it can order all the picture can.
 */
export function orderDice(state: State, side: Side, id: string): (Face | 'auto')[] {
  const first = orderDie(state, side, id);
  if (first === undefined) return [];
  if (first === 'auto' || first === 'general' || state.phase !== 'orders') return [first];
  return generalDie(state, side, id) ? [first, 'general'] : [first];
}

export function orderable(state: State, side: Side): string[] {
  return Object.keys(state.units)
    .sort()
    .filter((id) => orderDie(state, side, id) !== undefined);
}

/** Movement allowances for this order: the unit's own, or those of the automatic card (3.2). */
function allowances(state: State, id: string): { moveAndFire: number; moveOnly: number; double: boolean } {
  const p = state.pieces[id] as Piece;
  const cardId = state.current.cards[p.side];
  const card = cardId ? state.cards[cardId] : undefined;
  if (card?.kind === 'automatic' && card.unitClass === p.arm) {
    if (p.arm === 'artillery') return { moveAndFire: 0, moveOnly: p.horse ? (card.horseArtilleryMoveOnly ?? 4) : (card.moveOnly ?? 2), double: true };
    if (p.arm === 'infantry') return { moveAndFire: card.moveAndFire ?? 1, moveOnly: card.moveOnly ?? 3, double: false };
  }
  return { moveAndFire: p.moveAndFire, moveOnly: p.moveOnly, double: false };
}

const FACING_NAMES = ['south-east', 'north-east', 'north', 'north-west', 'south-west', 'south'];

export function legalActions(state: State, role: string): LegalAction<Action>[] {
  const side = sideOfRole(state, role);
  if (!side || !activeRoles(state).includes(role)) return [];
  if (state.phase === 'deploy') return deployActions(state, side);
  if (state.retreat) {
    const name = state.pieces[state.retreat.unit]?.name;
    const here = state.units[state.retreat.unit]?.hex;
    return state.retreat.options.map((to) => ({
      action: { type: 'retreat', to },
      prompt: to === here ? `${name} stands fast at ${to}, ignoring the retreat` : `Retreat ${name} to ${to}`,
    }));
  }
  const asked = state.activation?.reacting?.queue[0];
  if (asked?.asked) {
    const name = state.pieces[asked.unit]?.name;
    const cavalry = state.pieces[state.activation?.unit ?? '']?.name;
    const arm = state.pieces[asked.unit]?.arm;
    const what = arm === 'cavalry' ? `counter-charge ${cavalry}` : arm === 'artillery' ? `fire at ${cavalry}` : 'form square';
    return [
      { action: { type: 'react', yes: true }, prompt: `${name}: ${what}` },
      { action: { type: 'react', yes: false }, prompt: `${name}: do not react, keep its order for this round` },
    ];
  }
  const turning = state.activation?.reacting ? undefined : state.activation?.turns?.[0];
  if (turning) {
    const name = state.pieces[turning.unit]?.name;
    const facing = state.units[turning.unit]?.facing ?? 0;
    return [
      { action: { type: 'turn', toward: true }, prompt: `Turn ${name} to face the cavalry (${FACING_NAMES[turning.facing]})` },
      { action: { type: 'turn', toward: false }, prompt: `${name} keeps facing ${FACING_NAMES[facing]}` },
    ];
  }
  if (state.phase === 'hand') {
    const source = state.turn === 1 ? state.decks[side].reserve : state.decks[side].played;
    return distinctCards(state, source).map((card) => ({ action: { type: 'take', card }, prompt: `Take ${cardName(state, card)} into this turn's hand` }));
  }
  if (state.phase === 'card')
    return distinctCards(state, state.decks[side].hand).map((card) => ({ action: { type: 'play', card }, prompt: `Play ${cardName(state, card)} this round` }));
  const act = state.activation;
  if (!act && state.phase === 'arrivals' && state.arrivals && state.arrivals.pending.length > 0) return entries(state, state.arrivals);
  if (!act) {
    const list: LegalAction<Action>[] = orderable(state, side).flatMap((unit) =>
      orderDice(state, side, unit).map((die, i) => ({
        // The usual die needs no naming; another one is named in the action.
        action: i === 0 ? { type: 'order', unit } : { type: 'order', unit, die: die as Face },
        prompt: `Order ${state.pieces[unit]?.name} at ${state.units[unit]?.hex} (${die === 'auto' ? 'card' : `${die} die`})`,
      })),
    );
    list.push({ action: { type: 'done' }, prompt: 'Give no more orders this round' });
    return list;
  }
  const id = act.unit;
  const p = state.pieces[id] as Piece;
  const u = state.units[id];
  if (!u?.hex) return [{ action: { type: 'hold' }, prompt: 'End the order' }];
  if (act.step === 'move') {
    // Having left a garrison in its hex, the unit must move on: two units never share a hex (6.0, 6.1).
    const out: LegalAction<Action>[] = act.garrisoned ? [] : [{ action: { type: 'move', to: u.hex }, prompt: `Stay at ${u.hex}` }];
    const general = p.arm === 'general' ? undefined : attachedGeneral(state, id);
    const mayMove = !(p.arm === 'infantry' && u.square) && !state.current.retreated.includes(id) && p.arm !== 'garrison';
    if (mayMove) {
      const { moveOnly } = allowances(state, id);
      // After a garrison left on the way, a general who came along stays for the whole move (6.3.13); one left behind is no longer here.
      const ways = general ? (act.leg ? [true] : [true, false]) : [false];
      for (const withGeneral of ways) {
        const reach = act.leg ? secondLeg(state, id, act.leg, withGeneral) : destinations(state, id, moveOnly, withGeneral);
        for (const to of [...reach.keys()].sort()) {
          const g = general ? { general: withGeneral } : {};
          out.push({
            action: { type: 'move', to, ...g },
            prompt: `Move to ${to}${general ? (withGeneral ? ' with the general' : ', leaving the general') : ''}`,
          });
        }
      }
    }
    if (act.garrisoned) return out;
    if (mayGarrison(state, id)) out.push({ action: { type: 'garrison' }, prompt: `Leave a garrison of one element in ${u.hex} and move on` });
    for (const d of passingDrops(state, id))
      out.push({
        action: { type: 'garrison', at: d.at, ...(general ? { general: d.general } : {}) },
        prompt: `Move by road to ${d.at}${general ? (d.general ? ' with the general' : ', leaving the general') : ''}, leave a garrison of one element there and move on`,
      });
    if (p.arm === 'infantry' && (u.square || terrainOf(state.board, u.hex).squareAllowed))
      out.push({ action: { type: 'square' }, prompt: u.square ? 'Leave square' : 'Form square' });
    if (mayRally(state, id)) out.push({ action: { type: 'rally' }, prompt: 'Rally: roll command dice to recover elements' });
    return out;
  }
  if (act.step === 'face')
    return [u.facing, ...[0, 1, 2, 3, 4, 5].filter((f) => f !== u.facing)].map((facing) => ({
      action: { type: 'face', facing },
      prompt: facing === u.facing ? `Keep facing ${FACING_NAMES[facing]}` : `Face ${FACING_NAMES[facing]}`,
    }));
  if (act.step === 'advance')
    return [
      { action: { type: 'advance' }, prompt: `Advance into ${act.vacated}` },
      { action: { type: 'hold' }, prompt: `Stay at ${u.hex}` },
    ];
  const list: LegalAction<Action>[] = fireTargets(state).map((t) => ({
    action: { type: 'fire', at: t },
    prompt: `${p.arm === 'cavalry' ? 'Charge' : 'Fire at'} ${state.pieces[t]?.name} at ${state.units[t]?.hex}`,
  }));
  list.push({ action: { type: 'hold' }, prompt: 'Hold fire' });
  return list;
}

export function fireTargets(state: State): string[] {
  const act = state.activation;
  if (!act || !act.mayFire || state.current.fired.includes(act.unit)) return [];
  const all = targets(state, act.unit, { moved: true, from: act.from, fromFacing: act.fromFacing });
  // Cavalry that took a battery's opportunity fire on 3-4 may shock that battery alone (9.3).
  const only = act.shockOnly;
  return only ? all.filter((t) => only.includes(t)) : all;
}

/**
 * The listed twin of a card named that the list does not name: the other copy of a card of one
 * kind (the lists name each kind once, by its first copy). The card named is the one taken or played.
 */
export function cardTwin(state: State, action: Action, role: string): Action | undefined {
  if (action.type !== 'take' && action.type !== 'play') return undefined;
  const side = sideOfRole(state, role);
  if (!side || !activeRoles(state).includes(role)) return undefined;
  const deck = state.decks[side];
  const source = action.type === 'play' ? deck.hand : state.turn === 1 ? deck.reserve : deck.played;
  if (!source.includes(action.card)) return undefined;
  const kind = JSON.stringify(state.cards[action.card]);
  const card = distinctCards(state, source).find((c) => JSON.stringify(state.cards[c]) === kind);
  return card === undefined ? undefined : { type: action.type, card };
}

/** One card of each kind (the two copies of a sector order are the same choice). */
function distinctCards(state: State, cards: string[]): string[] {
  const seen = new Set<string>();
  return [...cards].sort().filter((c) => {
    const key = JSON.stringify(state.cards[c]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const cardName = (state: State, id: string) => {
  const c = state.cards[id];
  if (!c) return id;
  if (c.kind === 'order') return c.sector === 'all' ? 'the coordinated attack' : `the ${c.sector} order`;
  return c.unitClass === 'infantry' ? 'the infantry manoeuvre' : c.unitClass === 'cavalry' ? 'the cavalry grand charge' : 'the bombardment';
};

export function applyAction(state: State, action: Action, role: string, ctx: Ctx): State {
  const side = sideOfRole(state, role) as Side;
  switch (action.type) {
    case 'take':
      return take(state, ctx, side, action.card);
    case 'play':
      return play(state, ctx, side, action.card);
    case 'order':
      return order(state, ctx, side, action.unit, action.die);
    case 'tile':
    case 'place':
      applyDeploy(state, ctx, side, action);
      return state;
    case 'enter':
      return enter(state, ctx, action.unit, action.at, action.with);
    case 'decline':
      return decline(state, ctx);
    case 'turn':
      return turnAfterReaction(state, ctx, action.toward);
    case 'react':
      return answerReaction(state, ctx, action.yes);
    case 'retreat': {
      const drivenOff = state.retreat?.capture === true;
      chooseRetreat(state, ctx, action.to);
      if (state.retreat) return state;
      // A general pushed out of his hex by a move (9.4.2): the moving unit goes on with its order.
      if (drivenOff) return state;
      // The retreat done, the fire that caused it goes on: a charge still to land, or the end of the order.
      return state.activation?.shock ? landShock(state, ctx) : finishActivation(state, ctx);
    }
    case 'done':
      if (state.phase === 'arrivals') return endArrivals(state, ctx);
      state.current.done[side] = true;
      ctx.log(`${side === 'french' ? 'The French' : 'The Allies'} give no more orders this round.`);
      return afterOrder(state, ctx, side);
    default:
      return step(state, ctx, action);
  }
}

function take(state: State, ctx: Ctx, side: Side, card: string): State {
  const deck = state.decks[side];
  const source = state.turn === 1 ? deck.reserve : deck.played;
  source.splice(source.indexOf(card), 1);
  deck.hand.push(card);
  state.choosing[side] -= 1;
  ctx.log(`${side} takes a card into the hand`);
  ctx.log(`You take ${cardName(state, card)}.`, [state.roles[side]]);
  if (state.choosing[side] === 0 && state.turn > 1) {
    deck.reserve = deck.played;
    deck.played = [];
  }
  if (SIDES.every((s) => state.choosing[s] === 0)) {
    state.phase = 'card';
    state.round = 1;
    state.current = emptyRound('french');
    ctx.log(`Turn ${state.turn}, round 1: both sides play a card.`);
  }
  return state;
}

function play(state: State, ctx: Ctx, side: Side, card: string): State {
  state.current.cards[side] = card;
  ctx.log(`${side} plays a card face down`);
  ctx.log(`You play ${cardName(state, card)}.`, [state.roles[side]]);
  if (SIDES.some((s) => state.current.cards[s] === undefined)) return state;
  ctx.reveal();
  const r = state.current;
  r.revealed = true;
  for (const s of SIDES) {
    const id = r.cards[s] as string;
    const deck = state.decks[s];
    deck.hand.splice(deck.hand.indexOf(id), 1);
    deck.played.push(id);
    const c = state.cards[id] as CardRules;
    if (c.kind === 'order') {
      r.dice[s] = ctx.random.dice(c.dice ?? 5, 6).map((d) => COMMAND_FACES[d - 1] as Face);
      ctx.log(`${s === 'french' ? 'The French' : 'The Allies'} play ${cardName(state, id)} and roll ${r.dice[s].join(', ')}.`);
    } else {
      r.autoLeft[s] = c.unitClass === 'artillery' ? 99 : (c.maxUnits ?? 5);
      ctx.log(`${s === 'french' ? 'The French' : 'The Allies'} play ${cardName(state, id)}.`);
    }
  }
  // Who gives the first order (5.1): an automatic card goes first; else more units able to act; the French on a tie.
  const auto = SIDES.filter((s) => state.cards[r.cards[s] as string]?.kind === 'automatic');
  // After an exploration roll its winner moves first every round, or a lot decides after a tie (14.0).
  if (state.initiative) r.next = state.initiative !== 'random' ? state.initiative : ctx.random.die(2) === 1 ? 'french' : 'allied';
  else if (auto.length === 1) r.next = auto[0] as Side;
  else {
    const n = SIDES.map((s) => countOrders(state, s));
    r.next = (n[1] as number) > (n[0] as number) ? 'allied' : 'french';
  }
  state.phase = 'orders';
  for (const s of SIDES) if (orderable(state, s).length === 0) r.done[s] = true;
  if (r.done[r.next]) r.next = enemyOf(r.next);
  if (SIDES.every((s) => r.done[s])) return endRound(state, ctx);
  return state;
}

/**
 * How many units a side could order with its card and dice (5.1's priority rule): the most
 * units the dice can be shared out to at once, each die ordering one unit it fits, within a
 * coordinated attack's limit a sector; an automatic card orders up to its number (the
 * infantry manoeuvre within one sector).
 */
function countOrders(state: State, side: Side): number {
  const r = state.current;
  const card = state.cards[r.cards[side] as string];
  if (!card) return 0;
  const candidates = Object.keys(state.units).filter((id) => orderDie(state, side, id) !== undefined);
  if (card.kind === 'automatic') {
    if (!card.oneSector || r.autoSector[side] !== null) return Math.min(candidates.length, r.autoLeft[side]);
    const bySector = [0, 1, 2].map((s) => candidates.filter((id) => sectorOf(state, state.units[id]?.hex as string) === s).length);
    return Math.min(Math.max(...bySector), r.autoLeft[side]);
  }
  // Units alike for the dice (same sector, same picture, with or without a general) are grouped.
  const cardSector = sectorOfCard(side, card);
  const groups = new Map<string, { sector: number; arm: Face | undefined; general: boolean; n: number }>();
  for (const id of candidates) {
    const p = state.pieces[id] as Piece;
    const sector = sectorOf(state, state.units[id]?.hex as string);
    const arm: Face | undefined = p.arm === 'garrison' ? 'infantry' : p.arm === 'general' ? undefined : p.arm;
    const general = p.arm === 'general' || attachedGeneral(state, id) !== undefined;
    const key = `${sector}/${arm}/${general}`;
    const g = groups.get(key) ?? { sector, arm, general, n: 0 };
    g.n += 1;
    groups.set(key, g);
  }
  const list = [...groups.values()];
  const dice = [...r.dice[side]].sort();
  const cap = card.maxPerSector ?? 99;
  const fits = (face: Face, g: (typeof list)[number]) =>
    face === 'general' ? g.general : (cardSector === null || g.sector === cardSector) && (face === 'flag' || face === g.arm);
  const memo = new Map<string, number>();
  const best = (i: number, used: number[], perSector: number[]): number => {
    if (i >= dice.length) return 0;
    const key = `${i}|${used.join(',')}|${perSector.join(',')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const face = dice[i] as Face;
    let most = best(i + 1, used, perSector);
    for (let k = 0; k < list.length && most < dice.length - i; k++) {
      const g = list[k] as (typeof list)[number];
      if ((used[k] as number) >= g.n || !fits(face, g)) continue;
      const bound = cardSector === null;
      if (bound && (perSector[g.sector] as number) >= cap) continue;
      const nextUsed = used.map((u, j) => (j === k ? u + 1 : u));
      const nextSector = bound ? perSector.map((c, s) => (s === g.sector ? c + 1 : c)) : perSector;
      most = Math.max(most, 1 + best(i + 1, nextUsed, nextSector));
    }
    memo.set(key, most);
    return most;
  };
  return best(
    0,
    list.map(() => 0),
    [...r.perSector[side]],
  );
}

function order(state: State, ctx: Ctx, side: Side, unit: string, chosen?: Face): State {
  const r = state.current;
  const die = chosen !== undefined && orderDice(state, side, unit).includes(chosen) ? chosen : (orderDie(state, side, unit) as Face | 'auto');
  const p = state.pieces[unit] as Piece;
  const u = state.units[unit] as { hex: string; facing: number };
  if (state.phase === 'arrivals') {
    // No card and no die: the order that comes with arriving (13.1).
  } else if (die === 'auto') {
    r.autoLeft[side] -= 1;
    if (r.autoSector[side] === null && state.cards[r.cards[side] as string]?.oneSector) r.autoSector[side] = sectorOf(state, u.hex);
  } else {
    r.dice[side].splice(r.dice[side].indexOf(die), 1);
    const sector = sectorOf(state, u.hex);
    r.perSector[side][sector] = (r.perSector[side][sector] ?? 0) + 1;
  }
  r.ordered.push(unit);
  ctx.log(`${p.name} at ${u.hex} is ordered${die === 'auto' ? '' : ` (${die} die)`}.`);
  state.activation = {
    unit,
    side,
    step: p.arm === 'garrison' ? 'fire' : 'move',
    from: u.hex,
    fromFacing: u.facing,
    mayFire: true,
    general: null,
    isGeneral: p.arm === 'general',
  };
  if (p.arm === 'garrison' && targets(state, unit, { moved: false, from: u.hex, fromFacing: u.facing }).length === 0) return finishActivation(state, ctx);
  return state;
}

function step(state: State, ctx: Ctx, action: Action): State {
  const act = state.activation;
  if (!act) return state;
  const id = act.unit;
  const p = state.pieces[id] as Piece;
  const u = state.units[id] as { hex: string; facing: number; square: boolean };
  if (action.type === 'move') {
    const general = p.arm === 'general' ? undefined : attachedGeneral(state, id);
    if (action.to !== u.hex) {
      const { moveAndFire, moveOnly, double } = allowances(state, id);
      const ways = act.leg ? secondLeg(state, id, act.leg, action.general === true) : destinations(state, id, moveOnly, action.general === true);
      const reach = ways.get(action.to);
      const cost = reach?.cost ?? moveOnly;
      // The road's extra hex goes to moving and firing only for units that may do both: a battery's road move is two hexes without fire (6.0).
      const limit = moveAndFire + (reach?.road && moveAndFire > 0 ? 1 : 0);
      if (cost > limit || double) act.mayFire = false;
      // Going through a building by road is entering it (8.4 uses the word for both): no fire this round unless another way in range avoids it.
      if (act.mayFire && !act.leg && !firingWayAvoidsBuildings(state, id, action.to, moveAndFire, moveOnly, action.general === true)) act.mayFire = false;
      const lone = occupancy(state).get(action.to);
      u.hex = action.to;
      if (general && action.general) {
        (state.units[general] as { hex: string }).hex = action.to;
        act.general = general;
      }
      ctx.log(`${p.name} moves ${cost} hex${cost === 1 ? '' : 'es'} to ${action.to}.`);
      const enemyGeneral = lone?.general && state.pieces[lone.general]?.side !== p.side ? lone.general : undefined;
      if (enemyGeneral && p.arm !== 'general') driveOffGeneral(state, ctx, enemyGeneral, id);
    }
    if (p.arm === 'general') return finishActivation(state, ctx);
    act.step = 'face';
    return state;
  }
  if (action.type === 'garrison') {
    if (action.at !== undefined) {
      // Left on the way (6.0): the unit goes by road as far as that building first, and the rest of its move starts there.
      const drop = passingDrops(state, id).find((d) => d.at === action.at && d.general === (action.general === true));
      if (!drop) return state;
      const general = attachedGeneral(state, id);
      u.hex = drop.at;
      if (general && drop.general) {
        (state.units[general] as { hex: string }).hex = drop.at;
        act.general = general;
      }
      act.leg = { cost: drop.leg.cost, road: drop.leg.road };
      // The unit came into that building to leave the garrison, so it may not fire this round (8.4).
      if (terrainOf(state.board, drop.at).noFireOnEntry) act.mayFire = false;
      ctx.log(`${p.name} moves ${drop.leg.cost} hex${drop.leg.cost === 1 ? '' : 'es'} by road to ${drop.at}.`);
    }
    const spare = spareGarrison(state, id, true);
    const g = state.units[spare] as { hex: string | null; facing: number; elements: number; status: string };
    g.hex = u.hex;
    g.facing = u.facing;
    g.elements = 1;
    g.status = 'map';
    const leaving = state.units[id] as { elements: number; detached?: number };
    leaving.elements -= 1;
    leaving.detached = (leaving.detached ?? 0) + 1;
    act.garrisoned = u.hex;
    state.current.ordered.push(spare);
    ctx.log(`${p.name} leaves an element behind as a garrison in ${u.hex}.`);
    return state;
  }
  if (action.type === 'square') {
    u.square = !u.square;
    act.mayFire = false;
    ctx.log(`${p.name} ${u.square ? 'forms' : 'leaves'} square.`);
    return finishActivation(state, ctx);
  }
  if (action.type === 'rally') {
    rally(state, ctx, id);
    return finishActivation(state, ctx);
  }
  if (action.type === 'face') {
    if (action.facing !== u.facing) ctx.log(`${p.name} turns to face ${FACING_NAMES[action.facing]}.`);
    u.facing = action.facing;
    act.step = 'fire';
    // 4.2 and 13.2 end the battle at once: a move (with the facing that ends it) that empties a
    // sector or takes the crossroads decides it before any reaction or fire.
    if (decisive(state, ctx)) return state;
    // The move (and the facing that ends it, 6.2.11) is done: units it came next to may react now, before any shock (9.3).
    if (p.arm === 'cavalry' && u.hex !== act.from) {
      const queue = reactionCandidates(state, id, act.from, allowances(state, id).moveOnly, act.general);
      act.reacting = { queue, halted: false, at: u.hex };
      return runReactions(state, ctx);
    }
    return afterReactions(state, ctx);
  }
  if (action.type === 'fire') {
    state.current.fired.push(id);
    const double = allowances(state, id).double;
    if (p.arm === 'cavalry') {
      // Any reaction came at the end of the move (face step); a cavalry it stopped is offered no shock.
      const was = state.units[action.at]?.hex as string;
      // A counter-charge and the charge are simultaneous (9.3): both are rolled before either takes effect.
      const hits = state.units[action.at]?.status === 'map' ? rollFire(state, ctx, id, action.at) : 0;
      act.shock = { target: action.at, hits, was, chargeFrom: u.hex, landed: false };
      return landShock(state, ctx);
    } else resolveFire(state, ctx, id, action.at, double);
    return finishActivation(state, ctx);
  }
  if (action.type === 'advance' && act.vacated) {
    const general = attachedGeneral(state, id);
    u.hex = act.vacated;
    if (general) (state.units[general] as { hex: string }).hex = act.vacated;
    ctx.log(`${p.name} advances into ${act.vacated}.`);
  }
  return finishActivation(state, ctx);
}

/**
 * An unused garrison disc of the unit's nationality (setup.ts makes them). The rule puts no limit
 * on garrisons (6.0: the disc is one of the unit's own elements), so when every disc is in use or
 * lost a new one is made for the order that leaves it.
 */
function spareGarrison(state: State, id: string, make = false): string {
  const piece = state.pieces[id] as Piece;
  const nationality = piece.nationality;
  const spare = Object.keys(state.units)
    .sort()
    .find(
      (g) =>
        state.pieces[g]?.arm === 'garrison' &&
        state.pieces[g]?.nationality === nationality &&
        state.units[g]?.status === 'pool' &&
        g.includes('-left-garrison-'),
    );
  if (spare) return spare;
  let n = 1;
  while (state.pieces[`${nationality}-left-garrison-${n}`]) n++;
  const made = `${nationality}-left-garrison-${n}`;
  if (make) {
    state.pieces[made] = garrisonDisc(nationality, piece.side, n);
    state.units[made] = { hex: null, facing: piece.side === 'french' ? 2 : 5, elements: 1, square: false, status: 'pool' };
  }
  return made;
}

/**
 * Whether an ordered infantry unit may leave a garrison where it stands (6.0): a building hex,
 * a disc to spare (at least two elements), not in square nor driven back this round, and
 * somewhere to move on to (the garrison keeps the hex).
 */
export function mayGarrison(state: State, id: string): boolean {
  const u = state.units[id];
  if (!mayLeaveGarrison(state, id) || !u?.hex || !terrainOf(state.board, u.hex).buildings) return false;
  return destinations(state, id, allowances(state, id).moveOnly, false).size > 0;
}

/** What any garrison left by an order needs (6.0): infantry not yet moved nor driven back, with an element to spare. */
function mayLeaveGarrison(state: State, id: string): boolean {
  const p = state.pieces[id] as Piece;
  const u = state.units[id];
  const act = state.activation;
  if (p.arm !== 'infantry' || !u?.hex || u.square || u.elements < 2 || !act || act.unit !== id || act.step !== 'move' || act.garrisoned) return false;
  return act.from === u.hex && !state.current.retreated.includes(id);
}

/**
 * The buildings further on that an ordered infantry unit may leave a garrison in as it passes
 * (6.0: any building hex of its move). A move goes through a building only along a road that
 * crosses it (8.4), so these are the empty building hexes it can come into by road, out of the
 * enemy's zones, from which it can still go on by road with the rest of its allowance. With a
 * general attached, each comes with him along and without him.
 */
export function passingDrops(state: State, id: string): { at: string; general: boolean; leg: Reach }[] {
  if (!mayLeaveGarrison(state, id)) return [];
  const u = state.units[id] as { hex: string | null };
  const start = u.hex;
  const general = attachedGeneral(state, id);
  const gu = general ? (state.units[general] as { hex: string | null }) : undefined;
  const { moveOnly } = allowances(state, id);
  const out: { at: string; general: boolean; leg: Reach }[] = [];
  for (const withGeneral of general ? [true, false] : [false]) {
    const through = new Map<string, Reach>();
    destinations(state, id, moveOnly, withGeneral, { through });
    for (const at of [...through.keys()].sort()) {
      const leg = through.get(at) as Reach;
      // Stood there for a moment (with the general if he came along) to see whether the move can go on.
      u.hex = at;
      if (gu && withGeneral) gu.hex = at;
      const onward = secondLeg(state, id, leg, withGeneral).size > 0;
      u.hex = start;
      if (gu) gu.hex = start;
      if (onward) out.push({ at, general: withGeneral, leg });
    }
  }
  return out;
}

/**
 * Whether a move to a hex that still leaves fire can be made without coming into a building on the
 * way (8.4 bars fire in the round a building is entered, passing along the road through it included).
 */
function firingWayAvoidsBuildings(state: State, id: string, to: string, moveAndFire: number, moveOnly: number, withGeneral: boolean): boolean {
  const start = state.units[id]?.hex;
  const avoid = new Set(state.board.labels.filter((l) => l !== start && l !== to && terrainOf(state.board, l).noFireOnEntry));
  const r = reachable(state, id, moveOnly, withGeneral, avoid).get(to);
  return r !== undefined && r.cost <= moveAndFire + (r.road && moveAndFire > 0 ? 1 : 0);
}

/** Where a unit that left a garrison on the way may go on to (6.0): out of that building by road only (8.4), with what its allowance has left. */
function secondLeg(state: State, id: string, leg: { cost: number; road: boolean }, withGeneral: boolean): Map<string, Reach> {
  const { moveOnly } = allowances(state, id);
  const out = new Map<string, Reach>();
  for (const [to, r] of destinations(state, id, moveOnly - leg.cost, withGeneral, { leaveByRoad: true, roadBonus: leg.road }))
    out.set(to, { cost: leg.cost + r.cost, road: leg.road && r.road });
  return out;
}

/**
 * Whether cavalry may step into the hex its charge emptied (7.3): the hex is free, and the step
 * keeps to the zones of control (6.2). Entering a hex next to an enemy unit only ends a move, so
 * it is barred only when the cavalry already stands next to an enemy unit, as for any move.
 */
function mayAdvance(state: State, id: string, to: string): boolean {
  const occ = occupancy(state);
  if (occ.has(to)) return false;
  const side = state.pieces[id]?.side;
  const inZone = (at: string) =>
    neighbourLabels(state.board, at).some((n) => {
      const o = n ? occ.get(n)?.unit : undefined;
      return o !== undefined && state.pieces[o]?.side !== side && state.pieces[o]?.arm !== 'garrison';
    });
  const here = state.units[id]?.hex;
  return !(here && inZone(here) && inZone(to));
}

/**
 * Counter-charges met by the ordered cavalry (9.3) take effect: with its shock, or as its order
 * ends without one. One at a time: a retreat whose hex its owner must pick holds back the rest.
 */
function applyCounters(state: State, ctx: Ctx): void {
  const act = state.activation;
  if (!act?.counters) return;
  while (act.counters.length > 0 && !state.retreat) {
    const c = act.counters.shift() as CounterCharge;
    if (c.hits > 0 && state.units[act.unit]?.status === 'map') applyHits(state, ctx, act.unit, c.hits, c.by, c.byHex);
  }
  if (act.counters.length === 0) delete act.counters;
}

/**
 * A charge lands (7.3, 9.3): the counter-charges first, then the shock's own losses and retreat,
 * then the cavalry may take the emptied hex. Picked up again after a retreat hex is chosen.
 */
function landShock(state: State, ctx: Ctx): State {
  const act = state.activation;
  const shock = act?.shock;
  if (!act || !shock) return finishActivation(state, ctx);
  const id = act.unit;
  if (!shock.landed) {
    applyCounters(state, ctx);
    if (state.retreat) return state;
    shock.landed = true;
    if (shock.hits > 0 && state.units[shock.target]?.status === 'map') applyHits(state, ctx, shock.target, shock.hits, id, shock.chargeFrom);
    if (state.retreat) return state;
  }
  delete act.shock;
  // The charged unit destroyed or driven back: the cavalry may take its hex if that breaks no zone of control (7.3).
  const was = shock.was;
  const now = state.units[shock.target];
  if (was && now?.hex !== was && state.units[id]?.status === 'map' && !state.current.retreated.includes(id) && mayAdvance(state, id, was)) {
    act.step = 'advance';
    act.vacated = was;
    return state;
  }
  return finishActivation(state, ctx);
}

/**
 * The units next to the cavalry try their reactions in turn (9.3), as long as it stands where it
 * stopped; one whose try succeeds waits for its owner to take the reaction up or let it pass.
 * Once all have tried, a cavalry halted, driven back or destroyed may no longer shock.
 */
function runReactions(state: State, ctx: Ctx): State {
  const act = state.activation;
  const r = act?.reacting;
  if (!act || !r) return afterReactions(state, ctx);
  const cavalry = act.unit;
  // Where it stopped, not where it stands now: a reaction that drove it back a hex (its general
  // killed, 9.4) ends the others' chance, as it is no longer next to them.
  const at = r.at ?? state.units[cavalry]?.hex;
  while (r.queue.length > 0) {
    const head = r.queue[0] as { unit: string; dice: number; asked?: boolean };
    if (head.asked) return state;
    const still = state.units[cavalry]?.status === 'map' && state.units[cavalry]?.hex === at && !state.retreat;
    if (still && state.units[head.unit]?.hex && rollReaction(state, ctx, cavalry, head.unit, head.dice)) {
      head.asked = true;
      return state;
    }
    r.queue.shift();
  }
  delete act.reacting;
  const goes = !r.halted && state.units[cavalry]?.status === 'map' && !state.current.retreated.includes(cavalry) && state.retreat?.unit !== cavalry;
  if (!goes) act.mayFire = false;
  return afterReactions(state, ctx);
}

/** The owner of a unit whose try succeeded takes the reaction up, or lets it pass and keeps the unit free to act (9.3: it may). */
function answerReaction(state: State, ctx: Ctx, yes: boolean): State {
  const act = state.activation;
  const r = act?.reacting;
  const head = r?.queue.shift();
  if (!act || !r || !head) return state;
  if (!yes) {
    ctx.log(`${state.pieces[head.unit]?.name} lets the chance pass.`);
    return runReactions(state, ctx);
  }
  const done = carryOutReaction(state, ctx, act.unit, head.unit);
  if (done.counter) (act.counters ??= []).push(done.counter);
  if (done.turn) (act.turns ??= []).push(done.turn);
  if (done.halts) r.halted = true;
  if (done.shockOnly) (act.shockOnly ??= []).push(done.shockOnly);
  return runReactions(state, ctx);
}

/** Once the units that reacted have said whether they turn (9.3), the cavalry may shock, or its order ends. */
function afterReactions(state: State, ctx: Ctx): State {
  if (state.retreat || state.activation?.turns || state.activation?.reacting) return state;
  if (fireTargets(state).length === 0) return finishActivation(state, ctx);
  return state;
}

/** The owner of a unit that reacted turns it to face the cavalry, or keeps its facing (9.3: it may turn). */
function turnAfterReaction(state: State, ctx: Ctx, toward: boolean): State {
  const act = state.activation;
  const t = act?.turns?.shift();
  if (!act || !t) return state;
  if (act.turns?.length === 0) delete act.turns;
  const u = state.units[t.unit];
  const name = state.pieces[t.unit]?.name;
  if (toward && u) {
    u.facing = t.facing;
    ctx.log(`${name} turns to face ${FACING_NAMES[t.facing]}.`);
  } else ctx.log(`${name} keeps its facing.`);
  return afterReactions(state, ctx);
}

function finishActivation(state: State, ctx: Ctx): State {
  // A retreat hex still to be chosen, or a reacting unit's facing: the order ends once they are.
  if (state.retreat || state.activation?.turns || state.activation?.reacting) return state;
  applyCounters(state, ctx);
  if (state.retreat) return state;
  const side = state.activation?.side ?? state.current.next;
  state.activation = null;
  if (decisive(state, ctx)) return state;
  return afterOrder(state, ctx, side);
}

function afterOrder(state: State, ctx: Ctx, side: Side): State {
  if (state.phase === 'arrivals') return orderable(state, side).length > 0 ? state : endArrivals(state, ctx);
  const r = state.current;
  for (const s of SIDES) if (!r.done[s] && orderable(state, s).length === 0) r.done[s] = true;
  const other = enemyOf(side);
  if (!r.done[other]) r.next = other;
  else if (!r.done[side]) r.next = side;
  else return endRound(state, ctx);
  return state;
}

function endRound(state: State, ctx: Ctx): State {
  if (state.rules.substantialAt === 'round' && substantial(state, ctx)) return state;
  state.round += 1;
  if (state.round > 6) return endTurn(state, ctx);
  state.current = emptyRound('french');
  state.phase = 'card';
  ctx.log(`Turn ${state.turn}, round ${state.round}: both sides play a card.`);
  return state;
}

function endTurn(state: State, ctx: Ctx): State {
  if (state.rules.substantialAt === 'turn' && substantial(state, ctx)) return state;
  if (state.turn >= state.rules.turns) return finalVictory(state, ctx);
  state.turn += 1;
  state.round = 0;
  state.current = emptyRound('french');
  reinforcements(state, ctx);
  if (decisive(state, ctx)) return state;
  // The next hand (4.1): the four kept back, and two taken again from the six played.
  for (const s of SIDES) {
    const deck = state.decks[s];
    deck.hand = [...deck.reserve, ...deck.hand];
    deck.reserve = [];
    state.choosing[s] = Math.min(2, deck.played.length);
  }
  if (state.arrivals) {
    state.phase = 'arrivals';
    return nextArrival(state, ctx);
  }
  return startHands(state, ctx);
}

function startHands(state: State, ctx: Ctx): State {
  state.phase = 'hand';
  ctx.log(`Turn ${state.turn}: each side takes two of the cards it played back into its hand.`);
  return state;
}

// ——— Prussian arrivals (13.1): the player picks who comes on, then orders them without a card ———

/** Drops entries nobody can make any more; with none left and nobody to order, the turn goes on to the hands. */
function nextArrival(state: State, ctx: Ctx): State {
  const a = state.arrivals as Arrivals;
  while (a.pending.length > 0) {
    const e = a.pending[0] as PendingEntry;
    const options = entryChoices(state, a).length;
    if (e.unordered) {
      // A reinforcement of 14.0 with one free edge hex left, or none, comes on as before: there, or next to the edge.
      if (options > 1) break;
      a.pending.shift();
      const unit = e.candidates?.[0];
      const at = freeHex(state, e.hexes);
      if (unit && at) arrive(state, ctx, unit, at);
      continue;
    }
    if (options > 0) break;
    a.pending.shift();
    ctx.log('A Prussian arrival finds no unit or no free hex and does not come on.');
  }
  if (a.pending.length === 0 && orderable(state, a.side).length === 0) return endArrivals(state, ctx);
  return state;
}

function endArrivals(state: State, ctx: Ctx): State {
  state.arrivals = null;
  state.activation = null;
  state.current = emptyRound('french');
  return startHands(state, ctx);
}

/** The first pending entry's choices, and leaving the unit off where the rule allows it (13.1's flag arrival). */
function entries(state: State, a: Arrivals): LegalAction<Action>[] {
  const bring = entryChoices(state, a);
  if (!a.pending[0]?.optional) return bring;
  return [...bring, { action: { type: 'decline' }, prompt: 'Bring no Prussian unit on for this flag' }];
}

/** The choices for the first pending entry: one unit of each type (same-type units are alike), and the hex unless it is rolled. */
function entryChoices(state: State, a: Arrivals): LegalAction<Action>[] {
  const e = a.pending[0];
  if (!e) return [];
  const left = (state.pools[e.pool] ?? []).filter((id) => state.units[id]?.status === 'pool' && (e.candidates === null || e.candidates.includes(id)));
  const types = new Set<string>();
  const units = left.filter((id) => {
    const t = state.pieces[id]?.type ?? id;
    if (types.has(t)) return false;
    types.add(t);
    return true;
  });
  const free = freeOf(state, e.hexes);
  const alone: LegalAction<Action>[] = e.roll
    ? units.map((unit) => ({ action: { type: 'enter', unit }, prompt: `Bring on ${state.pieces[unit]?.name} (a d6 picks the entry hex)` }))
    : units.flatMap((unit) => free.map((at) => ({ action: { type: 'enter', unit, at }, prompt: `Bring on ${state.pieces[unit]?.name} at ${at}` })));
  return [...alone, ...generalsWith(state, a, units)];
}

/**
 * 13.1: a general counts as one of the arrivals and comes on by himself (above) or with another
 * unit: with a unit of his own side that came on in this arrival and has no general yet, in its hex.
 */
function generalsWith(state: State, a: Arrivals, units: string[]): LegalAction<Action>[] {
  const generals = units.filter((id) => state.pieces[id]?.arm === 'general');
  if (generals.length === 0) return [];
  const occ = occupancy(state);
  const hosts = a.units.filter((id) => {
    const u = state.units[id];
    return u?.status === 'map' && typeof u.hex === 'string' && state.pieces[id]?.arm !== 'general' && !attachedGeneral(state, id, occ);
  });
  return generals.flatMap((unit) =>
    hosts
      .filter((host) => unitTakesGeneral(state, host, unit))
      .map((host) => ({
        action: { type: 'enter', unit, with: host },
        prompt: `Bring on ${state.pieces[unit]?.name} with ${state.pieces[host]?.name} at ${state.units[host]?.hex}`,
      })),
  );
}

function enter(state: State, ctx: Ctx, unit: string, at: string | undefined, joining?: string): State {
  const a = state.arrivals as Arrivals;
  const e = a.pending.shift();
  if (!e) return state;
  let hexLabel = at;
  if (joining !== undefined) {
    hexLabel = state.units[joining]?.hex ?? undefined;
    ctx.log(`${state.pieces[unit]?.name} comes on with ${state.pieces[joining]?.name}.`);
  } else if (e.roll) {
    const roll = ctx.random.die(6);
    const wanted = roll <= 3 ? e.hexes[0] : roll === 4 ? e.hexes[1] : roll === 5 ? e.hexes[2] : e.hexes[3];
    hexLabel = freeHex(state, wanted ? [wanted] : []);
    ctx.log(`Prussian entry: d6 ${roll} gives ${wanted}.`);
  }
  if (hexLabel) {
    arrive(state, ctx, unit, hexLabel);
    if (!e.unordered) a.units.push(unit);
  } else ctx.log(`${state.pieces[unit]?.name} finds the entry hex blocked and waits.`);
  return nextArrival(state, ctx);
}

/** The flag arrival let pass (13.1 says the player may place the unit): the unit stays in the pool for a later turn. */
function decline(state: State, ctx: Ctx): State {
  const a = state.arrivals as Arrivals;
  if (!a.pending[0]?.optional) return state;
  a.pending.shift();
  ctx.log('The Prussian flag is let pass: no unit comes on for it.');
  return nextArrival(state, ctx);
}

// ——— Reinforcements (13.1, 13.2, 14.0) ———

/** The hexes of a list that a unit may come on at: on the map, empty, passable. */
function freeOf(state: State, hexes: string[]): string[] {
  const occ = occupancy(state);
  return hexes.filter((l) => idx(state.board, l) >= 0 && !occ.has(l) && !terrainOf(state.board, l).impassable);
}

function freeHex(state: State, wanted: string[]): string | undefined {
  const occ = occupancy(state);
  const ok = (l: string) => !occ.has(l) && !terrainOf(state.board, l).impassable && idx(state.board, l) >= 0;
  for (const l of wanted) if (ok(l)) return l;
  for (const l of wanted) for (const n of neighbourLabels(state.board, l)) if (n && ok(n)) return n;
  return undefined;
}

function arrive(state: State, ctx: Ctx, id: string, at: string): void {
  const u = state.units[id];
  const p = state.pieces[id] as Piece;
  if (!u) return;
  u.hex = at;
  u.status = 'map';
  // Arrivals face the nearest enemy unit, as the set-ups do.
  let best: string | undefined;
  let bestD = Infinity;
  for (const [eid, e] of Object.entries(state.units))
    if (e.status === 'map' && e.hex && state.pieces[eid]?.side !== p.side && state.pieces[eid]?.arm !== 'general') {
      const d = hex.distance(hexAt(state.board, at), hexAt(state.board, e.hex));
      if (d < bestD) [best, bestD] = [e.hex, d];
    }
  if (best) u.facing = hex.facingToward(hexAt(state.board, at), hexAt(state.board, best));
  for (const pool of Object.values(state.pools)) if (pool.includes(id)) pool.splice(pool.indexOf(id), 1);
  ctx.log(`${p.name} arrives at ${at}.`);
}

function pendingEntry(state: State, side: Side, entry: PendingEntry): void {
  state.arrivals ??= { side, pending: [], units: [] };
  state.arrivals.pending.push(entry);
}

const ARM_OF_FACE: Record<string, string> = { infantry: 'infantry', cavalry: 'cavalry', artillery: 'artillery', general: 'general' };

function reinforcements(state: State, ctx: Ctx): void {
  for (const a of state.rules.schedule)
    if (a.turn === state.turn)
      for (const id of a.units) {
        const at = freeHex(state, a.hexes);
        if (at && state.units[id]?.status === 'pool') arrive(state, ctx, id, at);
      }
  for (const d of state.rules.draws) {
    if (state.turn < d.fromTurn || state.turn > d.toTurn) continue;
    const pool = state.pools[d.pool] ?? [];
    if (d.rule === 'prussian-flag-arrival') {
      // A white die; on a Prussian flag, a command die picks the arm (a flag: any unit), and the player the unit and the hex.
      const flag = ctx.random.die(6);
      if (flag < 5) {
        ctx.log(`Prussian arrival: the special die shows no Prussian flag (${flag}).`);
        continue;
      }
      const face = COMMAND_FACES[ctx.random.die(6) - 1] as Face;
      const candidates = face === 'flag' ? null : pool.filter((u) => state.pieces[u]?.arm === ARM_OF_FACE[face]);
      if (candidates !== null && candidates.length === 0) {
        ctx.log(`Prussian arrival: the ${face} die finds no unit of that arm.`);
        continue;
      }
      ctx.log(`Prussian arrival: a Prussian flag, and the command die shows ${face}.`);
      pendingEntry(state, d.side, { pool: d.pool, candidates, hexes: d.hexes, roll: false, optional: true });
    } else if (d.rule === 'prussian-d6-entry') {
      // Units of the player's choice, each on a hex a d6 picks (13.1).
      for (let n = 0; n < d.perTurn; n++) pendingEntry(state, d.side, { pool: d.pool, candidates: null, hexes: d.hexes, roll: true });
    } else {
      // Units drawn this turn whose edge hex their player has still to pick.
      const coming = new Set<string>();
      for (let n = 0; n < d.perTurn; n++) {
        const face = COMMAND_FACES[ctx.random.die(6) - 1] as Face;
        const id = pool.find((u) => state.pieces[u]?.arm === ARM_OF_FACE[face] && !coming.has(u));
        if (!id) {
          ctx.log(`${d.side} reinforcement: the ${face} die brings nothing.`);
          continue;
        }
        // The sector die is rolled only for a unit that arrives (14.0).
        const sectorRoll = ctx.random.die(6);
        const wing = sectorRoll <= 2 ? 'left' : sectorRoll <= 4 ? 'centre' : 'right';
        const sector = sectorOfCard(d.side, { kind: 'order', sector: wing }) as number;
        const edge = d.hexes.filter((l) => sectorOf(state, l) === sector);
        ctx.log(
          `${d.side === 'french' ? 'The French' : 'The Allies'} roll ${face} and ${sectorRoll}: a reinforcement comes on in their ${wing === 'centre' ? 'centre' : `${wing} wing`}.`,
        );
        // Any edge hex of that sector will do (14.0): its player picks one when more than one is free.
        if (freeOf(state, edge).length > 1) {
          coming.add(id);
          pendingEntry(state, d.side, { side: d.side, unordered: true, pool: d.pool, candidates: [id], hexes: edge, roll: false });
          continue;
        }
        const at = freeHex(state, edge);
        if (at) arrive(state, ctx, id, at);
      }
    }
  }
}

// ——— Victory (4.2, 13.x) ———

function over(state: State, ctx: Ctx, winner: Side | null, reason: string): boolean {
  state.phase = 'over';
  state.activation = null;
  state.result = { winner: winner ? state.roles[winner] : null, reason };
  ctx.log(`The battle is over: ${reason}.`);
  return true;
}

/** Units on the map by sector (4.2): a garrison is a unit and holds one, a general does not (9.4.1). */
function presence(state: State, side: Side): number[] {
  const n = [0, 0, 0];
  for (const [id, u] of Object.entries(state.units)) {
    const p = state.pieces[id] as Piece;
    if (u.status === 'map' && u.hex && p.side === side && p.arm !== 'general') n[sectorOf(state, u.hex)] = (n[sectorOf(state, u.hex)] ?? 0) + 1;
  }
  return n;
}

function decisive(state: State, ctx: Ctx): boolean {
  // The scenario's own objective (13.2) comes before the general rule of 4.2.
  const obj = state.board.objective;
  if (obj) {
    const occ = occupancy(state);
    if (
      obj.hexes.every((l) => {
        const o = occ.get(l)?.unit;
        return o !== undefined && state.pieces[o]?.side === obj.side;
      })
    )
      return over(state, ctx, obj.side, `${obj.side === 'french' ? 'the French' : 'the Allies'} hold ${obj.hexes.join(', ')}`);
  }
  // Both armies are looked at before either loses: when one order empties a sector of each, neither
  // outright win stands and 4.2's last two levels (losses, then elements) decide (README).
  const beaten = SIDES.map((s) => [s, presence(state, s).findIndex((c) => c === 0)] as const).filter(([, empty]) => empty >= 0);
  const why = ([s, empty]: readonly [Side, number]) =>
    `${s === 'french' ? 'the French have' : 'the Allies have'} no unit left in the ${['west', 'centre', 'east'][empty]} sector`;
  if (beaten.length === 2) {
    ctx.log(`Both armies are beaten at once (${beaten.map(why).join('; ')}): losses, then elements, decide.`);
    return finalVictory(state, ctx);
  }
  const [loser] = beaten;
  return loser ? over(state, ctx, enemyOf(loser[0]), `decisive victory: ${why(loser)}`) : false;
}

function eliminatedCount(state: State, by: Side, cond: { nationality?: string; side?: Side }): number {
  return state.eliminated[by].filter((id) => {
    const p = state.pieces[id] as Piece;
    return cond.nationality ? p.nationality === cond.nationality : cond.side ? p.side === cond.side : true;
  }).length;
}

function substantial(state: State, ctx: Ctx): boolean {
  const won = SIDES.filter((s) => state.rules.substantial[s].some((c) => eliminatedCount(state, s, c) >= c.count));
  if (won.length === 1) return over(state, ctx, won[0] as Side, `substantial victory: ${state.eliminated[won[0] as Side].length} enemy units eliminated`);
  if (won.length === 2) return finalVictory(state, ctx);
  return false;
}

function finalVictory(state: State, ctx: Ctx): State & boolean {
  const lost = SIDES.map((s) => state.eliminated[enemyOf(s)].length);
  if (lost[0] !== lost[1]) {
    const w: Side = (lost[0] as number) < (lost[1] as number) ? 'french' : 'allied';
    over(state, ctx, w, `marginal victory: ${lost[0]} French and ${lost[1]} Allied units lost`);
    return state as State & boolean;
  }
  const elements = SIDES.map((s) =>
    Object.entries(state.units).reduce(
      (n, [id, u]) => n + (u.status === 'map' && state.pieces[id]?.side === s && state.pieces[id]?.arm !== 'general' ? u.elements : 0),
      0,
    ),
  );
  if (elements[0] !== elements[1]) {
    const w: Side = (elements[0] as number) > (elements[1] as number) ? 'french' : 'allied';
    over(state, ctx, w, `moral victory: ${elements[0]} French and ${elements[1]} Allied elements left`);
  } else over(state, ctx, null, 'a drawn battle: equal losses and equal elements');
  return state as State & boolean;
}

export function explainAction(state: State, action: Action, role: string, _ctx: ReadContext): string | undefined {
  const side = sideOfRole(state, role);
  if (!side) return `${role} plays no side in this battle`;
  if (!activeRoles(state).includes(role)) return 'it is not your turn to act';
  const act = state.activation;
  const actor = act ? state.pieces[act.unit] : undefined;
  const actorUnit = act ? state.units[act.unit] : undefined;
  if (action.type === 'order' && state.pieces[action.unit]) {
    const name = state.pieces[action.unit]?.name;
    if (state.pieces[action.unit]?.side !== side) return `${name} is not one of your units`;
    if (state.current.ordered.includes(action.unit)) return `${name} has already had its order this round: one order a unit each round (5.1)`;
    if (state.current.reacted.includes(action.unit))
      return `${name} made a special action this round and may not move or fire again before the round ends (9.3)`;
    if (act) return `finish the order of ${actor?.name} first: orders are given one unit at a time (5.1)`;
    return `${name} cannot be ordered with the card and dice you have (5.1, 3.1, 3.2)`;
  }
  if ((action.type === 'move' || action.type === 'fire' || action.type === 'square' || action.type === 'rally') && !act)
    return 'no unit of yours is carrying out an order: give one an order first (5.1)';
  if (action.type === 'move' && act && actorUnit?.hex !== action.to) {
    if (act.step !== 'move') return `${actor?.name} has already moved this order`;
    if (actor?.arm === 'garrison') return 'a garrison may not move (6.0)';
    if (actor?.arm === 'infantry' && actorUnit?.square) return 'a unit in square may not move, though it may still fire (6.0)';
    if (state.current.retreated.includes(act.unit))
      return `${actor?.name} retreated this round and may not move before the round ends, though it may fire (10.1 D)`;
    return `the unit cannot reach ${action.to} this order (other units, zones of control, terrain or its allowance)`;
  }
  if (action.type === 'fire' && act) {
    if (actor?.arm === 'general') return 'a general by himself cannot attack (7.3.15)';
    if (state.current.fired.includes(act.unit)) return 'each unit may fire only once a round (7.0.1)';
    if (act.step !== 'fire') return `${actor?.name} must finish its move and take its facing before it fires (6.2.11)`;
    const here = actorUnit?.hex ? terrainOf(state.board, actorUnit.hex) : undefined;
    const targetHex = state.units[action.at]?.hex;
    const there = targetHex ? terrainOf(state.board, targetHex) : undefined;
    if (actor?.arm === 'cavalry' && here?.buildings) return 'cavalry may not shock from a building (6.0, 8.4)';
    if (actor?.arm === 'cavalry' && there?.buildings) return 'cavalry cannot attack a unit in a building (7.3, 8.4)';
    if (actor?.arm === 'artillery' && here && !here.artilleryMayFire) return 'artillery in a stream or marsh may not fire (8.5)';
    if (here?.noFireOnEntry && act.from !== actorUnit?.hex) return 'a unit may not fire in the round it enters a building (8.4)';
    if (!act.mayFire)
      return `${actor?.name} may not fire this order: it moved further than it may and still fire, passed through a building, or was stopped by a reaction (6.0, 8.4, 9.3)`;
    return 'that enemy is out of range, out of the frontal arc or out of sight, or another is nearer (7.1, 7.3, 7.4, 8.x)';
  }
  if (action.type === 'square') return 'only ordered infantry that has not moved may form square, and only on clear ground or a hill, not on a bridge (6.0)';
  if (action.type === 'rally')
    return 'only an ordered unit that has lost elements and has not moved may rally, with every enemy unit four hexes away or out of sight (12.0)';
  if (action.type === 'advance') return 'the cavalry may advance only into the hex its charged enemy has just left, where the zones of control allow it (7.3)';
  if (action.type === 'play') return 'that card is not in your hand, or you have already played a card this round (5.1)';
  if (action.type === 'take')
    return state.turn === 1
      ? 'that card is not one of your ten still to choose from (4.1)'
      : 'that card was not played last turn, so it cannot be taken back (4.1)';
  if (action.type === 'place')
    return `${action.at} is not a free hex of your deployment zone, or placing there would leave a friendly sector short of its four units (14.0)`;
  if (action.type === 'tile') return `you hold no ${action.tile} tile, ${action.at} already has one, or that zone has had all its tiles (14.0)`;
  if (action.type === 'enter') return 'that unit is not one the roll allows, or that hex is not a free entry hex (13.1, 14.0)';
  if (action.type === 'decline') return 'no arrival waits that may be refused: only a Prussian flag arrival may be left off the map (13.1)';
  if (action.type === 'react') return 'no unit next to the cavalry has a successful try at a reaction waiting (9.3)';
  if (action.type === 'turn') return 'no unit that has just reacted to cavalry is waiting to turn (9.3)';
  if (action.type === 'retreat') return `that hex is not one the retreat may take now, nor the unit's own hex where it may stand (10.1)`;
  if (action.type === 'garrison')
    return 'only ordered infantry with an element to spare may leave a garrison, in a building where it stands or that it passes by road, with somewhere to move on (6.0, 8.4)';
  return undefined;
}
void unitTakesGeneral;
