// What each player sees (5.1, 4.1): everything on the board, but of the enemy's cards only
// what has been played face up — not his hand, not the cards he kept back, not the card he
// has laid face down this round. The picture draws every unit with its facing, the frontal
// arc and the sight lines of the unit about to fire.
import { hex, type Picture, type PictureHighlight, type PictureMarker, type PicturePiece } from '@kriegsspiel/rules-sdk';
import { hexAt, labelAt } from './board';
import { screened } from './deploy';
import { activeRoles, fireTargets, sideOfRole } from './flow';
import { ABEAM_IN_ARC, rangeOf, sightHexes } from './rules';
import { enemyOf, SIDES, type Side, type State } from './types';

export function viewOf(state: State, role: string): unknown {
  const me = sideOfRole(state, role);
  const { board: _board, ...rest } = state;
  void _board;
  const hide = (side: Side) => me !== undefined && side !== me;
  const decks = Object.fromEntries(
    SIDES.map((s) => {
      const d = state.decks[s];
      // While the enemy picks two played cards back, which ones he has taken is his secret.
      const picking = state.phase === 'hand' && state.turn > 1 && state.choosing[s] > 0;
      return [s, hide(s) ? { all: d.all, ...(picking ? {} : { played: d.played }), inHand: d.hand.length, keptBack: d.reserve.length } : d];
    }),
  );
  const cards = Object.fromEntries(
    SIDES.filter((s) => state.current.cards[s] !== undefined).map((s) => [s, state.current.revealed || !hide(s) ? state.current.cards[s] : 'face down']),
  );
  // Behind the deployment screen (14.0) the enemy's placed units and what he has left to place stay secret.
  const units = Object.fromEntries(
    Object.entries(state.units).map(([id, u]) => [id, screened(state, me, id) ? { ...u, hex: null, status: 'pool', facing: 0 } : u]),
  );
  const deploy =
    state.deploy && state.deploy.hidden && me ? { ...state.deploy, remaining: { [me]: state.deploy.remaining[me], [enemyOf(me)]: 'hidden' } } : state.deploy;
  return {
    ...rest,
    units,
    ...(state.deploy !== undefined ? { deploy } : {}),
    terrain: state.phase === 'deploy' ? state.board.terrain : undefined,
    map: state.board.id,
    decks,
    current: { ...state.current, cards },
    active: activeRoles(state),
    ...(me ? { side: me, enemy: enemyOf(me) } : {}),
  };
}

export function pictureOf(state: State, role: string): Picture {
  const pieces: PicturePiece[] = [];
  const markers: PictureMarker[] = [];
  const ids = Object.keys(state.units).sort(
    (a, b) => (state.pieces[a]?.arm === 'general' ? 1 : 0) - (state.pieces[b]?.arm === 'general' ? 1 : 0) || (a < b ? -1 : 1),
  );
  for (const id of ids) {
    const u = state.units[id];
    const p = state.pieces[id];
    if (!u || !p || u.status !== 'map' || !u.hex || screened(state, sideOfRole(state, role), id)) continue;
    const general = p.arm === 'general';
    pieces.push({
      at: { hex: u.hex },
      id,
      side: p.side,
      nationality: p.nationality,
      type: p.type === 'general' ? 'leader' : p.type,
      ...(general ? { label: p.name } : { values: `${u.elements}/${p.elements}${u.square ? ' sq' : ''}`, facing: u.facing as hex.HexDirection }),
    });
    if (state.current.ordered.includes(id)) markers.push({ at: { hex: u.hex }, kind: 'order', text: 'Ordered', side: p.side });
  }
  const highlights: PictureHighlight[] = [];
  const act = state.activation;
  const u = act ? state.units[act.unit] : undefined;
  if (act && u?.hex && act.step !== 'move' && sideOfRole(state, role) === act.side) {
    const at = hexAt(state.board, u.hex);
    const arc = hex.frontalArc(at, u.facing as hex.HexDirection, rangeOf(state, act.unit, u.hex), ABEAM_IN_ARC ? 'include' : 'exclude');
    for (const h of arc) {
      const l = labelAt(state.board, h);
      if (l) highlights.push({ at: { hex: l }, note: 'Frontal arc within range' });
    }
    for (const t of fireTargets(state)) {
      const th = state.units[t]?.hex;
      if (!th) continue;
      for (const l of sightHexes(state, u.hex, th)) highlights.push({ at: { hex: l }, note: `Line of sight to ${state.pieces[t]?.name}` });
      highlights.push({ at: { hex: th }, note: `Target: ${state.pieces[t]?.name}` });
    }
  }
  return {
    pieces,
    markers,
    tracks: [
      { name: 'Turn', value: state.turn, range: [1, state.rules.turns] },
      { name: 'Round', value: state.round, range: [0, 6] },
      { name: 'French units lost', value: state.eliminated.allied.length, side: 'french' },
      { name: 'Allied units lost', value: state.eliminated.french.length, side: 'allied' },
    ],
    ...(highlights.length > 0 ? { highlights } : {}),
    // Laid tiles (14.0) replace the printed terrain of their hexes.
    ...(state.laidTiles
      ? {
          terrain: Object.keys(state.laidTiles)
            .sort()
            .map((at) => ({ hex: at, terrain: [state.laidTiles?.[at] ?? 'clear'] })),
        }
      : {}),
  };
}
