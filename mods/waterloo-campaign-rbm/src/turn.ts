// Who acts, what they may do, and what each action does.
import type { LegalAction } from '@kriegsspiel/rules-sdk';
import { onRoad, within } from './board';
import { blow, chargersOf, combatOf, finishRetreat, loseBattery, recallLoneBattery, resolveAttack, retreatOptions } from './combat';
import { detachmentPlacements, hqPlacements, returnPlacements, withdrawals } from './command';
import { afterImpulse, beginMovement, beginStep, capsCorps, concentration, delay, nextHq, nextReturn, organize, pass, settle } from './flow';
import { reachOf } from './movement';
import type { Action, Arrival, Side, State } from './types';
import { enemyOf } from './types';
import { at, sideName, unitName, type Ctx, type ReadCtx } from './words';
import { adjacentEnemies, onMap, positionOf } from './zones';

/** The side that must act now, if any. */
export function actingSide(state: State): Side | undefined {
  if (state.result) return undefined;
  if (state.retreat) return state.pieces[state.retreat.unit]!.side;
  if (state.entering) return enemyOf(state.pieces[state.entering.unit]!.side);
  const first = state.queue[0];
  switch (state.phase) {
    case 'modes':
    case 'hq':
    case 'detach':
    case 'return':
      return first ? state.pieces[first]!.side : undefined;
    case 'over':
      return undefined;
    default:
      return state.player;
  }
}

/** A side's reinforcements due now and still off the map (HQs aside), each after the unit it follows has come on. */
function dueArrivals(state: State, side: Side): Arrival[] {
  return state.arrivals.filter((a) => {
    const piece = state.pieces[a.unit]!;
    if (a.turn > state.turn || state.units[a.unit]!.at !== 'off' || piece.side !== side || piece.kind === 'hq') return false;
    return !(a.after && state.units[a.after]?.at === 'off');
  });
}

/** Reinforcements of a side that may come on now, with the entry hexes open to each. */
export function enterable(state: State, side: Side): { arrival: Arrival; entry: string }[] {
  const p = positionOf(state);
  const out: { arrival: Arrival; entry: string }[] = [];
  for (const a of dueArrivals(state, side)) {
    for (const e of a.entries) {
      const c = p.corps.get(e);
      if (c && state.pieces[c]!.side === side) continue;
      out.push({ arrival: a, entry: e });
    }
  }
  return out;
}

/** Whether a corps on the map may be chosen to move under the June 15 special rules. */
function mayMove(state: State, unit: string): boolean {
  if (!state.special.june15) return true;
  const piece = state.pieces[unit]!;
  const surprise = state.special.surprise;
  if (surprise.turns.includes(state.turn) && piece.side === surprise.side) return surprise.onlyMovable.includes(unit);
  const delayed = delay(state);
  if (delayed.turns.includes(state.turn) && piece.army === delayed.nationality) return false;
  // Concentrating the Army: its side moves only that army's corps.
  const c = concentration(state);
  if (c.turns.includes(state.turn) && piece.side === (c.nationality === 'french' ? 'french' : 'coalition') && piece.army !== c.nationality) return false;
  return true;
}

