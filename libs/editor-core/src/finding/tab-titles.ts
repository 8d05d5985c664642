// Tabs say the file name; when two open files share it (two mods' `mod.json`), each says
// its mod too, so the person can tell them apart without hovering.

/** A tab's words: the file name, and the mod (or folder) when another open file has that name. */
export interface TabTitle {
  readonly path: string;
  readonly title: string;
  /** The mod folder's name, shown only when the file name is not enough. */
  readonly detail?: string;
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The mod folder of a workspace path (`mods/hundred-days-arclight/maps/x.json` → `hundred-days-arclight`). */
export function modFolderName(path: string): string {
  return path.split('/')[1] ?? path;
}

/** Titles of the open files, in order; clashing names carry their mod, or the folder inside it when they share the mod. */
export function tabTitles(paths: readonly string[]): TabTitle[] {
  const count = new Map<string, number>();
  for (const p of paths) count.set(fileName(p), (count.get(fileName(p)) ?? 0) + 1);
  return paths.map((path) => {
    const title = fileName(path);
    if ((count.get(title) ?? 0) < 2) return { path, title };
    const sameMod = paths.filter((p) => p !== path && fileName(p) === title && modFolderName(p) === modFolderName(path)).length > 0;
    const parts = path.split('/');
    const detail = sameMod ? parts.slice(1, -1).join('/') : modFolderName(path);
    return { path, title, detail };
  });
}
