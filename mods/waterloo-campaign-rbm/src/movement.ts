// The Movement Phase: where a corps may go this move. Hex by hex up to its allowance, or twice
// that when the whole move follows connected roads; never into another corps; stopped by enemy
// zones (control for all, influence for infantry, cavalry influence for cavalry); within the
// command range of an associated HQ; and in the June 17 rain a corps in Advance formation that
// leaves the road turns to Battle formation (cavalry tires) on the spot.
import { crossable, distance, neighboursOf, onRoad, roadLink } from './board';
import { hqsOf } from './command';
import type { State } from './types';
import { enemyOf } from './types';
import type { ReadCtx } from './words';
import { inZoc, isEmpty, positionOf } from './zones';

/** Each reachable hex, and whether the corps turned over in the rain on the way. */
export type Reach = Map<string, { flipped: boolean; road: boolean }>;

interface Node {
  hex: string;
  cost: number;
  flipped: boolean;
  /** False once the corps must stop here. */
  go: boolean;
}

export function reachOf(state: State, unit: string, ctx: ReadCtx): Reach {
  const p = positionOf(state);
  const piece = state.pieces[unit]!;
  const u = state.units[unit]!;
  const start = u.at;
  const enemy = enemyOf(piece.side);
  const entering = state.selected === unit && state.used > 0;
  const cavalry = piece.kind === 'cavalry';
  const out: Reach = new Map();
  // A corps that begins in an enemy zone of control: infantry cannot move; cavalry may step out,
  // unless the zone is an enemy cavalry corps'.
  const zoc = p.zoc[enemy].get(start) ?? [];
  let firstStepOut = false;
  if (!entering && zoc.length > 0) {
    if (!cavalry || zoc.some((id) => state.pieces[id]!.kind === 'cavalry')) return out;
    firstStepOut = true;
  }
  const raining = state.rain.includes(state.turn) && !u.back;
  const hqs = hqsOf(state, piece.army);
  const ranges: ({ at: string; range: number } | undefined)[] =
    entering || hqs.length === 0 ? [undefined] : hqs.map((hq) => ({ at: state.units[hq]!.at, range: ctx.hooks.commandRange(hq, state) }));
  for (const road of [false, true]) {
    const allowance = ctx.hooks.movementAllowance(unit, road, state);
    if (allowance <= 0) continue;
    if (road && !onRoad(state.board, start)) continue;
    for (const hq of ranges) {
      const startFar = hq ? distance(state.board, hq.at, start) : 0;
      const inRange = !hq || startFar <= hq.range;
      const best = new Map<string, Node>();
      const queue: Node[] = [{ hex: start, cost: state.used, flipped: false, go: true }];
      while (queue.length > 0) {
        const node = queue.shift()!;
        if (!node.go) continue;
        const limit = node.flipped ? Math.min(allowance, piece.move![1]) : allowance;
        if (node.cost >= limit) continue;
        for (const n of neighboursOf(state.board, node.hex)) {
          if (p.corps.has(n)) continue;
          const d = p.detachment.get(n);
          if (d && state.pieces[d]!.side !== piece.side) continue;
          if (road ? !roadLink(state.board, node.hex, n) : !crossable(state.board, node.hex, n)) continue;
          // Once in range (from the start, or reached on the way) a corps may not step out of it again.
          // This depends only on the hex stepped from, so keeping one best way per hex and condition stays exact.
          if (hq && distance(state.board, hq.at, node.hex) <= hq.range && distance(state.board, hq.at, n) > hq.range) continue;
          if (firstStepOut && node.hex === start && (!isEmpty(p, n) || inZoc(p, enemy, n))) continue;
          let flipped = node.flipped;
          let go = true;
          if (raining && !road && !flipped && !onRoad(state.board, n)) {
            // Cavalry that tires here may not already be past its exhausted allowance.
            if (cavalry && node.cost + 1 > piece.move![1]) continue;
            flipped = true;
            if (!cavalry) go = false;
          }
          if (inZoc(p, enemy, n)) go = false;
          else if (!cavalry && p.zoi[enemy].has(n)) go = false;
          else if (cavalry && p.cavalryZoi[enemy].has(n)) go = false;
          const cost = node.cost + 1;
          // One best way per hex and condition: a dearer way that has not turned over in the rain
          // may still go further than a cheaper one that has.
          const k = `${n}|${flipped}`;
          const seen = best.get(k);
          if (seen && (seen.cost < cost || (seen.cost === cost && (seen.go || !go)))) continue;
          const next = { hex: n, cost, flipped, go };
          best.set(k, next);
          queue.push(next);
        }
      }
      for (const node of best.values()) {
        const h = node.hex;
        if (h === start) continue;
        // Outside range: the move must end closer to the HQ.
        if (hq && !inRange && distance(state.board, hq.at, h) >= startFar) continue;
        const prev = out.get(h);
        if (!prev || (prev.flipped && !node.flipped)) out.set(h, { flipped: node.flipped, road });
      }
    }
  }
  return out;
}
