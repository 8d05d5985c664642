// Changing a map's grid (size, orientation, offset, labels) without moving what is on it.
// Every hex reference is carried over by its column and row: a label is read with the old
// grid and written with the new one, so terrain stays where it was drawn even when the
// new scheme spells the hex differently (or counts rows from a bottom edge that moved).
// What falls off the map, or stops joining adjacent hexes, is dropped and listed.
import { areAdjacent, checkGridConfig, createGrid, type Grid } from '@kriegsspiel/hex';
import type { EntryPoint, HexGrid, Hexside, Location, MapDocument, Path, Region } from '@kriegsspiel/formats';
import { gridOfMap, hexOfLabel, uniqueId } from './map-grid';
import { pathPieces } from './path-links';

/** What a grid change does to a map. */
export interface GridChange {
  /** The map with the new grid and every reference rewritten. */
  readonly map: MapDocument;
  /** One line per thing that goes ("hex 1518 (forest)", "the road 0717–0812 from 1518 on"). */
  readonly dropped: readonly string[];
  /** How many hex references are spelled differently afterwards. */
  readonly relabelled: number;
}

const same = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The map as it would be with `grid`, or why the grid cannot be used. */
export function reshapeGrid(map: MapDocument, grid: HexGrid): GridChange | { readonly error: string } {
  const problems = checkGridConfig(grid);
  if (problems.length > 0) return { error: problems.join('; ') };
  const next = createGrid(grid);
  const old = gridOfMap(map);
  const dropped: string[] = [];
  let relabelled = 0;
  const cache = new Map<string, string | undefined>();
  // Old label to new label, undefined when the hex is off the new map (or the old label named no hex).
  const relabel = (label: string): string | undefined => {
    if (cache.has(label)) return cache.get(label);
    let out: string | undefined;
    const hex = old ? hexOfLabel(old, label) : undefined;
    if (old && hex) {
      const { col, row } = old.hexToOffset(hex);
      if (col < grid.width && row < grid.height) out = next.hexToLabel(next.offsetToHex({ col, row }));
    } else if (!old) {
      // Without a usable old grid, labels are kept as they are written.
      out = label;
    }
    if (out !== undefined && out !== label) relabelled++;
    cache.set(label, out);
    return out;
  };
  const adjacent = (a: string, b: string, g: Grid = next) => {
    const ha = hexOfLabel(g, a);
    const hb = hexOfLabel(g, b);
    return ha !== undefined && hb !== undefined && areAdjacent(ha, hb);
  };

  const out: MapDocument = { ...map, grid };

  if (map.hexes) {
    const hexes: NonNullable<MapDocument['hexes']> = {};
    let changed = false;
    for (const [label, entry] of Object.entries(map.hexes)) {
      const to = relabel(label);
      if (to === undefined) {
        changed = true;
        const what = [entry.terrain?.join(', '), entry.name].filter(Boolean).join(', ');
        dropped.push(`hex ${label}${what ? ` (${what})` : ''}`);
      } else {
        if (to !== label) changed = true;
        hexes[to] = entry;
      }
    }
    if (changed) out.hexes = hexes;
  }

  if (map.hexsides) {
    const sides: Hexside[] = [];
    let changed = false;
    for (const side of map.hexsides) {
      const between = side.between.map(relabel);
      const [a, b] = between;
      if (a === undefined || b === undefined || !adjacent(a, b)) {
        changed = true;
        dropped.push(`the ${side.terrain} between ${side.between.join(' and ')}`);
        continue;
      }
      const uphill = side.uphill === undefined ? undefined : relabel(side.uphill);
      if (same(between, side.between) && uphill === side.uphill) {
        sides.push(side);
        continue;
      }
      changed = true;
      sides.push({ ...side, between: [a, b], ...(side.uphill !== undefined && uphill !== undefined ? { uphill } : {}) });
    }
    if (changed) out.hexsides = sides;
  }

  if (map.paths) {
    const paths: Path[] = [];
    let changed = false;
    const ids = map.paths.map((p) => p.id);
    for (const path of map.paths) {
      const labels = path.hexes.map(relabel);
      const keep = (i: number) => adjacent(labels[i] as string, labels[i + 1] as string);
      const intact = labels.every((l, i) => l !== undefined && (i === 0 || keep(i - 1)));
      if (intact && same(labels, path.hexes)) {
        paths.push(path);
        continue;
      }
      changed = true;
      const pieces = pathPieces(path, labels, keep, (id) => {
        const fresh = uniqueId(id, ids);
        ids.push(fresh);
        return fresh;
      });
      const name = path.name ?? path.id ?? path.terrain;
      if (!intact) {
        const lost = path.hexes.filter((_, i) => labels[i] === undefined);
        dropped.push(
          pieces.length === 0
            ? `the ${name} ${path.hexes[0]}–${path.hexes.at(-1)}`
            : `${lost.length > 0 ? `${lost.length} ${lost.length === 1 ? 'hex' : 'hexes'} of` : 'links of'} the ${name} (${lost.join(', ') || 'no longer adjacent'})`,
        );
      }
      paths.push(...pieces);
    }
    if (changed) out.paths = paths;
  }

  if (map.locations) {
    const locations: Location[] = [];
    let changed = false;
    for (const loc of map.locations) {
      const hex = loc.hex === undefined ? undefined : relabel(loc.hex);
      const hexes = loc.hexes?.map(relabel).filter((l): l is string => l !== undefined);
      const kept = hex !== undefined || (hexes !== undefined && hexes.length > 0) || loc.area !== undefined;
      if (!kept) {
        changed = true;
        dropped.push(`location ${loc.name} (${loc.hex ?? loc.hexes?.join(', ')})`);
        continue;
      }
      if (hex === loc.hex && (loc.hexes === undefined || same(hexes ?? [], loc.hexes))) {
        locations.push(loc);
        continue;
      }
      changed = true;
      const copy: Location = { ...loc };
      if (hex === undefined) delete copy.hex;
      else copy.hex = hex;
      if (hexes !== undefined && hexes.length > 0) copy.hexes = hexes;
      else delete copy.hexes;
      if (loc.hex !== undefined && hex === undefined) dropped.push(`the hex ${loc.hex} of location ${loc.name}`);
      locations.push(copy);
    }
    if (changed) out.locations = locations;
  }

  if (map.regions) {
    const regions: Region[] = [];
    let changed = false;
    for (const region of map.regions) {
      const hexes = region.hexes.map(relabel);
      if (same(hexes, region.hexes)) {
        regions.push(region);
        continue;
      }
      changed = true;
      const kept = hexes.filter((l): l is string => l !== undefined);
      const lost = region.hexes.filter((_, i) => hexes[i] === undefined);
      if (kept.length === 0) {
        dropped.push(`region ${region.name} (${region.hexes.join(', ')})`);
        continue;
      }
      if (lost.length > 0) dropped.push(`${lost.join(', ')} from region ${region.name}`);
      regions.push({ ...region, hexes: kept });
    }
    if (changed) out.regions = regions;
  }

  if (map.entryPoints) {
    const entries: EntryPoint[] = [];
    let changed = false;
    for (const entry of map.entryPoints) {
      const hex = relabel(entry.hex);
      if (hex === entry.hex) {
        entries.push(entry);
        continue;
      }
      changed = true;
      if (hex === undefined) dropped.push(`entry point ${entry.name ?? entry.id} (${entry.hex})`);
      else entries.push({ ...entry, hex });
    }
    if (changed) out.entryPoints = entries;
  }

  return { map: out, dropped, relabelled };
}
