// What each player may see (hands and the draw piles are secret), what the board draws, and
// the two hooks search bots need.
import type { Picture, PictureMarker, PicturePiece, PictureTrack, Random } from '@kriegsspiel/rules-sdk';
import { cardName, face, sideOfArea } from './helpers';
import type { ReadCtx } from './hooks';
import { enemyOf, SIDES, type Side, type State } from './types';

export const sideOfRole = (role: string): Side | undefined => (role === 'french' || role === 'coalition' ? role : undefined);

/** The state without the other hand and without either draw pile (only their sizes). */
export function viewOf(s: State, role: string): unknown {
  const me = sideOfRole(role);
  const hand: Record<string, string[] | number> = {};
  for (const side of SIDES) hand[side] = side === me ? s.hand[side] : s.hand[side].length;
  // The card table is left out too: it names every card, so a secret id could not be told from it.
  const { cards: _cards, ...rest } = s;
  return { ...rest, deck: { french: s.deck.french.length, coalition: s.deck.coalition.length }, hand };
}

/** The order of battle's side of a player's side: the Coalition's counters are the `allied` side's. */
const oobSide = (side: Side): string => (side === 'french' ? 'french' : 'allied');

export function pictureOf(s: State, role: string, ctx: ReadCtx): Picture {
  const me = sideOfRole(role);
  const pieces: PicturePiece[] = [];
  for (const id of Object.keys(s.units).sort()) {
    const u = s.units[id];
    const p = s.pieces[id];
    if (!u || !p || !s.board.names[u.at]) continue;
    const tags = [u.disrupted ? 'D' : '', u.exhausted ? 'X' : ''].filter(Boolean).join('');
    const values = p.type === 'leader' ? `${p.orders}/${p.leadership}` : `${face(s, id).strength}-${face(s, id).manpower}${tags ? ` ${tags}` : ''}`;
    pieces.push({
      at: { area: u.at },
      id,
      side: p.side === 'french' ? 'french' : 'allied',
      nationality: p.army === 'allied' ? 'anglo-allied' : p.army,
      type: p.type,
      label: p.name,
      values,
    });
  }
  for (const id of Object.keys(s.terrain).sort()) {
    const t = s.terrain[id];
    const card = s.terrainCards[id];
    if (!t || !card || !s.board.names[t.at]) continue;
    pieces.push({
      at: { area: t.at },
      id,
      side: sideOfArea(s, t.at) === 'french' ? 'french' : 'allied',
      type: 'terrain',
      label: card.name,
      values: String(card.strength),
    });
  }
  const markers: PictureMarker[] = s.flanked.map((w) => ({ at: { area: w }, kind: 'flanked', text: 'Flanked' }));
  for (const r of Object.keys(s.outOfCommand).sort())
    if (s.outOfCommand[r] === s.turn) markers.push({ at: { area: r }, kind: 'out-of-command', text: 'Out of command' });
  for (const [letter, side] of Object.entries(s.declared))
    markers.push({ at: { area: `front-${letter.toLowerCase()}` }, kind: 'attack', text: `${side} attacks`, side });
  const b = s.battle;
  if (b) {
    // The battle, then each card as it is played, one marker apiece so the board can show them all.
    const front = { area: `front-${b.letter.toLowerCase()}` };
    markers.push({ at: front, kind: 'battle', text: 'Battle' });
    for (const p of b.attack) markers.push({ at: front, kind: 'card', text: `Attack: ${cardName(s, p.card)}`, side: oobSide(b.attacker) });
    for (const p of b.defense) markers.push({ at: front, kind: 'card', text: `Defence: ${cardName(s, p.card)}`, side: oobSide(enemyOf(b.attacker)) });
    for (const side of SIDES)
      for (const c of b.charges[side]) markers.push({ at: front, kind: 'card', text: `Charge: ${cardName(s, c)}`, side: oobSide(side) });
  }
  // Each demoralization track runs up to the level that breaks that army: the scenario's figure, or a house rule's (3.2).
  const breakAt = (side: Side) => Math.max(1, ctx.hooks.breakPoint(side, s), s.demoralization[side]);
  const tracks: PictureTrack[] = [
    { name: 'Turn', value: s.turn, range: [1, s.rules.lastTurn] },
    { name: 'First player', value: s.first, steps: ['french', 'coalition'] },
    { name: 'French demoralization', value: s.demoralization.french, range: [0, breakAt('french')], side: 'french' },
    { name: 'Coalition demoralization', value: s.demoralization.coalition, range: [0, breakAt('coalition')], side: 'allied' },
  ];
  if (me) tracks.push({ name: 'Your hand', value: s.hand[me].map((c) => cardName(s, c)).join(', ') || 'empty' });
  for (const side of SIDES) if (side !== me) tracks.push({ name: `${side} hand`, value: `${s.hand[side].length} cards` });
  const highlights = b
    ? SIDES.map((side) => ({
        at: { area: b.letter ? (s.board.fronts.find((f) => f.letter === b.letter)?.wing[side] ?? '') : '' },
        note: 'The battle being fought',
      }))
    : [];
  return { pieces, markers, tracks, ...(highlights.length > 0 ? { highlights } : {}) };
}

/** The static parts never change in play, so a search copy shares them. */
function copyForSearch(s: State): State {
  const { rules, board, pieces, terrainCards, cards, ...changing } = s;
  return {
    ...(JSON.parse(JSON.stringify(changing)) as Omit<State, 'rules' | 'board' | 'pieces' | 'terrainCards' | 'cards'>),
    rules,
    board,
    pieces,
    terrainCards,
    cards,
  };
}

/** The other hand dealt again from every card `role` has not seen (its hand and the other's pile), and both piles mixed. */
export function determinize(s: State, role: string, random: Random): State {
  const copy = copyForSearch(s);
  const me = sideOfRole(role);
  if (!me) return copy;
  const enemy = enemyOf(me);
  const unseen = random.shuffle([...copy.hand[enemy], ...copy.deck[enemy]]);
  copy.hand[enemy] = unseen.splice(0, copy.hand[enemy].length).sort();
  copy.deck[enemy] = unseen.sort();
  return copy;
}

/** A cheap score: demoralization, units lost and cards in hand, for `role`. */
export function evaluate(s: State, role: string): number {
  const me = sideOfRole(role);
  if (s.outcome) return s.outcome.winner === me ? 1 : s.outcome.winner === null ? 0.5 : 0;
  if (!me) return 0.5;
  const enemy = enemyOf(me);
  const morale = (s.demoralization[enemy] - s.demoralization[me]) / 9;
  const kills = (s.kills[me] - s.kills[enemy]) / 6;
  const cards = (s.hand[me].length - s.hand[enemy].length) / 10;
  const v = 0.5 + 0.3 * morale + 0.15 * kills + 0.05 * cards;
  return Math.min(0.98, Math.max(0.02, v));
}
