// Who acts, what they may do, and what each action does.
import type { LegalAction } from '@kriegsspiel/rules-sdk';
import { within } from './board';
import { blow, finishRetreat, loseBattery, recallLoneBattery, resolveAttack, retreatOptions } from './combat';
import { detachmentPlacements, hqPlacements, returnPlacements, withdrawals } from './command';
import { afterImpulse, beginMovement, beginStep, capsCorps, nextHq, nextReturn, organize, pass, settle } from './flow';
import { reachOf } from './movement';
import type { Action, Arrival, Side, State } from './types';
import { enemyOf } from './types';
import { at, sideName, unitName, type Ctx, type ReadCtx } from './words';
import { adjacentEnemies, onMap, positionOf } from './zones';

/** The side that must act now, if any. */
export function actingSide(state: State): Side | undefined {
  if (state.result) return undefined;
  if (state.retreat) return state.pieces[state.retreat.unit]!.side;
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

/** Reinforcements of a side that may come on now, with the entry hexes open to each. */
export function enterable(state: State, side: Side): { arrival: Arrival; entry: string }[] {
  const p = positionOf(state);
  const out: { arrival: Arrival; entry: string }[] = [];
  for (const a of state.arrivals) {
    const piece = state.pieces[a.unit]!;
    if (a.turn > state.turn || state.units[a.unit]!.at !== 'off' || piece.side !== side || piece.kind === 'hq') continue;
    if (a.after && state.units[a.after]?.at === 'off') continue;
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
  if (state.turn === 1 && piece.side === 'coalition') return unit === 'pr-i-corps';
  if (state.turn === 2 && piece.army === 'anglo-allied') return false;
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
  if (state.special.june15 && state.turn === 2 && side === 'french') {
    const left = Math.min(limit ?? Infinity, state.passed !== null ? (state.remaining ?? Infinity) : Infinity);
    const waiting = state.arrivals.filter(
      (a) => a.turn <= state.turn && state.units[a.unit]!.at === 'off' && state.pieces[a.unit]!.side === side && state.pieces[a.unit]!.kind !== 'hq',
    ).length;
    onlyEntries = entries.length > 0 && left <= waiting;
  }
  // On June 15 AM a French corps that has moved may move again when the cap is reached.
  const again = (id: string) => capsCorps(state, side) && (state.moved ?? []).includes(id);
  if (!onlyEntries) {
    const p = positionOf(state);
    for (const [, id] of [...p.corps.entries()].sort(([a], [b]) => (a < b ? -1 : 1)))
      if (state.pieces[id]!.side === side && (limit !== 0 || again(id)) && mayMove(state, id) && reachOf(state, id, ctx).size > 0)
        out.push({ action: { type: 'select', unit: id }, prompt: `Move ${unitName(state, id)}` });
  }
  if (entries.length === 0 && !heldBack(state, side, ctx)) out.push({ action: { type: 'pass' }, prompt: 'Pass: move no more corps this phase' });
  return out;
}

/**
 * Whether a reinforcement due now waits only because a friendly corps stands on its entry hex
 * and that corps could move off it, with a move still left for the reinforcement to come on:
 * passing then would keep it off the map by choice.
 */
function heldBack(state: State, side: Side, ctx: ReadCtx): boolean {
  const limit = state.limit[side];
  const left = Math.min(limit ?? Infinity, state.passed !== null ? (state.remaining ?? Infinity) : Infinity);
  const p = positionOf(state);
  for (const a of state.arrivals) {
    const piece = state.pieces[a.unit]!;
    if (a.turn > state.turn || state.units[a.unit]!.at !== 'off' || piece.side !== side || piece.kind === 'hq') continue;
    if (a.after && state.units[a.after]?.at === 'off') continue;
    for (const e of a.entries) {
      const c = p.corps.get(e);
      if (!c || state.pieces[c]!.side !== side || !mayMove(state, c)) continue;
      // On June 15 AM a French corps that has moved already moves again at no cost.
      const cost = capsCorps(state, side) && (state.moved ?? []).includes(c) ? 0 : 1;
      if (left >= cost + 1 && reachOf(state, c, ctx).size > 0) return true;
    }
  }
  return false;
}

function attackActions(state: State, side: Side): LegalAction<Action>[] {
  const p = positionOf(state);
  const out: LegalAction<Action>[] = [];
  for (const [hex, id] of [...p.corps.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (state.pieces[id]!.side !== side) continue;
    for (const target of adjacentEnemies(state, p, hex, side).sort())
      out.push({
        action: { type: 'attack', unit: id, target },
        prompt: `${unitName(state, id)} attacks ${unitName(state, target)} at ${at(state, state.units[target]!.at)}`,
      });
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
 * control reaches either (so any enemy within two hexes), retreats three hexes (detachments are recalled).
 */
function enter(state: State, ctx: Ctx, unit: string, entry: string): void {
  const side = state.pieces[unit]!.side;
  const p = positionOf(state);
  const near = within(state.board, entry, 2);
  const enemies: string[] = [];
  for (const h of near) for (const id of [p.corps.get(h), p.detachment.get(h)]) if (id && state.pieces[id]!.side !== side) enemies.push(id);
  for (const id of enemies.sort()) {
    if (state.pieces[id]!.kind === 'detachment') {
      state.units[id] = { at: 'ready', back: false };
      ctx.log(`${unitName(state, id)} is recalled from the entry at ${at(state, entry)}.`);
      continue;
    }
    const options = retreatOptions(state, id, [entry]);
    if (options.length === 0) blow(state, ctx, id);
    else {
      state.units[id]!.at = options[0]!;
      ctx.log(`${unitName(state, id)} falls back from the entry to ${at(state, options[0]!)}.`);
    }
  }
  state.units[unit]!.at = entry;
  ctx.log(`${unitName(state, unit)} enters at ${at(state, entry)}.`);
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
      if (entry) {
        enter(state, ctx, action.unit, entry);
        state.used = 1;
      }
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
      resolveAttack(state, ctx, action.unit, action.target);
      if (state.retreat) break;
      settle(state);
      afterImpulse(state, side, ctx);
      break;
    case 'retreat': {
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
