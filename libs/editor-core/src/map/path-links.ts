// Roads and trails as chains of hex labels: finding a link, reading its one-way
// direction, and cutting a path into pieces when links go (deleted, or off a resized map).
import type { MapDocument, OneWayLink, Path } from '@kriegsspiel/formats';

/** A link of a path: `link` joins `hexes[link]` and `hexes[link + 1]` of path `path`. */
export interface PathLinkRef {
  readonly path: number;
  readonly link: number;
}

/** How a link may be travelled: both ways, only in path order (forward), or only against it. */
export type LinkDirection = 'two-way' | 'forward' | 'backward';

/** The first link of any path joining the hexes `a` and `b` (in either order). */
export function findPathLink(map: MapDocument, a: string, b: string): PathLinkRef | undefined {
  const paths = map.paths ?? [];
  for (let p = 0; p < paths.length; p++) {
    const hexes = (paths[p] as Path).hexes;
    for (let i = 0; i + 1 < hexes.length; i++) {
      if ((hexes[i] === a && hexes[i + 1] === b) || (hexes[i] === b && hexes[i + 1] === a)) return { path: p, link: i };
    }
  }
  return undefined;
}

/** The one-way direction of a link, read from the path's `oneWay` list. */
export function linkDirection(path: Path, link: number): LinkDirection {
  const from = path.hexes[link];
  const to = path.hexes[link + 1];
  for (const w of path.oneWay ?? []) {
    if (w.from === from && w.to === to) return 'forward';
    if (w.from === to && w.to === from) return 'backward';
  }
  return 'two-way';
}

/**
 * Cuts a path into the runs of links that stay. `labels[i]` is the new label of
 * `path.hexes[i]` (undefined when the hex goes); `keepLink(i)` says whether the link from
 * hex i to hex i + 1 stays. Runs shorter than two hexes vanish; one-way links follow their
 * hexes. The first run keeps the path's id; later runs get fresh ids from `newId`.
 */
export function pathPieces(path: Path, labels: readonly (string | undefined)[], keepLink: (link: number) => boolean, newId: (id: string) => string): Path[] {
  const runs: number[][] = [];
  let run: number[] = [];
  for (let i = 0; i < path.hexes.length; i++) {
    if (labels[i] === undefined) {
      runs.push(run);
      run = [];
      continue;
    }
    if (run.length > 0 && !keepLink(i - 1)) {
      runs.push(run);
      run = [];
    }
    run.push(i);
  }
  runs.push(run);
  const pieces: Path[] = [];
  for (const indices of runs.filter((r) => r.length >= 2)) {
    const hexes = indices.map((i) => labels[i] as string);
    const oneWay: OneWayLink[] = [];
    for (let k = 0; k + 1 < indices.length; k++) {
      const dir = linkDirection(path, indices[k] as number);
      const a = hexes[k] as string;
      const b = hexes[k + 1] as string;
      if (dir === 'forward') oneWay.push({ from: a, to: b });
      else if (dir === 'backward') oneWay.push({ from: b, to: a });
    }
    const { oneWay: _old, ...rest } = path;
    const piece: Path = { ...rest, hexes };
    if (oneWay.length > 0) piece.oneWay = oneWay;
    if (pieces.length > 0 && path.id !== undefined) piece.id = newId(path.id);
    pieces.push(piece);
  }
  return pieces;
}
