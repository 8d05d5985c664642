// What the board draws for each player (4-1): every stack on its hex, the enemy's face-down
// units by the colour of their backs only, Napoleon on top of his stack, the moving markers
// (6-2), the game turn and the central villages' count (3). It hides what the view hides.
import type { Picture, PictureMarker, PicturePiece, PictureTrack } from '@kriegsspiel/rules-sdk';
import { positionOf } from './stacks';
import { SIDES, type Side, type State } from './types';
import { shownOrder, sideOfRole } from './view';

/** A piece as `viewer` sees it: face up with its type and value, or only its back. */
function pieceOf(state: State, id: string, hex: string, viewer: Side | undefined): PicturePiece | undefined {
  const piece = state.pieces[id];
  const unit = state.units[id];
  if (!piece || !unit) return undefined;
  const at = { hex };
  if (!unit.faceUp && piece.side !== viewer) return { at, side: piece.side, nationality: piece.nationality, faceDown: true };
  return {
    at,
    id,
    side: piece.side,
    nationality: piece.nationality,
    type: piece.type,
    ...(piece.type === 'leader' ? { label: piece.name ?? id } : { values: String(piece.combat) }),
    // Its owner sees it, but it is still face down on the table (4-1): the board marks it so.
    ...(unit.faceUp ? {} : { hidden: true }),
  };
}

/** The picture of the game for one player (or a spectator, who sees only what both may). */
export function pictureOf(state: State, role: string): Picture {
  const me = sideOfRole(state, role);
  const pieces: PicturePiece[] = [];
  const markers: PictureMarker[] = [];
  for (const [hex, stack] of [...positionOf(state).entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    // Face-down units come after the others, by nationality only, as in the view (8-3).
    for (const id of shownOrder(state, stack.units, me)) {
      const piece = pieceOf(state, id, hex, me);
      if (piece) pieces.push(piece);
    }
    // Napoleon is face up for both sides and stands on top of the stack he is with.
    if (stack.napoleon) {
      const napoleon = pieceOf(state, state.rules.leader, hex, me);
      if (napoleon) pieces.push(napoleon);
    }
    const moving = state.markers[hex];
    if (moving) markers.push({ at: { hex }, kind: 'moving', text: 'Moving', side: stack.side });
  }
  const tracks: PictureTrack[] = [
    { name: 'Game turn', value: state.round },
    { name: 'Player turn', value: state.player, steps: state.order },
  ];
  if (state.rules.holdTurns > 0) tracks.push({ name: 'Central villages held', value: state.hold.turns, range: [0, state.rules.holdTurns], side: 'allied' });
  const combat = state.combat;
  const current = combat?.current !== undefined ? combat.declared[combat.current] : undefined;
  const highlights = current ? SIDES.flatMap((side) => current[side].map((hex) => ({ at: { hex }, note: 'The combat being fought' }))) : [];
  return { pieces, markers, tracks, ...(highlights.length > 0 ? { highlights } : {}) };
}