function movementActions(state: State, side: Side, ctx: ReadCtx): LegalAction<Action>[] {
  const out: LegalAction<Action>[] = [];
  if (state.selected) {
    const unit = state.selected;
    const here = state.units[unit]!.at;
    if (state.used > 0) out.push({ action: { type: 'move', unit, to: here }, prompt: `${unitName(state, unit)} stays at ${at(state, here)}` });
    for (const [to, r] of [...reachOf(state, unit, ctx).entries()].sort(([a], [b]) => (a < b ? -1 : 1)))
      out.push({
        action: { type: 'move', unit, to },
        prompt: `Move ${unitName(state, unit)} to ${at(state, to)}${r.road ? ' by road' : ''}${r.flipped ? ' (it turns over in the rain)' : ''}`,
      });
    return out;
  }
  const limit = state.limit[side];
  const entries = limit === 0 ? [] : enterable(state, side);
  for (const { arrival, entry } of entries)
    out.push({ action: { type: 'select', unit: arrival.unit, entry }, prompt: `Bring ${unitName(state, arrival.unit)} on at ${at(state, entry)}` });
  // Once a side has passed, reinforcements enter before anything on the map moves. On June 15 PM
  // the French bring theirs on in any order, but only so long as enough moves are left for all to enter.
  let onlyEntries = state.passed !== null && entries.length > 0;
  // When none can enter only because friendly corps stand on their entry hexes, those corps move first.
  let clear = state.passed !== null && entries.length === 0 ? blockers(state, side, ctx) : [];
  if (state.special.june15 && state.turn === 2 && side === 'french') {
    const left = Math.min(limit ?? Infinity, state.passed !== null ? (state.remaining ?? Infinity) : Infinity);
    const waiting = state.arrivals.filter(
      (a) => a.turn <= state.turn && state.units[a.unit]!.at === 'off' && state.pieces[a.unit]!.side === side && state.pieces[a.unit]!.kind !== 'hq',
    ).length;
    onlyEntries = entries.length > 0 && left <= waiting;
    clear = entries.length === 0 ? blockers(state, side, ctx) : [];
    if (left > waiting + clear.length) clear = [];
  }
  // On June 15 AM a French corps that has moved may move again when the cap is reached.
  const again = (id: string) => capsCorps(state, side) && (state.moved ?? []).includes(id);
  if (!onlyEntries) {
    const p = positionOf(state);
    for (const [, id] of [...p.corps.entries()].sort(([a], [b]) => (a < b ? -1 : 1)))
      if (
        state.pieces[id]!.side === side &&
        (clear.length === 0 || clear.includes(id)) &&
        (limit !== 0 || again(id)) &&
        mayMove(state, id) &&
        reachOf(state, id, ctx).size > 0
      )
        out.push({ action: { type: 'select', unit: id }, prompt: `Move ${unitName(state, id)}` });
  }
  if (entries.length === 0 && blockers(state, side, ctx).length === 0) out.push({ action: { type: 'pass' }, prompt: 'Pass: move no more corps this phase' });
  return out;
}

/**
 * The friendly corps standing on the entry hex of a reinforcement due now that could move off it,
 * with a move still left for the reinforcement to come on: passing, or moving other corps first
 * once the other side has passed, would then keep the reinforcement off the map by choice.
 */
function blockers(state: State, side: Side, ctx: ReadCtx): string[] {
  const out = new Set<string>();
  const limit = state.limit[side];
  const left = Math.min(limit ?? Infinity, state.passed !== null ? (state.remaining ?? Infinity) : Infinity);
  const p = positionOf(state);
  for (const a of dueArrivals(state, side)) {
    for (const e of a.entries) {
      const c = p.corps.get(e);
      if (!c || state.pieces[c]!.side !== side || !mayMove(state, c)) continue;
      // On June 15 AM a French corps that has moved already moves again at no cost.
      const cost = capsCorps(state, side) && (state.moved ?? []).includes(c) ? 0 : 1;
      if (left >= cost + 1 && reachOf(state, c, ctx).size > 0) out.add(c);
    }
  }
  return [...out].sort();
}

