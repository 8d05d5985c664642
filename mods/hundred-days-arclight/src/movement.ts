// Movement (6): road and plains movement, cavalry detachment, special orders, continued
// movement with moving markers, and the rules every move obeys (2-4, 6-3, 9-4).
import type { LegalAction } from '@kriegsspiel/rules-sdk';
import {
  hexName,
  hexScratchOf,
  neighbourIdsOf,
  indexOf,
  isRoadHex,
  onRoadNetwork,
  roadStepIdsOf,
  terrainAt,
  type BoardIndex,
  type HexLinks,
  type HexScratch,
  type RoadLink,
  type RoadSteps,
} from './board';
import { defaultHooks, plainsStepIdsOf, plainsStepsOf, stackingRefusal, terrainRefusal, type StepKind } from './hooks';
import {
  changeCount,
  changedSince,
  contactMarks,
  hasMoved,
  moveUnit,
  nextToEnemy,
  positionByNumber,
  positionOf,
  revealCount,
  sizeWords,
  stacksOf,
  type Position,
  type PositionByNumber,
  type Stack,
} from './stacks';
import { SIDES, type Action, type Board, type Marker, type MoveAction, type Piece, type Side, type State } from './types';
import type { VictoryMoment } from './victory';
import { Army, logged, unitsWords, type Ctx, type ReadCtx } from './words';

/** Who is moving: a whole stack, or one cavalry brigade detached from it. */
export interface Mover {
  side: Side;
  from: string;
  units: string[];
  napoleon: boolean;
  /** It began next to an enemy stack, so its first step must leave contact (6-3). */
  inContact: boolean;
}

/** Whether a step is allowed and whether the stack must stop after it. */
export type StepCheck = { ok: true; stop: boolean } | { ok: false; reason: string };

/** The mover for a whole stack or a detached brigade. */
export function moverOf(state: State, pos: Position, stack: Stack, unit?: string): Mover {
  return {
    side: stack.side,
    from: stack.hex,
    units: unit ? [unit] : stack.units,
    napoleon: unit ? false : stack.napoleon,
    inContact: stack.units.length > 0 && nextToEnemy(state, pos, stack.hex, stack.side),
  };
}

/** The answers of a step allowed, shared: callers only read them. */
const GOES: StepCheck = { ok: true, stop: false };
const STOPS: StepCheck = { ok: true, stop: true };
/** A refusal without its words, for the searches that only need to know. */
const REFUSED: StepCheck = { ok: false, reason: '' };

/**
 * A step judged without words: refused, allowed, or allowed but the stack must stop there.
 * `EndsBefore` is a step into a friendly stack the movers may not join: a move that would
 * end there ends one hex earlier instead (2-4), which a road walk offers as a stop.
 */
const enum Step {
  Refused,
  Goes,
  Stops,
  EndsBefore,
}

/**
 * What the walks and reaches read for every step they try, looked up once per mover: the
 * hexes next to an enemy stack, and the rows when Napoleon may not go south.
 */
interface Walker {
  ctx: ReadCtx;
  state: State;
  pos: Position;
  mover: Mover;
  /** 1 for a hex next to an enemy stack, by hex number. */
  contact: Uint8Array;
  ids: Map<string, number>;
  rows: Map<string, number> | undefined;
}

function walkerOf(ctx: ReadCtx, state: State, pos: Position, mover: Mover): Walker {
  const index = indexOf(state.board);
  return { ctx, state, pos, mover, contact: contactMarks(state, pos, mover.side), ids: index.ids, rows: mover.napoleon ? index.row : undefined };
}

/** {@link checkStep} without words, once terrain allows the step: other stacks, leaving contact, Napoleon's way north, and whether the stack stops. */
function judge(w: Walker, kind: StepKind, from: string, to: string, first: boolean): Step {
  const { mover } = w;
  const there = w.pos.get(to);
  if (there !== undefined && there.side !== mover.side) return Step.Refused;
  // Entering a friendly stack always ends the move, so this move would end there (2-4).
  if (there !== undefined && !w.ctx.hooks.stackingAllowed(mover.units, there.units, w.state)) return Step.EndsBefore;
  const contact = w.contact[w.ids.get(to) ?? -1] === 1;
  if (first && contact && mover.inContact) return Step.Refused;
  if (w.rows !== undefined && (w.rows.get(to) ?? 0) > (w.rows.get(from) ?? 0)) return Step.Refused;
  if (contact || (there !== undefined && (there.units.length > 0 || there.napoleon))) return Step.Stops;
  return kind === 'road' && w.state.board.terrain[to]?.roadOnly === true ? Step.Stops : Step.Goes;
}

/**
 * Checks one step of a move: terrain, other stacks, leaving contact, Napoleon's way north.
 * With `words` false a refusal comes without its reason, which the walks and reaches that
 * try every step do not read; with `terrainKnown` the caller has already asked `canEnterHex`
 * (or knows its default answer from the board).
 */
export function checkStep(
  ctx: ReadCtx,
  state: State,
  pos: Position,
  mover: Mover,
  kind: StepKind,
  from: string,
  to: string,
  first: boolean,
  words = true,
  terrainKnown = false,
): StepCheck {
  if (!terrainKnown && !ctx.hooks.canEnterHex(from, to, kind, state))
    return words ? { ok: false, reason: terrainRefusal(state, from, to, kind) ?? `the stack may not enter ${to}` } : REFUSED;
  if (!words) {
    const step = judge(walkerOf(ctx, state, pos, mover), kind, from, to, first);
    return step === Step.Refused || step === Step.EndsBefore ? REFUSED : step === Step.Stops ? STOPS : GOES;
  }
  const there = pos.get(to);
  if (there && there.side !== mover.side) return { ok: false, reason: `${to} holds an enemy stack` };
  if (there && !ctx.hooks.stackingAllowed(mover.units, there.units, state)) return { ok: false, reason: stackingRefusal(state, mover.units, there.units) };
  const contact = nextToEnemy(state, pos, to, mover.side);
  if (first && mover.inContact && contact) return { ok: false, reason: 'a stack that begins next to an enemy must first step to a hex no enemy stack touches' };
  const rows = indexOf(state.board).row;
  if (mover.napoleon && (rows.get(to) ?? 0) > (rows.get(from) ?? 0))
    return { ok: false, reason: "Napoleon's stack may never move closer to the southern edge" };
  const joins = there !== undefined && (there.units.length > 0 || there.napoleon);
  return (kind === 'road' && state.board.terrain[to]?.roadOnly === true) || contact || joins ? STOPS : GOES;
}

