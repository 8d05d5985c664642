// What the editor needs from the place files live. The studio implements it over HTTP
// against the workspace server; tests implement it over a Map. Keeping it an interface
// keeps the kernel free of fetch, Node and the DOM.
import { resolvePath } from '@kriegsspiel/formats';
import type { DiskFile } from './store/document-store';

/** A mod folder and the documents in it. */
export interface ModListing {
  /** The manifest's `id` (undefined when `mod.json` is missing or broken). */
  readonly id?: string;
  /** The manifest's `name`. */
  readonly name?: string;
  /** Workspace path of the folder (`mods/hundred-days-arclight`). */
  readonly folder: string;
  /** Workspace paths of its JSON files, sorted. */
  readonly documents: readonly string[];
}

/** Everything the workspace holds. */
export interface WorkspaceListing {
  /** The folders the server serves, by the name that starts their paths (`mods`). */
  readonly roots: readonly { readonly name: string }[];
  readonly mods: readonly ModListing[];
  /** Every file under the roots (not only JSON), so checks can ask whether a path exists. */
  readonly files: readonly string[];
  /** The scenario to open first, when the server was told one. */
  readonly defaultScenario?: string;
}

/** The outcome of a write: saved as a new version, or refused because the file changed on disk. */
export type WriteResult = { readonly ok: true; readonly version: string } | { readonly ok: false; readonly conflict: DiskFile };

/** Reads and writes the workspace's files. */
export interface WorkspaceAccess {
  listing(): Promise<WorkspaceListing>;
  read(path: string): Promise<DiskFile>;
  /**
   * Writes `text` if the file on disk is still `baseVersion` (null: the file must not
   * exist yet); otherwise answers with what is on disk now.
   */
  write(path: string, text: string, baseVersion: string | null): Promise<WriteResult>;
  /** The address the page loads an image file of the workspace from (a map's background), when it can. */
  imageUrl?(path: string): string;
  /** Writes a new image file (a background picture chosen in the page); `exists` when one of that name is there (it is never replaced). */
  writeImage?(path: string, bytes: Uint8Array): Promise<ImageWriteResult>;
}

/** What writing a new image file did. */
export type ImageWriteResult = { readonly ok: true } | { readonly ok: false; readonly exists: true };

/** Resolves `relative` against the folder of `fromFile`, `/`-separated; undefined when it climbs out of the workspace (formats' `resolvePath`). */
export function resolveWorkspacePath(fromFile: string, relative: string): string | undefined {
  return resolvePath(fromFile, relative);
}
