// Listing, reading and writing the workspace's files. Writes are atomic (a temporary
// file in the same folder, then a rename, so a crash leaves the old file or the new one,
// never half of one) and conditional: the caller names the version it edited, and a file
// that changed on disk since is not overwritten — the caller gets what is there instead.
import { createHash, randomBytes } from 'node:crypto';
import { rmSync, statSync } from 'node:fs';
import { lstat, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder } from '@kriegsspiel/runner';
import type { FileContent, Listing, ModEntry } from './api';
import { PathRefused, type WorkspaceRoot, type WorkspaceRoots } from './workspace-roots';

export type { FileContent, Listing, ModEntry } from './api';

export type WriteOutcome = { readonly ok: true; readonly version: string } | { readonly ok: false; readonly current: FileContent | null };

/** What the document API (`/api/file`) reads and writes: the JSON documents. */
export const documentExtensions: readonly string[] = ['.json'];
/** What the source API (`/api/source`) reads and writes: a mod's code, its documents, its notes. */
export const sourceExtensions: readonly string[] = ['.ts', '.mts', '.js', '.mjs', '.json', '.md'];

/** What the image API (`/api/image`) reads, with the type it is served as. */
export const imageTypes: Readonly<Record<string, string>> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.svg': 'image/svg+xml' };

/** The listing stops there: a workspace is small; a runaway folder should not stall the studio. */
const maxFiles = 20000;

/** The version token of a content: its SHA-256. */
export function versionOf(text: string | Buffer): string {
  return 'sha256-' + createHash('sha256').update(text).digest('hex');
}

/** The files of the workspace, read and written safely. */
export class WorkspaceFiles {
  /** One write at a time per file, so check-then-rename cannot interleave. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    readonly roots: WorkspaceRoots,
    private readonly defaultScenario?: string,
  ) {}

  /** Every mod folder (a folder with `mod.json` directly under a root, or the root itself) and every file. */
  async listing(): Promise<Listing> {
    const mods: ModEntry[] = [];
    const files: string[] = [];
    for (const root of this.roots.roots) {
      // Hidden names stay out (the temporary files of writes); `resolve` decides about links when read.
      const all = filesUnder(root.dir, () => true, { skipHidden: true, limit: maxFiles });
      const wsPaths = all.map((f) => this.roots.toWorkspacePath(root, f));
      files.push(...wsPaths);
      const manifests = wsPaths.filter((p) => /^[^/]+\/(?:[^/]+\/)?mod\.json$/.test(p));
      for (const manifest of manifests) {
        const folder = manifest.slice(0, -'/mod.json'.length);
        const info = await this.manifestInfo(root, manifest);
        mods.push({ ...info, folder, documents: wsPaths.filter((p) => p.startsWith(folder + '/') && p.endsWith('.json')) });
      }
    }
    return { roots: this.roots.roots.map((r) => ({ name: r.name })), mods, files, defaultScenario: this.defaultScenario };
  }

  private async manifestInfo(root: WorkspaceRoot, manifest: string): Promise<{ id?: string; name?: string }> {
    try {
      const { file } = await this.roots.resolve(manifest);
      const value = JSON.parse(await readFile(file, 'utf8')) as { id?: unknown; name?: unknown };
      return { id: typeof value.id === 'string' ? value.id : undefined, name: typeof value.name === 'string' ? value.name : undefined };
    } catch {
      return {};
    }
  }

  /** Reads one file; `null` when it does not exist. Only files with one of `extensions` are served. */
  async read(requested: string, extensions: readonly string[] = documentExtensions): Promise<FileContent | null> {
    checkExtension(requested, extensions);
    const { file, exists } = await this.roots.resolve(requested);
    if (!exists) return null;
    const info = await lstat(file);
    if (!info.isFile()) throw new PathRefused(requested, 'it is not a file');
    const bytes = await readFile(file);
    return { path: requested, text: bytes.toString('utf8'), version: versionOf(bytes) };
  }

  /** Reads one image file as bytes with its content type; `null` when it does not exist. */
  async readImage(requested: string): Promise<{ bytes: Buffer; type: string } | null> {
    const lower = requested.toLowerCase();
    const ext = Object.keys(imageTypes).find((e) => lower.endsWith(e));
    checkExtension(lower, Object.keys(imageTypes));
    const { file, exists } = await this.roots.resolve(requested);
    if (!exists) return null;
    const info = await lstat(file);
    if (!info.isFile()) throw new PathRefused(requested, 'it is not a file');
    return { bytes: await readFile(file), type: imageTypes[ext as string] as string };
  }

