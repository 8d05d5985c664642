import type { SourceLocation } from '@kriegsspiel/sandbox/core';

/** Where each mod's files in a program come from: `mods/<id>/` → that mod's folder (on disk, or in the studio's workspace). */
export type ProgramOrigins = Readonly<Record<string, string>>;

/**
 * Where a position in the program's files lies: `mods/outpost/src/combat.ts` → the mod's
 * own file, under the folder its origin names. The folder's separator (`/` or `\`) is kept.
 */
export function locationOnDisk(program: { origins: ProgramOrigins }, location: SourceLocation): SourceLocation {
  for (const [prefix, folder] of Object.entries(program.origins)) {
    if (!location.file.startsWith(prefix)) continue;
    const separator = folder.endsWith('\\') ? '\\' : '/';
    return { ...location, file: folder + location.file.slice(prefix.length).split('/').join(separator) };
  }
  return location;
}