/**
 * Whether terrain and roads let a road step follow this link. With the default
 * `canEnterHex` the board answers (the link is the first from `from` to its hex, which the
 * default reads too); a house rule's hook is asked.
 */
function roadLinkOpen(w: Walker, terrainKnown: boolean, from: string, link: RoadLink): boolean {
  if (!terrainKnown) return w.ctx.hooks.canEnterHex(from, link.to, 'road', w.state);
  return link.allowed && terrainAt(w.state.board, link.to).enter;
}

/**
 * Every road movement a mover may make: walks along road links that never turn back, as
 * long as the allowance. A walk ends early only where the rules stop it (a city or village,
 * contact with the enemy, a friendly stack, one hex before a stack it may not join) or where
 * no road goes on, since road movement must cover its full distance as far as it can (6-1-1).
 */
export function roadWalks(ctx: ReadCtx, state: State, pos: Position, mover: Mover, allowance: number): string[][] {
  const walks: string[][] = [];
  if (allowance <= 0 || !onRoadNetwork(state.board, mover.from)) return walks;
  const terrainKnown = ctx.hooks.canEnterHex === defaultHooks.canEnterHex;
  if (terrainKnown && roadStepIdsOf(state.board).complete) return roadWalksByNumber(ctx, state, pos, mover, allowance);
  const roads = indexOf(state.board).roads;
  const w = walkerOf(ctx, state, pos, mover);
  const path: string[] = [];
  const visit = (at: string) => {
    if (path.length === allowance) {
      walks.push(path.slice());
      return;
    }
    let went = false;
    let endsHere = false;
    const links = roads.get(at) ?? [];
    for (let i = 0; i < links.length; i++) {
      const link = links[i] as RoadLink;
      const to = link.to;
      if (to === mover.from || path.includes(to) || firstLinkTo(links, to) !== i) continue;
      if (!roadLinkOpen(w, terrainKnown, at, link)) continue;
      const step = judge(w, 'road', at, to, path.length === 0);
      if (step === Step.Refused) continue;
      if (step === Step.EndsBefore) {
        endsHere = true;
        continue;
      }
      went = true;
      path.push(to);
      if (step === Step.Stops) walks.push(path.slice());
      else visit(to);
      path.pop();
    }
    // A stop one hex before a stack it may not join is offered even where another road goes on (2-4).
    if ((endsHere || !went) && path.length > 0) walks.push(path.slice());
  };
  visit(mover.from);
  return walks;
}

/**
 * {@link roadWalks} with the default terrain rule, over hex numbers: the same walks in the
 * same order, {@link judge}'s tests read from arrays by hex number (see plainsReachByNumber).
 */
function roadWalksByNumber(ctx: ReadCtx, state: State, pos: Position, mover: Mover, allowance: number): string[][] {
  const walks: string[][] = [];
  const { index, stacks, contact, roads } = lookupsOf(state, pos, mover.side);
  const from = index.ids.get(mover.from);
  if (from === undefined) return walks;
  const { start, next, open, roadOnly } = roads;
  const rows = mover.napoleon ? index.rows : undefined;
  const { labels } = index;
  const path: number[] = [];
  const walk = (): string[] => {
    const out: string[] = new Array<string>(path.length);
    for (let i = 0; i < path.length; i++) out[i] = labels[path[i] as number] as string;
    return out;
  };
  const visit = (at: number) => {
    if (path.length === allowance) {
      walks.push(walk());
      return;
    }
    if (goneThrough !== undefined) goneThrough.push(at);
    let went = false;
    let endsHere = false;
    for (let k = start[at] as number, end = start[at + 1] as number; k < end; k++) {
      const to = next[k] as number;
      if (to === from || open[k] !== 1) continue;
      let again = false;
      for (let i = 0; i < path.length; i++) if (path[i] === to) again = true;
      if (again) continue;
      // As judge, for a road step.
      const there = stacks[to];
      if (there !== undefined && there.side !== mover.side) continue;
      if (there !== undefined && !ctx.hooks.stackingAllowed(mover.units, there.units, state)) {
        endsHere = true;
        continue;
      }
      const touches = contact[to] === 1;
      if (path.length === 0 && touches && mover.inContact) continue;
      if (rows !== undefined && (rows[to] as number) > (rows[at] as number)) continue;
      const stops = touches || (there !== undefined && (there.units.length > 0 || there.napoleon)) || roadOnly[to] === 1;
      went = true;
      path.push(to);
      if (stops) walks.push(walk());
      else visit(to);
      path.pop();
    }
    // A stop one hex before a stack it may not join is offered even where another road goes on (2-4).
    if ((endsHere || !went) && path.length > 0) walks.push(walk());
  };
  visit(from);
  return walks;
}

/** The index of the first of the links that goes to `to` (two roads may join the same hexes). */
function firstLinkTo(links: RoadLink[], to: string): number {
  for (let i = 0; ; i++) if ((links[i] as RoadLink).to === to) return i;
}

/** Every hex plains movement may end in, with the fewest hexes it takes (6-1-2: it may stop short). */
export function plainsReach(ctx: ReadCtx, state: State, pos: Position, mover: Mover, allowance: number): Map<string, number> {
  const reached = new Map<string, number>();
  if (allowance <= 0) return reached;
  // With the default terrain rule, the board says once which neighbours plains movement may enter.
  const terrainKnown = ctx.hooks.canEnterHex === defaultHooks.canEnterHex;
  if (terrainKnown) {
    const found = plainsReachByNumber(ctx, state, pos, mover, allowance);
    const { labels } = indexOf(state.board);
    const { queue, steps } = hexScratchOf(indexOf(state.board));
    for (let t = 1; t < found; t++) reached.set(labels[queue[t] as number] as string, steps[t] as number);
    return reached;
  }
  const neighbours = terrainKnown ? plainsStepsOf(state.board) : indexOf(state.board).neighbours;
  const w = walkerOf(ctx, state, pos, mover);
  reached.set(mover.from, 0);
  // Hexes in the order reached, with their distance; a negative one where the stack must stop.
  const queue = [mover.from];
  const distance = [0];
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as string;
    const d = distance[head] as number;
    if (d < 0 || d >= allowance) continue;
    for (const to of neighbours.get(at) ?? []) {
      if (reached.has(to)) continue;
      if (!terrainKnown && !ctx.hooks.canEnterHex(at, to, 'plains', state)) continue;
      const step = judge(w, 'plains', at, to, d === 0);
      if (step === Step.Refused || step === Step.EndsBefore) continue;
      reached.set(to, d + 1);
      queue.push(to);
      distance.push(step === Step.Stops ? -1 : d + 1);
    }
  }
  reached.delete(mover.from);
  return reached;
}