  /**
   * Writes an image file (a map's background, uploaded from the page) that does not exist
   * yet: an existing file is never replaced (`exists`), and the bytes must be a picture of
   * the kind the name says (a PNG, a JPEG or an SVG), so a renamed file is refused.
   */
  async writeImage(requested: string, bytes: Buffer): Promise<{ readonly ok: true; readonly version: string } | { readonly ok: false; readonly exists: true }> {
    const lower = requested.toLowerCase();
    checkExtension(lower, Object.keys(imageTypes));
    const ext = Object.keys(imageTypes).find((e) => lower.endsWith(e)) as string;
    const kind = pictureKindOf(bytes);
    if (kind !== imageTypes[ext]) {
      throw new PathRefused(
        requested,
        kind ? `its bytes are ${kind}, not ${imageTypes[ext]}: name it by what it is` : 'its bytes are not a PNG, JPEG or SVG picture',
      );
    }
    const { file } = await this.roots.resolve(requested);
    const previous = this.queues.get(file) ?? Promise.resolve();
    const task = previous
      .catch(() => undefined)
      .then(async () => {
        await mkdir(path.dirname(file), { recursive: true });
        try {
          // `wx`: never over a file that is there, even one written a moment ago.
          await writeFile(file, bytes, { flag: 'wx' });
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'EEXIST') return { ok: false as const, exists: true as const };
          throw e;
        }
        return { ok: true as const, version: versionOf(bytes) };
      });
    this.queues.set(file, task);
    try {
      return await task;
    } finally {
      if (this.queues.get(file) === task) this.queues.delete(file);
    }
  }

  /** Reads every document of every mod, with the id of its mod. */
  async readAll(): Promise<FileContent[]> {
    const listing = await this.listing();
    const out: FileContent[] = [];
    for (const mod of listing.mods) {
      for (const doc of mod.documents) {
        const content = await this.read(doc);
        if (content) out.push({ ...content, mod: mod.id });
      }
    }
    return out;
  }

  /**
   * Writes `text` if the file is still at `baseVersion` (null: it must not exist yet).
   * Otherwise answers with what is on disk now (null when nothing is). Only files with one
   * of `extensions` are written.
   */
  async write(requested: string, text: string, baseVersion: string | null, extensions: readonly string[] = documentExtensions): Promise<WriteOutcome> {
    checkExtension(requested, extensions);
    const { file } = await this.roots.resolve(requested);
    const previous = this.queues.get(file) ?? Promise.resolve();
    const task = previous.catch(() => undefined).then(() => this.writeNow(requested, file, text, baseVersion));
    this.queues.set(file, task);
    try {
      return await task;
    } finally {
      if (this.queues.get(file) === task) this.queues.delete(file);
    }
  }

  private async writeNow(requested: string, file: string, text: string, baseVersion: string | null): Promise<WriteOutcome> {
    let current: FileContent | null = null;
    try {
      const bytes = await readFile(file);
      current = { path: requested, text: bytes.toString('utf8'), version: versionOf(bytes) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    if ((current?.version ?? null) !== baseVersion) return { ok: false, current };
    // A new file may start new folders (a new mod's `src/`); `resolve` checked they stay inside.
    if (current === null) await mkdir(path.dirname(file), { recursive: true });
    const temp = path.join(path.dirname(file), temporaryName(path.basename(file)));
    try {
      await writeFile(temp, text, { encoding: 'utf8', flag: 'wx' });
      await rename(temp, file);
    } catch (e) {
      await rm(temp, { force: true });
      throw e;
    }
    return { ok: true, version: versionOf(text) };
  }
}

/** The temporary file of a write: hidden, named after the file, this process and a random part. */
export function temporaryName(base: string, pid = process.pid): string {
  return `.${base}.${pid}-${randomBytes(6).toString('hex')}.tmp`;
}

/** Temporary files of writes: `.<name>.<pid>-<12 hex>.tmp`, and the older `.<name>.<12 hex>.tmp`. */
const temporaryPattern = /^\..+\.(?:(\d+)-)?[0-9a-f]{12}\.tmp$/;
/** An older temporary file without a process id is stale after this long (a write takes milliseconds). */
const staleAfterMs = 60_000;

/** Whether another process with this id runs (this one, at start, writes nothing yet: a container restarts with the same id). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files that writes killed half-way left under a folder: those of
 * our own naming only, whose process is gone (or, without a process id, older than a
 * minute). Called when the server starts, before it writes anything. Answers the files removed.
 */
export function removeStaleTemporaries(dir: string, now = Date.now()): string[] {
  const removed: string[] = [];
  for (const file of filesUnder(dir, (name) => temporaryPattern.test(name))) {
    const pid = temporaryPattern.exec(path.basename(file))?.[1];
    try {
      const stale = pid !== undefined ? !isRunning(Number(pid)) : now - statSync(file).mtimeMs > staleAfterMs;
      if (!stale) continue;
      rmSync(file, { force: true });
      removed.push(file);
    } catch {
      // Gone meanwhile, or not ours to remove: nothing to do.
    }
  }
  return removed;
}

/** The picture type the bytes start like, by their signature (an SVG by its first tag); undefined when none. */
export function pictureKindOf(bytes: Buffer): string | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return undefined;
}

function checkExtension(requested: string, extensions: readonly string[]): void {
  if (!extensions.some((e) => requested.endsWith(e))) throw new PathRefused(requested, `only ${extensions.join(' ')} files can be read or written here`);
}