function attackActions(state: State, side: Side): LegalAction<Action>[] {
  const p = positionOf(state);
  const out: LegalAction<Action>[] = [];
  for (const [hex, id] of [...p.corps.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (state.pieces[id]!.side !== side) continue;
    for (const target of adjacentEnemies(state, p, hex, side).sort()) {
      const base = `${unitName(state, id)} attacks ${unitName(state, target)} at ${at(state, state.units[target]!.at)}`;
      // Each fresh supporting cavalry corps may charge or hold back; all charging comes first.
      const chargers = chargersOf(state, combatOf(state, id, target, p));
      for (let mask = (1 << chargers.length) - 1; mask >= 0; mask--) {
        const hold = chargers.filter((_, i) => (mask & (1 << i)) === 0);
        const how = chargers.map((c) => `${unitName(state, c)} ${hold.includes(c) ? 'does not charge' : 'charges'}`).join(', ');
        out.push({
          action: { type: 'attack', unit: id, target, ...(hold.length > 0 ? { hold } : {}) },
          prompt: how ? `${base} (${how})` : base,
        });
      }
    }
  }
  out.push({ action: { type: 'pass' }, prompt: 'Pass: make no more attacks this phase' });
  return out;
}

export function legalActions(ctx: ReadCtx, state: State, role: string): LegalAction<Action>[] {
  const side = actingSide(state);
  if (!side || state.roles[side] !== role) return [];
  if (state.retreat) {
    const r = state.retreat;
    return r.options.map((to) => ({ action: { type: 'retreat', unit: r.unit, to }, prompt: `${unitName(state, r.unit)} retreats to ${at(state, to)}` }));
  }
  if (state.entering)
    return entryRetreats(state).map(({ unit, to }) => ({
      action: { type: 'retreat', unit, to },
      prompt: `${unitName(state, unit)} falls back from the entry to ${at(state, to)}`,
    }));
  const first = state.queue[0];
  switch (state.phase) {
    case 'modes':
      return (['normal', 'battle'] as const).map((mode) => ({
        action: { type: 'hq-mode', hq: first!, mode },
        prompt: `${unitName(state, first!)} starts in ${mode === 'normal' ? 'Normal' : 'Battle'} mode`,
      }));
    case 'hq':
      return hqPlacements(state, first!).flatMap((hex) =>
        (['normal', 'battle'] as const).map((mode) => ({
          action: { type: 'place-hq', hq: first!, hex, mode },
          prompt: `Place ${unitName(state, first!)} at ${at(state, hex)} in ${mode === 'normal' ? 'Normal' : 'Battle'} mode`,
        })),
      );
    case 'keep':
      return state.queue.map((unit) => ({ action: { type: 'keep', unit }, prompt: `Let ${unitName(state, unit)} come back` }));
    case 'return':
      return [
        // Returning is the player's option: a corps kept back stays on the turn track.
        { action: { type: 'no-return', unit: first! }, prompt: `${unitName(state, first!)} stays on the turn track` },
        ...returnPlacements(state, first!).map((hex) => ({
          action: { type: 'return', unit: first!, hex } as Action,
          prompt: `${unitName(state, first!)} returns at ${at(state, hex)}`,
        })),
      ];
    case 'detach':
      return [
        { action: { type: 'no-detachment', hq: first! }, prompt: `${unitName(state, first!)} places no detachment` },
        ...detachmentPlacements(state, first!, ctx).map((pl) => ({
          action: { type: 'detach', hq: first!, unit: pl.unit, hex: pl.hex } as Action,
          prompt: `${unitName(state, first!)} places ${unitName(state, pl.unit)} at ${at(state, pl.hex)}`,
        })),
      ];
    case 'recall':
      return [
        ...Object.keys(state.units)
          .filter((id) => state.pieces[id]!.kind === 'detachment' && state.pieces[id]!.side === side && onMap(state, id))
          .sort()
          .map((unit) => ({ action: { type: 'recall', unit } as Action, prompt: `Recall ${unitName(state, unit)}` })),
        { action: { type: 'end-recall' }, prompt: 'Recall no more detachments' },
      ];
    case 'withdraw':
      return [
        ...withdrawals(state, side).map((w) => ({
          action: { type: 'withdraw', ...w } as Action,
          prompt:
            w.to === 'blown'
              ? `${unitName(state, w.unit)} withdraws with no way clear and is blown`
              : `${unitName(state, w.unit)} withdraws to ${at(state, w.to)}`,
        })),
        { action: { type: 'pass' }, prompt: 'Pass: withdraw no more corps' },
      ];
    case 'movement':
      return movementActions(state, side, ctx);
    case 'attack':
      return attackActions(state, side);
    default:
      return [];
  }
}

/**
 * A reinforcement comes on: an enemy unit on the entry hex or a hex next to it, or whose zone of
 * control reaches either (so any enemy within two hexes), retreats three hexes (detachments are
 * recalled). The owner of the corps that fall back picks their order and their hexes.
 */
function enter(state: State, ctx: Ctx, unit: string, entry: string): void {
  const side = state.pieces[unit]!.side;
  const p = positionOf(state);
  const near = within(state.board, entry, 2);
  const enemies: string[] = [];
  for (const h of near) {
    const d = p.detachment.get(h);
    if (d && state.pieces[d]!.side !== side) {
      state.units[d] = { at: 'ready', back: false };
      ctx.log(`${unitName(state, d)} is recalled from the entry at ${at(state, entry)}.`);
    }
    const c = p.corps.get(h);
    if (c && state.pieces[c]!.side !== side) enemies.push(c);
  }
  state.entering = { unit, entry, enemies: enemies.sort() };
  continueEntry(state, ctx);
}

/** The hexes each enemy corps still to fall back from the entry may reach now. */
function entryRetreats(state: State): { unit: string; to: string }[] {
  const e = state.entering;
  if (!e) return [];
  return e.enemies.flatMap((id) => retreatOptions(state, id, [e.entry]).map((to) => ({ unit: id, to })));
}

/**
 * Goes on with an entry: waits while the owner of the corps falling back has a real choice, does
 * a single possible retreat at once, blows the corps that can no longer get clear, then puts the
 * reinforcement on its entry hex.
 */
function continueEntry(state: State, ctx: Ctx): void {
  const e = state.entering!;
  for (;;) {
    const choices = entryRetreats(state);
    if (choices.length > 1) return;
    if (choices.length === 0) break;
    fallBack(state, ctx, choices[0]!.unit, choices[0]!.to);
  }
  for (const id of e.enemies) blow(state, ctx, id);
  state.entering = null;
  state.units[e.unit]!.at = e.entry;
  state.used = 1;
  ctx.log(`${unitName(state, e.unit)} enters at ${at(state, e.entry)}.`);
  // Entering by a hex with no road in the rain is a step off the road: the corps turns over there.
  const u = state.units[e.unit]!;
  if (state.rain.includes(state.turn) && !u.back && !onRoad(state.board, e.entry)) {
    u.back = true;
    ctx.log(`${unitName(state, e.unit)} leaves the road in the rain and turns over.`);
  }
}

/** One corps falls back from the entry, as after a lost attack (with no pursuit). */
function fallBack(state: State, ctx: Ctx, unit: string, to: string): void {
  const e = state.entering!;
  e.enemies = e.enemies.filter((id) => id !== unit);
  state.retreat = { unit, options: [to], from: state.units[unit]!.at };
  finishRetreat(state, ctx, to);
}

export function applyAction(ctx: Ctx, state: State, action: Action, role: string): State {
  const side = actingSide(state)!;
  if (state.roles[side] !== role) throw new Error(`${role} may not act now`);
  switch (action.type) {
    case 'hq-mode':
      state.units[action.hq]!.back = action.mode === 'battle';
      ctx.log(`${unitName(state, action.hq)} begins in ${action.mode === 'normal' ? 'Normal' : 'Battle'} mode.`);
      state.queue.shift();
      if (state.queue.length === 0) beginMovement(state, ctx);
      break;
    case 'place-hq':
      state.units[action.hq] = { at: action.hex, back: action.mode === 'battle' };
      ctx.log(`${unitName(state, action.hq)} is placed at ${at(state, action.hex)} in ${action.mode === 'normal' ? 'Normal' : 'Battle'} mode.`);
      state.queue.shift();
      nextHq(state, ctx);
      break;
    case 'keep': {
      state.kept.push(action.unit);
      state.queue = state.queue.filter((u) => u !== action.unit);
      ctx.log(`${sideName(side)} let ${unitName(state, action.unit)} come back.`);
      if (state.kept.length >= ctx.hooks.blownReturn(state.stepSide, state) || state.queue.length === 0) {
        for (const u of state.queue) {
          state.units[u] = { at: 'eliminated', back: false };
          ctx.log(`${unitName(state, u)} does not come back and is eliminated.`);
        }
        state.queue = [...state.kept];
        state.phase = 'return';
        nextReturn(state, ctx);
      }
      break;
    }
    case 'return':
      state.units[action.unit] = { at: action.hex, back: false };
      ctx.log(`${unitName(state, action.unit)} returns at ${at(state, action.hex)}.`);
      state.queue.shift();
      nextReturn(state, ctx);
      break;
    case 'no-return':
      ctx.log(`${unitName(state, action.unit)} is kept on the turn track and may return in a later turn.`);
      state.queue.shift();
      nextReturn(state, ctx);
      break;
    case 'detach':
      state.units[action.unit] = { at: action.hex, back: false };
      ctx.log(`${unitName(state, action.hq)} places ${unitName(state, action.unit)} at ${at(state, action.hex)}.`);
      state.queue.shift();
      if (state.queue.length === 0) beginStep(state, 'recall', ctx, 'french');
      break;
    case 'no-detachment':
      state.queue.shift();
      if (state.queue.length === 0) beginStep(state, 'recall', ctx, 'french');
      break;
    case 'recall':
      state.units[action.unit] = { at: 'ready', back: false };
      ctx.log(`${unitName(state, action.unit)} is recalled.`);
      break;
    case 'end-recall':
      if (side === 'french') state.player = 'coalition';
      else organize(state, ctx);
      break;
    case 'withdraw': {
      // A withdrawal is a retreat: a Grand Battery left behind is lost, and a corps that cannot get clear is blown.
      const from = state.units[action.unit]!.at;
      if (action.to === 'blown') {
        ctx.log(`${unitName(state, action.unit)} withdraws but cannot get clear.`);
        blow(state, ctx, action.unit);
      } else {
        loseBattery(state, ctx, from);
        state.units[action.unit]!.at = action.to;
        ctx.log(`${unitName(state, action.unit)} withdraws to ${at(state, action.to)}.`);
      }
      settle(state);
      afterImpulse(state, side, ctx);
      break;
    }
    case 'select': {
      const entry = action.entry;
      state.selected = action.unit;
      state.used = 0;
      if (entry) enter(state, ctx, action.unit, entry);
      break;
    }
    case 'move': {
      const from = state.units[action.unit]!.at;
      if (action.to !== from) {
        const r = reachOf(state, action.unit, ctx).get(action.to);
        state.units[action.unit]!.at = action.to;
        if (r?.flipped) state.units[action.unit]!.back = true;
        ctx.log(`${unitName(state, action.unit)} moves to ${at(state, action.to)}${r?.flipped ? ' and turns over in the rain' : ''}.`);
        recallLoneBattery(state, ctx, from);
      }
      state.selected = null;
      state.used = 0;
      settle(state);
      afterImpulse(state, side, ctx, action.unit);
      break;
    }
    case 'attack':
      resolveAttack(state, ctx, action.unit, action.target, action.hold ?? []);
      if (state.retreat) break;
      settle(state);
      afterImpulse(state, side, ctx);
      break;
    case 'retreat': {
      if (state.entering) {
        fallBack(state, ctx, action.unit, action.to);
        continueEntry(state, ctx);
        break;
      }
      finishRetreat(state, ctx, action.to);
      afterImpulse(state, state.player, ctx);
      break;
    }
    case 'pass':
      pass(state, side, ctx);
      break;
  }
  return state;
}

export const sideOfRole = (state: State, role: string): Side | undefined =>
  state.roles.french === role ? 'french' : state.roles.coalition === role ? 'coalition' : undefined;
export { enemyOf };
