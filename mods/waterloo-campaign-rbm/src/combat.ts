// The Attack Phase's arithmetic and results: one attacking corps against one adjacent enemy
// unit, each side a die plus modifiers; the loser suffers by the difference (Retreat, Blown,
// Eliminated), supports are never hurt, cavalry that takes part is exhausted, and a beaten
// defender's hex may be entered in pursuit.
import { crossable, distance, effectOf, hexTerrain, hexsideTerrain, neighboursOf } from './board';
import { hqsOf } from './command';
import { settle } from './flow';
import type { State } from './types';
import { at, unitName, type Ctx } from './words';
import { inZoc, onMap, positionOf, type Position } from './zones';

export interface Modifier {
  why: string;
  value: number;
}

export interface Combat {
  attacker: string;
  defender: string;
  from: string;
  to: string;
  /** Other friendly infantry corps in the defender's zone of control. */
  infantrySupport: string[];
  /** Friendly cavalry corps next to the attacker. */
  cavalrySupport: string[];
  /** The defender's friendly cavalry corps next to it. */
  defenseCavalry: string[];
  /** Fresh supporting cavalry corps whose player chose not to charge (they still add 1). */
  held: string[];
}

/** A hex where charging cavalry adds no stars (towns and chateaux, as the manifest marks them). */
const noCharge = (state: State, hex: string): boolean => effectOf(state.board, hexTerrain(state.board, hex)).noCavalryCharge === true;

/** The Coalition's two armies never help each other's attacks with cavalry (clarification); French corps all help. */
const sameArmy = (state: State, a: string, b: string): boolean => state.pieces[a]!.army === state.pieces[b]!.army;

export function combatOf(state: State, attacker: string, defender: string, p: Position = positionOf(state)): Combat {
  const from = state.units[attacker]!.at;
  const to = state.units[defender]!.at;
  const side = state.pieces[attacker]!.side;
  const infantrySupport: string[] = [];
  for (const n of neighboursOf(state.board, to)) {
    const c = p.corps.get(n);
    if (c && c !== attacker && state.pieces[c]!.side === side && state.pieces[c]!.kind === 'infantry') infantrySupport.push(c);
  }
  // The clarification bars cavalry of the other Coalition army from supporting an attack only; a
  // defender takes the support of any friendly cavalry corps next to it.
  const cavalryNear = (hex: string, friend: string, attacking: boolean) =>
    neighboursOf(state.board, hex)
      .map((n) => p.corps.get(n))
      .filter(
        (c): c is string =>
          c !== undefined &&
          c !== friend &&
          state.pieces[c]!.kind === 'cavalry' &&
          state.pieces[c]!.side === state.pieces[friend]!.side &&
          (!attacking || sameArmy(state, c, friend)),
      )
      .sort();
  return {
    attacker,
    defender,
    from,
    to,
    infantrySupport: infantrySupport.sort(),
    cavalrySupport: cavalryNear(from, attacker, true),
    defenseCavalry: cavalryNear(to, defender, false),
    held: [],
  };
}

/** Supporting cavalry corps that may charge in this attack: fresh, with stars, and not into a town or chateau. */
export function chargersOf(state: State, c: Combat): string[] {
  if (noCharge(state, c.to)) return [];
  return c.cavalrySupport.filter((s) => !state.units[s]!.back && state.pieces[s]!.stars > 0);
}

/** The best Battle-mode HQ stars an associated HQ gives a unit in its Battle-mode range. */
export function hqStars(state: State, unit: string): Modifier | undefined {
  const hex = state.units[unit]!.at;
  let best: Modifier | undefined;
  for (const hq of hqsOf(state, state.pieces[unit]!.army)) {
    const u = state.units[hq]!;
    const p = state.pieces[hq]!;
    if (!u.back || distance(state.board, u.at, hex) > (p.range?.[1] ?? 0)) continue;
    if (!best || p.stars > best.value) best = { why: `${p.name} in Battle mode`, value: p.stars };
  }
  return best;
}