/**
 * What the searches by hex number read, for one position, side and map: looked up once and
 * kept for the next mover (a listing tries every stack's movers on the same position), not
 * once per search (each lookup is a call and a map read in QuickJS).
 */
interface Lookups {
  pos: Position;
  /** The position by hex number its arrays come from: retired once the next position took them over. */
  numbered: PositionByNumber;
  side: Side;
  board: Board;
  index: BoardIndex;
  stacks: (Stack | undefined)[];
  contact: Uint8Array;
  scratch: HexScratch;
  plains: HexLinks;
  roads: RoadSteps;
}

let lookups: Lookups | undefined;

function lookupsOf(state: State, pos: Position, side: Side): Lookups {
  if (lookups !== undefined && lookups.pos === pos && lookups.side === side && lookups.board === state.board && lookups.numbered.retired !== true)
    return lookups;
  const index = indexOf(state.board);
  const numbered = positionByNumber(state, pos);
  lookups = {
    pos,
    numbered,
    side,
    board: state.board,
    index,
    stacks: numbered.stacks,
    contact: contactMarks(state, pos, side),
    scratch: hexScratchOf(index),
    plains: plainsStepIdsOf(state.board),
    roads: roadStepIdsOf(state.board),
  };
  return lookups;
}

/**
 * {@link plainsReach} with the default terrain rule, over hex numbers: the same hexes in the
 * same order with the same distances, {@link judge}'s tests read from arrays by hex number
 * instead of maps of labels (far cheaper in QuickJS, where the rules run). The hexes reached
 * are left in the map's scratch space ({@link hexScratchOf}): `queue[1]` to `queue[n - 1]`
 * in the order reached, with the hexes each takes in `steps`, for `n` the number returned
 * (0 when the mover's hex is not on the map). They stay there until the next search.
 */
function plainsReachByNumber(ctx: ReadCtx, state: State, pos: Position, mover: Mover, allowance: number): number {
  const { index, scratch, stacks, contact, plains } = lookupsOf(state, pos, mover.side);
  const from = index.ids.get(mover.from);
  if (from === undefined) return 0;
  const { start, next } = plains;
  const { seen, queue, distance, steps } = scratch;
  const stamp = ++scratch.stamp;
  const rows = mover.napoleon ? index.rows : undefined;
  seen[from] = stamp;
  queue[0] = from;
  distance[0] = 0;
  let tail = 1;
  // The mover's fields and the list of hexes gone through in locals: each property read is a lookup in QuickJS.
  const side = mover.side;
  const inContact = mover.inContact;
  const through = goneThrough;
  for (let head = 0; head < tail; head++) {
    const at = queue[head] as number;
    const d = distance[head] as number;
    if (d < 0 || d >= allowance) continue;
    if (through !== undefined) through.push(at);
    const leaving = d === 0 && inContact;
    const further = d + 1;
    for (let k = start[at] as number, end = start[at + 1] as number; k < end; k++) {
      const to = next[k] as number;
      if (seen[to] === stamp) continue;
      // As judge: an enemy stack refuses; a friendly one the movers may not join ends the move before it.
      const there = stacks[to];
      if (there !== undefined && (there.side !== side || !ctx.hooks.stackingAllowed(mover.units, there.units, state))) continue;
      const touches = contact[to] === 1;
      if (leaving && touches) continue;
      if (rows !== undefined && (rows[to] as number) > (rows[at] as number)) continue;
      seen[to] = stamp;
      queue[tail] = to;
      steps[tail] = further;
      distance[tail] = touches || (there !== undefined && (there.units.length > 0 || there.napoleon)) ? -1 : further;
      tail++;
    }
  }
  return tail;
}

/**
 * Every hex plains movement may end in and the hexes it takes, given to `each` in
 * {@link plainsReach}'s order, without the map of labels it builds (the listing's hot path).
 */
function eachPlainsEnd(ctx: ReadCtx, state: State, pos: Position, mover: Mover, allowance: number, each: (to: string, steps: number) => void): void {
  if (allowance <= 0) return;
  if (ctx.hooks.canEnterHex !== defaultHooks.canEnterHex) {
    for (const entry of plainsReach(ctx, state, pos, mover, allowance)) each(entry[0], entry[1]);
    return;
  }
  const found = plainsReachByNumber(ctx, state, pos, mover, allowance);
  const { index, scratch } = lookupsOf(state, pos, mover.side);
  const { queue, steps } = scratch;
  const { labels } = index;
  for (let t = 1; t < found; t++) each(labels[queue[t] as number] as string, steps[t] as number);
}

/** True when a first step makes a move: one that ends before it goes nowhere. */
function opens(step: Step): boolean {
  return step === Step.Goes || step === Step.Stops;
}

/**
 * True when {@link roadWalks} or {@link plainsReach} would find something for the mover,
 * found without walking: both find a move exactly when some first step is allowed (a walk
 * that may not go on ends where it is, and plains movement may stop short).
 */
export function canStep(ctx: ReadCtx, state: State, pos: Position, mover: Mover): boolean {
  const from = mover.from;
  const terrainKnown = ctx.hooks.canEnterHex === defaultHooks.canEnterHex;
  const w = walkerOf(ctx, state, pos, mover);
  if (ctx.hooks.movementAllowance('road', mover.units, state) > 0 && onRoadNetwork(state.board, from)) {
    const links = indexOf(state.board).roads.get(from) ?? [];
    for (let i = 0; i < links.length; i++) {
      const link = links[i] as RoadLink;
      if (firstLinkTo(links, link.to) === i && roadLinkOpen(w, terrainKnown, from, link) && opens(judge(w, 'road', from, link.to, true))) return true;
    }
  }
  if (ctx.hooks.movementAllowance('plains', mover.units, state) > 0) {
    const neighbours = terrainKnown ? plainsStepsOf(state.board) : indexOf(state.board).neighbours;
    for (const to of neighbours.get(from) ?? []) {
      if (!terrainKnown && !ctx.hooks.canEnterHex(from, to, 'plains', state)) continue;
      if (opens(judge(w, 'plains', from, to, true))) return true;
    }
  }
  return false;
}

/**
 * The cavalry brigades {@link stackMoves} detaches from a stack: the face-up ones, then the
 * face-down ones, each the first of the brigades alike (same value and nationality), as which
 * of two alike leaves makes no difference; with the shipped pieces, one of each at most.
 * A lone brigade moves as its stack, but one with Napoleon may still leave him behind (6-1-3).
 */
