// What each player may see (4-1, 8-3, 10-1): the map with the enemy's face-down units shown
// only by nationality, after the units the viewer may see so that their place tells
// nothing; their own hand but only the size of the other, bags by count, and the other
// side's face-down artillery by number until it is turned up.
import { positionOf } from './stacks';
import { enemyOf, SIDES, type Side, type State } from './types';

/** The side a player commands, if any. */
export function sideOfRole(state: State, role: string): Side | undefined {
  return SIDES.find((s) => state.roles[s] === role);
}

/** A unit as a viewer sees it. */
type SeenUnit = { id: string; type: string; combat: number; nationality: string; faceUp: boolean } | { hidden: true; nationality: string };

/** True when the viewer may not know what the unit is: a face-down unit of the other side (8-3), or any face-down unit for a spectator. */
export function hiddenFrom(state: State, id: string, viewer: Side | undefined): boolean {
  const piece = state.pieces[id];
  const unit = state.units[id];
  return !piece || !unit || (!unit.faceUp && piece.side !== viewer);
}

/**
 * Units in the order a viewer is shown them: those it may see first, by id; the hidden ones
 * after, by nationality, the one thing known of them (8-3). Ids tell type and value, so an
 * order by id would tell what a hidden unit is by where it sits among the others.
 */
export function shownOrder(state: State, ids: readonly string[], viewer: Side | undefined): string[] {
  const seenIds: string[] = [];
  const hidden: string[] = [];
  for (const id of ids) (hiddenFrom(state, id, viewer) ? hidden : seenIds).push(id);
  const nationality = (id: string) => state.pieces[id]?.nationality ?? '';
  // Hidden units of one nationality look alike, so their order among themselves shows nothing.
  hidden.sort((a, b) => (nationality(a) < nationality(b) ? -1 : nationality(a) > nationality(b) ? 1 : 0));
  return [...seenIds.sort(), ...hidden];
}

function seen(state: State, id: string, viewer: Side | undefined): SeenUnit {
  const piece = state.pieces[id];
  const unit = state.units[id];
  const nationality = piece?.nationality ?? '';
  if (!piece || !unit || hiddenFrom(state, id, viewer)) return { hidden: true, nationality };
  return { id, type: piece.type, combat: piece.combat, nationality, faceUp: unit.faceUp };
}

/** The view of the state for one player (or a spectator, who sees only what both may). */
export function viewOf(state: State, role: string): unknown {
  const me = sideOfRole(state, role);
  const pos = positionOf(state);
  const stacks: Record<string, unknown> = {};
  for (const [label, stack] of [...pos.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    stacks[label] = {
      side: stack.side,
      units: shownOrder(state, stack.units, me).map((u) => seen(state, u, me)),
      ...(stack.napoleon ? { napoleon: true } : {}),
      ...(state.markers[label] ? { moving: { from: state.markers[label].from, round: state.markers[label].round } } : {}),
      ...(stack.units.some((u) => state.moved.includes(u)) ? { moved: true } : {}),
    };
  }
  const gone: Record<Side, string[]> = { french: [], allied: [] };
  for (const [id, unit] of Object.entries(state.units)) if (unit.at === 'removed' && state.pieces[id]) gone[(state.pieces[id] as { side: Side }).side].push(id);
  const removed = {
    french: shownOrder(state, gone.french, me).map((u) => seen(state, u, me)),
    allied: shownOrder(state, gone.allied, me).map((u) => seen(state, u, me)),
  };
  const c = state.combat;
  const combat = c && {
    step: c.step,
    declared: c.declared,
    fought: c.fought,
    ...(c.current !== undefined ? { current: c.current } : {}),
    ...(c.base ? { base: c.base } : {}),
    ...(c.bid
      ? {
          bid: {
            turn: c.bid.turn,
            lastCall: c.bid.lastCall,
            placed: { french: c.bid.played.french.length, allied: c.bid.played.allied.length },
            ...(me ? { yours: c.bid.played[me].map((id) => ({ id, value: state.cardValues[id] })) } : {}),
          },
        }
      : {}),
    ...(c.losses ? { losses: c.losses } : {}),
    ...(c.chase ? { chase: c.chase } : {}),
  };
  const arrivals = state.pending.map((id) => state.rules.arrivals.find((a) => a.id === id)).filter((a) => a !== undefined);
  return {
    you: me ?? null,
    round: state.round,
    player: state.player,
    phase: state.phase,
    stacks,
    napoleon: (() => {
      const at = state.units[state.rules.leader]?.at;
      return at === 'hand' || at === 'removed' || at === undefined ? (at ?? 'absent') : 'map';
    })(),
    bags: Object.fromEntries(Object.entries(state.bags).map(([id, units]) => [id, units.length])),
    arrivals: arrivals.map((a) => ({ turn: a.turn, places: a.places, units: a.units.length })),
    hand: me ? state.hands[me].map((id) => ({ id, value: state.cardValues[id] })).sort((a, b) => (a.value ?? 0) - (b.value ?? 0)) : [],
    hands: { french: state.hands.french.length, allied: state.hands.allied.length },
    deck: state.deck.length,
    discard: state.discard.map((id) => ({ id, value: state.cardValues[id] })),
    removed,
    specials: state.specials,
    combatsFought: state.combatsFought,
    ...(combat ? { combat } : {}),
    ...(state.reinforce
      ? {
          reinforce: {
            count: state.reinforce.count ?? null,
            drawn: state.reinforce.drawn,
            ...(state.reinforce.places ? { places: state.reinforce.places } : {}),
            // The unit drawn and not yet placed: only its owner knows what it is.
            ...(state.reinforce.holding !== undefined ? { holding: me === state.player ? state.reinforce.holding : { hidden: true } } : {}),
          },
        }
      : {}),
    ...(state.setupDraw ? { setup: { drawn: state.setupDraw.drawn, left: state.setupDraw.left } } : {}),
    hold: state.hold,
    ...(state.lastCombat ? { lastCombat: state.lastCombat } : {}),
    ...(state.result ? { result: state.result } : {}),
    opponent: me ? enemyOf(me) : null,
  };
}
