// What the Playtest board draws: every counter on its hex (corps with their formation or
// condition, detachments, HQs with mode and range), each side's zones of control, the hexes in
// each HQ's command range, the last attack, and the turn and phase. Nothing is hidden.
import type { Picture, PictureHighlight, PictureMarker, PicturePiece } from '@kriegsspiel/rules-sdk';
import { within } from './board';
import { hqIds } from './command';
import type { State } from './types';
import { onMap, positionOf } from './zones';

const stars = (n: number): string => '★'.repeat(n);

function valuesOf(state: State, id: string): string {
  const p = state.pieces[id]!;
  const back = state.units[id]!.back;
  if (p.kind === 'hq') return `${back ? 'Battle' : 'Normal'} ${p.range?.[back ? 1 : 0]}${back ? ' ' + stars(p.stars) : ''}`;
  if (p.kind === 'detachment') return stars(p.stars) || 'det';
  const mode = p.kind === 'infantry' ? (back ? 'Battle' : 'Advance') : back ? 'Exhausted' : 'Fresh';
  return `${stars(p.stars)} ${p.move?.[back ? 1 : 0]} ${mode}`.trim();
}

export function pictureOf(state: State, _role: string): Picture {
  const pieces: PicturePiece[] = [];
  const ids = Object.keys(state.units)
    .filter((id) => onMap(state, id))
    .sort((a, b) => {
      const rank = (id: string) => ['infantry', 'cavalry', 'detachment', 'hq'].indexOf(state.pieces[id]!.kind);
      return rank(a) - rank(b) || (a < b ? -1 : 1);
    });
  for (const id of ids) {
    const p = state.pieces[id]!;
    pieces.push({
      at: { hex: state.units[id]!.at },
      id,
      side: p.side,
      nationality: p.army,
      type: p.kind === 'infantry' ? 'infantry-corps' : p.kind === 'cavalry' ? 'cavalry-corps' : p.kind,
      label: p.name,
      values: valuesOf(state, id),
    });
  }
  const pos = positionOf(state);
  const markers: PictureMarker[] = [];
  for (const side of ['french', 'coalition'] as const)
    for (const hex of [...pos.zoc[side].keys()].sort()) markers.push({ at: { hex }, kind: 'zoc', text: 'ZoC', side });
  const highlights: PictureHighlight[] = [];
  for (const hq of hqIds(state)) {
    if (!onMap(state, hq)) continue;
    const u = state.units[hq]!;
    const p = state.pieces[hq]!;
    const range = p.range?.[u.back ? 1 : 0] ?? 0;
    for (const hex of within(state.board, u.at, range).sort())
      highlights.push({ at: { hex }, note: `${p.name} command range (${u.back ? 'Battle' : 'Normal'} ${range})` });
  }
  if (state.lastCombat) highlights.push({ at: { hex: state.lastCombat.hex }, note: `Last attack: ${state.lastCombat.outcome}` });
  return {
    pieces,
    markers,
    tracks: [
      { name: 'Game turn', value: state.turn, range: [state.lastTurn - (state.special.june15 ? 7 : 5), state.lastTurn] },
      { name: 'Phase', value: state.phase, steps: ['modes', 'hq', 'keep', 'return', 'detach', 'recall', 'withdraw', 'movement', 'attack', 'over'] },
      ...(state.remaining !== null ? [{ name: 'Moves/attacks left', value: state.remaining, range: [0, 20] as [number, number] }] : []),
    ],
    highlights,
  };
}