export function detachable(state: State, stack: Stack): string[] {
  if (stack.units.length === 0 || (stack.units.length < 2 && !stack.napoleon)) return [];
  // The first brigade of each face; the lists of kinds are made only when a later one differs
  // from it (a blank's brigade beside a printed one): listing asks this for every stack.
  const { pieces, units } = state;
  let up: string | undefined;
  let down: string | undefined;
  let upPiece: Piece | undefined;
  let downPiece: Piece | undefined;
  let unlike = false;
  for (let i = 0; i < stack.units.length; i++) {
    const u = stack.units[i] as string;
    const piece = pieces[u];
    if (piece === undefined || piece.type !== 'cavalry') continue;
    const faceUp = units[u]?.faceUp === true;
    const first = faceUp ? upPiece : downPiece;
    if (first !== undefined) {
      if (!unlike) unlike = first.combat !== piece.combat || first.nationality !== piece.nationality;
    } else if (faceUp) {
      up = u;
      upPiece = piece;
    } else {
      down = u;
      downPiece = piece;
    }
  }
  if (unlike) return brigadeKinds(state, stack);
  return up === undefined ? (down === undefined ? [] : [down]) : down === undefined ? [up] : [up, down];
}

/** True when two brigades of one face differ in nothing their owner could choose by: value and nationality. */
export function alikeBrigades(state: State, a: string, b: string): boolean {
  const x = state.pieces[a];
  const y = state.pieces[b];
  return x !== undefined && y !== undefined && x.combat === y.combat && x.nationality === y.nationality;
}

/** {@link detachable} for a stack whose brigades of one face differ: the first of each kind, face-up ones first. */
function brigadeKinds(state: State, stack: Stack): string[] {
  const up: string[] = [];
  const down: string[] = [];
  for (let i = 0; i < stack.units.length; i++) {
    const u = stack.units[i] as string;
    if (state.pieces[u]?.type !== 'cavalry') continue;
    const kept = state.units[u]?.faceUp ? up : down;
    if (!kept.some((k) => alikeBrigades(state, k, u))) kept.push(u);
  }
  return up.concat(down);
}

/** True when {@link stackMoves} would list something for the stack, found without listing. */
export function canMove(ctx: ReadCtx, state: State, pos: Position, stack: Stack): boolean {
  if (stack.napoleon && nextToEnemy(state, pos, stack.hex, stack.side)) return false;
  if (canStep(ctx, state, pos, moverOf(state, pos, stack))) return true;
  return detachable(state, stack).some((unit) => canStep(ctx, state, pos, moverOf(state, pos, stack, unit)));
}

/** The words for a road walk: `0714 (via 0717, 0716, 0715)`. */
function walkWords(state: State, path: string[]): string {
  const to = hexName(state.board, path[path.length - 1] as string);
  return path.length > 1 ? `${to} via ${path.slice(0, -1).join(', ')}` : to;
}

/**
 * Who may move out of a stack now, in the listing's order: the whole stack, then each cavalry
 * brigade {@link detachable} from it alone; nobody while Napoleon's stack touches an enemy
 * stack (9-4). Contact is looked up once for the stack and its detachments.
 */
function moversOf(state: State, pos: Position, stack: Stack): Mover[] {
  const { index, contact } = lookupsOf(state, pos, stack.side);
  const touching = contact[index.ids.get(stack.hex) ?? -1] === 1;
  if (stack.napoleon && touching) return [];
  const inContact = stack.units.length > 0 && touching;
  const movers: Mover[] = [{ side: stack.side, from: stack.hex, units: stack.units, napoleon: stack.napoleon, inContact }];
  const detached = detachable(state, stack);
  for (let d = 0; d < detached.length; d++) movers.push({ side: stack.side, from: stack.hex, units: [detached[d] as string], napoleon: false, inContact });
  return movers;
}

/** Every movement one stack may make now (whole stack, and each cavalry brigade detached from it), with prompts unless `ctx.prompts` is false; added to `out` when given. */
export function stackMoves(ctx: ReadCtx, state: State, pos: Position, stack: Stack, prefix = '', out: LegalAction<Action>[] = []): LegalAction<Action>[] {
  const words = ctx.prompts !== false;
  const label = words ? `stack at ${stack.hex} (${sizeWords(stack)})` : '';
  const movers = moversOf(state, pos, stack);
  // Indexed loops: for-of and destructuring are slow in QuickJS (see nationalitiesMix).
  for (let m = 0; m < movers.length; m++) {
    const mover = movers[m] as Mover;
    // The first mover is the whole stack; the others, one cavalry brigade each.
    const unit = m === 0 ? undefined : (mover.units[0] as string);
    const who = words && unit !== undefined ? `Cavalry detachment: ${unit} leaves the ${label}` : '';
    const walks = roadWalks(ctx, state, pos, mover, ctx.hooks.movementAllowance('road', mover.units, state));
    for (let i = 0; i < walks.length; i++) {
      const path = walks[i] as string[];
      out.push({
        action: roadMove(stack.hex, path, unit),
        prompt: !words
          ? ''
          : unit === undefined
            ? `${prefix}Road movement: ${label} to ${walkWords(state, path)}`
            : `${prefix}${who} by road to ${walkWords(state, path)}`,
      });
    }
    eachPlainsEnd(ctx, state, pos, mover, ctx.hooks.movementAllowance('plains', mover.units, state), (to, steps) => {
      out.push({
        action: plainsMove(stack.hex, to, unit),
        prompt: !words
          ? ''
          : unit === undefined
            ? `${prefix}Plains movement: ${label} to ${hexName(state.board, to)} (${steps} hex${steps === 1 ? '' : 'es'})`
            : `${prefix}${who} across country to ${hexName(state.board, to)}`,
      });
    });
  }
  return out;
}

/** A road move of the whole stack, or of one brigade detached from it. */
function roadMove(from: string, path: string[], unit: string | undefined): Action {
  return unit === undefined ? { type: 'move', kind: 'road', from, path } : { type: 'move', kind: 'road', from, path, unit };
}

/** A plains move of the whole stack, or of one brigade detached from it. */
function plainsMove(from: string, to: string, unit: string | undefined): Action {
  return unit === undefined ? { type: 'move', kind: 'plains', from, to } : { type: 'move', kind: 'plains', from, to, unit };
}

/**
 * One stack's moves as {@link stackMoves} lists them without prompts, kept compact for the
 * bots' listings: for each mover its road walks, then the hexes its plains movement may end
 * in, by hex number. The actions are built only when asked ({@link moveInSet}, {@link movesOfSet}).
 */
interface MoveSet {
  from: string;
  groups: { unit: string | undefined; walks: string[][]; ends: Int32Array }[];
  count: number;
  /** The whole list, once built. */
  actions?: LegalAction<Action>[];
}

