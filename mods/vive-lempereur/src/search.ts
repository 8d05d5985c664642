// For search bots: a state as one player might believe it (the enemy's hand, kept-back
// cards and face-down card dealt again from what he has not shown), and a cheap score.
import type { Random } from '@kriegsspiel/rules-sdk';
import { sideOfRole } from './flow';
import { enemyOf, SIDES, type Side, type State } from './types';

function copyForSearch(state: State): State {
  const { board, pieces, cards, rules, ...changing } = state;
  // Terrain tiles are laid during a hypothetical deployment, so the copy gets its own terrain then.
  const ownBoard = state.phase === 'deploy' ? { ...board, terrain: [...board.terrain] } : board;
  return { ...(JSON.parse(JSON.stringify(changing)) as Omit<State, 'board' | 'pieces' | 'cards' | 'rules'>), board: ownBoard, pieces, cards, rules };
}

/** The enemy's hidden cards (hand, kept back, unrevealed card of this round) dealt again at random. */
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
  if (copy.phase === 'hand' && copy.turn > 1 && copy.choosing[enemy] > 0) {
    // The four kept back head the hand; the cards taken back so far could be any of the played ones.
    const kept = deck.hand.slice(0, 4);
    const pool = random.shuffle([...deck.hand.slice(4), ...deck.played]);
    deck.hand = [...kept, ...pool.splice(0, deck.hand.length - 4)];
    deck.played = pool;
    return copy;
  }
  const sealed = copy.current.revealed ? undefined : copy.current.cards[enemy];
  // The face-down card stays in its player's hand until both are shown: it is dealt again once
  // only, else the real one would be twice as likely to come up as any other.
  const inHand = sealed === undefined ? -1 : deck.hand.indexOf(sealed);
  if (inHand >= 0) deck.hand.splice(inHand, 1);
  const hidden = random.shuffle([...deck.hand, ...deck.reserve, ...(sealed ? [sealed] : [])]);
  const card = sealed ? (hidden.shift() as string) : undefined;
  deck.hand = hidden.splice(0, deck.hand.length);
  deck.reserve = hidden;
  if (card) {
    copy.current.cards[enemy] = card;
    if (inHand >= 0) deck.hand.push(card);
  }
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
