// The grid of a map document, built once per `grid` object. Edits share untouched
// subtrees, so a map whose grid settings did not change keeps the same `grid` object and
// commands that need geometry (flood fill, hexsides, roads) do not rebuild the labels.
import { checkGridConfig, createGrid, type Grid, type Hex } from '@kriegsspiel/hex';
import type { MapDocument } from '@kriegsspiel/formats';

const grids = new WeakMap<object, Grid | null>();

/** The grid of a map, or undefined when it has none or its settings cannot be used. */
export function gridOfMap(map: MapDocument): Grid | undefined {
  const config = map.grid;
  if (!config) return undefined;
  let grid = grids.get(config);
  if (grid === undefined) {
    grid = checkGridConfig(config).length === 0 ? createGrid(config) : null;
    grids.set(config, grid);
  }
  return grid ?? undefined;
}

/** The hex a label names on a grid, or undefined when no hex is written that way. */
export function hexOfLabel(grid: Grid, label: string): Hex | undefined {
  const found = grid.labelToHex(label);
  return found.ok ? found.hex : undefined;
}

/** An id not yet in `taken`: `base`, or `base-2`, `base-3`… */
export function uniqueId(base: string, taken: Iterable<string | undefined>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