const NO_HEXES = new Int32Array(0);

/** {@link stackMoves} as a {@link MoveSet}, for the default terrain rule (the only one moves are kept for). */
function stackMoveSet(ctx: ReadCtx, state: State, pos: Position, stack: Stack): MoveSet {
  const movers = moversOf(state, pos, stack);
  const set: MoveSet = { from: stack.hex, groups: [], count: 0 };
  for (let m = 0; m < movers.length; m++) {
    const mover = movers[m] as Mover;
    const walks = roadWalks(ctx, state, pos, mover, ctx.hooks.movementAllowance('road', mover.units, state));
    const allowance = ctx.hooks.movementAllowance('plains', mover.units, state);
    const found = allowance > 0 ? plainsReachByNumber(ctx, state, pos, mover, allowance) : 0;
    // The hexes reached, in order, copied out of the scratch space in one native call.
    const ends = found > 1 ? lookupsOf(state, pos, mover.side).scratch.queue.slice(1, found) : NO_HEXES;
    set.groups.push({ unit: m === 0 ? undefined : (mover.units[0] as string), walks, ends });
    set.count += walks.length + ends.length;
  }
  return set;
}

/** The `index`-th action of a move set (`labels`: the map's hex labels by number); undefined past its end. */
function moveInSet(set: MoveSet, labels: readonly string[], index: number): Action | undefined {
  let at = index;
  for (let g = 0; g < set.groups.length; g++) {
    const { unit, walks, ends } = set.groups[g] as MoveSet['groups'][number];
    if (at < walks.length) return roadMove(set.from, walks[at] as string[], unit);
    at -= walks.length;
    if (at < ends.length) return plainsMove(set.from, labels[ends[at] as number] as string, unit);
    at -= ends.length;
  }
  return undefined;
}

/** Every action of a move set, without prompts, built once (read them, never change them). */
function movesOfSet(set: MoveSet, labels: readonly string[]): LegalAction<Action>[] {
  if (set.actions) return set.actions;
  const actions: LegalAction<Action>[] = new Array<LegalAction<Action>>(set.count);
  for (let i = 0; i < set.count; i++) actions[i] = { action: moveInSet(set, labels, i) as Action, prompt: '' };
  set.actions = actions;
  return actions;
}

/** The order (or special order) movements of the player: every stack of theirs that has not moved this turn. */
export function orderMoves(ctx: ReadCtx, state: State, prefix = ''): LegalAction<Action>[] {
  // One list filled stack by stack: flatMap copies every action once more, slowly in QuickJS.
  const out: LegalAction<Action>[] = [];
  const cache = ctx.prompts === false ? keptMovesOf(ctx, state) : undefined;
  const labels = cache ? indexOf(state.board).labels : [];
  const pos = positionOf(state);
  const stacks = movingStacks(state, pos);
  for (let k = 0; k < stacks.length; k++) {
    const s = stacks[k] as Stack;
    if (cache) Array.prototype.push.apply(out, movesOfSet(keptStackMoves(ctx, state, pos, s, cache), labels));
    else stackMoves(ctx, state, pos, s, prefix, out);
  }
  return out;
}

/** The stacks of the player that have not moved this turn, in the order the listing gives them (read them, never change them). */
function movingStacks(state: State, pos: Position): readonly Stack[] {
  const stacks = stacksOf(pos, state.player);
  const { moved } = state;
  // At the start of a turn nobody has moved: the side's own list serves.
  if (moved.length === 0) return stacks;
  const leader = state.rules.leader;
  const out: Stack[] = [];
  for (let k = 0; k < stacks.length; k++) {
    const s = stacks[k] as Stack;
    // hasMoved, with indexed loops: a turn's moved units are few.
    let done = s.napoleon && moved.includes(leader);
    for (let i = 0; !done && i < s.units.length; i++) done = moved.includes(s.units[i] as string);
    if (!done) out.push(s);
  }
  return out;
}

/**
 * {@link orderMoves} for a bot that counts them (the ruleset's `countActions`): each stack's
 * kept moves in the listing's order, not built into one list, and how many there are in all.
 * Undefined where moves are not kept (a house rule replaced a hook they depend on).
 */
export function countedOrderMoves(ctx: ReadCtx, state: State): { count: number; moveAt(index: number): Action | undefined } | undefined {
  const cache = keptMovesOf(ctx, state);
  if (!cache) return undefined;
  const sets: MoveSet[] = [];
  let count = 0;
  const pos = positionOf(state);
  const stacks = movingStacks(state, pos);
  for (let k = 0; k < stacks.length; k++) {
    const set = keptStackMoves(ctx, state, pos, stacks[k] as Stack, cache);
    if (set.count === 0) continue;
    sets.push(set);
    count += set.count;
  }
  const { labels } = indexOf(state.board);
  const moveAt = (index: number): Action | undefined => {
    let at = index;
    for (let i = 0; i < sets.length; i++) {
      const set = sets[i] as MoveSet;
      if (at < set.count) return moveInSet(set, labels, at);
      at -= set.count;
    }
    return undefined;
  };
  return { count, moveAt };
}

/**
 * One stack's moves without prompts, kept for the next listings: in a playout each order
 * lists every unmoved stack's moves again, though a move changes only two hexes. They hold
 * while the stack is the same (hex, side, units, Napoleon, the brigades it may detach) and no
 * unit has left or entered a hex near those its searches went on from ({@link dropMovesNear}).
 */
interface KeptMoves {
  hex: string;
  side: Side;
  units: string[];
  napoleon: boolean;
  detached: string[];
  moves: MoveSet;
  /**
   * The stack they were last found for, and the {@link revealCount} then: a position shares the
   * stacks no unit left or entered with the one before, so the same stack object with no unit
   * turned face up since has the same units and brigades (the check below, without its work).
   */
  stack: Stack;
  reveals: number;
  /** Set once a unit change may have changed the moves. */
  stale: boolean;
  /** Its number among its side's kept moves (a bit in {@link Watch}'s masks), and the hexes it watches. */
  slot: number;
  watched: Int32Array;
}

/** The most kept moves of a side at once (a bit each in a 32-bit word per hex): more than a side's stacks in a playout. */
const SLOTS = 32;

/**
 * One side's kept moves by number, and for each hex the numbers of those that watch it (its
 * searches went on from it, or it is the stack's own), as bits: a unit change ORs the words
 * of the hexes near it (see {@link Nearby}) and drops what the bits name.
 */
interface Watch {
  slots: (KeptMoves | undefined)[];
  /** Slot numbers not in use. */
  free: number[];
  /** By hex number, a bit for each slot. */
  masks: Int32Array;
}

