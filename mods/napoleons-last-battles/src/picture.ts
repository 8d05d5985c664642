// What the Playtest board draws: every counter on its hex with its strength and movement, a mark
// on units out of command, on demoralized formations' officers and on units that could not
// trace supply now, the phasing player's commanders' command ranges, the supply lines of the
// role's armies (the roads and trails that link to their map edge), and the last attack.
// Nothing is hidden.
import type { Picture, PictureHighlight, PictureMarker, PicturePiece } from '@kriegsspiel/rules-sdk';
import { armiesOf, commandReach, isDemoralized, isOutOfCommand, lossesOf, nameOf, suppliedHexes } from './campaign';
import { edgeBit, supplyLinks } from './board';
import { isLeader, onMap, positionOf, sideBit, strengthOf, type Position } from './position';
import type { Army, State } from './types';

const armyNames: Record<Army, string> = { french: 'French', prussian: 'Prussian', 'anglo-allied': 'Anglo-Allied' };

/** The hexes of an army's supply lines: roads and trails linked to its edge, not through a hex the enemy holds (as `suppliedHexes` traces them). */
function supplyLine(state: State, army: Army, pos: Position): number[] {
  const { ix } = pos;
  const foe = sideBit(army === 'french' ? 'coalition' : 'french');
  const bit = edgeBit(army, state.board);
  const paths = supplyLinks(ix, state.tables.supplyPaths);
  const seen = new Uint8Array(ix.n);
  const queue: number[] = [];
  for (let i = 0; i < ix.n; i++)
    if ((ix.edge[i]! & bit) !== 0 && pos.occ[i] !== foe) {
      seen[i] = 1;
      queue.push(i);
    }
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head]!;
    for (let d = 0; d < 6; d++) {
      const j = ix.nb[i * 6 + d]!;
      if (j < 0 || !paths[ix.link[i * 6 + d]!] || seen[j] || pos.occ[j] === foe) continue;
      seen[j] = 1;
      queue.push(j);
    }
  }
  // The edge hexes themselves are only where the lines start: those off any road are left out.
  return queue.filter((i) => ix.link.subarray(i * 6, i * 6 + 6).some((l) => paths[l]));
}

export function pictureOf(state: State, role: string): Picture {
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
    if (isOutOfCommand(state, id)) markers.push({ at: { hex }, kind: 'out-of-command', text: 'Out of command' });
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
  // The role's own supply lines (a role of neither side sees none).
  if (role === 'french' || role === 'coalition')
    for (const army of armiesOf(role))
      for (const i of supplyLine(state, army, pos)) highlights.push({ at: { hex: pos.ix.labels[i]! }, note: `${armyNames[army]} supply line` });
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
      { name: 'Game turn', value: state.turn, range: [1, Math.min(state.lastTurn, state.tables.victory.atTurn ?? state.lastTurn)] },
      { name: 'Player turn', value: state.player, steps: ['french', 'coalition'] },
      { name: 'Phase', value: state.phase, steps: ['command', 'reorganize', 'movement', 'combat', 'losses', 'retreat', 'advance'] },
      { name: 'Anglo-Allied losses', value: lossesOf(state, 'anglo-allied'), range: [0, 60] },
      { name: 'Night', value: state.tables.nightTurns.some(label) ? 'night' : 'day', steps: ['day', 'night'] },
    ],
    highlights,
  };
}