const detachmentAlone = (state: State, p: Position, unit: string): boolean => state.pieces[unit]!.kind === 'detachment' && !p.corps.has(state.units[unit]!.at);

export function attackModifiersOf(c: Combat, state: State): Modifier[] {
  const p = positionOf(state);
  const out: Modifier[] = [];
  const attacker = state.pieces[c.attacker]!;
  const intoTown = noCharge(state, c.to);
  if (attacker.stars > 0) {
    if (attacker.kind === 'cavalry' && intoTown) out.push({ why: `cavalry charging into a ${hexTerrain(state.board, c.to)} adds no stars`, value: 0 });
    else if (attacker.kind === 'cavalry' && state.units[c.attacker]!.back) out.push({ why: 'exhausted cavalry cannot charge', value: 0 });
    else out.push({ why: `${attacker.name}'s battle stars`, value: attacker.stars });
  }
  const hq = hqStars(state, c.attacker);
  if (hq) out.push(hq);
  for (const s of c.infantrySupport) out.push({ why: `attack support by ${unitName(state, s)}`, value: 1 });
  for (const s of c.cavalrySupport) {
    out.push({ why: `cavalry support by ${unitName(state, s)}`, value: 1 });
    const sp = state.pieces[s]!;
    if (!state.units[s]!.back && sp.stars > 0 && !intoTown && !c.held.includes(s)) out.push({ why: `${sp.name} charges`, value: sp.stars });
  }
  const corps = [c.attacker, ...c.infantrySupport, ...c.cavalrySupport];
  const battery = Object.keys(state.pieces).find(
    (id) => state.pieces[id]!.role === 'grand-battery' && onMap(state, id) && corps.some((k) => state.units[k]!.at === state.units[id]!.at),
  );
  if (battery) out.push({ why: 'the Grand Battery', value: state.pieces[battery]!.stars });
  if (detachmentAlone(state, p, c.defender)) out.push({ why: 'the defender is a detachment', value: 2 });
  if (state.rain.includes(state.turn) || state.rain.includes(state.turn - 1)) out.push({ why: 'soft ground after rain', value: state.special.ricochet });
  return out;
}

export function defenseModifiersOf(c: Combat, state: State): Modifier[] {
  const p = positionOf(state);
  const out: Modifier[] = [];
  const defender = state.pieces[c.defender]!;
  // The defender's hex or the hexside between the two, whichever helps more, and never more than +1.
  const terrain = hexTerrain(state.board, c.to);
  const side = hexsideTerrain(state.board, c.from, c.to);
  const inHex = effectOf(state.board, terrain).defense ?? 0;
  const behind = effectOf(state.board, side).defense ?? 0;
  const bonus = Math.min(1, Math.max(inHex, behind));
  if (bonus > 0) out.push({ why: `terrain (${inHex >= behind ? terrain : side})`, value: bonus });
  if (defender.kind === 'detachment') {
    // A detachment alone in its hex defends with its own stars (the Old Guard's two); stacked with
    // a corps it adds none, and the Grand Battery never helps a defence.
    if (defender.role !== 'grand-battery' && defender.stars > 0 && detachmentAlone(state, p, c.defender))
      out.push({ why: `${defender.name} alone in its hex`, value: defender.stars });
  } else if (defender.stars > 0) {
    if (defender.kind === 'cavalry' && effectOf(state.board, terrain).noCavalryDefence === true)
      out.push({ why: `cavalry in a ${terrain} adds no stars`, value: 0 });
    else out.push({ why: `${defender.name}'s battle stars`, value: defender.stars });
  }
  const hq = hqStars(state, c.defender);
  if (hq) out.push(hq);
  for (const s of c.defenseCavalry) out.push({ why: `cavalry support by ${unitName(state, s)}`, value: 1 });
  return out;
}