function watchOf(hexes: number): Watch {
  const free: number[] = [];
  for (let b = SLOTS - 1; b >= 0; b--) free.push(b);
  return { slots: new Array<KeptMoves | undefined>(SLOTS).fill(undefined), free, masks: new Int32Array(hexes) };
}

/** The kept moves of one state's units (and pieces, map and rules), by stack hex, valid as of the unit change `mark`. */
interface MoveCache {
  units: State['units'];
  pieces: State['pieces'];
  board: Board;
  rules: State['rules'];
  mark: number;
  byHex: Map<string, KeptMoves>;
  /** For each side, which of its kept moves watch each hex. */
  watch: Record<Side, Watch>;
  /** How many kept moves of each side are not stale. */
  live: Record<Side, number>;
  nearby: Nearby;
}

let keptMoves: MoveCache | undefined;

/**
 * While set, the searches by hex number add every hex they go on from (whose neighbours or
 * road links they try) here, for {@link keptStackMoves}.
 */
let goneThrough: number[] | undefined;

/**
 * The kept moves for this state, without those a unit change since the last listing may
 * have made wrong; undefined when a house rule replaces a hook the moves depend on (the
 * moves are then listed afresh every time), or the road links leave the map.
 */
function keptMovesOf(ctx: ReadCtx, state: State): MoveCache | undefined {
  const { hooks } = ctx;
  if (
    hooks.movementAllowance !== defaultHooks.movementAllowance ||
    hooks.canEnterHex !== defaultHooks.canEnterHex ||
    hooks.stackingAllowed !== defaultHooks.stackingAllowed ||
    !roadStepIdsOf(state.board).complete
  )
    return undefined;
  const cache = keptMoves;
  const changed = cache === undefined ? undefined : changedSince(cache.mark);
  if (
    cache === undefined ||
    changed === undefined ||
    cache.units !== state.units ||
    cache.pieces !== state.pieces ||
    cache.board !== state.board ||
    cache.rules !== state.rules
  ) {
    const index = indexOf(state.board);
    keptMoves = {
      units: state.units,
      pieces: state.pieces,
      board: state.board,
      rules: state.rules,
      mark: changeCount(),
      byHex: new Map(),
      watch: { french: watchOf(index.labels.length), allied: watchOf(index.labels.length) },
      live: { french: 0, allied: 0 },
      nearby: nearbyOf(index, state.board),
    };
    return keptMoves;
  }
  if (changed.length > 0) {
    const { ids } = indexOf(state.board);
    for (let i = 0; i < changed.length; i += 3) {
      const side = changed[i + 2] as string;
      // The units of a stack move one after the other: the same change again changes nothing more.
      if (i > 0 && changed[i - 3] === changed[i] && changed[i - 2] === changed[i + 1] && changed[i - 1] === side) continue;
      for (let j = i; j < i + 2; j++) {
        const id = ids.get(changed[j] as string);
        if (id !== undefined) dropMovesNear(cache, id, side);
      }
    }
  }
  cache.mark = changeCount();
  return cache;
}

/**
 * What a unit leaving or entering a hex may change, by hex number. The searches read the
 * stack of every hex they try (a neighbour of a hex they went through, or a road link
 * away) and its contact marks, made by the enemy stacks next to it. So a unit of the
 * moving stack's side in hex `x` matters to the searches that went through `own(x)`: `x`,
 * its neighbours and its road links (the links go both ways); an enemy unit, to those that
 * went through `enemy(x)`: those hexes and the same around each neighbour of `x`.
 */
interface Nearby {
  own: HexLinks;
  enemy: HexLinks;
  /** Marks for one hex's list at a time, by stamp. */
  seen: Int32Array;
  stamp: number;
}

const nearbyByIndex = new WeakMap<BoardIndex, Nearby>();

function nearbyOf(index: BoardIndex, board: Board): Nearby {
  let found = nearbyByIndex.get(index);
  if (found) return found;
  const n = index.labels.length;
  const hexes = neighbourIdsOf(index);
  const roads = roadStepIdsOf(board);
  const seen = new Int32Array(n);
  let stamp = 0;
  const around = (x: number, into: number[]) => {
    const lists: HexLinks[] = [hexes, roads];
    if (seen[x] !== stamp) {
      seen[x] = stamp;
      into.push(x);
    }
    for (const { start, next } of lists)
      for (let k = start[x] as number; k < (start[x + 1] as number); k++) {
        const y = next[k] as number;
        if (seen[y] !== stamp) {
          seen[y] = stamp;
          into.push(y);
        }
      }
  };
  const own: number[][] = [];
  const enemy: number[][] = [];
  for (let x = 0; x < n; x++) {
    stamp++;
    const near: number[] = [];
    around(x, near);
    own.push(near);
    stamp++;
    const far: number[] = [];
    around(x, far);
    for (let k = hexes.start[x] as number; k < (hexes.start[x + 1] as number); k++) around(hexes.next[k] as number, far);
    enemy.push(far);
  }
  const flat = (lists: number[][]): HexLinks => {
    const start = new Int32Array(n + 1);
    const next: number[] = [];
    for (let x = 0; x < n; x++) {
      start[x] = next.length;
      next.push(...(lists[x] as number[]));
    }
    start[n] = next.length;
    return { start, next: Int32Array.from(next) };
  };
  found = { own: flat(own), enemy: flat(enemy), seen: new Int32Array(n), stamp: 0 };
  nearbyByIndex.set(index, found);
  return found;
}

/** Drops the kept moves a unit of `side` (empty when not known) leaving or entering hex `x` may have changed. */
function dropMovesNear(cache: MoveCache, x: number, side: string): void {
  const { live } = cache;
  for (let s = 0; s < SIDES.length; s++) {
    const mine = SIDES[s] as Side;
    // Only after a placement do both sides have moves kept: each side lists in its own turn.
    if (live[mine] === 0) continue;
    const { start, next } = mine === side ? cache.nearby.own : cache.nearby.enemy;
    const watch = cache.watch[mine];
    const { masks } = watch;
    let bits = 0;
    for (let k = start[x] as number, end = start[x + 1] as number; k < end; k++) bits |= masks[next[k] as number] as number;
    for (; bits !== 0; bits &= bits - 1) release(cache, watch, watch.slots[31 - Math.clz32(bits & -bits)] as KeptMoves);
  }
}

