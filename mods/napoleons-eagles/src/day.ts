// A campaign day fought side by side (the campaigns' "simultaneous" play, 7.5 to 7.7): one game
// holds the day's battles, each a full battle state of its own (map areas, hands, decks,
// demoralization, hors de combat, Flanked cards), on one turn track. Each turn every battle
// plays its turn in the day's order; a battle that has finished its turn waits for the
// others. Only these cross from one battle to the other: I Corps comes on at one of the
// battles of the 16th only (7.5 3a); on the 18th each French breakthrough demoralization at
// Wavre on turn 2 disrupts a Prussian II Corps unit bound for Waterloo at once, the Coalition
// choosing which (7.6 3b); and, with one deck per player (option `deckPerBattle` off), a melee
// card removed in one battle is lost to the other.
import type {
  LegalAction,
  Picture,
  PictureHighlight,
  PictureMarker,
  PicturePiece,
  PicturePlace,
  PictureTrack,
  Random,
  ScenarioBundle,
} from '@kriegsspiel/rules-sdk';
import type { Carried } from './campaign';
import type { Ctx, ReadCtx } from './hooks';
import { activeSide, applyAction, explainAction, legalActions, settleEntry, startGame, type Action } from './rules';
import { isICorps } from './helpers';
import { setupState } from './setup';
import { SIDES, type Side, type State } from './types';
import { determinize, evaluate, pictureOf, viewOf } from './view';

/** One battle of the day. */
export interface Field {
  /** The battle's id in the campaign. */
  battle: string;
  state: State;
}

export interface DayState {
  day: {
    /** The battles, the campaign's battle first: the order each turn is played in. */
    fields: Field[];
    /** Prussian II Corps units the Coalition must still disrupt for Wavre's breakthroughs (7.6 3b). */
    disruptions: number;
  };
}

export type Game = State | DayState;
export type DayAction = Action | { type: 'disrupt-ii'; unit: string };

export const isDay = (g: Game): g is DayState => (g as Partial<DayState>).day !== undefined;

/** The state of one battle: the game itself, or the named battle of a day (the first when not named). */
export function fieldState(g: Game, scenario?: string): State | undefined {
  if (!isDay(g)) return g;
  const fields = g.day.fields;
  return (scenario ? fields.find((f) => `napoleons-eagles-${f.state.rules.battle}` === scenario) : fields[0])?.state;
}

const NAMES: Record<State['rules']['battle'], string> = { 'quatre-bras': 'Quatre Bras', ligny: 'Ligny', wavre: 'Wavre', waterloo: 'Waterloo' };
const nameOf = (s: State) => NAMES[s.rules.battle];

/** Whether the campaign asks for this battle to be fought side by side with the ones the campaign document puts beside it. */
export function sideBySide(bundle: ScenarioBundle): boolean {
  return bundle.options.campaignPlay === 'simultaneous' && (bundle.campaign?.beside?.length ?? 0) > 0;
}

/** Sets up the day: the campaign's battle and those beside it, each from its own bundle and what the campaign carried into it. */
export function setupDay(bundle: ScenarioBundle, ctx: Ctx): Game {
  const carried = bundle.campaign?.carried as Carried | undefined;
  // A battle already fought beside an earlier one of the campaign ends as it ended there.
  if (carried?.field) return carried.field;
  const lead = setupState(bundle);
  if (!sideBySide(bundle) || lead.outcome) {
    // 7.5 3a: one battle after the other, Quatre Bras follows Ligny, so skipping I Corps' checks at Ligny keeps it for Quatre Bras.
    if (lead.rules.battle === 'ligny' && bundle.campaign) lead.iCorpsChoice = true;
    startGame(lead, ctx);
    return lead;
  }
  const fields: Field[] = [{ battle: bundle.campaign?.battle ?? lead.rules.battle, state: lead }];
  for (const b of bundle.campaign?.beside ?? []) {
    const campaign = { ...(bundle.campaign ?? { id: '', battle: b.battle, previous: [] }), battle: b.battle };
    delete campaign.beside;
    const besideCarried = carried?.beside?.[b.bundle.scenario.id];
    if (besideCarried !== undefined) campaign.carried = besideCarried;
    else delete campaign.carried;
    fields.push({ battle: b.battle, state: setupState({ ...b.bundle, options: { ...b.bundle.options, campaignPlay: 'simultaneous' }, campaign }) });
  }
  const early = (f: Field) =>
    (f === fields[0] ? bundle : bundle.campaign?.beside?.find((b) => b.battle === f.battle)?.bundle)?.options.wavreEarlyStart === true;
  for (const f of fields) if (f.state.rules.battle === 'wavre') lateStart(f.state, early(f));
  // One deck per player (option `deckPerBattle` off): both battles of the day draw on it, so a melee card one removes is lost to the other.
  if (bundle.campaign && bundle.options.deckPerBattle === false) for (const f of fields) f.state.spent ??= { french: [], coalition: [] };
  // 7.5 3a: side by side, I Corps may come on at either battle; each turn the French may skip its check at one to keep it for the other.
  const iCorps = fields.filter((f) => f.state.arrivals.some((a) => isICorps(f.state.pieces, a)));
  if (iCorps.length > 1) for (const f of iCorps) f.state.iCorpsChoice = true;
  for (const f of fields) startGame(f.state, ctx);
  return { day: { fields, disruptions: 0 } };
}

