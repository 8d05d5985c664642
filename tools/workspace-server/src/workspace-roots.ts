// The folders the server may touch, and the one function that turns a request's path
// into a file inside them. Everything that reads or writes goes through `resolve`, which
// refuses what could leave a root: absolute paths, `..`, empty or dot segments, encoded
// or odd characters, and symbolic links that point outside (checked on the real path).
import { realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { isNormalPath } from '@kriegsspiel/formats/mod-paths';

/** A folder served under a name: `mods` → `/work/main/mods`. */
export interface WorkspaceRoot {
  readonly name: string;
  /** Absolute real path (symbolic links resolved). */
  readonly dir: string;
}

/** Why a path was refused. */
export class PathRefused extends Error {
  constructor(
    readonly requested: string,
    reason: string,
  ) {
    super(`refused path ${JSON.stringify(requested)}: ${reason}`);
    this.name = 'PathRefused';
  }
}

/** One segment of a workspace path: letters, digits, `_`, `-`, `.`, space; not starting with a dot. */
const segmentPattern = /^[\p{L}\p{N}_-][\p{L}\p{N}_. -]*$/u;

/** Names the folders, deduplicating: `mods`, `mods-2`… */
export function nameRoots(dirs: readonly string[]): WorkspaceRoot[] {
  const used = new Set<string>();
  return dirs.map((dir) => {
    const real = realpathSync(dir);
    const base = path.basename(real).replace(/[^\p{L}\p{N}_-]/gu, '-') || 'mods';
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}-${i}`;
    used.add(name);
    return { name, dir: real };
  });
}

/** The roots and the checks on every path. */
export class WorkspaceRoots {
  constructor(readonly roots: readonly WorkspaceRoot[]) {}

  /** Splits and checks a workspace path's form, before touching the disk. */
  parse(requested: string): { root: WorkspaceRoot; segments: string[] } {
    if (typeof requested !== 'string' || requested.length === 0) throw new PathRefused(String(requested), 'no path given');
    if (requested.length > 1024) throw new PathRefused(requested.slice(0, 40) + '…', 'the path is too long');
    if (requested.includes('\\') || requested.includes('\0')) throw new PathRefused(requested, 'backslashes and NUL are not allowed');
    if (requested.startsWith('/') || /^[a-zA-Z]:/.test(requested)) throw new PathRefused(requested, 'absolute paths are not allowed');
    // The one path policy (formats' mod-paths): a workspace path is already normal, so nothing in it can climb.
    if (!isNormalPath(requested)) throw new PathRefused(requested, '`.`, `..` and empty segments are not allowed');
    const segments = requested.split('/');
    for (const s of segments) {
      if (!segmentPattern.test(s)) throw new PathRefused(requested, `the segment ${JSON.stringify(s)} has characters that are not allowed`);
    }
    const [rootName, ...rest] = segments;
    const root = this.roots.find((r) => r.name === rootName);
    if (!root) throw new PathRefused(requested, `there is no workspace folder named ${JSON.stringify(rootName)}`);
    if (rest.length === 0) throw new PathRefused(requested, 'a path must name a file inside a workspace folder');
    return { root, segments: rest };
  }

  /**
   * The absolute real path of a workspace path. For a file that does not exist yet, its
   * folder must exist inside the root. Symbolic links are followed and must stay inside.
   */
  async resolve(requested: string): Promise<{ file: string; root: WorkspaceRoot; exists: boolean }> {
    const { root, segments } = this.parse(requested);
    const joined = path.join(root.dir, ...segments);
    const inside = (p: string) => p === root.dir || p.startsWith(root.dir + path.sep);
    if (!inside(joined)) throw new PathRefused(requested, 'it leaves the workspace folder');
    let real: string;
    let exists = true;
    try {
      real = await realpath(joined);
    } catch {
      exists = false;
      // A new file, maybe in new folders (a new mod): the nearest folder that exists decides
      // where it really is, so a link on the way cannot lead outside.
      let missing = path.basename(joined);
      let folder = path.dirname(joined);
      for (;;) {
        try {
          folder = await realpath(folder);
          break;
        } catch {
          if (!inside(folder) || folder === root.dir) throw new PathRefused(requested, 'its folder does not exist');
          missing = path.join(path.basename(folder), missing);
          folder = path.dirname(folder);
        }
      }
      real = path.join(folder, missing);
    }
    if (!inside(real)) throw new PathRefused(requested, 'it is a link to a place outside the workspace folder');
    return { file: real, root, exists };
  }

  /** The workspace path of an absolute path inside a root. */
  toWorkspacePath(root: WorkspaceRoot, file: string): string {
    return [root.name, ...path.relative(root.dir, file).split(path.sep)].join('/');
  }

  /** The workspace path of an absolute file or folder inside a root (with a trailing `/` for a folder given with one); anything else as it is. */
  workspacePathOf(file: string): string {
    const folder = file.endsWith(path.sep);
    const bare = folder ? file.slice(0, -1) : file;
    for (const root of this.roots) {
      if (bare === root.dir || bare.startsWith(root.dir + path.sep)) return this.toWorkspacePath(root, bare) + (folder ? '/' : '');
    }
    return file;
  }

  /** Absolute paths in a message, as workspace paths. */
  inWorkspaceTerms(message: string): string {
    let out = message;
    for (const root of this.roots)
      out = out
        .split(root.dir + path.sep)
        .join(`${root.name}/`)
        .split(root.dir)
        .join(root.name);
    return out;
  }
}