/** Marks kept moves stale and frees their number and bits. */
function release(cache: MoveCache, watch: Watch, kept: KeptMoves): void {
  kept.stale = true;
  cache.live[kept.side]--;
  if (cache.byHex.get(kept.hex) === kept) cache.byHex.delete(kept.hex);
  const { masks } = watch;
  const clear = ~(1 << kept.slot);
  const { watched } = kept;
  for (let i = 0; i < watched.length; i++) masks[watched[i] as number] = (masks[watched[i] as number] as number) & clear;
  watch.slots[kept.slot] = undefined;
  watch.free.push(kept.slot);
}

/** True when two lists of units hold the same ids in the same order. */
function sameUnits(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** {@link stackMoves} without prompts, from the cache when the stack's kept moves still hold (read them, never change them). */
function keptStackMoves(ctx: ReadCtx, state: State, pos: Position, stack: Stack, cache: MoveCache): MoveSet {
  const found = cache.byHex.get(stack.hex);
  const reveals = revealCount();
  if (found !== undefined && found.stack === stack && found.reveals === reveals) return found.moves;
  const detached = detachable(state, stack);
  if (
    found !== undefined &&
    found.side === stack.side &&
    found.napoleon === stack.napoleon &&
    sameUnits(found.units, stack.units) &&
    sameUnits(found.detached, detached)
  ) {
    found.stack = stack;
    found.reveals = reveals;
    return found.moves;
  }
  const through: number[] = [];
  goneThrough = through;
  let moves: MoveSet;
  try {
    moves = stackMoveSet(ctx, state, pos, stack);
  } finally {
    goneThrough = undefined;
  }
  if (found !== undefined && !found.stale) release(cache, cache.watch[found.side], found);
  const watch = cache.watch[stack.side];
  // Past SLOTS stacks of a side, the moves are listed afresh each time.
  const slot = watch.free.pop();
  if (slot === undefined) return moves;
  // The hexes the searches went on from, each once, and the stack's own (its contact stops Napoleon's stack).
  const { nearby } = cache;
  const stamp = ++nearby.stamp;
  const own = indexOf(state.board).ids.get(stack.hex);
  if (own !== undefined) through.push(own);
  const watched = new Int32Array(through.length);
  let n = 0;
  const bit = 1 << slot;
  const { masks } = watch;
  // Locals for the loop: each property read is a lookup in QuickJS.
  const { seen } = nearby;
  for (let i = 0, length = through.length; i < length; i++) {
    const id = through[i] as number;
    if (seen[id] === stamp) continue;
    seen[id] = stamp;
    watched[n++] = id;
    masks[id] = (masks[id] as number) | bit;
  }
  const kept: KeptMoves = {
    hex: stack.hex,
    side: stack.side,
    units: stack.units.slice(),
    napoleon: stack.napoleon,
    detached,
    moves,
    stack,
    reveals,
    stale: false,
    slot,
    watched: watched.subarray(0, n),
  };
  watch.slots[slot] = kept;
  cache.byHex.set(stack.hex, kept);
  cache.live[kept.side]++;
  return moves;
}

/** True when {@link orderMoves} would list something: stops at the first stack that can move. */
export function anyOrderMove(ctx: ReadCtx, state: State): boolean {
  const pos = positionOf(state);
  return stacksOf(pos, state.player).some((s) => !hasMoved(state, s) && canMove(ctx, state, pos, s));
}

/** The road a link belongs to. */
function pathOfLink(state: State, from: string, to: string): string {
  return (indexOf(state.board).roads.get(from) ?? []).find((l) => l.to === to)?.path ?? '';
}

/**
 * Moves units to the end of a path and applies what ending there means: joining a stack
 * removes both markers; ending a road move on a road hex out of contact places one (6-1-1).
 */
function arrive(ctx: Ctx, state: State, units: string[], from: string, path: string[], road: boolean): void {
  const to = path[path.length - 1] as string;
  const before = positionOf(state).get(to);
  const joined = before !== undefined;
  for (const u of units) {
    const unit = state.units[u];
    if (unit) moveUnit(unit, to);
  }
  delete state.markers[from];
  if (joined) delete state.markers[to];
  const side = state.pieces[units[0] as string]?.side as Side;
  const pos = positionOf(state);
  if (road && !joined && isRoadHex(state.board, to) && !nextToEnemy(state, pos, to, side)) {
    const prev = path.length > 1 ? (path[path.length - 2] as string) : from;
    state.markers[to] = { from: prev, path: pathOfLink(state, prev, to), round: state.round };
  }
  // Only Napoleon entering wins (3): units joining him where he already stands do not.
  if (units.includes(state.rules.leader)) checkEntry(ctx, state);
}

/** Ends the game if a condition of rule 3 holds at this moment of the turn; true when it did. */
export function endIfWon(ctx: Ctx, state: State, moment: VictoryMoment): boolean {
  const won = ctx.hooks.victoryCheck(moment, state);
  if (!won) return false;
  state.result = won;
  state.phase = 'over';
  ctx.log(`The game is over: ${won.reason}.`);
  return true;
}

/** Ends the game at once when Napoleon has entered an objective with infantry: called after his stack enters a hex (a move, a continued movement or a chase). */
export function checkEntry(ctx: Ctx, state: State): void {
  if (!state.result) endIfWon(ctx, state, 'entry');
}

/** Carries out an order, special order or detachment move (6-1). */
export function performMove(ctx: Ctx, state: State, action: MoveAction, special: boolean): void {
  const pos = positionOf(state);
  const stack = pos.get(action.from) as Stack;
  const side = stack.side;
  const path = action.kind === 'road' ? action.path : [action.to];
  const moving = action.unit ? [action.unit] : [...stack.units, ...(stack.napoleon ? [state.rules.leader] : [])];
  // The whole stack counts as moved, even when only a brigade left it (6-2 a).
  state.moved.push(...stack.units, ...(stack.napoleon ? [state.rules.leader] : []));
  // A playout reads no log: the words are built only for someone who does.
  if (logged(ctx)) {
    const order = special ? 'special order' : 'order';
    const to = hexName(state.board, path[path.length - 1] as string);
    const how = action.kind === 'road' ? `by road to ${walkWords(state, path)}` : `across country to ${to}`;
    if (action.unit) {
      ctx.log(`${Army(side)} make a cavalry detachment (${order}): one brigade leaves the stack at ${hexName(state.board, action.from)} and moves ${how}.`);
      ctx.log(`The detached brigade is ${unitsWords(state, [action.unit])}.`, [state.roles[side]]);
    } else {
      ctx.log(`${Army(side)} move the stack at ${hexName(state.board, action.from)} (${sizeWords(stack)}) ${how} (${order}, ${action.kind} movement).`);
    }
  }
  arrive(ctx, state, moving, action.from, path, action.kind === 'road');
}

/** One continued movement a marked stack may make: where it goes, and whether it is forced the wrong way up a one-way road there and removed. */
export interface Continuation {
  path: string[];
  wrongWay: boolean;
}

/**
 * The continued movements of a marked stack (6-2): road movement on, the way it was going.
 * It keeps to its road; where that road ends it may take any other road that does not turn
 * back. If the only way on is against an arrow, it is forced the wrong way and removed.
 */
export function continuations(ctx: ReadCtx, state: State, pos: Position, stack: Stack, marker: Marker): Continuation[] {
  const index = indexOf(state.board);
  const mover = moverOf(state, pos, stack);
  const w = walkerOf(ctx, state, pos, mover);
  const allowance = ctx.hooks.movementAllowance('road', stack.units, state);
  const out: Continuation[] = [];
  const visit = (at: string, prev: string, road: string, path: string[]) => {
    if (path.length === allowance) {
      out.push({ path, wrongWay: false });
      return;
    }
    let ways: { to: string; path: string }[] = [];
    const onRoad = index.onPath.get(at)?.get(road);
    const back = index.onPath.get(prev)?.get(road);
    const hexes = index.paths.get(road) ?? [];
    if (onRoad !== undefined && back !== undefined && Math.abs(onRoad - back) === 1) {
      const next = hexes[onRoad + (onRoad - back)];
      if (next !== undefined) ways = [{ to: next, path: road }];
    }
    if (ways.length === 0)
      ways = (index.roads.get(at) ?? []).filter((l) => l.to !== prev && !path.includes(l.to) && l.to !== stack.hex).map((l) => ({ to: l.to, path: l.path }));
    // Nothing forces Napoleon towards the southern edge (9-4): such a way is closed to him, not forced on him.
    if (mover.napoleon) ways = ways.filter((w) => (index.row.get(w.to) ?? 0) <= (index.row.get(at) ?? 0));
    const right = ways.filter((w) => !(index.roads.get(at) ?? []).some((l) => l.to === w.to && !l.allowed));
    if (right.length === 0 && ways.length > 0) {
      out.push({ path, wrongWay: true });
      return;
    }
    let went = false;
    let endsHere = false;
    for (const way of right) {
      if (!ctx.hooks.canEnterHex(at, way.to, 'road', state)) continue;
      const step = judge(w, 'road', at, way.to, false);
      if (step === Step.Refused) continue;
      if (step === Step.EndsBefore) {
        endsHere = true;
        continue;
      }
      went = true;
      if (step === Step.Stops) out.push({ path: [...path, way.to], wrongWay: false });
      else visit(way.to, at, way.path, [...path, way.to]);
    }
    if ((endsHere || !went) && path.length > 0) out.push({ path, wrongWay: false });
  };
  if (allowance > 0) visit(stack.hex, marker.from, marker.path, []);
  return out;
}

/** The continued movements the player must make now, one action per stack and way, with prompts unless `ctx.prompts` is false. */
export function continuedMoves(ctx: ReadCtx, state: State): LegalAction<Action>[] {
  const pos = positionOf(state);
  const out: LegalAction<Action>[] = [];
  // The marked hexes in order (distinct keys: the default sort's order), without entries to destructure.
  const labels = Object.keys(state.markers).sort();
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i] as string;
    const marker = state.markers[label] as Marker;
    if (!ctx.hooks.continuedMovement(label, state)) continue;
    const stack = pos.get(label) as Stack;
    for (const c of continuations(ctx, state, pos, stack, marker)) {
      if (ctx.prompts === false) {
        out.push({ action: { type: 'continue', from: label, path: c.path }, prompt: '' });
        continue;
      }
      const where = c.path.length > 0 ? `to ${walkWords(state, c.path)}` : `from ${label}`;
      const prompt = c.wrongWay
        ? `Continued movement: stack at ${label} (${sizeWords(stack)}) goes on ${where} and is forced the wrong way up a one-way road: it is removed`
        : `Continued movement: stack at ${label} (${sizeWords(stack)}) goes on by road ${where}`;
      out.push({ action: { type: 'continue', from: label, path: c.path }, prompt });
    }
  }
  return out;
}

