// For search bots: a state as one player might believe it (the enemy's cards dealt again from
// what he has not shown, those he has kept), and a cheap score.
import type { Random } from '@kriegsspiel/rules-sdk';
import { sideOfRole } from './flow';
import { enemyOf, SIDES, type Side, type State } from './types';

function copyForSearch(state: State): State {
  const { board, pieces, cards, rules, ...changing } = state;
  // Terrain tiles are laid during a hypothetical deployment, so the copy gets its own terrain then.
  const ownBoard = state.phase === 'deploy' ? { ...board, terrain: [...board.terrain] } : board;
  return { ...(JSON.parse(JSON.stringify(changing)) as Omit<State, 'board' | 'pieces' | 'cards' | 'rules'>), board: ownBoard, pieces, cards, rules };
}

/**
 * How many cards at the head of the enemy's hand the deciding player knows are there. From the
 * second turn on, a hand is the four cards left unplayed the turn before (all ten cards are known
 * and every played one is shown, so these four are known too) followed by the two taken back
 * unseen (4.1); the turn's start puts the four first and a taken card goes to the end. Once some
 * of this turn's cards are out, the state no longer says which of the four they were, so only as
 * many as cannot have been played are kept: all four before the first card of the turn is shown.
 */
function knownInHand(state: State, side: Side): number {
  const deck = state.decks[side];
  if (state.turn <= 1) return 0;
  return Math.min(deck.hand.length, Math.max(0, 4 - deck.played.length));
}

/**
 * The enemy's cards dealt again from what the player cannot tell apart: the two taken back this
 * turn among the cards he last played, the rest of his hand and his unplayed cards on turn 1, and
 * the card laid face down this round, which is one of his hand. The four cards kept back from the
 * turn before stay where they are (4.1), as do his played cards.
 */
export function determinize(state: State, role: string, random: Random): State {
  const copy = copyForSearch(state);
  const me = sideOfRole(state, role);
  if (!me) return copy;
  const enemy = enemyOf(me);
  const deck = copy.decks[enemy];
  if (copy.deploy?.hidden) {
    // Behind the screen: the enemy might have placed none of his units yet.
    for (const [id, u] of Object.entries(copy.units))
      if (u.status === 'map' && copy.pieces[id]?.side === enemy && copy.pieces[id]?.arm !== 'garrison') {
        u.hex = null;
        u.status = 'pool';
        copy.deploy.remaining[enemy].push(id);
      }
    copy.deploy.remaining[enemy].sort();
  }
  if (copy.turn > 1 && copy.choosing[enemy] > 0) {
    // Still taking back: the four kept back head the hand, and the cards taken so far could be any of the played ones.
    const kept = deck.hand.slice(0, 4);
    const pool = random.shuffle([...deck.hand.slice(4), ...deck.played]);
    deck.hand = [...kept, ...pool.splice(0, deck.hand.length - 4)];
    deck.played = pool;
    return copy;
  }
  const known = knownInHand(copy, enemy);
  const hidden = random.shuffle([...deck.hand.slice(known), ...deck.reserve]);
  deck.hand = [...deck.hand.slice(0, known), ...hidden.splice(0, deck.hand.length - known)];
  deck.reserve = hidden;
  // The face-down card stays in its player's hand until both are shown: any card of the hand
  // dealt may be it, each as likely (so the real one is no likelier than another).
  if (!copy.current.revealed && copy.current.cards[enemy] !== undefined && deck.hand.length > 0) copy.current.cards[enemy] = random.pick(deck.hand);
  return copy;
}

/** The share of each army's elements still standing, and units eliminated against the thresholds. */
export function evaluate(state: State, role: string): number {
  const me = sideOfRole(state, role);
  if (state.result) return state.result.winner === role ? 1 : state.result.winner === null ? 0.5 : 0;
  if (!me) return 0.5;
  const strength: Record<Side, number> = { french: 0, allied: 0 };
  const full: Record<Side, number> = { french: 0, allied: 0 };
  for (const [id, u] of Object.entries(state.units)) {
    const p = state.pieces[id];
    if (!p || p.arm === 'general' || (u.status === 'pool' && u.hex === null && !state.eliminated[enemyOf(p.side)].includes(id))) continue;
    full[p.side] += p.elements;
    if (u.status === 'map') strength[p.side] += u.elements;
  }
  const share = (s: Side) => (full[s] > 0 ? strength[s] / full[s] : 0);
  const need = (s: Side) => Math.min(...state.rules.substantial[s].map((c) => c.count), 15);
  const kills = (s: Side) => state.eliminated[s].length / need(s);
  const french = 0.5 + 0.3 * (share('french') - share('allied')) + 0.2 * (kills('french') - kills('allied'));
  const value = Math.min(0.98, Math.max(0.02, french));
  void SIDES;
  return me === 'french' ? value : 1 - value;
}