/**
 * 7.6 3a: beside Waterloo, Wavre begins a turn later: wings F and G are closed on turn 1, and
 * the doubled breakthroughs come on turn 2. With the designer's early start (8.0, option
 * `wavreEarlyStart`) Wavre begins that turn sooner, on turn 1 with Waterloo: its wings are open
 * from the start, and set-up has already given it the extra turn and moved the doubling to turn 2.
 */
function lateStart(s: State, shifted: boolean): void {
  if (shifted) return;
  s.rules.lastTurn += 1;
  if (s.rules.doubleBreakthroughTurn !== undefined) s.rules.doubleBreakthroughTurn += 1;
  s.rules.closedBefore = {};
  for (const f of s.board.fronts) for (const wing of Object.values(f.wing)) s.rules.closedBefore[wing] = 2;
}

/** The battle that acts now: the first of those still going on the earliest turn. */
function current(d: DayState): Field | undefined {
  let best: Field | undefined;
  for (const f of d.day.fields) if (!f.state.outcome && (!best || f.state.turn < best.state.turn)) best = f;
  return best;
}

/** Waterloo: the game itself (after Wavre, in sequential play) or its battle of the day. */
const waterlooOf = (g: Game) =>
  isDay(g) ? g.day.fields.find((f) => f.state.rules.battle === 'waterloo')?.state : g.rules.battle === 'waterloo' ? g : undefined;

/** Prussian II Corps units Wavre's breakthroughs still have to hit at Waterloo (7.6 3b): at once side by side, before Waterloo goes on after Wavre. */
const disruptionsLeft = (g: Game) => (isDay(g) ? g.day.disruptions : (g.iiDisruptions ?? 0));

/** The battles whose broken army decides a day outright: Ligny on the 16th (7.5 1), Waterloo on the 18th (7.6 1). */
const DECIDING: readonly State['rules']['battle'][] = ['ligny', 'waterloo'];

/**
 * 7.5 1, 7.6 1: an army broken at Ligny or at Waterloo decides the day outright, so the battles
 * beside it stop where they are (a campaign that goes on takes them up from there).
 */
function decidingField(d: DayState): Field | undefined {
  return d.day.fields.find((f) => DECIDING.includes(f.state.rules.battle) && f.state.outcome?.broken);
}

function decidedDay(d: DayState): State['outcome'] {
  return decidingField(d)?.state.outcome;
}

/** Prussian II Corps units at Waterloo that Wavre's breakthroughs may still hit. */
function secondCorps(g: Game): string[] {
  const w = waterlooOf(g);
  if (!w) return [];
  return Object.keys(w.units)
    .filter((id) => w.pieces[id]?.corps === 'pr-ii-corps' && w.units[id]?.at !== 'eliminated')
    .sort();
}

export function activeOf(g: Game): Side | undefined {
  if (disruptionsLeft(g) > 0 && !(isDay(g) ? decidedDay(g) : g.outcome)) return 'coalition';
  if (!isDay(g)) return activeSide(g);
  if (decidedDay(g)) return undefined;
  const f = current(g);
  return f ? activeSide(f.state) : undefined;
}