/** True when {@link continuedMoves} would list something: stops at the first marked stack with a way on. */
export function anyContinuedMove(ctx: ReadCtx, state: State): boolean {
  const pos = positionOf(state);
  const labels = Object.keys(state.markers).sort();
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i] as string;
    const marker = state.markers[label] as Marker;
    if (!ctx.hooks.continuedMovement(label, state)) continue;
    if (continuations(ctx, state, pos, pos.get(label) as Stack, marker).length > 0) return true;
  }
  return false;
}

/** Carries out a continued movement. */
export function performContinue(ctx: Ctx, state: State, from: string, path: string[]): void {
  const pos = positionOf(state);
  const stack = pos.get(from) as Stack;
  const marker = state.markers[from] as Marker;
  const choice = continuations(ctx, state, pos, stack, marker).find((c) => c.path.join() === path.join()) as Continuation;
  const moving = [...stack.units, ...(stack.napoleon ? [state.rules.leader] : [])];
  state.moved.push(...moving);
  if (choice.wrongWay) {
    delete state.markers[from];
    const last = path[path.length - 1] ?? from;
    for (const u of moving) {
      const unit = state.units[u];
      if (unit) moveUnit(unit, 'removed');
    }
    ctx.log(
      `${Army(stack.side)}: the stack from ${hexName(state.board, from)} (${sizeWords(stack)}) goes on by road to ${last} and is forced the wrong way up a one-way road there; it is removed (10-2).`,
    );
    ctx.log(`Removed: ${unitsWords(state, moving)}.`, [state.roles[stack.side]]);
    return;
  }
  if (logged(ctx))
    ctx.log(
      `${Army(stack.side)}: the stack at ${hexName(state.board, from)} (${sizeWords(stack)}) makes its continued movement by road to ${walkWords(state, path)}.`,
    );
  arrive(ctx, state, moving, from, path, true);
}

/** Takes the moving markers off the player's stacks that have lost the right to continue (6-2). */
export function dropStaleMarkers(state: State, side: Side, onlyInContact: boolean): void {
  const pos = positionOf(state);
  for (const label of Object.keys(state.markers)) {
    const stack = pos.get(label);
    if (!stack || (stack.units.length === 0 && !stack.napoleon)) {
      delete state.markers[label];
      continue;
    }
    if (stack.side !== side) continue;
    if (onlyInContact ? nextToEnemy(state, pos, label, side) : (state.markers[label]?.round ?? 0) < state.round) delete state.markers[label];
  }
}
