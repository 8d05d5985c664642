import { areAdjacent, checkGridConfig, createGrid, hexKey, type Grid, type Hex } from '@kriegsspiel/hex';
import type { MapDocument, TerrainType } from '../generated';
import { closest } from '../schema-messages';
import { pointerJoin } from '../json-pointer';
import { error, warning } from '../problem';
import { checkBackground } from './background-checks';
import { checkUniqueIds, q, type HostFacts, type LoadedDocument, type Workspace } from './workspace';

/** What the other checks need to know of a map: its grid, its places and its terrain. */
export interface MapModel {
  doc: LoadedDocument<'map'>;
  grid?: Grid;
  terrain: Map<string, TerrainType>;
  locations: Set<string>;
  entryPoints: Map<string, string>;
  areas: Set<string>;
  regions: Set<string>;
  /** The hex a label names, or why there is none. */
  resolve(label: string): { hex: Hex } | { error: string };
}

const models = new WeakMap<LoadedDocument<'map'>, MapModel>();

/** Builds (once) the model of a map, reporting problems with its grid as it goes. */
export function mapModel(ws: Workspace, doc: LoadedDocument<'map'>): MapModel {
  const cached = models.get(doc);
  if (cached) return cached;
  const map: MapDocument = doc.value;
  let grid: Grid | undefined;
  if (map.grid) {
    const problems = checkGridConfig(map.grid);
    if (problems.length > 0) {
      for (const p of problems) ws.sink.add(doc, error('/grid', 'bad-grid', `the grid cannot be used: ${p}`));
    } else {
      grid = createGrid(map.grid);
    }
  }
  const terrain = new Map<string, TerrainType>();
  for (const mod of ws.contributorsOf(doc)) for (const t of mod.value.terrain ?? []) terrain.set(t.id, t);
  for (const t of map.terrain ?? []) terrain.set(t.id, t);
  const model: MapModel = {
    doc,
    grid,
    terrain,
    locations: new Set((map.locations ?? []).map((l) => l.id)),
    entryPoints: new Map((map.entryPoints ?? []).map((e) => [e.id, e.hex])),
    areas: new Set((map.areas ?? []).map((a) => a.id)),
    regions: new Set((map.regions ?? []).map((r) => r.id)),
    resolve(label) {
      if (!map.grid) return { error: `this map has no hex grid, so it has no hex ${q(label)}` };
      if (!grid) return { error: `the map's grid is invalid, so hex ${q(label)} cannot be found` };
      const found = grid.labelToHex(label);
      return found.ok ? { hex: found.hex } : { error: found.error };
    },
  };
  models.set(doc, model);
  return model;
}

function checkTerrainRef(ws: Workspace, model: MapModel, pointer: string, id: string, kind: TerrainType['kind']): void {
  const t = model.terrain.get(id);
  if (!t) {
    const guess = closest(id, [...model.terrain.keys()]);
    ws.sink.add(
      model.doc,
      error(pointer, 'unknown-reference', `terrain ${q(id)} is not defined by this map or its ruleset${guess ? `; did you mean ${q(guess)}?` : ''}`),
    );
  } else if (t.kind !== kind) {
    ws.sink.add(model.doc, error(pointer, 'wrong-kind', `terrain ${q(id)} lies on a ${t.kind}, so it cannot be used on a ${kind}`));
  }
}

