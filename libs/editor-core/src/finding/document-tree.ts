// The sidebar's tree: each mod's documents grouped by folder, so a mod's seventy tests sit
// under one `tests` entry that can be folded away, and a filter that keeps what matches.

/** A folder of a mod, or the mod's own files (`folder` empty). */
export interface DocumentGroup {
  /** Path of the folder inside the mod (`tests`, `maps`), empty for the files at its top. */
  readonly folder: string;
  /** Workspace paths of its documents, in the order given. */
  readonly paths: readonly string[];
}

/** Groups a mod's documents by their folder inside the mod: the top files first, then folders by name. */
export function groupByFolder(modFolder: string, paths: readonly string[]): DocumentGroup[] {
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const inside = path.slice(modFolder.length + 1);
    const folder = inside.includes('/') ? inside.slice(0, inside.lastIndexOf('/')) : '';
    const list = groups.get(folder) ?? [];
    list.push(path);
    groups.set(folder, list);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))).map(([folder, list]) => ({ folder, paths: list }));
}

/**
 * Whether a document is kept by the sidebar's filter: every word of the filter is found in
 * its path, its mod's name or its kind (case ignored), so `waterloo oob` finds the orders of battle of Waterloo.
 */
export function matchesFilter(filter: string, path: string, also: readonly string[] = []): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [path, ...also].join(' ').toLowerCase();
  return words.every((w) => text.includes(w));
}

/** Folders folded by default: those with many documents (a mod's tests), so the other mods stay on screen. */
export function foldedByDefault(group: DocumentGroup, threshold = 8): boolean {
  return group.folder !== '' && group.paths.length > threshold;
}