const sum = (ms: Modifier[]): number => ms.reduce((t, m) => t + m.value, 0);
const words = (ms: Modifier[]): string =>
  ms
    .filter((m) => m.value !== 0)
    .map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.why}`)
    .join(', ') || 'no modifiers';

/** Removes a corps to the turn track, or eliminates it on the scenario's last day. */
export function blow(state: State, ctx: Ctx, unit: string): void {
  const hex = state.units[unit]!.at;
  loseBattery(state, ctx, hex);
  if (state.special.lastDay.includes(state.turn)) {
    state.units[unit] = { at: 'eliminated', back: false };
    ctx.log(`${unitName(state, unit)} is blown on the last day and eliminated.`);
    return;
  }
  state.units[unit] = { at: 'blown', back: false, returns: state.turn + 2 };
  ctx.log(`${unitName(state, unit)} is blown; it may return on turn ${state.turn + 2}.`);
}

export function eliminate(state: State, ctx: Ctx, unit: string): void {
  if (state.pieces[unit]!.kind !== 'detachment') loseBattery(state, ctx, state.units[unit]!.at);
  state.units[unit] = { at: 'eliminated', back: false };
  ctx.log(`${unitName(state, unit)} is eliminated.`);
}

/** The Grand Battery left alone by a combat result (or a withdrawal, which is a retreat) is lost with it. */
export function loseBattery(state: State, ctx: Ctx, hex: string): void {
  for (const id of Object.keys(state.pieces))
    if (state.pieces[id]!.role === 'grand-battery' && state.units[id]!.at === hex) {
      state.units[id] = { at: 'eliminated', back: false };
      ctx.log('The Grand Battery, left alone, is eliminated.');
    }
}

/**
 * Hexes where a unit may end a retreat of three hexes: each step further from every hex of
 * `away`, never into a corps, an enemy detachment or an enemy zone of control, nor across a
 * hexside a move could not cross (a river without a bridge).
 */
export function retreatOptions(state: State, unit: string, away: string[]): string[] {
  const p = positionOf(state);
  const side = state.pieces[unit]!.side;
  const enemy = side === 'french' ? 'coalition' : 'french';
  const far = (h: string) => Math.min(...away.map((a) => distance(state.board, a, h)));
  let frontier = [state.units[unit]!.at];
  for (let step = 0; step < 3; step++) {
    const next = new Set<string>();
    for (const h of frontier)
      for (const n of neighboursOf(state.board, h)) {
        if (far(n) <= far(h) || p.corps.has(n) || inZoc(p, enemy, n)) continue;
        if (!crossable(state.board, h, n)) continue;
        const d = p.detachment.get(n);
        if (d && state.pieces[d]!.side !== side) continue;
        next.add(n);
      }
    frontier = [...next];
  }
  return frontier.sort();
}

/** Puts a unit that must retreat on its way, or blows it when it cannot go. */
function startRetreat(state: State, ctx: Ctx, unit: string, from: string[], pursuer: string | undefined): void {
  const options = retreatOptions(state, unit, from);
  if (options.length === 0) {
    ctx.log(`${unitName(state, unit)} cannot retreat.`);
    blow(state, ctx, unit);
    if (pursuer) pursue(state, ctx, pursuer, state.lastCombat?.hex ?? '');
    return;
  }
  state.retreat = { unit, options, from: state.units[unit]!.at, ...(pursuer ? { pursuer } : {}) };
}

/** Ends a retreat at `to`, then lets the attacker pursue. */
export function finishRetreat(state: State, ctx: Ctx, to: string): void {
  const r = state.retreat!;
  state.retreat = null;
  loseBattery(state, ctx, r.from);
  state.units[r.unit]!.at = to;
  ctx.log(`${unitName(state, r.unit)} retreats to ${at(state, to)}.`);
  if (r.pursuer) pursue(state, ctx, r.pursuer, r.from);
  settle(state);
}

/**
 * Pursuit: the attacker enters the hex the defender left, unless another enemy unit holds it in a
 * zone of control, or a hexside no move may cross (a river no road bridges) lies between.
 */
function pursue(state: State, ctx: Ctx, attacker: string, hex: string): void {
  const p = positionOf(state);
  const side = state.pieces[attacker]!.side;
  const enemy = side === 'french' ? 'coalition' : 'french';
  if (!onMap(state, attacker) || p.corps.has(hex)) return;
  const d = p.detachment.get(hex);
  if (d && state.pieces[d]!.side !== side) return;
  if (inZoc(p, enemy, state.units[attacker]!.at)) return;
  const from = state.units[attacker]!.at;
  if (!crossable(state.board, from, hex)) return;
  state.units[attacker]!.at = hex;
  ctx.log(`${unitName(state, attacker)} pursues into ${at(state, hex)}.`);
  recallLoneBattery(state, ctx, from);
}

/** The Grand Battery whose corps has advanced out of its hex (a move or a pursuit) is recalled. */
export function recallLoneBattery(state: State, ctx: Ctx, hex: string): void {
  if (positionOf(state).corps.has(hex)) return;
  for (const id of Object.keys(state.pieces))
    if (state.pieces[id]!.role === 'grand-battery' && state.units[id]!.at === hex) {
      state.units[id] = { at: 'ready', back: false };
      ctx.log('The Grand Battery, left behind, is recalled.');
    }
}

/** Fights one attack (`hold`: supporting cavalry that does not charge); a retreat may be left for its owner to choose. */
export function resolveAttack(state: State, ctx: Ctx, attacker: string, defender: string, hold: string[] = []): void {
  const c = combatOf(state, attacker, defender);
  c.held = c.cavalrySupport.filter((s) => hold.includes(s));
  const am = ctx.hooks.attackModifier(c, state);
  const dm = ctx.hooks.defenseModifier(c, state);
  const [ra, rd] = [ctx.random.die(6), ctx.random.die(6)];
  const ta = ra + sum(am);
  const td = rd + sum(dm);
  ctx.log(
    `${unitName(state, attacker)} attacks ${unitName(state, defender)} at ${at(state, c.to)}: ${ra} ${words(am)} = ${ta} against ${rd} ${words(dm)} = ${td}.`,
  );
  // Every cavalry corps that takes part tires, as attacker, defender or support.
  for (const id of [attacker, defender, ...c.cavalrySupport, ...c.defenseCavalry]) if (state.pieces[id]!.kind === 'cavalry') state.units[id]!.back = true;
  const outcome = ctx.hooks.combatResult(Math.abs(ta - td), state);
  state.lastCombat = {
    attacker,
    defender,
    hex: c.to,
    rolls: [ra, rd],
    totals: [ta, td],
    outcome: ta === td ? 'stalemate' : `${ta > td ? 'defender' : 'attacker'} ${outcome}`,
  };
  if (outcome === 'stalemate') {
    ctx.log('Stalemate.');
    return;
  }
  const attackerLost = ta < td;
  const loser = attackerLost ? attacker : defender;
  const victor = attackerLost ? defender : attacker;
  let result = outcome;
  // A corps beaten by a detachment only retreats.
  if (attackerLost && state.pieces[defender]!.kind === 'detachment' && result !== 'retreat') result = 'retreat';
  ctx.log(`${unitName(state, loser)} loses: ${result}.`);
  const vacated = state.units[loser]!.at;
  const pursuer = attackerLost ? undefined : attacker;
  if (state.pieces[loser]!.kind === 'detachment') {
    const stacked = positionOf(state).corps.has(vacated);
    if (result === 'retreat' && !stacked) {
      state.units[loser] = { at: 'ready', back: false };
      ctx.log(`${unitName(state, loser)} is recalled.`);
    } else eliminate(state, ctx, loser);
  } else if (result === 'retreat') {
    startRetreat(state, ctx, loser, [state.units[victor]!.at], pursuer);
    return;
  } else if (result === 'blown') blow(state, ctx, loser);
  else eliminate(state, ctx, loser);
  if (pursuer) pursue(state, ctx, pursuer, vacated);
}