/** Checks one map: labels on the grid, terrain defined, hexsides and road links between adjacent hexes, unique ids. */
export function checkMap(ws: Workspace, doc: LoadedDocument<'map'>, host: HostFacts = {}): void {
  const model = mapModel(ws, doc);
  checkBackground(ws, doc, host);
  const map = doc.value;
  const sink = ws.sink;
  const hexAt = (pointer: string, label: string): Hex | undefined => {
    const found = model.resolve(label);
    if ('error' in found) {
      sink.add(doc, error(pointer, 'off-map', `hex ${q(label)} is not on this map: ${found.error}`));
      return undefined;
    }
    return found.hex;
  };

  checkUniqueIds(sink, doc, '/terrain', map.terrain, 'terrain type');
  if (map.defaultTerrain) checkTerrainRef(ws, model, '/defaultTerrain', map.defaultTerrain, 'hex');
  if (map.grid && !map.defaultTerrain && Object.keys(map.hexes ?? {}).length < (model.grid?.size ?? 0)) {
    sink.add(
      doc,
      warning(
        '/grid',
        'no-default-terrain',
        'the map has no `defaultTerrain`, so hexes not listed in `hexes` have no terrain; name the terrain of an ordinary hex',
      ),
    );
  }

  for (const [label, hex] of Object.entries(map.hexes ?? {})) {
    const pointer = pointerJoin('/hexes', label);
    hexAt(pointer, label);
    (hex.terrain ?? []).forEach((t, i) => checkTerrainRef(ws, model, pointerJoin(pointer, 'terrain', i), t, 'hex'));
  }

  const sides = new Set<string>();
  (map.hexsides ?? []).forEach((side, i) => {
    const pointer = `/hexsides/${i}`;
    const [a = '', b = ''] = side.between;
    const ha = hexAt(`${pointer}/between/0`, a);
    const hb = hexAt(`${pointer}/between/1`, b);
    checkTerrainRef(ws, model, `${pointer}/terrain`, side.terrain, 'hexside');
    if (ha && hb && !areAdjacent(ha, hb))
      sink.add(doc, error(`${pointer}/between`, 'not-adjacent', `hexes ${q(a)} and ${q(b)} are not adjacent, so they share no hexside`));
    if (side.uphill !== undefined && side.uphill !== a && side.uphill !== b) {
      sink.add(
        doc,
        error(`${pointer}/uphill`, 'unknown-reference', `the uphill hex ${q(side.uphill)} must be one of the two hexes of the side, ${q(a)} or ${q(b)}`),
      );
    }
    const key = `${[a, b].sort().join('|')}|${side.terrain}`;
    if (sides.has(key)) sink.add(doc, warning(pointer, 'duplicate-item', `the hexside between ${q(a)} and ${q(b)} already has ${q(side.terrain)}`));
    sides.add(key);
  });

  checkUniqueIds(sink, doc, '/paths', map.paths, 'path');
  (map.paths ?? []).forEach((path, i) => {
    const pointer = `/paths/${i}`;
    checkTerrainRef(ws, model, `${pointer}/terrain`, path.terrain, 'path');
    const hexes = path.hexes.map((label, j) => hexAt(`${pointer}/hexes/${j}`, label));
    const links = new Set<string>();
    for (let j = 1; j < hexes.length; j++) {
      const from = hexes[j - 1];
      const to = hexes[j];
      links.add(`${path.hexes[j - 1]}>${path.hexes[j]}`);
      if (from && to && !areAdjacent(from, to)) {
        sink.add(
          doc,
          error(
            `${pointer}/hexes/${j}`,
            'not-adjacent',
            `the path jumps from ${q(path.hexes[j - 1] ?? '')} to ${q(path.hexes[j] ?? '')}, which are not adjacent; add the hexes between them`,
          ),
        );
      }
    }
    (path.oneWay ?? []).forEach((link, j) => {
      if (!links.has(`${link.from}>${link.to}`) && !links.has(`${link.to}>${link.from}`)) {
        sink.add(
          doc,
          error(
            `${pointer}/oneWay/${j}`,
            'unknown-reference',
            `${q(link.from)} → ${q(link.to)} is not a link of this path; a one-way link must join two consecutive hexes of \`hexes\``,
          ),
        );
      }
    });
  });

  checkUniqueIds(sink, doc, '/locations', map.locations, 'location');
  (map.locations ?? []).forEach((loc, i) => {
    const pointer = `/locations/${i}`;
    if (loc.hex) hexAt(`${pointer}/hex`, loc.hex);
    (loc.hexes ?? []).forEach((label, j) => hexAt(`${pointer}/hexes/${j}`, label));
    if (loc.area && !model.areas.has(loc.area)) sink.add(doc, error(`${pointer}/area`, 'unknown-reference', `area ${q(loc.area)} is not defined in \`areas\``));
    if (!loc.hex && !loc.hexes && !loc.area)
      sink.add(doc, error(pointer, 'missing-member', `location ${q(loc.id)} needs a \`hex\`, \`hexes\` or \`area\` to say where it is`));
  });

  checkUniqueIds(sink, doc, '/regions', map.regions, 'region');
  (map.regions ?? []).forEach((region, i) => region.hexes.forEach((label, j) => hexAt(`/regions/${i}/hexes/${j}`, label)));
  checkUniqueIds(sink, doc, '/edges', map.edges, 'edge');
  checkUniqueIds(sink, doc, '/entryPoints', map.entryPoints, 'entry point');
  (map.entryPoints ?? []).forEach((entry, i) => hexAt(`/entryPoints/${i}/hex`, entry.hex));

  checkUniqueIds(sink, doc, '/areas', map.areas, 'area');
  (map.connections ?? []).forEach((c, i) => {
    for (const end of ['from', 'to'] as const) {
      if (!model.areas.has(c[end])) {
        const guess = closest(c[end], [...model.areas]);
        sink.add(
          doc,
          error(`/connections/${i}/${end}`, 'unknown-reference', `area ${q(c[end])} is not defined in \`areas\`${guess ? `; did you mean ${q(guess)}?` : ''}`),
        );
      }
    }
    if (c.from === c.to) sink.add(doc, error(`/connections/${i}`, 'self-link', `a connection must join two different areas, not ${q(c.from)} to itself`));
  });
}

/** True when a hex is an entry point of the map or lies on its edge. */
export function isEntryHex(model: MapModel, hex: Hex): boolean {
  if (model.grid && model.grid.edgesOf(hex).length > 0) return true;
  const key = hexKey(hex);
  for (const label of model.entryPoints.values()) {
    const found = model.resolve(label);
    if ('hex' in found && hexKey(found.hex) === key) return true;
  }
  return false;
}
