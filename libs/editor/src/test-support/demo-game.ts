// Games for stories, played in the page without a server or a sandbox: a small demo
// ruleset run natively (the engine's `nativeHost`) on the real scenarios, maps and orders of
// battle of mods/. Each side's pieces stand where the set-up puts them (units drawn from a
// pool are taken in the pool's order); a turn is moving one piece to a free neighbouring
// hex (or, on an area map, to a connected area), or passing; the demo ends after sixteen
// actions. Its picture shows the other side's pieces face down and one's own marked as hidden
// from the enemy, as Hundred Days does, and on a
// hex map each piece faces the way it last moved, and the last move's hex and its neighbours
// are highlighted.
import { nativeHost } from '@kriegsspiel/engine';
import type { MapDocument, ModManifest, OobDocument, Place, ScenarioDocument } from '@kriegsspiel/formats';
import { defineRuleset, hex, serve, type PicturePiece, type ScenarioBundle } from '@kriegsspiel/rules-sdk';
import type { PortableGame } from '@kriegsspiel/runner/portable';
import type { GameSource, HostFactory } from '../rules/game-source';
import { modFiles } from './mods-fixtures';

interface DemoState {
  turn: string;
  order: string[];
  played: number;
  /** Each piece's hex (or area) and the role that commands it; on a hex map, the hexside it faces. */
  pieces: Record<string, { hex: string; role: string; side: string; type: string; facing?: number }>;
  /** Which hexes (or areas) exist, and their neighbours on the map. */
  neighbours: Record<string, string[]>;
  /** The hex grid, to turn a move into a facing; absent on an area map. */
  grid?: MapDocument['grid'];
  /** Where the last move ended. */
  last?: string;
}

type DemoAction = { type: 'move'; unit: string; from: string; to: string } | { type: 'pass' };

const demoLength = 16;

function labelOf(map: MapDocument, place: Place): string | undefined {
  if (place.hex !== undefined) return place.hex;
  if (place.area !== undefined) return place.area;
  const location = map.locations?.find((l) => l.id === place.location);
  return location?.hex ?? location?.hexes?.[0];
}