export function dayActions(g: Game, side: Side, ctx: ReadCtx): LegalAction<DayAction>[] {
  if (activeOf(g) !== side) return [];
  const prompts = ctx.prompts !== false;
  const left = disruptionsLeft(g);
  if (left > 0) {
    const w = waterlooOf(g) as State;
    const when = isDay(g) ? '' : ' (it enters disrupted)';
    return secondCorps(g).map((unit) => ({
      action: { type: 'disrupt-ii', unit },
      prompt: prompts
        ? `Waterloo: ${w.units[unit]?.disrupted ? 'eliminate the already disrupted' : 'disrupt'} ${w.pieces[unit]?.name ?? unit}${w.units[unit]?.disrupted ? '' : when} for a French breakthrough at Wavre (${left} to go)`
        : '',
    }));
  }
  if (!isDay(g)) return legalActions(g, side, ctx);
  const f = current(g) as Field;
  const name = nameOf(f.state);
  return legalActions(f.state, side, ctx).map((a) => ({ ...a, prompt: a.prompt ? `${name}: ${a.prompt}` : '' }));
}

const iCorpsArrived = (s: State) => s.arrivals.some((a) => a.arrived && isICorps(s.pieces, a));

/** Why an action is refused, in the words of the battle being fought (rules.ts `explainAction`). */
export function dayExplain(g: Game, a: DayAction, side: Side): string | undefined {
  if (a.type === 'disrupt-ii') return undefined;
  const s = isDay(g) ? current(g)?.state : g;
  return s ? explainAction(s, a, side) : undefined;
}

export function applyDay(g: Game, a: DayAction, side: Side, ctx: Ctx): Game {
  if (a.type === 'disrupt-ii') {
    const w = waterlooOf(g) as State;
    const u = w.units[a.unit] as { at: string; disrupted: boolean };
    if (u.disrupted) {
      u.at = 'eliminated';
      ctx.log(`Waterloo: ${w.pieces[a.unit]?.name ?? a.unit} is eliminated by the breakthrough at Wavre`);
    } else {
      u.disrupted = true;
      ctx.log(`Waterloo: ${w.pieces[a.unit]?.name ?? a.unit} is disrupted by the breakthrough at Wavre`);
    }
    const left = secondCorps(g).length === 0 ? 0 : disruptionsLeft(g) - 1;
    if (isDay(g)) g.day.disruptions = left;
    else if (left > 0) g.iiDisruptions = left;
    else delete g.iiDisruptions;
    return g;
  }
  if (!isDay(g)) return applyAction(g, a, side, ctx);
  const f = current(g) as Field;
  const s = f.state;
  const turnKey = String(s.rules.doubleBreakthroughTurn ?? 0);
  const before = s.frenchBreakthrough[turnKey] ?? 0;
  f.state = applyAction(s, a, side, ctx);
  // 7.6 3b: Wavre's turn-2 breakthroughs reach Waterloo at once.
  if (f.state.rules.battle === 'wavre' && waterlooOf(g)) {
    const gained = (f.state.frenchBreakthrough[turnKey] ?? 0) - before;
    if (gained > 0) g.day.disruptions = secondCorps(g).length > 0 ? g.day.disruptions + gained : 0;
  }
  if (f.state.spent) shareLosses(g, f);
  // 7.5 3a: once I Corps has come on at one battle it cannot come on at the other.
  if (iCorpsArrived(f.state))
    for (const other of g.day.fields) if (other !== f) other.state.arrivals = other.state.arrivals.filter((x) => x.arrived || !isICorps(other.state.pieces, x));
  // Once the other battle is over, I Corps can only come on here: its checks are made without asking.
  for (const x of g.day.fields) if (x.state.iCorpsChoice && g.day.fields.some((o) => o !== x && o.state.outcome)) delete x.state.iCorpsChoice;
  // A battle waiting on a question about I Corps that no longer arises goes on with its turn.
  for (const x of g.day.fields) if (!x.state.outcome) settleEntry(x.state, ctx);
  const decided = decidingField(g);
  if (decided === f)
    for (const other of g.day.fields)
      if (!other.state.outcome)
        ctx.log(
          `${nameOf(other.state)} stops on turn ${other.state.turn}: the ${decided.state.outcome?.broken} army broke at ${nameOf(f.state)}, which decides the day`,
        );
  return g;
}

/**
 * One deck per player for the day: a melee card removed in one battle leaves the other's deck
 * and discards as well; a copy held in the other's hand or in play there goes once it is discarded.
 */
