// Outpost: a small skirmish written for the command line's own tests and benchmarks. Two
// players take turns; each turn one action: move a unit to a free neighbouring hex, attack
// a neighbouring enemy, or pass. Units start face down; attacking reveals both sides.
import { defineRuleset, type LegalAction } from '@kriegsspiel/rules-sdk';
import { boardOf, hexOfPlace, isImpassable, unitAt } from './board';
import { attack } from './combat';
import type { OutpostAction, OutpostHooks, OutpostState, Unit } from './types';

const onMap = (state: OutpostState, role: string): Unit[] =>
  Object.values(state.units)
    .filter((u) => u.owner === role && u.hex !== null)
    .sort((a, b) => (a.id < b.id ? -1 : 1));

/** Every unit on the map, in id order. */
const onMapUnits = (state: OutpostState): Unit[] => state.order.flatMap((role) => onMap(state, role)).sort((a, b) => (a.id < b.id ? -1 : 1));

/** Hands the turn on; ends the game when a side has nothing left or the last turn is over. */
function afterAction(state: OutpostState): void {
  const standing = state.order.filter((role) => onMap(state, role).length > 0);
  if (standing.length < state.order.length) {
    const lost = state.order.filter((role) => !standing.includes(role));
    state.over =
      standing.length === 1
        ? { winner: standing[0] as string, reason: `${lost.join(' and ')} has no units left` }
        : { winner: null, reason: 'both sides are destroyed' };
    return;
  }
  const index = state.order.indexOf(state.active);
  state.active = state.order[(index + 1) % state.order.length] as string;
  if (index === state.order.length - 1) state.turn++;
  if (state.turn > state.lastTurn) {
    const holder = unitAt(state, state.board.objective);
    state.over = holder
      ? { winner: holder.owner, reason: `${holder.owner} holds the outpost at the end of turn ${state.lastTurn}` }
      : { winner: null, reason: `nobody holds the outpost at the end of turn ${state.lastTurn}` };
  }
}

export default defineRuleset<OutpostState, OutpostAction, OutpostHooks>({
  setup(bundle, ctx) {
    const { scenario, map, oob, manifest } = bundle;
    const ownerOfSide: Record<string, string> = {};
    for (const player of scenario.players) for (const side of player.sides) ownerOfSide[side] = player.id;
    const units: Record<string, Unit> = {};
    for (const u of oob.units ?? []) {
      units[u.id] = {
        id: u.id,
        owner: ownerOfSide[u.side ?? ''] ?? '',
        type: u.type,
        strength: Number(u.values?.strength ?? 1),
        hex: null,
        faceUp: true,
        destroyed: false,
      };
    }
    for (const placement of scenario.setup ?? []) {
      if (Array.isArray(placement.at)) throw new Error('Outpost places each unit on one place');
      const label = hexOfPlace(placement.at, map);
      for (const id of placement.units ?? []) {
        const unit = units[id];
        if (!unit) throw new Error(`unit ${id} is not in the order of battle`);
        unit.hex = label;
        unit.faceUp = placement.faceDown !== true;
      }
    }
    const order = scenario.turns.order ?? scenario.players.map((p) => p.id);
    const first = scenario.turns.first ?? 1;
    ctx.log(`The skirmish begins: ${order.join(' against ')}, ${scenario.turns.count ?? 8} turns`);
    return {
      turn: first,
      lastTurn: first + (scenario.turns.count ?? 8) - 1,
      order,
      active: scenario.turns.firstPlayer,
      units,
      board: boardOf(map, manifest, scenario),
    };
  },

  active: (state) => (state.over ? [] : [state.active]),

  actions(state, role) {
    if (state.over || role !== state.active) return [];
    const legal: LegalAction<OutpostAction>[] = [];
    for (const unit of onMap(state, role)) {
      for (const next of state.board.adjacent[unit.hex as string] ?? []) {
        const there = unitAt(state, next);
        if (!there && !isImpassable(state.board, next))
          legal.push({ action: { type: 'move', unit: unit.id, to: next }, prompt: `Move ${unit.id} from ${unit.hex} to ${next}` });
        if (there && there.owner !== role)
          legal.push({ action: { type: 'attack', unit: unit.id, target: there.id }, prompt: `Attack the unit in ${next} with ${unit.id}` });
      }
    }
    legal.push({ action: { type: 'pass' }, prompt: 'Pass' });
    return legal;
  },

  apply(state, action, role, ctx) {
    if (action.type === 'move') {
      const unit = state.units[action.unit] as Unit;
      const from = unit.hex;
      unit.hex = action.to;
      ctx.log(`${role} moves a unit from ${from} to ${action.to}`);
      ctx.log(`${unit.id} (${unit.type}) moves to ${action.to}`, [role]);
    } else if (action.type === 'attack') {
      attack(state, state.units[action.unit] as Unit, state.units[action.target] as Unit, ctx);
    } else {
      ctx.log(`${role} passes`);
    }
    afterAction(state);
    return state;
  },

  view(state, role) {
    const units: Record<string, Partial<Unit>> = {};
    for (const unit of Object.values(state.units)) {
      units[unit.id] =
        unit.owner === role || unit.faceUp ? { ...unit } : { id: unit.id, owner: unit.owner, hex: unit.hex, faceUp: false, destroyed: unit.destroyed };
    }
    return { ...state, units };
  },

  // The board's drawing: units face down to the enemy until an attack reveals them, the
  // outpost to hold, and the turn. The roles are named as the sides they command.
  picture(state, role) {
    const pieces = onMapUnits(state).map((unit) => {
      const at = { hex: unit.hex as string };
      if (unit.owner !== role && !unit.faceUp) return { at, side: unit.owner, faceDown: true as const };
      return { at, side: unit.owner, id: unit.id, type: unit.type, values: String(unit.strength) };
    });
    return {
      pieces,
      markers: [{ at: { hex: state.board.objective }, kind: 'objective', text: 'Outpost' }],
      tracks: [{ name: 'Turn', value: state.turn, range: [1, state.lastTurn] as [number, number] }],
    };
  },

  result: (state) => state.over,

  explain(state, action, role) {
    if (action.type === 'pass') return undefined;
    const unit = state.units[action.unit];
    if (!unit) return `there is no unit ${action.unit}`;
    if (unit.owner !== role) return `${unit.id} is not ${role}'s unit`;
    if (unit.hex === null) return `${unit.id} is not on the map`;
    const neighbours = state.board.adjacent[unit.hex] ?? [];
    if (action.type === 'move') {
      if (!neighbours.includes(action.to)) return `${action.to} is not next to ${unit.hex}`;
      if (isImpassable(state.board, action.to)) return `no unit may enter ${action.to} (${(state.board.terrain[action.to] ?? []).join(', ')})`;
      if (unitAt(state, action.to)) return `${action.to} is taken by another unit`;
    } else {
      const target = state.units[action.target];
      if (!target || target.owner === role || target.hex === null || !neighbours.includes(target.hex))
        return `${unit.id} is not next to the enemy unit ${action.target}`;
    }
    return undefined;
  },

  hooks: {
    attackStrength: (unit) => unit.strength,
    defenceBonus: (terrain, defence) => terrain.reduce((sum, t) => sum + (defence[t] ?? 0), 0),
  },
});