export const demoRules = defineRuleset<DemoState, DemoAction>({
  setup(bundle) {
    const { scenario, map, oob } = bundle;
    const neighbours: Record<string, string[]> = {};
    if (map.grid) {
      const grid = hex.createGrid(map.grid);
      for (const h of grid.hexes()) {
        const label = grid.hexToLabel(h);
        if (label !== undefined)
          neighbours[label] = grid
            .neighborsInGrid(h)
            .map((n) => grid.hexToLabel(n))
            .filter((n): n is string => n !== undefined);
      }
    } else {
      // An area map: areas where units stand (not front-line cards), joined by their connections.
      for (const area of map.areas ?? []) if (area.kind !== 'front-line') neighbours[area.id] = [];
      for (const c of map.connections ?? []) {
        if (neighbours[c.from] && neighbours[c.to]) {
          neighbours[c.from]?.push(c.to);
          if (!c.oneWay) neighbours[c.to]?.push(c.from);
        }
      }
    }
    const roleOfSide = new Map<string, string>();
    for (const player of scenario.players) for (const side of player.sides) roleOfSide.set(side, player.id);
    const sideOfNationality = new Map((oob.nationalities ?? []).map((n) => [n.id, n.side]));
    const units = new Map<string, { side?: string; type: string }>();
    const walk = (formations: OobDocument['formations'], side?: string, nationality?: string) => {
      for (const f of formations ?? []) {
        const n = f.nationality ?? nationality;
        const s = f.side ?? (n ? sideOfNationality.get(n) : undefined) ?? side;
        for (const u of f.units ?? [])
          units.set(u.id, { side: u.side ?? (u.nationality ? sideOfNationality.get(u.nationality) : undefined) ?? s, type: u.type });
        walk(f.formations, s, n);
      }
    };
    walk(oob.formations);
    for (const u of oob.units ?? []) units.set(u.id, { side: u.side ?? (u.nationality ? sideOfNationality.get(u.nationality) : undefined), type: u.type });
    const drawn = new Map<string, number>();
    const pieces: DemoState['pieces'] = {};
    for (const placement of scenario.setup ?? []) {
      const places = (Array.isArray(placement.at) ? placement.at : [placement.at])
        .map((p) => labelOf(map, p))
        .filter((l): l is string => l !== undefined && l in neighbours);
      if (places.length === 0) continue;
      const ids = [...(placement.units ?? [])];
      if (placement.draw) {
        const pool = scenario.pools?.find((p) => p.id === placement.draw?.pool);
        const from = drawn.get(pool?.id ?? '') ?? 0;
        ids.push(...(pool?.units ?? []).slice(from, from + placement.draw.count));
        drawn.set(pool?.id ?? '', from + placement.draw.count);
      }
      ids.forEach((id, i) => {
        const unit = units.get(id);
        const role = unit?.side ? roleOfSide.get(unit.side) : undefined;
        // On a hex map the first player's pieces face direction 2, the others' direction 5.
        const facing = map.grid ? (role === scenario.players[0]?.id ? 2 : 5) : undefined;
        if (role)
          pieces[id] = {
            hex: places[i % places.length] as string,
            role,
            side: unit?.side ?? role,
            type: unit?.type ?? 'unit',
            ...(facing !== undefined ? { facing } : {}),
          };
      });
    }
    const order = scenario.players.map((p) => p.id);
    return { turn: scenario.turns?.firstPlayer ?? (order[0] as string), order, played: 0, pieces, neighbours, ...(map.grid ? { grid: map.grid } : {}) };
  },
  active: (s) => (s.played >= demoLength ? [] : [s.turn]),
  actions(s, role) {
    const taken = new Set(Object.values(s.pieces).map((p) => p.hex));
    const moves = Object.entries(s.pieces)
      .filter(([, p]) => p.role === role)
      .flatMap(([unit, p]) =>
        (s.neighbours[p.hex] ?? [])
          .filter((to) => !taken.has(to))
          .map((to) => ({ action: { type: 'move' as const, unit, from: p.hex, to }, prompt: `Move ${unit} from ${p.hex} to ${to}` })),
      );
    return [...moves, { action: { type: 'pass' as const }, prompt: 'Pass' }];
  },
  apply(s, action, role, ctx) {
    if (action.type === 'move') {
      const piece = s.pieces[action.unit];
      if (piece) {
        piece.hex = action.to;
        if (s.grid) {
          // It faces the way it moved.
          const grid = hex.createGrid(s.grid);
          const [from, to] = [grid.labelToHex(action.from), grid.labelToHex(action.to)];
          const d = from.ok && to.ok ? hex.directionBetween(from.hex, to.hex) : undefined;
          if (d !== undefined) piece.facing = d;
        }
      }
      s.last = action.to;
      ctx.log(`${role} moves a piece from ${action.from} to ${action.to}`);
      ctx.log(`${action.unit} moves to ${action.to}`, [role]);
    } else {
      ctx.log(`${role} passes`);
    }
    s.played++;
    s.turn = s.order[(s.order.indexOf(role) + 1) % s.order.length] as string;
    return s;
  },
  view(s, role) {
    const stacks: Record<string, { side: string; units: unknown[] }> = {};
    for (const [id, p] of Object.entries(s.pieces)) {
      const stack = (stacks[p.hex] ??= { side: p.role, units: [] });
      stack.units.push(p.role === role ? { id, type: p.type } : { hidden: true });
    }
    return { turn: s.turn, played: s.played, of: demoLength, stacks };
  },
  picture(s, role) {
    const pieces: PicturePiece[] = Object.entries(s.pieces).map(([id, p]) => {
      const at = s.grid ? { hex: p.hex } : { area: p.hex };
      const facing = p.facing !== undefined ? { facing: p.facing as 0 | 1 | 2 | 3 | 4 | 5 } : {};
      // The demo never turns a piece face up, so a player's own pieces are all secret from the enemy.
      return p.role === role ? { at, side: p.side, id, type: p.type, hidden: true, ...facing } : { at, side: p.side, faceDown: true, ...facing };
    });
    const at = s.last === undefined ? undefined : s.grid ? { hex: s.last } : { area: s.last };
    // On a hex map, the last move's hex and its neighbours: two reasons, two colours on the board.
    const highlights =
      s.grid && s.last !== undefined
        ? [{ at: { hex: s.last }, note: 'Last move' }, ...(s.neighbours[s.last] ?? []).map((n) => ({ at: { hex: n }, note: 'Next to the last move' }))]
        : [];
    return {
      pieces,
      markers: at ? [{ at, kind: 'moved', text: 'Moved' }] : [],
      ...(highlights.length > 0 ? { highlights } : {}),
      tracks: [
        { name: 'Actions', value: s.played, range: [0, demoLength] },
        { name: 'To act', value: s.turn, steps: s.order },
      ],
    };
  },
  result: (s) => (s.played >= demoLength ? { winner: null, reason: `the demo ends after ${demoLength} actions` } : undefined),
});

const documents = () => modFiles.filter((f) => f.path.endsWith('.json')).map((f) => ({ ...f, value: JSON.parse(f.text) as { $schema?: string; id?: string } }));

/** A scenario of mods/ as a game to play with the demo rules (no bundled rules: they run natively). */
export function demoGame(scenarioId: string): PortableGame {
  const docs = documents();
  const find = <T>(schema: string, id: string | undefined) => docs.find((d) => d.value.$schema?.endsWith(schema) && d.value.id === id)?.value as T | undefined;
  const scenario = find<ScenarioDocument>('scenario.schema.json', scenarioId);
  if (!scenario) throw new Error(`no scenario ${scenarioId} in mods/`);
  const bundle = {
    scenario,
    map: find<MapDocument>('map.schema.json', scenario.map),
    oob: find<OobDocument>('oob.schema.json', scenario.oob),
    manifest: find<ModManifest>('mod.schema.json', scenario.ruleset.mod),
    options: {},
  } as ScenarioBundle;
  return {
    scenario: scenario.id,
    players: scenario.players.map((p) => p.id),
    mods: [scenario.ruleset.mod],
    bundle,
    program: { id: 'demo', key: 'demo', limits: {}, mod: { code: '', map: { version: 3, sources: [], mappings: '' } }, origins: {} },
    sdkSource: '',
  };
}

/** Games of mods/ for the demo rules. */
export const demoGames: GameSource = { game: async ({ scenario }) => demoGame(scenario) };

/** Hosts that run the demo rules natively in the page. */
export const demoHostFactory: HostFactory = async () => nativeHost(serve(demoRules));