function shareLosses(g: DayState, f: Field): void {
  for (const other of g.day.fields) {
    const spent = other.state.spent;
    if (other === f || !spent) continue;
    for (const side of SIDES) {
      for (const c of f.state.removed[side]) if (!spent[side].includes(c)) spent[side].push(c);
      spent[side].sort();
      const gone = (c: string) => !spent[side].includes(c);
      other.state.deck[side] = other.state.deck[side].filter(gone);
      other.state.discard[side] = other.state.discard[side].filter(gone);
    }
  }
}

export function dayResult(g: Game): State['outcome'] {
  if (!isDay(g)) return g.outcome;
  const decided = decidingField(g);
  const outcome = decided?.state.outcome;
  // The day's game is recorded under its first battle: a result decided beside it names its battle.
  if (decided && outcome) return decided === g.day.fields[0] ? outcome : { ...outcome, reason: `${outcome.reason} at ${nameOf(decided.state)}` };
  if (g.day.fields.some((f) => !f.state.outcome)) return undefined;
  return g.day.fields[0]?.state.outcome;
}

export function dayView(g: Game, role: string): unknown {
  if (!isDay(g)) return viewOf(g, role);
  return { day: { disruptions: g.day.disruptions, fields: g.day.fields.map((f) => ({ battle: f.battle, state: viewOf(f.state, role) })) } };
}

/** A picture's place moved to the map of the battle `battle`, drawn beside the game's. */
const onMap = <T extends { at: PicturePlace }>(x: T, battle: string): T => ({ ...x, at: 'area' in x.at ? { area: x.at.area, map: battle } : x.at });

/**
 * The board draws every battle of the day on its own map: the campaign battle's is the
 * game's, each other one's is drawn beside it (its places carry `map`, the battle's id), with
 * its pieces in wings and reserves, its markers and the cards of its battle. The tracks of
 * each battle (turn, demoralization, the role's hand) carry its name; the legal actions act
 * on the battle whose turn it is (`actionsOn`).
 */
export function dayPicture(g: Game, role: string, ctx: ReadCtx): Picture {
  if (!isDay(g)) {
    const picture = pictureOf(g, role, ctx);
    const left = g.iiDisruptions ?? 0;
    return left > 0 ? { ...picture, tracks: [...(picture.tracks ?? []), { name: 'II Corps disruptions to choose', value: left }] } : picture;
  }
  const [first, ...others] = g.day.fields as [Field, ...Field[]];
  const own = pictureOf(first.state, role, ctx);
  const pieces: PicturePiece[] = [...own.pieces];
  const markers: PictureMarker[] = [...(own.markers ?? [])];
  const highlights: PictureHighlight[] = [...(own.highlights ?? [])];
  const tracks: PictureTrack[] = own.tracks?.map((t) => ({ ...t, name: `${nameOf(first.state)}: ${t.name}` })) ?? [];
  for (const o of others) {
    const p = pictureOf(o.state, role, ctx);
    pieces.push(...p.pieces.map((x) => onMap(x, o.battle)));
    markers.push(...(p.markers ?? []).map((x) => onMap(x, o.battle)));
    highlights.push(...(p.highlights ?? []).map((x) => onMap(x, o.battle)));
    for (const t of p.tracks ?? []) tracks.push({ ...t, name: `${nameOf(o.state)}: ${t.name}` });
  }
  if (g.day.disruptions > 0) tracks.push({ name: 'II Corps disruptions to choose', value: g.day.disruptions });
  // Waterloo's II Corps choices name units, not areas; otherwise the battle whose turn it is acts.
  const acting = g.day.disruptions > 0 ? undefined : current(g);
  return {
    pieces,
    markers,
    tracks,
    ...(highlights.length > 0 ? { highlights } : {}),
    ...(acting && acting !== first ? { actionsOn: acting.battle } : {}),
  };
}

export function dayDeterminize(g: Game, role: string, random: Random): Game {
  if (!isDay(g)) return determinize(g, role, random);
  return { day: { ...g.day, fields: g.day.fields.map((f) => ({ battle: f.battle, state: determinize(f.state, role, random) })) } };
}

/** The first battle decides the session's result, so it weighs most; the others count a quarter each. */
export function dayEvaluate(g: Game, role: string): number {
  if (!isDay(g)) return evaluate(g, role);
  const [first, ...others] = g.day.fields as [Field, ...Field[]];
  let total = evaluate(first.state, role);
  let weight = 1;
  for (const o of others) {
    total += 0.25 * evaluate(o.state, role);
    weight += 0.25;
  }
  return total / weight;
}
