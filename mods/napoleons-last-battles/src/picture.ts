// What the Playtest board draws: every counter on its hex with its strength and movement, a mark
// on units out of command, on demoralized formations' officers and on units that could not
// trace supply now, the phasing player's commanders' command ranges, and the last attack.
// Nothing is hidden.
import type { Picture, PictureHighlight, PictureMarker, PicturePiece } from '@kriegsspiel/rules-sdk';
import { armiesOf, commandReach, isDemoralized, lossesOf, nameOf, suppliedHexes } from './campaign';
import { isLeader, onMap, positionOf, strengthOf } from './position';
import type { State } from './types';

export function pictureOf(state: State, _role: string): Picture {
  const pieces: PicturePiece[] = [];
  const markers: PictureMarker[] = [];
  const ids = Object.keys(state.units)
    .filter((id) => onMap(state.units[id]!.at))
    .sort((a, b) => Number(isLeader(state, a)) - Number(isLeader(state, b)) || (a < b ? -1 : 1));
  for (const id of ids) {
    const p = state.pieces[id]!;
    const hex = state.units[id]!.at;
    const values = isLeader(state, id)
      ? p.kind === 'commander'
        ? `${p.capacity}`
        : (state.formations[p.formation ?? '']?.designation ?? '')
      : `${strengthOf(state, id)}-${p.move}`;
    pieces.push({ at: { hex }, id, side: p.side, nationality: p.nationality, type: p.kind, label: p.name, values });
    if (state.outOfCommand[p.side].includes(id)) markers.push({ at: { hex }, kind: 'out-of-command', text: 'Out of command' });
    if (p.kind === 'officer' && p.formation && state.demoralized.includes(p.formation))
      markers.push({ at: { hex }, kind: 'demoralized', text: `${nameOf(state, p.formation)} demoralized` });
    else if (!isLeader(state, id) && isDemoralized(state, id) && p.army === 'anglo-allied')
      markers.push({ at: { hex }, kind: 'demoralized', text: 'Demoralized' });
  }
  // Supply as it would be traced now, and the phasing player's commanders' reach.
  const pos = positionOf(state);
  for (const army of ['french', 'prussian', 'anglo-allied'] as const) {
    const ok = suppliedHexes(state, army, pos);
    for (const [id, i] of pos.where)
      if (state.pieces[id]!.army === army && !isLeader(state, id) && !ok[i])
        markers.push({ at: { hex: pos.ix.labels[i]! }, kind: 'out-of-supply', text: 'Out of supply' });
  }
  const highlights: PictureHighlight[] = [];
  for (const [id, i] of pos.where) {
    const p = state.pieces[id]!;
    if (p.kind !== 'commander' || !armiesOf(state.player).includes(p.army)) continue;
    for (const j of commandReach(state, pos, i, state.tables.commanderRange, p.side, 1).keys())
      highlights.push({ at: { hex: pos.ix.labels[j]! }, note: `In ${p.name}'s command range` });
  }
  if (state.lastCombat)
    highlights.push({
      at: { hex: state.lastCombat.target },
      note: `Last attack: ${state.lastCombat.odds}, die ${state.lastCombat.roll}, ${state.lastCombat.result}`,
    });
  const label = (t: number) => state.turn === t;
  return {
    pieces,
    markers,
    tracks: [
      { name: 'Game turn', value: state.turn, range: [1, state.lastTurn] },
      { name: 'Player turn', value: state.player, steps: ['french', 'coalition'] },
      { name: 'Phase', value: state.phase, steps: ['reorganize', 'movement', 'combat', 'losses', 'retreat', 'advance'] },
      { name: 'Anglo-Allied losses', value: lossesOf(state, 'anglo-allied'), range: [0, 60] },
      { name: 'Night', value: state.tables.nightTurns.some(label) ? 'night' : 'day', steps: ['day', 'night'] },
    ],
    highlights,
  };
}
